/** The door (lib/server/events/check-in.ts, decision 025): the earliest scan admits, repeats are flagged, resent scans count once, foreign codes say nothing. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ticketScans, tickets } from '#db/schema.ts';
import { checkIn, doorCount } from '#lib/server/events/check-in.ts';
import { createEvent, createUser } from '../factories/index.ts';
import { useFreshDatabase } from '../helpers/database.ts';

describe('checking in at the door', async () => {
  const { db } = await useFreshDatabase();
  const organiser = await createUser(db);
  const issue = async (eventId: number, count: number, status = 'active') =>
    db
      .insert(tickets)
      .values(
        Array.from({ length: count }, (_, i) => ({
          eventId,
          qrCode: `code-${eventId}-${i}-${Math.random().toString(36).slice(2)}`,
          status,
          customerInfo: { firstName: `Guest`, lastName: String(i + 1) },
        })),
      )
      .returning();
  const at = (minute: number) => new Date(Date.UTC(2026, 11, 5, 19, minute));

  it('admits thirty tickets scanned offline, whatever order the scans arrive in, and flags the repeats', async () => {
    const event = await createEvent(db);
    const issued = await issue(event.id, 30);
    // Each ticket scanned at minute i; five of them scanned again later at another door.
    const scans = issued.map((ticket, i) => ({ code: ticket.qrCode, scannedAt: at(i), deviceScanId: `phone-a-${i}` }));
    const repeats = issued.slice(0, 5).map((ticket, i) => ({ code: ticket.qrCode, scannedAt: at(40 + i), deviceScanId: `phone-b-${i}` }));
    // The repeats reach the server first: the earlier scans still win.
    const answers = [];
    for (const scan of [...repeats, ...scans.reverse()]) answers.push(await checkIn(db, event, scan, organiser.id));
    expect(await doorCount(db, event.id)).toEqual({ checkedIn: 30, registered: 30 });
    const stored = await db.select().from(tickets).where(eq(tickets.eventId, event.id));
    expect(
      stored.every(
        (ticket) =>
          ticket.status === 'used' && ticket.validatedAt?.getTime() === at(issued.findIndex((each) => each.id === ticket.id)).getTime(),
      ),
    ).toBe(true);
    const flagged = (await db.select().from(ticketScans)).filter(
      (scan) => issued.some((ticket) => ticket.id === scan.ticketId) && scan.duplicate,
    );
    expect(flagged.map((scan) => scan.deviceScanId).sort()).toEqual(['phone-b-0', 'phone-b-1', 'phone-b-2', 'phone-b-3', 'phone-b-4']);
    expect(answers.filter((answer) => answer.outcome === 'admitted')).toHaveLength(35);
  });

  it('says when a ticket was first checked in, and records a scan sent twice once', async () => {
    const event = await createEvent(db);
    const [ticket] = await issue(event.id, 1);
    const first = { code: ticket!.qrCode, scannedAt: at(1), deviceScanId: 'door-1' };
    expect(await checkIn(db, event, first, organiser.id)).toEqual({ outcome: 'admitted', ticketId: ticket!.id, attendee: 'Guest 1' });
    expect(await checkIn(db, event, { ...first, scannedAt: at(9), deviceScanId: 'door-2' }, organiser.id)).toEqual({
      outcome: 'already',
      ticketId: ticket!.id,
      attendee: 'Guest 1',
      firstScannedAt: at(1),
    });
    await checkIn(db, event, first, organiser.id);
    expect(await db.select().from(ticketScans).where(eq(ticketScans.ticketId, ticket!.id))).toHaveLength(2);
  });

  it('answers a forged code and another event’s ticket the same way, and refuses a refunded ticket', async () => {
    const [event, other] = [await createEvent(db), await createEvent(db)];
    const [elsewhere] = await issue(other.id, 1);
    const [refunded] = await issue(event.id, 1, 'refunded');
    const forged = await checkIn(db, event, { code: 'not-a-ticket', scannedAt: at(1), deviceScanId: 'f-1' }, organiser.id);
    const foreign = await checkIn(db, event, { code: elsewhere!.qrCode, scannedAt: at(1), deviceScanId: 'f-2' }, organiser.id);
    expect(foreign).toEqual(forged);
    expect(forged).toEqual({ outcome: 'refused', reason: 'unknown' });
    expect(await checkIn(db, event, { code: refunded!.qrCode, scannedAt: at(1), deviceScanId: 'f-3' }, organiser.id)).toEqual({
      outcome: 'refused',
      reason: 'not_valid',
    });
    expect((await db.select().from(tickets).where(eq(tickets.id, elsewhere!.id)))[0]!.validatedAt).toBeNull();
    expect(await doorCount(db, event.id)).toEqual({ checkedIn: 0, registered: 0 });
  });
});
