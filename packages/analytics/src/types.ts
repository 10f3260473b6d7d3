import type { DeviceCategory } from './device.ts';

/** `{ limit, remaining }` as the profile and sign-in answers carry them (docs/behaviour.md#analytics-user). */
export interface Quota {
  limit: number;
  remaining: number;
}

/** Gift quota with the derived count of gifts sent: limit minus remaining (docs/behaviour.md#analytics-events). */
export interface GiftQuotaValues extends Quota {
  gifted: number;
}

/** The last subscription's fields as the data layer reports them (docs/behaviour.md#analytics-user). */
export interface SubscriptionValues {
  /** The profile's `autoRenew` of 1 means true. */
  autoRenew: boolean;
  country?: string | undefined;
  accessStartDate?: string | undefined;
  accessExpirationDate?: string | undefined;
  firstPurchaseDate?: string | undefined;
  mostRecentPurchaseDate?: string | undefined;
  subscriptionStatus?: string | undefined;
  subscriptionAccessLevel?: string | undefined;
  subscriptionCode?: string | undefined;
  termTitle?: string | undefined;
}

/** The two halves of the targeting-experiment custom attribute (`"experiment|variant"`). */
export interface TargetingExperiment {
  experiment: string;
  variant: string;
}

/** The user values of the data layer, derived from the user profile (docs/behaviour.md#analytics-user). */
export interface UserValues {
  /** The profile's state; 'Anonymous' (or none) is reported as 'Guest'. */
  state: string;
  guid?: string | undefined;
  username?: string | undefined;
  firstName?: string | undefined;
  createdDate?: string | undefined;
  companySize?: string | undefined;
  industry?: string | undefined;
  jobTitle?: string | undefined;
  quota?: Quota | undefined;
  /** The leader profile's focus skills. */
  focusSkills: string[];
  /** Topic names. */
  topics: string[];
  /** Custom attributes by name, except the targeting experiment. */
  customAttributes: Record<string, string>;
  targetingExperiment?: TargetingExperiment | undefined;
  marketingCampaigns: { name: string; marketingCampaignId: string }[];
  /** Newsletter names. */
  newsletters: string[];
  giftQuota?: GiftQuotaValues | undefined;
  /** The last subscription of the subscriber, if any. */
  subscription?: SubscriptionValues | undefined;
  /** Whole days since the last visit, or 'Less than one day'. */
  daysSinceLastVisit?: number | 'Less than one day' | undefined;
  secondsSinceLastVisit?: number | undefined;
}

/** One entry of `digitalData.event` (CEDDL). */
export interface AnalyticsEvent {
  eventInfo: {
    eventName: string;
    /** ISO 8601 time the event was fired. */
    timeStamp: string;
    [field: string]: unknown;
  };
}

/**
 * `window.digitalData`, CEDDL style. One user per page, so `user` is an object rather than
 * CEDDL's array; it is `{}` while no user values are known (anonymous start, failed fetch).
 */
export interface DigitalData {
  version: string;
  site: { siteIdentifierType: string };
  page: {
    pageInfo: { pageName: string; [field: string]: unknown };
    attributes: { deviceCategory?: DeviceCategory; [field: string]: unknown };
  };
  user: { profile?: { profileInfo: UserValues } };
  event: AnalyticsEvent[];
  [field: string]: unknown;
}

/** What subscribers of the data layer are told (see `subscribeToDataLayer`). */
export type DataLayerChange =
  { kind: 'event'; event: AnalyticsEvent } | { kind: 'user'; user: UserValues | null } | { kind: 'page' };
