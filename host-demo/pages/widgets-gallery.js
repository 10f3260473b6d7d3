// @ts-check
// The widget gallery itself: the list of widgets, the chosen one's controls, its preview
// (the element, mounted by the loader) and its snippets. What the loader reports about a
// value is shown beside the controls, word for word; the loader reports it on the console,
// so this module listens there from the moment it is evaluated, before the loader runs.

import { $, controlFor, escapeHtml, written } from './widgets-controls.js';

/** @typedef {import('./widgets-controls.js').Spec} Spec */
/** @typedef {import('./widgets-controls.js').Control} Control */
/** @typedef {{ tag: string; attributes: Spec[] }} Widget */

const loaderMessage = /^\[masthead\] <([a-z-]+)>: (.*); it is ignored$/;
/** @type {Set<(tag: string, text: string) => void>} */
const problemListeners = new Set();

// The loader reports an ignored attribute on the console (it writes nothing into the page);
// the gallery shows the same sentence next to the control, and still logs it.
export const consoleError = console.error.bind(console);
console.error = (...args) => {
  const match = typeof args[0] === 'string' ? loaderMessage.exec(args[0]) : null;
  if (match) for (const listener of problemListeners) listener(match[1] ?? '', match[2] ?? '');
  consoleError(...args);
};

/**
 * The ad widgets start on the offline demo provider, so their preview shows an ad; the
 * interstitial with consent given, as this page has no consent platform to ask.
 * @type {Record<string, string>}
 */
const previewStart = { provider: 'demo' };
/** @type {Record<string, Record<string, string>>} */
const previewStartOf = { 'masthead-interstitial': { consent: 'granted' } };

/** The widgets in the order a page shows them, top to bottom; the gallery opens on the footer. */
const pageOrder = [
  'masthead-header',
  'masthead-header-ad',
  'masthead-partner-ads',
  'masthead-interstitial',
  'masthead-footer',
];
const byPageOrder = (/** @type {{ tag: string }} */ a, /** @type {{ tag: string }} */ b) =>
  (pageOrder.indexOf(a.tag) + 1 || pageOrder.length + 1) -
  (pageOrder.indexOf(b.tag) + 1 || pageOrder.length + 1);
const openingTag = 'masthead-footer';
/** Where the interstitial keeps when it last opened (once per 12 hours). */
const interstitialShownKey = 'masthead:interstitial:last-shown';

/**
 * The fallback a widget's link snippet starts with (an editor changes it): the page a reader
 * should reach without the widget. An ad's link needs none.
 * @type {Record<string, { href: string; text: string }>}
 */
const linkFallback = {
  'masthead-header': { href: '/', text: 'Home' },
  'masthead-footer': { href: '/subscriber-help', text: 'Help Center' },
};

function loaderSnippet() {
  const src = new URL($('script[data-masthead-config]').getAttribute('src') ?? '', location.href).href;
  return `<script type="module" src="${src}"\n        data-masthead-config="/masthead.config.json"></script>`;
}

/** @param {Widget[]} catalog */
export function start(catalog) {
  const form = $('[data-gallery]');
  const list = $('[data-widget-list]');
  const fields = $('[data-attribute-list]');
  const legend = $('[data-attribute-legend]');
  const stage = $('[data-stage]');
  const snippet = $('[data-snippet]');
  const sanitisedSnippet = $('[data-sanitised-snippet]');
  const linkSnippet = $('[data-link-snippet]');
  const problems = $('[data-problems]');
  const note = $('[data-preview-note]');
  const copyStatus = $('[data-copy-status]');
  const language = /** @type {HTMLSelectElement} */ ($('[data-language]'));
  /**
   * Chosen values by tag, then attribute: kept while the editor switches widgets.
   * @type {Map<string, Record<string, string>>}
   */
  const values = new Map();
  /** @type {{ widget: Widget; element: HTMLElement; controls: Map<string, Control> } | undefined} */
  let current;

  $('[data-loader-snippet]').textContent = loaderSnippet();
  form.addEventListener('submit', (event) => event.preventDefault());

  const render = () => {
    if (!current) return;
    const { widget, element, controls } = current;
    const chosen = values.get(widget.tag) ?? {};
    // The placement's own language, written first (the page's when none is chosen).
    const lang = language.value ? `lang="${escapeHtml(language.value)}"` : null;
    const attributes = [lang, ...widget.attributes.map((spec) => written(spec, chosen[spec.name]))].filter(
      Boolean,
    );
    snippet.textContent = `<${widget.tag}${attributes.map((a) => ` ${a}`).join('')}></${widget.tag}>`;
    // The same placement made of an ordinary element, for content that passes a sanitiser.
    const data = widget.attributes
      .map((spec) => written({ ...spec, name: `data-${spec.name}` }, chosen[spec.name]))
      .filter((a) => a !== null)
      .map((a) => (a.includes('=') ? a : `${a}="true"`));
    sanitisedSnippet.textContent = `<div data-masthead-widget="${widget.tag.slice('masthead-'.length)}"${[
      lang,
      ...data,
    ]
      .filter(Boolean)
      .map((a) => ` ${a}`)
      .join('')}></div>`;
    // And as a link, for content whose sanitiser keeps only a link's href and name.
    const words = widget.attributes.flatMap((spec) => {
      const value = chosen[spec.name];
      if (value === '' || value === undefined) return [];
      if (spec.type === 'boolean') return value === 'true' ? [spec.name] : [];
      return [`${spec.name}=${encodeURIComponent(value)}`];
    });
    const fallback = linkFallback[widget.tag];
    linkSnippet.textContent = `<a name="${escapeHtml([widget.tag, ...words].join(' '))}"${lang ? ` ${lang}` : ''}${
      fallback ? ` href="${fallback.href}">${fallback.text}` : '>'
    }</a>`;
    if (language.value) element.setAttribute('lang', language.value);
    else element.removeAttribute('lang');
    for (const spec of widget.attributes) {
      const value = chosen[spec.name];
      if (value === '' || (spec.type === 'boolean' && value !== 'true')) element.removeAttribute(spec.name);
      else element.setAttribute(spec.name, spec.type === 'boolean' ? '' : (value ?? ''));
      controls.get(spec.name)?.showProblem('');
    }
    // The header's preview stays in its box while the gallery scrolls, unless a state is chosen.
    if (widget.tag === 'masthead-header' && !chosen.state) element.setAttribute('state', 'normal');
    problems.textContent = '';
    copyStatus.textContent = '';
  };

  const choose = (/** @type {string} */ tag) => {
    const widget = catalog.find((w) => w.tag === tag) ?? catalog[0];
    if (!widget) return;
    if (!values.has(widget.tag)) {
      values.set(
        widget.tag,
        Object.fromEntries(
          widget.attributes.map((spec) => [
            spec.name,
            previewStartOf[widget.tag]?.[spec.name] ?? previewStart[spec.name] ?? '',
          ]),
        ),
      );
    }
    const chosen = values.get(widget.tag) ?? {};
    fields.replaceChildren();
    legend.textContent = `Attributes of <${widget.tag}>`;
    /** @type {Map<string, Control>} */
    const controls = new Map();
    for (const spec of widget.attributes) {
      const control = controlFor(spec, chosen[spec.name] ?? '', (value) => {
        chosen[spec.name] = value;
        render();
      });
      controls.set(spec.name, control);
      fields.append(control.row);
    }
    if (widget.attributes.length === 0) fields.textContent = 'This widget takes no attributes.';
    // A new element each time: the loader mounts it on connection and unmounts the old one.
    const element = document.createElement(widget.tag);
    stage.replaceChildren(element);
    stage.toggleAttribute('data-overlay', widget.tag === 'masthead-interstitial');
    note.replaceChildren();
    if (widget.tag === 'masthead-interstitial') {
      note.append(
        'The interstitial opens over the page, at most once per 12 hours in this browser, with consent. ',
      );
      const again = document.createElement('button');
      again.type = 'button';
      again.className = 'button';
      again.textContent = 'Show it again';
      // Once per page view too: forget the last time and load the page afresh.
      again.addEventListener('click', () => {
        localStorage.removeItem(interstitialShownKey);
        location.reload();
      });
      note.append(again);
    } else if (widget.tag === 'masthead-header') {
      note.textContent =
        'The preview stays in place; on a page the header hides and turns sticky with the scroll (its state attribute pins one).';
    }
    current = { widget, element, controls };
    render();
    if (location.hash !== `#${widget.tag}`) history.replaceState(null, '', `#${widget.tag}`);
  };

  problemListeners.add((tag, text) => {
    if (!current || tag !== current.widget.tag) return;
    const name = text.split(' ')[0] ?? '';
    current.controls.get(name)?.showProblem(`The loader says: ${text}; the widget uses the default.`);
    problems.textContent = `<${tag}>: ${text}. The loader ignores this value.`;
  });

  // A widget takes its language when it mounts: a new choice mounts the preview afresh.
  language.addEventListener('change', () => {
    if (current) choose(current.widget.tag);
  });

  catalog.sort(byPageOrder);
  for (const widget of catalog) {
    const id = `widget-${widget.tag}`;
    const input = document.createElement('input');
    input.type = 'radio';
    input.name = 'widget';
    input.id = id;
    input.value = widget.tag;
    input.addEventListener('change', () => choose(widget.tag));
    const label = document.createElement('label');
    label.htmlFor = id;
    const code = document.createElement('code');
    code.textContent = `<${widget.tag}>`;
    label.append(code);
    const item = document.createElement('div');
    item.className = 'gallery-widget';
    item.append(input, label);
    list.append(item);
  }

  $('[data-copy]').addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(snippet.textContent ?? '');
      copyStatus.textContent = 'Copied to the clipboard.';
    } catch {
      const range = document.createRange();
      range.selectNodeContents(snippet);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      copyStatus.textContent = 'Selected: press Ctrl+C (⌘C on a Mac) to copy.';
    }
  });

  const first =
    catalog.find((w) => `#${w.tag}` === location.hash) ??
    catalog.find((w) => w.tag === openingTag) ??
    catalog[0];
  if (!first) return;
  /** @type {HTMLInputElement} */ (document.getElementById(`widget-${first.tag}`)).checked = true;
  form.hidden = false;
  choose(first.tag);
}
