import { mastheadStore, openAccountDialog, resetMastheadStore } from '@masthead/store/vanilla';
import { useState } from 'react';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyDialog, runEarlyDialogs, takeOverEarlyDialog, type EarlyCore } from './early-dialog/index.ts';
import { watchPresses } from './common/press.ts';
import { mountWidget } from './core/mount.tsx';

afterEach(() => {
  document.body.replaceChildren();
  resetMastheadStore();
  sessionStorage.clear();
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

/**
 * A page the server put the dialog's first view in, with the dialog opened (as the loader does),
 * its email field focused (its `autofocus`); `core`, the loader's core as the view sees it.
 */
function page(core?: EarlyCore) {
  document.body.innerHTML = `<main>Article</main><div data-masthead-dialog="account" data-masthead-prerendered>${view()}</div>`;
  document.querySelector<HTMLInputElement>('[name="emailAddress"]')!.focus();
  openAccountDialog();
  runEarlyDialogs(document, core);
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

/** A core that cannot load, in a browser that keeps the failure: only a reload can bring it. */
const keptDown = (): EarlyCore => ({
  failed: () => true,
  subscribe: () => () => undefined,
  retry: () => Promise.resolve(false),
  kept: () => true,
  reload: vi.fn(),
});

/** The reader types, presses Sign In, is asked for a reload and presses Reload page. */
function reloadAsked(email: string) {
  const core = keptDown();
  const { field, submit } = page(core);
  type(field('emailAddress'), email);
  type(field('password'), 'secret-password');
  submit.click();
  const reload = Array.from(document.querySelectorAll('[role="alertdialog"] button')).find(
    (button) => button.textContent === 'Reload page',
  ) as HTMLButtonElement;
  reload.click();
  expect(core.reload).toHaveBeenCalledOnce();
  // The page loads again: a new document with the server's first view.
  document.body.replaceChildren();
  resetMastheadStore();
}

describe('what was typed across the reload the message asks for', () => {
  it('is back in the first view, focus on the field left to fill; the password is never kept', () => {
    reloadAsked('reader@example.com');
    const note = sessionStorage.getItem('masthead-early-typed-account');
    expect(note).toContain('reader@example.com');
    expect(note).not.toContain('secret-password');
    const { field, submit } = page();
    expect(field('emailAddress').value).toBe('reader@example.com');
    expect(field('password').value).toBe('');
    expect(document.activeElement).toBe(field('password'));
    expect(submit.disabled).toBe(true);
    type(field('password'), 'secret-password');
    expect(submit.disabled).toBe(false);
  });

  it('comes back once: a later load of the page starts afresh', () => {
    reloadAsked('reader@example.com');
    page();
    document.body.replaceChildren();
    resetMastheadStore();
    const { field } = page();
    expect(field('emailAddress').value).toBe('');
    expect(document.activeElement).toBe(field('emailAddress'));
  });

  it('counts an email the browser put back itself (Firefox restores a form on a reload): focus on the password', () => {
    reloadAsked('reader@example.com');
    document.body.innerHTML = `<div data-masthead-dialog="account" data-masthead-prerendered>${view()}</div>`;
    const email = document.querySelector<HTMLInputElement>('[name="emailAddress"]')!;
    email.value = 'reader@example.com';
    email.focus();
    openAccountDialog();
    runEarlyDialogs(document);
    expect(email.value).toBe('reader@example.com');
    expect(document.activeElement).toBe(document.querySelector('[name="password"]'));
  });

  it('does not overwrite what the reader typed before the loader ran, nor move their focus', () => {
    reloadAsked('reader@example.com');
    document.body.innerHTML = `<div data-masthead-dialog="account" data-masthead-prerendered>${view()}</div>`;
    const email = document.querySelector<HTMLInputElement>('[name="emailAddress"]')!;
    email.value = 'other@example.com';
    const create = Array.from(document.querySelectorAll('button')).find(
      (b) => b.textContent === 'Create an account',
    )!;
    create.focus();
    openAccountDialog();
    runEarlyDialogs(document);
    expect(email.value).toBe('other@example.com');
    expect(document.activeElement).toBe(create);
  });

  it('is not put back after ten minutes, on another page, or from a note it did not write', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    reloadAsked('reader@example.com');
    vi.advanceTimersByTime(10 * 60_000);
    expect(page().field('emailAddress').value).toBe('');

    reloadAsked('reader@example.com');
    const note = sessionStorage.getItem('masthead-early-typed-account')!;
    sessionStorage.setItem(
      'masthead-early-typed-account',
      JSON.stringify({ ...JSON.parse(note), page: '/another-page' }),
    );
    expect(page().field('emailAddress').value).toBe('');

    for (const written of [
      '{not json',
      'null',
      '"text"',
      JSON.stringify({ page: location.pathname, at: Date.now() }),
    ]) {
      document.body.replaceChildren();
      resetMastheadStore();
      sessionStorage.setItem('masthead-early-typed-account', written);
      expect(page().field('emailAddress').value).toBe('');
      expect(sessionStorage.getItem('masthead-early-typed-account')).toBeNull();
    }
  });
});
