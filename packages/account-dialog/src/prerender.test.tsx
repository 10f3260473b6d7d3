import { describe, expect, it } from 'vitest';
import { mastheadStore } from '@masthead/store/vanilla';
import { prerender } from './prerender.tsx';

describe("the account dialog's prerendered first view", () => {
  const view = () => {
    const host = document.createElement('div');
    host.innerHTML = prerender();
    return host;
  };

  it('is the sign-in view a page opening the dialog at load shows: a named modal dialog, its fields enabled', () => {
    const host = view();
    const dialog = host.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    const title = host.querySelector(`#${CSS.escape(dialog?.getAttribute('aria-labelledby') ?? '')}`);
    expect(title?.textContent).toBe('Sign In');
    const labels = [...host.querySelectorAll('label')].map((label) => [
      label.textContent,
      host.querySelector<HTMLInputElement>(`#${CSS.escape(label.htmlFor)}`)?.name,
    ]);
    expect(labels).toEqual([
      ['Email', 'emailAddress'],
      ['Password', 'password'],
    ]);
    for (const input of host.querySelectorAll('input')) expect(input.disabled).toBe(false);
    // The page opened it: its first field has focus, as in the mounted dialog.
    expect(host.querySelector('input[name="emailAddress"]')?.hasAttribute('autofocus')).toBe(true);
    expect(
      [...host.querySelectorAll('button')].map(
        (button) =>
          `${button.textContent || button.getAttribute('aria-label')}${button.disabled ? ' (disabled)' : ''}`,
      ),
    ).toEqual([
      'Close',
      'Create an account',
      'Show password',
      'Forgot your password',
      'Sign In (disabled)',
      'Sign in with a passkey',
    ]);
  });

  it("carries ids of its own, never the mounted dialog's, and leaves the store as it was", () => {
    const ids = [...view().querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toContain('masthead-account-prerendered-');
    expect(mastheadStore.getState().dialog).toBeNull();
  });
});
