/**
 * The one webhook route's work (ARCHITECTURE, Payments): verify Stripe's signature on the raw
 * body, then apply the event exactly once. The event id is inserted into stripe_events in the
 * same transaction (one libSQL batch) as the event's effect, so a duplicate delivery, however
 * many arrive at once, fails on the id's primary key and rolls back with nothing changed. Effects
 * read the latest state (a subscription is fetched again; a payment row moves only from pending),
 * so events arriving out of order end in the right state. Unknown types are acknowledged and
 * ignored. The mails an event causes are written in the same batch (the outbox), so they are sent
 * exactly once even if the process dies right after the commit; work that cannot be undone
 * (refunds) runs after the commit, for the first delivery only.
 */
import { deliverDue } from '../notifications/deliver.ts';
import { deliverMail } from '../mail/deliver-mail.ts';
import { composeMail } from '../mail/composers.ts';
import { outboxIdsOf } from '../mail/outbox.ts';
import { paymentNoticeStatement } from '../notifications/payment-notices.ts';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { getConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { siteOrigin } from '../http/site-url.ts';
import { fulfilCheckout, releaseCheckout } from './fulfilment.ts';
import { applyRefund } from './refunds.ts';
import { syncSubscription, subscriptionIdOf } from '../membership/subscription-sync.ts';
import { withPremiumMonth } from '../loyalty/earning.ts';
import type { Effect, EffectContext } from './effect.ts';
import { syncConnectedAccount } from '../payouts/connected-accounts.ts';
import { payoutAlert } from '../payouts/payout-alerts.ts';

export type WebhookOutcome = {
  status: number;
  body: { received: boolean; outcome?: 'applied' | 'duplicate' | 'ignored'; message?: string };
};

const SIGNATURE_REFUSED = 'Webhook signature verification failed.';

/** Verifies and applies one delivery; never throws for a bad request (400) or a duplicate (200). */
export async function handleWebhook(request: Request, context: { db: Database; stripe: Stripe }): Promise<WebhookOutcome> {
  const secret = getConfig().payments?.webhookSecret;
  const signature = request.headers.get('stripe-signature');
  if (!secret) return { status: 503, body: { received: false, message: 'Payments are not configured.' } };
  if (!signature) return { status: 400, body: { received: false, message: SIGNATURE_REFUSED } };
  const payload = await request.text();
  const event = await verifiedEvent(context.stripe, payload, signature, [secret, getConfig().payments?.connectWebhookSecret]);
  if (!event) return { status: 400, body: { received: false, message: SIGNATURE_REFUSED } };
  const outcome = await applyEvent(event, { ...context, origin: siteOrigin({ isPrerendered: false }), now: new Date() });
  return { status: 200, body: { received: true, outcome } };
}

/** The event, if its signature is right under one of the endpoints' secrets (the account's own, and Connect's when it has its own endpoint). */
async function verifiedEvent(
  stripe: Stripe,
  payload: string,
  signature: string,
  secrets: readonly (string | null | undefined)[],
): Promise<Stripe.Event | null> {
  for (const secret of secrets) {
    if (!secret) continue;
    try {
      return await stripe.webhooks.constructEventAsync(payload, signature, secret, undefined, Stripe.createSubtleCryptoProvider());
    } catch {
      // Not this endpoint's secret: try the next.
    }
  }
  return null;
}

/** Applies a verified event once: 'duplicate' when its id was already applied, 'ignored' for types the guide does not act on. */
export async function applyEvent(event: Stripe.Event, context: EffectContext): Promise<'applied' | 'duplicate' | 'ignored'> {
  const effect = await effectOf(event, context);
  if (effect === undefined) return 'ignored';
  const { db } = context;
  const record = db.run(
    sql`insert into stripe_events (id, type, processed_at) values (${event.id}, ${event.type}, ${context.now.getTime()})`,
  );
  // The payer's notification (issue 17), after the effect's statements and before its mails: an
  // effect's mail written under `changes()` would read this insert's count, so effects key their
  // mails by a dedupe key or an exists(...) condition instead.
  const notice = effect ? await paymentNoticeStatement(db, event, context.now) : null;
  const statements = effect?.statements ?? [];
  const mails = effect?.mails ?? [];
  let results: unknown[];
  try {
    results = await db.batch([record, ...statements, ...(notice ? [notice.statement] : []), ...mails]);
  } catch (error) {
    if (isDuplicateEvent(error)) return 'duplicate';
    throw error;
  }
  const told = [...(notice ? [notice.userId] : []), ...(effect?.notified ?? [])];
  if (told.length > 0) await deliverNotice(db, context.now, told);
  if (effect?.after) {
    try {
      await effect.after(results.slice(1, 1 + statements.length));
    } catch (error) {
      // The effect is committed; a refund that failed is logged for a person to follow up.
      console.error(`Stripe event ${event.id} (${event.type}): follow-up failed:`, error);
    }
  }
  // After the follow-up, so a mail about a plan it cancelled is composed as it now stands.
  await deliverMail(db, outboxIdsOf(results.slice(results.length - mails.length)), { now: context.now, compose: composeMail });
  return 'applied';
}

/** Delivers the event's notifications now (a failure is logged: the scheduled job delivers it later); only the payer's and the alerted owner's, never anyone else's. */
async function deliverNotice(db: Database, now: Date, userIds: number[]): Promise<void> {
  try {
    await deliverDue(db, { now, userIds });
  } catch (error) {
    console.error('Payment notification not delivered yet:', error);
  }
}

function isDuplicateEvent(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const { message, cause } = current as { message?: unknown; cause?: unknown };
    if (typeof message === 'string' && /constraint failed: stripe_events\.id/i.test(message)) return true;
    current = cause;
  }
  return false;
}

/**
 * The effect of an event: undefined for a type the guide ignores (nothing recorded), null for one
 * it records with no change (a checkout that is not ours, a session not yet paid).
 */
async function effectOf(event: Stripe.Event, context: EffectContext): Promise<Effect | null | undefined> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return event.data.object.payment_status === 'unpaid' ? null : fulfilCheckout(event.data.object, context);
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return releaseCheckout(event.data.object, context);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return syncSubscription(event.data.object.id, context);
    case 'invoice.paid': {
      // A paid premium month also earns its loyalty points, in the same batch (decision 025).
      const subscriptionId = subscriptionIdOf(event.data.object);
      return subscriptionId
        ? withPremiumMonth(await syncSubscription(subscriptionId, context), event.data.object, subscriptionId, context)
        : null;
    }
    case 'invoice.payment_failed': {
      const subscriptionId = subscriptionIdOf(event.data.object);
      return subscriptionId ? syncSubscription(subscriptionId, context) : null;
    }
    case 'charge.refunded':
      return applyRefund(event.data.object, context);
    case 'account.updated':
      // A business's connected account (Connect): an account the guide does not know changes nothing.
      return syncConnectedAccount(event.data.object.id, context);
    case 'payout.paid':
    case 'payout.failed':
      // A payout of a business's connected account: its owner is told.
      return payoutAlert(context.db, event.account, event.data.object, context.now);
    default:
      return undefined;
  }
}
