// @ts-check
// The widget gallery: one control per attribute of the chosen custom element, read from
// /masthead/masthead-widgets.json (generated at build time from each widget's own
// `attributes` export, the definitions the loader validates with), the element itself mounted
// by the loader, and the snippet to paste. What the loader reports about a value is shown
// beside the controls, word for word.

/** @typedef {import('../../packages/build/src/widget-catalog.ts').CatalogAttribute} Spec */
/** @typedef {{ tag: string; attributes: Spec[] }} Widget */
/** @typedef {ReturnType<typeof controlFor>} Control */

const loaderMessage = /^\[masthead\] <([a-z-]+)>: (.*); it is ignored$/;
/** @type {Set<(tag: string, text: string) => void>} */
const problemListeners = new Set();

// The loader reports an ignored attribute on the console (it writes nothing into the page);
// the gallery shows the same sentence next to the control, and still logs it.
const consoleError = console.error.bind(console);
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

/** An element the page's HTML always has. */
const $ = (/** @type {string} */ selector) => /** @type {HTMLElement} */ (document.querySelector(selector));
const escapeHtml = (/** @type {string} */ text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function loaderSnippet() {
  const src = new URL($('script[data-masthead-config]').getAttribute('src') ?? '', location.href).href;
  return `<script type="module" src="${src}"\n        data-masthead-config="/masthead.config.json"></script>`;
}

/**
 * The attribute as the snippet writes it, or null when it is left out.
 * @param {Spec} spec
 * @param {string | null | undefined} value
 */
function written(spec, value) {
  if (value === '' || value === null || value === undefined) return null;
  if (spec.type === 'boolean') return value === 'true' ? spec.name : null;
  return `${spec.name}="${escapeHtml(value)}"`;
}

/** @param {Spec} spec */
function ruleText(spec) {
  switch (spec.type) {
    case 'boolean':
      return 'On or off.';
    case 'enum':
      return `One of ${(spec.values ?? []).join(', ')}; empty for the default.`;
    case 'number':
      return spec.min !== undefined && spec.max !== undefined
        ? `A number from ${spec.min} to ${spec.max}; empty for the default.`
        : 'A number; empty for the default.';
    default:
      return spec.maxLength !== undefined ? `At most ${spec.maxLength} characters.` : 'Text.';
  }
}

/**
 * @param {Spec} spec
 * @param {string} value
 * @param {(value: string) => void} onChange
 */
function controlFor(spec, value, onChange) {
  const id = `attr-${spec.name}`;
  const row = document.createElement('div');
  row.className = 'gallery-field';
  const hint = document.createElement('p');
  hint.className = 'gallery-hint';
  hint.id = `${id}-hint`;
  hint.textContent = [spec.description, ruleText(spec)].filter(Boolean).join(' ');
  const error = document.createElement('p');
  error.className = 'gallery-field-error';
  error.id = `${id}-error`;
  error.hidden = true;

  /** @type {HTMLInputElement | HTMLSelectElement} */
  let control;
  if (spec.type === 'enum') {
    control = document.createElement('select');
    for (const option of ['', ...(spec.values ?? [])]) {
      const element = document.createElement('option');
      element.value = option;
      element.textContent = option === '' ? '(not set: the default)' : option;
      control.append(element);
    }
  } else {
    control = document.createElement('input');
    if (spec.type === 'boolean') control.type = 'checkbox';
    else if (spec.type === 'number') {
      control.type = 'number';
      if (spec.min !== undefined) control.min = String(spec.min);
      if (spec.max !== undefined) control.max = String(spec.max);
    } else control.type = 'text';
  }
  control.id = id;
  control.name = spec.name;
  control.setAttribute('aria-describedby', hint.id);
  if (control instanceof HTMLInputElement && spec.type === 'boolean') control.checked = value === 'true';
  else control.value = value;
  const read = () => {
    if (control instanceof HTMLInputElement && spec.type === 'boolean') return control.checked ? 'true' : '';
    return control.value;
  };
  control.addEventListener(spec.type === 'enum' || spec.type === 'boolean' ? 'change' : 'input', () =>
    onChange(read()),
  );

  const label = document.createElement('label');
  label.htmlFor = id;
  const code = document.createElement('code');
  code.textContent = spec.name;
  label.append(code);

  if (spec.type === 'boolean') {
    row.classList.add('gallery-field-check');
    row.append(control, label, hint, error);
  } else row.append(label, control, hint, error);
  return {
    row,
    control,
    showProblem(/** @type {string} */ text) {
      error.textContent = text;
      error.hidden = text === '';
      control.setAttribute('aria-invalid', String(text !== ''));
      control.setAttribute('aria-describedby', text === '' ? hint.id : `${error.id} ${hint.id}`);
    },
  };
}

/** @param {Widget[]} catalog */
function start(catalog) {
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
    const attributes = widget.attributes.map((spec) => written(spec, chosen[spec.name])).filter(Boolean);
    snippet.textContent = `<${widget.tag}${attributes.map((a) => ` ${a}`).join('')}></${widget.tag}>`;
    // The same placement made of an ordinary element, for content that passes a sanitiser.
    const data = widget.attributes
      .map((spec) => written({ ...spec, name: `data-${spec.name}` }, chosen[spec.name]))
      .filter((a) => a !== null)
      .map((a) => (a.includes('=') ? a : `${a}="true"`));
    sanitisedSnippet.textContent = `<div data-masthead-widget="${widget.tag.slice('masthead-'.length)}"${data
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
    linkSnippet.textContent = `<a name="${escapeHtml([widget.tag, ...words].join(' '))}"${
      fallback ? ` href="${fallback.href}">${fallback.text}` : '>'
    }</a>`;
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

/**
 * The theme switch: the tokens of each theme (written at build time from their one source,
 * the UI kit's token list) set on the page's root, as a brand's own stylesheet would, so the
 * preview and any dialog it opens take them; the CSS to paste is shown beside it.
 */
/** @param {Record<string, Record<string, string>>} themes */
function startThemes(themes) {
  const list = $('[data-theme-list]');
  const root = document.documentElement;
  const apply = (/** @type {string} */ name) => {
    for (const [property, value] of Object.entries(themes[name] ?? {})) {
      if (name === 'default') root.style.removeProperty(property);
      else root.style.setProperty(property, value);
    }
    const changed = Object.entries(themes[name] ?? {}).filter(
      ([property, value]) => themes.default?.[property] !== value,
    );
    $('[data-theme-css]').hidden = changed.length === 0;
    $('[data-theme-snippet]').textContent = `:root {\n${changed
      .map(([property, value]) => `  ${property}: ${value};`)
      .join('\n')}\n}`;
  };
  for (const name of Object.keys(themes)) {
    const input = document.createElement('input');
    input.type = 'radio';
    input.name = 'theme';
    input.id = `theme-${name}`;
    input.value = name;
    input.checked = name === 'default';
    input.setAttribute('aria-describedby', 'theme-hint');
    input.addEventListener('change', () => apply(name));
    const label = document.createElement('label');
    label.htmlFor = input.id;
    label.textContent = name === 'default' ? 'Default' : name.charAt(0).toUpperCase() + name.slice(1);
    const item = document.createElement('div');
    item.className = 'gallery-widget';
    item.append(input, label);
    list.append(item);
  }
  $('[data-themes]').hidden = false;
}

try {
  const response = await fetch('/masthead/masthead-themes.json');
  if (response.ok) startThemes(await response.json());
} catch (error) {
  consoleError(error);
}

try {
  const response = await fetch('/masthead/masthead-widgets.json');
  if (!response.ok) throw new Error(`the widget list answered ${response.status}`);
  start(await response.json());
} catch (error) {
  $('[data-gallery-error]').textContent =
    `The gallery could not load the widget list: ${error instanceof Error ? error.message : String(error)}`;
  consoleError(error);
}

export {};
