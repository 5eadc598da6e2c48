/**
 * An admin changes the guide's fee of a listing plan, or of no plan (issue 33), at /admin/plans:
 * the change and its audit entry are written in one batch. Seats and slots already held keep the
 * fee they were held at, so a change never alters an open checkout.
 */
import { eq } from 'drizzle-orm';
import { guideFees } from '#db/schema.ts';
import { isGuideFeeRateAllowed, type GuideFeeRate } from '#lib/domain/guide-fee.ts';
import { ADMIN_PLAN_MESSAGES as M } from '#lib/schemas/plans-messages.ts';
import type { Database } from '../db/client.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { auditStatement, changedFields } from '../admin/audit.ts';
import { ANY_KEY, contentChanged } from '../http/cache-keys.ts';

/** Sets one fee's percentage (basis points) and fixed amount (cents); refused outside the bounds. */
export async function updateGuideFee(db: Database, actorId: number, feeId: number, rate: GuideFeeRate): Promise<void> {
  // The form's schema checks the bounds first; this holds for any other caller too.
  if (!isGuideFeeRateAllowed(rate)) {
    const percentAllowed = isGuideFeeRateAllowed({ percentBps: rate.percentBps, fixedCents: 0 });
    throw fieldError(percentAllowed ? { fixed: M.feeFixed } : { percent: M.feePercent });
  }
  const [before] = await db.select().from(guideFees).where(eq(guideFees.id, feeId)).limit(1);
  if (!before) throw new HttpError(404, M.feeNotFound);
  const values = { percentBps: rate.percentBps, fixedCents: rate.fixedCents };
  await db.batch([
    db.update(guideFees).set(values).where(eq(guideFees.id, feeId)),
    auditStatement(db, {
      actorId,
      action: 'guide_fee.update',
      subjectType: 'guide_fee',
      subjectId: feeId,
      ...changedFields(before, values),
    }),
  ]);
  // Buyers see all-in prices (issue 33) on every event and booking page, and the plans show the fee.
  contentChanged(ANY_KEY);
}
