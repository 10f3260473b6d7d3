/**
 * Placements made of ordinary elements (`data-masthead-widget`), which survive sanitisers
 * that drop custom elements: they mount the same widget with the same attributes and
 * fallback, report problems as custom elements do, and unmount when removed. The snippets of
 * docs/embedding.md pass through DOMPurify, sanitize-html (with its allowance) and WordPress's
 * own filter for authors (its kses, run with PHP from Debian's packages) and still mount
 * every widget.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, screen, waitFor } from '@testing-library/react';
import createDOMPurify from 'dompurify';
import sanitizeHtml from 'sanitize-html';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { widgets, type WidgetTag } from '@masthead/federation';
import type { WidgetAttributes, WidgetModule } from '@masthead/federation/contract';
import { watchDataPlacements } from './core/data-placements.ts';
import type { LoadExpose } from './core/federation.ts';
import { reportUnknownWidgets } from './entry/page-rules.ts';
import { savedByAuthor } from '../../../tests/wordpress/wordpress.ts';

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

const reference = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../../../docs/embedding.md'),
  'utf8',
);
/** The snippets of docs/embedding.md for pages whose HTML passes a sanitiser. */
const snippets = reference.match(/^<div data-masthead-widget=.*<\/div>$/gm);
/** The sanitize-html options docs/embedding.md tells a site to use: its defaults, with data-* on div. */
const documentedAllowance = /`(allowedAttributes: \{[^`]*\})`/.exec(reference)?.[1];

describe('the embedding reference’s snippets through real sanitisers', () => {
  it('cover every widget', () => {
    const named = (snippets ?? []).map((line) => /data-masthead-widget="([\w-]+)"/.exec(line)?.[1]);
    expect(named.map((name) => `masthead-${name}`).sort()).toEqual(Object.keys(widgets).sort());
  });

  const sanitisers: Record<string, (html: string) => string> = {
    'DOMPurify (defaults)': (html) => createDOMPurify(window).sanitize(html),
    // Its defaults keep no attribute on a <div> at all (docs/embedding.md): the one line a site adds.
    'sanitize-html (defaults, data-* allowed on div)': (html) =>
      sanitizeHtml(html, {
        allowedAttributes: { ...sanitizeHtml.defaults.allowedAttributes, div: ['data-*'] },
      }),
    // A post saved by an author: WordPress 6.1's wp_kses_post on its save filter.
    'WordPress for authors (wp_kses_post)': savedByAuthor,
  };
  for (const [name, sanitise] of Object.entries(sanitisers))
    it(`${name}: the sanitised markup mounts every widget with its attributes and no error`, async () => {
      const error = vi.spyOn(console, 'error');
      const html = sanitise((snippets ?? []).join('\n'));
      expect(html).not.toContain('<masthead-');
      place(html);
      for (const tag of Object.keys(widgets) as WidgetTag[])
        await screen.findByText(new RegExp(`^${widgets[tag].expose.replace('.', '\\.')} `));
      await screen.findByText('./Footer {"headingLevel":2}');
      await screen.findByText('./Interstitial {"provider":"gpt","consent":"tcf"}');
      expect(error).not.toHaveBeenCalled();
    });

  it('the documented sanitize-html allowance is the one tested above', () => {
    expect(documentedAllowance).toBe(
      "allowedAttributes: { ...sanitizeHtml.defaults.allowedAttributes, div: ['data-*'] }",
    );
  });

  it('sanitize-html with its defaults alone strips every data-* attribute: nothing mounts', () => {
    const html = sanitizeHtml((snippets ?? []).join('\n'));
    expect(html).not.toContain('data-masthead-widget');
  });

  it('custom elements do not survive any of them (why the ordinary form exists)', () => {
    const custom = '<masthead-footer heading-level="2"><a href="/help">Help</a></masthead-footer>';
    expect(createDOMPurify(window).sanitize(custom)).not.toContain('masthead-footer');
    expect(sanitizeHtml(custom)).not.toContain('masthead-footer');
    // WordPress keeps the fallback and drops the element with its attributes.
    expect(savedByAuthor(custom)).toBe('<a href="/help">Help</a>');
  });
});
