import { and, count, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventRegistrations, events, mailOutbox } from '#db/schema.ts';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import * as schema from '#db/schema.ts';
import { cancelRegistration, contactFromAccount, register, type Registrant } from '#lib/server/events/registrations.ts';
import { listUserRegistrations } from '#lib/server/events/user-registrations.ts';
import { REGISTRATION_MESSAGES as M, RegistrationSchema } from '#lib/schemas/events.ts';
import { fieldErrors } from '#lib/server/http/forms.ts';
import { saidOfKey } from '#lib/i18n/said.ts';
import { textIn } from '#lib/i18n/said.ts';
import { getEventPageData } from '#lib/server/events/event-pages.ts';
import { buildRegistrationContact, createBusiness, createBoard, createCategory, createEvent, createUser } from '../factories/index.ts';
import { countRoundTrips, useFreshDatabase } from '../helpers/database.ts';
import { callApi } from '../helpers/api.ts';
import { DELETE as unregisterRoute } from '#pages/api/user/events/[id]/register.ts';
import type { SessionUser } from '#lib/server/auth/session.ts';

const DAY = 86_400_000;

/** Each field's first message in English, as an answer says it (the schema names keys). */
const englishOf = (issues: Parameters<typeof fieldErrors>[0]) =>
  Object.fromEntries(Object.entries(fieldErrors(issues)).map(([field, text]) => [field, textIn('en', text)]));
const inDays = (days: number) => new Date(Date.now() + days * DAY);

const contact = buildRegistrationContact;

describe('registration input', () => {
  const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '212 555 0100' };

  it('uses the spec messages for required fields', () => {
    const result = RegistrationSchema.safeParse({ firstName: ' ', lastName: '', email: 'nope', phone: '' });
    expect(result.success).toBe(false);
    expect(englishOf(result.error!.issues)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      phone: 'Phone number is required',
    });
    // Missing fields (a JSON body without them) read the same.
    const missing = RegistrationSchema.safeParse({});
    expect(englishOf(missing.error!.issues).firstName).toBe('First name is required');
  });

  it('needs a phone number with at least 7 digits; optional fields become null', () => {
    expect(englishOf(RegistrationSchema.safeParse({ ...valid, phone: '555-01' }).error!.issues).phone).toBe(
      'Please enter a valid phone number (at least 7 digits)',
    );
    expect(RegistrationSchema.safeParse({ ...valid, phone: 'call me maybe' }).success).toBe(false);
    const parsed = RegistrationSchema.parse({ ...valid, emergencyContact: '  ', emergencyPhone: '', specialRequests: '' });
    expect(parsed).toMatchObject({ emergencyContact: null, emergencyPhone: null, specialRequests: null });
    expect(RegistrationSchema.safeParse({ ...valid, emergencyPhone: '12' }).success).toBe(false);
  });

  it('limits special requests to 1000 characters, and says so in each language', () => {
    expect(RegistrationSchema.safeParse({ ...valid, specialRequests: 'x'.repeat(1000) }).success).toBe(true);
    const tooLong = saidOfKey(RegistrationSchema.safeParse({ ...valid, specialRequests: 'x'.repeat(1001) }).error?.issues[0].message ?? '');
    expect(tooLong?.in('en')).toBe('Special requests must be at most 1000 characters');
    expect(tooLong?.in('es')).toBe('Escribe 1000 caracteres como máximo');
    expect(tooLong?.in('fr')).toBe('1000 caractères au maximum');
  });

  it('takes name and email from the account when the API is called without a body', () => {
    expect(contactFromAccount({ id: 1, email: 'sam@example.com', firstName: null, lastName: null, isPremium: false })).toMatchObject({
      firstName: 'sam',
      lastName: '',
      email: 'sam@example.com',
      phone: '',
    });
  });
});

describe('registering for events', async () => {
  const { db, path } = await useFreshDatabase();
  const board = await createBoard(db, { number: 10 });
  const category = await createCategory(db);
  const host = await createBusiness(db, { communityBoardId: board.id, categoryId: category.id, name: 'Apollo Theater' });
  const member = async (isPremium = false): Promise<Registrant> => {
    const user = await createUser(db, { isPremium });
    return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, isPremium };
  };
  const live = async (eventId: number) =>
    (
      await db
        .select({ n: count() })
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, eventId), ne(eventRegistrations.status, 'cancelled')))
    )[0].n;

  it('registers a member for a free event, confirmed, and emails a confirmation in New York time', async () => {
    // 7:30 PM New York on a winter day is 00:30 UTC the next day.
    const event = await createEvent(db, {
      title: 'Amateur Night',
      startsAt: new Date('2099-01-10T00:30:00Z'),
      endsAt: new Date('2099-01-10T03:00:00Z'),
      location: '253 W 125th St',
      businessId: host.id,
    });
    const user = await member();
    const outcome = await register(db, {
      user,
      eventId: event.id,
      contact: contact({ email: 'ada.confirm@example.com' }),
      origin: 'https://harlem.example',
    });
    expect(outcome).toMatchObject({ ok: true, registration: { status: 'confirmed', amountCents: 0 } });
    const [row] = await db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id));
    expect(row).toMatchObject({ userId: user.id, firstName: 'Ada', lastName: 'Lovelace', phone: '(212) 555-0100', status: 'confirmed' });

    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'ada.confirm@example.com'));
    expect(mail.kind).toBe('event_registration');
    expect(mail.subject).toBe("You're registered: Amateur Night");
    expect(mail.textBody).toContain('When: Friday, January 9, 2099, 7:30 PM – 10:00 PM (New York time)');
    expect(mail.textBody).toContain('Where: Apollo Theater, 253 W 125th St');
    expect(mail.textBody).toContain('https://harlem.example/events/' + event.id);
    expect(mail.textBody).not.toContain('Payment');
  });

  it('allows one registration per member per event', async () => {
    const event = await createEvent(db, { startsAt: inDays(3) });
    const user = await member();
    expect((await register(db, { user, eventId: event.id, contact: contact() })).ok).toBe(true);
    const again = await register(db, { user, eventId: event.id, contact: contact() });
    expect(again).toEqual({ ok: false, status: 409, reason: 'already_registered', message: M.already });
    // Even when both attempts race, the unique pair keeps one row.
    const racer = await member();
    const raced = await Promise.all(Array.from({ length: 5 }, () => register(db, { user: racer, eventId: event.id, contact: contact() })));
    expect(raced.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(raced.filter((outcome) => !outcome.ok).every((outcome) => !outcome.ok && outcome.reason === 'already_registered')).toBe(true);
    expect(await live(event.id)).toBe(2);
  });

  it('refuses missing, retired and ended events', async () => {
    const user = await member();
    expect(await register(db, { user, eventId: 999_999, contact: contact() })).toMatchObject({
      ok: false,
      status: 404,
      message: M.notFound,
    });
    const retired = await createEvent(db, { startsAt: inDays(3), isActive: false });
    expect(await register(db, { user, eventId: retired.id, contact: contact() })).toMatchObject({ ok: false, status: 404 });
    const closedHost = await createBusiness(db, { communityBoardId: board.id, categoryId: category.id, isActive: false });
    const hidden = await createEvent(db, { startsAt: inDays(3), businessId: closedHost.id });
    expect(await register(db, { user, eventId: hidden.id, contact: contact() })).toMatchObject({ ok: false, status: 404 });
    const ended = await createEvent(db, { startsAt: inDays(-2), endsAt: new Date(Date.now() - 2 * DAY + 3_600_000) });
    expect(await register(db, { user, eventId: ended.id, contact: contact() })).toMatchObject({
      ok: false,
      status: 409,
      message: M.ended,
    });
    // Started but not yet over: still open.
    const running = await createEvent(db, { startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() + 3_600_000) });
    expect((await register(db, { user, eventId: running.id, contact: contact() })).ok).toBe(true);
    expect(await live(ended.id)).toBe(0);
  });

  it('keeps members-only events for premium members', async () => {
    const event = await createEvent(db, { startsAt: inDays(5), isPremium: true });
    const basic = await member(false);
    expect(await register(db, { user: basic, eventId: event.id, contact: contact() })).toEqual({
      ok: false,
      status: 403,
      reason: 'premium_only',
      message: M.premiumOnly,
    });
    expect(await live(event.id)).toBe(0);
    const premium = await member(true);
    expect(await register(db, { user: premium, eventId: event.id, contact: contact() })).toMatchObject({ ok: true });
  });

  it('holds a paid seat as awaiting payment with the price and mails nothing until it is paid; refuses it where payments are not open', async () => {
    const event = await createEvent(db, { title: 'Gospel Sunday Tour', startsAt: inDays(6), priceCents: 5500 });
    const user = await member();
    const closed = await register(db, { user, eventId: event.id, contact: contact({ email: 'paid@example.com' }), paymentsOpen: false });
    expect(closed).toMatchObject({ ok: false, status: 503, reason: 'payments_closed' });
    expect(await db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id))).toEqual([]);

    const outcome = await register(db, { user, eventId: event.id, contact: contact({ email: 'paid@example.com' }), paymentsOpen: true });
    expect(outcome).toMatchObject({ ok: true, registration: { status: 'awaiting_payment', amountCents: 5500 } });
    const [row] = await db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id));
    expect(row).toMatchObject({ status: 'awaiting_payment', amountCents: 5500 });
    // The ticket mail goes out once the payment arrives (payments tests).
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'paid@example.com'))).toEqual([]);
  });

  it('refuses a full event, and a cancelled registration frees its seat for someone else', async () => {
    const event = await createEvent(db, { startsAt: inDays(4), maxAttendees: 2 });
    const [a, b, c] = [await member(), await member(), await member()];
    expect((await register(db, { user: a, eventId: event.id, contact: contact() })).ok).toBe(true);
    expect((await register(db, { user: b, eventId: event.id, contact: contact() })).ok).toBe(true);
    expect(await register(db, { user: c, eventId: event.id, contact: contact() })).toEqual({
      ok: false,
      status: 409,
      reason: 'full',
      message: M.full,
    });

    expect((await cancelRegistration(db, a.id, event.id)).ok).toBe(true);
    expect((await cancelRegistration(db, a.id, event.id)).ok).toBe(false);
    expect((await register(db, { user: c, eventId: event.id, contact: contact() })).ok).toBe(true);
    expect(await live(event.id)).toBe(2);
    // a's seat went to c: a cannot come back while the event is full...
    expect(await register(db, { user: a, eventId: event.id, contact: contact() })).toMatchObject({ reason: 'full' });
    // ...and comes back (reusing the row, so the pair stays unique) once a seat is free.
    await cancelRegistration(db, b.id, event.id);
    const back = await register(db, { user: a, eventId: event.id, contact: contact({ phone: '646 555 0199' }) });
    expect(back).toMatchObject({ ok: true, registration: { status: 'confirmed' } });
    const rows = await db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.userId, a.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'confirmed', phone: '646 555 0199' });
  });

  it('never overbooks: 50 members racing for the last 4 seats get exactly 4', async () => {
    const event = await createEvent(db, { startsAt: inDays(8), maxAttendees: 5 });
    const first = await member();
    await register(db, { user: first, eventId: event.id, contact: contact() });
    const racers = await Promise.all(Array.from({ length: 50 }, () => member()));
    const outcomes = await Promise.all(racers.map((user) => register(db, { user, eventId: event.id, contact: contact() })));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(4);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'full')).toHaveLength(46);
    expect(await live(event.id)).toBe(5);
  });

  it('never overbooks across separate database connections either', async () => {
    const event = await createEvent(db, { startsAt: inDays(9), maxAttendees: 3 });
    const racers = await Promise.all(Array.from({ length: 12 }, () => member()));
    // Each racer on its own connection to the same file, as separate server processes would be.
    const connections = racers.map(() => createClient({ url: `file:${path}` }));
    try {
      const outcomes = await Promise.allSettled(
        racers.map((user, index) =>
          register(drizzle({ client: connections[index], schema, casing: 'snake_case' }), { user, eventId: event.id, contact: contact() }),
        ),
      );
      const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value.ok);
      // A connection may be told the database is busy; it can fail, but never overbook.
      expect(succeeded.length).toBeLessThanOrEqual(3);
      expect(succeeded.length).toBeGreaterThanOrEqual(1);
      expect(await live(event.id)).toBe(succeeded.length);
    } finally {
      for (const connection of connections) connection.close();
    }
  });

  it("lists a member's registrations upcoming first (soonest first), then past ones, without cancelled ones", async () => {
    const user = await member(true);
    const soon = await createEvent(db, {
      title: 'Soon',
      startsAt: inDays(2),
      priceCents: 1500,
      imageUrl: '/images/a.svg',
      location: 'Lenox Ave',
    });
    const later = await createEvent(db, { title: 'Later', startsAt: inDays(20), isPremium: true });
    const dropped = await createEvent(db, { title: 'Dropped', startsAt: inDays(10) });
    const past = await createEvent(db, { title: 'Past', startsAt: inDays(1) });
    for (const event of [later, soon, dropped, past])
      expect((await register(db, { user, eventId: event.id, contact: contact() })).ok).toBe(true);
    await cancelRegistration(db, user.id, dropped.id);
    const list = await listUserRegistrations(db, user.id, inDays(1.5));
    expect(list.map((item) => item.event.title)).toEqual(['Soon', 'Later', 'Past']);
    expect(list[0]).toMatchObject({
      eventId: soon.id,
      status: 'awaiting_payment',
      amountCents: 1500,
      event: {
        id: soon.id,
        title: 'Soon',
        price: '15.00',
        isPremium: false,
        imageUrl: '/images/a.svg',
        location: 'Lenox Ave',
        hasEnded: false,
      },
    });
    expect(typeof list[0].id).toBe('number');
    expect(list[1].event.isPremium).toBe(true);
    expect(list[2].event.hasEnded).toBe(true);
    expect(await listUserRegistrations(db, 999_999)).toEqual([]);
  });

  it('refuses to cancel a registration once the event is over, and keeps it', async () => {
    const event = await createEvent(db, { title: 'Jazz Brunch', startsAt: inDays(1), endsAt: new Date(Date.now() + 1.1 * DAY) });
    const user = await member();
    expect((await register(db, { user, eventId: event.id, contact: contact() })).ok).toBe(true);
    // A day later the event has ended: the registration stays on record.
    const later = inDays(2);
    expect(await cancelRegistration(db, user.id, event.id, later)).toEqual({
      ok: false,
      status: 409,
      reason: 'ended',
      message: M.unregisterEnded,
    });
    expect((await cancelRegistration(db, user.id, event.id, later)).ok).toBe(false);
    const [row] = await db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.userId, user.id)));
    expect(row.status).toBe('confirmed');
    // Without a registration the answer is "not registered", ended or not.
    expect(await cancelRegistration(db, (await member()).id, event.id, later)).toMatchObject({
      ok: false,
      status: 404,
      reason: 'not_registered',
    });
    // Before the end it cancels as usual.
    expect(await cancelRegistration(db, user.id, event.id, new Date())).toEqual({ ok: true });
    expect(await live(event.id)).toBe(0);
  });

  it('DELETE /api/user/events/{id}/register answers 409 for an ended event and changes nothing', async () => {
    const event = await createEvent(db, { title: 'Last Night Gospel', startsAt: inDays(3) });
    const registrant = await member();
    expect((await register(db, { user: registrant, eventId: event.id, contact: contact() })).ok).toBe(true);
    // The event moved into the past (it happened): the API refuses to cancel.
    await db
      .update(events)
      .set({ startsAt: inDays(-2), endsAt: inDays(-1.9) })
      .where(eq(events.id, event.id));
    const user = {
      id: registrant.id,
      email: registrant.email,
      firstName: registrant.firstName,
      lastName: registrant.lastName,
      isPremium: false,
      role: 'user',
    } as unknown as SessionUser;
    const refused = await callApi(
      unregisterRoute,
      `/api/user/events/${event.id}/register`,
      { id: String(event.id) },
      { method: 'DELETE', user },
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'This event has already ended, so its registration can no longer be cancelled.',
      reason: 'ended',
    });
    expect(await live(event.id)).toBe(1);
    // An upcoming event is still cancelled with the spec's message; a second call finds nothing.
    await db
      .update(events)
      .set({ startsAt: inDays(3), endsAt: null })
      .where(eq(events.id, event.id));
    expect(
      await callApi(unregisterRoute, `/api/user/events/${event.id}/register`, { id: String(event.id) }, { method: 'DELETE', user }),
    ).toMatchObject({
      status: 200,
      body: { message: 'You have been unregistered from the event.' },
    });
    expect(await live(event.id)).toBe(0);
    expect(
      await callApi(unregisterRoute, `/api/user/events/${event.id}/register`, { id: String(event.id) }, { method: 'DELETE', user }),
    ).toMatchObject({
      status: 404,
      body: { message: 'You are not registered for this event.', reason: 'not_registered' },
    });
  });

  it('shows seats taken on the event page in the same single round trip', async () => {
    const event = await createEvent(db, { startsAt: inDays(12), maxAttendees: 10 });
    for (let i = 0; i < 3; i++) await register(db, { user: await member(), eventId: event.id, contact: contact() });
    const cancelled = await member();
    await register(db, { user: cancelled, eventId: event.id, contact: contact() });
    await cancelRegistration(db, cancelled.id, event.id);
    expect((await getEventPageData(db, event.id))?.seatsTaken).toBe(3);
    expect(await countRoundTrips(() => getEventPageData(db, event.id))).toBe(1);
    await db.update(events).set({ maxAttendees: 3 }).where(eq(events.id, event.id));
    expect(await register(db, { user: await member(), eventId: event.id, contact: contact() })).toMatchObject({ reason: 'full' });
  });
});
