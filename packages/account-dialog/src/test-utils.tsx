/** What every account-dialog test needs: the MSW mocks, a fresh data layer, and a mounted dialog. */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { getDataLayer, resetDataLayer } from '@masthead/analytics';
import { loadLaterViews } from '@masthead/auth-flow';
import { handlers } from '@masthead/api/mocks';
import { mastheadStore, openAccountDialog, type AccountDialogOptions } from '@masthead/store';
import AccountDialog from './account-dialog.tsx';

export const server = setupServer(...handlers);

/**
 * Call at the top of a test file. The later views' code is fetched before its tests, unless
 * `laterViews: 'not fetched'`: a dialog opened on one in `openDialog`'s act would wait for it
 * for ever, React leaving the retry to an awaited act (later-views.test.tsx sees the wait).
 */
export function setupMockServer({
  laterViews = 'fetched',
}: { laterViews?: 'fetched' | 'not fetched' } = {}): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  if (laterViews === 'fetched') beforeAll(() => loadLaterViews());
  beforeEach(() => {
    resetDataLayer();
    window.sessionStorage.clear();
  });
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
  });
  afterAll(() => server.close());
}

export interface RenderOptions extends AccountDialogOptions {
  country?: string;
}

/** Mounts the dialog as the loader does, then asks the store to open it. */
export function openDialog({ country = 'GB', ...options }: RenderOptions = {}) {
  const navigate = vi.fn<(url: string) => void>();
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  const view = render(
    <AccountDialog navigate={navigate} locationProvider={{ countryCode: async () => country }} />,
  );
  act(() => openAccountDialog(options));
  return { ...view, navigate, user, dialog: () => screen.getByRole('dialog') };
}

/** The data layer's event names, in order. */
export const eventNames = (): string[] => getDataLayer().event.map((e) => e.eventInfo.eventName);

/**
 * With fake timers: the dialog is still open 2.5 s after a confirmation and closed at 3 s
 * (docs/behaviour.md#auto-close).
 */
export async function expectClosesAfterThreeSeconds(): Promise<void> {
  act(() => {
    vi.advanceTimersByTime(2500);
  });
  expect(mastheadStore.getState().dialog).not.toBeNull();
  act(() => {
    vi.advanceTimersByTime(500);
  });
  await waitFor(() => expect(mastheadStore.getState().dialog).toBeNull());
}

/**
 * What the dialog's own polite live region says (the Modal's, for a view that takes another's
 * place; a field's error has a region of its own): undefined when there is no such region.
 */
export const viewAnnounced = () =>
  screen.getByRole('dialog').querySelector(':scope > [aria-live="polite"]')?.textContent;
