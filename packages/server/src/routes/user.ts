/** The signed-in user's analytics profile, questionnaire, reference and checkout completion. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RegisteredUserProfile } from '@masthead/api/contract';
import { fail, noBody, signInRequired, type Context } from '../context.ts';
import { route } from '../route.ts';
import { sessionUser } from '../sessions.ts';
import { authResponseOf, type UserRow } from '../users.ts';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : '');
const day = (date: Date) => new Date(date).toISOString().slice(0, 10);

function profileOf(user: UserRow): RegisteredUserProfile {
  const { giftQuota, subscriber } = authResponseOf(user);
  return {
    state: subscriber ? 'Subscriber' : 'Registered',
    guid: user.id,
    username: user.email,
    firstName: user.first_name,
    lastVisitDate: iso(user.previous_visit_at ?? user.created_at),
    createdDate: iso(user.created_at),
    companySize: user.company_size,
    industry: user.industry,
    jobTitle: user.job_title,
    quota: { limit: 10, remaining: 10 },
    'leader-profile': { 'focus-skills': [] },
    topics: [],
    customAttributes: [],
    marketingCampaigns: [],
    newsletters: user.opt_in ? [{ name: 'The Daily' }] : [],
    giftQuota,
    subscriber: subscriber
      ? {
          subscriptions: [
            {
              autoRenew: 1,
              country: 'US',
              subscriptionAccessPeriod: { startDate: day(user.created_at), expirationDate: '2027-12-31' },
              firstPurchaseDate: day(user.created_at),
              mostRecentPurchaseDate: day(user.created_at),
              subscriptionStatus: 'Active',
              subscriptionAccessLevel: subscriber.subscriberTypeCaption,
              subscriptionCode: { code: subscriber.isHmmEligible ? 'PREMIUM' : 'DIGITAL' },
              termTitle: `${subscriber.subscriberTypeCaption}, 1 year`,
            },
          ],
        }
      : null,
  };
}

export function profileRoutes(app: FastifyInstance, ctx: Context): void {
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await sessionUser(ctx, request);
    if (!user) fail(reply, 401, signInRequired);
    return user;
  };

  route(app, 'userProfile', async (request) => {
    const user = await sessionUser(ctx, request);
    return user ? profileOf(user) : { state: 'Anonymous' };
  });

  route(app, 'updateProfile', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    if (request.body.emailAddress.trim().toLowerCase() !== user.email)
      return fail(reply, 400, {
        field: 'emailAddress',
        errorMessage: "emailAddress must be the signed-in account's.",
      });
    const value = (name: string) => request.body.attributes.find((item) => item.name === name)?.value || null;
    await ctx.db.query(
      'update users set display_name = $2, industry = $3, job_title = $4, company_size = $5 where id = $1',
      [user.id, request.body.displayName, value('industry'), value('job-title'), value('company-size')],
    );
    return reply.code(204).send();
  });

  route(app, 'userReference', async (request, reply) => {
    const user = await signedIn(request, reply);
    return user ? { userReference: user.id, emailAddress: user.email } : reply;
  });

  route(
    app,
    'checkoutComplete',
    async (request, reply) => {
      const user = await signedIn(request, reply);
      return user
        ? { completed: true, userReference: user.id, redirectUrl: '/subscriptions/checkout' }
        : reply;
    },
    { preValidation: noBody },
  );
}
