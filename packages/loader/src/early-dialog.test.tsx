import { mastheadStore, openAccountDialog, resetMastheadStore } from '@masthead/store/vanilla';
import { useState } from 'react';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyDialog, runEarlyDialogs, takeOverEarlyDialog } from './common/early-dialog.ts';
import { watchPresses } from './common/press.ts';
import { mountWidget } from './core/mount.tsx';

afterEach(() => {
  document.body.replaceChildren();
  resetMastheadStore();
  vi.useRealTimers();
});

/** The sign-in view's markup, as the dialog's first view and its mounted render share it. */
const view = (title = 'Sign In') => `
  <div role="dialog" aria-modal="true" aria-labelledby="t">
    <button type="button" aria-label="Close">×</button>
    <h2 id="t">${title}</h2>
    <form>
      <label>Email <input name="emailAddress" type="email" aria-required="true" value="" /></label>
      <label>Password <input name="password" type="password" aria-required="true" value="" /></label>
      <label><input name="remember" type="checkbox" /> Remember me</label>
      <button type="button">Create an account</button>
      <button type="submit" disabled>Sign In</button>
    </form>
  </div>`;

/** A page the server put the dialog's first view in, with the dialog opened (as the loader does). */
function page() {
  document.body.innerHTML = `<main>Article</main><div data-masthead-dialog="account" data-masthead-prerendered>${view()}</div>`;
  openAccountDialog();
  runEarlyDialogs(document);
  const early = earlyDialog(document, 'account')!;
  const field = (name: string) => early.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  const submit = early.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  return { early, field, submit };
}

const type = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

/** The mounted dialog: a controlled form with the same markup, as React renders it. */
function MountedDialog({
  onSubmit,
  onCreate,
}: {
  onSubmit: (values: string[]) => void;
  onCreate: () => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  return (
    <div role="dialog" aria-modal="true" aria-labelledby="m">
      <button type="button" aria-label="Close">
        ×
      </button>
      <h2 id="m">Sign In</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit([email, password, String(remember)]);
        }}
      >
        <label>
          Email{' '}
          <input name="emailAddress" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          Password{' '}
          <input
            name="password"
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <label>
          <input
            name="remember"
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />{' '}
          Remember me
        </label>
        <button type="button" onClick={onCreate}>
          Create an account
        </button>
        <button type="submit" disabled={!email.trim() || !password}>
          Sign In
        </button>
      </form>
    </div>
  );
}

function mount(props: { onSubmit: (values: string[]) => void; onCreate: () => void }) {
  const host = document.createElement('div');
  document.body.append(host);
  act(() => mountWidget(host, () => <MountedDialog {...props} />, 'account-dialog').render({}));
  return host;
}

describe("a dialog's first view before its code", () => {
  it('enables its submit button once every required field is filled, as the mounted form does', () => {
    const { field, submit } = page();
    expect(submit.disabled).toBe(true);
    type(field('emailAddress'), '   ');
    type(field('password'), 'x');
    expect(submit.disabled).toBe(true);
    type(field('emailAddress'), 'reader@example.com');
    expect(submit.disabled).toBe(false);
  });

  it('keeps a submit: nothing is sent, the page stays', () => {
    const { early, field, submit } = page();
    type(field('emailAddress'), 'reader@example.com');
    type(field('password'), 'secret');
    const sent = vi.fn();
    document.addEventListener('submit', (event) => sent(event.defaultPrevented));
    submit.click();
    expect(sent).toHaveBeenCalledWith(true);
    expect(early.isConnected).toBe(true);
  });

  it('closes on Escape and on its close button: the store asks for no dialog and the view leaves', () => {
    const { early } = page();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(mastheadStore.getState().dialog).toBeNull();
    expect(early.isConnected).toBe(false);

    const again = page();
    again.early.querySelector<HTMLButtonElement>('[aria-label="Close"]')!.click();
    expect(mastheadStore.getState().dialog).toBeNull();
    expect(again.early.isConnected).toBe(false);
  });

  it('keeps the page behind from scrolling until it leaves, then gives the page its own overflow back', () => {
    document.body.style.overflow = 'auto';
    const { early } = page();
    expect(document.body.style.overflow).toBe('hidden');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(early.isConnected).toBe(false);
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('leaves the page when the page asks for no dialog, or for another', () => {
    document.body.innerHTML = `<div data-masthead-dialog="account" data-masthead-prerendered>${view()}</div>`;
    runEarlyDialogs(document);
    expect(earlyDialog(document, 'account')).toBeNull();
  });
});

describe('the dialog taking over from its first view', () => {
  it('takes what was typed, the ticked box, the focus and the caret, and the view leaves', () => {
    const { early, field } = page();
    type(field('emailAddress'), 'reader@example.com');
    type(field('password'), 'secret');
    field('remember').click();
    field('password').focus();
    field('password').setSelectionRange(2, 4);
    const onSubmit = vi.fn();
    const host = mount({ onSubmit, onCreate: vi.fn() });
    takeOverEarlyDialog(document, 'account');
    expect(early.isConnected).toBe(false);
    const mounted = (name: string) => host.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    expect(mounted('emailAddress').value).toBe('reader@example.com');
    expect(mounted('password').value).toBe('secret');
    expect(mounted('remember').checked).toBe(true);
    expect(document.activeElement).toBe(mounted('password'));
    expect([mounted('password').selectionStart, mounted('password').selectionEnd]).toEqual([2, 4]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('makes a kept submit and a kept click once, on the mounted form, a task later', () => {
    vi.useFakeTimers();
    const { field, submit, early } = page();
    type(field('emailAddress'), 'reader@example.com');
    type(field('password'), 'secret');
    early.querySelector<HTMLButtonElement>('button[type="button"]:not([aria-label])')!.click();
    submit.click();
    submit.click();
    const onSubmit = vi.fn();
    const onCreate = vi.fn();
    mount({ onSubmit, onCreate });
    takeOverEarlyDialog(document, 'account');
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => {
      vi.runAllTimers();
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(['reader@example.com', 'secret', 'false']);
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('has a press begun on the first view and released on the mounted dialog click its button, once', () => {
    vi.useFakeTimers();
    const stop = watchPresses(document);
    const { early } = page();
    const create = early.querySelector('button[type="button"]:not([aria-label])')!;
    create.dispatchEvent(
      new PointerEvent('pointerdown', { bubbles: true, isPrimary: true, button: 0, pointerType: 'mouse' }),
    );
    const onCreate = vi.fn();
    const host = mount({ onSubmit: vi.fn(), onCreate });
    takeOverEarlyDialog(document, 'account');
    expect(create.isConnected).toBe(false);
    const twin = host.querySelector('button[type="button"]:not([aria-label])')!;
    twin.dispatchEvent(
      new PointerEvent('pointerup', { bubbles: true, isPrimary: true, button: 0, pointerType: 'mouse' }),
    );
    act(() => {
      vi.runAllTimers();
    });
    expect(onCreate).toHaveBeenCalledTimes(1);
    stop();
  });

  it('moves nothing into a dialog showing another view, and the first view still leaves', () => {
    const { early, field } = page();
    type(field('emailAddress'), 'reader@example.com');
    const other = document.createElement('div');
    other.innerHTML = view('Create an account');
    document.body.append(other);
    takeOverEarlyDialog(document, 'account');
    expect(early.isConnected).toBe(false);
    expect(other.querySelector<HTMLInputElement>('[name="emailAddress"]')!.value).toBe('');
  });
});
