/**
 * Connected accounts (issue 33, Connect Express) against the local test checkout: the owner's
 * Connect button makes one account however many clicks race, and sends them to Stripe's
 * onboarding; the account's state follows Stripe's account.updated events, applied once, each
 * reading the account again so a late or repeated one never turns it back; an event for an account the guide does not know changes nothing;
 * and until Stripe enables charges, no paid event or paid service goes on sale.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { server } from '#actions/index.ts';
import { OwnerEventSchema } from '#lib/schemas/owner-events.ts';
import { createOwnerEvent } from '#lib/server/events/owner-events.ts';
import { createService } from '#lib/server/bookings/services.ts';
import { HttpError } from '#lib/server/http/errors.ts';
import { connectionOf, connectionState } from '#lib/server/payouts/connected-accounts.ts';
import { loadOwnerDashboard } from '#lib/server/dashboards/owner-dashboard.ts';
import { payoutsOf } from '#lib/server/payouts/payouts.ts';
import { getStripe } from '#lib/server/payments/stripe.ts';
import { addDays, toNewYorkParts } from '#lib/domain/time.ts';
import { createBoard, createBusiness, createCategory } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction } from '../helpers/actions.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { useLocalCheckout } from '../helpers/local-checkout.ts';

const checkout = useLocalCheckout('connected_accounts');

describe('what the Payments tab says of an account', () => {
  const facts = { detailsSubmitted: true, chargesEnabled: false, payoutsEnabled: false, requirementsDue: 0 };
  it('reads Stripe’s flags in onboarding order', () => {
    expect(connectionState({ ...facts, detailsSubmitted: false, requirementsDue: 4 })).toBe('details_needed');
    expect(connectionState({ ...facts, disabledReason: 'requirements.pending_verification' })).toBe('pending_verification');
    expect(connectionState({ ...facts, disabledReason: 'rejected.fraud' })).toBe('restricted');
    expect(connectionState({ ...facts, chargesEnabled: true, payoutsEnabled: true })).toBe('enabled');
    expect(connectionState({ ...facts, requirementsDue: 1, chargesEnabled: true })).toBe('details_needed');
  });
});

describe('connecting a business’s Stripe account', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { number: 10, name: 'Central Harlem' });
  const category = await createCategory(db);
  const hall = await createBusiness(db, {
    name: 'Connect Test Hall',
    communityBoardId: board.id,
    categoryId: category.id,
    isPremium: true,
  });
  const other = await createBusiness(db, { name: 'Connect Other Hall', communityBoardId: board.id, categoryId: category.id });
  const owner = await storeAccount(db, 'business_owner', { businessId: hall.id });
  const otherOwner = await storeAccount(db, 'business_owner', { businessId: other.id });
  const member = await storeAccount(db, 'user');
  await db.update(schema.businesses).set({ ownerId: owner.id }).where(eq(schema.businesses.id, hall.id));

  const date = addDays(toNewYorkParts(new Date()).date, 12);
  const paidEvent = (price: string) => {
    const { next, ...input } = OwnerEventSchema.parse({
      businessId: String(hall.id),
      next: '/business-dashboard?tab=events',
      title: 'Rent Party',
      description: 'Stride piano in the parlor.',
      date,
      startTime: '20:00',
      price,
    });
    void next;
    return { ...input, businessId: hall.id };
  };
  const refusal = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(HttpError);
    return { status: (error as HttpError).status, text: (error as HttpError).in('en').message };
  };
  const alertsOf = async (kind: string) =>
    (await db.select().from(schema.pushNotifications).where(eq(schema.pushNotifications.type, kind))).map((row) => [
      row.title,
      row.targetUrl,
    ]);
  const connect = (user = owner) => callAction(server.payouts.connect, { businessId: String(hall.id) }, { user });
  const onboard = async (linkUrl: string, choice: 'verified' | 'pending' | 'later') => {
    const before = checkout.fake.events.length;
    const answer = await fetch(linkUrl, { method: 'POST', body: new URLSearchParams({ choice }), redirect: 'manual' });
    expect(answer.status).toBe(303);
    return { back: answer.headers.get('location'), events: checkout.since(before) };
  };

  it('refuses a paid event and a paid service until Stripe enables charges, saying where to finish; free ones go ahead', async () => {
    const said =
      'To sell tickets or paid bookings, finish connecting your Stripe account in the Payments tab of your dashboard. Free events are not affected.';
    expect(await refusal(createOwnerEvent(db, paidEvent('25'), owner.id))).toEqual({ status: 409, text: said });
    const service = { businessId: hall.id, name: 'Tasting', description: null, price: 2000, durationMinutes: 60, placesPerSlot: 4 };
    expect(await refusal(createService(db, service))).toEqual({ status: 409, text: said });
    expect(await db.select().from(schema.events).where(eq(schema.events.title, 'Rent Party'))).toHaveLength(0);
    expect((await createOwnerEvent(db, paidEvent(''), owner.id)).title).toBe('Rent Party');
    expect(await createService(db, { ...service, price: 0 })).toBeGreaterThan(0);
  });

  it('makes one account for racing clicks, sends the owner to onboarding, and follows Stripe’s reports of it, each once and never backwards', async () => {
    const clicks = await Promise.all([connect(), connect(), connect()]);
    const links = clicks.map((click) => (click.data as { redirect: string }).redirect);
    for (const link of links) expect(link).toMatch(new RegExp(`^${checkout.fake.url}/connect/link_`));
    const rows = await db.select().from(schema.connectedAccounts).where(eq(schema.connectedAccounts.businessId, hall.id));
    expect(rows).toHaveLength(1);
    expect((await connectionOf(db, hall.id)).state).toBe('details_needed');
    const account = rows[0]!.stripeAccountId;

    // Details sent, Stripe still checking: the owner is back on the Payments tab.
    const pending = await onboard(links[0]!, 'pending');
    expect(pending.back).toMatch(/\/business-dashboard\?tab=payments&connected=1$/);
    expect(pending.events.map((event) => [event.type, event.account])).toEqual([['account.updated', account]]);
    expect(await checkout.deliver(pending.events)).toEqual([200]);
    expect(await connectionOf(db, hall.id)).toEqual({
      state: 'pending_verification',
      chargesEnabled: false,
      payoutsEnabled: false,
      detailsSubmitted: true,
      requirementsDue: 0,
    });
    expect(await refusal(createOwnerEvent(db, paidEvent('25'), owner.id))).toMatchObject({ status: 409 });

    // Stripe verifies: charges and payouts enabled, and the tab says so.
    const before = checkout.fake.events.length;
    const verify = await fetch(`${checkout.fake.url}/test/accounts/${account}/verify`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_connected_accounts' },
    });
    expect(verify.status).toBe(200);
    const verified = checkout.since(before);
    expect(await checkout.deliver(verified)).toEqual([200]);
    expect((await connectionOf(db, hall.id)).state).toBe('enabled');
    expect((await loadOwnerDashboard(db, hall.id))!.connection).toMatchObject({
      state: 'enabled',
      chargesEnabled: true,
      payoutsEnabled: true,
    });

    // The same event again, and the older "pending" report arriving late, change nothing.
    expect(await checkout.deliver(verified)).toEqual([200]);
    const late = { ...pending.events[0]!, id: `${pending.events[0]!.id}_late` };
    expect(await checkout.deliver([late])).toEqual([200]);
    expect((await connectionOf(db, hall.id)).state).toBe('enabled');

    // Now the owner can sell.
    const sold = await createOwnerEvent(db, { ...paidEvent('25'), title: 'Paid Rent Party' }, owner.id);
    expect((await db.select().from(schema.events).where(eq(schema.events.id, sold.id)))[0]!.priceCents).toBe(2500);
  });

  it('reads the connected account’s balance and payouts from Stripe, and says when Stripe does not answer', async () => {
    expect(await payoutsOf(db, getStripe()!, other.id)).toMatchObject({ connected: false, payouts: [] });
    const [row] = await db.select().from(schema.connectedAccounts).where(eq(schema.connectedAccounts.businessId, hall.id));
    const stripe = getStripe()!;
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 5000, product_data: { name: 'Ticket: Paid Rent Party' } } }],
      payment_intent_data: { transfer_data: { destination: row!.stripeAccountId }, application_fee_amount: 300 },
      success_url: 'http://localhost/done',
    });
    await checkout.pay(session.url!);
    expect(await payoutsOf(db, stripe, hall.id)).toMatchObject({ connected: true, unavailable: false, availableCents: 4700, payouts: [] });
    const paidOut = await fetch(`${checkout.fake.url}/test/accounts/${row!.stripeAccountId}/payout`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_connected_accounts' },
    });
    expect(paidOut.status).toBe(200);
    const read = await payoutsOf(db, stripe, hall.id);
    expect(read).toMatchObject({ availableCents: 0, payouts: [{ amountCents: 4700, status: 'paid' }] });
    // The owner is told of the payout once, however often Stripe sends it.
    const paid = checkout.fake.events.filter((event) => event.type === 'payout.paid');
    expect(await checkout.deliver([...paid, ...paid])).toEqual([200, 200]);
    expect(await alertsOf('owner_payout')).toEqual([['Payout of $47.00 on its way', '/business-dashboard?tab=payments']]);
    const broken = {
      balance: { retrieve: () => Promise.reject(new Error('down')) },
      payouts: { list: () => Promise.reject(new Error('down')) },
    };
    expect(await payoutsOf(db, broken as never, hall.id)).toEqual({
      connected: true,
      unavailable: true,
      availableCents: null,
      pendingCents: null,
      payouts: [],
    });
  });

  it('tells the owner once a day when Stripe asks for more and stops charges, and the tab says details are needed', async () => {
    const [row] = await db.select().from(schema.connectedAccounts).where(eq(schema.connectedAccounts.businessId, hall.id));
    const before = checkout.fake.events.length;
    const asked = await fetch(`${checkout.fake.url}/test/accounts/${row!.stripeAccountId}/require`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_connected_accounts' },
    });
    expect(asked.status).toBe(200);
    const events = checkout.since(before);
    expect(await checkout.deliver([...events, { ...events[0]!, id: `${events[0]!.id}_again` }])).toEqual([200, 200]);
    expect(await connectionOf(db, hall.id)).toMatchObject({ state: 'details_needed', chargesEnabled: false, requirementsDue: 1 });
    expect(await alertsOf('owner_account')).toEqual([['Your Stripe account needs attention', '/business-dashboard?tab=payments']]);
    expect(await refusal(createOwnerEvent(db, { ...paidEvent('25'), title: 'Another Paid Party' }, owner.id))).toMatchObject({
      status: 409,
    });
  });

  it('acknowledges an event for an account the guide does not know, and changes nothing', async () => {
    const before = await db.select().from(schema.connectedAccounts);
    const stranger = {
      id: 'evt_unknown_account',
      object: 'event',
      type: 'account.updated',
      account: 'acct_not_ours',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'acct_not_ours', object: 'account', charges_enabled: true, payouts_enabled: true, details_submitted: true } },
    };
    expect(await checkout.deliver([stranger])).toEqual([200]);
    expect(await db.select().from(schema.connectedAccounts)).toEqual(before);
  });

  it('lets only the business’s owner (or an admin) connect it', async () => {
    expect((await connect(otherOwner)).error).toMatchObject({ code: 'FORBIDDEN' });
    expect((await connect(member)).error).toMatchObject({ code: 'FORBIDDEN' });
    expect((await callAction(server.payouts.connect, { businessId: String(hall.id) })).error).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await db.select().from(schema.connectedAccounts).where(eq(schema.connectedAccounts.businessId, other.id))).toHaveLength(0);
  });
});
