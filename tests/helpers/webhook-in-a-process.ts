/**
 * Applies one Stripe event (JSON in argv[2]) in a process of its own, as the webhook route would,
 * with a mail provider that never answers: the process tells its parent when it starts sending,
 * so a test can kill it between the commit and the send (tests/unit/mail-outbox.test.ts).
 */
import Stripe from 'stripe';
import { getDb } from '#lib/server/db/client.ts';
import { applyEvent } from '#lib/server/payments/webhook.ts';

const real = globalThis.fetch;
globalThis.fetch = (url, init) => {
  if (!String(url).startsWith('https://api.resend.com/')) return real(url, init);
  process.send?.('sending');
  return new Promise<Response>(() => {});
};
await applyEvent(JSON.parse(process.argv[2]) as Stripe.Event, {
  db: getDb(),
  stripe: new Stripe('sk_test_unused'),
  origin: 'https://harlem.example',
  now: new Date(),
});
