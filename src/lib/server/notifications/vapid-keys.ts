/**
 * The Web Push (VAPID) key pair: from the configuration; in local mode without it, a pair made
 * once and kept in the database (generated_keys), so `npm start` sends push with no setup;
 * anywhere else none (push "not configured", email still goes out).
 */
import { encodeBase64urlNoPadding, decodeBase64urlIgnorePadding } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import { generatedKeys } from '#db/schema.ts';
import { getConfig, type AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const LOCAL_KEY_NAME = 'vapid';
const LOCAL_SUBJECT = 'mailto:hello@harlemguide.example';

/** The keys push is signed with, or null when push is not configured here. */
export async function getVapidKeys(
  db: Database,
  config: Pick<AppConfig, 'webPush' | 'localMode'> = getConfig(),
): Promise<VapidKeys | null> {
  if (config.webPush) return config.webPush;
  if (!config.localMode) return null;
  const kept = await readLocalPair(db);
  if (kept) return kept;
  // Two first requests at once both make a pair; the first stored wins and both read it back.
  await db
    .insert(generatedKeys)
    .values({ name: LOCAL_KEY_NAME, value: JSON.stringify(await newVapidPair()) })
    .onConflictDoNothing();
  return readLocalPair(db);
}

async function readLocalPair(db: Database): Promise<VapidKeys | null> {
  const [row] = await db.select({ value: generatedKeys.value }).from(generatedKeys).where(eq(generatedKeys.name, LOCAL_KEY_NAME)).limit(1);
  if (!row) return null;
  const pair = JSON.parse(row.value) as { publicKey: string; privateKey: string };
  return { ...pair, subject: LOCAL_SUBJECT };
}

/** A new P-256 pair as push services take it: the public key as an uncompressed point, the private key as its scalar, both base64url. */
export async function newVapidPair(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  const point = new Uint8Array(65);
  point[0] = 4;
  point.set(decodeBase64urlIgnorePadding(jwk.x!), 1);
  point.set(decodeBase64urlIgnorePadding(jwk.y!), 33);
  return { publicKey: encodeBase64urlNoPadding(point), privateKey: jwk.d! };
}
