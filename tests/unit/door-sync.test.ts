/** The check-in page's server side (lib/server/events/door-sync.ts, decision 025): who may check in at an event, and a synced batch recorded earliest first. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ticketScans, tickets } from '#db/schema.ts';
import { doorEventFor, syncScans } from '#lib/server/events/door-sync.ts';
import { CheckInSyncSchema } from '#lib/schemas/check-in.ts';
import { HttpError } from '#lib/server/http/errors.ts';
import { generateToken } from '#lib/server/security/tokens.ts';
import { createBoard, createBusiness, createCategory, createEvent, createUser } from '../factories/index.ts';
import { useFreshDatabase } from '../helpers/database.ts';

describe('the door on the server', async () => {
  const { db } = await useFreshDatabase();
  const [board, category] = [await createBoard(db, { number: 10, name: 'Central Harlem' }), await createCategory(db)];
  const business = await createBusiness(db, { name: 'Door Test Hall', communityBoardId: board.id, categoryId: category.id });
  const event = await createEvent(db, { businessId: business.id });
  const organiser = await createUser(db, { role: 'business_owner', businessId: business.id });

  it('lets the business’s owner and admins in, refuses another business’s owner, and 404s a missing event', async () => {
    expect((await doorEventFor(db, { role: 'business_owner', businessId: business.id }, event.id)).id).toBe(event.id);
    expect((await doorEventFor(db, { role: 'admin', businessId: null }, event.id)).id).toBe(event.id);
    await expect(doorEventFor(db, { role: 'business_owner', businessId: business.id + 1000 }, event.id)).rejects.toMatchObject({
      status: 403,
    });
    await expect(doorEventFor(db, { role: 'user', businessId: null }, event.id)).rejects.toBeInstanceOf(HttpError);
    await expect(doorEventFor(db, { role: 'admin', businessId: null }, 999_999)).rejects.toMatchObject({ status: 404 });
  });

  it('records a batch earliest first: the earliest scan admits, the later one is flagged, junk is refused unread', async () => {
    const [ticket] = await db
      .insert(tickets)
      .values({ eventId: event.id, qrCode: generateToken(), customerInfo: { name: 'Ada Lovelace' } })
      .returning();
    const now = Date.now();
    const answer = await syncScans(
      db,
      event,
      [
        { code: ticket!.qrCode, scannedAt: now - 1_000, deviceScanId: 'sync-late-1' },
        { code: ticket!.qrCode, scannedAt: now - 60_000, deviceScanId: 'sync-early-1' },
        { code: 'forged', scannedAt: now - 5_000, deviceScanId: 'sync-junk-1' },
      ],
      organiser.id,
    );
    expect(answer.answers.map((each) => [each.deviceScanId, each.outcome])).toEqual([
      ['sync-early-1', 'admitted'],
      ['sync-junk-1', 'refused'],
      ['sync-late-1', 'already'],
    ]);
    expect(answer.count).toEqual({ checkedIn: 1, registered: 1 });
    const scans = await db.select().from(ticketScans).where(eq(ticketScans.ticketId, ticket!.id));
    expect(scans.map((scan) => [scan.deviceScanId, scan.duplicate]).sort()).toEqual([
      ['sync-early-1', false],
      ['sync-late-1', true],
    ]);
  });

  it('refuses scans that are not a list, too many, or dated far from now', () => {
    const scan = { code: 'x', scannedAt: Date.now(), deviceScanId: 'scan-0001' };
    expect(CheckInSyncSchema.safeParse({ eventId: '1', scans: JSON.stringify([scan]) }).success).toBe(true);
    expect(CheckInSyncSchema.safeParse({ eventId: '1', scans: '{not json' }).success).toBe(false);
    expect(CheckInSyncSchema.safeParse({ eventId: '1', scans: JSON.stringify(Array.from({ length: 201 }, () => scan)) }).success).toBe(
      false,
    );
    expect(
      CheckInSyncSchema.safeParse({ eventId: '1', scans: JSON.stringify([{ ...scan, scannedAt: Date.now() + 86_400_000 }]) }).success,
    ).toBe(false);
    expect(CheckInSyncSchema.safeParse({ eventId: '1', scans: JSON.stringify([{ ...scan, deviceScanId: '<script>' }]) }).success).toBe(
      false,
    );
  });
});
