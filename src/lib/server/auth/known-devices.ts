/**
 * Browsers an account has signed in from (issue 31, OWASP's "device cookies"). A successful
 * sign-in, a new account or a password reset leaves a signed cookie naming the account; a sign-in
 * from a browser that carries it is held by that browser's own count only, never by the limits a
 * stranger's failures raise (the account's progressive delay, the shared address's count), so a
 * stranger cannot lock the owner out of a browser they use. The cookie holds no secret: account
 * id, time of issue and an HMAC-SHA256 of both with a key kept in the database (generated_keys),
 * so it works on Node and Workers alike and a forged or altered one is worth nothing.
 */
import type { AstroCookies } from 'astro';
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import { generatedKeys } from '#db/schema.ts';
import { getConfig } from '../config.ts';
import type { Database } from '../db/client.ts';

export const DEVICE_COOKIE = 'harlem_device';
const KEY_NAME = 'known-device-hmac';
/** A browser stays known for a year after its last sign-in. */
export const DEVICE_TTL_MS = 365 * 24 * 60 * 60_000;
/** Accounts one browser remembers (a shared family computer). */
const MAX_ACCOUNTS = 5;

type Entry = { userId: number; issuedAt: number; signature: string };

const keys = new WeakMap<Database, Promise<CryptoKey>>();

/** The HMAC key, made once per database (the first of two made at once wins). */
function signingKey(db: Database): Promise<CryptoKey> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      const read = async () =>
        (await db.select({ value: generatedKeys.value }).from(generatedKeys).where(eq(generatedKeys.name, KEY_NAME)).limit(1))[0]?.value;
      let value = await read();
      if (!value) {
        await db
          .insert(generatedKeys)
          .values({ name: KEY_NAME, value: encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32))) })
          .onConflictDoNothing();
        value = await read();
      }
      return crypto.subtle.importKey(
        'raw',
        new Uint8Array(decodeBase64urlIgnorePadding(value!)),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign', 'verify'],
      );
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const payloadOf = (userId: number, issuedAt: number) => new TextEncoder().encode(`${userId}.${issuedAt.toString(36)}`);

function parse(cookie: string | null | undefined): Entry[] {
  if (!cookie || cookie.length > 1000) return [];
  return cookie
    .split('~')
    .map((part) => /^([1-9]\d{0,9})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(part))
    .filter((match) => match !== null)
    .map((match) => ({ userId: Number(match[1]), issuedAt: parseInt(match[2], 36), signature: match[3] }))
    .slice(0, MAX_ACCOUNTS);
}

async function isGenuine(db: Database, entry: Entry, now: number): Promise<boolean> {
  if (entry.issuedAt > now || now - entry.issuedAt > DEVICE_TTL_MS) return false;
  return crypto.subtle.verify(
    'HMAC',
    await signingKey(db),
    new Uint8Array(decodeBase64urlIgnorePadding(entry.signature)),
    payloadOf(entry.userId, entry.issuedAt),
  );
}

/**
 * The name of this browser for the account (`7.mabc123`), when its cookie is genuine and names the
 * account; null otherwise (no cookie, another account's, forged, expired).
 */
export async function knownDeviceOf(
  db: Database,
  cookie: string | null | undefined,
  userId: number,
  now = Date.now(),
): Promise<string | null> {
  const entry = parse(cookie).find((each) => each.userId === userId);
  return entry && (await isGenuine(db, entry, now)) ? `${entry.userId}.${entry.issuedAt.toString(36)}` : null;
}

/** The cookie's value with the account (re)signed now, keeping the other genuine accounts it names, newest first. */
export async function deviceCookieWith(db: Database, cookie: string | null | undefined, userId: number, now = Date.now()): Promise<string> {
  const signature = encodeBase64urlNoPadding(
    new Uint8Array(await crypto.subtle.sign('HMAC', await signingKey(db), payloadOf(userId, now))),
  );
  const others: Entry[] = [];
  for (const entry of parse(cookie)) if (entry.userId !== userId && (await isGenuine(db, entry, now))) others.push(entry);
  return [{ userId, issuedAt: now, signature }, ...others]
    .slice(0, MAX_ACCOUNTS)
    .map((entry) => `${entry.userId}.${entry.issuedAt.toString(36)}.${entry.signature}`)
    .join('~');
}

/** Marks this browser as known to the account (after it proved itself: password, reset link, external sign-in). */
export async function rememberDevice(
  db: Database,
  cookies: Pick<AstroCookies, 'get' | 'set'>,
  userId: number,
  now = Date.now(),
): Promise<void> {
  const value = await deviceCookieWith(db, cookies.get(DEVICE_COOKIE)?.value, userId, now);
  cookies.set(DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: getConfig().secureCookies,
    path: '/',
    maxAge: DEVICE_TTL_MS / 1000,
  });
}
