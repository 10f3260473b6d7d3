import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Flyout } from '@masthead/ui-kit/flyout';
import { Modal } from '@masthead/ui-kit/modal';
import { SlideInPanel } from '@masthead/ui-kit/slide-in-panel';

/** A menu button and its flyout, as the header's account menu draws them. */
function Menu() {
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  return (
    <>
      <button ref={setAnchor} type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Options
      </button>
      <Flyout
        open={open}
        onOpenChange={setOpen}
        anchor={anchor}
        label="Options menu"
        duration={{ open: 0, close: 0 }}
      >
        <a href="/settings">Settings</a>
      </Flyout>
    </>
  );
}

/** A page with a dialog holding a menu, as an owner writes it. */
function DialogWithMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Account">
        <p>Your details</p>
        <Menu />
      </Modal>
    </>
  );
}

// jsdom has no layout, and tabbable (under focus-trap) treats boxless elements as hidden.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
    return [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const menuButton = () => screen.getByRole('button', { name: 'Options' });
const menu = () => screen.queryByRole('region', { name: 'Options menu' });

async function openBoth() {
  const user = userEvent.setup();
  render(<DialogWithMenu />);
  screen.getByRole('button', { name: 'Open dialog' }).focus();
  await user.keyboard('{Enter}');
  await user.click(menuButton());
  await waitFor(() => expect(menu()).not.toBeNull());
  return user;
}

describe('given a menu open over a dialog', () => {
  it('closes the menu alone on Escape, focus back on its button; the next Escape closes the dialog', async () => {
    const user = await openBoth();
    within(menu() as HTMLElement)
      .getByRole('link', { name: 'Settings' })
      .focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(menu()).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open dialog' })).toHaveFocus();
  });

  it("closes the menu alone on a press on the dialog's content or its backdrop", async () => {
    const user = await openBoth();
    await user.click(screen.getByText('Your details'));
    await waitFor(() => expect(menu()).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeInTheDocument();
    await user.click(menuButton());
    await waitFor(() => expect(menu()).not.toBeNull());
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    await waitFor(() => expect(menu()).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeInTheDocument();
    // With the menu closed, the dialog is the top layer again: the backdrop closes it.
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps both open on a press inside the menu, and toggles the menu from its button', async () => {
    const user = await openBoth();
    fireEvent.pointerDown(within(menu() as HTMLElement).getByRole('link', { name: 'Settings' }));
    expect(menu()).not.toBeNull();
    await user.click(menuButton());
    await waitFor(() => expect(menu()).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeInTheDocument();
  });

  it('removes every document listener once both are gone', async () => {
    const added = vi.spyOn(document, 'addEventListener');
    const removed = vi.spyOn(document, 'removeEventListener');
    const { unmount } = render(<DialogWithMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
    fireEvent.click(menuButton());
    await act(async () => {});
    expect(menu()).not.toBeNull();
    unmount();
    const count = (calls: unknown[][]) => calls.filter(([type]) => type !== 'DOMContentLoaded').length;
    expect(added.mock.calls.map(([type]) => type)).toEqual(
      expect.arrayContaining(['keydown', 'pointerdown']),
    );
    expect(count(removed.mock.calls)).toBeGreaterThanOrEqual(count(added.mock.calls));
    expect(document.body.style.overflow).toBe('');
  });
});

describe('given a dialog opened over the slide-in panel', () => {
  /** The slide-in menu with a button inside that opens a dialog. */
  function PanelWithDialog() {
    const [panel, setPanel] = useState(false);
    const [dialog, setDialog] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setPanel(true)}>
          Menu
        </button>
        <SlideInPanel open={panel} onClose={() => setPanel(false)} label="Main menu">
          <button type="button" onClick={() => setDialog(true)}>
            Sign In
          </button>
        </SlideInPanel>
        <Modal open={dialog} onOpenChange={setDialog} title="Sign In" closeOnOutsideClick={false}>
          <p>Welcome back</p>
        </Modal>
      </>
    );
  }

  it("closes the dialog alone on Escape, then the panel, focus back on the panel's opener", async () => {
    const user = userEvent.setup();
    render(<PanelWithDialog />);
    const opener = screen.getByRole('button', { name: 'Menu' });
    await user.click(opener);
    const panel = screen.getByRole('dialog', { name: 'Main menu' });
    await user.click(within(panel).getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Sign In' })).toBeNull();
    expect(panel).toHaveAttribute('data-open', 'true');
    await user.keyboard('{Escape}');
    expect(panel).toHaveAttribute('data-open', 'false');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('keeps the panel open on a press inside the dialog, and on its backdrop when outside presses are off', async () => {
    const user = userEvent.setup();
    render(<PanelWithDialog />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = screen.getByRole('dialog', { name: 'Main menu' });
    await user.click(within(panel).getByRole('button', { name: 'Sign In' }));
    await user.click(screen.getByText('Welcome back'));
    await user.click(screen.getByRole('dialog', { name: 'Sign In' }).parentElement as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(panel).toHaveAttribute('data-open', 'true');
  });
});
