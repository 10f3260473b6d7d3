import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authFixtures } from '@masthead/api/mocks';
import { mastheadStore, setHeaderAdPresent, signIn, signOut } from '@masthead/store';
import Header from './header.tsx';

// A menu's code loads when its button is first hovered or focused: a test that ends there
// leaves the import running, and one still running when the file's environment is torn down
// fails the run. The file ends once they have all arrived.
afterAll(async () => {
  await Promise.all([
    import('../user-menu/user-menu-panel.tsx'),
    import('../mega-menu/mega-menu-panel.tsx'),
    import('../cart/cart-panel.tsx'),
    import('../search/suggestion-source.tsx'),
  ]);
});

const banner = () => screen.getByRole('banner', { name: 'Site header' });
const bar = () => banner();
const link = (name: string | RegExp) => within(banner()).getByRole('link', { name });
const quickMenu = () => screen.getByRole('navigation', { name: 'Quick menu' });
const quickHrefs = () =>
  within(quickMenu())
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

const basicQuickLinks = [
  '/the-latest',
  '/magazine',
  '/topics',
  '/podcasts',
  '/store',
  '/big-ideas',
  '/data-visuals',
  '/case-selections',
];

describe('given an anonymous visitor', () => {
  beforeEach(() => {
    render(<Header />);
  });

  it('links the logo to /', () => {
    expect(link('Masthead home')).toHaveAttribute('href', '/');
  });

  it("shows 'Sign In', which asks the store for the account dialog", async () => {
    const signInButton = within(banner()).getByRole('button', { name: 'Sign In' });
    expect(signInButton).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(signInButton);
    expect(mastheadStore.getState().dialog).toMatchObject({ kind: 'account', view: 'sign-in' });
  });

  it('offers Subscribe with tracking parameters naming the header placement', () => {
    const href = new URL(link('Subscribe').getAttribute('href') ?? '', 'https://x.test');
    expect(href.pathname).toBe('/subscriptions');
    expect(href.searchParams.get('placement')).toBe('header-cta');
    expect(screen.queryByRole('link', { name: 'Give a Gift!' })).toBeNull();
  });

  it('shows the quick menu without Ask AI or Learning', () => {
    expect(quickHrefs()).toEqual(basicQuickLinks);
  });

  it('has a cart button but no user menu', () => {
    expect(within(banner()).getByRole('button', { name: 'Cart' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /^Hi,/ })).toBeNull();
  });
});

describe('given a signed-in reader', () => {
  it("greets 'Hi,' plus the first name, with the plain user icon, and still offers Subscribe", () => {
    signIn(authFixtures.nonSubscriber);
    render(<Header />);
    const button = within(banner()).getByRole('button', { name: 'Hi, Riley' });
    expect(button.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'user');
    expect(link('Subscribe')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(quickHrefs()).toEqual(basicQuickLinks);
  });
});

describe('given a subscriber', () => {
  it('offers Give a Gift! to /gift-subscriptions, Ask AI and the subscriber icon, but no Learning when not eligible', () => {
    signIn(authFixtures.digitalSubscriber);
    render(<Header />);
    const gift = new URL(link('Give a Gift!').getAttribute('href') ?? '', 'https://x.test');
    expect(gift.pathname).toBe('/gift-subscriptions');
    expect(gift.searchParams.get('placement')).toBe('header-cta');
    expect(screen.queryByRole('link', { name: 'Subscribe' })).toBeNull();
    expect(within(quickMenu()).getByRole('link', { name: 'Ask AI' })).toHaveAttribute('href', '/ai-beta');
    expect(quickHrefs()).not.toContain('/learning');
    const button = within(banner()).getByRole('button', { name: 'Hi, Dana' });
    expect(button.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'subscriber');
  });

  it('adds Learning for a subscriber flagged isHmmEligible', () => {
    signIn(authFixtures.learningSubscriber);
    render(<Header />);
    expect(quickHrefs()).toEqual([...basicQuickLinks, '/ai-beta', '/learning']);
  });

  it('never shows Learning to a non-subscriber, whatever the flag', () => {
    // A profile that still carries the learning flag while the visitor is not a subscriber.
    signIn({
      user: {
        firstName: 'Eve',
        lastName: 'E',
        subscriber: { subscriberTypeCaption: 'Lapsed', isHmmEligible: true },
      },
    });
    mastheadStore.setState({ isSubscriber: false });
    render(<Header />);
    expect(quickHrefs()).toEqual(basicQuickLinks);
    expect(link('Subscribe')).toBeInTheDocument();
  });
});

describe('roles follow the shared store without a reload (docs/behaviour.md#roles)', () => {
  it('turns Sign In into the greeting and Subscribe into Give a Gift!, and back on log out', () => {
    render(<Header />);
    expect(within(banner()).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    act(() => signIn(authFixtures.subscriber));
    expect(within(banner()).getByRole('button', { name: 'Hi, Sam' })).toBeInTheDocument();
    expect(link('Give a Gift!')).toBeInTheDocument();
    expect(quickHrefs()).toContain('/learning');
    act(() => signOut());
    expect(within(banner()).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(link('Subscribe')).toBeInTheDocument();
    expect(quickHrefs()).toEqual(basicQuickLinks);
  });
});

describe('focus follows the account control as it swaps (WCAG 2.4.3)', () => {
  const button = (name: string) => within(banner()).getByRole('button', { name });

  it('moves focus from Sign In to the greeting when the reader is signed in while it has focus', () => {
    render(<Header />);
    // As when a closing sign-in dialog gives focus back to Sign In just before the header renders.
    button('Sign In').focus();
    act(() => signIn(authFixtures.digitalSubscriber));
    expect(button('Hi, Dana')).toHaveFocus();
  });

  it('moves focus from the greeting to Sign In when the session ends while it has focus', () => {
    signIn(authFixtures.nonSubscriber);
    render(<Header />);
    button('Hi, Riley').focus();
    act(() => signOut());
    expect(button('Sign In')).toHaveFocus();
  });

  it('leaves focus where it is when it was elsewhere', () => {
    render(<Header />);
    link('Subscribe').focus();
    act(() => signIn(authFixtures.nonSubscriber));
    expect(link('Subscribe')).toHaveFocus();
    expect(button('Hi, Riley')).not.toHaveFocus();
  });

  it('does not take focus later from a swap that happened while focus was elsewhere', () => {
    render(<Header />);
    button('Sign In').focus();
    link('Masthead home').focus();
    act(() => signIn(authFixtures.nonSubscriber));
    act(() => signOut());
    expect(link('Masthead home')).toHaveFocus();
  });
});

describe('header states by scroll position (docs/behaviour.md#header-scroll)', () => {
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  });
  afterEach(() => {
    window.scrollY = 0;
  });
  const scrollTo = (y: number) => {
    act(() => {
      window.scrollY = y;
      fireEvent.scroll(window);
      for (const frame of frames.splice(0)) frame(0);
    });
  };

  it('is normal, hidden, then sticky at 250 + 280 + 60 px without an ad, and back', () => {
    render(<Header />);
    expect(bar()).toHaveAttribute('data-state', 'normal');
    scrollTo(530);
    expect(bar()).toHaveAttribute('data-state', 'normal');
    scrollTo(531);
    expect(bar()).toHaveAttribute('data-state', 'hidden');
    scrollTo(591);
    expect(bar()).toHaveAttribute('data-state', 'sticky');
    scrollTo(0);
    expect(bar()).toHaveAttribute('data-state', 'normal');
  });

  it('uses 250 + 100 + 60 px when the header ad is present', () => {
    setHeaderAdPresent(true);
    render(<Header />);
    scrollTo(351);
    expect(bar()).toHaveAttribute('data-state', 'hidden');
    scrollTo(411);
    expect(bar()).toHaveAttribute('data-state', 'sticky');
  });

  it('starts in the right state on a page that is already scrolled', () => {
    window.scrollY = 1000;
    render(<Header />);
    expect(bar()).toHaveAttribute('data-state', 'sticky');
  });

  it('reads the scroll position at most once per animation frame', () => {
    render(<Header />);
    act(() => {
      window.scrollY = 600;
      for (let i = 0; i < 5; i++) fireEvent.scroll(window);
    });
    expect(frames).toHaveLength(1);
  });

  it('removes its scroll listener and pending frame on unmount', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = render(<Header />);
    act(() => {
      window.scrollY = 600;
      fireEvent.scroll(window);
    });
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
    expect(window.cancelAnimationFrame).toHaveBeenCalled();
  });

  it('can be pinned to a state (previews) and then ignores the scroll', () => {
    render(<Header state="sticky" />);
    scrollTo(0);
    expect(bar()).toHaveAttribute('data-state', 'sticky');
  });
});

describe('focus not obscured by the sticky header (WCAG 2.2, 2.4.11)', () => {
  it('scrolls a page element focused under the sticky header out from under it, and stops when unmounted', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    const page = document.createElement('a');
    page.href = '/elsewhere';
    page.textContent = 'Page link';
    document.body.append(page);
    const { unmount } = render(<Header state="sticky" />);
    vi.spyOn(bar(), 'getBoundingClientRect').mockReturnValue({ bottom: 108 } as DOMRect);
    vi.spyOn(page, 'getBoundingClientRect').mockReturnValue({ top: 40 } as DOMRect);
    page.focus();
    for (const frame of frames.splice(0)) frame(0);
    expect(scrollBy).toHaveBeenCalledWith({ top: 40 - 108 - 8 });

    unmount();
    scrollBy.mockClear();
    page.blur();
    page.focus();
    for (const frame of frames.splice(0)) frame(0);
    expect(scrollBy).not.toHaveBeenCalled();
    page.remove();
  });

  it('leaves focus inside the header and elements below it alone', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    const page = document.createElement('button');
    document.body.append(page);
    render(<Header state="sticky" />);
    vi.spyOn(bar(), 'getBoundingClientRect').mockReturnValue({ bottom: 108 } as DOMRect);
    vi.spyOn(page, 'getBoundingClientRect').mockReturnValue({ top: 300 } as DOMRect);
    page.focus();
    link('Masthead home').focus();
    for (const frame of frames.splice(0)) frame(0);
    expect(scrollBy).not.toHaveBeenCalled();
    page.remove();
  });

  it('adds no style to the host page', () => {
    const before = document.documentElement.getAttribute('style');
    const { unmount } = render(<Header state="sticky" />);
    expect(document.documentElement.getAttribute('style')).toBe(before);
    expect(document.body.getAttribute('style')).toBeNull();
    unmount();
  });
});
