/**
 * Abuse limits kept in the database (rate_limit_hits), so they hold across Workers isolates and
 * restarts. A key names what is limited, e.g. `login:email:a@b.c` or `contact:ip:203.0.113.9`.
 */
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { rateLimitHits } from '#db/schema.ts';
import { getDb } from '../db/client.ts';
import { expiredRecordDeletes } from '../db/retention.ts';
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

export type Limit = { limit: number; windowMs: number };

/**
 * A progressive delay: the first `free` hits inside the window pass; after that each attempt waits
 * `baseMs`, doubled per hit past `free`, at most `maxMs`, from the latest hit.
 */
export type Backoff = { free: number; baseMs: number; maxMs: number; windowMs: number };

export const LIMITS = {
  /** Failed sign-ins per account from one address (and per known device). */
  login: { limit: 10, windowMs: 10 * 60_000 },
  /**
   * Failed sign-ins per address, from browsers not known to the account: high enough that a few
   * people mistyping behind one hotel or carrier address lock nobody out, low enough to slow one
   * address guessing at many accounts (issue 31).
   */
  loginAddress: { limit: 50, windowMs: 10 * 60_000 },
  /** Accounts created per address. */
  register: { limit: 5, windowMs: 60 * 60_000 },
  /** Reset emails per email and per address. */
  passwordReset: { limit: 5, windowMs: 60 * 60_000 },
  /** Public form posts (contact, inquiries, newsletter, applications) per address. */
  publicForm: { limit: 8, windowMs: 10 * 60_000 },
} as const satisfies Record<string, Limit>;

/**
 * Failed sign-ins per account from anywhere, for browsers not known to it: 10 pass, then a wait of
 * 1 minute, doubled per failure up to 30 minutes (about 60 guesses a day at most). The owner's own
 * known browsers are not held by it, and a password reset makes a browser known (issue 31).
 */
export const LOGIN_BACKOFF: Backoff = { free: 10, baseMs: 60_000, maxMs: 30 * 60_000, windowMs: 24 * 60 * 60_000 };

/** The wait a backoff asks after `hits` hits, in milliseconds (0 while under `free`). */
export function backoffDelay(hits: number, backoff: Backoff): number {
  if (hits < backoff.free) return 0;
  return Math.min(backoff.baseMs * 2 ** Math.min(hits - backoff.free, 30), backoff.maxMs);
}

/** Whether any of the keys already has `limit` hits inside the window (one round trip). */
export async function isLimited(keys: string[], { limit, windowMs }: Limit, now = Date.now()): Promise<boolean> {
  const rows = await getDb()
    .select({ key: rateLimitHits.key, hits: count() })
    .from(rateLimitHits)
    .where(and(inArray(rateLimitHits.key, keys), gte(rateLimitHits.createdAt, new Date(now - windowMs))))
    .groupBy(rateLimitHits.key);
  return rows.some((row) => row.hits >= limit);
}

/**
 * Counts one attempt against each key, and in the same batch forgets what is past its retention
 * (hits older than a day, form messages older than two years: retention.ts).
 */
export async function recordHit(keys: string[], now = Date.now()): Promise<void> {
  const db = getDb();
  await db.batch([
    db.insert(rateLimitHits).values(keys.map((key) => ({ key, createdAt: new Date(now) }))),
    ...expiredRecordDeletes(db, now),
  ]);
}

/** Forgets the hits of a key (a successful sign-in clears its failures). */
export async function clearHits(key: string): Promise<void> {
  await getDb().delete(rateLimitHits).where(eq(rateLimitHits.key, key));
}

/**
 * Claims one attempt against every key at once, before the work it guards (a password hash): the
 * hits are written only if no key has reached its limit, in one statement, so attempts sent in
 * parallel cannot all slip under the limit. Returns the ids of the hits written, or null when
 * limited (nothing written).
 */
export async function claimAttempt(keys: string[], limit: Limit, now = Date.now()): Promise<number[] | null> {
  return claimAttempts(
    keys.map((key) => ({ key, limit })),
    now,
  );
}

/** One key of a claim and what holds it: a count in a window, or a progressive delay. */
export type ClaimRule = { key: string; limit: Limit } | { key: string; backoff: Backoff };

/** The SQL condition under which a rule lets one more attempt through at `now`. */
function allows(rule: ClaimRule, now: number) {
  if ('limit' in rule) {
    return sql`(select count(*) from ${rateLimitHits} where key = ${rule.key} and created_at >= ${now - rule.limit.windowMs}) < ${rule.limit.limit}`;
  }
  const { free, baseMs, maxMs, windowMs } = rule.backoff;
  return sql`(select count(*) < ${free} or max(created_at) + min(${baseMs} * (1 << min(count(*) - ${free}, 30)), ${maxMs}) <= ${now}
    from ${rateLimitHits} where key = ${rule.key} and created_at >= ${now - windowMs})`;
}

/**
 * Claims one attempt under every rule at once (as claimAttempt), each key held by its own rule:
 * the hits are written only if every rule lets the attempt through, in one statement.
 */
export async function claimAttempts(rules: ClaimRule[], now = Date.now()): Promise<number[] | null> {
  const keys = JSON.stringify(rules.map((rule) => rule.key));
  const rows = await getDb().all<{ id: number }>(sql`
    insert into ${rateLimitHits} (key, created_at)
    select value, ${now} from json_each(${keys})
    where ${sql.join(
      rules.map((rule) => allows(rule, now)),
      sql` and `,
    )}
    returning id`);
  return rows.length > 0 ? rows.map((row) => Number(row.id)) : null;
}

/** When a backoff's key may try again (an instant in ms), or null when it may now. */
export async function backoffUntil(key: string, backoff: Backoff, now = Date.now()): Promise<number | null> {
  const [row] = await getDb().all<{ hits: number; latest: number | null }>(sql`
    select count(*) as hits, max(created_at) as latest from ${rateLimitHits} where key = ${key} and created_at >= ${now - backoff.windowMs}`);
  if (!row?.latest) return null;
  const until = Number(row.latest) + backoffDelay(Number(row.hits), backoff);
  return until > now ? until : null;
}

/** Gives claimed attempts back (the attempt succeeded: a right password is not a failure). */
export async function releaseAttempt(ids: number[]): Promise<void> {
  if (ids.length > 0) await getDb().delete(rateLimitHits).where(inArray(rateLimitHits.id, ids));
}

/** The keys a password check counts under: per address, and per account from that address. */
export function loginKeys(email: string, ip: string): string[] {
  return [`login:ip:${ip}`, `login:account-ip:${email}|${ip}`];
}

/** The key of an account's failed sign-ins from anywhere (its progressive delay). */
export const loginAccountKey = (email: string): string => `login:account:${email}`;

/**
 * What holds a sign-in attempt: from a browser the account knows, that browser's own count only;
 * from any other, the address's count, the account's count from that address, and the account's
 * progressive delay (issue 31).
 */
export function loginRules(email: string, ip: string, knownDevice: string | null): ClaimRule[] {
  if (knownDevice) return [{ key: `login:device:${knownDevice}`, limit: LIMITS.login }];
  const [address, accountFromAddress] = loginKeys(email, ip);
  return [
    { key: address, limit: LIMITS.loginAddress },
    { key: accountFromAddress, limit: LIMITS.login },
    { key: loginAccountKey(email), backoff: LOGIN_BACKOFF },
  ];
}

/** For forms: true when over the limit; otherwise counts this attempt. */
export async function limitAttempt(keys: string[], limit: Limit): Promise<boolean> {
  if (await isLimited(keys, limit)) return true;
  await recordHit(keys);
  return false;
}

/** A limit on one kind of write, counted per address (`ip`, the default) or per account (`user`); `name` keys the count. */
export type WriteLimit = { name: string; limit: Limit; per?: 'ip' | 'user' };

/**
 * The key an attempt counts under (`contact:ip:203.0.113.9`, `event-registration:user:7`): one
 * place, so a form's action and its JSON endpoint share one count. Per account falls back to the
 * address for a visitor who is not signed in.
 */
export function limitKey(write: WriteLimit, who: { ip: string; userId?: number | null }): string {
  return write.per === 'user' && who.userId ? `${write.name}:user:${who.userId}` : `${write.name}:ip:${who.ip}`;
}

/** The refusal of an attempt over its limit, and its notice's title. */
export const TOO_MANY_ATTEMPTS = said(m.server_too_many_attempts);
export const TOO_MANY_ATTEMPTS_TITLE = said(m.server_too_many_attempts_title);
