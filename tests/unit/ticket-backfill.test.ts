/** Migration 0028 (decision 025): the registrations confirmed before tickets were issued for every one get theirs. */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventRegistrations, tickets } from '#db/schema.ts';
import { isTokenShape } from '#lib/server/security/tokens.ts';
import { createEvent, createUser } from '../factories/index.ts';
import { useFreshDatabase } from '../helpers/database.ts';

describe('migration 0028: tickets for the registrations confirmed before', async () => {
  const { db } = await useFreshDatabase();

  it('gives each confirmed registration without a ticket one with its own code, and links a paid ticket to its registration', async () => {
    const event = await createEvent(db);
    const users = [await createUser(db), await createUser(db), await createUser(db)];
    const row = (userId: number, status: 'confirmed' | 'cancelled', session: string | null = null) => ({
      userId,
      eventId: event.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `m${userId}@example.com`,
      phone: '',
      status,
      stripeCheckoutSessionId: session,
    });
    const [free, cancelled, paid] = await db
      .insert(eventRegistrations)
      .values([row(users[0]!.id, 'confirmed'), row(users[1]!.id, 'cancelled'), row(users[2]!.id, 'confirmed', `cs_backfill_${event.id}`)])
      .returning();
    await db.insert(tickets).values({
      eventId: event.id,
      userId: users[2]!.id,
      qrCode: `paid-${event.id}`,
      stripeCheckoutSessionId: `cs_backfill_${event.id}`,
      totalAmountCents: 2500,
    });
    for (const statement of readFileSync('db/migrations/0028_checkin_ticket_backfill.sql', 'utf8').split('--> statement-breakpoint'))
      await db.run(sql.raw(statement));
    const issued = await db.select().from(tickets).where(eq(tickets.eventId, event.id));
    expect(issued.map((ticket) => ticket.registrationId).sort()).toEqual([free!.id, paid!.id].sort());
    const backfilled = issued.find((ticket) => ticket.registrationId === free!.id)!;
    expect(isTokenShape(backfilled.qrCode)).toBe(true);
    expect(backfilled.customerInfo).toEqual({ name: 'Ada Lovelace', email: `m${users[0]!.id}@example.com` });
    expect(issued.some((ticket) => ticket.registrationId === cancelled!.id)).toBe(false);
  });
});
