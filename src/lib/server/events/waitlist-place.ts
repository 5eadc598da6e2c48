/**
 * A member's place on an event's waitlist (decision 019), as one query that pages batch with
 * their other reads. Keyed by event id here only, so a later per-occurrence key joins in one place.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** Waiting (with the place in line, 1 for the first) or holding an offered seat until a time. */
export type WaitlistPlace = { status: 'waiting'; position: number } | { status: 'offered'; offerExpiresAt: Date };

/** The query for a member's live place on an event's waitlist (none for a visitor): batch it, then map with toWaitlistPlace. */
export function waitlistPlaceQuery(db: Database, eventId: number, userId: number | null) {
  return db.all<{ status: string; offer_expires_at: number | null; position: number }>(sql`
    select w.status, w.offer_expires_at,
      (select count(*) from event_waitlist x
        where x.event_id = w.event_id and x.status = 'waiting'
          and (x.created_at < w.created_at or (x.created_at = w.created_at and x.id <= w.id))) as position
    from event_waitlist w
    where w.event_id = ${eventId} and w.user_id = ${userId ?? 0} and w.status in ('waiting', 'offered')
    limit 1`);
}

/** Shapes the row of waitlistPlaceQuery; an offer past its deadline is no longer the member's (the job passes it on). */
export function toWaitlistPlace(rows: Awaited<ReturnType<typeof waitlistPlaceQuery>>, now = new Date()): WaitlistPlace | null {
  const [row] = rows;
  if (!row) return null;
  if (row.status === 'waiting') return { status: 'waiting', position: Number(row.position) };
  const offerExpiresAt = new Date(Number(row.offer_expires_at));
  return offerExpiresAt.getTime() > now.getTime() ? { status: 'offered', offerExpiresAt } : null;
}

/** A member's live place on an event's waitlist, or null. */
export async function getWaitlistPlace(
  db: Database,
  eventId: number,
  userId: number | null,
  now = new Date(),
): Promise<WaitlistPlace | null> {
  return toWaitlistPlace(await waitlistPlaceQuery(db, eventId, userId), now);
}
