/**
 * A passkey sign-in ceremony's answer, verified with @simplewebauthn/server: for a passkey
 * sign-in, and for confirming a session's sign-in with a passkey. Its refusals never say
 * whether an account exists: a passkey is unknown, removed, expired or does not verify.
 */
import type { FastifyRequest } from 'fastify';
import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import { errorFields, serverMessages, type ErrorBody } from '@masthead/api/contract';
import type { Context } from './context.ts';
import {
  findPasskey,
  relyingParty,
  takeChallenge,
  userHandleOf,
  wasRemoved,
  type PasskeyRow,
} from './passkeys.ts';

const refused = (field: string, errorMessage: string): ErrorBody => ({ field, errorMessage });

export const passkeyRefusals = {
  unknown: refused(errorFields.passkeyUnknown, serverMessages.passkeyUnknown),
  removed: refused(errorFields.passkeyRemoved, serverMessages.passkeyRemoved),
  expired: refused(errorFields.passkeyExpired, serverMessages.passkeyExpired),
  invalid: refused(errorFields.passkeyInvalid, serverMessages.passkeyInvalid),
} as const;

/** A verified answer: its passkey, and what to store of it once it is used (`recordUse`). */
export interface Assertion {
  passkey: PasskeyRow;
  newCounter: number;
  backedUp: boolean;
}

/**
 * Takes the answer's challenge (single use, 5 minutes), finds its passkey, checks that the
 * authenticator names the passkey's account, and verifies the signature with user verification
 * required. A counter that went backwards (a cloned authenticator) fails too.
 */
export async function verifyAssertion(
  ctx: Context,
  request: FastifyRequest,
  response: AuthenticationResponseJSON,
): Promise<Assertion | { refusal: ErrorBody }> {
  const challenge = await takeChallenge(ctx, response.response.clientDataJSON, 'authentication', null);
  if (!challenge) return { refusal: passkeyRefusals.expired };
  const passkey = await findPasskey(ctx, response.id);
  if (!passkey)
    return {
      refusal: (await wasRemoved(ctx, response.id)) ? passkeyRefusals.removed : passkeyRefusals.unknown,
    };
  // The authenticator names the account it holds the passkey for; it must be the passkey's.
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== Buffer.from(userHandleOf(passkey.user_id)).toString('base64url'))
    return { refusal: passkeyRefusals.invalid };
  const { origin, rpID } = relyingParty(ctx, request);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
      counter: Number(passkey.sign_count),
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) return { refusal: passkeyRefusals.invalid };
  const { newCounter, credentialBackedUp } = verification.authenticationInfo;
  return { passkey, newCounter, backedUp: credentialBackedUp };
}

/** The passkey was used: its counter, backup flag and last use are stored. */
export async function recordUse(ctx: Context, { passkey, newCounter, backedUp }: Assertion): Promise<void> {
  await ctx.db.query(
    'update passkeys set sign_count = $2, backed_up = $3, last_used_at = now() where id = $1',
    [passkey.id, newCounter, backedUp],
  );
}
