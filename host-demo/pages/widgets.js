// @ts-check
// The widget gallery's page script: one control per attribute of the chosen custom element,
// read from /masthead/masthead-widgets.json (generated at build time from each widget's own
// `attributes` export, the definitions the loader validates with), the element itself mounted
// by the loader, and the snippet to paste (widgets-gallery.js, its controls in
// widgets-controls.js); and, here, the theme switch. widgets.html loads it as a module before
// the loader's tag, so the gallery hears the loader's console messages from the first.

import { $ } from './widgets-controls.js';
import { consoleError, start } from './widgets-gallery.js';

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
