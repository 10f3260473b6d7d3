import { closeDialog, mastheadStore, openAccountDialog, resetMastheadStore } from '@masthead/store/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarlyCore } from './early-core.ts';
import { tellWhenCoreDown } from './standalone-message.ts';

/**
 * A core that is down until `bringBack`, whose retries answer as `retry` says; with `keeps`,
 * in a browser that keeps a failed module request: a retry fails without asking for it.
 */
function downCore(retry: () => Promise<boolean>, keeps = false) {
  let failed = true;
  let tried = false;
  const listeners = new Set<() => void>();
  const core: EarlyCore = {
    failed: () => failed,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retry: vi.fn(() => {
      tried = true;
      return retry();
    }),
    kept: () => keeps && tried,
    reload: vi.fn(),
  };
  const bringBack = () => {
    failed = false;
    for (const listener of listeners) listener();
  };
  return { core, bringBack };
}

const message = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const button = (name: string) =>
  Array.from(message()?.querySelectorAll('button') ?? []).find((found) => found.textContent === name);

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  resetMastheadStore();
  document.body.replaceChildren();
});

describe("the loader's message with its core down", () => {
  it('answers a dialog asked for with the message, focus on Try again, and back on the opener when closed', () => {
    const opener = document.createElement('button');
    opener.textContent = 'Sign In';
    const main = document.createElement('main');
    main.append(opener);
    document.body.append(main);
    opener.focus();
    stop = tellWhenCoreDown(document, downCore(async () => false).core);
    expect(message()).toBeNull();

    openAccountDialog();
    const shown = message();
    expect(shown?.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(shown?.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Sign In');
    expect(document.getElementById(shown?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Sign in is unavailable right now. Please try again.',
    );
    expect(document.activeElement).toBe(button('Try again'));

    // Escape closes the dialog; focus goes back to the opener.
    shown?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(mastheadStore.getState().dialog).toBeNull();
    expect(message()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('says so again when a retry fails, and leaves once the core has come', async () => {
    const { core, bringBack } = downCore(async () => false);
    stop = tellWhenCoreDown(document, core);
    openAccountDialog();
    button('Try again')?.click();
    expect(button('Trying again…')).toBeDefined();
    await vi.waitFor(() => expect(button('Try again')).toBeDefined());
    expect(core.retry).toHaveBeenCalledOnce();

    bringBack();
    expect(message()).toBeNull();
    // The dialog is still asked for: the core now opens it.
    expect(mastheadStore.getState().dialog?.kind).toBe('account');
  });

  it('asks for a reload once a retry failed without the browser asking for the core', async () => {
    const { core } = downCore(async () => false, true);
    stop = tellWhenCoreDown(document, core);
    openAccountDialog();
    const description = () =>
      document.getElementById(message()?.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(description()).toBe('Sign in is unavailable right now. Please try again.');
    button('Try again')?.click();
    await vi.waitFor(() => expect(button('Reload page')).toBeDefined());
    expect(description()).toBe('Sign in is unavailable right now. Please reload the page.');
    expect(document.activeElement).toBe(button('Reload page'));
    expect(button('Try again')).toBeUndefined();
    // The focus did not move: a screen reader hears the change from the status.
    expect(message()?.querySelector('[role="status"]')?.textContent).toBe(
      'Sign in is unavailable right now. Please reload the page.',
    );

    button('Reload page')?.click();
    expect(core.reload).toHaveBeenCalledOnce();
    // No attempt that cannot work.
    expect(core.retry).toHaveBeenCalledOnce();
    // Close still closes.
    button('Close')?.click();
    expect(message()).toBeNull();
    expect(mastheadStore.getState().dialog).toBeNull();
  });

  it('leaves an early view to tell the reader itself, and says nothing while the core is fine', () => {
    const early = document.createElement('div');
    early.setAttribute('data-masthead-dialog', 'account');
    early.setAttribute('data-masthead-prerendered', '');
    document.body.append(early);
    stop = tellWhenCoreDown(document, downCore(async () => false).core);
    openAccountDialog();
    expect(message()).toBeNull();
    closeDialog();
    early.remove();

    stop();
    const { core, bringBack } = downCore(async () => true);
    bringBack();
    stop = tellWhenCoreDown(document, core);
    openAccountDialog();
    expect(message()).toBeNull();
  });
});
