/**
 * Request schemas of the passkey endpoints (docs/behaviour.md#passkeys), beside the others
 * in schemas.ts, which lists them: the server validates with them, the OpenAPI document
 * publishes them and the property-based tests generate requests from them. A ceremony's
 * answer is checked for the fields the server reads; the rest of it is dropped.
 */
import { passkeyNameMaxLength } from '@masthead/api/contract';

const text = (maxLength: number, minLength = 1) => ({ type: 'string', minLength, maxLength }) as const;
/** Base64url of up to about 1 KiB (a credential id may be 1023 bytes). */
const bytes = text(1400);
/** Base64url of an attestation object or client data (a few KiB at most). */
const blob = text(16_000);

const object = <const Properties extends Record<string, object>, const Required extends keyof Properties>(
  properties: Properties,
  required: readonly Required[],
) => ({ type: 'object', properties, required, additionalProperties: false }) as const;

const credential = <const Response extends object>(response: Response) =>
  object(
    {
      id: bytes,
      rawId: bytes,
      type: { type: 'string', enum: ['public-key'] },
      response,
      clientExtensionResults: { type: 'object' },
      authenticatorAttachment: { type: 'string', enum: ['platform', 'cross-platform'] },
    },
    ['id', 'rawId', 'type', 'response', 'clientExtensionResults'],
  );

export const passkeySchemas = {
  registerPasskey: object(
    {
      response: credential(
        object(
          {
            clientDataJSON: blob,
            attestationObject: blob,
            transports: { type: 'array', maxItems: 10, items: text(20) },
          },
          ['clientDataJSON', 'attestationObject'],
        ),
      ),
      name: text(passkeyNameMaxLength),
    },
    ['response'],
  ),
  passkeySignIn: object(
    {
      response: credential(
        object({ clientDataJSON: blob, authenticatorData: blob, signature: bytes, userHandle: bytes }, [
          'clientDataJSON',
          'authenticatorData',
          'signature',
        ]),
      ),
    },
    ['response'],
  ),
  passkeyId: object({ id: bytes }, ['id']),
  renamePasskey: object({ name: text(passkeyNameMaxLength) }, ['name']),
} as const;

/** Each passkey endpoint's request parts (the options calls take none). */
export const passkeyRequestSchemas = {
  registerPasskey: { body: passkeySchemas.registerPasskey },
  passkeySignIn: { body: passkeySchemas.passkeySignIn },
  renamePasskey: { params: passkeySchemas.passkeyId, body: passkeySchemas.renamePasskey },
  removePasskey: { params: passkeySchemas.passkeyId },
  reauthenticateWithPasskey: { body: passkeySchemas.passkeySignIn },
} as const;

type PasskeyEndpoint =
  | 'passkeyCreationOptions'
  | 'registerPasskey'
  | 'passkeyRequestOptions'
  | 'passkeySignIn'
  | 'passkeys'
  | 'renamePasskey'
  | 'removePasskey'
  | 'reauthenticateWithPasskey';

/** The OpenAPI document's lines for them. */
export const passkeyDocs: Record<
  PasskeyEndpoint,
  { summary: string; ok: number; errors?: number[]; body?: object }
> = {
  passkeyCreationOptions: {
    summary:
      'Signed in: options for a new passkey (challenge single-use, 5 minutes); 401 signed out; 403 reauthentication_required (no sign-in in the last RECENT_SIGN_IN_MINUTES)',
    ok: 200,
    errors: [401, 403],
  },
  registerPasskey: {
    summary:
      'Signed in: save the new passkey; 400 passkey_expired or passkey_invalid; 401; 403 reauthentication_required',
    ok: 201,
    errors: [400, 401, 403],
    body: passkeySchemas.registerPasskey,
  },
  passkeyRequestOptions: {
    summary: 'Options for a passkey sign-in (discoverable, user verification required)',
    ok: 200,
  },
  passkeySignIn: {
    summary:
      'Sign in with a passkey; 400 passkey_unknown, passkey_removed, passkey_expired, passkey_invalid or lockout_duration; 403 restricted',
    ok: 200,
    errors: [400, 403],
    body: passkeySchemas.passkeySignIn,
  },
  passkeys: { summary: "Signed in: the reader's passkeys, oldest first", ok: 200, errors: [401] },
  renamePasskey: {
    summary: 'Signed in: rename a passkey; 404 when it is not theirs',
    ok: 200,
    errors: [400, 401, 404],
    body: passkeySchemas.renamePasskey,
  },
  removePasskey: {
    summary:
      'Signed in: remove a passkey (it signs no one in again); 403 reauthentication_required; 404 when it is not theirs',
    ok: 204,
    errors: [401, 403, 404],
  },
  reauthenticateWithPasskey: {
    summary:
      "Signed in: confirm the session's sign-in with a passkey of its account (options: /api/auth/passkey/options); 400 passkey_unknown, passkey_removed, passkey_expired or passkey_invalid (another account's too); 401; 429",
    ok: 200,
    errors: [400, 401, 429],
    body: passkeySchemas.passkeySignIn,
  },
};
