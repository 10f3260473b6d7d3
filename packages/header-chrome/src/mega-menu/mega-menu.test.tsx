import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authFixtures, autoSuggestFixtures, autoSuggestScenarios } from '@masthead/api/mocks';
import { mastheadStore, signIn } from '@masthead/store';
import Header from '../header/header.tsx';
import { setupMockApi } from '../testing.tsx';
import { MEGA_MENU_HIDE_DELAY_MS } from './use-delayed-hidden.ts';

const { server } = setupMockApi();
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const button = () => screen.getByRole('button', { name: 'Menu' });
const panel = () => screen.getByRole('dialog', { name: 'Main menu', hidden: true });
/** What Tab meets in the panel, in order, by accessible name (a field by its label). */
const tabOrder = () =>
  [...panel().querySelectorAll<HTMLElement>('a[href], button, input')]
    .filter((el) => !el.hidden && !el.closest('[hidden]'))
    .map((el) =>
      el instanceof HTMLInputElement
        ? (el.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? '')
        : (el.getAttribute('aria-label') ?? el.textContent ?? ''),
    );

beforeAll(() => Promise.all([import('./mega-menu-panel.tsx'), import('../search/suggestion-source.tsx')]));
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function open() {
  fireEvent.click(button());
  await pass(0);
  await vi.waitFor(() => expect(screen.getByRole('dialog', { name: 'Main menu' })).toBeInTheDocument());
  await pass(50);
}

/** The element the Menu button names in `aria-controls`, if the page has it. */
const controlled = () => document.getElementById(button().getAttribute('aria-controls') ?? '');

describe('the mega menu button (disclosure pattern)', () => {
  it('says whether the menu is expanded and which element it controls', async () => {
    render(<Header />);
    expect(button()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    await open();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    // The panel, placed at the end of the body, out of the header's content.
    expect(controlled()).toContainElement(panel());
    expect(controlled()?.parentElement).toBe(document.body);
  });

  it('names an element in the page from the start, before the menu is first opened', () => {
    const { unmount } = render(<Header />);
    // The panel is not there yet (its code comes when first wanted): the container it goes in is.
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    const container = controlled();
    expect(container).toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
    expect(container?.parentElement).toBe(document.body);
    // It goes with the header.
    unmount();
    expect(container).not.toBeInTheDocument();
  });
});

describe('the mega menu (docs/behaviour.md#header)', () => {
  it('has a close button, a search form and every main-menu link', async () => {
    render(<Header />);
    await open();
    const dialog = panel();
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    expect(within(dialog).getByRole('search', { name: 'Search from the menu' })).toHaveAttribute(
      'action',
      '/search',
    );
    const hrefs = within(dialog)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const href of [
      '/email-newsletters',
      '/webinars',
      '/my-library',
      '/my-library/settings',
      '/topic/managing-yourself',
      '/topic/leadership',
      '/topic/strategy',
      '/topic/managing-people',
      '/topic/gender',
      '/topic/innovation',
      '/topic/work-life-balance',
      '/my-library/topics',
      '/my-library/orders',
      '/my-library/preferences',
      '/the-latest',
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(hrefs).not.toContain('/ai-beta');
    const cta = within(dialog).getByRole('link', { name: 'Start my subscription!' });
    expect(new URL(cta.getAttribute('href') ?? '', 'https://x.test').searchParams.get('placement')).toBe(
      'mega-menu-cta',
    );
  });

  it('puts the call to action and Sign In first, right after Close menu, before the search and the links', async () => {
    render(<Header />);
    await open();
    expect(tabOrder().slice(0, 4)).toEqual(['Close menu', 'Start my subscription!', 'Sign In', 'Search']);
  });

  it("gives a reader not signed in a Sign In that opens the account dialog's sign-in over the menu", async () => {
    render(<Header />);
    await open();
    const menuSignIn = within(panel()).getByRole('button', { name: 'Sign In' });
    expect(menuSignIn).toHaveAttribute('aria-haspopup', 'dialog');
    expect(mastheadStore.getState().dialog).toBeNull();
    fireEvent.click(menuSignIn);
    expect(mastheadStore.getState().dialog).toMatchObject({ kind: 'account', view: 'sign-in' });
    // The menu stays under the dialog: closing the dialog gives focus back to this Sign In.
    await pass(0);
    expect(button()).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a signed-in reader no Sign In, and the call to action still first', async () => {
    signIn(authFixtures.nonSubscriber);
    render(<Header />);
    await open();
    expect(within(panel()).queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(tabOrder().slice(0, 3)).toEqual(['Close menu', 'Start my subscription!', 'Search']);
  });

  it("offers a subscriber 'Give a Gift!' and the subscriber links", async () => {
    signIn(authFixtures.subscriber);
    render(<Header />);
    await open();
    expect(within(panel()).getByRole('link', { name: 'Give a Gift!' }).getAttribute('href')).toMatch(
      /^\/gift-subscriptions\?/,
    );
    expect(within(panel()).getByRole('link', { name: 'Ask AI' })).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'Learning' })).toBeInTheDocument();
  });

  it('traps the focus inside while open', async () => {
    render(<Header />);
    await open();
    expect(panel()).toContainElement(document.activeElement as HTMLElement);
    expect(panel()).toHaveAttribute('aria-modal', 'true');
  });

  it('closes on Escape, returns focus to its button, and is hidden 1 s later (not before)', async () => {
    render(<Header />);
    button().focus();
    await open();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    await pass(0);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(controlled()).toContainElement(panel());
    expect(panel()).toHaveAttribute('data-open', 'false');
    await pass(MEGA_MENU_HIDE_DELAY_MS - 1);
    expect(controlled()).toContainElement(panel());
    await pass(1);
    // Slid out, then taken out of the page; the element the button names stays.
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(controlled()).toBeEmptyDOMElement();
    await vi.waitFor(() => expect(button()).toHaveFocus());
  });

  it('closes on a click outside it (the overlay)', async () => {
    render(<Header />);
    await open();
    const outside = document.body;
    fireEvent.mouseDown(outside);
    fireEvent.pointerDown(outside);
    fireEvent.click(outside);
    await pass(0);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with its close button', async () => {
    render(<Header />);
    await open();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Close menu' }));
    await pass(0);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('lets Escape close an open suggestion list first, then the menu', async () => {
    server.use(autoSuggestScenarios.with(autoSuggestFixtures.leadership));
    render(<Header />);
    button().focus();
    await open();
    const input = within(panel()).getByRole('combobox', { name: 'Search' });
    input.focus();
    fireEvent.change(input, { target: { value: 'lead' } });
    await pass(350);
    await vi.waitFor(() => expect(within(panel()).getByRole('listbox')).toBeInTheDocument());
    fireEvent.keyDown(input, { key: 'Escape' });
    await pass(0);
    expect(within(panel()).queryByRole('listbox')).toBeNull();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveFocus();
    fireEvent.keyDown(input, { key: 'Escape' });
    await pass(0);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    await pass(MEGA_MENU_HIDE_DELAY_MS);
    expect(button()).toHaveFocus();
  });

  /** The menu open, focus in its search, and the suggestion list shown. */
  async function openWithList() {
    server.use(autoSuggestScenarios.with(autoSuggestFixtures.leadership));
    render(<Header />);
    button().focus();
    await open();
    const input = within(panel()).getByRole('combobox', { name: 'Search' });
    input.focus();
    fireEvent.change(input, { target: { value: 'lead' } });
    await pass(350);
    await vi.waitFor(() => expect(within(panel()).getByRole('listbox')).toBeInTheDocument());
  }

  it("closes an open suggestion list alone on a press on the panel's content", async () => {
    await openWithList();
    // A press on an option is inside the list: it stays.
    fireEvent.pointerDown(within(panel()).getAllByRole('option')[0] as HTMLElement);
    expect(within(panel()).getByRole('listbox')).toBeInTheDocument();
    fireEvent.pointerDown(within(panel()).getByRole('link', { name: 'The Latest' }));
    await pass(0);
    expect(within(panel()).queryByRole('listbox')).toBeNull();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes an open suggestion list alone on a press on the overlay; the next press closes the menu', async () => {
    await openWithList();
    fireEvent.pointerDown(document.body);
    await pass(0);
    expect(within(panel()).queryByRole('listbox')).toBeNull();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    // With the list closed, the panel is the top layer again.
    fireEvent.pointerDown(document.body);
    await pass(0);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    await pass(MEGA_MENU_HIDE_DELAY_MS);
    expect(button()).toHaveFocus();
  });

  it('reopening within the delay keeps it shown, and unmounting clears the timer', async () => {
    const { unmount } = render(<Header />);
    await open();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Close menu' }));
    await pass(500);
    await open();
    await pass(MEGA_MENU_HIDE_DELAY_MS);
    expect(panel()).toHaveAttribute('data-open', 'true');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
