import { describe, expect, it } from 'vitest';
import { deriveUserValues, giftQuotaValues, type UserProfile } from './index.ts';

const NOW = Date.parse('2024-06-10T12:00:00.000Z');

const subscription = {
  autoRenew: 1,
  country: 'US',
  subscriptionAccessPeriod: { startDate: '2024-01-01', expirationDate: '2025-01-01' },
  firstPurchaseDate: '2023-01-01',
  mostRecentPurchaseDate: '2024-01-01',
  subscriptionStatus: 'Active',
  subscriptionAccessLevel: 'Premium',
  subscriptionCode: { code: 'PREM-12' },
  termTitle: '12 months',
} as const;

const profile: UserProfile = {
  state: 'Subscriber',
  guid: 'g-1',
  username: 'ada@example.com',
  firstName: 'Ada',
  lastVisitDate: '2024-06-07T11:00:00.000Z',
  createdDate: '2020-02-02T00:00:00.000Z',
  companySize: '5 to 99',
  industry: 'Media',
  jobTitle: 'Manager/Senior Manager',
  quota: { limit: 10, remaining: 7 },
  'leader-profile': { 'focus-skills': ['Strategy', 'Negotiation'] },
  topics: [{ name: 'Leadership' }, { name: 'Innovation' }],
  customAttributes: [
    { name: 'targeting-experiment', value: 'control|v1' },
    { name: 'persona', value: 'builder' },
  ],
  marketingCampaigns: [{ name: 'Spring', marketingCampaignId: 'mc-1' }],
  newsletters: [{ name: 'Daily Alert' }, { name: 'Management Tip' }],
  giftQuota: { limit: 5, remaining: 2 },
  subscriber: {
    subscriptions: [{ ...subscription, autoRenew: 0, termTitle: 'old term' }, subscription],
  },
};

describe('deriveUserValues', () => {
  const values = deriveUserValues(profile, { now: NOW });

  it('passes the identity and profile answers through', () => {
    expect(values).toMatchObject({
      state: 'Subscriber',
      guid: 'g-1',
      username: 'ada@example.com',
      firstName: 'Ada',
      createdDate: '2020-02-02T00:00:00.000Z',
      companySize: '5 to 99',
      industry: 'Media',
      jobTitle: 'Manager/Senior Manager',
      quota: { limit: 10, remaining: 7 },
    });
  });

  it('reports Anonymous, or no state, as Guest', () => {
    expect(deriveUserValues({ state: 'Anonymous' }, { now: NOW }).state).toBe('Guest');
    expect(deriveUserValues({}, { now: NOW }).state).toBe('Guest');
    expect(deriveUserValues({ state: 'Registered' }, { now: NOW }).state).toBe('Registered');
  });

  it('lists focus skills, topics and newsletters by name', () => {
    expect(values.focusSkills).toEqual(['Strategy', 'Negotiation']);
    expect(values.topics).toEqual(['Leadership', 'Innovation']);
    expect(values.newsletters).toEqual(['Daily Alert', 'Management Tip']);
    expect(deriveUserValues({ leaderProfile: { focusSkills: [{ name: 'Coaching' }] } }).focusSkills).toEqual([
      'Coaching',
    ]);
  });

  it('splits the targeting-experiment attribute on its pipe into two values', () => {
    expect(values.targetingExperiment).toEqual({ experiment: 'control', variant: 'v1' });
    expect(values.customAttributes).toEqual({ persona: 'builder' });
  });

  it('reads the targeting attribute under a configured name, and tolerates a missing pipe', () => {
    const custom = deriveUserValues(
      { customAttributes: [{ name: 'exp', value: 'solo' }] },
      { targetingAttribute: 'exp' },
    );
    expect(custom.targetingExperiment).toEqual({ experiment: 'solo', variant: '' });
  });

  it('keeps marketing campaigns with their ids', () => {
    expect(values.marketingCampaigns).toEqual([{ name: 'Spring', marketingCampaignId: 'mc-1' }]);
  });

  it('derives gifted = limit − remaining', () => {
    expect(values.giftQuota).toEqual({ limit: 5, remaining: 2, gifted: 3 });
    expect(giftQuotaValues({ limit: 3, remaining: 3 })).toEqual({ limit: 3, remaining: 3, gifted: 0 });
  });

  it('reads the last subscription, autoRenew 1 as true', () => {
    expect(values.subscription).toEqual({
      autoRenew: true,
      country: 'US',
      accessStartDate: '2024-01-01',
      accessExpirationDate: '2025-01-01',
      firstPurchaseDate: '2023-01-01',
      mostRecentPurchaseDate: '2024-01-01',
      subscriptionStatus: 'Active',
      subscriptionAccessLevel: 'Premium',
      subscriptionCode: 'PREM-12',
      termTitle: '12 months',
    });
    const noRenew = deriveUserValues({ subscriber: { subscriptions: [{ ...subscription, autoRenew: 0 }] } });
    expect(noRenew.subscription?.autoRenew).toBe(false);
  });

  it('has no subscription for non-subscribers', () => {
    expect(deriveUserValues({ state: 'Registered', subscriber: null }).subscription).toBeUndefined();
    expect(deriveUserValues({ subscriber: { subscriptions: [] } }).subscription).toBeUndefined();
  });

  it('counts whole days and seconds since the last visit', () => {
    // 3 days and 1 hour ago.
    expect(values.daysSinceLastVisit).toBe(3);
    expect(values.secondsSinceLastVisit).toBe(3 * 86_400 + 3600);
  });

  it("says 'Less than one day' under one day", () => {
    const recent = deriveUserValues({ lastVisitDate: NOW - 86_399_000 }, { now: NOW });
    expect(recent.daysSinceLastVisit).toBe('Less than one day');
    expect(recent.secondsSinceLastVisit).toBe(86_399);
    expect(deriveUserValues({ lastVisitDate: NOW - 86_400_000 }, { now: NOW }).daysSinceLastVisit).toBe(1);
  });

  it('leaves the visit values out when the last visit is unknown or unreadable', () => {
    const unknown = deriveUserValues({ lastVisitDate: 'not a date' }, { now: NOW });
    expect(unknown.daysSinceLastVisit).toBeUndefined();
    expect(unknown.secondsSinceLastVisit).toBeUndefined();
  });

  it('gives empty lists, not missing ones, for an anonymous profile', () => {
    expect(deriveUserValues({ state: 'Anonymous' })).toMatchObject({
      focusSkills: [],
      topics: [],
      customAttributes: {},
      marketingCampaigns: [],
      newsletters: [],
    });
  });
});
