/**
 * One Web Push message to one browser (RFC 8030), signed with VAPID (RFC 8292) and encrypted
 * aes128gcm (RFC 8291) by @block65/webcrypto-web-push: Web Crypto only, so it runs on Node and
 * Workers alike. The VAPID header is made here because the library's own refuses the plain-http
 * loopback endpoints the local test push server uses.
 */
import { encryptNotification } from '@block65/webcrypto-web-push';
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import { validatePushDestination, type PushDestinationOptions } from './push-destination.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** What the service worker shows (src/service-worker/push.ts reads it). */
export type PushPayload = { title: string; body: string; url: string; tag?: string };

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * sent: the push service took it; gone: it says the subscription no longer exists (404, 410);
 * refused: the address breaks the push address rules, nothing was sent and nothing ever will be;
 * failed: anything else (its name resolving to a private address now among them).
 */
export type PushOutcome = 'sent' | 'gone' | 'refused' | 'failed';

const PUSH_TTL_SECONDS = 24 * 60 * 60;
const JWT_LIFETIME_SECONDS = 12 * 60 * 60;
const TIMEOUT_MS = 10_000;

/** Sends one message, once its address passes the checks of `destination`; never throws. */
export async function sendWebPush(
  target: PushTarget,
  payload: PushPayload,
  keys: VapidKeys,
  destination: PushDestinationOptions,
): Promise<PushOutcome> {
  try {
    // Checked again before each message: a name's answers can change after the subscription.
    const problem = await validatePushDestination(target.endpoint, destination);
    if (problem === 'invalid') return 'refused';
    if (problem) {
      console.error(
        `Push not sent: its address ${problem === 'private' ? 'resolves to a non-public address' : 'does not resolve'} (${new URL(target.endpoint).hostname})`,
      );
      return 'failed';
    }
    const body = await encryptNotification(
      { endpoint: target.endpoint, expirationTime: null, keys: { p256dh: target.p256dh, auth: target.auth } },
      new TextEncoder().encode(JSON.stringify(payload)),
    );
    const response = await fetch(target.endpoint, {
      method: 'POST',
      headers: {
        authorization: await vapidAuthorization(target.endpoint, keys),
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
        ttl: String(PUSH_TTL_SECONDS),
        urgency: 'normal',
      },
      body,
      // A push service answers itself; a redirect is not followed anywhere else.
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    return response.ok ? 'sent' : 'failed';
  } catch (error) {
    console.error('Push not sent:', error instanceof Error ? error.message : error);
    return 'failed';
  }
}

/** `vapid t=<JWT>, k=<public key>`: an ES256 token for the push service's origin, valid 12 hours. */
export async function vapidAuthorization(endpoint: string, keys: VapidKeys): Promise<string> {
  const point = decodeBase64urlIgnorePadding(keys.publicKey);
  const key = await crypto.subtle.importKey(
    'jwk',
    {
      kty: 'EC',
      crv: 'P-256',
      x: encodeBase64urlNoPadding(point.slice(1, 33)),
      y: encodeBase64urlNoPadding(point.slice(33, 65)),
      d: keys.privateKey,
    },
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['sign'],
  );
  const text = (value: object) => encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify(value)));
  // Push services compare the expiry with their real clock, never with a test's frozen one.
  const unsigned = `${text({ typ: 'JWT', alg: 'ES256' })}.${text({ aud: new URL(endpoint).origin, exp: Math.floor(Date.now() / 1000) + JWT_LIFETIME_SECONDS, sub: keys.subject })}`;
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, new TextEncoder().encode(unsigned));
  return `vapid t=${unsigned}.${encodeBase64urlNoPadding(new Uint8Array(signature))}, k=${keys.publicKey}`;
}
