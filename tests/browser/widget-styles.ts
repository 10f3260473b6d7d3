/**
 * What the host-page tests compare, in any engine: each element of a widget or a dialog with
 * the computed values a theme's ordinary rules set, and every text under 4.5:1 against what
 * is behind it. The readers run in the page (`page.evaluate` in Playwright, `evaluate` in the
 * engines' layer), so each is one self-contained function.
 */

/** The computed values compared: everything a theme's ordinary rules set on an element. */
export const comparedProperties = [
  'color',
  'background-color',
  'background-image',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-decoration-line',
  'text-decoration-style',
  'text-indent',
  'text-align',
  'white-space',
  'box-sizing',
  'display',
  'list-style-type',
  'vertical-align',
  'max-width',
  'fill',
  'opacity',
  ...['top', 'right', 'bottom', 'left'].flatMap((side) => [
    `margin-${side}`,
    `padding-${side}`,
    `border-${side}-width`,
    `border-${side}-style`,
    `border-${side}-color`,
  ]),
  ...['top-left', 'top-right', 'bottom-right', 'bottom-left'].map((corner) => `border-${corner}-radius`),
];

/** What is compared: one widget (its placeholder) or one dialog (its root at the end of body). */
export const widgetParts = {
  header: 'masthead-header',
  'header ad': 'masthead-header-ad',
  'partner ads': 'masthead-partner-ads',
  footer: 'masthead-footer',
  dialog:
    '[data-masthead-scope]:has(> [role="dialog"]), [data-masthead-scope]:has([role="dialog"][aria-modal="true"])',
  'main menu': 'body > [data-masthead-scope]:has([role="dialog"][aria-label="Main menu"])',
} as const;

export interface StyledElement {
  path: string;
  style: Record<string, string>;
}

/**
 * Each element under `selector`, with its computed values, once every transition has run to
 * its end (a flyout fading in, a panel sliding; a cancelled one counts as ended). Computed,
 * not resolved, where the engine has the Typed OM: an `auto` margin stays `auto` instead of
 * the pixels a narrower content column gives it, so what is compared is what the rules say.
 * Two frames go by first: a flyout's fade-in starts a frame after it is in the page.
 */
export async function stylesInPage({
  selector,
  properties,
}: {
  selector: string;
  properties: readonly string[];
}): Promise<StyledElement[]> {
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  const describe = (el: Element) => {
    const parts: string[] = [];
    for (
      let node: Element | null = el;
      node && !node.localName.startsWith('masthead-');
      node = node.parentElement
    ) {
      const role = node.getAttribute('role');
      const label = node.getAttribute('aria-label');
      parts.unshift(`${node.localName}${role ? `[role=${role}]` : ''}${label ? `[${label}]` : ''}`);
      if (node.hasAttribute('data-masthead-scope') && node.parentElement === document.body) break;
    }
    return parts.join(' > ');
  };
  const out: StyledElement[] = [];
  for (const root of document.querySelectorAll(selector)) {
    for (const el of [root, ...root.querySelectorAll('*')]) {
      // A custom element is the page's placeholder; an element with `display: contents` (the
      // loader's mount) draws nothing, and what it hands down shows in its children.
      if (el.localName.startsWith('masthead-') || getComputedStyle(el).display === 'contents') continue;
      const map = 'computedStyleMap' in el ? el.computedStyleMap() : undefined;
      const resolved = getComputedStyle(el);
      const style: Record<string, string> = {};
      for (const property of properties)
        style[property] = map?.get(property)?.toString() ?? resolved.getPropertyValue(property);
      out.push({ path: describe(el), style });
    }
  }
  return out;
}

/** Texts under 4.5:1 against the first opaque background behind them, as lines. */
export function lowContrastInPage(selector: string): string[] {
  const rgba = (value: string) => {
    const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
    return { r, g, b, a: value.startsWith('rgba') || value.includes('/') ? a : 1 };
  };
  const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const backgroundOf = (el: Element | null) => {
    for (let node = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none') return undefined;
      const bg = rgba(style.backgroundColor);
      if (bg.a > 0.5) return bg;
    }
    return { r: 255, g: 255, b: 255, a: 1 };
  };
  const out: string[] = [];
  for (const root of document.querySelectorAll(selector)) {
    for (const el of root.querySelectorAll('*')) {
      const ownText = [...el.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
      if (!ownText || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || (el as HTMLButtonElement).disabled) continue;
      const background = backgroundOf(el);
      if (!background) continue;
      const fg = luminance(rgba(getComputedStyle(el).color));
      const bg = luminance(background);
      const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
      if (ratio < 4.5)
        out.push(`${el.localName} "${el.textContent?.trim().slice(0, 40)}": ${ratio.toFixed(2)}:1`);
    }
  }
  return out;
}

/** The differences from the bare page's, as readable lines. */
export function styleDifferences(bare: StyledElement[], hosted: StyledElement[]): string[] {
  const lines: string[] = [];
  if (bare.length !== hosted.length) lines.push(`${hosted.length} elements instead of ${bare.length}`);
  for (const [index, expected] of bare.entries()) {
    const actual = hosted[index];
    if (!actual) break;
    for (const [property, value] of Object.entries(expected.style)) {
      if (actual.style[property] !== value)
        lines.push(`${expected.path}: ${property} ${actual.style[property]} instead of ${value}`);
    }
  }
  return lines;
}
