/**
 * The theming tokens: the CSS custom properties every widget reads, with their defaults. A
 * host page re-skins every widget by setting them on `:root` (or `body`: dialogs and the
 * slide-in menu are placed at the end of the body, so tokens set on a widget's own element
 * reach only that widget). Each widget's CSS reads a token as `var(--mh-name, default)`; no
 * widget defines a token on a global selector, so nothing of ours reaches the host page.
 *
 * This list is the one source: the theming table of docs/embedding.md repeats it, a unit test checks
 * that every widget's CSS uses these names with these defaults and hard-codes no colour a
 * token covers, and Storybook's theme switch applies `darkTheme`.
 */

export type TokenGroup = 'colour' | 'type' | 'focus' | 'shape' | 'space' | 'layer';

export interface Token {
  /** The custom property, `--mh-…`. */
  name: `--mh-${string}`;
  /** Its value when the page sets none. */
  value: string;
  group: TokenGroup;
  /** What it affects, for the docs. */
  affects: string;
}

export const tokens = [
  // colours
  { name: '--mh-color-text', value: '#1a1a1a', group: 'colour', affects: 'text on every surface' },
  {
    name: '--mh-color-surface',
    value: '#ffffff',
    group: 'colour',
    affects: 'header bar, menus, flyouts, dialogs, fields',
  },
  {
    name: '--mh-color-surface-muted',
    value: '#f3efe6',
    group: 'colour',
    affects: 'quiet panels: the demo house ads, the analytics inspector',
  },
  {
    name: '--mh-color-muted',
    value: '#595959',
    group: 'colour',
    affects: 'secondary text: hints, section titles, ad labels, cart details',
  },
  {
    name: '--mh-color-border',
    value: '#767676',
    group: 'colour',
    affects: 'borders of fields, the search box, flyouts (3:1 on the surface)',
  },
  { name: '--mh-color-rule', value: '#dddddd', group: 'colour', affects: 'decorative dividers' },
  {
    name: '--mh-color-hover',
    value: '#f0f0ec',
    group: 'colour',
    affects: 'background of buttons and menu items under the pointer',
  },
  {
    name: '--mh-color-accent',
    value: '#a4161a',
    group: 'colour',
    affects: 'primary buttons, the call to action, the selected suggestion',
  },
  {
    name: '--mh-color-accent-hover',
    value: '#7f1115',
    group: 'colour',
    affects: 'primary buttons and the call to action under the pointer',
  },
  {
    name: '--mh-color-on-accent',
    value: '#ffffff',
    group: 'colour',
    affects: 'text on the accent colour',
  },
  {
    name: '--mh-color-link',
    value: '#1a5fb4',
    group: 'colour',
    affects: 'every link and link-like button inside dialogs',
  },
  {
    name: '--mh-color-disabled',
    value: '#cc6a6d',
    group: 'colour',
    affects: 'background of a disabled primary button (a lighter tone of the accent: set both)',
  },
  {
    name: '--mh-color-error',
    value: '#b3261e',
    group: 'colour',
    affects: 'field errors, invalid field borders, the error alert’s bar',
  },
  {
    name: '--mh-color-error-bg',
    value: '#fdecea',
    group: 'colour',
    affects: 'background of a form’s error alert',
  },
  {
    name: '--mh-color-success',
    value: '#1b5e20',
    group: 'colour',
    affects: 'the confirmation’s bar',
  },
  {
    name: '--mh-color-success-bg',
    value: '#e8f5e9',
    group: 'colour',
    affects: 'background of a confirmation',
  },
  {
    name: '--mh-color-backdrop',
    value: 'rgb(0 0 0 / 60%)',
    group: 'colour',
    affects: 'the dimmed page behind dialogs and the slide-in menu',
  },
  {
    name: '--mh-color-footer-bg',
    value: '#1d1d1f',
    group: 'colour',
    affects: 'the footer’s background',
  },
  {
    name: '--mh-color-footer-text',
    value: '#f2f2f2',
    group: 'colour',
    affects: 'the footer’s text, links and headings',
  },
  {
    name: '--mh-color-footer-focus',
    value: '#ffbf47',
    group: 'colour',
    affects: 'the focus ring on the footer’s background',
  },
  // type
  {
    name: '--mh-font-body',
    value: "system-ui, -apple-system, 'Segoe UI', sans-serif",
    group: 'type',
    affects: 'every widget’s text',
  },
  {
    name: '--mh-font-heading',
    value: "Georgia, 'Times New Roman', serif",
    group: 'type',
    affects: 'dialog titles and headings',
  },
  {
    name: '--mh-text-small',
    value: '14px',
    group: 'type',
    affects: 'hints, errors, notes, quick-menu links, legal links',
  },
  { name: '--mh-text-body', value: '16px', group: 'type', affects: 'body text of every widget' },
  {
    name: '--mh-text-heading',
    value: '20px',
    group: 'type',
    affects: 'section headings and dialog sub-headings',
  },
  { name: '--mh-text-title', value: '24px', group: 'type', affects: 'dialog titles' },
  // focus
  { name: '--mh-focus', value: '#1a5fb4', group: 'focus', affects: 'colour of every focus ring' },
  { name: '--mh-focus-width', value: '2px', group: 'focus', affects: 'thickness of every focus ring' },
  // shape
  {
    name: '--mh-radius',
    value: '4px',
    group: 'shape',
    affects: 'corners of fields, buttons, the call to action and dialogs',
  },
  {
    name: '--mh-radius-large',
    value: '8px',
    group: 'shape',
    affects: 'corners of flyouts and the suggestion list',
  },
  // space
  {
    name: '--mh-space-gutter',
    value: '16px',
    group: 'space',
    affects: 'side padding of the header bar, the quick menu, the footer and the slide-in menu',
  },
  {
    name: '--mh-container-width',
    value: '1200px',
    group: 'space',
    affects:
      'width of the header’s and the footer’s content, centred (the gutter outside it): give the page’s own content the same box to share their left edge',
  },
  {
    name: '--mh-space-dialog',
    value: '24px',
    group: 'space',
    affects: 'padding inside dialogs (16px on phones)',
  },
  // layers
  { name: '--mh-z-header', value: '800', group: 'layer', affects: 'the header bar above the page' },
  {
    name: '--mh-z-overlay',
    value: '900',
    group: 'layer',
    affects: 'the slide-in menu and its overlay',
  },
  {
    name: '--mh-z-dialog',
    value: '1000',
    group: 'layer',
    affects: 'the account dialog and the interstitial ad (the checkout dialog keeps 300051)',
  },
  {
    name: '--mh-offset-top',
    value: '0px',
    group: 'space',
    affects:
      'height of a fixed bar of the page’s own at the top: the sticky header, the slide-in menu and dialogs stay below it',
  },
] as const satisfies readonly Token[];

export type TokenName = (typeof tokens)[number]['name'];

/** A contrasting theme: light text on dark surfaces, every text pair at 4.5:1 or more. */
export const darkTheme: Readonly<Record<TokenName, string>> = {
  ...(Object.fromEntries(tokens.map((token) => [token.name, token.value])) as Record<TokenName, string>),
  '--mh-color-text': '#f2f2f2',
  '--mh-color-surface': '#1d1d1f',
  '--mh-color-surface-muted': '#2c2c2e',
  '--mh-color-muted': '#b8b8bd',
  '--mh-color-border': '#8e8e93',
  '--mh-color-rule': '#3a3a3c',
  '--mh-color-hover': '#2c2c2e',
  '--mh-color-accent': '#ff8a80',
  '--mh-color-accent-hover': '#ffb4ab',
  '--mh-color-on-accent': '#1d1d1f',
  '--mh-color-link': '#8ab4f8',
  '--mh-color-disabled': '#a8635e',
  '--mh-color-error': '#f2b8b5',
  '--mh-color-error-bg': '#3b1a19',
  '--mh-color-success': '#81c995',
  '--mh-color-success-bg': '#10291a',
  '--mh-color-backdrop': 'rgb(0 0 0 / 75%)',
  '--mh-color-footer-bg': '#000000',
  '--mh-color-footer-text': '#f2f2f2',
  '--mh-color-footer-focus': '#ffbf47',
  '--mh-focus': '#8ab4f8',
};

/** The default theme, as a map like `darkTheme`. */
export const defaultTheme: Readonly<Record<TokenName, string>> = Object.fromEntries(
  tokens.map((token) => [token.name, token.value]),
) as Record<TokenName, string>;
