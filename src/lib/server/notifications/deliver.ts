/**
 * Delivery of due notifications. FIRST VERSION (contract only): marks due pending rows as sent to
 * the centre, without quiet hours, email or push. The delivery work replaces the body.
 */
import { and, eq, lte } from 'drizzle-orm';
import { pushNotifications } from '../../../../db/schema.ts';
import type { Database } from '../db/client.ts';

export type DeliveryReport = { delivered: number; held: number; skipped: number };

/** Delivers what is due at `now` (one member's, or everyone's for the scheduled job). */
export async function deliverDue(db: Database, options: { now: Date; userId?: number }): Promise<DeliveryReport> {
  const due = and(eq(pushNotifications.status, 'pending'), lte(pushNotifications.scheduledFor, options.now), options.userId === undefined ? undefined : eq(pushNotifications.userId, options.userId));
  const rows = await db.update(pushNotifications).set({ status: 'sent', sentAt: options.now }).where(due).returning({ id: pushNotifications.id });
  return { delivered: rows.length, held: 0, skipped: 0 };
}
