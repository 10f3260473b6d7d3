import { mastheadStore, resetMastheadStore } from '@masthead/store/vanilla';
import { focusOpenerPlace, placeOf } from '@masthead/ui-kit/opener-place';
import { useState } from 'react';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountWidget } from './core/mount.tsx';
import {
  followReaderInMarkup,
  mountedAttribute,
  openFromFallbacks,
  retireWaitingButtons,
} from './common/prerendered.ts';
import { watchPresses } from './common/press.ts';
import { replacementPlace } from './core/carry-over.ts';

afterEach(() => {
  document.body.replaceChildren();
  resetMastheadStore();
});

/** Sign In buttons: in the header's fallback, in its mounted render, and on the page itself. */
function page() {
  document.body.innerHTML = `
    <masthead-header>
      <div><button data-masthead-opens="account"><span>Sign In</span></button></div>
    </masthead-header>
    <masthead-footer><div ${mountedAttribute}><button data-masthead-opens="account">Sign in</button></div></masthead-footer>
    <button data-masthead-opens="account" id="paywall">Sign in to read on</button>
    <masthead-header><button data-masthead-opens="checkout">Subscribe</button></masthead-header>`;
  const [fallback, mounted, , checkout] = document.querySelectorAll('button');
  return {
    fallback: fallback!,
    mounted: mounted!,
    paywall: document.getElementById('paywall')!,
    checkout: checkout!,
  };
}

describe("an opener in a widget's fallback (prerendered markup)", () => {
  it('opens the account dialog at its sign-in view when clicked, before the widget has mounted', () => {
    const stop = openFromFallbacks(document);
    const { fallback } = page();
    fallback.querySelector('span')!.click();
    expect(mastheadStore.getState().dialog).toMatchObject({ kind: 'account', view: 'sign-in' });
    stop();
  });

  it("leaves the widget's own openers, the page's and checkout openers to their own handlers", () => {
    const stop = openFromFallbacks(document);
    const { mounted, paywall, checkout } = page();
    mounted.click();
    paywall.click();
    checkout.click();
    expect(mastheadStore.getState().dialog).toBeNull();
    stop();
  });

  it('does nothing for a click a page script has handled, or once cleaned up', () => {
    const stop = openFromFallbacks(document);
    const { fallback } = page();
    fallback.addEventListener('click', (event) => event.preventDefault());
    fallback.click();
    expect(mastheadStore.getState().dialog).toBeNull();
    stop();
    const again = page().fallback;
    again.click();
    expect(mastheadStore.getState().dialog).toBeNull();
  });
});

describe("the footer's prerendered markup, in its custom element or in an ordinary element that places it", () => {
  const footerMarkup =
    '<footer><ul><li><a href="/careers">Careers</a></li><li><a href="/my-library" data-masthead-opens="account">My Library</a></li></ul></footer>';

  for (const placement of [
    `<masthead-footer data-masthead-prerendered>${footerMarkup}</masthead-footer>`,
    `<div data-masthead-widget="footer" data-masthead-prerendered>${footerMarkup}</div>`,
  ])
    it(`opens the account dialog from an account link and leaves a plain link to the browser: ${placement.slice(0, 40)}…`, () => {
      const stop = openFromFallbacks(document);
      document.body.innerHTML = placement;
      const click = (name: string) => {
        const event = new MouseEvent('click', { bubbles: true, cancelable: true });
        [...document.querySelectorAll('a')].find((link) => link.textContent === name)!.dispatchEvent(event);
        return event;
      };
      expect(click('Careers').defaultPrevented).toBe(false);
      expect(mastheadStore.getState().dialog).toBeNull();
      expect(click('My Library').defaultPrevented).toBe(true);
      expect(mastheadStore.getState().dialog).toMatchObject({ kind: 'account', view: 'sign-in' });
      stop();
    });

  it('leaves an account link to the browser for a reader signed in already', () => {
    const stop = openFromFallbacks(document);
    document.body.innerHTML = `<masthead-footer data-masthead-prerendered>${footerMarkup}</masthead-footer>`;
    mastheadStore.setState({ status: 'authenticated' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a[data-masthead-opens]')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(mastheadStore.getState().dialog).toBeNull();
    stop();
  });

  it('says its account links open a dialog only while the reader is anonymous', () => {
    document.body.innerHTML = `<masthead-footer data-masthead-prerendered>${footerMarkup.replace(
      'data-masthead-opens',
      'aria-haspopup="dialog" data-masthead-opens',
    )}<div ${mountedAttribute}><a href="/orders" aria-haspopup="dialog" data-masthead-opens="account">Orders</a></div></masthead-footer>`;
    const stop = followReaderInMarkup(document);
    const [library, orders] = [...document.querySelectorAll('a[data-masthead-opens]')];
    expect(library!.getAttribute('aria-haspopup')).toBe('dialog');
    mastheadStore.setState({ status: 'authenticated' });
    expect(library!.hasAttribute('aria-haspopup')).toBe(false);
    // The widget's own render says it itself.
    expect(orders!.getAttribute('aria-haspopup')).toBe('dialog');
    mastheadStore.setState({ status: 'anonymous' });
    expect(library!.getAttribute('aria-haspopup')).toBe('dialog');
    stop();
    mastheadStore.setState({ status: 'authenticated' });
    expect(library!.getAttribute('aria-haspopup')).toBe('dialog');
  });

  function Footer() {
    return (
      <footer>
        <ul>
          <li>
            <a href="/careers">Careers</a>
          </li>
          <li>
            <a href="/my-library" data-masthead-opens="account">
              My Library
            </a>
          </li>
        </ul>
      </footer>
    );
  }

  it('keeps the focus of a reader who tabbed into one of its links on the same link once the footer mounts', () => {
    document.body.innerHTML = `<div data-masthead-widget="footer" data-masthead-prerendered>${footerMarkup}</div>`;
    const host = document.querySelector<HTMLElement>('[data-masthead-widget]')!;
    host.querySelectorAll('a')[1]!.focus();
    const widget = mountWidget(host, Footer as never, 'masthead-footer');
    act(() => {
      widget.render({});
    });
    expect(host.querySelectorAll('footer')).toHaveLength(1);
    expect(document.activeElement).toBe(host.querySelector(`[${mountedAttribute}] a[href="/my-library"]`));
    widget.unmount();
  });
});

describe('an opener in a fallback when the loader could not start', () => {
  /** The footer's fallback as a CMS writes it: an account link that opens the dialog. */
  function footer() {
    document.body.innerHTML = `
      <masthead-footer><a href="#my-library" data-masthead-opens="account">My Library</a></masthead-footer>
      <masthead-header><button data-masthead-opens="account">Sign In</button></masthead-header>`;
    return {
      link: document.querySelector<HTMLAnchorElement>('a')!,
      button: document.querySelector<HTMLButtonElement>('button')!,
    };
  }

  it('that is a link is followed, as HTML does: no dialog is asked for', () => {
    const stop = openFromFallbacks(document, () => true);
    const { link } = footer();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(mastheadStore.getState().dialog).toBeNull();
    stop();
  });

  it('that is a button asks for the dialog, which then says it is unavailable (dialogs.ts)', () => {
    const stop = openFromFallbacks(document, () => true);
    footer().button.click();
    expect(mastheadStore.getState().dialog).toMatchObject({ kind: 'account', view: 'sign-in' });
    stop();
  });

  it('that is a link opens the dialog while the loader is still starting', () => {
    const stop = openFromFallbacks(document, () => false);
    const { link } = footer();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(mastheadStore.getState().dialog).toMatchObject({ kind: 'account' });
    stop();
  });
});

/** A widget whose first render is the markup below: a search field and a menu button. */
function Bar({ onMenu }: { onMenu: () => void }) {
  const [term, setTerm] = useState('');
  return (
    <div>
      <input name="term" value={term} onChange={(event) => setTerm(event.target.value)} />
      <button type="button" onClick={onMenu}>
        Menu
      </button>
      <output>{term}</output>
    </div>
  );
}
const barMarkup =
  '<div><input name="term" value=""><button type="button">Menu</button><output></output></div>';

function prerenderedBar() {
  const host = document.createElement('masthead-header');
  host.setAttribute('data-masthead-prerendered', '');
  host.innerHTML = barMarkup;
  document.body.append(host);
  return {
    host,
    field: host.querySelector('input')!,
    menu: host.querySelector('button')!,
  };
}

describe("what a reader does in a widget's prerendered markup before its code is in", () => {
  it('moves across when the widget mounts: the typed text, the focus, and the last click, replayed once', async () => {
    const stop = openFromFallbacks(document);
    const { host, field, menu } = prerenderedBar();
    field.value = 'leadership';
    menu.focus();
    menu.click();
    const onMenu = vi.fn();
    vi.useFakeTimers();
    const widget = mountWidget(host, Bar as never, 'masthead-header');
    act(() => {
      widget.render({ onMenu });
    });
    expect(host.querySelectorAll('input')).toHaveLength(1);
    const mounted = host.querySelector(`[${mountedAttribute}]`)!;
    expect(mounted.querySelector('input')!.value).toBe('leadership');
    expect(mounted.querySelector('output')!.textContent).toBe('leadership');
    expect(document.activeElement).toBe(mounted.querySelector('button'));
    expect(onMenu).not.toHaveBeenCalled();
    act(() => {
      vi.runAllTimers();
    });
    expect(onMenu).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    widget.unmount();
    stop();
  });

  for (const priority of ['urgent', 'deferrable'] as const)
    it(`has a press on a button that the widget's render replaces before the release click the widget's button (${priority})`, async () => {
      const stop = watchPresses(document);
      const { host, menu } = prerenderedBar();
      menu.focus();
      menu.dispatchEvent(
        new PointerEvent('pointerdown', { bubbles: true, isPrimary: true, button: 0, pointerType: 'mouse' }),
      );
      const onMenu = vi.fn();
      const widget = mountWidget(host, Bar as never, 'masthead-header', undefined, priority);
      await act(async () => {
        widget.render({ onMenu });
      });
      expect(menu.isConnected).toBe(false);
      const twin = host.querySelector(`[${mountedAttribute}] button`)!;
      expect(document.activeElement).toBe(twin);
      vi.useFakeTimers();
      twin.dispatchEvent(
        new PointerEvent('pointerup', { bubbles: true, isPrimary: true, button: 0, pointerType: 'mouse' }),
      );
      act(() => {
        vi.runAllTimers();
      });
      expect(onMenu).toHaveBeenCalledTimes(1);
      vi.useRealTimers();
      widget.unmount();
      stop();
    });

  it("leaves a widget that mounts onto a different fallback (the CMS's own) untouched", () => {
    const host = cmsFallback('<header><a href="/">Home</a><button type="button">Menu</button></header>');
    expect(clickThenMount(host)).not.toHaveBeenCalled();
  });
});

describe("a fallback's opener that leaves the page while its dialog is open", () => {
  function SignInBar({ signedIn = false }: { signedIn?: boolean }) {
    return (
      <div>
        {signedIn ? (
          <button key="greeting" type="button">
            Hi, Dana
          </button>
        ) : (
          <button key="sign-in" type="button" data-masthead-opens="account">
            Sign In
          </button>
        )}
      </div>
    );
  }

  function openedFromFallback() {
    const host = document.createElement('masthead-header');
    host.setAttribute('data-masthead-prerendered', '');
    host.innerHTML = '<div><button type="button" data-masthead-opens="account">Sign In</button></div>';
    document.body.append(host);
    const opener = host.querySelector('button')!;
    const place = placeOf(opener)!;
    // The dialog has focus when the widget mounts, and loses it when it closes.
    const dialog = document.createElement('button');
    document.body.append(dialog);
    dialog.focus();
    const widget = mountWidget(host, SignInBar as never, 'masthead-header');
    act(() => {
      widget.render({});
    });
    expect(opener.isConnected).toBe(false);
    return { host, place, dialog, widget };
  }

  it("has focus go to the widget's twin, once focus has fallen to the body", () => {
    const { host, place, dialog, widget } = openedFromFallback();
    focusOpenerPlace(replacementPlace(place));
    expect(document.activeElement).toBe(dialog);
    dialog.remove();
    focusOpenerPlace(replacementPlace(place));
    expect(document.activeElement).toBe(host.querySelector(`[${mountedAttribute}] button`));
    widget.unmount();
  });

  /** `element`, focused, inside an open modal dialog in its place: returns the dialog. */
  function inModalDialog(element: HTMLElement) {
    const panel = document.createElement('div');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('data-state', 'open');
    element.replaceWith(panel);
    panel.append(element);
    element.focus();
    return panel;
  }

  it('has focus go to the twin while it is still inside the dialog, fading out as it closes', () => {
    const { host, place, dialog, widget } = openedFromFallback();
    // A confirmation the dialog had moved focus to, in a modal dialog that is closing.
    const panel = inModalDialog(dialog);
    focusOpenerPlace(replacementPlace(place));
    expect(document.activeElement).toBe(dialog);
    panel.setAttribute('data-state', 'closed');
    focusOpenerPlace(replacementPlace(place));
    expect(document.activeElement).toBe(host.querySelector(`[${mountedAttribute}] button`));
    panel.remove();
    widget.unmount();
  });

  it('has focus go to the twin once the dialog that held it has left, a frame or more later', async () => {
    const { host, place, dialog, widget } = openedFromFallback();
    const panel = inModalDialog(dialog);
    // Asked while the closing dialog's render has not caught up: it still holds focus.
    focusOpenerPlace(replacementPlace(place));
    expect(document.activeElement).toBe(dialog);
    panel.remove();
    const twin = host.querySelector(`[${mountedAttribute}] button`);
    await waitFor(() => expect(document.activeElement).toBe(twin));
    widget.unmount();
  });

  it('has focus go to the twin once the page behind the dialog is no longer inert', async () => {
    const { host, place, dialog, widget } = openedFromFallback();
    dialog.remove();
    // The dialog let focus go a moment before it released the page behind it.
    host.setAttribute('inert', '');
    focusOpenerPlace(replacementPlace(place));
    expect(document.activeElement).toBe(document.body);
    host.removeAttribute('inert');
    const twin = host.querySelector(`[${mountedAttribute}] button`);
    await waitFor(() => expect(document.activeElement).toBe(twin));
    widget.unmount();
  });

  it("has focus go to what took the twin's place when the twin left too (signed in meanwhile)", () => {
    const { host, place, dialog, widget } = openedFromFallback();
    act(() => {
      widget.render({ signedIn: true });
    });
    const greeting = host.querySelector(`[${mountedAttribute}] button`);
    expect(greeting).toHaveTextContent('Hi, Dana');
    dialog.remove();
    focusOpenerPlace(replacementPlace(place));
    expect(document.activeElement).toBe(greeting);
    widget.unmount();
  });
});

/** A placeholder as a CMS wrote it, without the host server's prerendered mark. */
function cmsFallback(markup: string) {
  const host = document.createElement('masthead-header');
  host.innerHTML = markup;
  document.body.append(host);
  return host;
}

/** Click the fallback's first button, mount the widget, let its timers run; its `onMenu`. */
function clickThenMount(host: Element) {
  const stop = openFromFallbacks(document);
  host.querySelector('button')!.click();
  const onMenu = vi.fn();
  vi.useFakeTimers();
  const widget = mountWidget(host as HTMLElement, Bar as never, 'masthead-header');
  act(() => {
    widget.render({ onMenu });
  });
  act(() => {
    vi.runAllTimers();
  });
  vi.useRealTimers();
  widget.unmount();
  stop();
  return onMenu;
}

describe("a CMS's own fallback with the widget's very markup", () => {
  it('has its clicks left to the page: none is replayed on the widget', () => {
    expect(clickThenMount(cmsFallback(barMarkup))).not.toHaveBeenCalled();
  });
});

describe('prerendered markup whose widget could not load', () => {
  const markup = `<div><button type="button">Menu</button><form><input name="term"><button type="submit">Search</button></form>
    <button type="button" data-masthead-opens="account">Sign In</button><button type="button">Cart</button></div>`;
  const enabled = (host: Element) =>
    [...host.querySelectorAll('button')]
      .filter((button) => !button.disabled)
      .map((button) => button.textContent);

  it('keeps the buttons that work without code (submit, Sign In) and disables those that waited for it', () => {
    const host = document.createElement('masthead-header');
    host.setAttribute('data-masthead-prerendered', '');
    host.innerHTML = markup;
    document.body.append(host);
    retireWaitingButtons(host);
    expect(enabled(host)).toEqual(['Search', 'Sign In']);
  });

  it("leaves a CMS's own fallback alone: its buttons are the page's to run", () => {
    const host = document.createElement('masthead-header');
    host.innerHTML = markup;
    document.body.append(host);
    retireWaitingButtons(host);
    expect(enabled(host)).toEqual(['Menu', 'Search', 'Sign In', 'Cart']);
  });
});
