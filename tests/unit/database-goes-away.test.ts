/**
 * The libSQL server goes away in the middle of a request (issue 34): the app is served over HTTP,
 * as on Workers with Turso, by the local libSQL server, which cuts the connection just before or
 * just after running the write. Either way no write is half done: before, nothing is written;
 * after, the whole write is (the batch is one transaction), and the caller is told the database
 * is unavailable (503), so a retry finds it done rather than doing it twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { APIContext } from 'astro';
import * as schema from '#db/schema.ts';
import { resetConfig } from '#lib/server/config.ts';
import { closeDb, getDb, isDatabaseUnavailable, type Database } from '#lib/server/db/client.ts';
import { register } from '#lib/server/events/registrations.ts';
import { server } from '#actions/index.ts';
import { POST as webhookRoute } from '#pages/api/stripe/webhook.ts';
import { startLibsqlServer, type LibsqlServer } from '../../scripts/libsql-server/libsql-server.ts';
import { startLocalStripe, type LocalStripe } from '../../scripts/local-stripe/local-stripe.ts';
import { buildRegistrationContact, createEvent, createUser } from '../factories/index.ts';
import type { SessionUser } from '#lib/server/auth/session.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { callAction } from '../helpers/actions.ts';

const TOKEN = 'goes-away-token';
const SECRET_KEY = 'sk_test_goes_away';
const WEBHOOK_SECRET = 'whsec_goes_away';

/** What the server does to the next pipeline request whose SQL matches: cut before or after running it. */
let cut: { match: RegExp; when: 'drop-before' | 'drop-after' } | null = null;
let cuts = 0;
let libsql: LibsqlServer;
let fake: LocalStripe;
let db: Database;

beforeAll(async () => {
  const { path } = await useFreshDatabase();
  libsql = await startLibsqlServer({
    file: path,
    authToken: TOKEN,
    fault: (statements) => {
      if (!cut || !statements.some((text) => cut!.match.test(text))) return undefined;
      const { when } = cut;
      cut = null;
      cuts += 1;
      return when;
    },
  });
  fake = await startLocalStripe({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: 'http://127.0.0.1:9/unused',
    deliverWebhooks: false,
  });
  Object.assign(process.env, {
    DATABASE_URL: libsql.url,
    DATABASE_AUTH_TOKEN: TOKEN,
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
  resetConfig();
  closeDb();
  db = getDb();
});

afterAll(async () => {
  closeDb();
  await fake.close();
  await libsql.close();
  for (const name of ['DATABASE_AUTH_TOKEN', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL']) delete process.env[name];
  resetConfig();
});

const contact = buildRegistrationContact();

/** A member, as a session gives them to the registration service and the action. */
async function registrant(): Promise<SessionUser> {
  const user = await createUser(db);
  return { ...user, profileImageUrl: null, isPremium: false, hasPassword: true, favoriteCount: 0 };
}

/** What a promise was refused with, or null when it was kept. */
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (reason: unknown) => reason,
  );

const registrationsOf = async (eventId: number) =>
  (await db.select({ n: count() }).from(schema.eventRegistrations).where(eq(schema.eventRegistrations.eventId, eventId)))[0].n;
/** Mails in the outbox (written with the change they follow; a mail written as an intent gets its address when composed). */
const mails = async () => (await db.select({ n: count() }).from(schema.mailOutbox))[0].n;

describe('the database going away mid-request', () => {
  it('leaves a registration undone when the connection is cut before the write, and the action answers 503', async () => {
    const event = await createEvent(db, { title: 'Cut Before Night', startsAt: new Date(Date.now() + 5 * 86_400_000) });
    const user = await registrant();
    const mailsBefore = await mails();
    cut = { match: /insert into "?event_registrations\b/i, when: 'drop-before' };
    const error = await failureOf(register(db, { user, eventId: event.id, contact }));
    expect(cuts).toBe(1);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(await registrationsOf(event.id)).toBe(0);
    expect(await mails()).toBe(mailsBefore);

    // Through the action, the same cut is a 503 with the shared message, not a 500.
    cut = { match: /insert into "?event_registrations\b/i, when: 'drop-before' };
    const answer = await callAction(server.events.register, { eventId: String(event.id), ...contact, phone: '212 555 0100' }, { user });
    expect(cuts).toBe(2);
    expect(answer.error?.status).toBe(503);
    expect(await registrationsOf(event.id)).toBe(0);

    // Back again: the registration goes through once.
    expect((await register(db, { user, eventId: event.id, contact })).ok).toBe(true);
    expect(await registrationsOf(event.id)).toBe(1);
  });

  it('keeps a registration whole when the connection is cut after the write: a retry finds it, and one mail is written', async () => {
    const event = await createEvent(db, { title: 'Cut After Night', startsAt: new Date(Date.now() + 5 * 86_400_000) });
    const user = await registrant();
    const mailsBefore = await mails();
    cut = { match: /insert into "?event_registrations\b/i, when: 'drop-after' };
    const error = await failureOf(register(db, { user, eventId: event.id, contact }));
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(await registrationsOf(event.id)).toBe(1);
    expect(await mails()).toBe(mailsBefore + 1);
    const again = await register(db, { user, eventId: event.id, contact });
    expect(again).toMatchObject({ ok: false, status: 409, reason: 'already_registered' });
    expect(await registrationsOf(event.id)).toBe(1);
    expect(await mails()).toBe(mailsBefore + 1);
  });

  it('applies a payment webhook once when the connection is cut after its effect: 503, then the redelivery is a duplicate', async () => {
    const started = await callAction(server.donations.start, {
      amount: '100',
      customAmount: '',
      donorName: 'Cut',
      donorEmail: 'cut@example.com',
      message: '',
      isAnonymous: '',
    });
    expect(started.error).toBeUndefined();
    const sessionId = String(started.data.redirect).split('/pay/')[1];
    const before = fake.events.length;
    const paid = await fetch(`${fake.url}/test/checkout/sessions/${sessionId}/pay`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET_KEY}` },
    });
    expect(paid.status).toBe(200);
    const completed = fake.events.slice(before).find((event) => event.type === 'checkout.session.completed')!;

    const send = async () => {
      const payload = JSON.stringify(completed);
      const url = new URL('http://localhost/api/stripe/webhook');
      const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: WEBHOOK_SECRET });
      const request = new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      const response = await webhookRoute({ request, url, params: {}, locals: { user: null, session: null } } as unknown as APIContext);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const mailsBefore = await mails();
    const receipts = async () => (await mails()) - mailsBefore;
    const status = async () =>
      (await db.select().from(schema.donations).where(eq(schema.donations.stripeCheckoutSessionId, sessionId)))[0].status;

    // Cut before the effect: nothing applied, 503 (Stripe delivers again).
    cut = { match: /insert into "?stripe_events\b/i, when: 'drop-before' };
    expect((await send()).status).toBe(503);
    expect(await status()).toBe('pending');
    expect(await receipts()).toBe(0);

    // Cut after the effect: applied whole, yet unanswered, so 503 again.
    cut = { match: /insert into "?stripe_events\b/i, when: 'drop-after' };
    expect((await send()).status).toBe(503);
    expect(await status()).toBe('paid');
    expect(await receipts()).toBe(1);

    // The redelivery is a duplicate: nothing applied twice.
    const third = await send();
    expect(third.status).toBe(200);
    expect(await status()).toBe('paid');
    expect(await receipts()).toBe(1);
    expect(
      (
        await db
          .select({ n: count() })
          .from(schema.stripeEvents)
          .where(eq(schema.stripeEvents.id, String(completed.id)))
      )[0].n,
    ).toBe(1);
  });
});
