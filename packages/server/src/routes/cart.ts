/** A cart per visitor, anonymous or signed in, over the seeded store items. */
import type { FastifyInstance } from 'fastify';
import type { CartItem, ShoppingCartResponse, StoreItem } from '@masthead/api/contract';
import { serverMessages } from '@masthead/api/contract';
import { fail, noBody, type Context } from '../context.ts';
import { route } from '../route.ts';
import { cartOwner } from '../sessions.ts';

type Line = CartItem & { kind: StoreItem['kind'] };

async function cartOf(ctx: Context, owner: string | undefined): Promise<ShoppingCartResponse> {
  const lines = owner
    ? await ctx.db.query<Line>(
        `select s.sku, s.name, s.url, s.kind, c.quantity, s.sale_price::float8 as sale_price, s.list_price::float8 as list_price
         from cart_items c join store_items s on s.sku = c.sku where c.owner = $1 order by c.added_at, s.sku`,
        [owner],
      )
    : [];
  const strip = ({ kind: _kind, ...item }: Line): CartItem => item;
  const cents = lines.reduce((sum, line) => sum + Math.round(line.sale_price * 100) * line.quantity, 0);
  return {
    cart: {
      cart_amount: cents / 100,
      line_items: {
        physical_items: lines.filter((line) => line.kind === 'physical').map(strip),
        digital_items: lines.filter((line) => line.kind === 'digital').map(strip),
      },
    },
  };
}

export function cartRoutes(app: FastifyInstance, ctx: Context): void {
  route(app, 'shoppingCart', async (request, reply) =>
    cartOf(ctx, await cartOwner(ctx, request, reply, false)),
  );

  route(app, 'storeItems', async () => ({
    items: await ctx.db.query<StoreItem>(
      'select sku, name, url, kind, sale_price::float8 as sale_price, list_price::float8 as list_price from store_items order by sku',
    ),
  }));

  route(app, 'addCartItem', async (request, reply) => {
    const [item] = await ctx.db.query('select sku from store_items where sku = $1', [request.body.sku]);
    if (!item) return fail(reply, 404, { field: 'sku', errorMessage: serverMessages.unknownItem });
    const owner = await cartOwner(ctx, request, reply, true);
    await ctx.db.query(
      `insert into cart_items (owner, sku, quantity) values ($1, $2, $3)
       on conflict (owner, sku) do update set quantity = least(99, cart_items.quantity + excluded.quantity)`,
      [owner, request.body.sku, request.body.quantity],
    );
    return cartOf(ctx, owner);
  });

  route(
    app,
    'removeCartItem',
    async (request, reply) => {
      const owner = await cartOwner(ctx, request, reply, false);
      if (owner)
        await ctx.db.query('delete from cart_items where owner = $1 and sku = $2', [
          owner,
          request.params.sku,
        ]);
      return cartOf(ctx, owner);
    },
    { preValidation: noBody },
  );
}
