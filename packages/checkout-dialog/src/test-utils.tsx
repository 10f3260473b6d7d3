/**
 * Test helpers: an MSW server on the stateful mocks, the dialog rendered as the loader
 * mounts it, and readers for the data layer's events. Never part of the remote.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { getDataLayer, resetDataLayer } from '@masthead/analytics';
import { handlers } from '@masthead/api/mocks';
import { openCheckoutDialog, type CheckoutDialogOptions } from '@masthead/store';
import CheckoutDialog from './widget.ts';

export const server = setupServer(...handlers);

/** Starts the mock API for the file's tests. */
export function setupMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    // jsdom has no layout and tabbable (under focus-trap) treats boxless elements as
    // hidden; give every element a box so Tab moves as in a browser (as ui-kit's tests do).
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(
      () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList,
    );
    resetDataLayer();
    sessionStorage.clear();
  });
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
  });
  afterAll(() => server.close());
}

/**
 * Renders the dialog (as the loader does, but for `navigate`) and opens it through the store,
 * as a reader's press on a page's Subscribe button does: with that button focused.
 */
export function openDialog(options: CheckoutDialogOptions = {}) {
  const navigate = vi.fn<(url: string) => void>();
  const user = userEvent.setup();
  const view = render(
    <>
      <button type="button">Subscribe to the magazine</button>
      <CheckoutDialog navigate={navigate} />
    </>,
  );
  screen.getByRole('button', { name: 'Subscribe to the magazine' }).focus();
  act(() => openCheckoutDialog(options));
  return { user, navigate, ...view, dialog: screen.getByRole('dialog', { name: 'Sign in or register' }) };
}

/** Names of the data-layer events pushed so far. */
export const eventNames = (): string[] => getDataLayer().event.map((e) => String(e.eventInfo.eventName));

/**
 * What the dialog's own polite live region says (the Modal's, for a view that takes another's
 * place; a field's error has a region of its own): undefined when there is no such region.
 */
export const viewAnnounced = () =>
  screen.getByRole('dialog').querySelector(':scope > [aria-live="polite"]')?.textContent;
