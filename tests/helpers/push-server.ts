/**
 * A push service for tests (issue 17): an HTTP server on this machine that takes Web Push
 * messages as a browser vendor's would. It checks the VAPID Authorization header (an ES256 JWT
 * signed by the key it names, for this server's origin, not expired) and decrypts the aes128gcm
 * body (RFC 8291) with the subscription's own private key and auth secret, which it made.
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

export type ReceivedPush = { subscription: string; payload: Record<string, unknown>; vapidKey: string; subject: string };
export type TestSubscription = { id: string; endpoint: string; p256dh: string; auth: string };

type Keys = { ecdh: ECDH; auth: Buffer };

export type TestPushServer = {
  origin: string;
  /** A new browser subscription: its endpoint on this server and its public keys. */
  subscribe(): TestSubscription;
  /** Messages decrypted and verified, in order. */
  received: ReceivedPush[];
  /** Messages refused (bad signature, audience, expiry, or undecryptable), with why. */
  refused: { subscription: string; reason: string }[];
  /** Answer this status to one subscription from now on (410: gone). */
  answer(subscriptionId: string, status: number): void;
  close(): Promise<void>;
};

const b64url = (bytes: Buffer) => bytes.toString('base64url');

export async function startTestPushServer(): Promise<TestPushServer> {
  const keys = new Map<string, Keys>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: { subscription: string; reason: string }[] = [];
  let origin = '';

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const subscription = keys.get(id);
      if (request.method !== 'POST' || !subscription) {
        response.writeHead(404).end();
        return;
      }
      const status = statuses.get(id);
      if (status) {
        response.writeHead(status).end();
        return;
      }
      try {
        const vapid = checkVapid(String(request.headers.authorization ?? ''), origin);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        const plain: Buffer = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: subscription.ecdh,
          authSecret: b64url(subscription.auth),
        });
        received.push({ subscription: id, payload: JSON.parse(plain.toString('utf8')), ...vapid });
        response.writeHead(201).end();
      } catch (error) {
        refused.push({ subscription: id, reason: error instanceof Error ? error.message : String(error) });
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    subscribe() {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      keys.set(id, { ecdh, auth });
      return { id, endpoint: `${origin}/push/${id}`, p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) };
    },
    answer(subscriptionId, status) {
      statuses.set(subscriptionId, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Verifies `vapid t=<jwt>, k=<key>` (RFC 8292); returns the key and subject, or throws why not. */
function checkVapid(header: string, origin: string): { vapidKey: string; subject: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header.trim());
  if (!match) throw new Error(`no VAPID authorization: ${header.slice(0, 40)}`);
  const [, token, vapidKey] = match;
  const [head, claims, signature] = token.split('.');
  const point = Buffer.from(vapidKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('VAPID key is not a P-256 point');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
  const good = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!good) throw new Error('VAPID signature does not verify');
  const { alg } = JSON.parse(Buffer.from(head, 'base64url').toString());
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString());
  if (alg !== 'ES256') throw new Error(`VAPID alg ${alg}`);
  if (aud !== origin) throw new Error(`VAPID aud ${aud} is not ${origin}`);
  const nowSeconds = Date.now() / 1000;
  if (!(typeof exp === 'number' && exp > nowSeconds && exp <= nowSeconds + 24 * 3600)) throw new Error(`VAPID exp ${exp} out of range`);
  if (typeof sub !== 'string' || !/^(mailto:|https:)/.test(sub)) throw new Error(`VAPID sub ${sub}`);
  return { vapidKey, subject: sub };
}
