/**
 * An event's ticket types as its owner saves them (issue 33): the whole set in one go, the event's
 * price following the lowest type, and a type with live orders never removed, renamed or cut below
 * what is held; refusals change nothing, and another business's event is not found.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { server } from '#actions/index.ts';
import { ticketTypesOf } from '#lib/server/events/ticket-types.ts';
import { createBoard, createBusiness, createCategory, createEvent, createUser } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { useFreshDatabase } from '../helpers/database.ts';

const DAY = 86_400_000;

describe('ticket types', async () => {
  const { db } = await useFreshDatabase();
  const place = { communityBoardId: (await createBoard(db)).id, categoryId: (await createCategory(db)).id, isPremium: true };
  const hall = await createBusiness(db, { name: 'Ticket Test Hall', ...place });
  const unconnected = await createBusiness(db, { name: 'Unconnected Club', ...place });
  const other = await createBusiness(db, { name: 'Other Hall', ...place });
  await db.insert(schema.connectedAccounts).values({
    businessId: hall.id,
    stripeAccountId: 'acct_ticket_types_hall',
    detailsSubmitted: true,
    chargesEnabled: true,
    payoutsEnabled: true,
    stateAt: new Date(),
  });
  const owner = await storeAccount(db, 'business_owner', { businessId: hall.id });
  const clubOwner = await storeAccount(db, 'business_owner', { businessId: unconnected.id });
  const startsAt = new Date(Date.now() + 10 * DAY);
  const event = await createEvent(db, { businessId: hall.id, startsAt, priceCents: 4000, title: 'Jazz Night' });
  const clubEvent = await createEvent(db, { businessId: unconnected.id, startsAt, title: 'Club Night' });
  const otherEvent = await createEvent(db, { businessId: other.id, startsAt });
  const buyer = await createUser(db);

  type Row = { id?: number; name: string; price: string; quantity: string; start?: string; end?: string; max?: string };
  const form = (eventId: number, rows: Row[], businessId = hall.id) => ({
    businessId: String(businessId),
    eventId: String(eventId),
    next: '/business-dashboard?tab=events',
    typeId: rows.map((row) => (row.id ? String(row.id) : '')),
    typeName: rows.map((row) => row.name),
    typePrice: rows.map((row) => row.price),
    typeQuantity: rows.map((row) => row.quantity),
    typeSalesStart: rows.map((row) => row.start ?? ''),
    typeSalesEnd: rows.map((row) => row.end ?? ''),
    typeMaxPerOrder: rows.map((row) => row.max ?? ''),
  });
  const save = (rows: Row[], options: { eventId?: number; user?: typeof owner; businessId?: number } = {}) =>
    callAction(server.owner.saveTicketTypes, form(options.eventId ?? event.id, rows, options.businessId), { user: options.user ?? owner });
  const priceOf = async (id: number) => (await db.select().from(schema.events).where(eq(schema.events.id, id)))[0].priceCents;
  const snapshot = async () => ({ types: await ticketTypesOf(db, event.id), price: await priceOf(event.id) });

  it('saves the set and sets the event price to the lowest type (from)', async () => {
    const saved = await save([
      { name: 'VIP', price: '75', quantity: '10', max: '4' },
      { name: 'General', price: '$25.50', quantity: '100' },
    ]);
    expect(saved.error).toBeUndefined();
    expect(saved.data.flash.description).toBe('Ticket types saved');
    const types = await ticketTypesOf(db, event.id);
    expect(types.map((type) => [type.name, type.priceCents, type.quantity, type.maxPerOrder, type.position, type.held, type.sold])).toEqual(
      [
        ['VIP', 7500, 10, 4, 0, 0, 0],
        ['General', 2550, 100, 10, 1, 0, 0],
      ],
    );
    expect(await priceOf(event.id)).toBe(2550);
  });

  it('refuses bad rows with a message for the field, changing nothing', async () => {
    const before = await snapshot();
    const cases: [Row[], string][] = [
      [[{ name: '', price: '10', quantity: '5' }], 'Give each ticket type a name of 1 to 40 characters'],
      [[{ name: 'A', price: '10001', quantity: '5' }], 'from $0 to $10000'],
      [[{ name: 'A', price: '10', quantity: '0' }], "A ticket type's quantity is a whole number from 1 to 10000"],
      [[{ name: 'A', price: '10', quantity: '-3' }], "A ticket type's quantity is a whole number from 1 to 10000"],
      [[{ name: 'A', price: '10', quantity: '5', max: '11' }], 'maximum per order is a whole number from 1 to 10'],
      [[{ name: 'A', price: '10', quantity: '5', start: 'soon' }], 'Sales start and end are a date and time'],
      [Array.from({ length: 9 }, (_, n) => ({ name: `T${n}`, price: '1', quantity: '1' })), 'at most 8 ticket types'],
      [
        [
          { name: 'Student', price: '10', quantity: '5' },
          { name: 'student', price: '12', quantity: '5' },
        ],
        'Two ticket types are called student',
      ],
    ];
    for (const [rows, message] of cases) {
      const refused = await save(rows);
      expect(refused.error?.status, message).toBe(400);
      expect(fieldsOf(refused.error).types).toContain(message);
    }
    const day = (offset: number) => new Date(startsAt.getTime() + offset * DAY).toISOString().slice(0, 10);
    const late = await save([{ name: 'Late', price: '10', quantity: '5', end: `${day(2)}T12:00` }]);
    expect(fieldsOf(late.error).types).toBe("Late: sales must end by the event's start");
    const backwards = await save([{ name: 'Early', price: '10', quantity: '5', start: `${day(-2)}T12:00`, end: `${day(-3)}T12:00` }]);
    expect(fieldsOf(backwards.error).types).toBe('Early: sales must start before they end');
    expect(await snapshot()).toEqual(before);
  });

  it('keeps a type with live orders: not removed, renamed or cut below what is held', async () => {
    const [vip, general] = await ticketTypesOf(db, event.id);
    await db.insert(schema.eventRegistrations).values({
      userId: buyer.id,
      eventId: event.id,
      firstName: 'Ann',
      lastName: 'Buyer',
      email: 'ann@example.com',
      phone: '212-555-0100',
      status: 'awaiting_payment',
      seats: 3,
      lines: [{ ticketTypeId: vip.id, name: 'VIP', quantity: 3, unitPriceCents: 7500, discountCents: 0, feeCents: 0 }],
    });
    expect((await ticketTypesOf(db, event.id)).map((type) => type.held)).toEqual([3, 0]);
    const before = await snapshot();
    const keepGeneral = { id: general.id, name: 'General', price: '25.50', quantity: '100' };
    const removed = await save([keepGeneral]);
    expect(removed.error?.status).toBe(409);
    expect(fieldsOf(removed.error).types).toBe('VIP has 3 tickets in orders and cannot be removed');
    const renamed = await save([{ id: vip.id, name: 'Gold', price: '75', quantity: '10' }, keepGeneral]);
    expect(fieldsOf(renamed.error).types).toBe('VIP has 3 tickets in orders and cannot be renamed');
    const below = await save([{ id: vip.id, name: 'VIP', price: '75', quantity: '2' }, keepGeneral]);
    expect(fieldsOf(below.error).types).toBe('VIP has 3 tickets in orders: its quantity cannot be lower');
    const none = await save([]);
    expect(fieldsOf(none.error).types).toBe('VIP has 3 tickets in orders and cannot be removed');
    expect(await snapshot()).toEqual(before);

    // Down to exactly what is held, General removed, a cheaper type added: the price follows.
    const changed = await save([
      { id: vip.id, name: 'VIP', price: '80', quantity: '3' },
      { name: 'Student', price: '12', quantity: '20' },
    ]);
    expect(changed.error).toBeUndefined();
    const after = await ticketTypesOf(db, event.id);
    expect(after.map((type) => [type.id === vip.id, type.name, type.quantity, type.held])).toEqual([
      [true, 'VIP', 3, 3],
      [false, 'Student', 20, 0],
    ]);
    expect(await priceOf(event.id)).toBe(1200);
  });

  it('lets two types swap names, and a cancelled order holds nothing', async () => {
    await db.update(schema.eventRegistrations).set({ status: 'cancelled' }).where(eq(schema.eventRegistrations.eventId, event.id));
    const [vip, student] = await ticketTypesOf(db, event.id);
    expect(vip.held).toBe(0);
    const swapped = await save([
      { id: vip.id, name: 'Student', price: '12', quantity: '20' },
      { id: student.id, name: 'VIP', price: '80', quantity: '3' },
    ]);
    expect(swapped.error).toBeUndefined();
    expect((await ticketTypesOf(db, event.id)).map((type) => [type.id, type.name])).toEqual([
      [vip.id, 'Student'],
      [student.id, 'VIP'],
    ]);
  });

  it("answers 404 for another business's event or a type of another event, and 403 for another owner", async () => {
    const foreign = await save([{ name: 'General', price: '10', quantity: '5' }], { eventId: otherEvent.id });
    expect(foreign.error?.status).toBe(404);
    expect(foreign.error?.message).toBe('Event not found');
    const notTheirs = await save([{ name: 'General', price: '10', quantity: '5' }], { user: clubOwner });
    expect(notTheirs.error?.status).toBe(403);
    const [type] = await ticketTypesOf(db, event.id);
    const strayType = await save([{ id: type.id, name: 'General', price: '0', quantity: '5' }], {
      eventId: clubEvent.id,
      businessId: unconnected.id,
      user: clubOwner,
    });
    expect(strayType.error?.status).toBe(409);
    expect(await ticketTypesOf(db, otherEvent.id)).toEqual([]);
    expect(await ticketTypesOf(db, clubEvent.id)).toEqual([]);
  });

  it('needs charges enabled for a paid type, not for free ones; an empty list leaves the event its own price', async () => {
    const paid = await save([{ name: 'General', price: '10', quantity: '5' }], {
      eventId: clubEvent.id,
      businessId: unconnected.id,
      user: clubOwner,
    });
    expect(paid.error?.status).toBe(409);
    expect(await ticketTypesOf(db, clubEvent.id)).toEqual([]);
    const free = await save([{ name: 'RSVP', price: '0', quantity: '50' }], {
      eventId: clubEvent.id,
      businessId: unconnected.id,
      user: clubOwner,
    });
    expect(free.error).toBeUndefined();
    expect(await priceOf(clubEvent.id)).toBeNull();
    const cleared = await save([], { eventId: clubEvent.id, businessId: unconnected.id, user: clubOwner });
    expect(cleared.error).toBeUndefined();
    expect(await ticketTypesOf(db, clubEvent.id)).toEqual([]);
  });

  it('refuses a past or cancelled event', async () => {
    const past = await createEvent(db, { businessId: hall.id, startsAt: new Date(Date.now() - DAY) });
    const ended = await save([{ name: 'General', price: '10', quantity: '5' }], { eventId: past.id });
    expect(ended.error?.status).toBe(409);
    expect(await ticketTypesOf(db, past.id)).toEqual([]);
  });

  it('keeps an event with types priced from its lowest type when its own form is saved', async () => {
    const { date } = { date: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(startsAt) };
    const updated = await callAction(
      server.owner.updateEvent,
      {
        businessId: String(hall.id),
        eventId: String(event.id),
        next: '/business-dashboard?tab=events',
        title: 'Jazz Night',
        description: 'Live jazz.',
        date,
        startTime: '19:00',
        endTime: '',
        location: '',
        price: '$99',
        maxCapacity: '50',
        imageUrl: '',
      },
      { user: owner },
    );
    expect(updated.error).toBeUndefined();
    expect(await priceOf(event.id)).toBe(1200);
  });
});
