/**
 * The local test checkout (scripts/local-stripe) for a test file: started before its tests with
 * the app pointed at it, closed after. Paying a Checkout there returns the events it produced,
 * which `deliver` signs and sends to the real webhook route, as Stripe would.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import Stripe from 'stripe';
import type { APIContext } from 'astro';
import { startLocalStripe, type LocalStripe } from '../../scripts/local-stripe/local-stripe.ts';
import { resetConfig } from '#lib/server/config.ts';
import { POST as webhookRoute } from '#pages/api/stripe/webhook.ts';

export type LocalCheckout = {
  /** The running fake (its `events` are every event it produced). */
  readonly fake: LocalStripe;
  /** Pays a Checkout Session by its hosted page's address; returns the events it produced. */
  pay(checkoutUrl: string): Promise<Record<string, unknown>[]>;
  /** The events produced since `before` (an index into fake.events). */
  since(before: number): Record<string, unknown>[];
  /** Signs and delivers events to the webhook route, one after another; returns the answers' statuses. */
  deliver(events: Record<string, unknown>[]): Promise<number[]>;
};

const ENV = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL'] as const;

/** Registers the checkout's start and stop around the calling file's tests. */
export function useLocalCheckout(name: string): LocalCheckout {
  const secretKey = `sk_test_${name}`;
  const webhookSecret = `whsec_${name}`;
  let fake: LocalStripe | null = null;
  beforeAll(async () => {
    fake = await startLocalStripe({ secretKey, webhookSecret, webhookUrl: 'http://127.0.0.1:9/unused', deliverWebhooks: false });
    Object.assign(process.env, { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: fake.url });
    resetConfig();
  });
  afterAll(async () => {
    await fake?.close();
    for (const key of ENV) delete process.env[key];
    resetConfig();
  });
  const running = () => {
    if (!fake) throw new Error('The local test checkout is not running yet.');
    return fake;
  };
  return {
    get fake() {
      return running();
    },
    async pay(checkoutUrl) {
      const before = running().events.length;
      const response = await fetch(`${running().url}/test/checkout/sessions/${checkoutUrl.split('/pay/')[1]}/pay`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secretKey}` },
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return running().events.slice(before);
    },
    since(before) {
      return running().events.slice(before);
    },
    async deliver(events) {
      const statuses: number[] = [];
      for (const event of events) {
        const payload = JSON.stringify(event);
        const header = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: webhookSecret });
        const url = new URL('http://localhost/api/stripe/webhook');
        const request = new Request(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': header },
          body: payload,
        });
        statuses.push(
          (await webhookRoute({ request, url, params: {}, locals: { user: null, session: null } } as unknown as APIContext)).status,
        );
      }
      return statuses;
    },
  };
}
