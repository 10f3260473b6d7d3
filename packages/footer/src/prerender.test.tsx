import { describe, expect, it } from 'vitest';
import { prerender } from './prerender.tsx';

describe("the footer's prerendered markup", () => {
  const rendered = () => {
    const host = document.createElement('div');
    host.innerHTML = prerender();
    return host;
  };

  it('is the first render a reader not signed in meets, an isolation root with the default attributes', () => {
    const footer = rendered().querySelector('footer');
    expect(footer?.getAttribute('aria-label')).toBe('Site footer');
    expect(footer?.hasAttribute('data-masthead-scope')).toBe(true);
    // Default attributes: level-2 section headings, the social links shown.
    expect([...(footer?.querySelectorAll('h2') ?? [])].map((heading) => heading.textContent)).toEqual([
      'About us',
      'Store',
      'Popular collections',
      'Help',
      'My account',
      'Follow us',
    ]);
  });

  it("has 'Back to top', which scrolls up (#top) before the footer's code is in", () => {
    const link = [...rendered().querySelectorAll('a')].find((a) => a.textContent === 'Back to top');
    expect(link?.getAttribute('href')).toBe('#top');
  });

  it('marks the account links as openers of the account dialog, and leaves every other link plain', () => {
    const host = rendered();
    const openers = [...host.querySelectorAll('a[data-masthead-opens="account"]')];
    expect(openers.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My Library', '/my-library'],
      ['Topic Feeds', '/my-library/topics'],
      ['Orders', '/my-library/orders'],
      ['Account Settings', '/my-library/settings'],
      ['Email Preferences', '/my-library/preferences'],
    ]);
    for (const opener of openers) expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    expect(host.querySelector('a[href="/privacy-policy"]')?.hasAttribute('data-masthead-opens')).toBe(false);
    expect(host.querySelector('button')).toBeNull();
  });

  it("carries ids of its own, never the mounted footer's, and every section is named by one of them", () => {
    const host = rendered();
    const ids = [...host.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids).toHaveLength(6);
    for (const id of ids) expect(id).toContain('masthead-footer-prerendered-');
    for (const section of host.querySelectorAll('section'))
      expect(ids).toContain(section.getAttribute('aria-labelledby'));
  });

  it('marks its copyright line with the year it was rendered in, for a server to bring up to date', () => {
    const year = String(new Date().getFullYear());
    const line = rendered().querySelector('[data-masthead-year]');
    expect(line?.getAttribute('data-masthead-year')).toBe(year);
    expect(line?.textContent).toBe(`© ${year} Masthead Publishing. All rights reserved.`);
  });
});
