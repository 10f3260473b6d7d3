import { formatPrice } from '@masthead/i18n';

/**
 * Cart money (docs/behaviour.md#limits): US dollars with 2 decimals, written the way the
 * reader's locale writes them (`$1,234.50` in English, `1.234,50 $` in German).
 */
export const formatMoney = (amount: number, locale: string): string => formatPrice(locale, amount, 'USD');

/** Line price = sale_price × quantity, in whole cents so 3 × 19.99 is 59.97. */
export const linePrice = (salePrice: number, quantity: number): number =>
  Math.round(salePrice * 100 * quantity) / 100;
