import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMasthead } from '@masthead/store';
import { openAccountDialog, resetMastheadStore, signIn } from '@masthead/store/vanilla';
import type { WidgetModule } from '@masthead/federation/contract';
import { watchDialogs } from './dialogs.ts';
import type { LoadExpose } from './federation.ts';

afterEach(() => {
  document.body.replaceChildren();
  resetMastheadStore();
  vi.useRealTimers();
});

const table = { account: { remote: 'account-dialog', expose: './AccountDialog' } } as const;

/** The first view as the remote ships it: React's static render, camel-cased attributes and all. */
const firstViewMarkup =
  '<div data-masthead-scope="" class="backdrop"><div role="dialog" aria-modal="true" aria-labelledby="t" tabindex="-1">' +
  '<button type="button" aria-label="Close"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M6 5z"></path></svg></button>' +
  '<h2 id="t">Sign In</h2><form noValidate="" action="#">' +
  '<label for="e">Email</label><input autofocus="" id="e" type="email" autoComplete="username" aria-required="true" name="emailAddress" value=""/>' +
  '<label for="p">Password</label><input id="p" type="password" aria-required="true" name="password" value=""/>' +
  '<button type="submit" disabled="">Sign In</button></form></div></div>';

/** A labelled field of the dialog's own render, as the first view's markup has it. */
function Field({ id, label, type, name }: { id: string; label: string; type: string; name: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} name={name} value={value} onChange={(e) => setValue(e.target.value)} />
    </>
  );
}

/** The dialog's own render of the same view (the same markup inside its panel), while the store asks for it. */
function AccountDialog() {
  const open = useMasthead((state) => state.dialog?.kind === 'account');
  if (!open) return null;
  return (
    <div role="dialog" aria-modal="true" aria-labelledby="m" tabIndex={-1}>
      <button type="button" aria-label="Close">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 5z" />
        </svg>
      </button>
      <h2 id="m">Sign In</h2>
      <form noValidate>
        <Field id="me" label="Email" type="email" name="emailAddress" />
        <Field id="mp" label="Password" type="password" name="password" />
        <button type="submit">Sign In</button>
      </form>
    </div>
  );
}

/** A load that stays pending until the test lets the code in. */
function heldLoad() {
  let letIn: () => void = () => undefined;
  const arrived = new Promise<WidgetModule>((resolve) => {
    letIn = () => resolve({ default: AccountDialog as WidgetModule['default'] });
  });
  const load = vi.fn<LoadExpose>(() => arrived);
  return { load, letIn };
}

const dialogs = () => screen.queryAllByRole('dialog', { name: 'Sign In' });

describe("a dialog's first view at its first open", () => {
  it('is shown while the code loads, focused on Close, and the code takes over what was typed', async () => {
    const user = userEvent.setup();
    const { load, letIn } = heldLoad();
    const firstView = vi.fn(async () => firstViewMarkup);
    const stop = watchDialogs(document, Promise.resolve(load), table, undefined, firstView);
    act(() => openAccountDialog());
    const early = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(firstView).toHaveBeenCalledWith('account');
    // The reader opened it: focus starts on Close, as the Modal's does.
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(early.closest('[data-masthead-prerendered]')).not.toBeNull();
    await user.type(email, 'reader@example.com');
    // The code was held for the view, and then asked for.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // Outside act: the dialog renders at once (flushSync), as in a browser, and takes over then.
    letIn();
    await waitFor(() => expect(document.querySelector('[data-masthead-prerendered]')).toBeNull());
    expect(dialogs()).toHaveLength(1);
    const mounted = screen.getByRole('textbox', { name: 'Email' });
    expect(mounted).toHaveValue('reader@example.com');
    expect(mounted).toHaveFocus();
    stop();
  });

  it('closes on Escape before the code is in, and the code then opens nothing', async () => {
    const user = userEvent.setup();
    const { load, letIn } = heldLoad();
    const stop = watchDialogs(document, Promise.resolve(load), table, undefined, async () => firstViewMarkup);
    act(() => openAccountDialog());
    await screen.findByRole('dialog', { name: 'Sign In' });
    await user.keyboard('{Escape}');
    expect(dialogs()).toHaveLength(0);
    await act(async () => letIn());
    expect(dialogs()).toHaveLength(0);
    stop();
  });

  it('is not fetched for what it does not show: another view, a paywall, a signed-in reader', async () => {
    const firstView = vi.fn(async () => firstViewMarkup);
    const load = vi.fn<LoadExpose>(async () => ({ default: AccountDialog as WidgetModule['default'] }));
    const stop = watchDialogs(document, Promise.resolve(load), table, undefined, firstView);
    act(() => openAccountDialog({ view: 'register' }));
    await waitFor(() => expect(load).toHaveBeenCalled());
    stop();
    document.body.replaceChildren();
    const again = watchDialogs(document, Promise.resolve(load), table, undefined, firstView);
    act(() => openAccountDialog({ fromPaywall: true, customText: 'Sign in to keep reading.' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    again();
    document.body.replaceChildren();
    act(() => signIn({ user: { firstName: 'Ada', lastName: 'Lovelace' } } as Parameters<typeof signIn>[0]));
    const signedIn = watchDialogs(document, Promise.resolve(load), table, undefined, firstView);
    act(() => openAccountDialog());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    signedIn();
    expect(firstView).not.toHaveBeenCalled();
  });

  it('is not shown once the code has rendered, nor over the message that the code could not load', async () => {
    let viewArrives: (markup: string) => void = () => undefined;
    const late = () => new Promise<string>((resolve) => (viewArrives = resolve));
    const load = vi.fn<LoadExpose>(async () => ({ default: AccountDialog as WidgetModule['default'] }));
    const stop = watchDialogs(document, Promise.resolve(load), table, undefined, late);
    act(() => openAccountDialog());
    // The view is slow: the code is asked for at the latest half a second after the open.
    await waitFor(() => expect(load).toHaveBeenCalled(), { timeout: 2000 });
    await screen.findByRole('dialog', { name: 'Sign In' });
    await act(async () => viewArrives(firstViewMarkup));
    expect(dialogs()).toHaveLength(1);
    expect(document.querySelector('[data-masthead-prerendered]')).toBeNull();
    stop();

    document.body.replaceChildren();
    resetMastheadStore();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = vi.fn<LoadExpose>(() => Promise.reject(new Error('down')));
    const again = watchDialogs(document, Promise.resolve(failing), table, undefined, late);
    act(() => openAccountDialog());
    await waitFor(() => expect(error).toHaveBeenCalled(), { timeout: 2000 });
    await act(async () => viewArrives(firstViewMarkup));
    expect(document.querySelector('[data-masthead-prerendered]')).toBeNull();
    again();
    error.mockRestore();
  });
});
