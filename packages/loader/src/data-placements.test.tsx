/**
 * Placements made of ordinary elements (`data-masthead-widget`) and of links (`<a
 * name="masthead-footer heading-level=2">`), which survive sanitisers that drop custom
 * elements: they mount the same widget with the same attributes and fallback, report problems
 * as custom elements do, and unmount when removed. The snippets of docs/embedding.md pass
 * through DOMPurify and sanitize-html with their defaults and WordPress's own filter for
 * authors (its kses, run with PHP from Debian's packages), and each form the docs say survives
 * a sanitiser still mounts every widget from what it left.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { widgets, type WidgetTag } from '@masthead/federation';
import type { WidgetAttributes, WidgetModule } from '@masthead/federation/contract';
import { watchDataPlacements } from './core/data-placements.ts';
import type { LoadExpose } from './core/federation.ts';
import { reportUnknownWidgets } from './entry/page-rules.ts';
import {
  placementForms,
  sanitisers,
  survives,
  type PlacementForm,
} from '../../../tests/sanitisers/sanitisers.ts';

/** Every widget's attributes the docs' snippets use, as the widgets declare them. */
const attributes: WidgetAttributes = {
  'heading-level': { prop: 'headingLevel', type: 'number', min: 1, max: 6 },
  'hide-search': { prop: 'hideSearch', type: 'boolean' },
  provider: { prop: 'provider', type: 'enum', values: ['gpt', 'demo'] },
  consent: { prop: 'consent', type: 'enum', values: ['tcf', 'granted', 'denied'] },
};

/** A widget that says which expose it is and the props it got. */
const exposeOf = (expose: string): WidgetModule => ({
  default: (props: Record<string, unknown>) => (
    <p>
      {expose} {JSON.stringify(props)}
    </p>
  ),
  attributes,
});

let load: LoadExpose = vi.fn(async (_remote: string, expose: string) => exposeOf(expose));
let stop: () => void = () => undefined;
beforeAll(() => {
  stop = watchDataPlacements(
    document,
    Promise.resolve((remote, expose) => load(remote, expose)),
  );
});
afterAll(() => stop());
afterEach(() => {
  act(() => document.body.replaceChildren());
  vi.restoreAllMocks();
  load = vi.fn(async (_remote: string, expose: string) => exposeOf(expose));
});

function place(html: string) {
  act(() => {
    document.body.innerHTML = html;
  });
}

describe('given an ordinary element with data-masthead-widget', () => {
  it('mounts the widget with its data-* attributes as props, and follows their changes', async () => {
    place(
      '<div data-masthead-widget="footer" data-heading-level="3" class="cms"><a href="/help">Help</a></div>',
    );
    await screen.findByText('./Footer {"headingLevel":3}');
    // The fallback is gone once the widget is in.
    expect(screen.queryByRole('link', { name: 'Help' })).toBeNull();
    act(() => document.querySelector('div')?.setAttribute('data-heading-level', '4'));
    await screen.findByText('./Footer {"headingLevel":4}');
  });

  it('reports an invalid attribute as a custom element does, and mounts with the default', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    place('<div data-masthead-widget="footer" data-heading-level="9"></div>');
    await screen.findByText('./Footer {}');
    expect(error).toHaveBeenCalledWith(
      '[masthead] <div data-masthead-widget="footer">: heading-level must be a number from 1 to 6, not "9"; it is ignored',
    );
  });

  it('keeps its fallback, naming itself, when the remote cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    load = async () => {
      throw new Error('unreachable');
    };
    place('<div data-masthead-widget="footer"><a href="/help">Help</a></div>');
    await waitFor(() =>
      expect(error.mock.calls[0]?.[0]).toBe(
        '[masthead] <div data-masthead-widget="footer"> could not load from remote "footer"; its fallback content stays',
      ),
    );
    expect(screen.getByRole('link', { name: 'Help' })).toBeInTheDocument();
  });

  it('mounts one added after load, and unmounts when the CMS removes it', async () => {
    place('<div></div>');
    const host = document.createElement('section');
    host.dataset.mastheadWidget = 'footer';
    act(() => document.querySelector('div')?.append(host));
    await screen.findByText('./Footer {}');
    act(() => host.remove());
    await waitFor(() => expect(host.querySelector('[data-masthead-mounted]')).toBeNull());
  });

  it('reports a name that is no widget, once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    place('<div data-masthead-widget="fotter"></div><div data-masthead-widget="fotter"></div>');
    reportUnknownWidgets(document);
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      '[masthead] data-masthead-widget="fotter" names no Masthead widget; known: footer, header-ad, interstitial, partner-ads, header',
    ]);
  });
});

describe('given a link whose name places a widget', () => {
  const wrapperOf = (link: Element | null) => link?.parentElement;

  it('mounts the widget in its place with the attributes its name gives, the link as fallback', async () => {
    place(
      '<p>Before</p><a name="masthead-footer heading-level=3 hide-search" href="/help">Help</a><p>After</p>',
    );
    const link = screen.getByRole('link', { name: 'Help' });
    await screen.findByText('./Footer {"headingLevel":3,"hideSearch":true}');
    // The fallback is gone once the widget is in; the widget sits where the link was.
    expect(link.isConnected).toBe(false);
    expect(document.body.children[1]?.outerHTML).toMatch(
      /^<div data-masthead-widget="footer" data-heading-level="3" data-hide-search="">/,
    );
    expect(screen.getByText('After').previousElementSibling).toBe(document.body.children[1]);
  });

  it('puts the link back, as it was written, when the widget cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    load = async () => {
      throw new Error('unreachable');
    };
    place('<a name="masthead-footer" href="/help">Help</a>');
    await waitFor(() =>
      expect(error.mock.calls[0]?.[0]).toBe(
        '[masthead] <a name="masthead-footer"> could not load from remote "footer"; its fallback content stays',
      ),
    );
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link.getAttribute('href')).toBe('/help');
    expect(wrapperOf(link)?.dataset.mastheadWidget).toBe('footer');
  });

  it('reports an invalid value and a malformed word naming the link, and mounts with the rest', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    place('<a name="masthead-footer heading-level=9 Hide-Search provider=demo" href="/help">Help</a>');
    await screen.findByText('./Footer {"provider":"demo"}');
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      '[masthead] <a name="masthead-footer">: "Hide-Search" is not an attribute (write name=value, or name alone to turn it on); it is ignored',
      '[masthead] <a name="masthead-footer">: heading-level must be a number from 1 to 6, not "9"; it is ignored',
    ]);
  });

  it('writes nothing but data-* attributes: a name that says onclick sets no handler', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    place('<a name="masthead-footer onclick=alert(1) style=color:red" href="/help">Help</a>');
    await screen.findByText('./Footer {}');
    const wrapper = document.querySelector<HTMLElement>('[data-masthead-widget]');
    expect(wrapper?.getAttributeNames().sort()).toEqual([
      'data-masthead-widget',
      'data-onclick',
      'data-style',
    ]);
    expect(wrapper?.onclick).toBeNull();
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      '[masthead] <a name="masthead-footer">: onclick is not an attribute of this widget; it is ignored',
    ]);
  });

  it('leaves a link that names no widget as it is, and reports it once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    place(
      '<a name="masthead-fotter" href="/help">Help</a><a name="masthead-fotter x=1">Again</a><a name="top">Top</a>',
    );
    reportUnknownWidgets(document);
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      '[masthead] <a name="masthead-fotter"> names no Masthead widget; it stays a link. Known: masthead-footer, masthead-header-ad, masthead-interstitial, masthead-partner-ads, masthead-header',
    ]);
    expect(document.querySelector('[data-masthead-widget]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Help' }).parentElement).toBe(document.body);
  });

  it('is part of the fallback, not a second placement, inside another placement', async () => {
    place(
      '<div data-masthead-widget="footer"><a name="masthead-footer heading-level=4" href="/help">Help</a></div>',
    );
    await screen.findByText('./Footer {}');
    expect(document.querySelectorAll('[data-masthead-widget]')).toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('mounts one added after load, and unmounts when the CMS removes it', async () => {
    place('<div class="cms"></div>');
    const link = document.createElement('a');
    link.name = 'masthead-header';
    link.href = '/';
    link.textContent = 'Home';
    act(() => document.querySelector('.cms')?.append(link));
    await screen.findByText('./Header {}');
    const wrapper = document.querySelector('.cms > [data-masthead-widget="header"]');
    act(() => wrapper?.remove());
    await waitFor(() => expect(wrapper?.querySelector('[data-masthead-mounted]')).toBeNull());
    expect(wrapper?.firstElementChild).toBe(link);
  });
});

describe('the embedding reference’s snippets through real sanitisers', () => {
  it('cover every widget in each form', () => {
    const named = (lines: string[]) =>
      lines.map((line) => /(?:data-masthead-widget="|name="masthead-)([\w-]+)/.exec(line)?.[1]).sort();
    const every = Object.keys(widgets)
      .map((tag) => tag.slice('masthead-'.length))
      .sort();
    expect(named(placementForms['ordinary elements'])).toEqual(every);
    expect(named(placementForms.links)).toEqual(every);
  });

  for (const [form, lines] of Object.entries(placementForms) as [PlacementForm, string[]][])
    for (const name of survives[form])
      it(`${form}, through ${name}: the sanitised markup mounts every widget with its attributes and no error`, async () => {
        const error = vi.spyOn(console, 'error');
        const html = sanitisers[name](lines.join('\n'));
        expect(html).not.toContain('<masthead-');
        place(html);
        reportUnknownWidgets(document);
        for (const tag of Object.keys(widgets) as WidgetTag[])
          await screen.findByText(new RegExp(`^${widgets[tag].expose.replace('.', '\\.')} `));
        await screen.findByText('./Footer {"headingLevel":2}');
        await screen.findByText('./Interstitial {"provider":"gpt","consent":"tcf"}');
        expect(error).not.toHaveBeenCalled();
      });

  it('sanitize-html with its defaults keeps no attribute of the ordinary elements: the links are for it', () => {
    const html = sanitisers['sanitize-html (defaults)'](placementForms['ordinary elements'].join('\n'));
    expect(html).not.toContain('data-masthead-widget');
    expect(survives['ordinary elements']).not.toContain('sanitize-html (defaults)');
  });

  it('custom elements do not survive any of them (why the other forms exist)', () => {
    const custom = '<masthead-footer heading-level="2"><a href="/help">Help</a></masthead-footer>';
    for (const sanitise of Object.values(sanitisers))
      expect(sanitise(custom)).not.toContain('masthead-footer');
    // WordPress keeps the fallback and drops the element with its attributes.
    expect(sanitisers['WordPress for authors (wp_kses_post)'](custom)).toBe('<a href="/help">Help</a>');
  });
});
