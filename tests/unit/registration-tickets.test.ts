/** Every confirmed registration has a ticket (decision 025): issued with a free seat, cancelled with it, new when taken again; the mail carries its QR code; the door's check-in awards the points once. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loyaltyPoints, loyaltyTransactions, mailOutbox, tickets } from '#db/schema.ts';
import { cancelRegistration, register, type Registrant } from '#lib/server/events/registrations.ts';
import { cancelOwnerEvent } from '#lib/server/events/owner-events.ts';
import { checkIn, doorList } from '#lib/server/events/check-in.ts';
import { listUserRegistrations } from '#lib/server/events/user-registrations.ts';
import type { RegistrationContact } from '#lib/schemas/events.ts';
import { isTokenShape } from '#lib/server/security/tokens.ts';
import { createEvent, createUser } from '../factories/index.ts';
import { useFreshDatabase } from '../helpers/database.ts';

const contact = (email: string): RegistrationContact => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  phone: '(212) 555-0100',
  emergencyContact: null,
  emergencyPhone: null,
  specialRequests: null,
});

describe('tickets for registrations', async () => {
  const { db } = await useFreshDatabase();
  const member = async (): Promise<Registrant> => {
    const user = await createUser(db);
    return { id: user.id, email: user.email, firstName: 'Ada', lastName: 'Lovelace', isPremium: false };
  };
  const ticketsOf = (userId: number, eventId: number) =>
    db
      .select()
      .from(tickets)
      .where(and(eq(tickets.userId, userId), eq(tickets.eventId, eventId)));

  it('issues a ticket with an unguessable code with a free registration, and mails its QR code', async () => {
    const [user, event] = [await member(), await createEvent(db)];
    const outcome = await register(db, {
      user,
      eventId: event.id,
      contact: contact('ticket.mail@example.com'),
      origin: 'https://harlem.example',
    });
    expect(outcome.ok).toBe(true);
    const [ticket, ...more] = await ticketsOf(user.id, event.id);
    expect(more).toHaveLength(0);
    expect(ticket).toMatchObject({
      status: 'active',
      totalAmountCents: 0,
      registrationId: outcome.ok ? outcome.registration.id : -1,
      customerInfo: { name: 'Ada Lovelace', email: 'ticket.mail@example.com' },
    });
    expect(isTokenShape(ticket!.qrCode)).toBe(true);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'ticket.mail@example.com'));
    expect(mail!.textBody).toContain(`https://harlem.example/tickets/${ticket!.id}`);
    expect(mail!.htmlBody).toContain('<svg');
    const [listed] = await listUserRegistrations(db, user.id);
    expect(listed).toBeDefined();
  });

  it('cancels the ticket with the registration, and a registration taken again gets a new code', async () => {
    const [user, event] = [await member(), await createEvent(db)];
    await register(db, { user, eventId: event.id, contact: contact('again@example.com') });
    const [first] = await ticketsOf(user.id, event.id);
    expect((await cancelRegistration(db, user.id, event.id)).ok).toBe(true);
    expect((await ticketsOf(user.id, event.id))[0]!.status).toBe('cancelled');
    await register(db, { user, eventId: event.id, contact: contact('again@example.com') });
    const all = await ticketsOf(user.id, event.id);
    const live = all.filter((ticket) => ticket.status === 'active');
    expect(all).toHaveLength(2);
    expect(live).toHaveLength(1);
    expect(live[0]!.qrCode).not.toBe(first!.qrCode);
    expect(live[0]!.registrationId).toBe(first!.registrationId);
    // The old code no longer admits at the door.
    expect(await checkIn(db, event, { code: first!.qrCode, scannedAt: new Date(), deviceScanId: `old-${first!.id}` }, user.id)).toEqual({
      outcome: 'refused',
      reason: 'not_valid',
    });
  });

  it('issues no ticket for a paid seat until its payment arrives', async () => {
    const [user, event] = [await member(), await createEvent(db, { priceCents: 2500 })];
    expect((await register(db, { user, eventId: event.id, contact: contact('paid@example.com'), paymentsOpen: true })).ok).toBe(true);
    expect(await ticketsOf(user.id, event.id)).toHaveLength(0);
  });

  it('cancels the free tickets when the event is cancelled', async () => {
    const [user, event] = [await member(), await createEvent(db)];
    await register(db, { user, eventId: event.id, contact: contact('cancelled.event@example.com') });
    await cancelOwnerEvent(db, null, { businessId: null, eventId: event.id, origin: 'https://harlem.example' });
    expect((await ticketsOf(user.id, event.id))[0]!.status).toBe('cancelled');
  });

  it('awards the member the check-in points once, however many scans, and lists the door by name', async () => {
    const [user, event, organiser] = [await member(), await createEvent(db), await createUser(db)];
    await register(db, { user, eventId: event.id, contact: contact('points@example.com') });
    const [ticket] = await ticketsOf(user.id, event.id);
    const scan = (minute: number) => ({
      code: ticket!.qrCode,
      scannedAt: new Date(Date.UTC(2026, 11, 5, 19, minute)),
      deviceScanId: `points-${ticket!.id}-${minute}`,
    });
    expect((await checkIn(db, event, scan(5), organiser.id)).outcome).toBe('admitted');
    expect((await checkIn(db, event, scan(9), organiser.id)).outcome).toBe('already');
    expect((await checkIn(db, event, scan(1), organiser.id)).outcome).toBe('admitted');
    const [balance] = await db.select().from(loyaltyPoints).where(eq(loyaltyPoints.userId, user.id));
    expect(balance).toMatchObject({ points: 50, lifetimePoints: 50 });
    expect(await db.select().from(loyaltyTransactions).where(eq(loyaltyTransactions.userId, user.id))).toHaveLength(1);
    expect(await doorList(db, event.id)).toEqual([
      { id: ticket!.id, code: ticket!.qrCode, attendee: 'Ada Lovelace', checkedInAt: new Date(Date.UTC(2026, 11, 5, 19, 1)) },
    ]);
  });
});
