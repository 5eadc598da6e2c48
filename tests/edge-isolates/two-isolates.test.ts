/**
 * Two Workers isolates on one database behind a proxy (issue 34, item 5, on Workers): two
 * `wrangler dev` of the same bundle (dist-edge/, `npm run build:edge` first), over one libSQL
 * server, one local test checkout and one simulated R2 bucket, each with its own Cache API
 * (scripts/preview-edge.ts). Nothing the site promises depends on one isolate: what each keeps is
 * in decision 030.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.ts';
import { startEdgePreview, type EdgePreview } from '../../scripts/preview-edge.ts';
import { LOCAL_TEST_CHECKOUT } from '../../src/lib/server/config.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from '../multi/round-robin-proxy.ts';
import { demoAccount, throughProxy, type Backend } from '../multi/through-proxy.ts';

let preview: EdgePreview;
let proxy: RoundRobinProxy<Backend>;
let db: Client;
const scratch = mkdtempSync(join(tmpdir(), 'harlem-edge-isolates-'));

beforeAll(async () => {
  const started = Date.now();
  const ports = { a: freePort(), b: freePort() };
  const proxyPort = freePort();
  proxy = await startRoundRobinProxy(proxyPort, ports);
  preview = await startEdgePreview({
    port: ports.a,
    morePorts: [ports.b],
    siteUrl: `http://127.0.0.1:${proxyPort}`,
    databaseFile: join(scratch, 'edge.db'),
    // Each its own Cache API (as two data centres), one simulated R2 bucket (as one account).
    persistTo: join(scratch, 'state'),
    build: false,
  });
  db = createClient({ url: `file:${preview.databaseFile}` });
  console.log(`Two isolates and the proxy ready in ${Date.now() - started} ms`);
}, 120_000);
afterAll(async () => {
  db?.close();
  await preview?.stop();
  await proxy?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const { call, signIn } = throughProxy(() => preview.url);

const one = async (sql: string, args: (string | number)[] = []) => (await db.execute({ sql, args })).rows[0];
const count = async (sql: string, args: (string | number)[] = []) => Number((await one(sql, args)).n);
const ownersBusiness = async () =>
  Number((await one('select business_id from users where email = ?', [demoAccount('owner').email])).business_id);

describe('two Workers isolates on one database', () => {
  it('holds sign-in throttles across both: of 50 wrong passwords at once, only the limit is checked', async () => {
    const { email } = demoAccount('premium');
    const before = { ...proxy.sent };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call('/api/auth/login', { method: 'POST', json: { email, password: 'not-the-password' } })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect([proxy.sent.a - before.a, proxy.sent.b - before.b]).toEqual([25, 25]);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    // Claimed in the database before the password is hashed: ten on the account, whichever isolate took them.
    expect(await count('select count(*) as n from rate_limit_hits where key = ?', [`login:account:${email}`])).toBe(10);
  });

  it('never serves a business edit made through one isolate stale from the other, nor a signed-in page from the cache', async () => {
    const businessId = await ownersBusiness();
    const page = `/business/${businessId}`;
    // Signed in first: a sign-in is a write, and every write moves the cache's generation.
    const owner = await signIn('owner', 'a');
    const member = await signIn('member', 'b');
    const anonymous = async (isolate: Backend) => {
      const answer = await call(page, { to: isolate });
      expect(answer.status).toBe(200);
      return { html: await answer.text(), hit: answer.headers.get('cf-cache-status') === 'HIT' };
    };
    // The page for signed-out visitors, kept in B's Cache API (written after the answer, waitUntil): a match says HIT.
    await expect.poll(async () => (await anonymous('b')).hit, { timeout: 10_000, interval: 50 }).toBe(true);
    // Changed in the database behind the site's back (no generation moved): the cached copy is what is served.
    const unseen = `Changed behind the cache ${Date.now()}`;
    await db.execute({ sql: 'update businesses set description = ? where id = ?', args: [unseen, businessId] });
    expect((await anonymous('b')).html).not.toContain(unseen);
    // A signed-in visitor is never answered from it, and the answer is not for shared caches.
    const signedIn = await call(page, { to: 'b', cookie: member });
    const html = await signedIn.text();
    expect(html).toContain(unseen);
    expect(html).toContain(demoAccount('member').firstName);
    expect(signedIn.headers.get('cache-control') ?? '').not.toMatch(/\bpublic\b/);
    expect(signedIn.headers.get('cf-cache-status')).toBeNull();

    const generation = async () => Number((await one('select generation from cache_generation where id = 1')).generation);
    const before = await generation();
    const marker = `Two isolates, one kitchen ${Date.now()}`;
    const edited = await call(`/api/businesses/${businessId}`, {
      to: 'a',
      method: 'PATCH',
      json: { description: marker },
      cookie: owner,
      headers: { origin: preview.url },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const answered = Date.now();
    // The generation moves just after the write's answer (waitUntil, one database write)...
    await expect.poll(generation, { timeout: 2000, interval: 10 }).toBeGreaterThan(before);
    const moved = Date.now() - answered;
    // ...and from then on B's cached copy is not served.
    expect((await anonymous('b')).html).toContain(marker);
    console.log(`The generation moved ${moved} ms after A answered the edit; B served it ${Date.now() - answered} ms after`);
    expect((await one('select description from businesses where id = ?', [businessId])).description).toBe(marker);
  });

  it('does each scheduled thing once when the Cron Trigger fires on both at once', async () => {
    const now = Date.now();
    const DAY = 24 * 60 * 60_000;
    const [first, second] = (await db.execute('select id from businesses order by id desc limit 2')).rows.map((row) => Number(row.id));
    const member = Number((await one('select id from users where email = ?', [demoAccount('member').email])).id);
    const listing = async (businessId: number, paidAt: number, expiresAt: number) =>
      Number(
        (
          await one(
            `insert into business_listing_payments (business_id, user_id, plan_type, amount_cents, status, paid_at, expires_at, created_at)
             values (?, ?, 'premium', 4900, 'paid', ?, ?, ?) returning id`,
            [businessId, member, paidAt, expiresAt, paidAt],
          )
        ).id,
      );
    // A listing that ends in ten days (its renewal reminder is due), one that ended yesterday, and a seat held two hours ago.
    const reminded = await listing(first, now - 20 * DAY, now + 10 * DAY);
    const ended = await listing(second, now - 40 * DAY, now - DAY);
    const eventId = Number((await one('select id from events where price_cents > 0 and starts_at > ? limit 1', [now + DAY])).id);
    const held = Number(
      (
        await one(
          `insert into event_registrations (user_id, event_id, first_name, last_name, email, phone, status, amount_cents, created_at)
           values (?, ?, 'Held', 'Twice', 'held-twice@example.com', '212', 'awaiting_payment', 100, ?) returning id`,
          [member, eventId, now - 2 * 3_600_000],
        )
      ).id,
    );
    const reportsBefore = preview.logs().map((log) => reports(log).length);
    const fire = (isolate: Backend) => call(`/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('*/5 * * * *')}`, { to: isolate });
    expect((await Promise.all([fire('a'), fire('b')])).map((answer) => answer.status)).toEqual([200, 200]);
    // Each isolate logs its run's report when it ends (the job runs after the answer, waitUntil).
    await expect
      .poll(() => preview.logs().map((log, index) => reports(log).length - reportsBefore[index]), { timeout: 15_000 })
      .toEqual([1, 1]);
    const runs = preview.logs().flatMap((log, index) => reports(log).slice(reportsBefore[index]));
    const reported = (field: string) => runs.reduce((sum, report) => sum + report[field], 0);
    expect([reported('remindersSent'), reported('listingsExpired'), reported('holdsReleased')]).toEqual([1, 1, 1]);
    expect(await count('select count(*) as n from mail_outbox where dedupe_key = ?', [`listing_renewal_reminder:${reminded}`])).toBe(1);
    expect((await one('select status from business_listing_payments where id = ?', [ended])).status).toBe('expired');
    expect((await one('select status from event_registrations where id = ?', [held])).status).toBe('cancelled');
  });

  it('applies a Stripe webhook delivered to both at once exactly once', async () => {
    const business = await one(
      'select c.stripe_account_id as account, u.id as owner from users u join connected_accounts c on c.business_id = u.business_id where u.email = ?',
      [demoAccount('owner').email],
    );
    const payout = `po_isolates_${Date.now()}`;
    const event = {
      id: `evt_isolates_${Date.now()}`,
      object: 'event',
      type: 'payout.paid',
      account: String(business.account),
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: {
          id: payout,
          object: 'payout',
          amount: 12_345,
          currency: 'usd',
          status: 'paid',
          arrival_date: Math.floor(Date.now() / 1000),
        },
      },
    };
    const payload = JSON.stringify(event);
    // Signed as the local test checkout signs its deliveries.
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: LOCAL_TEST_CHECKOUT.webhookSecret });
    const deliver = (isolate: Backend) =>
      call('/api/stripe/webhook', {
        to: isolate,
        method: 'POST',
        body: payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
    const answers = await Promise.all([deliver('a'), deliver('b')]);
    const outcomes = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { outcome?: string }).outcome));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(outcomes.sort()).toEqual(['applied', 'duplicate']);
    expect(await count('select count(*) as n from stripe_events where id = ?', [event.id])).toBe(1);
    expect(
      await count('select count(*) as n from push_notifications where user_id = ? and dedupe_key like ?', [
        Number(business.owner),
        `%${payout}%`,
      ]),
    ).toBe(1);
  });

  it('serves a photo uploaded through one isolate from the other (one R2 bucket)', async () => {
    const cookie = await signIn('owner', 'a');
    const businessId = await ownersBusiness();
    const photos = () => count('select count(*) as n from business_photos where business_id = ?', [businessId]);
    const before = await photos();
    const form = new FormData();
    form.set('businessId', String(businessId));
    form.set('caption', 'One bucket');
    form.set('file', new File([readFileSync('tests/fixtures/tile.png')], 'tile.png', { type: 'image/png' }));
    const uploaded = await call('/api/business-photos', {
      to: 'a',
      method: 'POST',
      body: form,
      cookie,
      headers: { origin: preview.url, accept: 'application/json' },
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    expect(await photos()).toBe(before + 1);
    const { photo } = (await uploaded.json()) as { photo: { url: string } };
    const path = new URL(photo.url, preview.url).pathname;
    const [fromA, fromB] = await Promise.all(['a', 'b'].map((isolate) => call(path, { to: isolate as Backend })));
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.headers.get('content-type')).toMatch(/^image\//);
    const [bytesA, bytesB] = await Promise.all([fromA.arrayBuffer(), fromB.arrayBuffer()]);
    expect(bytesB.byteLength).toBeGreaterThan(100);
    expect(Buffer.from(bytesB).equals(Buffer.from(bytesA))).toBe(true);
  });

  it('logs no uncaught error and no lock of the shared local state in either isolate', () => {
    for (const log of preview.logs()) {
      const lines = log.split('\n');
      const at = lines.findIndex((line) => /Uncaught|had hung|database is locked|SQLITE_BUSY/.test(line));
      expect(at, lines.slice(Math.max(0, at - 15), at + 15).join('\n')).toBe(-1);
    }
  });
});

/** The reports of the scheduled job an isolate has logged (src/worker.ts), in order. */
function reports(log: string): Record<string, number>[] {
  return [...log.matchAll(/Scheduled jobs: (\{[^\n]*\})/g)].map((match) => JSON.parse(match[1]) as Record<string, number>);
}
