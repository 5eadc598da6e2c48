/**
 * The Web Push subscriptions of an account (issue 17): one per device, tied to the account that
 * turned push on there, removed by the member or when the push service says it is gone.
 */
import { and, desc, eq } from 'drizzle-orm';
import { pushSubscriptions } from '#db/schema.ts';
import { deviceLabel } from '#lib/domain/device-label.ts';
import { PUSH_MESSAGES } from '#lib/schemas/push-subscriptions.ts';
import { getConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { validatePushDestination, type ResolveHost } from './push-destination.ts';
import { getVapidKeys } from './vapid-keys.ts';

/**
 * A device in the settings' list. Its endpoint stays on the server: the page gets its SHA-256
 * (hex), which the browser compares with its own subscription's to say "this device".
 */
export type PushDevice = { id: number; device: string | null; createdAt: number; lastSuccessAt: number | null; endpointHash: string };

/** At most this many devices per account; the oldest is replaced beyond it. */
export const MAX_DEVICES = 10;

/**
 * Stores the subscription this browser made for the member. The same browser subscribing again
 * (or after another account used it) keeps one row, now the member's: an endpoint is a device's.
 */
export async function savePushSubscription(
  db: Database,
  userId: number,
  input: { endpoint: string; p256dh: string; auth: string },
  userAgent: string | null,
  resolve?: ResolveHost,
): Promise<PushDevice> {
  const config = getConfig();
  if (!(await getVapidKeys(db, config))) throw new HttpError(503, PUSH_MESSAGES.notConfigured);
  const problem = await validatePushDestination(input.endpoint, { localMode: config.localMode, resolve });
  // A name that does not resolve now is the network's trouble, not the browser's: try again.
  if (problem === 'unresolved') throw new HttpError(503, PUSH_MESSAGES.failed);
  if (problem) throw fieldError({ endpoint: PUSH_MESSAGES.invalidEndpoint });
  const device = deviceLabel(userAgent);
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth, device })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: input.p256dh, auth: input.auth, device, lastSuccessAt: null },
    })
    .returning();
  const devices = await listPushDevices(db, userId);
  for (const old of devices.slice(MAX_DEVICES)) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, old.id));
  return toDevice(row);
}

/** Removes one of the member's devices, by its id (the list's Remove) or its endpoint (Turn off on this device). */
export async function removePushSubscription(db: Database, userId: number, which: { id?: number; endpoint?: string }): Promise<void> {
  const match = which.id !== undefined ? eq(pushSubscriptions.id, which.id) : eq(pushSubscriptions.endpoint, which.endpoint ?? '');
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(match, eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  // Turning off a device the server no longer knows is already done; removing another's is refused.
  if (removed.length === 0 && which.id !== undefined) throw new HttpError(404, PUSH_MESSAGES.notFound);
}

/** The member's devices, newest first. */
export async function listPushDevices(db: Database, userId: number): Promise<PushDevice[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  return Promise.all(rows.map(toDevice));
}

async function toDevice(row: typeof pushSubscriptions.$inferSelect): Promise<PushDevice> {
  return {
    id: row.id,
    device: row.device,
    createdAt: row.createdAt.getTime(),
    lastSuccessAt: row.lastSuccessAt?.getTime() ?? null,
    endpointHash: await endpointHash(row.endpoint),
  };
}

/** SHA-256 of an endpoint, hex: the same in the browser (lib/site/push-subscription.ts). */
export async function endpointHash(endpoint: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
