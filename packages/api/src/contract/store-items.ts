/** The seeded store items: the reference server's store and the mocks' carts use the same. */
import type { StoreItem } from './commerce.ts';

export const storeItems: StoreItem[] = [
  {
    sku: 'BK-GUIDE-01',
    name: 'Guide to Leadership (Paperback)',
    url: '/store/books/guide-to-leadership',
    kind: 'physical',
    sale_price: 24.95,
    list_price: 29.95,
  },
  {
    sku: 'MAG-2026-03',
    name: 'Magazine, March 2026 (Print)',
    url: '/store/magazine-issues/2026-03',
    kind: 'physical',
    sale_price: 16.95,
    list_price: 16.95,
  },
  {
    sku: 'CS-4821',
    name: 'Case Study: Turning Around a Supply Chain',
    url: '/store/case-studies/4821',
    kind: 'digital',
    sale_price: 8.95,
    list_price: 8.95,
  },
  {
    sku: 'AR-R2601',
    name: 'Article Reprint: Managing Yourself (PDF)',
    url: '/store/articles/r2601',
    kind: 'digital',
    sale_price: 11.95,
    list_price: 11.95,
  },
  {
    sku: 'TL-20MM',
    name: '20-Minute Manager Toolkit (Digital)',
    url: '/store/tools/20-minute-manager',
    kind: 'digital',
    sale_price: 1249.5,
    list_price: 1499,
  },
  {
    sku: 'CL-EI-SET',
    name: 'Emotional Intelligence Collection (Boxed Set)',
    url: '/store/collections/emotional-intelligence',
    kind: 'physical',
    sale_price: 89.95,
    list_price: 109.95,
  },
];

/** Seeded carts by account email: subscriber has physical and digital items. */
export const seededCarts: Record<string, [sku: string, quantity: number][]> = {
  'subscriber@example.com': [
    ['BK-GUIDE-01', 2],
    ['CS-4821', 1],
    ['TL-20MM', 1],
  ],
  'digital@example.com': [['AR-R2601', 1]],
};
