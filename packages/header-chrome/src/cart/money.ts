/** Cart money (docs/behaviour.md#limits): a dollar sign, thousands commas, 2 decimals. */
const dollars = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoney(amount: number): string {
  const text = dollars.format(Math.abs(amount));
  return amount < 0 ? `-$${text}` : `$${text}`;
}

/** Line price = sale_price × quantity, in whole cents so 3 × 19.99 is 59.97. */
export const linePrice = (salePrice: number, quantity: number): number =>
  Math.round(salePrice * 100 * quantity) / 100;
