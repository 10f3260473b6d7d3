/**
 * Inline styles for what the early dialog draws itself. An early view has no stylesheet of
 * the loader's (it runs before any is linked, and the core that would link one may never
 * come), so what it adds (the busy spinner, the 'unavailable' message) is styled on the
 * element, with `!important` so neither the reset under a scope root nor the page's rules
 * win over it.
 */

/** `styles` on `element` with `!important`: over the reset under a scope root and the page's rules. */
export function setStyles(element: HTMLElement, styles: Record<string, string>): void {
  for (const [name, value] of Object.entries(styles)) element.style.setProperty(name, value, 'important');
}

/**
 * The message's look where there is no early view to take it from: the Modal's panel and the
 * loader's message's buttons (modal.module.css, dialog-unavailable.module.css), with the same
 * `--mh-*` tokens, so a brand's theme applies to it too.
 */
export const ownLook = {
  backdrop: {
    position: 'fixed',
    inset: '0',
    display: 'flex',
    'align-items': 'center',
    'justify-content': 'center',
    padding: '16px',
    background: 'var(--mh-color-backdrop, rgb(0 0 0 / 60%))',
  },
  panel: {
    'box-sizing': 'border-box',
    width: '100%',
    'max-width': '480px',
    padding: 'var(--mh-space-dialog, 24px)',
    'border-radius': 'var(--mh-radius, 4px)',
    background: 'var(--mh-color-surface, #ffffff)',
    color: 'var(--mh-color-text, #1a1a1a)',
    'font-family': "var(--mh-font-body, system-ui, -apple-system, 'Segoe UI', sans-serif)",
    'font-size': 'var(--mh-text-body, 16px)',
    'line-height': '1.5',
    'box-shadow': '0 16px 48px rgb(0 0 0 / 0.3)',
  },
  title: { margin: '0 0 8px', 'font-size': '24px', 'font-weight': '700', 'line-height': '1.25' },
  message: { margin: '0' },
  button: {
    'min-height': '44px',
    padding: '0 24px',
    border: '1px solid var(--mh-color-accent, #a4161a)',
    'border-radius': 'var(--mh-radius, 4px)',
    background: 'var(--mh-color-accent, #a4161a)',
    color: 'var(--mh-color-on-accent, #ffffff)',
    font: 'inherit',
    'font-weight': '600',
    cursor: 'pointer',
  },
  secondary: { 'border-color': 'currentColor', background: 'transparent', color: 'inherit' },
} satisfies Record<string, Record<string, string>>;
