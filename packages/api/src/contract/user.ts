/** Signed-in user calls: profile questionnaire, analytics profile, reference, checkout. */
import type { GiftQuota } from './auth.ts';

/** The questionnaire's attribute names (docs/behaviour.md#data). */
export type ProfileAttributeName = 'industry' | 'job-title' | 'company-size';

export interface ProfileAttribute {
  name: ProfileAttributeName;
  value: string;
}

export interface UpdateProfileRequest {
  displayName: string;
  emailAddress: string;
  attributes: ProfileAttribute[];
}

/** Handed to the checkout dialog's subscription callback (docs/behaviour.md#states); fields are ours. */
export interface UserReference {
  userReference: string;
  emailAddress: string;
}

export interface CheckoutCompleteResponse {
  completed: true;
  userReference: string;
  /** Where the subscription flow continues. */
  redirectUrl: string;
}

/** One subscription of the analytics profile (docs/behaviour.md#data). */
export interface Subscription {
  /** 1 means true. */
  autoRenew: 0 | 1;
  country: string;
  subscriptionAccessPeriod: { startDate: string; expirationDate: string };
  firstPurchaseDate: string;
  mostRecentPurchaseDate: string;
  subscriptionStatus: string;
  subscriptionAccessLevel: string;
  subscriptionCode: { code: string };
  termTitle: string;
}

export interface NameValue {
  name: string;
  value: string;
}

/** Anonymous visitors: analytics reports them as Guest (docs/behaviour.md#states). */
export interface AnonymousUserProfile {
  state: 'Anonymous';
}

/** The analytics layer's user profile (docs/behaviour.md#data). Dates are ISO 8601. */
export interface RegisteredUserProfile {
  state: 'Registered' | 'Subscriber';
  guid: string;
  username: string;
  firstName: string;
  lastVisitDate: string;
  createdDate: string;
  companySize: string | null;
  industry: string | null;
  jobTitle: string | null;
  quota: { limit: number; remaining: number };
  'leader-profile': { 'focus-skills': string[] };
  topics: { name: string }[];
  /** The targeting experiment's attribute holds two values separated by a pipe. */
  customAttributes: NameValue[];
  marketingCampaigns: { name: string; marketingCampaignId: string }[];
  newsletters: { name: string }[];
  giftQuota: GiftQuota | null;
  /** Null for non-subscribers; analytics reads the last subscription. */
  subscriber: { subscriptions: Subscription[] } | null;
}

export type UserProfile = AnonymousUserProfile | RegisteredUserProfile;
