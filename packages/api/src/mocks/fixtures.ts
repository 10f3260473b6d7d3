/**
 * Answers for every state docs/behaviour.md names (data, states, errors), typed by the contract.
 * Stories and tests use them directly or through the scenario handlers.
 */
import type {
  AuthResponse,
  AutoSuggestResponse,
  CartItem,
  DemoAccount,
  Passkey,
  RegisteredUserProfile,
  ShoppingCartResponse,
  StoreItem,
  Subscription,
} from '../contract/index.ts';
import { demoAccounts, seededCarts, storeItems } from '../contract/index.ts';

export function authResponseFor(account: DemoAccount): AuthResponse {
  const { firstName, lastName, emailAddress, subscriber, giftQuota } = account;
  return {
    user: { firstName, lastName, emailAddress, ...(subscriber ? { subscriber } : {}) },
    giftQuota,
    subscriber,
  };
}

/** Sign-in answers by state. */
export const authFixtures = {
  nonSubscriber: authResponseFor(demoAccounts.reader),
  /** Learning-eligible subscriber with a gift quota (limit 5, remaining 3). */
  subscriber: authResponseFor(demoAccounts.subscriber),
  learningSubscriber: authResponseFor(demoAccounts.subscriber),
  giftQuota: authResponseFor(demoAccounts.subscriber),
  /** Subscriber, not learning-eligible, no gift quota. */
  digitalSubscriber: authResponseFor(demoAccounts.digital),
} as const;

export const subscriptionFixture: Subscription = {
  autoRenew: 1,
  country: 'US',
  subscriptionAccessPeriod: { startDate: '2025-01-15', expirationDate: '2027-01-15' },
  firstPurchaseDate: '2023-01-15',
  mostRecentPurchaseDate: '2025-01-15',
  subscriptionStatus: 'Active',
  subscriptionAccessLevel: 'Premium',
  subscriptionCode: { code: 'PREM-ANNUAL' },
  termTitle: 'Premium, 1 year',
};

export function profileFor(
  account: DemoAccount,
  overrides: Partial<RegisteredUserProfile> = {},
): RegisteredUserProfile {
  return {
    state: account.subscriber ? 'Subscriber' : 'Registered',
    guid: `guid-${account.emailAddress.split('@')[0] ?? 'user'}`,
    username: account.emailAddress,
    firstName: account.firstName,
    lastVisitDate: '2026-01-01T09:00:00.000Z',
    createdDate: '2024-03-01T09:00:00.000Z',
    companySize: null,
    industry: null,
    jobTitle: null,
    quota: { limit: 10, remaining: 10 },
    'leader-profile': { 'focus-skills': [] },
    topics: [{ name: 'Leadership' }],
    customAttributes: [{ name: 'targeting-experiment', value: 'control|v1' }],
    marketingCampaigns: [],
    newsletters: [{ name: 'The Daily' }],
    giftQuota: account.giftQuota,
    subscriber: account.subscriber ? { subscriptions: [subscriptionFixture] } : null,
    ...overrides,
  };
}

export const profileFixtures = {
  anonymous: { state: 'Anonymous' } as const,
  nonSubscriber: profileFor(demoAccounts.reader),
  subscriber: profileFor(demoAccounts.subscriber),
  digitalSubscriber: profileFor(demoAccounts.digital),
};

export const storeItemFixtures: StoreItem[] = storeItems;

function line(item: StoreItem, quantity: number): CartItem {
  const { sku, name, url, sale_price, list_price } = item;
  return { sku, name, url, quantity, sale_price, list_price };
}

/** Builds a cart answer from (sku, quantity) lines; unknown skus are skipped. */
export function cartOf(
  lines: [sku: string, quantity: number][],
  items = storeItemFixtures,
): ShoppingCartResponse {
  const found = lines.flatMap(([sku, quantity]) => {
    const item = items.find((candidate) => candidate.sku === sku);
    return item ? [{ item, quantity }] : [];
  });
  const amount = found.reduce((sum, { item, quantity }) => sum + item.sale_price * quantity, 0);
  return {
    cart: {
      cart_amount: Math.round(amount * 100) / 100,
      line_items: {
        physical_items: found
          .filter(({ item }) => item.kind === 'physical')
          .map(({ item, quantity }) => line(item, quantity)),
        digital_items: found
          .filter(({ item }) => item.kind === 'digital')
          .map(({ item, quantity }) => line(item, quantity)),
      },
    },
  };
}

export const cartFixtures = {
  empty: cartOf([]),
  /** One physical and two digital lines, amount above $1,000 to show thousands commas. */
  physicalAndDigital: cartOf(seededCarts['subscriber@example.com'] ?? []),
};

export const autoSuggestFixtures: Record<'leadership' | 'empty', AutoSuggestResponse> = {
  leadership: {
    records: [
      { contentType: 'Article', title: 'What Makes a Leader', link: '/articles/what-makes-a-leader' },
      {
        contentType: 'Podcast',
        title: 'Leadership in Uncertain Times',
        link: '/podcasts/leadership-in-uncertain-times',
      },
      { contentType: 'Book', title: 'Guide to Leadership', link: '/store/books/guide-to-leadership' },
      {
        contentType: 'Case Study',
        title: 'Leadership Transition at a Family Firm',
        link: '/case-studies/leadership-transition',
      },
      { contentType: 'Magazine Issue', title: 'The Leadership Issue', link: '/magazine/2026/03' },
      {
        contentType: 'Article',
        title: 'Leadership Is a Conversation',
        link: '/articles/leadership-is-a-conversation',
      },
      { contentType: 'Article', title: 'Level 5 Leadership', link: '/articles/level-5-leadership' },
    ],
    subjects: [
      { title: 'Leadership', link: '?term=Leadership' },
      { title: 'Leadership Development', link: '?term=Leadership%20Development' },
    ],
  },
  empty: { records: [], subjects: [] },
};

/** A reader's passkeys: one synced and used, one on a phone never used yet. */
export const passkeyFixtures = {
  laptop: {
    id: 'c3Rvcnktd29yay1sYXB0b3A',
    name: 'Chrome on macOS',
    createdAt: '2026-03-02T09:15:00.000Z',
    lastUsedAt: '2026-11-20T08:00:00.000Z',
    backedUp: true,
  },
  phone: {
    id: 'c3RvcnktcGhvbmU',
    name: 'Safari on iPhone',
    createdAt: '2026-10-11T18:40:00.000Z',
    lastUsedAt: null,
    backedUp: false,
  },
} satisfies Record<string, Passkey>;
