import { describe, expect, it } from 'vitest';
import { prerender } from './prerender.tsx';

describe("the header's prerendered markup", () => {
  it('is the first render a reader not signed in meets: the landmark, the menu, search and Sign In', () => {
    const host = document.createElement('div');
    host.innerHTML = prerender();
    expect(host.querySelector('header')?.getAttribute('aria-label')).toBe('Site header');
    const signIn = host.querySelector('button[data-masthead-opens="account"]');
    expect(signIn?.textContent).toBe('Sign In');
    expect(host.querySelector('form[role="search"]')?.getAttribute('action')).toBe('/search');
    expect(
      [...host.querySelectorAll('button')].map(
        (button) => button.textContent || button.getAttribute('aria-label'),
      ),
      // The first Search opens the field where the bar collapses it (tablets), the second submits.
      // The quick menu's scroll buttons stay hidden until the header's code finds links cut.
    ).toEqual(['Menu', 'Search', 'Search', 'Sign In', 'Cart', 'Previous links', 'More links']);
  });

  it("starts with 'Skip to content', so the first Tab meets it before the header's code is in", () => {
    const host = document.createElement('div');
    host.innerHTML = prerender();
    const first = host.querySelector('header')?.querySelector('a[href], button');
    expect(first?.textContent).toBe('Skip to content');
    expect(first?.hasAttribute('hidden')).toBe(false);
  });

  it("carries ids of its own, never the mounted header's", () => {
    const host = document.createElement('div');
    host.innerHTML = prerender();
    const ids = [...host.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toContain('masthead-header-prerendered-');
  });
});
