/**
 * All-in checkouts (issue 33): a paid seat or booking stores the guide's fee when it is held, and
 * Checkout charges the stored price plus that fee, whatever the browser sends and whatever the fee
 * becomes later; the issued ticket carries its unit price, fee and total, and the mails break the
 * fee out. A destination charge sends Stripe's own Connect parameters (checked at the network edge).
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import * as schema from '#db/schema.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { useLocalCheckout } from '../helpers/local-checkout.ts';
import { callAction } from '../helpers/actions.ts';
import { callApi } from '../helpers/api.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { createBusiness, createEvent } from '../factories/index.ts';
import { server } from '#actions/index.ts';
import { getStripe } from '#lib/server/payments/stripe.ts';
import { createCheckoutSession, type CheckoutRequest } from '#lib/server/payments/checkout.ts';
import { register } from '#lib/server/events/registrations.ts';
import { refundTicket } from '#lib/server/events/ticket-refunds.ts';
import { businessSales } from '#lib/server/sales/business-sales.ts';
import { updateGuideFee } from '#lib/server/fees/admin-guide-fees.ts';
import { POST as bookRoute } from '#pages/api/business/[id]/book.ts';

const DAY = 24 * 60 * 60 * 1000;
const { db } = await useFreshDatabase({ seed: true });
const checkout = useLocalCheckout('all_in');
const [board] = await db.select().from(schema.communityBoards).limit(1);
const [category] = await db.select().from(schema.businessCategories).limit(1);
const sessionOf = (url: string) => getStripe()!.checkout.sessions.retrieve(url.split('/pay/')[1]);

/** A business running the Basic listing plan (5% + $0.50 a ticket). */
async function basicSeller(name: string) {
  const business = await createBusiness(db, { name, communityBoardId: board.id, categoryId: category.id });
  const [plan] = await db.select().from(schema.listingPlans).where(eq(schema.listingPlans.slug, 'basic'));
  await db.insert(schema.businessListingPayments).values({
    businessId: business.id,
    listingPlanId: plan.id,
    planType: 'basic',
    amountCents: plan.priceCents,
    status: 'paid',
    paidAt: new Date(),
    expiresAt: new Date(Date.now() + 20 * DAY),
  });
  return business;
}

const contact = (email: string) => ({ firstName: 'Tia', lastName: 'Brown', email, phone: '212-555-0188' });
/** The same, whole, as register() takes it. */
const details = (email: string) => ({ ...contact(email), emergencyContact: null, emergencyPhone: null, specialRequests: null });

describe('paid tickets, all in', () => {
  it('holds the seat with its fee, charges price plus fee whatever the browser sends, and issues the ticket with both', async () => {
    const business = await basicSeller('All In Supper Club');
    const event = await createEvent(db, {
      title: 'All In Jazz Night',
      businessId: business.id,
      startsAt: new Date(Date.now() + 10 * DAY),
      priceCents: 2500,
    });
    const buyer = await storeAccount(db, 'user');
    const started = await callAction(
      server.events.register,
      // A price and a fee sent by the browser are ignored.
      { eventId: String(event.id), ...contact(buyer.email), price: '1', amount: '1', fee: '0', feeCents: '0', amountCents: '100' },
      { user: buyer },
    );
    expect(started.error).toBeUndefined();
    const [held] = await db.select().from(schema.eventRegistrations).where(eq(schema.eventRegistrations.userId, buyer.id));
    expect(held).toMatchObject({ status: 'awaiting_payment', amountCents: 2500, feeCents: 175 });
    const session = await sessionOf(started.data.redirect);
    expect(session.amount_total).toBe(2675);
    expect(session.metadata).toMatchObject({ kind: 'ticket', guideFeeCents: '175' });
    // Paying with a price sent again changes nothing either.
    const again = await callAction(server.payments.payTicket, { eventId: String(event.id), amount: '1' }, { user: buyer });
    expect(again.data.redirect).toBe(started.data.redirect);

    await checkout.deliver(await checkout.pay(started.data.redirect));
    const [ticket] = await db.select().from(schema.tickets).where(eq(schema.tickets.registrationId, held.id));
    expect(ticket).toMatchObject({ quantity: 1, unitPriceCents: 2500, feesCents: 175, totalAmountCents: 2675, status: 'active' });
    const [mail] = await db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.kind, 'event_ticket'), eq(schema.mailOutbox.toAddress, buyer.email)));
    expect(mail.textBody).toContain('We received $26.75 ($25.00 + $1.75 service fee).');
  });

  it('charges the fee the seat was held at, not one changed since; free seats carry none', async () => {
    const business = await basicSeller('Held Fee Hall');
    const event = await createEvent(db, { businessId: business.id, startsAt: new Date(Date.now() + 10 * DAY), priceCents: 4000 });
    const early = await storeAccount(db, 'user');
    const held = await register(db, { user: early, eventId: event.id, contact: details(early.email), paymentsOpen: true });
    expect(held).toMatchObject({ ok: true, registration: { amountCents: 4000, feeCents: 250 } });

    // An admin raises the Basic fee to 10% + $1.00 while the seat is held, before Checkout opens.
    const admin = await storeAccount(db, 'admin');
    const [basicFee] = await db
      .select({ id: schema.guideFees.id })
      .from(schema.guideFees)
      .innerJoin(schema.listingPlans, eq(schema.listingPlans.id, schema.guideFees.listingPlanId))
      .where(eq(schema.listingPlans.slug, 'basic'));
    await updateGuideFee(db, admin.id, basicFee.id, { percentBps: 1000, fixedCents: 100 });
    const opened = await callAction(server.payments.payTicket, { eventId: String(event.id) }, { user: early });
    expect((await sessionOf(opened.data.redirect)).amount_total).toBe(4250);

    // A seat held after the change pays the new fee.
    const late = await storeAccount(db, 'user');
    const later = await callAction(server.events.register, { eventId: String(event.id), ...contact(late.email) }, { user: late });
    expect((await sessionOf(later.data.redirect)).amount_total).toBe(4500);
    await updateGuideFee(db, admin.id, basicFee.id, { percentBps: 500, fixedCents: 50 });

    // A free event of the same seller: no fee, no Checkout.
    const free = await createEvent(db, { businessId: business.id, startsAt: new Date(Date.now() + 10 * DAY), priceCents: 0 });
    const guest = await storeAccount(db, 'user');
    const confirmed = await register(db, { user: guest, eventId: free.id, contact: details(guest.email), paymentsOpen: true });
    expect(confirmed).toMatchObject({ ok: true, registration: { status: 'confirmed', amountCents: 0, feeCents: 0 } });
  });
});

describe('paid bookings, all in', () => {
  it('stores the fee with the place and charges price plus fee, ignoring an amount or fee sent', async () => {
    // No paid plan: the no-plan fee, 6% + $0.75.
    const business = await createBusiness(db, { name: 'All In Tastings', communityBoardId: board.id, categoryId: category.id });
    const [service] = await db
      .insert(schema.businessServices)
      .values({ businessId: business.id, name: 'Rum tasting', priceCents: 4500, durationMinutes: 60, placesPerSlot: 4 })
      .returning();
    const [slot] = await db
      .insert(schema.serviceSlots)
      .values({ serviceId: service.id, startsAt: new Date(Date.now() + 3 * DAY) })
      .returning();
    const member = await storeAccount(db, 'user');
    const answer = await callApi(
      bookRoute,
      `/api/business/${business.id}/book`,
      { id: String(business.id) },
      { method: 'POST', user: member, json: { slotId: slot.id, amount: 1, fee: 0, feeCents: 0, priceCents: 1 } },
    );
    expect(answer.status).toBe(201);
    const [booking] = await db.select().from(schema.bookings).where(eq(schema.bookings.id, answer.body.bookingId));
    expect(booking).toMatchObject({ amountCents: 4500, feeCents: 345, status: 'awaiting_payment' });
    const session = await sessionOf(answer.body.checkoutUrl);
    expect(session.amount_total).toBe(4845);
    expect(session.metadata).toMatchObject({ kind: 'booking', guideFeeCents: '345' });

    await checkout.deliver(await checkout.pay(answer.body.checkoutUrl));
    const [mail] = await db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.kind, 'booking_confirmation'), eq(schema.mailOutbox.toAddress, member.email)));
    expect(mail.textBody).toContain('Paid: $48.45 ($45.00 + $3.45 service fee)');
  });
});

describe('money to the owner', () => {
  it('pays a connected business by a destination charge, the guide keeping its fee, and an owner’s refund takes both back', async () => {
    const stripe = getStripe()!;
    const business = await basicSeller('Connected Supper Club');
    const account = await stripe.accounts.create({ type: 'express', country: 'US', email: 'owner@connected.example' });
    const verified = await fetch(`${checkout.fake.url}/test/accounts/${account.id}/verify`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_all_in' },
    });
    expect(verified.status).toBe(200);
    await db.insert(schema.connectedAccounts).values({
      businessId: business.id,
      stripeAccountId: account.id,
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: true,
      stateAt: new Date(),
    });
    const event = await createEvent(db, {
      title: 'Connected Jazz Night',
      businessId: business.id,
      startsAt: new Date(Date.now() + 10 * DAY),
      priceCents: 2500,
      refundDaysBefore: 1,
    });
    const buyer = await storeAccount(db, 'user');
    const started = await callAction(server.events.register, { eventId: String(event.id), ...contact(buyer.email) }, { user: buyer });
    const session = await sessionOf(started.data.redirect);
    expect(session.amount_total).toBe(2675);
    expect(session.metadata).toMatchObject({ connectedAccount: account.id, guideFeeCents: '175' });
    await checkout.deliver(await checkout.pay(started.data.redirect));
    const intent = await stripe.paymentIntents.retrieve((await sessionOf(started.data.redirect)).payment_intent as string);
    expect(intent.transfer_data?.destination).toBe(account.id);
    expect(intent.application_fee_amount).toBe(175);
    // The owner's account holds the ticket price to the cent; the guide keeps its fee.
    const ownersBalance = async () => (await stripe.balance.retrieve({}, { stripeAccount: account.id })).available[0]!.amount;
    expect(await ownersBalance()).toBe(2500);
    // The Sales tab's net to the owner is the owner's balance, before and after a partial refund.
    const salesNet = async () => (await businessSales(db, business.id)).view.totals.netCents;
    expect(await salesNet()).toBe(2500);
    const [ticket] = await db.select().from(schema.tickets).where(eq(schema.tickets.stripePaymentIntentId, intent.id));
    await refundTicket(db, stripe, { businessId: business.id, ticketId: ticket.id, amountCents: 1000 });
    expect(await ownersBalance()).toBe(2500 - Math.round((1000 * 2500) / 2675));
    expect(await salesNet()).toBe(await ownersBalance());

    // The owner refunds what is left: the transfer comes back from the business, the fee from the guide.
    const refund = await refundTicket(db, stripe, { businessId: business.id, ticketId: ticket.id, amountCents: null });
    expect(refund).toMatchObject({ refundedCents: 1675, fully: true });
    expect(await ownersBalance()).toBe(0);
    expect(await salesNet()).toBe(0);
    const charge = await stripe.charges.retrieve(intent.latest_charge as string);
    expect((await stripe.applicationFees.retrieve(charge.application_fee as string)).amount_refunded).toBe(175);
  });

  it('charges a business that has not connected Stripe on the guide’s own account, as before', async () => {
    const business = await basicSeller('Unconnected Supper Club');
    const event = await createEvent(db, { businessId: business.id, startsAt: new Date(Date.now() + 10 * DAY), priceCents: 2500 });
    const buyer = await storeAccount(db, 'user');
    const started = await callAction(server.events.register, { eventId: String(event.id), ...contact(buyer.email) }, { user: buyer });
    expect((await sessionOf(started.data.redirect)).metadata).not.toHaveProperty('connectedAccount');
  });
});

describe('destination charges', () => {
  /** The real SDK, its requests caught at the network edge and answered with a session. */
  function recordingStripe() {
    const sent: URLSearchParams[] = [];
    const fetchFn = (async (_url: string | URL | Request, init?: RequestInit) => {
      sent.push(new URLSearchParams(String(init?.body ?? '')));
      return new Response(
        JSON.stringify({ id: 'cs_test_recorded', object: 'checkout.session', url: 'https://checkout.test/cs_test_recorded' }),
        {
          status: 200,
          headers: { 'content-type': 'application/json', 'request-id': 'req_test' },
        },
      );
    }) as typeof fetch;
    const stripe = new Stripe('sk_test_recording', {
      httpClient: Stripe.createFetchHttpClient(fetchFn),
      maxNetworkRetries: 0,
      telemetry: false,
    });
    return { stripe, sent };
  }
  const request = (extra: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
    item: { name: 'Ticket: Jazz', amountCents: 2675 },
    metadata: { kind: 'ticket', registrationId: '7' },
    origin: 'http://localhost:4321',
    successPath: '/events/1/register',
    cancelPath: '/events/1/register?payment=cancelled',
    ...extra,
  });

  it('sends transfer_data.destination and application_fee_amount in payment mode, and nothing of the kind otherwise', async () => {
    const { stripe, sent } = recordingStripe();
    await createCheckoutSession(stripe, request({ transfer: { destination: 'acct_1OwnerTest', applicationFeeCents: 175 } }));
    await createCheckoutSession(stripe, request());
    await createCheckoutSession(stripe, request({ transfer: { destination: 'acct_1OwnerTest', applicationFeeCents: 0 } }));
    const [connected, own, feeless] = sent;
    expect(connected.get('mode')).toBe('payment');
    expect(connected.get('line_items[0][price_data][unit_amount]')).toBe('2675');
    expect(connected.get('payment_intent_data[transfer_data][destination]')).toBe('acct_1OwnerTest');
    expect(connected.get('payment_intent_data[application_fee_amount]')).toBe('175');
    expect(connected.get('payment_intent_data[metadata][registrationId]')).toBe('7');
    expect([...own.keys()].filter((key) => /transfer_data|application_fee/.test(key))).toEqual([]);
    expect(feeless.get('payment_intent_data[transfer_data][destination]')).toBe('acct_1OwnerTest');
    expect(feeless.has('payment_intent_data[application_fee_amount]')).toBe(false);
  });
});
