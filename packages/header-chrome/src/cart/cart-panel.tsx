import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getShoppingCart, type CartItem, type ShoppingCart } from '@masthead/api';
import { formatNumber } from '@masthead/i18n';
import { useLocale, useMessages } from '@masthead/i18n/react';
import { selectIsAuthenticated, useMasthead } from '@masthead/store';
import { VisuallyHidden } from '@masthead/ui-kit';
import { Flyout } from '@masthead/ui-kit/flyout';
import { queryClientFor } from '../data/query-client.ts';
import { useQueryHolder } from '../data/query-holder.ts';
import { viewCartLink } from '../links.ts';
import { catalogue } from '../messages.ts';
import styles from '../header/flyout.module.css';
import { formatMoney, linePrice } from './money.ts';

/** Signed-in and anonymous visitors have different carts, so different cache entries (docs/behaviour.md#calls). */
export const cartQueryKey = (signedIn: boolean) =>
  ['shopping-cart', signedIn ? 'signed-in' : 'anonymous'] as const;

export interface CartPanelProps {
  anchor: HTMLElement | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Items({ items }: { items: CartItem[] }) {
  const copy = useMessages(catalogue);
  const locale = useLocale();
  return items.map((item) => (
    <li key={item.sku} className={styles.item}>
      <a className={styles.itemName} href={item.url}>
        {item.name}
      </a>
      <span className={styles.itemMeta}>
        <span>{copy.cartQuantity({ quantity: formatNumber(locale, item.quantity) })}</span>
        <span>{formatMoney(linePrice(item.sale_price, item.quantity), locale)}</span>
      </span>
    </li>
  ));
}

function CartContents({ cart }: { cart: ShoppingCart }) {
  const copy = useMessages(catalogue);
  const locale = useLocale();
  const { physical_items: physical, digital_items: digital } = cart.line_items;
  if (physical.length + digital.length === 0) return <p className={styles.note}>{copy.cartEmpty}</p>;
  return (
    <>
      <ul className={styles.items}>
        <Items items={physical} />
        <Items items={digital} />
      </ul>
      <p className={styles.total}>
        <span>{copy.cartTotalLabel}</span>
        <span>{formatMoney(cart.cart_amount, locale)}</span>
      </p>
    </>
  );
}

/**
 * The rows the loading flyout holds room for, each a name of one or two lines: a typical
 * cart's (the demo's subscriber's), so its answer moves nothing.
 */
const skeletonRows = [['long'], ['long', 'short'], ['medium']] as const;

/**
 * While the cart loads: the loaded flyout's rows and Subtotal as grey bars, at the width a
 * cart of long names takes, so the flyout does not grow when the answer comes; a screen
 * reader hears 'Loading your cart' politely instead (`LoadingStatus`).
 */
function CartSkeleton() {
  return (
    <div className={styles.skeleton}>
      <div aria-hidden="true">
        {skeletonRows.map((lines, row) => (
          <div key={row} className={styles.item}>
            <span className={styles.itemName}>
              {lines.map((width, line) => (
                <span key={line} className={styles.boneLine}>
                  <span className={styles.bone} data-width={width} />
                </span>
              ))}
            </span>
            <span className={styles.itemMeta}>
              <span className={styles.bone} />
              <span className={styles.bone} />
            </span>
          </div>
        ))}
        <p className={styles.total}>
          <span className={styles.bone} />
          <span className={styles.bone} />
        </p>
      </div>
    </div>
  );
}

/** How long the loading status is in the page, empty, before it says anything. */
export const STATUS_SETTLE_MS = 100;

/** False until `ms` after the first render, then true. */
function useSettled(ms: number): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return settled;
}

/**
 * The polite status that says the cart is loading. A status region put in the page with its
 * words already in it is not announced, and the flyout comes in with the press that opens
 * it: this region comes in empty beside the flyout, and says its words only once it has
 * been in the page for a moment, time for a screen reader to have seen it (100 ms, the wait
 * live announcers commonly give a new region). Beside the flyout, not in it: a screen reader
 * may hold back what changes inside a busy region until it is done.
 */
function LoadingStatus({ loading }: { loading: boolean }) {
  const copy = useMessages(catalogue);
  const settled = useSettled(STATUS_SETTLE_MS);
  return (
    <VisuallyHidden>
      <span role="status">{loading && settled ? copy.cartLoading : null}</span>
    </VisuallyHidden>
  );
}

function CartFlyout({ anchor, open, onOpenChange }: CartPanelProps) {
  const signedIn = useMasthead(selectIsAuthenticated);
  const copy = useMessages(catalogue);
  const cart = useQuery({
    queryKey: cartQueryKey(signedIn),
    queryFn: ({ signal }) => getShoppingCart({ signal }),
    enabled: open,
  });
  // A failed answer renders nothing (docs/behaviour.md#errors), also while it is being retried;
  // the open flyout still closes on Escape and a press outside.
  const failed = cart.isError || cart.failureCount > 0;
  return (
    <>
      <Flyout
        anchor={anchor}
        open={open}
        onOpenChange={onOpenChange}
        label={copy.cartLabel}
        empty={failed}
        busy={!cart.data}
        className={styles.flyout}
      >
        {cart.data ? <CartContents cart={cart.data.cart} /> : <CartSkeleton />}
        <a className={styles.primary} href={viewCartLink.href}>
          {copy[viewCartLink.label]}
        </a>
      </Flyout>
      <LoadingStatus loading={open && !cart.data && !failed} />
    </>
  );
}

/** The cart flyout (docs/behaviour.md#cart): line items, the cart amount, 'View Cart'. */
export default function CartPanel(props: CartPanelProps) {
  const holder = useQueryHolder();
  const [client] = useState(() => queryClientFor(holder));
  return (
    <QueryClientProvider client={client}>
      <CartFlyout {...props} />
    </QueryClientProvider>
  );
}
