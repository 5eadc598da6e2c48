/**
 * Two Node servers on one database behind a proxy (issue 34, item 5): nothing the site promises
 * depends on one process. Runs the build in dist/ (`npm run build` first); `npm run test:multi`.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/libsql';
import { planCluster, startCluster, type Cluster } from './cluster.ts';
import { recordChangedKeys } from '#lib/server/http/cache-key-log.ts';
import { cacheKey } from '#lib/server/http/cache-keys.ts';
import { demoAccount, throughProxy, type Backend } from './through-proxy.ts';

let cluster: Cluster;
type OnCue = { ready: Promise<void>; go(): Promise<{ code: number | null; output: string }>; stop(): void };
/** Runs of the scheduled job, and migrations of a new database, loaded while the servers start, waiting for their cue (on-cue.ts). */
let jobRuns: OnCue[] = [];
let migrations: OnCue[] = [];
const migratedFile = join(tmpdir(), `harlem-multi-migrate-${process.pid}-${Date.now()}.db`);
beforeAll(async () => {
  const started = Date.now();
  const plan = planCluster();
  jobRuns = [onCue('jobs', plan.env), onCue('jobs', plan.env)];
  migrations = [0, 1].map(() => onCue('migrate', { ...plan.env, DATABASE_URL: `file:${migratedFile}` }));
  cluster = await startCluster(plan);
  console.log(`Two servers and the proxy ready in ${Date.now() - started} ms`);
}, 120_000);
afterAll(async () => {
  for (const run of [...jobRuns, ...migrations]) run.stop();
  await cluster?.stop();
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(migratedFile + suffix, { force: true });
  rmSync(`${migratedFile}.in-use`, { recursive: true, force: true });
});

function onCue(work: 'jobs' | 'migrate', env: Record<string, string>): OnCue {
  const child = spawn(process.execPath, ['tests/multi/on-cue.ts', work], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.startsWith('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`${work} exited before its cue (${code})`)));
  });
  ready.catch(() => undefined);
  return {
    ready,
    async go() {
      child.stdin.end('go\n');
      const code = await exited;
      return { code, output: output.slice('ready\n'.length) };
    },
    stop: () => void (child.exitCode === null && child.kill()),
  };
}

const { call, signIn } = throughProxy(() => cluster.base);

const one = async (sql: string, args: (string | number)[] = []) => (await cluster.db.execute({ sql, args })).rows[0];

describe('two servers on one database', () => {
  it('holds sign-in throttles across both: of 50 wrong passwords at once, only the limit is checked', async () => {
    const { email } = demoAccount('premium');
    const before = { ...cluster.sent };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call('/api/auth/login', { method: 'POST', json: { email, password: 'not-the-password' } })),
    );
    const statuses = answers.map((answer) => answer.status);
    // Split across both servers by the proxy.
    expect(cluster.sent.a - before.a).toBe(25);
    expect(cluster.sent.b - before.b).toBe(25);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    // Counted in the database: ten attempts claimed (and hashed), on the account and from the address.
    expect((await one('select count(*) as n from rate_limit_hits where key = ?', [`login:account:${email}`])).n).toBe(10);
    expect((await one('select count(*) as n from rate_limit_hits where key = ?', [`login:account-ip:${email}|127.0.0.1`])).n).toBe(10);
  });

  it('applies an admin’s change on one server to the account’s next request on the other', async () => {
    const member = await signIn('member', 'b');
    const admin = await signIn('admin', 'a');
    const me = async () => (await (await call('/api/auth/user', { to: 'b', cookie: member })).json()) as { id: number; isPremium: boolean };
    const before = await me();
    expect(before.isPremium).toBe(false);
    const form = new FormData();
    form.set('userId', String(before.id));
    form.set('premium', 'on');
    const granted = await call('/_actions/admin.setPremium', {
      to: 'a',
      method: 'POST',
      body: form,
      cookie: admin,
      headers: { origin: cluster.base, accept: 'application/json' },
    });
    expect(granted.status, await granted.clone().text()).toBeLessThan(400);
    expect((await one('select is_premium from users where id = ?', [before.id])).is_premium).toBe(1);
    // Sessions read the account on every request: no copy of it is kept by either server.
    expect((await me()).isPremium).toBe(true);
  });

  it('serves a business edit made on one server on the other’s anonymous page within a second', async () => {
    const owner = demoAccount('owner');
    const businessId = Number((await one('select business_id from users where email = ?', [owner.email])).business_id);
    const page = `/business/${businessId}`;
    // The page is in B's cache.
    let cached = false;
    for (let attempt = 0; attempt < 40 && !cached; attempt++) {
      const response = await call(page, { to: 'b' });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      cached = response.headers.get('x-cache') === 'hit';
      if (!cached) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(cached).toBe(true);
    const marker = `Two servers, one kitchen ${Date.now()}`;
    const cookie = await signIn('owner', 'a');
    const edited = await call(`/api/businesses/${businessId}`, { to: 'a', method: 'PATCH', json: { description: marker }, cookie });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const wrote = Date.now();
    let seenAfter = -1;
    while (Date.now() - wrote < 5000) {
      const html = await (await call(page, { to: 'b' })).text();
      if (html.includes(marker)) {
        seenAfter = Date.now() - wrote;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    console.log(`B served the edit ${seenAfter} ms after A answered it`);
    // The bound: one read of the key log a second (scripts/serve/key-log.ts), and a little slack.
    expect(seenAfter).toBeGreaterThanOrEqual(0);
    expect(seenAfter).toBeLessThan(1500);
  });

  it('empties on the other server only the pages that show what a write changed, within a second', async () => {
    const businessId = Number((await one('select id from businesses order by id limit 1')).id);
    const pages = [`/business/${businessId}`, '/events'];
    const cachedOnB = async (page: string) => {
      const response = await call(page, { to: 'b' });
      await response.arrayBuffer();
      return response.headers.get('x-cache') === 'hit';
    };
    for (const page of pages) await expect.poll(() => cachedOnB(page), { timeout: 5000, interval: 50 }).toBe(true);
    // What server A records when a write there names business N (scripts/serve.ts, on its x-cache-changed).
    await recordChangedKeys(drizzle(cluster.db), [cacheKey.business(businessId)]);
    const recorded = Date.now();
    await expect.poll(() => cachedOnB(pages[0]), { timeout: 3000, interval: 25 }).toBe(false);
    const emptiedAfter = Date.now() - recorded;
    console.log(`B emptied /business/${businessId} ${emptiedAfter} ms after the change was recorded`);
    expect(emptiedAfter).toBeLessThan(1500);
    // The events page shows nothing of it: still served from B's cache.
    expect(await cachedOnB('/events')).toBe(true);
  });

  it('never serves a signed-in visitor from the page cache', async () => {
    const owner = demoAccount('owner');
    const businessId = Number((await one('select business_id from users where email = ?', [owner.email])).business_id);
    const page = `/business/${businessId}`;
    const member = await signIn('member', 'a');
    for (const server of ['a', 'b', 'a', 'b'] as const) {
      // Filled for signed-out visitors first, then asked with the session.
      await (await call(page, { to: server })).arrayBuffer();
      const response = await call(page, { to: server, cookie: member });
      const html = await response.text();
      expect(response.headers.get('x-cache')).toBeNull();
      expect(response.headers.get('cache-control')).not.toMatch(/\bpublic\b/);
      expect(html).toContain(demoAccount('member').firstName);
    }
  });

  it('does each scheduled thing once when both run the job at once', async () => {
    const now = Date.now();
    const DAY = 24 * 60 * 60_000;
    const [first, second] = (await cluster.db.execute('select id from businesses order by id desc limit 2')).rows.map((row) =>
      Number(row.id),
    );
    const member = Number((await one('select id from users where email = ?', [demoAccount('member').email])).id);
    // A listing that ends in ten days (its renewal reminder is due) and one that ended yesterday.
    const reminded = Number(
      (
        await one(
          `insert into business_listing_payments (business_id, user_id, plan_type, amount_cents, status, paid_at, expires_at, created_at)
           values (?, ?, 'premium', 4900, 'paid', ?, ?, ?) returning id`,
          [first, member, now - 20 * DAY, now + 10 * DAY, now - 20 * DAY],
        )
      ).id,
    );
    const ended = Number(
      (
        await one(
          `insert into business_listing_payments (business_id, user_id, plan_type, amount_cents, status, paid_at, expires_at, created_at)
           values (?, ?, 'premium', 4900, 'paid', ?, ?, ?) returning id`,
          [second, member, now - 40 * DAY, now - DAY, now - 40 * DAY],
        )
      ).id,
    );
    // The job each server runs on its timer (scripts/scheduled-jobs.ts), in two processes at once.
    await Promise.all(jobRuns.map((run) => run.ready));
    const reports = (await Promise.all(jobRuns.map((run) => run.go()))).map(({ output }) => JSON.parse(output) as Record<string, number>);
    const reported = (field: string) => reports.reduce((sum, report) => sum + report[field], 0);
    expect(reported('remindersSent')).toBe(1);
    expect(reported('listingsExpired')).toBe(1);
    const mails = await cluster.db.execute({
      sql: 'select status, attempts from mail_outbox where dedupe_key = ?',
      args: [`listing_renewal_reminder:${reminded}`],
    });
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0].attempts).toBe(1);
    expect((await one('select status from business_listing_payments where id = ?', [ended])).status).toBe('expired');
  });

  it('applies a webhook delivered to both servers at once exactly once', async () => {
    const owner = demoAccount('owner');
    const business = await one(
      'select c.stripe_account_id as account, u.id as owner from users u join connected_accounts c on c.business_id = u.business_id where u.email = ?',
      [owner.email],
    );
    expect(business?.account).toBeTruthy();
    const payout = `po_multi_${Date.now()}`;
    const event = {
      id: `evt_multi_${Date.now()}`,
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
    // Signed as the local test checkout signs its deliveries (scripts/local-stripe).
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: 'whsec_local_checkout_not_a_secret' });
    const deliver = (server: Backend) =>
      call('/api/stripe/webhook', {
        to: server,
        method: 'POST',
        body: payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
    const answers = await Promise.all([deliver('a'), deliver('b')]);
    const outcomes = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { outcome?: string }).outcome));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(outcomes.sort()).toEqual(['applied', 'duplicate']);
    expect((await one('select count(*) as n from stripe_events where id = ?', [event.id])).n).toBe(1);
    const alerts = await cluster.db.execute({
      sql: `select count(*) as n from push_notifications where user_id = ? and dedupe_key like ?`,
      args: [Number(business.owner), `%${payout}%`],
    });
    expect(alerts.rows[0].n).toBe(1);
  });

  it('serves a photo uploaded through one server from the other', async () => {
    const cookie = await signIn('owner', 'a');
    const businessId = Number((await one('select business_id from users where email = ?', [demoAccount('owner').email])).business_id);
    const png = readFileSync('tests/fixtures/tile.png');
    const form = new FormData();
    form.set('businessId', String(businessId));
    form.set('caption', 'Shared folder');
    form.set('file', new File([png], 'tile.png', { type: 'image/png' }));
    const uploaded = await call('/api/business-photos', {
      to: 'a',
      method: 'POST',
      body: form,
      cookie,
      headers: { origin: cluster.base, accept: 'application/json' },
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { photo } = (await uploaded.json()) as { photo: { url: string } };
    const served = await call(new URL(photo.url, cluster.base).pathname, { to: 'b' });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it('lets servers that start at the same moment migrate a new database together', async () => {
    await Promise.all(migrations.map((run) => run.ready));
    // Each finds the same migrations pending; the ones that lose the race find them applied (db/migrate.ts).
    const outcomes = await Promise.all(migrations.map((run) => run.go()));
    expect(outcomes.map(({ code }) => code)).toEqual([0, 0]);
  });
});
