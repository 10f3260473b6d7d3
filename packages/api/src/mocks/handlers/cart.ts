/** A cart per visitor (anonymous or signed in) and the store items, over the mock db. */
import { http, HttpResponse } from 'msw';
import type { ShoppingCartResponse, StoreItemsResponse } from '../../contract/index.ts';
import { endpoints, serverMessages } from '../../contract/index.ts';
import { visitorCart } from '../db.ts';
import { cartOf, storeItemFixtures } from '../fixtures.ts';
import { anyOrigin, errorResponse, readJsonObject } from '../respond.ts';

const currentCart = () => HttpResponse.json<ShoppingCartResponse>(cartOf([...visitorCart()]));

export const cartHandlers = [
  http.get(anyOrigin(endpoints.shoppingCart), currentCart),
  http.get(anyOrigin(endpoints.storeItems), () =>
    HttpResponse.json<StoreItemsResponse>({ items: storeItemFixtures }),
  ),
  http.post(anyOrigin(endpoints.addCartItem), async ({ request }) => {
    const parsed = await readJsonObject(request);
    if ('error' in parsed) return parsed.error;
    const { sku, quantity } = parsed.body;
    if (typeof sku !== 'string')
      return errorResponse(400, { field: 'sku', errorMessage: 'sku must be a string.' });
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > 99)
      return errorResponse(400, {
        field: 'quantity',
        errorMessage: 'quantity must be a whole number from 1 to 99.',
      });
    if (!storeItemFixtures.some((item) => item.sku === sku))
      return errorResponse(404, { field: 'sku', errorMessage: serverMessages.unknownItem });
    const cart = visitorCart();
    cart.set(sku, Math.min(99, (cart.get(sku) ?? 0) + quantity));
    return currentCart();
  }),
  http.delete(anyOrigin(endpoints.removeCartItem), ({ params }) => {
    visitorCart().delete(String(params.sku));
    return currentCart();
  }),
];
