/**
 * Subscription lookup and registration (docs/behaviour.md#sign-in-errors), and the mailed link
 * that registers an address which has a subscription and no account yet.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { emailPattern, errorFields, passwordPolicy, serverMessages } from '@masthead/api/contract';
import { captchaRefused } from '../captcha.ts';
import { fail, type Context } from '../context.ts';
import { hashPassword } from '../passwords.ts';
import { rateLimited } from '../rate-limits.ts';
import { claimedUser, completeRegistration, mailRegistrationLink } from '../registration-claims.ts';
import { route } from '../route.ts';
import { startSession } from '../sessions.ts';
import { authResponseOf, findUserByEmail, normaliseEmail, type UserRow } from '../users.ts';

export function userRoutes(app: FastifyInstance, ctx: Context): void {
  route(app, 'subscriptionLookup', async (request, reply) => {
    const email = normaliseEmail(request.query.email);
    if (await rateLimited(ctx, request, reply, 'lookup', { account: email })) return reply;
    if (!emailPattern.test(email))
      return fail(reply, 400, { field: 'email', errorMessage: serverMessages.emailInvalid });
    const user = await findUserByEmail(ctx.db, email);
    if (!user?.subscriber_caption)
      return fail(reply, 404, {
        field: errorFields.noSubscription,
        errorMessage: serverMessages.noSubscription,
      });
    // Whether an account exists too is not said: that would tell registered addresses apart.
    return { emailAddress: user.email };
  });

  route(app, 'createUser', async (request, reply) => {
    const { firstName, lastName, password, optIn, captchaToken } = request.body;
    const emailAddress = normaliseEmail(request.body.emailAddress);
    if (await rateLimited(ctx, request, reply, 'register', { account: emailAddress })) return reply;
    if (!emailPattern.test(emailAddress))
      return fail(reply, 400, { field: 'emailAddress', errorMessage: serverMessages.emailInvalid });
    if (await captchaRefused(ctx, request, captchaToken, 'register'))
      return fail(reply, 400, { field: errorFields.captcha, errorMessage: serverMessages.captcha });
    if (!passwordPolicy.test(password))
      return fail(reply, 400, { field: 'password', errorMessage: passwordPolicy.message });
    if (!firstName.trim() || !lastName.trim())
      return fail(reply, 400, {
        field: firstName.trim() ? 'lastName' : 'firstName',
        errorMessage: 'Names cannot be blank.',
      });
    const existing = await findUserByEmail(ctx.db, emailAddress);
    if (existing?.restricted)
      return fail(reply, 403, { field: errorFields.restricted, errorMessage: serverMessages.restricted });
    if (existing?.password_hash)
      return fail(reply, 409, { field: 'emailAddress', errorMessage: serverMessages.usernameUnavailable });
    const names = { firstName: firstName.trim(), lastName: lastName.trim() };
    // An address with a subscription and no account yet (print-only): its subscription goes
    // with the account only once the mailed link proves the address, and whoever follows the
    // link chooses the password: the one typed here is dropped (registration-claims.ts).
    if (existing) {
      await mailRegistrationLink(ctx, request, existing, { ...names, optIn });
      return reply
        .code(202)
        .send({ verification: 'mailed', emailAddress, message: serverMessages.registrationPending });
    }
    const hash = await hashPassword(password);
    const [user] = await ctx.db.query<UserRow>(
      `insert into users (id, email, password_hash, first_name, last_name, opt_in) values ($1, $2, $3, $4, $5, $6)
       on conflict (email) do nothing returning *`,
      [randomUUID(), emailAddress, hash, names.firstName, names.lastName, optIn],
    );
    if (!user)
      return fail(reply, 409, { field: 'emailAddress', errorMessage: serverMessages.usernameUnavailable });
    await startSession(ctx, request, reply, user, 'password');
    return reply.code(201).send(authResponseOf(user));
  });

  // The link is checked first, so a dead one says so whatever the password; a password the
  // policy refuses leaves the link usable; then it is spent, once, even when two requests race.
  route(app, 'verifyRegistration', async (request, reply) => {
    const { token, password } = request.body;
    if (await rateLimited(ctx, request, reply, 'register')) return reply;
    const deadLink = {
      field: errorFields.registrationToken,
      errorMessage: serverMessages.registrationTokenInvalid,
    };
    const claimed = await claimedUser(ctx, token);
    if (!claimed) return fail(reply, 400, deadLink);
    const taken = { field: 'emailAddress', errorMessage: serverMessages.usernameUnavailable };
    if (claimed.restricted)
      return fail(reply, 403, { field: errorFields.restricted, errorMessage: serverMessages.restricted });
    if (claimed.password_hash) return fail(reply, 409, taken);
    if (!passwordPolicy.test(password))
      return fail(reply, 400, { field: 'password', errorMessage: passwordPolicy.message });
    const user = await completeRegistration(ctx, token, await hashPassword(password));
    if (user === undefined) return fail(reply, 400, deadLink);
    if (user === 'taken') return fail(reply, 409, taken);
    await startSession(ctx, request, reply, user, 'password');
    return authResponseOf(user);
  });
}
