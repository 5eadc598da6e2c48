/**
 * Mail that follows a committed write is sent exactly once, even if the process dies in between:
 * it is written to the outbox in the same batch as the change, delivered right after the commit,
 * and whatever is still due (a crash, a provider that failed) is delivered by the scheduled job,
 * with retries, an idempotency key the provider dedupes on, and a sent mark.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import * as schema from '#db/schema.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { resetConfig } from '#lib/server/config.ts';
import { CLAIM_LEASE_MS, deliverDueMail, RETRY_PAUSES_MS } from '#lib/server/mail/deliver-mail.ts';
import { composeMail } from '#lib/server/mail/composers.ts';
import { mailStatement, sendMail } from '#lib/server/mail/outbox.ts';
import { applyEvent } from '#lib/server/payments/webhook.ts';

const { db, path } = await useFreshDatabase();
const MINUTE = 60_000;

/** Resend as the provider, answered here: each send is recorded with its idempotency key. */
function fakeResend(answer: () => Response | Promise<Response> = () => Response.json({ id: randomUUID() })) {
  const sends: { key: string | null; to: string; subject: string }[] = [];
  process.env.RESEND_API_KEY = 're_test_outbox';
  resetConfig();
  const real = globalThis.fetch;
  vi.stubGlobal('fetch', async (url: string | URL | Request, init?: RequestInit) => {
    if (!String(url).startsWith('https://api.resend.com/')) return real(url, init);
    const body = JSON.parse(String(init?.body));
    sends.push({ key: new Headers(init?.headers).get('idempotency-key'), to: body.to[0], subject: body.subject });
    return answer();
  });
  return sends;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete process.env.RESEND_API_KEY;
  resetConfig();
});

/** A pending gift and the Stripe event that pays it. */
async function pendingGift(email: string) {
  const sessionId = `cs_test_${randomUUID().slice(0, 8)}`;
  const [gift] = await db
    .insert(schema.donations)
    .values({ amountCents: 2500, donorEmail: email, donorName: 'Ada', stripeCheckoutSessionId: sessionId })
    .returning({ id: schema.donations.id });
  const event = {
    id: `evt_${randomUUID().slice(0, 12)}`,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        payment_intent: `pi_${gift.id}`,
        customer: null,
        subscription: null,
        amount_total: 2500,
        metadata: { kind: 'donation', donationId: String(gift.id) },
      },
    },
  } as unknown as Stripe.Event;
  return { id: gift.id, event };
}

const receiptsTo = (email: string) => db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, email));

describe('the mail outbox', () => {
  it('sends a webhook’s receipt exactly once after the process dies between the commit and the send', async () => {
    const email = `killed-${randomUUID().slice(0, 6)}@example.com`;
    const { id, event } = await pendingGift(email);
    // The webhook runs in a process of its own, whose send to the provider never answers; it is killed there.
    const child = fork('tests/helpers/webhook-in-a-process.ts', [JSON.stringify(event)], {
      env: { ...process.env, DATABASE_URL: `file:${path}`, RESEND_API_KEY: 're_test_outbox', SITE_URL: 'https://harlem.example' },
      stdio: 'inherit',
    });
    await new Promise<void>((sending, failed) => {
      child.once('message', () => sending());
      child.once('exit', (code) => failed(new Error(`the webhook process exited (${code}) before sending`)));
    });
    child.kill('SIGKILL');
    await new Promise((exited) => child.once('exit', exited));

    // The gift is paid, the event recorded, the receipt written and claimed, but never sent.
    expect((await db.select({ status: schema.donations.status }).from(schema.donations).where(eq(schema.donations.id, id)))[0].status).toBe(
      'paid',
    );
    const [written] = await db
      .select()
      .from(schema.mailOutbox)
      .where(like(schema.mailOutbox.dedupeKey, `donation_receipt:${id}`));
    expect(written).toMatchObject({ status: 'sending', kind: 'donation_receipt', attempts: 1 });
    // Stripe delivers the event again: a duplicate, and no second receipt.
    expect(await applyEvent(event, { db, stripe: new Stripe('sk_test_unused'), origin: 'https://harlem.example', now: new Date() })).toBe(
      'duplicate',
    );

    // After the restart, the scheduled job finds the claim of the dead process past its lease and sends it, once.
    const sends = fakeResend();
    const later = new Date(Date.now() + CLAIM_LEASE_MS + MINUTE);
    expect(await deliverDueMail(db, { now: later, compose: composeMail })).toMatchObject({ sent: 1 });
    expect(await deliverDueMail(db, { now: new Date(later.getTime() + MINUTE), compose: composeMail })).toMatchObject({ sent: 0 });
    expect(sends).toEqual([
      { key: `harlem-mail-${written.id}-${written.createdAt.getTime()}`, to: email, subject: expect.stringContaining('$25.00') },
    ]);
    const receipts = await receiptsTo(email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('writes the mail with the change or not at all, composing an intent from what the batch wrote', async () => {
    const email = `batch-${randomUUID().slice(0, 6)}@example.com`;
    const { id, event } = await pendingGift(email);
    // A batch that fails leaves no mail behind.
    await expect(
      db.batch([mailStatement(db, { to: email, subject: 'Never', text: 'Never', kind: 'test' }), db.run(sql`select no_such_function()`)]),
    ).rejects.toThrow();
    expect(await receiptsTo(email)).toEqual([]);
    // Applied in this process: delivered at once, composed once (stored: no provider here).
    expect(await applyEvent(event, { db, stripe: new Stripe('sk_test_unused'), origin: 'https://harlem.example', now: new Date() })).toBe(
      'applied',
    );
    const [receipt] = await receiptsTo(email);
    expect(receipt).toMatchObject({
      status: 'stored',
      kind: 'donation_receipt',
      subject: expect.stringContaining('$25.00'),
      compose: { kind: 'donation_receipt', args: { donationId: id } },
    });
    expect(receipt.textBody).toContain('Ada');
  });

  it('retries a failed send with growing pauses, then gives up and says so', async () => {
    const sends = fakeResend(() => new Response('busy', { status: 503 }));
    const email = `retry-${randomUUID().slice(0, 6)}@example.com`;
    const start = Date.now();
    await sendMail({ to: email, subject: 'Your ticket', text: 'Hello', kind: 'test_retry' });
    const [first] = await receiptsTo(email);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, error: 'Error: provider answered 503' });
    expect(first.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(start + RETRY_PAUSES_MS[0]);
    // Not due before its pause ends.
    expect(await deliverDueMail(db, { now: new Date(start + 1000), compose: composeMail })).toMatchObject({ retry: 0, failed: 0 });
    let at = start;
    for (const pause of RETRY_PAUSES_MS) {
      at += pause + 1000;
      await deliverDueMail(db, { now: new Date(at), compose: composeMail });
    }
    const [last] = await receiptsTo(email);
    expect(last).toMatchObject({ status: 'failed', attempts: RETRY_PAUSES_MS.length + 1 });
    expect(sends).toHaveLength(RETRY_PAUSES_MS.length + 1);
    // The same key every time: a send the provider took before a failure is not sent twice.
    expect(new Set(sends.map((send) => send.key))).toEqual(new Set([`harlem-mail-${last.id}-${last.createdAt.getTime()}`]));
  });

  it('writes a keyed mail once however many times its batch runs', async () => {
    const email = `once-${randomUUID().slice(0, 6)}@example.com`;
    for (let i = 0; i < 3; i++)
      await db.batch([
        mailStatement(db, { to: email, subject: 'Once', text: 'Once', kind: 'test_once' }, { dedupeKey: `test_once:${email}` }),
      ]);
    expect(await receiptsTo(email)).toHaveLength(1);
  });
});
