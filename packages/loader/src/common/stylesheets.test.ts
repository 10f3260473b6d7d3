/**
 * Stylesheets linked to apply together (jsdom loads no stylesheet: each test settles the
 * links' loads itself, as the browser would).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { linkStylesheets } from './stylesheets.ts';

afterEach(() => document.head.replaceChildren());

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link')];
const linkTo = (href: string) => links().find((link) => link.href === href);
/** Whether each link's rules apply: its media query matches (no media query matches all). */
const applying = () => links().map((link) => [link.href, link.media === '' || link.media === 'all']);
const arrive = (href: string, outcome: 'load' | 'error' = 'load') =>
  linkTo(href)?.dispatchEvent(new Event(outcome));
const settled = <T>(promise: Promise<T>) => {
  const state = { done: false, failed: undefined as unknown };
  promise.then(
    () => (state.done = true),
    (error: unknown) => (state.failed = error),
  );
  return state;
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
/** A stylesheet the page links itself (a prerendered view's, in the server's HTML). */
const pageLink = (href: string) => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
  return link;
};

const dialog = 'https://remote.example/account/assets/dialog.css';
const modal = 'https://loader.example/assets/modal.css';
const forms = 'https://loader.example/assets/forms.css';

describe('stylesheets asked for together', () => {
  it('are fetched at once, and apply only once the last is in, all in the same task', async () => {
    const call = settled(
      linkStylesheets(document, [
        { href: dialog, cors: false },
        { href: modal, cors: true },
        { href: forms, cors: true },
      ]),
    );
    expect(links().map((link) => [link.rel, link.href, link.crossOrigin])).toEqual([
      ['stylesheet', dialog, null],
      ['stylesheet', modal, 'anonymous'],
      ['stylesheet', forms, 'anonymous'],
    ]);
    expect(applying()).toEqual([
      [dialog, false],
      [modal, false],
      [forms, false],
    ]);

    arrive(modal);
    arrive(dialog);
    await tick();
    expect(applying().every(([, applies]) => !applies)).toBe(true);
    expect(call.done).toBe(false);

    arrive(forms);
    await tick();
    expect(applying()).toEqual([
      [dialog, true],
      [modal, true],
      [forms, true],
    ]);
    expect(call.done).toBe(true);
  });

  it('are linked once a page: a later call waits for the same links', async () => {
    const first = settled(linkStylesheets(document, [{ href: modal, cors: true }]));
    const again = settled(linkStylesheets(document, [{ href: modal, cors: true }]));
    expect(links()).toHaveLength(1);
    arrive(modal);
    await tick();
    expect(first.done && again.done).toBe(true);
    await expect(linkStylesheets(document, [{ href: modal, cors: true }])).resolves.toBeUndefined();
    expect(links()).toHaveLength(1);
  });

  it('leave alone a stylesheet the page links itself (a prerendered view), waiting for it to load', async () => {
    const own = pageLink(dialog);
    const call = settled(linkStylesheets(document, [{ href: dialog, cors: false }]));
    expect(links()).toEqual([own]);
    await tick();
    expect(call.done).toBe(false);
    arrive(dialog);
    await tick();
    expect(call.done).toBe(true);
    expect(own.media).toBe('');
  });

  it('with one that cannot be loaded: the call fails, the others apply, and a later try links it again', async () => {
    const call = settled(
      linkStylesheets(document, [
        { href: modal, cors: true },
        { href: forms, cors: true },
      ]),
    );
    arrive(forms, 'error');
    arrive(modal);
    await tick();
    expect(String(call.failed)).toContain(`could not load ${forms}`);
    expect(applying()).toEqual([[modal, true]]);

    const retry = settled(linkStylesheets(document, [{ href: forms, cors: true }]));
    expect(applying()).toEqual([
      [modal, true],
      [forms, false],
    ]);
    arrive(forms);
    await tick();
    expect(retry.done).toBe(true);
    expect(applying()).toEqual([
      [modal, true],
      [forms, true],
    ]);
  });

  it("with the page's own link failing: it stays, the call fails, and a later try links the file anew", async () => {
    const own = pageLink(dialog);
    const call = settled(linkStylesheets(document, [{ href: dialog, cors: false }]));
    arrive(dialog, 'error');
    await tick();
    expect(String(call.failed)).toContain(`could not load ${dialog}`);
    expect(links()).toEqual([own]);

    const retry = settled(linkStylesheets(document, [{ href: dialog, cors: false }]));
    const fresh = links().filter((link) => link !== own);
    expect(fresh.map((link) => link.href)).toEqual([dialog]);
    fresh[0]?.dispatchEvent(new Event('load'));
    await tick();
    expect(retry.done).toBe(true);
    expect(fresh[0]?.media).toBe('');
  });

  it('each linked once, though named twice', () => {
    void linkStylesheets(document, [
      { href: modal, cors: true },
      { href: modal, cors: true },
    ]);
    expect(links()).toHaveLength(1);
  });

  it('resolve at once when there are none', async () => {
    await expect(linkStylesheets(document, [])).resolves.toBeUndefined();
    expect(links()).toEqual([]);
  });
});
