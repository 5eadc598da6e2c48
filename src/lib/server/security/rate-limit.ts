/**
 * Abuse limits kept in the database (rate_limit_hits), so they hold across Workers isolates and
 * restarts. A key names what is limited, e.g. `login:email:a@b.c` or `contact:ip:203.0.113.9`.
 */
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { rateLimitHits } from '../../../../db/schema.ts';
import { getDb } from '../db/client.ts';
import { expiredRecordDeletes } from '../db/retention.ts';

export type Limit = { limit: number; windowMs: number };

export const LIMITS = {
  /** Failed sign-ins per address, and per account from one address. */
  login: { limit: 10, windowMs: 10 * 60_000 },
  /** Accounts created per address. */
  register: { limit: 5, windowMs: 60 * 60_000 },
  /** Reset emails per email and per address. */
  passwordReset: { limit: 5, windowMs: 60 * 60_000 },
  /** Public form posts (contact, inquiries, newsletter, applications) per address. */
  publicForm: { limit: 8, windowMs: 10 * 60_000 },
} as const satisfies Record<string, Limit>;

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
  await db.batch([db.insert(rateLimitHits).values(keys.map((key) => ({ key, createdAt: new Date(now) }))), ...expiredRecordDeletes(db, now)]);
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
export async function claimAttempt(keys: string[], { limit, windowMs }: Limit, now = Date.now()): Promise<number[] | null> {
  const db = getDb();
  const since = now - windowMs;
  const rows = await db.all<{ id: number }>(sql`
    insert into ${rateLimitHits} (key, created_at)
    select value, ${now} from json_each(${JSON.stringify(keys)})
    where not exists (
      select 1 from ${rateLimitHits}
      where key in (select value from json_each(${JSON.stringify(keys)})) and created_at >= ${since}
      group by key having count(*) >= ${limit})
    returning id`);
  return rows.length > 0 ? rows.map((row) => Number(row.id)) : null;
}

/** Gives claimed attempts back (the attempt succeeded: a right password is not a failure). */
export async function releaseAttempt(ids: number[]): Promise<void> {
  if (ids.length > 0) await getDb().delete(rateLimitHits).where(inArray(rateLimitHits.id, ids));
}

/** The keys a password check counts under: per address, and per account from that address (a stranger elsewhere cannot lock the account). */
export function loginKeys(email: string, ip: string): string[] {
  return [`login:ip:${ip}`, `login:account-ip:${email}|${ip}`];
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

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
