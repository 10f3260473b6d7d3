/**
 * Seeds the store items and the catalogue on every start; in development also the demo
 * accounts (restored to their documented state on every start, new accounts untouched)
 * and their carts (once). The demo accounts' passwords are published: never in production.
 */
import { randomUUID } from 'node:crypto';
import { demoAccounts, seededCarts, storeItems } from '@masthead/api/contract';
import { hashPassword } from '../passwords.ts';
import { buildCatalogue, topicLink, topicTitles } from './catalogue.ts';
import type { Database } from './database.ts';

/** Each demo password hashed once a process: a hash costs tens of milliseconds, and tests start many servers. */
const demoHashes = new Map<string, Promise<string>>();
const demoHash = (password: string) => {
  const hash = demoHashes.get(password) ?? hashPassword(password);
  demoHashes.set(password, hash);
  return hash;
};

async function seedAccounts(db: Database): Promise<void> {
  for (const account of Object.values(demoAccounts)) {
    const hash = account.password === null ? null : await demoHash(account.password);
    await db.query(
      `insert into users (id, email, password_hash, first_name, last_name, restricted, subscriber_caption,
         is_hmm_eligible, gift_limit, gift_remaining, failed_attempts, locked_until)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       on conflict (email) do update set
         password_hash = coalesce(excluded.password_hash, users.password_hash),
         restricted = excluded.restricted, subscriber_caption = excluded.subscriber_caption,
         is_hmm_eligible = excluded.is_hmm_eligible, gift_limit = excluded.gift_limit,
         gift_remaining = excluded.gift_remaining, failed_attempts = excluded.failed_attempts,
         locked_until = excluded.locked_until`,
      [
        randomUUID(),
        account.emailAddress,
        hash,
        account.firstName,
        account.lastName,
        account.restricted,
        account.subscriber?.subscriberTypeCaption ?? null,
        account.subscriber?.isHmmEligible ?? false,
        account.giftQuota?.limit ?? null,
        account.giftQuota?.remaining ?? null,
        account.locked ? 5 : 0,
        // The locked demo account stays locked: that is the state it demonstrates.
        account.locked ? '9999-12-31T00:00:00Z' : null,
      ],
    );
  }
}

async function seedCatalogue(db: Database): Promise<void> {
  for (const item of storeItems)
    await db.query(
      `insert into store_items (sku, name, url, kind, sale_price, list_price) values ($1, $2, $3, $4, $5, $6)
       on conflict (sku) do update set name = excluded.name, url = excluded.url, kind = excluded.kind,
         sale_price = excluded.sale_price, list_price = excluded.list_price`,
      [item.sku, item.name, item.url, item.kind, item.sale_price, item.list_price],
    );
  const records = buildCatalogue();
  const values = records.map(
    (_, index) => `($${index * 4 + 1}, $${index * 4 + 2}, $${index * 4 + 3}, $${index * 4 + 4})`,
  );
  await db.query(
    `insert into content_records (link, content_type, title, topic) values ${values.join(', ')} on conflict (link) do nothing`,
    records.flatMap((record) => [record.link, record.contentType, record.title, record.topic]),
  );
  for (const title of topicTitles)
    await db.query('insert into topics (title, link) values ($1, $2) on conflict (title) do nothing', [
      title,
      topicLink(title),
    ]);
}

async function seedCartsOnce(db: Database): Promise<void> {
  const done = await db.query("select 1 from app_meta where key = 'carts-seeded'");
  if (done.length > 0) return;
  for (const [email, lines] of Object.entries(seededCarts))
    for (const [sku, quantity] of lines)
      await db.query(
        `insert into cart_items (owner, sku, quantity) select 'user:' || id, $2, $3 from users where email = $1
         on conflict do nothing`,
        [email, sku, quantity],
      );
  await db.query("insert into app_meta (key, value) values ('carts-seeded', 'yes')");
}

export async function seed(db: Database, options: { withDemoAccounts: boolean }): Promise<void> {
  await seedCatalogue(db);
  if (!options.withDemoAccounts) return;
  await seedAccounts(db);
  await seedCartsOnce(db);
}
