import { describe, expect, it } from 'vitest';
import { catalogue } from './messages.ts';
import { quickLinksFor } from './nav-links.ts';

const english = await catalogue.load('en');

const hrefs = (isSubscriber: boolean, isHmmEligible: boolean) =>
  quickLinksFor({ isSubscriber, isHmmEligible }, english).map((link) => link.href);

const everyone = [
  '/the-latest',
  '/magazine',
  '/topics',
  '/podcasts',
  '/store',
  '/big-ideas',
  '/data-visuals',
  '/case-selections',
];

describe('quick menu links by role (docs/behaviour.md#roles)', () => {
  it.each([
    ['a non-subscriber', false, false, everyone],
    ['a non-subscriber carrying the learning flag', false, true, everyone],
    ['a subscriber', true, false, [...everyone, '/ai-beta']],
    ['a subscriber flagged isHmmEligible', true, true, [...everyone, '/ai-beta', '/learning']],
  ] as const)('gives %s the right links', (_who, isSubscriber, isHmmEligible, expected) => {
    expect(hrefs(isSubscriber, isHmmEligible)).toEqual(expected);
  });

  it("labels /ai-beta 'Ask AI'", () => {
    const askAi = quickLinksFor({ isSubscriber: true, isHmmEligible: false }, english).find(
      (l) => l.href === '/ai-beta',
    );
    expect(askAi?.label).toBe('Ask AI');
  });
});
