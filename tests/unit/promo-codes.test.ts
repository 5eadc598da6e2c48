/**
 * A business's promo codes as its owner keeps them (issue 33): stored in capitals and unique per
 * business, exactly one discount, per event only for the business's own event and its types; a
 * code used by an order is switched off rather than deleted; another business's code is not found.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { server } from '#actions/index.ts';
import { promoCodesOf } from '#lib/server/events/promo-codes.ts';
import { createBoard, createBusiness, createCategory, createEvent, createUser } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { useFreshDatabase } from '../helpers/database.ts';

describe('promo codes', async () => {
  const { db } = await useFreshDatabase();
  const place = { communityBoardId: (await createBoard(db)).id, categoryId: (await createCategory(db)).id, isPremium: true };
  const hall = await createBusiness(db, { name: 'Promo Test Hall', ...place });
  const other = await createBusiness(db, { name: 'Other Promo Hall', ...place });
  const owner = await storeAccount(db, 'business_owner', { businessId: hall.id });
  const otherOwner = await storeAccount(db, 'business_owner', { businessId: other.id });
  const event = await createEvent(db, { businessId: hall.id, title: 'Gospel Brunch' });
  const otherEvent = await createEvent(db, { businessId: other.id });
  await db.insert(schema.ticketTypes).values([
    { eventId: event.id, name: 'General', priceCents: 2000, quantity: 50 },
    { eventId: event.id, name: 'VIP', priceCents: 6000, quantity: 10 },
  ]);
  const buyer = await createUser(db);

  const form = (overrides: Record<string, unknown> = {}, businessId = hall.id) => ({
    businessId: String(businessId),
    next: '/business-dashboard?tab=events',
    code: 'spring-20',
    eventId: '',
    percentOff: '20',
    amountOffCents: '',
    maxUses: '',
    validFrom: '',
    validUntil: '',
    ticketTypes: '',
    ...overrides,
  });
  const create = (overrides: Record<string, unknown> = {}, user = owner, businessId = hall.id) =>
    callAction(server.owner.createPromoCode, form(overrides, businessId), { user });
  const remove = (promoCodeId: number, user = owner, businessId = hall.id) =>
    callAction(
      server.owner.removePromoCode,
      { businessId: String(businessId), promoCodeId: String(promoCodeId), next: '/business-dashboard?tab=events' },
      { user },
    );

  it('creates a code for all events, in capitals, with no limit', async () => {
    const created = await create();
    expect(created.error).toBeUndefined();
    expect(created.data.flash.description).toBe('Promo code SPRING-20 created');
    expect(await promoCodesOf(db, hall.id)).toEqual([
      expect.objectContaining({
        code: 'SPRING-20',
        percentOff: 20,
        amountOffCents: null,
        eventId: null,
        eventTitle: null,
        maxUses: null,
        uses: 0,
        ticketTypes: [],
        isActive: true,
      }),
    ]);
  });

  it('creates one for an event, an amount off its VIP tickets, limited, for a period', async () => {
    const created = await create({
      code: 'vipfive',
      eventId: String(event.id),
      percentOff: '',
      amountOffCents: '5.00',
      maxUses: '5',
      validFrom: '2030-01-01T09:00',
      validUntil: '2030-01-31T23:00',
      ticketTypes: 'vip',
    });
    expect(created.error).toBeUndefined();
    expect(created.data.promoCode).toMatchObject({
      code: 'VIPFIVE',
      amountOffCents: 500,
      percentOff: null,
      eventId: event.id,
      eventTitle: 'Gospel Brunch',
      maxUses: 5,
      ticketTypes: ['VIP'],
      validFrom: '2030-01-01T14:00:00.000Z',
      validUntil: '2030-02-01T04:00:00.000Z',
    });
  });

  it('refuses bad input with the field and its message, changing nothing', async () => {
    const before = await promoCodesOf(db, hall.id);
    const cases: [Record<string, unknown>, string, string, number][] = [
      [{ code: 'ab' }, 'code', 'A code has 3 to 20 letters, digits, hyphens or underscores', 400],
      [{ code: 'two words' }, 'code', 'A code has 3 to 20 letters, digits, hyphens or underscores', 400],
      [{ code: 'Spring-20' }, 'code', 'Your business already has the code SPRING-20', 409],
      [{ code: 'BOTH', amountOffCents: '5' }, 'amountOffCents', 'Give either a percentage or an amount off, not both', 400],
      [{ code: 'NONE', percentOff: '' }, 'percentOff', 'Give either a percentage or an amount off, not both', 400],
      [{ code: 'TOOMUCH', percentOff: '101' }, 'percentOff', 'A percentage off is a whole number from 1 to 100', 400],
      [
        { code: 'ZERO', percentOff: '', amountOffCents: '0' },
        'amountOffCents',
        'An amount off is dollars and cents from $0.01 to $1000 per ticket',
        400,
      ],
      [{ code: 'LIMIT', maxUses: '0' }, 'maxUses', 'A use limit is a whole number from 1 to 10000, or empty for no limit', 400],
      [
        { code: 'BACKWARDS', validFrom: '2030-02-01T09:00', validUntil: '2030-01-01T09:00' },
        'validUntil',
        'A code must become valid before it expires',
        400,
      ],
      [{ code: 'FOREIGN', eventId: String(otherEvent.id) }, 'eventId', 'Event not found', 404],
      [
        { code: 'NOTYPE', eventId: String(event.id), ticketTypes: 'General, Student' },
        'ticketTypes',
        'Gospel Brunch has no ticket type called Student',
        400,
      ],
    ];
    for (const [overrides, field, message, status] of cases) {
      const refused = await create(overrides);
      expect(refused.error?.status, message).toBe(status);
      expect(fieldsOf(refused.error)[field], message).toBe(message);
    }
    expect(await promoCodesOf(db, hall.id)).toEqual(before);
  });

  it('lets another business use the same code, and keeps each business to its own', async () => {
    const created = await create({ code: 'SPRING-20' }, otherOwner, other.id);
    expect(created.error).toBeUndefined();
    const notTheirs = await create({ code: 'SNEAKY' }, otherOwner, hall.id);
    expect(notTheirs.error?.status).toBe(403);
    expect((await promoCodesOf(db, other.id)).map((code) => code.code)).toEqual(['SPRING-20']);
    const [theirs] = await promoCodesOf(db, other.id);
    const foreign = await remove(theirs.id);
    expect(foreign.error?.status).toBe(404);
    expect(foreign.error?.message).toBe('Promo code not found');
    expect(await promoCodesOf(db, other.id)).toHaveLength(1);
  });

  it('deletes a code never used, and switches off one an order used (its uses counted while live)', async () => {
    const [vipFive, spring] = await promoCodesOf(db, hall.id);
    expect(vipFive.code).toBe('VIPFIVE');
    await db.insert(schema.eventRegistrations).values({
      userId: buyer.id,
      eventId: event.id,
      firstName: 'Ann',
      lastName: 'Buyer',
      email: 'ann@example.com',
      phone: '212-555-0100',
      promoCodeId: vipFive.id,
      discountCents: 500,
    });
    expect((await promoCodesOf(db, hall.id))[0].uses).toBe(1);
    const switchedOff = await remove(vipFive.id);
    expect(switchedOff.data.flash.description).toBe('Promo code VIPFIVE has been used, so it is switched off rather than removed');
    await db.update(schema.eventRegistrations).set({ status: 'cancelled' }).where(eq(schema.eventRegistrations.eventId, event.id));
    const deleted = await remove(spring.id);
    expect(deleted.data.flash.description).toBe('Promo code SPRING-20 removed');
    expect(await promoCodesOf(db, hall.id)).toEqual([expect.objectContaining({ code: 'VIPFIVE', isActive: false, uses: 0 })]);
  });
});
