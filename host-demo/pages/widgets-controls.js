// @ts-check
// The gallery's form, one attribute at a time: the control for an attribute's definition
// (from the widget catalog, the definitions the loader validates with), the rule it states,
// and how the attribute is written in a snippet. Also the two DOM helpers the gallery's
// other modules share.

/** @typedef {import('@masthead/build/widget-catalog').CatalogAttribute} Spec */
/** @typedef {ReturnType<typeof controlFor>} Control */

/** An element the page's HTML always has. */
export const $ = (/** @type {string} */ selector) =>
  /** @type {HTMLElement} */ (document.querySelector(selector));
export const escapeHtml = (/** @type {string} */ text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * The attribute as the snippet writes it, or null when it is left out.
 * @param {Spec} spec
 * @param {string | null | undefined} value
 */
export function written(spec, value) {
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
export function controlFor(spec, value, onChange) {
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
