import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@masthead/api';
import { authFixtures, failing, visitor } from '@masthead/api/mocks';
import { getUserValues, resetDataLayer } from '@masthead/analytics';
import { flyoutFadeMs } from '@masthead/ui-kit/flyout';
import { mastheadStore, signIn } from '@masthead/store';
import Header, { LOGOUT_EVENT } from '../header/header.tsx';
import { setupMockApi } from '../testing.tsx';

const { server, requests } = setupMockApi();
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const trigger = () => screen.getByRole('button', { name: 'Hi, Sam' });
const flyout = () => screen.queryByRole('region', { name: 'Account menu' });

beforeAll(() => import('./user-menu-panel.tsx'));
beforeEach(() => {
  vi.useFakeTimers();
  visitor.subscriber();
  signIn(authFixtures.subscriber);
  resetDataLayer();
});
afterEach(() => {
  vi.useRealTimers();
});

async function openMenu() {
  fireEvent.click(trigger());
  await pass(0);
  await vi.waitFor(() => expect(flyout()).not.toBeNull());
  await pass(flyoutFadeMs.open);
}

describe('the user menu (docs/behaviour.md#header)', () => {
  it('is a disclosure: the greeting button controls the flyout', async () => {
    render(<Header />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await openMenu();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(trigger().getAttribute('aria-controls') ?? '')).toContainElement(flyout());
  });

  it('links the library pages, in order, then Log Out', async () => {
    render(<Header />);
    await openMenu();
    const menu = flyout() as HTMLElement;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/my-library/library',
      '/my-library/topics',
      '/my-library/orders',
      '/my-library/settings',
      '/my-library/preferences',
    ]);
    expect(within(menu).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });

  it("opens the account dialog at the reader's passkeys, and closes", async () => {
    render(<Header />);
    await openMenu();
    const passkeys = within(flyout() as HTMLElement).getByRole('button', { name: 'Passkeys' });
    expect(passkeys).toHaveAttribute('aria-haspopup', 'dialog');
    fireEvent.click(passkeys);
    expect(mastheadStore.getState().dialog).toMatchObject({ kind: 'account', view: 'passkeys' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('fades in over about 400 ms and out over about 800 ms', async () => {
    render(<Header />);
    fireEvent.click(trigger());
    await pass(0);
    await vi.waitFor(() => expect(flyout()).not.toBeNull());
    await pass(flyoutFadeMs.open);
    expect(flyout()?.style.transitionDuration).toBe('400ms');
    fireEvent.click(trigger());
    await pass(0);
    expect(flyout()?.style.transitionDuration).toBe('800ms');
    expect(flyout()?.style.opacity).toBe('0');
    await pass(799);
    expect(flyout()).not.toBeNull();
    await pass(2);
    expect(flyout()).toBeNull();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    render(<Header />);
    await openMenu();
    const first = within(flyout() as HTMLElement).getAllByRole('link')[0] as HTMLElement;
    first.focus();
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });

  it('closes on a press outside it', async () => {
    render(<Header />);
    await openMenu();
    fireEvent.pointerDown(document.body);
    fireEvent.mouseDown(document.body);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the cart when it opens: one flyout at a time', async () => {
    render(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Cart' }));
    await openMenu();
    expect(screen.getByRole('button', { name: 'Cart' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Log Out (docs/behaviour.md#user-menu)', () => {
  it('ends the session, refreshes the user tracking data, runs the logout callback and closes the menus', async () => {
    const onLogout = vi.fn();
    const onEvent = vi.fn();
    document.addEventListener(LOGOUT_EVENT, onEvent);
    render(<Header onLogout={onLogout} />);
    await openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await vi.waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
    expect(requests).toContain(`POST ${endpoints.logout.path}`);
    // The tracking refresh asks for the profile after the session ended: a guest now.
    await vi.waitFor(() => expect(getUserValues()?.state).toBe('Guest'));
    expect(requests.indexOf(`GET ${endpoints.userProfile.path}`)).toBeGreaterThan(
      requests.indexOf(`POST ${endpoints.logout.path}`),
    );
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(mastheadStore.getState().status).toBe('anonymous');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart' })).toHaveAttribute('aria-expanded', 'false');
    document.removeEventListener(LOGOUT_EVENT, onEvent);
    // The menus were closed, not just hidden with the greeting: signing in again finds them shut.
    act(() => signIn(authFixtures.subscriber));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await pass(flyoutFadeMs.close + 1);
    expect(flyout()).toBeNull();
  });

  it("gives focus to Sign In, which takes the greeting's place, when Log Out is pressed from the keyboard", async () => {
    render(<Header />);
    await openMenu();
    const logOutButton = screen.getByRole('button', { name: 'Log Out' });
    logOutButton.focus();
    fireEvent.click(logOutButton);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toHaveFocus());
  });

  it('leaves focus alone when the reader has moved it elsewhere before the log out ends', async () => {
    const elsewhere = document.body.appendChild(document.createElement('button'));
    render(<Header />);
    await openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    elsewhere.focus();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument());
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
  });

  it('only logs a failure: the visitor stays signed in and nothing else runs', async () => {
    server.use(failing(endpoints.logout, 500));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onLogout = vi.fn();
    render(<Header onLogout={onLogout} />);
    await openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/log out failed/), expect.anything()),
    );
    expect(onLogout).not.toHaveBeenCalled();
    expect(mastheadStore.getState().status).toBe('authenticated');
    expect(requests).not.toContain(`GET ${endpoints.userProfile.path}`);
    // No message for the reader: the menu stays as it was, Log Out can be tried again.
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Log Out' })).toBeEnabled());
    expect(within(flyout() as HTMLElement).queryByRole('alert')).toBeNull();
  });

  it('disables Log Out while the call runs', async () => {
    server.use(http.post(`*${endpoints.logout.path}`, () => new Promise<Response>(() => undefined)));
    render(<Header />);
    await openMenu();
    const button = screen.getByRole('button', { name: 'Log Out' });
    fireEvent.click(button);
    expect(button).toBeDisabled();
  });
});
