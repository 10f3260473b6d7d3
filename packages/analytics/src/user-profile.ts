import type { Quota } from './types.ts';

type Maybe<T> = T | null | undefined;
type NameOrText = string | { name?: Maybe<string> };

/** One subscription of the user-profile answer (docs/behaviour.md#analytics-user). */
export interface ProfileSubscription {
  /** 1 means true. */
  autoRenew?: Maybe<number | boolean | string>;
  country?: Maybe<string>;
  subscriptionAccessPeriod?: Maybe<{ startDate?: Maybe<string>; expirationDate?: Maybe<string> }>;
  firstPurchaseDate?: Maybe<string>;
  mostRecentPurchaseDate?: Maybe<string>;
  subscriptionStatus?: Maybe<string>;
  subscriptionAccessLevel?: Maybe<string>;
  subscriptionCode?: Maybe<{ code?: Maybe<string> }>;
  termTitle?: Maybe<string>;
}

/**
 * The user-profile answer as analytics reads it (docs/behaviour.md#analytics-user, analytics layer). Every field is
 * optional and typed structurally so `@masthead/api`'s own type is assignable to it.
 * The leader profile is accepted as `leaderProfile.focusSkills` or as the raw
 * `'leader-profile'` / `'focus-skills'` keys.
 */
export interface UserProfile {
  /** ISO date or epoch milliseconds. */
  lastVisitDate?: Maybe<string | number>;
  createdDate?: Maybe<string | number>;
  state?: Maybe<string>;
  guid?: Maybe<string>;
  username?: Maybe<string>;
  firstName?: Maybe<string>;
  companySize?: Maybe<string>;
  industry?: Maybe<string>;
  jobTitle?: Maybe<string>;
  quota?: Maybe<Quota>;
  leaderProfile?: Maybe<{ focusSkills?: Maybe<readonly NameOrText[]> }>;
  'leader-profile'?: Maybe<{ 'focus-skills'?: Maybe<readonly NameOrText[]> }>;
  topics?: Maybe<readonly NameOrText[]>;
  customAttributes?: Maybe<readonly { name: string; value?: Maybe<string> }[]>;
  marketingCampaigns?: Maybe<
    readonly { name?: Maybe<string>; marketingCampaignId?: Maybe<string | number> }[]
  >;
  newsletters?: Maybe<readonly NameOrText[]>;
  giftQuota?: Maybe<Quota>;
  subscriber?: Maybe<{ subscriptions?: Maybe<readonly ProfileSubscription[]> }>;
}

/** Names from a list of names or `{ name }` objects, blanks dropped. */
export function namesOf(list: Maybe<readonly NameOrText[]>): string[] {
  return (list ?? [])
    .map((item) => (typeof item === 'string' ? item : (item?.name ?? '')))
    .filter((name) => name !== '');
}
