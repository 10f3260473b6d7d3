import { afterEach, describe, expect, it } from 'vitest';
import { navigateEvent, offerNavigation, type MastheadNavigateDetail } from './navigation.ts';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  document.body.replaceChildren();
});

/**
 * Clicks `target` as a reader would and says what the page was offered and whether the
 * browser would still follow the link. The window's listener comes last in the bubble: it
 * reads the outcome, then keeps jsdom from navigating.
 */
function click(target: Element, init: MouseEventInit = {}) {
  const offered: string[] = [];
  const onNavigate = (event: Event) =>
    offered.push((event as CustomEvent<MastheadNavigateDetail>).detail.href);
  document.addEventListener(navigateEvent, onNavigate);
  let followed = false;
  const onWindow = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', onWindow);
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  window.removeEventListener('click', onWindow);
  document.removeEventListener(navigateEvent, onNavigate);
  return { offered, followed };
}

/** A header placement with a link inside, as the widget renders it. */
function headerLink(href: string, attributes: Record<string, string> = {}) {
  const header = document.createElement('masthead-header');
  const mounted = document.createElement('div');
  mounted.setAttribute('data-masthead-mounted', '');
  const link = document.createElement('a');
  link.href = href;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  const label = document.createElement('span');
  label.textContent = 'Magazine';
  link.append(label);
  mounted.append(link);
  header.append(mounted);
  document.body.append(header);
  return { link, label };
}

/** The page takes over every navigation it is offered, as a client-side router does. */
function routeEverything() {
  const routed: string[] = [];
  const onNavigate = (event: Event) => {
    event.preventDefault();
    routed.push((event as CustomEvent<MastheadNavigateDetail>).detail.href);
  };
  document.addEventListener(navigateEvent, onNavigate);
  cleanups.push(() => document.removeEventListener(navigateEvent, onNavigate));
  return routed;
}

describe("the widgets' links through the page's router", () => {
  it('offers a plain click on a same-origin link, absolute, and the browser does not follow it once taken', () => {
    cleanups.push(offerNavigation(document));
    const routed = routeEverything();
    const { label } = headerLink('/magazine?issue=3');
    const { followed } = click(label);
    expect(routed).toEqual([new URL('/magazine?issue=3', document.baseURI).href]);
    expect(followed).toBe(false);
  });

  it('leaves the link to the browser when the page does not take it', () => {
    cleanups.push(offerNavigation(document));
    const { link } = headerLink('/magazine');
    const { offered, followed } = click(link);
    expect(offered).toEqual([new URL('/magazine', document.baseURI).href]);
    expect(followed).toBe(true);
  });

  it('offers links in a dialog and in a prerendered placement too', () => {
    cleanups.push(offerNavigation(document));
    const routed = routeEverything();
    const dialog = document.createElement('div');
    dialog.setAttribute('data-masthead-dialog', 'account');
    dialog.innerHTML = '<a href="/privacy">Privacy</a>';
    const footer = document.createElement('div');
    footer.setAttribute('data-masthead-widget', 'footer');
    footer.innerHTML = '<a href="/help">Help</a>';
    document.body.append(dialog, footer);
    for (const link of document.querySelectorAll('a')) click(link);
    expect(routed.map((href) => new URL(href).pathname)).toEqual(['/privacy', '/help']);
  });

  it.each([
    ['the ctrl key', { ctrlKey: true }],
    ['the meta key', { metaKey: true }],
    ['the shift key', { shiftKey: true }],
    ['the alt key', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('keeps a click with %s the browser’s (a new tab, a window, a download)', (_, init) => {
    cleanups.push(offerNavigation(document));
    const routed = routeEverything();
    const { link } = headerLink('/magazine');
    const { followed } = click(link, init);
    expect(routed).toEqual([]);
    expect(followed).toBe(true);
  });

  it.each([
    ['another target', '/magazine', { target: '_blank' }],
    ['a download', '/magazine.pdf', { download: '' }],
    ['another origin', 'https://elsewhere.example/magazine', {}],
    ['a jump within the page', '#main', {}],
  ])('never offers a link to %s', (_, href, attributes) => {
    cleanups.push(offerNavigation(document));
    const routed = routeEverything();
    const { link } = headerLink(href, attributes);
    const { followed } = click(link);
    expect(routed).toEqual([]);
    expect(followed).toBe(true);
  });

  it("offers neither the page's own links nor a click a widget has answered itself", () => {
    cleanups.push(offerNavigation(document));
    const routed = routeEverything();
    const own = document.createElement('a');
    own.href = '/about';
    document.body.append(own);
    click(own);
    const { link } = headerLink('/my-library');
    link.addEventListener('click', (event) => event.preventDefault());
    click(link);
    expect(routed).toEqual([]);
  });

  it('stops offering once cleaned up', () => {
    const stop = offerNavigation(document);
    const routed = routeEverything();
    stop();
    const { followed } = click(headerLink('/magazine').link);
    expect(routed).toEqual([]);
    expect(followed).toBe(true);
  });
});
