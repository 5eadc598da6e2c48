/**
 * The check-in page's side on the server (decision 025): which event a person may check people
 * in at (its business's owner, or an admin), the list the phone keeps before the doors open, and
 * a batch of scans synced from the phone, each recorded through checkIn in the order they were
 * read, so the earliest scan of a ticket admits it and later ones are flagged.
 */
import { eq } from 'drizzle-orm';
import { events } from '#db/schema.ts';
import { CHECK_IN_MESSAGES as M } from '#lib/schemas/check-in.ts';
import type { SessionUser } from '../auth/session.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { isTokenShape } from '../security/tokens.ts';
import { checkIn, doorCount, doorList, type DoorAnswer, type DoorScan, type DoorTicket } from './check-in.ts';

export type DoorEvent = { id: number; title: string; startsAt: Date; businessId: number | null };

/** The event when `user` may check people in at it: 404 when there is none, 403 when it is another business's. */
export async function doorEventFor(db: Database, user: Pick<SessionUser, 'role' | 'businessId'>, eventId: number): Promise<DoorEvent> {
  const [event] = await db
    .select({ id: events.id, title: events.title, startsAt: events.startsAt, businessId: events.businessId })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw new HttpError(404, M.notFound);
  if (user.role === 'admin') return event;
  if (user.role !== 'business_owner' || event.businessId === null || event.businessId !== user.businessId)
    throw new HttpError(403, M.notYours, { title: M.accessDenied });
  return event;
}

/** What the phone keeps: the tickets by name and the count. */
export type DoorState = { tickets: DoorTicket[]; count: { checkedIn: number; registered: number } };

export async function doorState(db: Database, eventId: number): Promise<DoorState> {
  const [tickets, count] = await Promise.all([doorList(db, eventId), doorCount(db, eventId)]);
  return { tickets, count };
}

/** One synced scan's answer, by the phone's id for it. */
export type SyncedScan = { deviceScanId: string } & DoorAnswer;

/** Records the phone's scans, earliest first (a code that is not even shaped like a ticket's is refused unread); answers each and the door as it now stands. */
export async function syncScans(
  db: Database,
  event: Pick<DoorEvent, 'id'>,
  scans: { code: string; scannedAt: number; deviceScanId: string }[],
  scannedBy: number,
): Promise<{ answers: SyncedScan[] } & DoorState> {
  const answers: SyncedScan[] = [];
  for (const scan of [...scans].sort((a, b) => a.scannedAt - b.scannedAt)) {
    const door: DoorScan = { code: scan.code, scannedAt: new Date(scan.scannedAt), deviceScanId: scan.deviceScanId };
    const answer: DoorAnswer = isTokenShape(scan.code)
      ? await checkIn(db, event, door, scannedBy)
      : { outcome: 'refused', reason: 'unknown' };
    answers.push({ deviceScanId: scan.deviceScanId, ...answer });
  }
  return { answers, ...(await doorState(db, event.id)) };
}
