import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, type ShoppingCartResponse } from '@masthead/api';
import { authFixtures, cartScenarios } from '@masthead/api/mocks';
import { signIn } from '@masthead/store';
import { flyoutFadeMs } from '@masthead/ui-kit/flyout';
import Header from '../header/header.tsx';
import { RETRY_DELAY_MS, SLOW_RETRY_DELAY_MS, retryDelayFor } from '../data/query-client.ts';
import { setupMockApi } from '../testing.tsx';
import { STATUS_SETTLE_MS, cartQueryKey } from './cart-panel.tsx';
import { formatMoney, linePrice } from './money.ts';

const { server, requests } = setupMockApi();
const cartRequests = () => requests.filter((r) => r === `GET ${endpoints.shoppingCart.path}`);
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const button = () => screen.getByRole('button', { name: 'Cart' });
const flyout = () => screen.queryByRole('region', { name: 'Cart' });
/** The element the Cart button controls: the flyout goes in it, and its loading status beside it. */
const controlled = () => document.getElementById(button().getAttribute('aria-controls') ?? '') as HTMLElement;
const loadingStatus = () => within(controlled()).getByRole('status');
/** The cart API answers `cart` after `ms`. */
const answerAfter = (ms: number) =>
  http.get(`*${endpoints.shoppingCart.path}`, async () => {
    await delay(ms);
    return HttpResponse.json(cart);
  });

const cart: ShoppingCartResponse = {
  cart: {
    cart_amount: 1263.47,
    line_items: {
      physical_items: [
        {
          sku: 'B1',
          name: 'Guide to Leadership',
          url: '/store/books/guide',
          quantity: 3,
          sale_price: 411.5,
          list_price: 420,
        },
      ],
      digital_items: [
        {
          sku: 'D1',
          name: 'Case: Family Firm',
          url: '/store/cases/family',
          quantity: 1,
          sale_price: 28.97,
          list_price: 30,
        },
      ],
    },
  },
};

beforeAll(() => import('./cart-panel.tsx'));
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function openCart() {
  fireEvent.click(button());
  await pass(0);
  await pass(flyoutFadeMs.open);
}

describe('money (docs/behaviour.md#limits)', () => {
  it('is a dollar sign, thousands commas and 2 decimals', () => {
    expect(formatMoney(0, 'en')).toBe('$0.00');
    expect(formatMoney(5, 'en')).toBe('$5.00');
    expect(formatMoney(1234.5, 'en')).toBe('$1,234.50');
    expect(formatMoney(1234567.891, 'en')).toBe('$1,234,567.89');
  });

  it('prices a line as sale_price times quantity, to the cent', () => {
    expect(linePrice(19.99, 3)).toBe(59.97);
    expect(linePrice(411.5, 3)).toBe(1234.5);
  });
});

describe('the cart flyout (docs/behaviour.md#cart)', () => {
  it('loads nothing until it is first opened, then GETs /api/shopping-cart', async () => {
    server.use(cartScenarios.with(cart));
    render(<Header />);
    await pass(1000);
    expect(cartRequests()).toEqual([]);
    await openCart();
    await vi.waitFor(() => expect(cartRequests()).toHaveLength(1));
  });

  it('lists physical and digital items with name, link, quantity and line price, the cart amount and View Cart', async () => {
    server.use(cartScenarios.with(cart));
    render(<Header />);
    await openCart();
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: 'Guide to Leadership' })).toBeInTheDocument(),
    );
    const region = flyout() as HTMLElement;
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/store/books/guide');
    expect(items[0]).toHaveTextContent('Qty: 3');
    expect(items[0]).toHaveTextContent('$1,234.50');
    expect(items[1]).toHaveTextContent('Case: Family Firm');
    expect(items[1]).toHaveTextContent('$28.97');
    expect(region).toHaveTextContent('Subtotal$1,263.47');
    expect(within(region).getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/shopping-cart');
    expect(controlled()).toContainElement(region);
  });

  it('while it loads, is a busy region that says it is loading politely, with View Cart already in place', async () => {
    server.use(answerAfter(1000));
    render(<Header />);
    await openCart();
    const region = flyout() as HTMLElement;
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(loadingStatus()).toHaveTextContent('Loading your cart');
    // Beside the busy region, not in it: a screen reader may hold back what changes in there.
    expect(region).not.toContainElement(loadingStatus());
    expect(within(region).getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/shopping-cart');
    // The placeholder rows are for the eye only: no list, no items, no price to hear.
    expect(within(region).queryAllByRole('listitem')).toEqual([]);
    expect(region).not.toHaveTextContent('$');

    await pass(1000);
    await vi.waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(2));
    expect(region).not.toHaveAttribute('aria-busy');
    expect(loadingStatus()).toHaveTextContent('');
  });

  it('puts its loading status in the page empty, then says Loading your cart in it, so it is announced', async () => {
    server.use(answerAfter(1000));
    render(<Header />);
    fireEvent.click(button());
    await pass(0);
    // In the page with the flyout, but silent: a status that comes with its words is not announced.
    const status = loadingStatus();
    expect(flyout()).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('');
    await pass(STATUS_SETTLE_MS);
    // The same region, its words put in: a change a screen reader announces.
    expect(loadingStatus()).toBe(status);
    expect(status).toHaveTextContent('Loading your cart');
  });

  it('says so when the cart is empty', async () => {
    server.use(cartScenarios.empty());
    render(<Header />);
    await openCart();
    await vi.waitFor(() => expect(screen.getByText('Your cart is empty.')).toBeInTheDocument());
  });

  it('renders nothing after a non-200 answer, and retries about 5 s later', async () => {
    server.use(cartScenarios.failing(500));
    render(<Header />);
    fireEvent.click(button());
    await pass(0);
    await vi.waitFor(() => expect(cartRequests()).toHaveLength(1));
    await pass(10);
    expect(flyout()).toBeNull();
    expect(screen.queryByText('View Cart')).toBeNull();
    await pass(RETRY_DELAY_MS - 200);
    expect(cartRequests()).toHaveLength(1);
    server.use(cartScenarios.with(cart));
    await pass(300);
    expect(cartRequests()).toHaveLength(2);
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'View Cart' })).toBeInTheDocument());
  });

  it('closes on Escape or a press outside even while a failed answer shows nothing', async () => {
    server.use(cartScenarios.failing(500));
    render(<Header />);
    button().focus();
    fireEvent.click(button());
    await pass(0);
    await vi.waitFor(() => expect(cartRequests()).toHaveLength(1));
    await pass(10);
    expect(flyout()).toBeNull();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(button(), { key: 'Escape' });
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveFocus();

    fireEvent.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(button());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(document.body);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks for JSON with the same-origin credentials', async () => {
    const seen: { accept: string | null; credentials: string }[] = [];
    server.use(
      http.get(`*${endpoints.shoppingCart.path}`, ({ request }) => {
        seen.push({ accept: request.headers.get('accept'), credentials: request.credentials });
        return HttpResponse.json(cart);
      }),
    );
    render(<Header />);
    await openCart();
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.accept).toMatch(/application\/json/);
    expect(seen[0]?.credentials).toBe('same-origin');
  });

  it('still renders nothing, and shows no message, once every retry has failed', async () => {
    server.use(cartScenarios.failing(503));
    render(<Header />);
    fireEvent.click(button());
    await pass(0);
    await vi.waitFor(() => expect(cartRequests()).toHaveLength(1));
    for (let retry = 2; retry <= 4; retry++) {
      await pass(RETRY_DELAY_MS);
      await vi.waitFor(() => expect(cartRequests()).toHaveLength(retry));
    }
    await pass(RETRY_DELAY_MS * 3);
    expect(cartRequests()).toHaveLength(4);
    expect(flyout()).toBeNull();
    // Nothing to see or hear: no region, and the loading status says nothing.
    expect(controlled()).toHaveTextContent('');
    expect(loadingStatus()).toHaveTextContent('');
  });

  it('fades in over about 400 ms and out over about 800 ms, like the user menu', async () => {
    server.use(cartScenarios.with(cart));
    render(<Header />);
    await openCart();
    await vi.waitFor(() => expect(flyout()).not.toBeNull());
    expect(flyout()?.style.transitionDuration).toBe(`${flyoutFadeMs.open}ms`);
    expect(flyoutFadeMs.open).toBe(400);
    fireEvent.click(button());
    await pass(0);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(flyout()?.style.transitionDuration).toBe('800ms');
    expect(flyout()?.style.opacity).toBe('0');
    await pass(799);
    expect(flyout()).not.toBeNull();
    await pass(2);
    expect(flyout()).toBeNull();
  });

  it('closes on Escape (focus back on its button) and on a press outside', async () => {
    server.use(cartScenarios.with(cart));
    render(<Header />);
    await openCart();
    await vi.waitFor(() => expect(flyout()).not.toBeNull());
    const viewCart = screen.getByRole('link', { name: 'View Cart' });
    viewCart.focus();
    fireEvent.keyDown(viewCart, { key: 'Escape' });
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveFocus();
    await pass(flyoutFadeMs.close + 1);
    expect(flyout()).toBeNull();
    await openCart();
    await vi.waitFor(() => expect(flyout()).not.toBeNull());
    fireEvent.pointerDown(screen.getByRole('link', { name: 'View Cart' }));
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(document.body);
    fireEvent.mouseDown(document.body);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks again after signing in: anonymous and signed-in carts are cached apart', async () => {
    server.use(cartScenarios.with(cart));
    render(<Header />);
    await openCart();
    await vi.waitFor(() => expect(cartRequests()).toHaveLength(1));
    act(() => signIn(authFixtures.nonSubscriber));
    await pass(0);
    await vi.waitFor(() => expect(cartRequests()).toHaveLength(2));
    expect(cartQueryKey(true)).not.toEqual(cartQueryKey(false));
  });
});

describe('retry backoff (docs/behaviour.md#errors)', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'connection');
  });

  it('waits about 10 s before asking again on a slow connection', async () => {
    Object.defineProperty(navigator, 'connection', {
      value: { effectiveType: '2g', saveData: false },
      configurable: true,
    });
    server.use(cartScenarios.failing(500));
    render(<Header />);
    fireEvent.click(button());
    await pass(0);
    await vi.waitFor(() => expect(cartRequests()).toHaveLength(1));
    await pass(RETRY_DELAY_MS + 500);
    expect(cartRequests()).toHaveLength(1);
    await pass(SLOW_RETRY_DELAY_MS - RETRY_DELAY_MS);
    await vi.waitFor(() => expect(cartRequests()).toHaveLength(2));
  });

  it('is about 5 s, and 10 s on slow connections', () => {
    expect(retryDelayFor(undefined)).toBe(5_000);
    expect(retryDelayFor({ effectiveType: '4g' })).toBe(RETRY_DELAY_MS);
    expect(retryDelayFor({ effectiveType: '2g' })).toBe(SLOW_RETRY_DELAY_MS);
    expect(retryDelayFor({ effectiveType: 'slow-2g' })).toBe(10_000);
    expect(retryDelayFor({ effectiveType: '4g', saveData: true })).toBe(10_000);
  });
});
