/**
 * The seeded demo accounts (documented in docs/reference-api.md). The reference server
 * seeds them and the MSW mocks answer for them, so both behave the same.
 */
export interface DemoAccount {
  emailAddress: string;
  /** null: no account, only a subscription (print-only). */
  password: string | null;
  firstName: string;
  lastName: string;
  subscriber: { subscriberTypeCaption: string; isHmmEligible: boolean } | null;
  giftQuota: { limit: number; remaining: number } | null;
  restricted: boolean;
  locked: boolean;
}

const base = { giftQuota: null, restricted: false, locked: false, subscriber: null } as const;

export const demoAccounts = {
  reader: {
    ...base,
    emailAddress: 'reader@example.com',
    password: 'Reader#2026x',
    firstName: 'Riley',
    lastName: 'Reader',
  },
  subscriber: {
    ...base,
    emailAddress: 'subscriber@example.com',
    password: 'Subscriber#2026',
    firstName: 'Sam',
    lastName: 'Subscriber',
    subscriber: { subscriberTypeCaption: 'Premium Subscriber', isHmmEligible: true },
    giftQuota: { limit: 5, remaining: 3 },
  },
  digital: {
    ...base,
    emailAddress: 'digital@example.com',
    password: 'Digital#2026x',
    firstName: 'Dana',
    lastName: 'Digital',
    subscriber: { subscriberTypeCaption: 'Digital Subscriber', isHmmEligible: false },
  },
  restricted: {
    ...base,
    emailAddress: 'restricted@example.com',
    password: 'Restricted#2026',
    firstName: 'Rory',
    lastName: 'Restricted',
    restricted: true,
  },
  locked: {
    ...base,
    emailAddress: 'locked@example.com',
    password: 'Locked#20266',
    firstName: 'Lee',
    lastName: 'Locked',
    locked: true,
  },
  printOnly: {
    ...base,
    emailAddress: 'print-only@example.com',
    password: null,
    firstName: 'Pat',
    lastName: 'Print',
    subscriber: { subscriberTypeCaption: 'Print Subscriber', isHmmEligible: false },
  },
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountName = keyof typeof demoAccounts;
