/**
 * Checking attendees in at the door (decision 025). A scan names a ticket by its code and says
 * when the phone read it; scans made offline arrive later, in any order, perhaps twice. The
 * earliest scan of a ticket admits it (`validatedAt`), later ones are flagged as repeats, and a
 * scan sent again is recorded once. A code that is not one of this event's tickets, forged or
 * another event's, gets the same answer, so a scan reveals nothing about tickets elsewhere.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ticketScans, tickets } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { awardStatements } from '../loyalty/award.ts';

export type DoorScan = { code: string; scannedAt: Date; deviceScanId: string };

export type DoorAnswer =
  | { outcome: 'admitted'; ticketId: number; attendee: string }
  | { outcome: 'already'; ticketId: number; attendee: string; firstScannedAt: Date }
  | { outcome: 'refused'; reason: 'unknown' | 'not_valid' };

/** Ticket statuses that admit (a refunded or cancelled ticket does not). */
const ADMITTING = ['active', 'used'];

/** The name a ticket was bought or registered under, as the door reads it. */
export function attendeeOf(customerInfo: Record<string, string> | null): string {
  const info = customerInfo ?? {};
  return [info.firstName, info.lastName].filter(Boolean).join(' ') || info.name || info.email || '';
}

/** Records one scan at the event's door and says what the door should show. */
export async function checkIn(db: Database, event: { id: number }, scan: DoorScan, scannedBy: number): Promise<DoorAnswer> {
  const [ticket] = await db
    .select({ id: tickets.id, status: tickets.status, customerInfo: tickets.customerInfo, userId: tickets.userId })
    .from(tickets)
    .where(and(eq(tickets.qrCode, scan.code), eq(tickets.eventId, event.id)));
  if (!ticket) return { outcome: 'refused', reason: 'unknown' };
  if (!ADMITTING.includes(ticket.status)) return { outcome: 'refused', reason: 'not_valid' };
  const at = scan.scannedAt.getTime();
  await db.batch([
    db
      .insert(ticketScans)
      .values({ ticketId: ticket.id, scannedAt: scan.scannedAt, scannedBy, deviceScanId: scan.deviceScanId })
      .onConflictDoNothing({ target: ticketScans.deviceScanId }),
    // The earliest scan known admits the ticket, whichever arrived first.
    db
      .update(tickets)
      .set({ validatedAt: scan.scannedAt, status: 'used' })
      .where(and(eq(tickets.id, ticket.id), sql`(${tickets.validatedAt} is null or ${tickets.validatedAt} > ${at})`)),
    db
      .update(ticketScans)
      .set({ duplicate: sql`${ticketScans.scannedAt} > (select validated_at from ${tickets} where id = ${ticket.id})` })
      .where(eq(ticketScans.ticketId, ticket.id)),
    // The member's points for attending, once per ticket whatever the scans (decision 025).
    ...(ticket.userId === null ? [] : awardStatements(db, ticket.userId, { type: 'check_in', ticketId: ticket.id })),
  ]);
  const [stored] = await db.select({ validatedAt: tickets.validatedAt }).from(tickets).where(eq(tickets.id, ticket.id));
  const first = stored?.validatedAt ?? scan.scannedAt;
  const attendee = attendeeOf(ticket.customerInfo);
  return first.getTime() < at
    ? { outcome: 'already', ticketId: ticket.id, attendee, firstScannedAt: first }
    : { outcome: 'admitted', ticketId: ticket.id, attendee };
}

/** How many of the event's tickets are checked in, of those that admit. */
export async function doorCount(db: Database, eventId: number): Promise<{ checkedIn: number; registered: number }> {
  const [row] = await db
    .select({ checkedIn: sql<number>`count(${tickets.validatedAt})`, registered: sql<number>`count(*)` })
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), sql`${tickets.status} in ('active', 'used')`));
  return { checkedIn: Number(row?.checkedIn ?? 0), registered: Number(row?.registered ?? 0) };
}

/** A ticket on the door's list: who, its code (what the QR says), and when it was checked in. */
export type DoorTicket = { id: number; code: string; attendee: string; checkedInAt: Date | null };

/** The event's tickets that admit, by name, for the check-in page to keep on the phone before the doors open. */
export async function doorList(db: Database, eventId: number): Promise<DoorTicket[]> {
  const rows = await db
    .select({ id: tickets.id, code: tickets.qrCode, customerInfo: tickets.customerInfo, checkedInAt: tickets.validatedAt })
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), sql`${tickets.status} in ('active', 'used')`))
    .orderBy(tickets.id);
  return rows
    .map(({ customerInfo, ...ticket }) => ({ ...ticket, attendee: attendeeOf(customerInfo) }))
    .sort((a, b) => a.attendee.localeCompare(b.attendee, 'en'));
}
