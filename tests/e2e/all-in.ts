/**
 * The all-in price a page should show for an event the API lists (issue 33): its price plus its
 * host's guide fee, read from the suite's database. The arithmetic and the fees are proved by the
 * unit tests; the browser tests check the pages show it.
 */
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import * as schema from '#db/schema.ts';
import type { Database } from '#lib/server/db/client.ts';
import { withAllInPrices } from '#lib/server/fees/all-in-prices.ts';

/** "26.75" for a $25.00 ticket with a $1.75 fee; null for a free event. */
export async function allInPriceOf(event: { id: number; businessId: number | null; price: string | null }): Promise<string | null> {
  const client = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  try {
    const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Database;
    const [priced] = await withAllInPrices(db, [{ id: event.id, businessId: event.businessId, price: event.price }]);
    return priced.allInPrice;
  } finally {
    client.close();
  }
}
