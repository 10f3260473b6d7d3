import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CallToAction } from './call-to-action.tsx';

const hrefOf = (name: string) => {
  const link = screen.getByRole('link', { name });
  return new URL(link.getAttribute('href') ?? '', 'https://site.test');
};

describe('the subscription call to action (docs/behaviour.md#roles)', () => {
  it.each([
    ['header', false, 'Subscribe', '/subscriptions'],
    ['mega-menu', false, 'Start my subscription!', '/subscriptions'],
    ['header', true, 'Give a Gift!', '/gift-subscriptions'],
    ['mega-menu', true, 'Give a Gift!', '/gift-subscriptions'],
  ] as const)(
    'in the %s, for a subscriber: %s, shows %s linking to %s with tracking naming the placement',
    (placement, isSubscriber, label, path) => {
      render(<CallToAction placement={placement} isSubscriber={isSubscriber} />);
      expect(screen.getAllByRole('link')).toHaveLength(1);
      const href = hrefOf(label);
      expect(href.pathname).toBe(path);
      expect(href.searchParams.get('placement')).toBe(`${placement}-cta`);
      expect(href.searchParams.get('source')).toBe('masthead');
    },
  );

  it('tells the two placements apart in the tracking parameters', () => {
    const { unmount } = render(<CallToAction placement="header" isSubscriber={false} />);
    const header = hrefOf('Subscribe');
    unmount();
    render(<CallToAction placement="mega-menu" isSubscriber={false} />);
    const menu = hrefOf('Start my subscription!');
    expect(header.pathname).toBe(menu.pathname);
    expect(header.search).not.toBe(menu.search);
  });

  it('never offers Subscribe to a subscriber, nor a gift to a non-subscriber', () => {
    const { unmount } = render(<CallToAction placement="header" isSubscriber />);
    expect(screen.queryByRole('link', { name: /subscribe|subscription/i })).toBeNull();
    unmount();
    render(<CallToAction placement="header" isSubscriber={false} />);
    expect(screen.queryByRole('link', { name: 'Give a Gift!' })).toBeNull();
  });
});
