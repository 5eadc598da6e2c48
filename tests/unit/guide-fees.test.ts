/**
 * The guide's fee (issue 33): its arithmetic in integer cents (rounding, quantities, no fee, free
 * tickets), the same rule in SQL for held seats, which fee a seller pays (by its running listing
 * plan, else the no-plan fee; none for the guide's own events), and admins changing a fee at
 * /admin/plans within bounds, audited, while anyone else is refused and nothing changes.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { countRoundTrips, useFreshDatabase } from '../helpers/database.ts';
import { loadTripCandidates } from '#lib/server/trips/trip-candidates.ts';
import { register } from '#lib/server/events/registrations.ts';
import { loadUserDashboardPage, toPersonalDashboardView } from '#lib/server/dashboards/personal-dashboard.ts';
import { addDays, newYorkTimeToInstant, toNewYorkParts } from '#lib/domain/time.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { createBusiness } from '../factories/index.ts';
import { server } from '#actions/index.ts';
import { allInPrice, guideFeePerTicket, NO_GUIDE_FEE } from '#lib/domain/guide-fee.ts';
import { guideFeePerTicketSql } from '#lib/server/fees/guide-fee-sql.ts';
import { guideFeeRateOf, guideFeeRatesFor, listGuideFees } from '#lib/server/fees/guide-fees.ts';
import { withAllInPrices } from '#lib/server/fees/all-in-prices.ts';
import { percentToBps } from '#lib/schemas/plans.ts';

const DAY = 24 * 60 * 60 * 1000;
const BASIC = { percentBps: 500, fixedCents: 50 };
const PREMIUM = { percentBps: 300, fixedCents: 0 };

describe('the fee arithmetic', () => {
  it('rounds the percentage to the cent, halves up, per ticket, then adds the fixed amount', () => {
    // 5% of $25.00 is $1.25 exactly; of $0.10 is half a cent (up to 1); of $0.09 is 0.45 of a cent (down to 0).
    expect(guideFeePerTicket(2500, BASIC)).toBe(175);
    expect(guideFeePerTicket(10, BASIC)).toBe(51);
    expect(guideFeePerTicket(9, BASIC)).toBe(50);
    // 3% of $19.99 is 59.97 cents: 60.
    expect(guideFeePerTicket(1999, PREMIUM)).toBe(60);
    // 3% of $0.50 is 1.5 cents: 2; of $0.49 is 1.47 cents: 1.
    expect(guideFeePerTicket(50, PREMIUM)).toBe(2);
    expect(guideFeePerTicket(49, PREMIUM)).toBe(1);
  });

  it('multiplies the per-ticket fee by the quantity, so the breakdown adds up to the total', () => {
    expect(allInPrice(1999, 3, PREMIUM)).toEqual({
      unitPriceCents: 1999,
      quantity: 3,
      feePerTicketCents: 60,
      feeCents: 180,
      allInUnitCents: 2059,
      totalCents: 6177,
      applicationFeeCents: 180,
    });
    const order = allInPrice(2500, 4, BASIC);
    expect(order.totalCents).toBe(order.unitPriceCents * order.quantity + order.feeCents);
    expect(order.totalCents - order.applicationFeeCents).toBe(2500 * 4);
  });

  it('adds nothing under a zero fee, and nothing at all to a free ticket', () => {
    expect(allInPrice(2500, 2, NO_GUIDE_FEE)).toMatchObject({ feeCents: 0, totalCents: 5000, applicationFeeCents: 0 });
    expect(allInPrice(0, 2, BASIC)).toMatchObject({ feePerTicketCents: 0, feeCents: 0, totalCents: 0, applicationFeeCents: 0 });
    expect(allInPrice(2500, 0, BASIC)).toMatchObject({ feeCents: 0, totalCents: 0 });
  });

  it('reads a percentage as typed into basis points', () => {
    expect(['5', '3.5', '2.75%', '0', '30', '12,5', '5.125', '-1', 'five', ''].map(percentToBps)).toEqual([
      500,
      350,
      275,
      0,
      3000,
      1250,
      NaN,
      NaN,
      NaN,
      NaN,
    ]);
  });
});

const { db } = await useFreshDatabase({ seed: true });
const [board] = await db.select().from(schema.communityBoards).limit(1);
const [category] = await db.select().from(schema.businessCategories).limit(1);
const planId = async (slug: string) =>
  (await db.select({ id: schema.listingPlans.id }).from(schema.listingPlans).where(eq(schema.listingPlans.slug, slug)))[0].id;

/** A business, with a paid listing of `plan` until `expiresAt` when given. */
async function seller(name: string, plan?: { slug: string; expiresAt: Date }) {
  const business = await createBusiness(db, { name, communityBoardId: board.id, categoryId: category.id });
  if (plan)
    await db.insert(schema.businessListingPayments).values({
      businessId: business.id,
      listingPlanId: await planId(plan.slug),
      planType: plan.slug,
      amountCents: 2900,
      status: 'paid',
      paidAt: new Date(),
      expiresAt: plan.expiresAt,
    });
  return business;
}

describe('the fee in SQL', () => {
  it('agrees with the arithmetic for every price from 0 to $30.00 under several rates', async () => {
    for (const rate of [
      BASIC,
      PREMIUM,
      { percentBps: 600, fixedCents: 75 },
      { percentBps: 3000, fixedCents: 2000 },
      { percentBps: 1, fixedCents: 0 },
    ]) {
      const rows = await db.all<{ price: number; fee: number }>(sql`
        with recursive prices(price) as (select 0 union all select price + 1 from prices where price < 3000)
        select price, ${guideFeePerTicketSql(sql`price`, rate)} as fee from prices`);
      const wrong = rows.filter((row) => Number(row.fee) !== guideFeePerTicket(Number(row.price), rate) || !Number.isInteger(row.fee));
      expect(wrong).toEqual([]);
    }
  });
});

describe('which fee a seller pays', () => {
  it('is its running plan’s (the highest priority), else the no-plan fee; the guide’s own events pay none', async () => {
    const now = new Date();
    const basic = await seller('Fee Basic Bistro', { slug: 'basic', expiresAt: new Date(now.getTime() + 10 * DAY) });
    const premium = await seller('Fee Premium Hall', { slug: 'premium-featured', expiresAt: new Date(now.getTime() + 10 * DAY) });
    await db.insert(schema.businessListingPayments).values({
      businessId: premium.id,
      listingPlanId: await planId('basic'),
      planType: 'basic',
      amountCents: 2900,
      status: 'paid',
      expiresAt: new Date(now.getTime() + 20 * DAY),
    });
    const lapsed = await seller('Fee Lapsed Lounge', { slug: 'platinum-elite', expiresAt: new Date(now.getTime() - DAY) });
    const none = await seller('Fee Free Corner');
    const rates = await guideFeeRatesFor(db, [basic.id, premium.id, lapsed.id, none.id], now);
    expect(Object.fromEntries([...rates].map(([id, rate]) => [id, rate]))).toEqual({
      [basic.id]: BASIC,
      [premium.id]: PREMIUM,
      [lapsed.id]: { percentBps: 600, fixedCents: 75 },
      [none.id]: { percentBps: 600, fixedCents: 75 },
    });
    expect(await guideFeeRateOf(db, null, now)).toEqual(NO_GUIDE_FEE);

    // The prices buyers see: all in for a seller's paid event; a free one and the guide's own stay as they are.
    const shown = await withAllInPrices(db, [
      { id: 1, businessId: basic.id, price: '25.00' },
      { id: 2, businessId: basic.id, price: null },
      { id: 3, businessId: null, price: '25.00' },
    ]);
    expect(shown.map(({ allInPrice, serviceFee }) => ({ allInPrice, serviceFee }))).toEqual([
      { allInPrice: '26.75', serviceFee: '1.75' },
      { allInPrice: null, serviceFee: null },
      { allInPrice: '25.00', serviceFee: null },
    ]);
  });
});

describe('the trip planner', () => {
  it('prices a seller’s events all in, in the same single round trip', async () => {
    const host = await seller('Fee Trip Stage', { slug: 'basic', expiresAt: new Date(Date.now() + 30 * DAY) });
    const today = toNewYorkParts(new Date()).date;
    const startsAt = newYorkTimeToInstant(addDays(today, 2), '19:00');
    const [show] = await db
      .insert(schema.events)
      .values({ title: 'Fee Trip Show', startsAt, priceCents: 2500, businessId: host.id, communityBoardId: board.id })
      .returning();
    let candidates!: Awaited<ReturnType<typeof loadTripCandidates>>;
    const trips = await countRoundTrips(async () => {
      candidates = await loadTripCandidates(db, { startDate: addDays(today, 2), days: 1, budget: 'luxury' });
    });
    expect(trips).toBe(1);
    expect(candidates.events.find((event) => event.id === show.id)?.priceCents).toBe(2675);
  });
});

describe('the member’s dashboard', () => {
  it('shows a held seat at what it costs, fee included, and members-only events all in', async () => {
    const host = await seller('Fee Dashboard Room', { slug: 'basic', expiresAt: new Date(Date.now() + 30 * DAY) });
    const startsAt = new Date(Date.now() + 5 * DAY);
    const [held, exclusive] = await db
      .insert(schema.events)
      .values([
        { title: 'Fee Held Show', startsAt, priceCents: 2500, businessId: host.id, communityBoardId: board.id },
        { title: 'Fee Members Night', startsAt, priceCents: 4000, businessId: host.id, communityBoardId: board.id, isPremium: true },
      ])
      .returning();
    const member = await storeAccount(db, 'user', { isPremium: true });
    const contact = { firstName: 'Ana', lastName: 'Ruiz', email: member.email, phone: '212-555-0100' };
    const details = { ...contact, emergencyContact: null, emergencyPhone: null, specialRequests: null };
    expect(await register(db, { user: member, eventId: held.id, contact: details, paymentsOpen: true })).toMatchObject({
      ok: true,
      registration: { status: 'awaiting_payment', amountCents: 2500, feeCents: 175 },
    });
    const { data } = await loadUserDashboardPage({ locals: { locale: 'en' } } as Parameters<typeof loadUserDashboardPage>[0], member);
    const view = toPersonalDashboardView(member, data, 'en');
    expect(view.registrations.find((item) => item.event.id === held.id)?.event.allInPrice).toBe('26.75');
    expect(view.exclusiveEvents.find((event) => event.id === exclusive.id)?.allInPrice).toBe('42.50');
  });
});

describe('admins change the fees at /admin/plans', () => {
  it('saves a plan’s fee with an audit entry of what changed', async () => {
    const admin = await storeAccount(db, 'admin');
    const fees = await listGuideFees(db);
    expect(fees[0]).toMatchObject({ listingPlanId: null, percentBps: 600, fixedCents: 75 });
    const basic = fees.find((fee) => fee.planSlug === 'basic')!;
    expect(basic).toMatchObject(BASIC);

    const saved = await callAction(
      server.plans.updateGuideFee,
      { feeId: String(basic.id), percent: '4.5', fixed: '0.30', next: '/admin/plans' },
      { user: admin },
    );
    expect(saved.error).toBeUndefined();
    const [row] = await db.select().from(schema.guideFees).where(eq(schema.guideFees.id, basic.id));
    expect(row).toMatchObject({ percentBps: 450, fixedCents: 30 });
    const audit = await db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'guide_fee.update'), eq(schema.auditLog.subjectId, basic.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      subjectType: 'guide_fee',
      before: { percentBps: 500, fixedCents: 50 },
      after: { percentBps: 450, fixedCents: 30 },
    });
  });

  it('refuses fees outside 0–30% and $0–$20, junk and unknown fees, with clear messages, changing nothing', async () => {
    const admin = await storeAccount(db, 'admin');
    const [noPlan] = await listGuideFees(db);
    const attempt = (values: Record<string, string>) =>
      callAction(server.plans.updateGuideFee, { feeId: String(noPlan.id), next: '/admin/plans', ...values }, { user: admin });
    expect(fieldsOf((await attempt({ percent: '30.01', fixed: '1' })).error)).toEqual({
      percent: 'Enter a percentage from 0 to 30, with at most two decimals',
    });
    expect(fieldsOf((await attempt({ percent: '5', fixed: '20.01' })).error)).toEqual({
      fixed: 'Enter a fixed amount from $0.00 to $20.00 per ticket, with at most two decimals',
    });
    expect(Object.keys(fieldsOf((await attempt({ percent: '-2', fixed: 'lots' })).error)).sort()).toEqual(['fixed', 'percent']);
    // In Spanish, the same refusal in Spanish.
    const spanish = await callAction(
      server.plans.updateGuideFee,
      { feeId: String(noPlan.id), percent: '45', fixed: '1', next: '/admin/plans' },
      { user: admin, locale: 'es' },
    );
    expect(fieldsOf(spanish.error).percent).toBe('Indica un porcentaje de 0 a 30, con dos decimales como máximo');
    const unknown = await callAction(
      server.plans.updateGuideFee,
      { feeId: '999999', percent: '5', fixed: '1', next: '/admin/plans' },
      { user: admin },
    );
    expect(unknown.error).toMatchObject({ status: 404, message: 'This fee no longer exists.' });
    const [row] = await db.select().from(schema.guideFees).where(eq(schema.guideFees.id, noPlan.id));
    expect(row).toMatchObject({ percentBps: 600, fixedCents: 75 });
    const audited = await db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'guide_fee.update'), eq(schema.auditLog.subjectId, noPlan.id)));
    expect(audited).toEqual([]);
  });

  it('refuses owners, members and visitors', async () => {
    const [noPlan] = await listGuideFees(db);
    const values = { feeId: String(noPlan.id), percent: '0', fixed: '0', next: '/admin/plans' };
    const owner = await storeAccount(db, 'business_owner');
    const member = await storeAccount(db, 'user');
    expect((await callAction(server.plans.updateGuideFee, values, { user: owner })).error).toMatchObject({ status: 403 });
    expect((await callAction(server.plans.updateGuideFee, values, { user: member })).error).toMatchObject({ status: 403 });
    expect((await callAction(server.plans.updateGuideFee, values, { user: null })).error).toMatchObject({ status: 401 });
    const [row] = await db.select().from(schema.guideFees).where(eq(schema.guideFees.id, noPlan.id));
    expect(row).toMatchObject({ percentBps: 600, fixedCents: 75 });
  });
});
