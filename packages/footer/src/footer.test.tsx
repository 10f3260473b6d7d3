import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mastheadStore, signIn } from '@masthead/store';
import Footer from './footer.tsx';

const linkHref = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('footer links (docs/behaviour.md#footer-links)', () => {
  beforeEach(() => {
    render(<Footer />);
  });

  it('is a footer landmark with the logo linking home', () => {
    const footer = screen.getByRole('contentinfo', { name: 'Site footer' });
    expect(within(footer).getByRole('img', { name: 'Masthead' }).closest('a')).toHaveAttribute('href', '/');
  });

  it('links the corporate pages', () => {
    expect(linkHref('About Masthead')).toBe('/about');
    expect(linkHref('Careers')).toBe('/careers');
    expect(linkHref('Privacy Policy')).toBe('/privacy-policy');
    expect(linkHref('Cookie Policy')).toBe('/cookie-policy');
    expect(linkHref('Copyright Information')).toBe('/copyright');
    expect(linkHref('Terms of Use')).toBe('/terms-of-use');
  });

  it('links every store page', () => {
    const store = screen.getByRole('region', { name: 'Store' });
    expect(
      within(store)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/store/articles',
      '/store/books',
      '/store/case-studies',
      '/store/collections',
      '/store/magazine-issues',
      '/store/tools',
    ]);
  });

  it('links the landing pages and about pages', () => {
    for (const name of ['Guides', '20-Minute Managers', 'Emotional Intelligence Series', 'Must Reads']) {
      expect(linkHref(name)).toMatch(/^\/[a-z0-9-]+$/);
    }
    expect(linkHref('Contact Us')).toBe('/contact-us');
    expect(linkHref('Global Editions')).toBe('/global-editions');
    expect(linkHref('Permissions')).toBe('/permissions');
    expect(linkHref('Podcasts')).toBe('/podcasts');
    expect(linkHref('About the Magazine')).toMatch(/^\/about\//);
  });

  it('links the help center and account FAQ at /subscriber-help', () => {
    expect(linkHref('Help Center')).toBe('/subscriber-help');
    expect(linkHref('Account FAQ')).toMatch(/^\/subscriber-help/);
  });

  it('opens social links in a new tab and says so', () => {
    const link = screen.getByRole('link', { name: 'Masthead on LinkedIn (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});

describe('account links', () => {
  const accountLinks = ['My Library', 'Topic Feeds', 'Orders', 'Account Settings', 'Email Preferences'];

  it('ask the store for the sign-in dialog for an anonymous visitor instead of navigating', async () => {
    render(<Footer />);
    for (const name of accountLinks) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('aria-haspopup', 'dialog');
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      link.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      expect(mastheadStore.getState().dialog).toEqual({
        kind: 'account',
        view: 'sign-in',
        fromPaywall: false,
        hideCloseButton: false,
      });
    }
  });

  it('navigate for a signed-in reader', () => {
    signIn({ user: { firstName: 'Ada', lastName: 'Lovelace' } });
    render(<Footer />);
    const link = screen.getByRole('link', { name: 'Orders' });
    expect(link).toHaveAttribute('href', '/my-library/orders');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(mastheadStore.getState().dialog).toBeNull();
  });

  it('follow the store when the visitor signs in while the footer is shown', async () => {
    render(<Footer />);
    expect(screen.getByRole('link', { name: 'Topic Feeds' })).toHaveAttribute('aria-haspopup', 'dialog');
    signIn({ user: { firstName: 'Ada', lastName: 'Lovelace' } });
    expect(await screen.findByRole('link', { name: 'Topic Feeds' })).not.toHaveAttribute('aria-haspopup');
  });

  it('are reachable and usable by keyboard', async () => {
    const user = userEvent.setup();
    render(<Footer />);
    screen.getByRole('link', { name: 'Help Center' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Account FAQ' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'My Library' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(mastheadStore.getState().dialog).toMatchObject({ kind: 'account', view: 'sign-in' });
  });
});

describe('options', () => {
  it('uses the heading level it is given and can hide the social links', () => {
    render(<Footer headingLevel={4} hideSocial />);
    expect(screen.getByRole('heading', { level: 4, name: 'Help' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /on Facebook/ })).toBeNull();
  });
});
