/**
 * "Your listing ends soon" in the owner's notification centre (issue 17), beside the renewal
 * reminder mail of the scheduled job: once per paid listing (dedupe `listing:expiring:ID`), marked
 * as already mailed so delivery does not mail it twice.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { recipientLanguagesIn } from '../mail/recipient-language.ts';
import { notify } from './notify.ts';
import { listingExpiringText } from './texts.ts';

/** Notifies the payer (or the business's owner) of each listing payment reminded; returns how many were stored. */
export async function notifyListingsExpiring(db: Database, paymentIds: readonly number[], now: Date): Promise<number> {
  if (paymentIds.length === 0) return 0;
  const rows = await db.all<{ id: number; user_id: number | null; name: string; expires_at: number }>(sql`
    select p.id, coalesce(p.user_id, b.owner_id) as user_id, b.name, p.expires_at
    from business_listing_payments p join businesses b on b.id = p.business_id
    where p.id in (${sql.join(
      paymentIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const found = rows.filter((row) => row.user_id !== null);
  const languageOf = await recipientLanguagesIn(
    db,
    found.map((row) => Number(row.user_id)),
  );
  for (const row of found) {
    const userId = Number(row.user_id);
    const said = listingExpiringText(languageOf(userId), row.name, new Date(Number(row.expires_at)));
    await notify(db, { userId, kind: 'listing_expiring', ...said, dedupeKey: `listing:expiring:${row.id}`, mailedByProducer: true }, now);
  }
  return found.length;
}
