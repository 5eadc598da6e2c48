/**
 * The local test checkout: a small stand-in for the parts of Stripe the guide calls, so every
 * paid flow can be tried on a machine with no Stripe account (decisions, "Payments without a
 * Stripe account"). The app talks to it through the real `stripe` SDK (host/port options), the
 * browser pays on its hosted pages, clearly labelled "Test payment, no money moves", and it sends
 * really signed webhooks to the app, as Stripe does. Tests use it the same way.
 *
 * Endpoints (Stripe's paths and shapes, the fields the guide reads):
 *   POST /v1/customers, GET /v1/customers/:id
 *   POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id (and .../:id/line_items), POST .../:id/expire
 *   GET|POST|DELETE /v1/subscriptions/:id, GET /v1/invoice_payments?invoice=
 *   GET /v1/payment_intents/:id, POST /v1/refunds, POST /v1/billing_portal/sessions
 *   Connect: POST /v1/accounts, GET /v1/accounts/:id, POST /v1/account_links; destination charges
 *   (payment_intent_data[transfer_data][destination] and [application_fee_amount]) with their
 *   charge, transfer and application fee; refunds with reverse_transfer and refund_application_fee;
 *   GET /v1/balance, /v1/balance_transactions and /v1/payouts, for the account a Stripe-Account
 *   header names (the connected account) or the guide's own.
 * Hosted pages: /pay/:session (Checkout), /portal/:id (Customer Portal), /connect/:link (Express
 * onboarding, ending verified, pending verification, or for later).
 * Test controls (secret key required): POST /test/subscriptions/:id/{renew,fail,end},
 * POST /test/checkout/sessions/:id/pay, POST /test/accounts/:id/{verify,require} (Stripe checks the
 * details, or asks for more and stops charges), POST /test/accounts/:id/payout
 * (pays out its available balance: payout.paid), POST /test/clock (advance
 * time), GET /test/events. Events about a connected account carry its id in `account`, as Connect's do.
 *
 * State lives in memory: a restart forgets open checkouts (they then simply never complete).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { parseStripeForm, type FormValue } from './form-body.ts';
import { checkoutPage, onboardingPage, portalPage } from './pages.ts';

type Obj = Record<string, any>; // Stripe objects as loose JSON: the stand-in keeps only the fields the guide reads.

export type LocalStripeOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Where webhooks go: the app's /api/stripe/webhook. */
  webhookUrl: string;
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Send webhooks (default true); tests that deliver by hand turn it off. */
  deliverWebhooks?: boolean;
  /**
   * Connected accounts that exist from the start: those the app's database holds (the demo
   * business's, and any connected before a restart), fully onboarded when `enabled`, else not yet.
   */
  connectedAccounts?: readonly { id: string; enabled: boolean }[];
};

export type LocalStripe = {
  /** Base address: give it to the SDK (STRIPE_API_URL). */
  url: string;
  /** Every event built so far, oldest first (as sent, whether or not delivery succeeded). */
  events: Obj[];
  /** Resolves when every webhook sent so far has been answered (or given up on). */
  settled(): Promise<void>;
  /** Moves this checkout's clock forward (subscription periods, session expiry). */
  advanceClock(seconds: number): void;
  close(): Promise<void>;
};

const SUBSCRIPTION_SECONDS = { day: 86_400, week: 7 * 86_400, month: 30 * 86_400, year: 365 * 86_400 } as const;

export async function startLocalStripe(options: LocalStripeOptions): Promise<LocalStripe> {
  let clockOffset = 0;
  const now = () => Math.floor(Date.now() / 1000) + clockOffset;
  const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

  const customers = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const paymentIntents = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  const portals = new Map<string, Obj>();
  const accounts = new Map<string, Obj>();
  const accountLinks = new Map<string, Obj>();
  const charges = new Map<string, Obj>();
  const transfers = new Map<string, Obj>();
  const applicationFees = new Map<string, Obj>();
  const payouts: Obj[] = [];
  /** Balance transactions by account ('' is the guide's own), newest last. */
  const ledger = new Map<string, Obj[]>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const events: Obj[] = [];
  const deliveries = new Set<Promise<void>>();

  let base = '';

  // -------------------------------------------------------------------------------------------
  // Webhooks: signed like Stripe's, retried a few times like Stripe's.

  function emit(type: string, object: Obj, account?: string): void {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      type,
      ...(account ? { account } : {}),
      data: { object: structuredClone(object) },
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    events.push(event);
    if (options.deliverWebhooks === false) return;
    const delivery = deliver(JSON.stringify(event)).finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  }

  async function deliver(payload: string): Promise<void> {
    for (const wait of [0, 500, 2000, 5000]) {
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
      try {
        const header = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: options.webhookSecret });
        const response = await fetch(options.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': header },
          body: payload,
        });
        await response.arrayBuffer();
        if (response.ok) return;
      } catch {
        // The app is not answering yet: try again, as Stripe does.
      }
    }
  }

  // -------------------------------------------------------------------------------------------
  // Objects

  function createCustomer(params: Obj): Obj {
    const customer = {
      id: newId('cus'),
      object: 'customer',
      email: params.email ?? null,
      name: params.name ?? null,
      metadata: params.metadata ?? {},
      created: now(),
    };
    customers.set(customer.id, customer);
    return customer;
  }

  // Connect (Express): an account starts with everything due; onboarding submits it.
  function createAccount(params: Obj, id = newId('acct')): Obj {
    const account = {
      id,
      object: 'account',
      type: params.type ?? 'express',
      country: params.country ?? 'US',
      email: params.email ?? null,
      default_currency: 'usd',
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
      requirements: {
        currently_due: ['business_profile.url', 'external_account', 'individual.dob.day', 'tos_acceptance.date'],
        eventually_due: [],
        past_due: [],
        disabled_reason: 'requirements.past_due',
      },
      capabilities: { card_payments: 'inactive', transfers: 'inactive' },
      metadata: params.metadata ?? {},
      created: now(),
    };
    accounts.set(account.id, account);
    return account;
  }

  /** Onboarding submitted: verified at once, or waiting on Stripe's checks (then /test/accounts/:id/verify). */
  function submitAccount(account: Obj, verified: boolean): void {
    Object.assign(account, {
      details_submitted: true,
      charges_enabled: verified,
      payouts_enabled: verified,
      requirements: {
        currently_due: [],
        eventually_due: [],
        past_due: [],
        disabled_reason: verified ? null : 'requirements.pending_verification',
      },
      capabilities: { card_payments: verified ? 'active' : 'pending', transfers: verified ? 'active' : 'pending' },
    });
    emit('account.updated', account, account.id);
  }

  for (const known of options.connectedAccounts ?? []) {
    const account = createAccount({}, known.id);
    if (known.enabled)
      Object.assign(account, {
        details_submitted: true,
        charges_enabled: true,
        payouts_enabled: true,
        requirements: { currently_due: [], eventually_due: [], past_due: [], disabled_reason: null },
        capabilities: { card_payments: 'active', transfers: 'active' },
      });
  }

  /** Stripe's card processing fee, as the guide's account pays it on a destination charge (2.9% + 30c). */
  const processingFee = (amount: number) => Math.round(amount * 0.029) + 30;

  function book(account: string, type: string, amount: number, fee: number, source: string, description: string): Obj {
    const entry = {
      id: newId('txn'),
      object: 'balance_transaction',
      type,
      amount,
      fee,
      net: amount - fee,
      currency: 'usd',
      status: 'available',
      available_on: now(),
      created: now(),
      source,
      description,
    };
    ledger.set(account, [...(ledger.get(account) ?? []), entry]);
    return entry;
  }

  /**
   * A destination charge's money: the charge on the guide's account (less Stripe's fee), the
   * transfer of all but the application fee to the connected account, and the fee the guide keeps.
   */
  function settleDestinationCharge(intent: Obj, destination: string, applicationFee: number): void {
    const charge: Obj = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      payment_intent: intent.id,
      destination,
      transfer: null,
      application_fee: null,
      application_fee_amount: applicationFee,
      metadata: intent.metadata,
    };
    charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    charge.balance_transaction = book('', 'charge', intent.amount, processingFee(intent.amount), charge.id, 'Ticket or booking').id;
    const transfer: Obj = {
      id: newId('tr'),
      object: 'transfer',
      amount: intent.amount - applicationFee,
      amount_reversed: 0,
      destination,
      source_transaction: charge.id,
      reversals: { object: 'list', data: [] },
    };
    transfers.set(transfer.id, transfer);
    charge.transfer = transfer.id;
    book('', 'transfer', -transfer.amount, 0, transfer.id, `Transfer to ${destination}`);
    book(destination, 'payment', transfer.amount, 0, transfer.id, 'Payment from Harlem Guide');
    if (applicationFee > 0) {
      const fee: Obj = {
        id: newId('fee'),
        object: 'application_fee',
        amount: applicationFee,
        amount_refunded: 0,
        account: destination,
        charge: charge.id,
      };
      applicationFees.set(fee.id, fee);
      charge.application_fee = fee.id;
    }
  }

  /** A refund of a destination charge: the transfer reversed and the guide's fee refunded in proportion, when asked. */
  function unwindDestinationCharge(intent: Obj, amount: number, reverseTransfer: boolean, refundFee: boolean): void {
    const charge = charges.get(intent.latest_charge ?? '');
    if (!charge) return;
    charge.amount_refunded += amount;
    book('', 'refund', -amount, 0, charge.id, 'Refund');
    const transfer = transfers.get(charge.transfer ?? '');
    if (reverseTransfer && transfer) {
      const reversed = Math.min(transfer.amount - transfer.amount_reversed, Math.round((amount * transfer.amount) / charge.amount));
      transfer.amount_reversed += reversed;
      transfer.reversals.data.push({ id: newId('trr'), object: 'transfer_reversal', amount: reversed, transfer: transfer.id });
      book('', 'transfer_cancel', reversed, 0, transfer.id, 'Transfer reversal');
      book(transfer.destination, 'payment_refund', -reversed, 0, transfer.id, 'Refund of a payment from Harlem Guide');
    }
    const fee = applicationFees.get(charge.application_fee ?? '');
    if (refundFee && fee) {
      const refunded = Math.min(fee.amount - fee.amount_refunded, Math.round((amount * fee.amount) / charge.amount));
      fee.amount_refunded += refunded;
    }
  }

  function balanceOf(account: string): Obj {
    const available = (ledger.get(account) ?? []).reduce((sum, entry) => sum + entry.net, 0);
    return {
      object: 'balance',
      available: [{ amount: available, currency: 'usd' }],
      pending: [{ amount: 0, currency: 'usd' }],
      livemode: false,
    };
  }

  function payOut(account: Obj): Obj | null {
    const amount = balanceOf(account.id).available[0].amount;
    if (amount <= 0) return null;
    const payout = {
      id: newId('po'),
      object: 'payout',
      amount,
      currency: 'usd',
      arrival_date: now() + 86_400,
      created: now(),
      status: 'paid',
      method: 'standard',
      _account: account.id,
    };
    payouts.push(payout);
    book(account.id, 'payout', -amount, 0, payout.id, 'Payout to bank');
    emit('payout.created', publicSession(payout), account.id);
    emit('payout.paid', publicSession(payout), account.id);
    return payout;
  }

  /** A list answer as Stripe gives one, newest first, `limit` at most. */
  function list(url: string, data: Obj[], query: URLSearchParams): Obj {
    const limit = Math.min(100, Number(query.get('limit') ?? 10) || 10);
    const newest = [...data].reverse();
    return { object: 'list', url, data: newest.slice(0, limit).map(publicSession), has_more: newest.length > limit };
  }

  function amountOf(lineItems: Obj[]): number {
    return lineItems.reduce((sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1), 0);
  }

  function createSession(params: Obj): Obj | string {
    const mode = params.mode;
    if (mode !== 'payment' && mode !== 'subscription') return 'mode must be payment or subscription';
    const lineItems = (params.line_items ?? []) as Obj[];
    if (lineItems.length === 0) return 'line_items is required';
    for (const item of lineItems) {
      const unit = Number(item.price_data?.unit_amount);
      if (!Number.isInteger(unit) || unit < 0) return 'line_items[].price_data.unit_amount must be a non-negative integer';
      if (!item.price_data?.product_data?.name) return 'line_items[].price_data.product_data.name is required';
      if (mode === 'subscription' && !item.price_data?.recurring?.interval) return 'subscription mode needs price_data.recurring.interval';
    }
    if (!params.success_url) return 'success_url is required';
    const destination = params.payment_intent_data?.transfer_data?.destination;
    if (destination !== undefined) {
      if (mode !== 'payment') return 'transfer_data is only for payment mode';
      const account = accounts.get(destination);
      if (!account) return `No such destination: '${destination}'`;
      if (!account.charges_enabled) return `The destination account ${destination} cannot take charges yet (charges_enabled is false).`;
    }
    const applicationFee = params.payment_intent_data?.application_fee_amount;
    if (applicationFee !== undefined) {
      if (destination === undefined) return 'application_fee_amount needs transfer_data[destination]';
      const fee = Number(applicationFee);
      if (!Number.isInteger(fee) || fee < 0 || fee > amountOf(lineItems))
        return 'application_fee_amount must be an integer between 0 and the amount';
    }
    if (params.customer && !customers.has(params.customer)) return `No such customer: '${params.customer}'`;
    const id = newId('cs_test');
    const session: Obj = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      url: `${base}/pay/${id}`,
      amount_total: amountOf(lineItems),
      currency: lineItems[0].price_data.currency ?? 'usd',
      customer: params.customer ?? null,
      customer_email: params.customer_email ?? null,
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      success_url: params.success_url,
      cancel_url: params.cancel_url ?? null,
      expires_at: params.expires_at ? Number(params.expires_at) : now() + 86_400,
      payment_intent: null,
      subscription: null,
      invoice: null,
      created: now(),
      livemode: false,
      // Kept for the hosted page and for what completing creates.
      _line_items: lineItems,
      _payment_intent_metadata: params.payment_intent_data?.metadata ?? {},
      _destination: destination ?? null,
      _application_fee: applicationFee === undefined ? 0 : Number(applicationFee),
      _subscription_metadata: params.subscription_data?.metadata ?? {},
    };
    sessions.set(id, session);
    return session;
  }

  /** A session's line items as Stripe lists them (GET /v1/checkout/sessions/:id/line_items). */
  const lineItemsOf = (session: Obj): Obj => ({
    object: 'list',
    url: `/v1/checkout/sessions/${session.id}/line_items`,
    has_more: false,
    data: (session._line_items as Obj[]).map((item, index) => {
      const quantity = Number(item.quantity ?? 1);
      const unit = Number(item.price_data.unit_amount);
      return {
        id: `li_${String(session.id).slice(-12)}_${index}`,
        object: 'item',
        description: item.price_data.product_data.name,
        quantity,
        amount_subtotal: unit * quantity,
        amount_total: unit * quantity,
        currency: session.currency,
        price: { object: 'price', unit_amount: unit, currency: session.currency },
      };
    }),
  });
  const publicSession = (session: Obj): Obj => Object.fromEntries(Object.entries(session).filter(([key]) => !key.startsWith('_')));

  function completeSession(session: Obj): void {
    if (session.status !== 'open') return;
    if (!session.customer) session.customer = createCustomer({ email: session.customer_email }).id;
    const item = session._line_items[0];
    if (session.mode === 'payment') {
      const intent = {
        id: newId('pi'),
        object: 'payment_intent',
        amount: session.amount_total,
        currency: session.currency,
        status: 'succeeded',
        customer: session.customer,
        metadata: session._payment_intent_metadata,
        amount_refunded: 0,
        latest_charge: null as string | null,
        transfer_data: session._destination ? { destination: session._destination } : null,
        application_fee_amount: session._destination ? session._application_fee : null,
      };
      paymentIntents.set(intent.id, intent);
      if (session._destination) settleDestinationCharge(intent, session._destination, session._application_fee);
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id });
      emit('payment_intent.succeeded', intent);
      emit('checkout.session.completed', publicSession(session));
      return;
    }
    const interval = item.price_data.recurring.interval as keyof typeof SUBSCRIPTION_SECONDS;
    const start = now();
    const subscription: Obj = {
      id: newId('sub'),
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      start_date: start,
      created: start,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      metadata: session._subscription_metadata,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            current_period_start: start,
            current_period_end: start + SUBSCRIPTION_SECONDS[interval] * Number(item.price_data.recurring.interval_count ?? 1),
            price: { unit_amount: Number(item.price_data.unit_amount), currency: session.currency, recurring: { interval } },
            quantity: 1,
          },
        ],
      },
      latest_invoice: null,
      _interval: interval,
    };
    subscriptions.set(subscription.id, subscription);
    const invoice = payInvoice(subscription, 'paid');
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id, invoice: invoice.id });
    emit('customer.subscription.created', publicSubscription(subscription));
    emit('checkout.session.completed', publicSession(session));
    emit('invoice.paid', invoice);
  }

  function payInvoice(subscription: Obj, status: 'paid' | 'open'): Obj {
    const amount = subscription.items.data[0].price.unit_amount;
    const intent = {
      id: newId('pi'),
      object: 'payment_intent',
      amount,
      currency: 'usd',
      status: status === 'paid' ? 'succeeded' : 'requires_payment_method',
      customer: subscription.customer,
      metadata: {},
      amount_refunded: 0,
    };
    paymentIntents.set(intent.id, intent);
    const invoice = {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      status,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      created: now(),
      _payment_intent: intent.id,
    };
    invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return publicSession(invoice);
  }

  const publicSubscription = (subscription: Obj): Obj => publicSession(subscription);

  function expireSession(session: Obj): void {
    if (session.status !== 'open') return;
    session.status = 'expired';
    emit('checkout.session.expired', publicSession(session));
  }

  /** A renewal: Stripe moves the period on when it bills, whether or not the payment succeeds. */
  function renew(subscription: Obj, paid: boolean): void {
    const item = subscription.items.data[0];
    const length = item.current_period_end - item.current_period_start;
    item.current_period_start = item.current_period_end;
    item.current_period_end += length;
    subscription.status = paid ? 'active' : 'past_due';
    const invoice = payInvoice(subscription, paid ? 'paid' : 'open');
    emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    emit('customer.subscription.updated', publicSubscription(subscription));
  }

  function endSubscription(subscription: Obj): void {
    if (subscription.status === 'canceled') return;
    Object.assign(subscription, { status: 'canceled', ended_at: now(), canceled_at: subscription.canceled_at ?? now() });
    emit('customer.subscription.deleted', publicSubscription(subscription));
  }

  function setCancelAtPeriodEnd(subscription: Obj, cancel: boolean): void {
    subscription.cancel_at_period_end = cancel;
    subscription.cancel_at = cancel ? subscription.items.data[0].current_period_end : null;
    subscription.canceled_at = cancel ? now() : null;
    emit('customer.subscription.updated', publicSubscription(subscription));
  }

  // Sessions past their expiry expire, as Stripe's do (checked now and then, and on every request).
  function sweep(): void {
    for (const session of sessions.values()) if (session.status === 'open' && session.expires_at <= now()) expireSession(session);
  }
  const sweeper = setInterval(sweep, 10_000);
  sweeper.unref();

  // -------------------------------------------------------------------------------------------
  // HTTP

  const stripeError = (status: number, message: string, type = 'invalid_request_error') => ({
    status,
    body: { error: { type, message, ...(status === 404 ? { code: 'resource_missing' } : {}) } },
  });

  async function api(
    method: string,
    path: string,
    params: Obj,
    query: URLSearchParams,
    connectedAccount: string | null,
  ): Promise<{ status: number; body: unknown }> {
    const parts = path.split('/').filter(Boolean); // ['v1', ...]
    const [, resource, second, third] = parts;
    if (resource === 'customers') {
      if (method === 'POST' && !second) return { status: 200, body: createCustomer(params) };
      const customer = customers.get(second ?? '');
      if (method === 'GET' && customer) return { status: 200, body: customer };
      return stripeError(404, `No such customer: '${second}'`);
    }
    if (resource === 'checkout' && second === 'sessions') {
      const id = third;
      if (method === 'POST' && !id) {
        const session = createSession(params);
        return typeof session === 'string' ? stripeError(400, session) : { status: 200, body: publicSession(session) };
      }
      const session = sessions.get(id ?? '');
      if (!session) return stripeError(404, `No such checkout.session: '${id}'`);
      if (method === 'GET' && parts.length === 4) return { status: 200, body: publicSession(session) };
      if (method === 'GET' && parts[4] === 'line_items') return { status: 200, body: lineItemsOf(session) };
      if (method === 'POST' && parts[4] === 'expire') {
        if (session.status !== 'open')
          return stripeError(
            400,
            `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
          );
        expireSession(session);
        return { status: 200, body: publicSession(session) };
      }
    }
    if (resource === 'subscriptions' && second) {
      const subscription = subscriptions.get(second);
      if (!subscription) return stripeError(404, `No such subscription: '${second}'`);
      if (method === 'GET') return { status: 200, body: publicSubscription(subscription) };
      if (method === 'DELETE') {
        endSubscription(subscription);
        return { status: 200, body: publicSubscription(subscription) };
      }
      if (method === 'POST') {
        if (params.cancel_at_period_end !== undefined) setCancelAtPeriodEnd(subscription, params.cancel_at_period_end === 'true');
        return { status: 200, body: publicSubscription(subscription) };
      }
    }
    if (resource === 'invoice_payments' && method === 'GET') {
      const invoice = invoices.get(query.get('invoice') ?? '');
      const wanted = query.get('status');
      const data =
        invoice && (!wanted || wanted === (invoice.status === 'paid' ? 'paid' : 'open'))
          ? [
              {
                id: newId('inpay'),
                object: 'invoice_payment',
                invoice: invoice.id,
                status: invoice.status === 'paid' ? 'paid' : 'open',
                payment: { type: 'payment_intent', payment_intent: invoice._payment_intent },
              },
            ]
          : [];
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/invoice_payments' } };
    }
    if (resource === 'payment_intents' && second && method === 'GET') {
      const intent = paymentIntents.get(second);
      return intent ? { status: 200, body: intent } : stripeError(404, `No such payment_intent: '${second}'`);
    }
    if (resource === 'refunds' && method === 'POST') {
      const intent = paymentIntents.get(params.payment_intent ?? '');
      if (!intent) return stripeError(404, `No such payment_intent: '${params.payment_intent}'`);
      if (intent.amount_refunded >= intent.amount)
        return stripeError(400, `Charge for ${intent.id} has already been refunded.`, 'invalid_request_error');
      const amount = params.amount ? Number(params.amount) : intent.amount - intent.amount_refunded;
      if (!Number.isInteger(amount) || amount < 1 || amount > intent.amount - intent.amount_refunded)
        return stripeError(400, `Refund amount (${params.amount}) is greater than the unrefunded amount on the charge.`);
      if ((params.reverse_transfer === 'true' || params.refund_application_fee === 'true') && !intent.transfer_data)
        return stripeError(400, 'reverse_transfer and refund_application_fee are only for destination charges.');
      intent.amount_refunded += amount;
      unwindDestinationCharge(intent, amount, params.reverse_transfer === 'true', params.refund_application_fee === 'true');
      const refund = {
        id: newId('re'),
        object: 'refund',
        amount,
        payment_intent: intent.id,
        status: 'succeeded',
        created: now(),
        metadata: params.metadata ?? {},
      };
      refunds.set(refund.id, refund);
      emit('refund.created', refund);
      emit('charge.refunded', {
        id: intent.latest_charge ?? newId('ch'),
        object: 'charge',
        payment_intent: intent.id,
        amount: intent.amount,
        amount_refunded: intent.amount_refunded,
        refunded: intent.amount_refunded >= intent.amount,
        metadata: intent.metadata,
      });
      return { status: 200, body: refund };
    }
    if (resource === 'accounts') {
      if (method === 'POST' && !second) return { status: 200, body: createAccount(params) };
      const account = accounts.get(second ?? '');
      if (method === 'GET' && account) return { status: 200, body: account };
      return stripeError(404, `No such account: '${second}'`);
    }
    if (resource === 'account_links' && method === 'POST') {
      if (!accounts.has(params.account ?? '')) return stripeError(404, `No such account: '${params.account}'`);
      if (params.type !== 'account_onboarding' && params.type !== 'account_update')
        return stripeError(400, 'type must be account_onboarding or account_update');
      if (!params.refresh_url || !params.return_url) return stripeError(400, 'refresh_url and return_url are required');
      const id = newId('link');
      const link = {
        object: 'account_link',
        created: now(),
        expires_at: now() + 300,
        url: `${base}/connect/${id}`,
        _account: params.account,
        return_url: params.return_url,
        refresh_url: params.refresh_url,
      };
      accountLinks.set(id, link);
      return { status: 200, body: publicSession(link) };
    }
    // The connected account a Stripe-Account header names, or the guide's own ('').
    const on = connectedAccount ?? '';
    if (connectedAccount && !accounts.has(connectedAccount))
      return stripeError(403, `The provided key does not have access to account '${connectedAccount}' (or that account does not exist).`);
    if (resource === 'balance' && method === 'GET') return { status: 200, body: balanceOf(on) };
    if (resource === 'balance_transactions' && method === 'GET')
      return { status: 200, body: list('/v1/balance_transactions', ledger.get(on) ?? [], query) };
    if (resource === 'payouts' && method === 'GET')
      return {
        status: 200,
        body: list(
          '/v1/payouts',
          payouts.filter((payout) => payout._account === on),
          query,
        ),
      };
    if (resource === 'transfers' && second && method === 'GET') {
      const transfer = transfers.get(second);
      return transfer ? { status: 200, body: transfer } : stripeError(404, `No such transfer: '${second}'`);
    }
    if (resource === 'application_fees' && second && method === 'GET') {
      const fee = applicationFees.get(second);
      return fee ? { status: 200, body: fee } : stripeError(404, `No such application fee: '${second}'`);
    }
    if (resource === 'charges' && second && method === 'GET') {
      const charge = charges.get(second);
      return charge ? { status: 200, body: charge } : stripeError(404, `No such charge: '${second}'`);
    }
    if (resource === 'billing_portal' && second === 'sessions' && method === 'POST') {
      if (!customers.has(params.customer ?? '')) return stripeError(404, `No such customer: '${params.customer}'`);
      const portal = {
        id: newId('bps'),
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url ?? null,
        created: now(),
        url: '',
      };
      portal.url = `${base}/portal/${portal.id}`;
      portals.set(portal.id, portal);
      return { status: 200, body: portal };
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  function testControl(method: string, parts: string[]): { status: number; body: unknown } {
    const [, kind, id, verb] = parts; // ['test', 'subscriptions', id, 'renew']
    if (kind === 'clock' && method === 'POST') return { status: 200, body: { now: now() } };
    if (kind === 'events' && method === 'GET') return { status: 200, body: { data: events } };
    if (kind === 'accounts' && verb === 'verify') {
      const account = accounts.get(id ?? '');
      if (!account) return stripeError(404, `No such account: '${id}'`);
      submitAccount(account, true);
      return { status: 200, body: account };
    }
    if (kind === 'accounts' && verb === 'require') {
      // Stripe asks for more (an identity document) and stops charges until it has it.
      const account = accounts.get(id ?? '');
      if (!account) return stripeError(404, `No such account: '${id}'`);
      Object.assign(account, {
        charges_enabled: false,
        requirements: {
          currently_due: ['individual.verification.document'],
          eventually_due: [],
          past_due: [],
          disabled_reason: 'requirements.past_due',
        },
      });
      emit('account.updated', account, account.id);
      return { status: 200, body: account };
    }
    if (kind === 'accounts' && verb === 'payout') {
      const account = accounts.get(id ?? '');
      if (!account) return stripeError(404, `No such account: '${id}'`);
      const payout = payOut(account);
      return payout ? { status: 200, body: publicSession(payout) } : stripeError(400, 'Nothing to pay out: the available balance is zero.');
    }
    if (kind === 'subscriptions') {
      const subscription = subscriptions.get(id ?? '');
      if (!subscription) return stripeError(404, `No such subscription: '${id}'`);
      if (verb === 'renew') renew(subscription, true);
      else if (verb === 'fail') renew(subscription, false);
      else if (verb === 'end') endSubscription(subscription);
      else return stripeError(404, 'Unknown test control');
      return { status: 200, body: publicSubscription(subscription) };
    }
    if (kind === 'checkout') {
      const session = sessions.get(verb ?? '') ?? sessions.get(parts[3] ?? '');
      const action = parts[4];
      if (!session) return stripeError(404, 'No such checkout session');
      if (action === 'pay') completeSession(session);
      else if (action === 'expire') expireSession(session);
      return { status: 200, body: publicSession(session) };
    }
    return stripeError(404, 'Unknown test control');
  }

  function send(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), 'stripe-version': Stripe.API_VERSION });
    response.end(JSON.stringify(body));
  }

  function html(response: ServerResponse, status: number, page: string): void {
    response.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; base-uri 'none'; frame-ancestors 'none'",
    });
    response.end(page);
  }

  function redirect(response: ServerResponse, location: string): void {
    response.writeHead(303, { location, 'cache-control': 'no-store' });
    response.end();
  }

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request) {
      size += (chunk as Buffer).length;
      if (size > 1_000_000) throw new Error('body too large');
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    sweep();
    const url = new URL(request.url ?? '/', base);
    const method = request.method ?? 'GET';
    const parts = url.pathname.split('/').filter(Boolean);
    const body = method === 'GET' ? '' : await readBody(request);

    if (parts[0] === 'v1' || parts[0] === 'test') {
      if (request.headers.authorization !== `Bearer ${options.secretKey}`)
        return send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      const params = parseStripeForm(body) as Obj;
      if (parts[0] === 'test') {
        const answer = testControl(method, parts);
        if (parts[1] === 'clock') clockOffset += Number(params.seconds ?? 0);
        return send(response, answer.status, parts[1] === 'clock' ? { now: now() } : answer.body);
      }
      const key = request.headers['idempotency-key'];
      const remembered = typeof key === 'string' && method === 'POST' ? idempotent.get(key) : undefined;
      if (remembered) return send(response, remembered.status, remembered.body);
      const stripeAccount = request.headers['stripe-account'];
      const answer = await api(method, url.pathname, params, url.searchParams, typeof stripeAccount === 'string' ? stripeAccount : null);
      if (typeof key === 'string' && method === 'POST') idempotent.set(key, answer);
      return send(response, answer.status, answer.body);
    }

    // Hosted pages, for the browser.
    const form = new URLSearchParams(body);
    if (parts[0] === 'pay' && parts[1]) {
      const session = sessions.get(parts[1]);
      if (!session) return html(response, 404, checkoutPage(null, { message: 'This checkout link is not valid.' }));
      if (method === 'POST') {
        const choice = form.get('choice');
        if (session.status === 'open' && choice === 'pay') {
          completeSession(session);
          return redirect(response, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
        }
        if (session.status === 'open' && choice === 'decline') return html(response, 402, checkoutPage(session, { declined: true }));
        if (choice === 'cancel' && session.cancel_url) return redirect(response, session.cancel_url);
      }
      return html(response, 200, checkoutPage(session, {}));
    }
    if (parts[0] === 'connect' && parts[1]) {
      const link = accountLinks.get(parts[1]);
      const account = link ? accounts.get(link._account) : undefined;
      // A link is good for one visit of five minutes, as Stripe's: an old one goes to refresh_url for a new one.
      if (link && method === 'GET' && (link._used || link.expires_at <= now())) return redirect(response, link.refresh_url);
      if (!link || !account) return html(response, 404, onboardingPage(null, null));
      if (method === 'POST') {
        const choice = form.get('choice');
        if (!account.details_submitted && (choice === 'verified' || choice === 'pending')) submitAccount(account, choice === 'verified');
        link._used = true;
        return redirect(response, link.return_url);
      }
      return html(response, 200, onboardingPage(link, account));
    }
    if (parts[0] === 'portal' && parts[1]) {
      const portal = portals.get(parts[1]);
      if (!portal) return html(response, 404, portalPage(null, []));
      const owned = [...subscriptions.values()].filter((subscription) => subscription.customer === portal.customer);
      if (method === 'POST') {
        const subscription = owned.find((candidate) => candidate.id === form.get('subscription'));
        const choice = form.get('choice');
        if (subscription && subscription.status !== 'canceled' && choice === 'cancel') setCancelAtPeriodEnd(subscription, true);
        if (subscription && subscription.status !== 'canceled' && choice === 'resume') setCancelAtPeriodEnd(subscription, false);
        if (choice === 'payment-method') portal.paymentMethodAdded = true;
        return redirect(response, `/portal/${portal.id}`);
      }
      return html(response, 200, portalPage(portal, owned.map(publicSubscription)));
    }
    html(response, 404, checkoutPage(null, { message: 'Nothing here.' }));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, { error: { type: 'api_error', message: String(error) } });
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  base = `http://${options.host ?? '127.0.0.1'}:${address.port}`;

  return {
    url: base,
    events,
    async settled() {
      while (deliveries.size > 0) await Promise.allSettled([...deliveries]);
    },
    advanceClock(seconds: number) {
      clockOffset += seconds;
    },
    async close() {
      clearInterval(sweeper);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

export type { FormValue };
