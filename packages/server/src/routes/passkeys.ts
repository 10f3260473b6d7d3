/**
 * Passkeys (docs/behaviour.md#passkeys): the registration and authentication ceremonies with
 * @simplewebauthn/server, and the reader's list. User verification is required in both; the
 * relying party is the site's public origin. A passkey sign-in meets the password sign-in's
 * rules (restricted accounts, its rate limits per client and per account) and starts the same
 * session, but not its lockout: failed passwords lock password sign-in only, so guessing at
 * the password cannot lock the owner out. Each new passkey is mailed to the account's address.
 * Adding and removing one need a recent sign-in (recent-sign-in.ts); renaming does not. Its
 * refusals never say whether an account exists: a passkey is unknown, removed, expired or does
 * not verify.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  errorFields,
  passkeyChallengeSeconds,
  serverMessages,
  type PasskeyCreationOptions,
  type PasskeyRequestOptions,
} from '@masthead/api/contract';
import { fail, noBody, signInRequired, type Context } from '../context.ts';
import { passkeyRefusals, recordUse, verifyAssertion } from '../passkey-assertion.ts';
import {
  passkeyNameFor,
  type PasskeyRow,
  passkeyOf,
  passkeysOf,
  relyingParty,
  storeChallenge,
  takeChallenge,
  userHandleOf,
} from '../passkeys.ts';
import { rateLimited } from '../rate-limits.ts';
import { requireRecentSignIn } from '../recent-sign-in.ts';
import { route } from '../route.ts';
import { mailPasskeyAdded } from '../account-recovery.ts';
import { sessionTokenHash, sessionUser, startSession } from '../sessions.ts';
import { authResponseOf, type UserRow } from '../users.ts';

const { unknown, expired, invalid } = passkeyRefusals;
const passkeyNotFound = { field: errorFields.passkeyNotFound, errorMessage: serverMessages.passkeyNotFound };
const timeout = passkeyChallengeSeconds * 1000;

export function passkeyRoutes(app: FastifyInstance, ctx: Context): void {
  const signedIn = async (request: Parameters<typeof sessionUser>[1], reply: FastifyReply) => {
    const user = await sessionUser(ctx, request);
    if (!user) await fail(reply, 401, signInRequired);
    return user;
  };

  route(
    app,
    'passkeyCreationOptions',
    async (request, reply) => {
      const user = await signedIn(request, reply);
      if (!user) return reply;
      // Asked here too, before the browser's ceremony, so the reader confirms first.
      if (!(await requireRecentSignIn(ctx, request, reply))) return reply;
      const { rpID } = relyingParty(ctx, request);
      const existing = await passkeysOf(ctx, user.id);
      const options = await generateRegistrationOptions({
        rpName: 'Masthead',
        rpID,
        userName: user.email,
        userID: userHandleOf(user.id),
        userDisplayName: `${user.first_name} ${user.last_name}`.trim(),
        timeout,
        attestationType: 'none',
        excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await storeChallenge(ctx, options.challenge, 'registration', user.id);
      return { options: options as PasskeyCreationOptions };
    },
    { preValidation: noBody },
  );

  route(app, 'registerPasskey', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    if (!(await requireRecentSignIn(ctx, request, reply))) return reply;
    const response = request.body.response as RegistrationResponseJSON;
    const challenge = await takeChallenge(ctx, response.response.clientDataJSON, 'registration', user.id);
    if (!challenge) return fail(reply, 400, expired);
    const { origin, rpID } = relyingParty(ctx, request);
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    }).catch(() => null);
    if (!verification?.verified) return fail(reply, 400, invalid);
    const { credential, credentialDeviceType, credentialBackedUp, aaguid } = verification.registrationInfo;
    const name = request.body.name?.trim() || passkeyNameFor(request.headers['user-agent']);
    // The session it was added from is recorded: a password reset that ends that session removes
    // the passkey too (account-recovery.ts).
    const [row] = await ctx.db.query<PasskeyRow>(
      `insert into passkeys (id, user_id, public_key, sign_count, transports, device_type, backed_up, aaguid, name, registered_in)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (id) do nothing returning *`,
      [
        credential.id,
        user.id,
        Buffer.from(credential.publicKey).toString('base64url'),
        credential.counter,
        JSON.stringify(credential.transports ?? []),
        credentialDeviceType,
        credentialBackedUp,
        aaguid,
        name,
        sessionTokenHash(ctx, request) ?? null,
      ],
    );
    // Another account's passkey by this id: as good as a forgery.
    if (!row) return fail(reply, 400, invalid);
    await ctx.db.query('delete from removed_passkeys where id = $1', [row.id]);
    await mailPasskeyAdded(ctx, request, user, row.name);
    return reply.code(201).send(passkeyOf(row));
  });

  route(
    app,
    'passkeyRequestOptions',
    async (request, reply) => {
      // Each options request begins a sign-in, and stores a challenge: counted as one.
      if (await rateLimited(ctx, request, reply, 'signIn')) return reply;
      const { rpID } = relyingParty(ctx, request);
      // No allow list: the browser offers the passkeys it holds for this site (discoverable).
      const options = await generateAuthenticationOptions({ rpID, userVerification: 'required', timeout });
      await storeChallenge(ctx, options.challenge, 'authentication', null);
      return { options: options as PasskeyRequestOptions };
    },
    { preValidation: noBody },
  );

  route(app, 'passkeySignIn', async (request, reply) => {
    if (await rateLimited(ctx, request, reply, 'signIn')) return reply;
    const assertion = await verifyAssertion(
      ctx,
      request,
      request.body.response as AuthenticationResponseJSON,
    );
    if ('refusal' in assertion) return fail(reply, 400, assertion.refusal);
    const [user] = await ctx.db.query<UserRow>('select * from users where id = $1', [
      assertion.passkey.user_id,
    ]);
    if (!user) return fail(reply, 400, unknown);
    // The account's sign-in limit, shared with its password sign-ins.
    if (await rateLimited(ctx, request, reply, 'signIn', { account: user.email, client: false }))
      return reply;
    if (user.restricted)
      return fail(reply, 403, { field: errorFields.restricted, errorMessage: serverMessages.restricted });
    // A password lock does not stop a passkey: whoever guessed at the password cannot sign in
    // with the owner's passkey, and the owner is not locked out by the guessing.
    await recordUse(ctx, assertion);
    await startSession(ctx, request, reply, user, 'passkey');
    return authResponseOf(user);
  });

  route(app, 'passkeys', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    return { passkeys: (await passkeysOf(ctx, user.id)).map(passkeyOf) };
  });

  route(app, 'renamePasskey', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const name = request.body.name.trim();
    if (!name) return fail(reply, 400, { field: 'name', errorMessage: 'name must not be blank.' });
    const [row] = await ctx.db.query<PasskeyRow>(
      'update passkeys set name = $3 where id = $1 and user_id = $2 returning *',
      [request.params.id, user.id, name],
    );
    return row ? passkeyOf(row) : fail(reply, 404, passkeyNotFound);
  });

  route(app, 'removePasskey', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    // Removing one takes a way in away from the owner: as sensitive as adding one.
    if (!(await requireRecentSignIn(ctx, request, reply))) return reply;
    const rows = await ctx.db.query('delete from passkeys where id = $1 and user_id = $2 returning id', [
      request.params.id,
      user.id,
    ]);
    if (rows.length === 0) return fail(reply, 404, passkeyNotFound);
    await ctx.db.query('insert into removed_passkeys (id) values ($1) on conflict (id) do nothing', [
      request.params.id,
    ]);
    return reply.code(204).send();
  });
}
