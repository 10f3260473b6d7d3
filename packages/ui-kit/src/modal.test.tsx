import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from '@masthead/ui-kit/modal';

type HarnessProps = Partial<Omit<ModalProps, 'open' | 'onOpenChange'>> & {
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** A page with an opener button and a controlled modal, as an owner would write it. */
function Harness({ defaultOpen = false, onOpenChange, ...props }: HarnessProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        title="Sign In"
        {...props}
        open={open}
        onOpenChange={(next) => {
          onOpenChange?.(next);
          setOpen(next);
        }}
      >
        {props.children ?? (
          <>
            <label>
              Email <input />
            </label>
            <button type="button">Submit</button>
          </>
        )}
      </Modal>
    </>
  );
}

// jsdom has no layout, and tabbable (under focus-trap) treats boxless elements as hidden;
// give every element a box so Tab order is computed as in a browser.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
    return [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
  });
});
afterEach(() => {
  vi.useRealTimers();
});

async function openWithKeyboard(props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  screen.getByRole('button', { name: 'Open' }).focus();
  await user.keyboard('{Enter}');
  return user;
}

describe('given a closed modal', () => {
  it('renders nothing but an empty anchor', () => {
    const { container } = render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.querySelectorAll('[hidden]')).toHaveLength(1);
  });

  it('keeps its content rendered but hidden and unfocusable with keepMounted', () => {
    render(<Harness keepMounted>content</Harness>);
    expect(screen.queryByRole('dialog')).toBeNull();
    const panel = document.body.querySelector('[role="dialog"]');
    expect(panel).not.toBeNull();
    expect(panel?.closest('[hidden]')).not.toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});

describe('when it opens', () => {
  it('is a modal dialog named by its title, portalled into the body', async () => {
    await openWithKeyboard();
    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('is described by its description', () => {
    render(<Harness defaultOpen description="Welcome back." />);
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Welcome back.');
  });

  it("sets a view's heading one level under the title, still named by the title alone", () => {
    render(<Harness defaultOpen title="Sign in or register" subtitle="Sign in to your account" />);
    const dialog = screen.getByRole('dialog', { name: 'Sign in or register' });
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in or register' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Sign in to your account' })).toBeVisible();
    expect(dialog).toContainElement(screen.getByRole('heading', { level: 3 }));
  });

  it('keeps a hidden title as the name', () => {
    render(<Harness defaultOpen hideTitle title="Advertisement" />);
    expect(screen.getByRole('dialog', { name: 'Advertisement' })).toBeInTheDocument();
  });

  it('moves focus in, to the close button first', async () => {
    await openWithKeyboard();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  describe('when the page opens it on its own (nothing focused)', () => {
    it('focuses its first field', async () => {
      render(<Harness defaultOpen />);
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    });

    it('focuses its close button when focus sat on the page (the reader opened it)', async () => {
      const opener = document.body.appendChild(document.createElement('button'));
      opener.focus();
      render(<Harness defaultOpen />);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
      opener.remove();
    });

    it('focuses a field that comes after it opened, unless the reader moved focus', async () => {
      function Later() {
        const [ready, setReady] = useState(false);
        return ready ? (
          <label>
            New password <input />
          </label>
        ) : (
          <button type="button" onClick={() => setReady(true)}>
            Check
          </button>
        );
      }
      render(<Harness defaultOpen>{<Later />}</Harness>);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
      act(() => screen.getByRole('button', { name: 'Check' }).click());
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'New password' })).toHaveFocus());
    });
  });

  it("leaves focus where it is when it is already inside (moved from the dialog's first view)", async () => {
    // Focus sat on the first view's password, on the page: it moves to the twin as the
    // dialog renders, before the trap's first focus, which must not take it to Close.
    const early = document.body.appendChild(document.createElement('input'));
    early.focus();
    function Takeover() {
      const ref = useRef<HTMLInputElement>(null);
      useLayoutEffect(() => ref.current?.focus(), []);
      return (
        <label>
          Password <input ref={ref} />
        </label>
      );
    }
    render(
      <Harness defaultOpen>
        <label>
          Email <input />
        </label>
        <Takeover />
      </Harness>,
    );
    early.remove();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveFocus();
  });

  it('focuses the element the owner names', async () => {
    function WithInitialFocus() {
      const input = useRef<HTMLInputElement>(null);
      return (
        <Modal open onOpenChange={() => {}} title="Search" initialFocusRef={input}>
          <input aria-label="Search term" ref={input} />
        </Modal>
      );
    }
    render(<WithInitialFocus />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search term' })).toHaveFocus());
  });

  it('traps Tab and Shift+Tab inside', async () => {
    const user = await openWithKeyboard({
      children: (
        <>
          <button type="button">Back</button>
          <button type="button">Submit</button>
        </>
      ),
    });
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
  });

  it('lets focus move freely when trapFocus is off', async () => {
    render(<Harness defaultOpen trapFocus={false} />);
    expect(screen.getByRole('dialog')).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('stops the page behind from scrolling, and restores it on close', async () => {
    document.body.style.overflow = 'scroll';
    const user = await openWithKeyboard();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('sits at the page’s dialog level (1000 unless the page sets --mh-z-dialog) unless told otherwise', () => {
    // The level itself is the stylesheet's (jsdom applies none): var(--mh-modal-z, var(--mh-z-dialog, 1000)).
    const { unmount } = render(<Harness defaultOpen />);
    expect(screen.getByRole('dialog').parentElement?.style.getPropertyValue('--mh-modal-z')).toBe('');
    unmount();
    render(<Harness defaultOpen zIndex={300051} />);
    expect(screen.getByRole('dialog').parentElement?.style.getPropertyValue('--mh-modal-z')).toBe('300051');
  });

  it('portals into the container it is given', () => {
    const host = document.createElement('div');
    document.body.append(host);
    render(<Harness defaultOpen container={host} />);
    expect(host).toContainElement(screen.getByRole('dialog'));
    host.remove();
  });
});

describe('when its view changes while it stays open', () => {
  /** The dialog's own polite live region (not a field's, inside its body). */
  const viewRegion = () => screen.getByRole('dialog').querySelector(':scope > [aria-live="polite"]');
  const shown = (open: boolean, key: string, name: string) => (
    <Modal open={open} onOpenChange={vi.fn()} title={name} view={{ key, name }}>
      <input aria-label="Email" />
    </Modal>
  );

  it("says the new view's name in a polite live region inside the dialog, not on opening", () => {
    const { rerender } = render(shown(true, 'sign-in', 'Sign In'));
    // Present and empty from the opening on: only a change is news.
    expect(viewRegion()).toBeEmptyDOMElement();
    rerender(shown(true, 'register', 'Create an account'));
    expect(screen.getByRole('dialog', { name: 'Create an account' })).toContainElement(
      viewRegion() as HTMLElement,
    );
    expect(viewRegion()).toHaveTextContent(/^Create an account$/);
    rerender(shown(true, 'sign-in', 'Sign In'));
    expect(viewRegion()).toHaveTextContent(/^Sign In$/);
  });

  it('starts silent again when it opens at another view', () => {
    const { rerender } = render(shown(true, 'sign-in', 'Sign In'));
    rerender(shown(true, 'register', 'Create an account'));
    rerender(shown(false, 'register', 'Create an account'));
    rerender(shown(true, 'forgot-password', 'Reset your password'));
    expect(viewRegion()).toBeEmptyDOMElement();
  });

  it('says the name in the words of now: a new title for the same view is no new view', () => {
    const { rerender } = render(shown(true, 'sign-in', 'Sign In'));
    rerender(shown(true, 'sign-in', 'Anmelden'));
    expect(viewRegion()).toBeEmptyDOMElement();
    rerender(shown(true, 'register', 'Konto erstellen'));
    rerender(shown(true, 'register', 'Create an account'));
    expect(viewRegion()).toHaveTextContent(/^Create an account$/);
  });

  it('has no such region without views', () => {
    render(<Harness defaultOpen />);
    expect(screen.getByRole('dialog').querySelector('[aria-live]')).toBeNull();
  });
});

describe('when the reader closes it', () => {
  it('closes on the close button and returns focus to the opener', async () => {
    const onOpenChange = vi.fn();
    const user = await openWithKeyboard({ onOpenChange });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it("gives focus to what took the opener's place when the opener left the page meanwhile", async () => {
    /** Sign In opens the modal; signing in inside it replaces Sign In with the greeting. */
    function Page() {
      const [open, setOpen] = useState(false);
      const [signedIn, setSignedIn] = useState(false);
      return (
        <div>
          {signedIn ? (
            <button key="greeting" type="button">
              Hi, Sam
            </button>
          ) : (
            <button key="sign-in" type="button" onClick={() => setOpen(true)}>
              Sign In
            </button>
          )}
          <button type="button">Cart</button>
          <Modal title="Sign In" open={open} onOpenChange={setOpen}>
            <button
              type="button"
              onClick={() => {
                setSignedIn(true);
                setOpen(false);
              }}
            >
              Done
            </button>
          </Modal>
        </div>
      );
    }
    const user = userEvent.setup();
    render(<Page />);
    screen.getByRole('button', { name: 'Sign In' }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hi, Sam' })).toHaveFocus());
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = await openWithKeyboard();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('lets the owner veto Escape', async () => {
    const user = await openWithKeyboard({ onEscapeKeyDown: (event) => event.preventDefault() });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('ignores Escape when closeOnEscape is off', async () => {
    const user = await openWithKeyboard({ closeOnEscape: false });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on a click outside by default', async () => {
    const user = await openWithKeyboard();
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on a click outside when closeOnOutsideClick is off (account dialogs)', async () => {
    const user = await openWithKeyboard({ closeOnOutsideClick: false });
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('stays open on a click inside, and on a press that starts inside and ends outside', async () => {
    const user = await openWithKeyboard();
    await user.click(screen.getByRole('textbox'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    fireEvent.pointerDown(screen.getByRole('textbox'));
    fireEvent.click(backdrop);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes only the top-most of two open modals on Escape', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <>
        <Modal open onOpenChange={outer} title="Menu" />
        <Modal open onOpenChange={inner} title="Sign In" />
      </>,
    );
    await user.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledWith(false);
    expect(outer).not.toHaveBeenCalled();
  });

  it('plays its exit for exitDuration ms, with focus already returned', async () => {
    vi.useFakeTimers();
    render(<Harness exitDuration={300} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    const panel = document.body.querySelector('[role="dialog"]');
    expect(panel).toHaveAttribute('data-state', 'closed');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(document.body.querySelector('[role="dialog"]')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
  });
});

describe('after it unmounts', () => {
  it('undoes the scroll lock and removes every listener it added', async () => {
    const added = vi.spyOn(document, 'addEventListener');
    const removed = vi.spyOn(document, 'removeEventListener');
    const { unmount } = render(<Harness defaultOpen />);
    await act(async () => {});
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('');
    const count = (calls: unknown[][]) => calls.filter(([type]) => type !== 'DOMContentLoaded').length;
    expect(count(removed.mock.calls)).toBeGreaterThanOrEqual(count(added.mock.calls));
    expect(added.mock.calls.length).toBeGreaterThan(0);
  });

  it('keeps the page locked until the last of two modals closes', () => {
    const first = render(<Modal open onOpenChange={() => {}} title="One" />);
    const second = render(<Modal open onOpenChange={() => {}} title="Two" />);
    first.unmount();
    expect(document.body.style.overflow).toBe('hidden');
    second.unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
