/**
 * The local test checkout's Connect money (scripts/local-stripe), through the real `stripe` SDK as
 * the guide calls it: a destination charge with an application fee moves all but the fee to the
 * connected account; a refund with reverse_transfer and refund_application_fee takes back the
 * transfer and the fee in proportion; the connected account's balance transactions, balance and
 * payouts are read with the Stripe-Account header; and Stripe's own refusals hold (a destination
 * that cannot take charges, a fee above the amount, a refund above what is left).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { startLocalStripe, type LocalStripe } from '../../scripts/local-stripe/local-stripe.ts';
import { refundCharge } from '#lib/server/payments/refund-charge.ts';

const SECRET_KEY = 'sk_test_connect_money';
let fake: LocalStripe;
let stripe: Stripe;

beforeAll(async () => {
  fake = await startLocalStripe({
    secretKey: SECRET_KEY,
    webhookSecret: 'whsec_connect_money',
    webhookUrl: 'http://127.0.0.1:9/unused',
    deliverWebhooks: false,
    connectedAccounts: [
      { id: 'acct_ready_kitchen', enabled: true },
      { id: 'acct_unfinished', enabled: false },
    ],
  });
  const api = new URL(fake.url);
  stripe = new Stripe(SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    protocol: 'http',
    host: api.hostname,
    port: api.port,
    maxNetworkRetries: 0,
  });
});
afterAll(() => fake.close());

const control = (path: string) => fetch(`${fake.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${SECRET_KEY}` } });

const ticketsSession = (destination: string, applicationFee: number) =>
  stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ quantity: 2, price_data: { currency: 'usd', unit_amount: 2500, product_data: { name: 'Ticket: Rent Party' } } }],
    payment_intent_data: { transfer_data: { destination }, application_fee_amount: applicationFee, metadata: { kind: 'ticket' } },
    success_url: 'http://localhost/done',
  });

const on = (account: string) => ({ stripeAccount: account });

describe('destination charges in the local test checkout', () => {
  it('refuses a destination that cannot take charges, an unknown one, and a fee above the amount', async () => {
    await expect(ticketsSession('acct_unfinished', 300)).rejects.toThrow(/cannot take charges yet/);
    await expect(ticketsSession('acct_nobody', 300)).rejects.toThrow(/No such destination/);
    await expect(ticketsSession('acct_ready_kitchen', 5001)).rejects.toThrow(/application_fee_amount/);
  });

  it('moves all but the fee to the connected account, takes both back in proportion on a refund, and pays out the rest', async () => {
    const session = await ticketsSession('acct_ready_kitchen', 300);
    expect(session.amount_total).toBe(5000);
    expect((await control(`/test/checkout/sessions/${session.id}/pay`)).status).toBe(200);
    const intentId = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;

    const [payment] = (await stripe.balanceTransactions.list({}, on('acct_ready_kitchen'))).data;
    expect(payment).toMatchObject({ type: 'payment', amount: 4700, net: 4700 });
    expect((await stripe.balance.retrieve({}, on('acct_ready_kitchen'))).available[0]!.amount).toBe(4700);

    // Half refunded: the transfer reversed and the guide's fee refunded in proportion.
    const refund = await stripe.refunds.create({
      payment_intent: intentId,
      amount: 2500,
      reverse_transfer: true,
      refund_application_fee: true,
    });
    expect(refund.amount).toBe(2500);
    const ledger = (await stripe.balanceTransactions.list({}, on('acct_ready_kitchen'))).data;
    expect(ledger.map((entry) => [entry.type, entry.amount])).toEqual([
      ['payment_refund', -2350],
      ['payment', 4700],
    ]);
    const charge = await stripe.charges.retrieve(
      (fake.events.find((event) => event.type === 'charge.refunded')!.data as { object: { id: string } }).object.id,
    );
    expect((await stripe.transfers.retrieve(charge.transfer as string)).amount_reversed).toBe(2350);
    expect((await stripe.applicationFees.retrieve(charge.application_fee as string)).amount_refunded).toBe(150);

    // More than is left refunds nothing.
    await expect(stripe.refunds.create({ payment_intent: intentId, amount: 2501, reverse_transfer: true })).rejects.toThrow(
      /greater than the unrefunded amount/,
    );
    expect((await stripe.balance.retrieve({}, on('acct_ready_kitchen'))).available[0]!.amount).toBe(2350);

    // The payout empties the balance and says so in a Connect event.
    expect((await control('/test/accounts/acct_ready_kitchen/payout')).status).toBe(200);
    const [payout] = (await stripe.payouts.list({}, on('acct_ready_kitchen'))).data;
    expect(payout).toMatchObject({ amount: 2350, status: 'paid' });
    expect((await stripe.balance.retrieve({}, on('acct_ready_kitchen'))).available[0]!.amount).toBe(0);
    expect(fake.events.filter((event) => event.type === 'payout.paid').map((event) => event.account)).toEqual(['acct_ready_kitchen']);
    // Another account's payouts are not this one's.
    expect((await stripe.payouts.list({}, on('acct_unfinished'))).data).toEqual([]);
  });
});

describe('refunding a ticket or a booking (refundCharge)', () => {
  const paid = async (destination: string | null) => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 4000, product_data: { name: 'Ticket: Jazz Brunch' } } }],
      ...(destination ? { payment_intent_data: { transfer_data: { destination }, application_fee_amount: 400 } } : {}),
      success_url: 'http://localhost/done',
    });
    await control(`/test/checkout/sessions/${session.id}/pay`);
    return (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
  };

  it('takes a destination charge’s refund back from the business and the guide’s fee, in proportion', async () => {
    const before = (await stripe.balance.retrieve({}, on('acct_ready_kitchen'))).available[0]!.amount;
    const intent = await paid('acct_ready_kitchen');
    const refund = await refundCharge(stripe, {
      paymentIntent: intent,
      amountCents: 1000,
      metadata: { reason: 'test' },
      idempotencyKey: `r-${intent}`,
    });
    expect(refund.amount).toBe(1000);
    // 3600 transferred, 900 of it (a quarter) taken back.
    expect((await stripe.balance.retrieve({}, on('acct_ready_kitchen'))).available[0]!.amount - before).toBe(3600 - 900);
    // The same key again refunds nothing more.
    await refundCharge(stripe, { paymentIntent: intent, amountCents: 1000, metadata: { reason: 'test' }, idempotencyKey: `r-${intent}` });
    expect(((await stripe.paymentIntents.retrieve(intent)) as unknown as { amount_refunded: number }).amount_refunded).toBe(1000);
  });

  it('refunds a payment the guide took alone as it is', async () => {
    const intent = await paid(null);
    expect((await refundCharge(stripe, { paymentIntent: intent, metadata: {}, idempotencyKey: `r-${intent}` })).amount).toBe(4000);
  });
});
