/**
 * Which guide fee a seller pays (issue 33): the fee of the business's running listing plan (the
 * paid, unexpired one with the highest priority, as the directory ranks it), else the fee of a
 * business with no plan. Events the guide runs itself (no business) carry no fee.
 */
import { and, eq, gt, inArray, type SQLWrapper } from 'drizzle-orm';
import { businessListingPayments, guideFees, listingPlans } from '#db/schema.ts';
import { NO_GUIDE_FEE, type GuideFeeRate } from '#lib/domain/guide-fee.ts';
import type { Database } from '../db/client.ts';

/**
 * The two reads a fee lookup takes, to batch with others: every fee, and the running paid listings
 * of the businesses `which` picks (a list of ids, or a subquery of ids). guideFeeRatesFrom reads them.
 */
export function guideFeeQueries(db: Database, which: readonly number[] | SQLWrapper, now: Date) {
  return [
    db.select({ planId: guideFees.listingPlanId, percentBps: guideFees.percentBps, fixedCents: guideFees.fixedCents }).from(guideFees),
    db
      .select({ businessId: businessListingPayments.businessId, planId: listingPlans.id, priority: listingPlans.priority })
      .from(businessListingPayments)
      .innerJoin(listingPlans, eq(listingPlans.id, businessListingPayments.listingPlanId))
      .where(
        and(
          inArray(businessListingPayments.businessId, isIdList(which) ? [...which] : which),
          eq(businessListingPayments.status, 'paid'),
          gt(businessListingPayments.expiresAt, now),
        ),
      ),
  ] as const;
}

const isIdList = (which: readonly number[] | SQLWrapper): which is readonly number[] => Array.isArray(which);

type FeeRow = { planId: number | null; percentBps: number; fixedCents: number };
type RunningRow = { businessId: number; planId: number; priority: number };

/** The fee rate of each business in `ids`, from guideFeeQueries' rows. */
export function guideFeeRatesFrom(
  fees: readonly FeeRow[],
  running: readonly RunningRow[],
  ids: readonly number[],
): Map<number, GuideFeeRate> {
  const byPlan = new Map(fees.map((fee) => [fee.planId, { percentBps: fee.percentBps, fixedCents: fee.fixedCents }]));
  const noPlan = byPlan.get(null) ?? NO_GUIDE_FEE;
  const planOf = new Map<number, { planId: number; priority: number }>();
  for (const row of running) {
    const best = planOf.get(row.businessId);
    if (!best || row.priority > best.priority || (row.priority === best.priority && row.planId < best.planId))
      planOf.set(row.businessId, row);
  }
  const rates = new Map<number, GuideFeeRate>();
  for (const id of ids) {
    const plan = planOf.get(id);
    // A plan without a fee of its own (added later, before an admin set one) pays the no-plan fee.
    rates.set(id, (plan && byPlan.get(plan.planId)) || noPlan);
  }
  return rates;
}

/**
 * The fee rate each business pays now, by business id (two reads in one round trip; none for no
 * ids, unless `always`, for callers whose cost must not depend on what they show).
 */
export async function guideFeeRatesFor(
  db: Database,
  businessIds: readonly number[],
  now = new Date(),
  options: { always?: boolean } = {},
): Promise<Map<number, GuideFeeRate>> {
  const ids = [...new Set(businessIds)];
  if (ids.length === 0 && !options.always) return new Map();
  const [fees, running] = await db.batch(guideFeeQueries(db, ids, now));
  return guideFeeRatesFrom(fees, running, ids);
}

/** The fee rate a seller pays now: its business's, or none for the guide's own events. */
export async function guideFeeRateOf(db: Database, businessId: number | null, now = new Date()): Promise<GuideFeeRate> {
  if (businessId === null) return NO_GUIDE_FEE;
  return (await guideFeeRatesFor(db, [businessId], now)).get(businessId) ?? NO_GUIDE_FEE;
}

/** Every fee row with its plan's name (null: no paid plan), the no-plan fee first, then plans by priority. */
export async function listGuideFees(db: Database) {
  const rows = await db
    .select({
      id: guideFees.id,
      listingPlanId: guideFees.listingPlanId,
      planName: listingPlans.name,
      planSlug: listingPlans.slug,
      priority: listingPlans.priority,
      percentBps: guideFees.percentBps,
      fixedCents: guideFees.fixedCents,
    })
    .from(guideFees)
    .leftJoin(listingPlans, eq(listingPlans.id, guideFees.listingPlanId))
    .limit(100);
  return rows.sort((a, b) => (a.priority ?? -1) - (b.priority ?? -1) || a.id - b.id);
}

export type GuideFeeRow = Awaited<ReturnType<typeof listGuideFees>>[number];
