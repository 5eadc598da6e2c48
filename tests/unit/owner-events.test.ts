/**
 * Events a business posts: premium businesses only, the spec's defaults and messages, capacity
 * never below the seats taken, cancel releasing seats and emailing every registrant, the
 * attendee list and its CSV; only the owner of the business (or an admin) may do any of it.
 */
import { newYorkTimeToInstant } from '#lib/domain/time.ts';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { server } from '#actions/index.ts';
import { POST as createEventApi } from '#pages/api/events/index.ts';
import { DELETE as cancelEventApi, PATCH as patchEventApi } from '#pages/api/events/[id].ts';
import { GET as attendeesApi } from '#pages/api/events/[id]/attendees.ts';
import { priceTextToCents } from '#lib/schemas/owner-events.ts';
import { createBoard, createBusiness, createCategory, createEvent } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { callApi } from '../helpers/api.ts';
import { useFreshDatabase } from '../helpers/database.ts';

/** The business dashboard's actions, as islands call them (actions.owner.*). */
const ownerActions = server.owner;

const DAY = 86_400_000;
const inDays = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + days * DAY));

describe('owner events', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { number: 10, name: 'Central Harlem' });
  const category = await createCategory(db);
  const premium = await createBusiness(db, {
    name: 'Premium Test Hall',
    communityBoardId: board.id,
    categoryId: category.id,
    isPremium: true,
    address: '1 Test Pl, New York, NY 10027',
  });
  const basic = await createBusiness(db, { name: 'Basic Test Diner', communityBoardId: board.id, categoryId: category.id });
  // Its Stripe account takes charges, so its events may be paid (tests/unit/connected-accounts.test.ts).
  await db.insert(schema.connectedAccounts).values({
    businessId: premium.id,
    stripeAccountId: 'acct_owner_events_hall',
    detailsSubmitted: true,
    chargesEnabled: true,
    payoutsEnabled: true,
    stateAt: new Date(),
  });
  const owner = await storeAccount(db, 'business_owner', { businessId: premium.id });
  const basicOwner = await storeAccount(db, 'business_owner', { businessId: basic.id });
  const admin = await storeAccount(db, 'admin');
  const member = await storeAccount(db, 'user');
  const form = (overrides: Record<string, string> = {}) => ({
    businessId: String(premium.id),
    next: '/business-dashboard?tab=events',
    title: 'Spring Supper',
    description: 'Four courses and a trio.',
    date: inDays(10),
    startTime: '19:00',
    endTime: '22:00',
    location: '',
    price: '$50 per person',
    maxCapacity: '',
    imageUrl: '',
    ...overrides,
  });
  const eventRow = async (id: number) => (await db.select().from(schema.events).where(eq(schema.events.id, id)))[0];

  it('reads the price as the spec writes it', () => {
    expect(priceTextToCents('$50 per person')).toBe(5000);
    expect(priceTextToCents('12.5')).toBe(1250);
    expect(priceTextToCents('Free')).toBeNull();
    expect(priceTextToCents('')).toBeNull();
    expect(priceTextToCents('donation')).toBeUndefined();
  });

  it('creates an event for a premium business with the spec defaults (capacity 50, booking required, members-only)', async () => {
    const created = await callAction(ownerActions.createEvent, form(), { user: owner });
    expect(created.error).toBeUndefined();
    expect(created.data.flash.description).toBe('Event created successfully');
    const row = await eventRow(created.data.event.id);
    expect(row).toMatchObject({
      title: 'Spring Supper',
      businessId: premium.id,
      communityBoardId: board.id,
      priceCents: 5000,
      maxAttendees: 50,
      requiresBooking: true,
      isPremium: true,
      isActive: true,
      location: '1 Test Pl, New York, NY 10027',
      createdById: owner.id,
    });
    expect(created.data.event).toMatchObject({ date: inDays(10), startTime: '19:00', endTime: '22:00', price: '50.00' });
    // Unticked boxes say no.
    const open = await callAction(
      ownerActions.createEvent,
      { ...form({ title: 'Open house' }), requiresBooking: 'false', isPremium: 'false' },
      { user: owner },
    );
    expect(await eventRow(open.data.event.id)).toMatchObject({ requiresBooking: false, isPremium: false });
  });

  it('keeps the refund policy the owner chooses, keeps it when an edit leaves it out, and explains a bad one', async () => {
    const created = await callAction(ownerActions.createEvent, form({ title: 'Policy Supper', refundDaysBefore: '7' }), { user: owner });
    const id = created.data.event.id as number;
    expect((await eventRow(id))!.refundDaysBefore).toBe(7);
    // Left out of the edit (PATCH, an older form): kept; "none": no refunds.
    await callAction(ownerActions.updateEvent, { ...form({ title: 'Policy Supper' }), eventId: String(id) }, { user: owner });
    expect((await eventRow(id))!.refundDaysBefore).toBe(7);
    await callAction(
      ownerActions.updateEvent,
      { ...form({ title: 'Policy Supper', refundDaysBefore: 'none' }), eventId: String(id) },
      { user: owner },
    );
    expect((await eventRow(id))!.refundDaysBefore).toBeNull();
    const junk = await callAction(ownerActions.createEvent, form({ title: 'Policy Junk', refundDaysBefore: '5' }), { user: owner });
    expect(fieldsOf(junk.error)).toEqual({
      refundDaysBefore: 'Choose a refund policy: no refunds, until the event starts, or up to 2, 7, 14 or 30 days before',
    });
  });

  it('opens an event to everyone on the day the owner sets (early access for Premium before), keeps it when an edit leaves it out', async () => {
    const created = await callAction(ownerActions.createEvent, form({ title: 'Early Supper', opensToAll: inDays(4) }), { user: owner });
    const id = created.data.event.id as number;
    expect((await eventRow(id))!.opensToAllAt).toEqual(newYorkTimeToInstant(inDays(4), '00:00'));
    await callAction(ownerActions.updateEvent, { ...form({ title: 'Early Supper' }), eventId: String(id) }, { user: owner });
    expect((await eventRow(id))!.opensToAllAt).not.toBeNull();
    await callAction(
      ownerActions.updateEvent,
      { ...form({ title: 'Early Supper', opensToAll: '' }), eventId: String(id) },
      { user: owner },
    );
    expect((await eventRow(id))!.opensToAllAt).toBeNull();
    const late = await callAction(ownerActions.createEvent, form({ title: 'Late Supper', opensToAll: inDays(11) }), { user: owner });
    expect(fieldsOf(late.error)).toEqual({
      opensToAll: 'Choose a day on or before the event’s date for it to open to everyone, or leave it empty.',
    });
  });

  it('refuses a basic business, another owner and a member, and explains bad fields', async () => {
    const basicTry = await callAction(ownerActions.createEvent, form({ businessId: String(basic.id) }), { user: basicOwner });
    expect(basicTry.error).toMatchObject({
      status: 403,
      message: 'Event management is a premium listing feature. Upgrade to Premium to post events.',
    });
    expect((await callAction(ownerActions.createEvent, form(), { user: basicOwner })).error).toMatchObject({ status: 403 });
    expect((await callAction(ownerActions.createEvent, form(), { user: member })).error).toMatchObject({ status: 403 });
    const bad = await callAction(
      ownerActions.createEvent,
      form({ title: '', description: ' ', date: '', maxCapacity: '0', price: 'a lot' }),
      { user: owner },
    );
    expect(fieldsOf(bad.error)).toEqual({
      title: 'Event title is required',
      description: 'Event description is required',
      date: 'Event date is required',
      maxCapacity: 'Maximum capacity must be at least 1',
      price: 'Price must be an amount, like 25 or $25.00 per person (empty or Free for a free event)',
    });
    expect(fieldsOf((await callAction(ownerActions.createEvent, form({ endTime: '18:00' }), { user: owner })).error)).toEqual({
      endTime: 'The end time must be after the start time',
    });
    expect(fieldsOf((await callAction(ownerActions.createEvent, form({ date: inDays(-2) }), { user: owner })).error)).toEqual({
      date: 'Event date must be today or later',
    });
  });

  it('posts through POST /api/events with the same rules', async () => {
    const made = await callApi(
      createEventApi,
      '/api/events',
      {},
      {
        method: 'POST',
        user: owner,
        json: {
          title: 'API Jazz Night',
          description: 'A trio.',
          date: inDays(5),
          startTime: '20:00',
          price: '',
          maxCapacity: 30,
          requiresBooking: false,
          isPremium: false,
        },
      },
    );
    expect(made.status).toBe(201);
    expect(made.body.event).toMatchObject({
      title: 'API Jazz Night',
      businessId: premium.id,
      maxCapacity: 30,
      requiresBooking: false,
      isPremium: false,
      price: null,
    });
    expect(
      (
        await callApi(
          createEventApi,
          '/api/events',
          {},
          { method: 'POST', user: basicOwner, json: { title: 'x', description: 'y', date: inDays(5) } },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await callApi(
          createEventApi,
          '/api/events',
          {},
          { method: 'POST', user: owner, json: { businessId: basic.id, title: 'x', description: 'y', date: inDays(5) } },
        )
      ).status,
    ).toBe(403);
    expect((await callApi(createEventApi, '/api/events', {}, { method: 'POST', user: null, json: {} })).status).toBe(401);
    expect(
      (await callApi(createEventApi, '/api/events', {}, { method: 'POST', user: owner, json: { title: ['x'], maxCapacity: { n: 1 } } }))
        .status,
    ).toBe(400);
  });

  it("edits an upcoming event, never below the seats taken, and only its own business's", async () => {
    const event = await createEvent(db, {
      title: 'Tasting',
      businessId: premium.id,
      startsAt: new Date(Date.now() + 3 * DAY),
      maxAttendees: 10,
    });
    const people = await Promise.all([0, 1, 2].map(() => storeAccount(db, 'user')));
    for (const person of people)
      await db.insert(schema.eventRegistrations).values({
        userId: person.id,
        eventId: event.id,
        firstName: 'Guest',
        lastName: `No${person.id}`,
        email: person.email,
        phone: '212 555 0101',
      });
    const patch = (json: unknown, user = owner) =>
      callApi(patchEventApi, `/api/events/${event.id}`, { id: String(event.id) }, { method: 'PATCH', user, json });
    const changed = await patch({ title: 'Wine Tasting', maxCapacity: 12 });
    expect(changed.status).toBe(200);
    expect(await eventRow(event.id)).toMatchObject({ title: 'Wine Tasting', maxAttendees: 12, description: event.description });
    const tooSmall = await patch({ maxCapacity: 2 });
    expect(tooSmall.status).toBe(409);
    expect(tooSmall.body.errors).toEqual({ maxCapacity: 'Capacity cannot be lower than the 3 people already registered' });
    expect((await patch({ title: 'Mine now' }, basicOwner)).status).toBe(403);
    expect((await eventRow(event.id)).maxAttendees).toBe(12);
    // The form action checks the event belongs to the business it names.
    const other = await createEvent(db, { title: 'Elsewhere', businessId: basic.id, startsAt: new Date(Date.now() + 3 * DAY) });
    const crossed = await callAction(ownerActions.updateEvent, { ...form(), eventId: String(other.id) }, { user: owner });
    expect(crossed.error).toMatchObject({ status: 404 });
    expect((await eventRow(other.id)).title).toBe('Elsewhere');
  });

  it('lists attendees (JSON and CSV, formulas defused) for the owner and admins only', async () => {
    const event = await createEvent(db, { title: 'Gospel Brunch', businessId: premium.id, startsAt: new Date(Date.now() + 4 * DAY) });
    const guest = await storeAccount(db, 'user');
    await db.insert(schema.eventRegistrations).values({
      userId: guest.id,
      eventId: event.id,
      firstName: '=HYPERLINK("x")',
      lastName: 'Doe, Jr.',
      email: guest.email,
      phone: '212 555 0101',
      specialRequests: 'Window "seat"',
    });
    const json = await callApi(attendeesApi, `/api/events/${event.id}/attendees`, { id: String(event.id) }, { user: owner });
    expect(json.body.attendees).toEqual([
      expect.objectContaining({ name: '=HYPERLINK("x") Doe, Jr.', email: guest.email, status: 'confirmed' }),
    ]);
    const csv = await callApi(attendeesApi, `/api/events/${event.id}/attendees?format=csv`, { id: String(event.id) }, { user: admin });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="gospel-brunch-attendees.csv"');
    const lines = String(csv.body).trim().split('\n');
    expect(lines[0]).toBe('Name,Email,Phone,Status,Registered (New York time),Special requests');
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""x""\) Doe, Jr\.",/);
    expect(lines[1]).toContain('"Window ""seat"""');
    expect((await callApi(attendeesApi, `/api/events/${event.id}/attendees`, { id: String(event.id) }, { user: basicOwner })).status).toBe(
      403,
    );
    expect((await callApi(attendeesApi, `/api/events/${event.id}/attendees`, { id: String(event.id) }, { user: member })).status).toBe(403);
  });

  it('cancels: the event leaves the listings, every seat is released and every registrant emailed, once', async () => {
    const event = await createEvent(db, { title: 'Rooftop Social', businessId: premium.id, startsAt: new Date(Date.now() + 6 * DAY) });
    const guests = await Promise.all([0, 1].map(() => storeAccount(db, 'user')));
    for (const guest of guests)
      await db
        .insert(schema.eventRegistrations)
        .values({ userId: guest.id, eventId: event.id, firstName: 'Ada', lastName: 'Guest', email: guest.email, phone: '212 555 0101' });
    expect(
      (await callApi(cancelEventApi, `/api/events/${event.id}`, { id: String(event.id) }, { method: 'DELETE', user: basicOwner })).status,
    ).toBe(403);
    const cancelled = await callAction(
      ownerActions.cancelEvent,
      { businessId: String(premium.id), eventId: String(event.id), next: '/business-dashboard?tab=events' },
      { user: owner },
    );
    expect(cancelled.error).toBeUndefined();
    expect(cancelled.data.emailed).toBe(2);
    expect((await eventRow(event.id)).isActive).toBe(false);
    const seats = await db.select().from(schema.eventRegistrations).where(eq(schema.eventRegistrations.eventId, event.id));
    expect(seats.map((seat) => seat.status)).toEqual(['cancelled', 'cancelled']);
    for (const guest of guests) {
      const mails = await db
        .select()
        .from(schema.mailOutbox)
        .where(and(eq(schema.mailOutbox.toAddress, guest.email), eq(schema.mailOutbox.kind, 'event_cancelled')));
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Cancelled: Rooftop Social');
      expect(mails[0].textBody).toContain('has been cancelled by its host');
    }
    const again = await callApi(cancelEventApi, `/api/events/${event.id}`, { id: String(event.id) }, { method: 'DELETE', user: owner });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This event was already cancelled.');
  });
});
