import type { GiftQuotaValues, Quota, SubscriptionValues, TargetingExperiment, UserValues } from './types.ts';
import { namesOf, type ProfileSubscription, type UserProfile } from './user-profile.ts';

/** Name of the custom attribute holding `"experiment|variant"` (docs/behaviour.md#analytics-user). */
export const TARGETING_EXPERIMENT_ATTRIBUTE = 'targeting-experiment';
export const LESS_THAN_ONE_DAY = 'Less than one day';

const DAY_MS = 86_400_000;

export interface DeriveOptions {
  /** "Now" in epoch milliseconds; default `Date.now()`. */
  now?: number;
  /** Default `'targeting-experiment'`. */
  targetingAttribute?: string;
}

/** Gift quota with gifted = limit − remaining (docs/behaviour.md#analytics-events). */
export function giftQuotaValues({ limit, remaining }: Quota): GiftQuotaValues {
  return { limit, remaining, gifted: limit - remaining };
}

/** Whole days since a visit, or 'Less than one day' under one day (clock skew counts as 0). */
export function daysSince(sinceMs: number, now: number): number | typeof LESS_THAN_ONE_DAY {
  const elapsed = Math.max(0, now - sinceMs);
  return elapsed < DAY_MS ? LESS_THAN_ONE_DAY : Math.floor(elapsed / DAY_MS);
}

const text = (value: string | number | null | undefined): string | undefined =>
  value === null || value === undefined || value === '' ? undefined : String(value);

function toEpochMs(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const ms = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : undefined;
}

function subscriptionValues(s: ProfileSubscription): SubscriptionValues {
  const autoRenew = s.autoRenew;
  return {
    autoRenew: autoRenew === 1 || autoRenew === true || autoRenew === '1',
    country: text(s.country),
    accessStartDate: text(s.subscriptionAccessPeriod?.startDate),
    accessExpirationDate: text(s.subscriptionAccessPeriod?.expirationDate),
    firstPurchaseDate: text(s.firstPurchaseDate),
    mostRecentPurchaseDate: text(s.mostRecentPurchaseDate),
    subscriptionStatus: text(s.subscriptionStatus),
    subscriptionAccessLevel: text(s.subscriptionAccessLevel),
    subscriptionCode: text(s.subscriptionCode?.code),
    termTitle: text(s.termTitle),
  };
}

function splitAttributes(profile: UserProfile, targetingName: string) {
  const customAttributes: Record<string, string> = {};
  let targetingExperiment: TargetingExperiment | undefined;
  for (const { name, value } of profile.customAttributes ?? []) {
    if (name === targetingName) {
      const [experiment = '', ...rest] = (value ?? '').split('|');
      targetingExperiment = { experiment, variant: rest.join('|') };
    } else {
      customAttributes[name] = value ?? '';
    }
  }
  return { customAttributes, targetingExperiment };
}

/** Derives the data layer's user values from the user-profile answer (docs/behaviour.md#analytics-user). */
export function deriveUserValues(profile: UserProfile, options: DeriveOptions = {}): UserValues {
  const { now = Date.now(), targetingAttribute = TARGETING_EXPERIMENT_ATTRIBUTE } = options;
  const lastVisit = toEpochMs(profile.lastVisitDate);
  const subscriptions = profile.subscriber?.subscriptions ?? [];
  const lastSubscription = subscriptions[subscriptions.length - 1];
  const state = text(profile.state);
  return {
    state: state === undefined || state === 'Anonymous' ? 'Guest' : state,
    guid: text(profile.guid),
    username: text(profile.username),
    firstName: text(profile.firstName),
    createdDate: text(profile.createdDate),
    companySize: text(profile.companySize),
    industry: text(profile.industry),
    jobTitle: text(profile.jobTitle),
    quota: profile.quota ? { limit: profile.quota.limit, remaining: profile.quota.remaining } : undefined,
    focusSkills: namesOf(profile.leaderProfile?.focusSkills ?? profile['leader-profile']?.['focus-skills']),
    topics: namesOf(profile.topics),
    ...splitAttributes(profile, targetingAttribute),
    marketingCampaigns: (profile.marketingCampaigns ?? []).map((c) => ({
      name: c.name ?? '',
      marketingCampaignId: text(c.marketingCampaignId) ?? '',
    })),
    newsletters: namesOf(profile.newsletters),
    giftQuota: profile.giftQuota ? giftQuotaValues(profile.giftQuota) : undefined,
    subscription: lastSubscription ? subscriptionValues(lastSubscription) : undefined,
    daysSinceLastVisit: lastVisit === undefined ? undefined : daysSince(lastVisit, now),
    secondsSinceLastVisit:
      lastVisit === undefined ? undefined : Math.floor(Math.max(0, now - lastVisit) / 1000),
  };
}
