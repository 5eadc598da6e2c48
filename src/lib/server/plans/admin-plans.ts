/**
 * The admin's plans (issue 17): membership plans (subscription_plans, members' side) and
 * partnership plans, created, edited and switched on or off; every change audited in the same
 * batch. Plans are never deleted (subscriptions point to them): they are deactivated. A price
 * change applies to new subscriptions only, since Checkout sends the price inline.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import { partnershipPlans, subscriptionPlans } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { auditStatement, changedFields } from '../admin/audit.ts';
import { partnerPlanBenefits } from '#lib/domain/partner-plans.ts';
import { ADMIN_PLAN_MESSAGES as M } from '#lib/schemas/plans-messages.ts';
import type { MembershipPlanInput, PartnershipPlanInput } from '#lib/schemas/plans.ts';
import { cacheKey, contentChanged } from '../http/cache-keys.ts';

export type MembershipPlanRow = typeof subscriptionPlans.$inferSelect;
export type PartnershipPlanRow = typeof partnershipPlans.$inferSelect;

/** Every members' plan, on sale or not, cheapest first. */
export function listMembershipPlans(db: Database): Promise<MembershipPlanRow[]> {
  return db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.planType, 'user'))
    .orderBy(asc(subscriptionPlans.priceCents), asc(subscriptionPlans.id))
    .limit(100);
}

/** Every partnership plan, on sale or not, cheapest first. */
export function listPartnershipPlans(db: Database): Promise<PartnershipPlanRow[]> {
  return db.select().from(partnershipPlans).orderBy(asc(partnershipPlans.monthlyFeeCents), asc(partnershipPlans.id)).limit(100);
}

const membershipValues = (input: MembershipPlanInput) => ({
  name: input.name,
  description: input.description,
  priceCents: input.price,
  // Free or paid follows the price: only a paid plan opens Checkout.
  planTier: input.price > 0 ? ('premium' as const) : ('free' as const),
  duration: input.duration,
  // What the plan gives is these columns: its card words them, the server grants them. A free plan
  // gives none (premium is what grants them), so its card never lists one.
  hasVideoTours: input.price > 0 && input.hasVideoTours,
  hasMessaging: input.price > 0 && input.hasMessaging,
  hasAdvancedSearch: input.price > 0 && input.hasAdvancedSearch,
  hasMonthlyGuide: input.price > 0 && input.hasMonthlyGuide,
  hasPrioritySupport: input.price > 0 && input.hasPrioritySupport,
  earlyAccessDays: input.price > 0 ? input.earlyAccessDays : 0,
});

const partnershipValues = (input: PartnershipPlanInput) => {
  const bounds = { adCredits: input.adCredits * 100, maxAds: input.maxAds, priority: input.priority };
  return {
    name: input.name,
    description: input.description,
    monthlyFeeCents: input.price,
    ...bounds,
    highlighted: input.highlighted,
    features: input.features,
    benefits: partnerPlanBenefits(bounds),
  };
};

function isUniqueViolation(error: unknown, column: string): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const { message, cause } = current as { message?: unknown; cause?: unknown };
    if (typeof message === 'string' && message.includes('UNIQUE constraint failed') && message.includes(column)) return true;
    current = cause;
  }
  return false;
}

/** A new members' plan; refused when its id is taken. */
export async function createMembershipPlan(db: Database, actorId: number, input: MembershipPlanInput & { slug: string }): Promise<number> {
  const values = { ...membershipValues(input), slug: input.slug, planType: 'user' as const };
  const [taken] = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.slug, input.slug))
    .limit(1);
  if (taken) throw fieldError({ slug: M.slugTaken });
  try {
    const [row] = await db.insert(subscriptionPlans).values(values).returning({ id: subscriptionPlans.id });
    await auditStatement(db, {
      actorId,
      action: 'membership_plan.create',
      subjectType: 'subscription_plan',
      subjectId: row.id,
      after: values,
    });
    contentChanged(cacheKey.plans);
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error, 'slug')) throw fieldError({ slug: M.slugTaken });
    throw error;
  }
}

export async function updateMembershipPlan(db: Database, actorId: number, planId: number, input: MembershipPlanInput): Promise<void> {
  const [before] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, planId), eq(subscriptionPlans.planType, 'user')))
    .limit(1);
  if (!before) throw new HttpError(404, M.notFound);
  const values = membershipValues(input);
  await db.batch([
    db.update(subscriptionPlans).set(values).where(eq(subscriptionPlans.id, planId)),
    auditStatement(db, {
      actorId,
      action: 'membership_plan.update',
      subjectType: 'subscription_plan',
      subjectId: planId,
      ...changedFields(before, values),
    }),
  ]);
  contentChanged(cacheKey.plans);
}

/** A new partnership plan; refused when its id or name is taken. */
export async function createPartnershipPlan(
  db: Database,
  actorId: number,
  input: PartnershipPlanInput & { slug: string },
): Promise<number> {
  const values = { ...partnershipValues(input), slug: input.slug };
  await requireFreeNames(db, { slug: input.slug, name: input.name });
  try {
    const [row] = await db.insert(partnershipPlans).values(values).returning({ id: partnershipPlans.id });
    await auditStatement(db, {
      actorId,
      action: 'partnership_plan.create',
      subjectType: 'partnership_plan',
      subjectId: row.id,
      after: values,
    });
    contentChanged(cacheKey.plans);
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error, 'slug')) throw fieldError({ slug: M.slugTaken });
    if (isUniqueViolation(error, 'name')) throw fieldError({ name: M.nameTaken });
    throw error;
  }
}

export async function updatePartnershipPlan(db: Database, actorId: number, planId: number, input: PartnershipPlanInput): Promise<void> {
  const [before] = await db.select().from(partnershipPlans).where(eq(partnershipPlans.id, planId)).limit(1);
  if (!before) throw new HttpError(404, M.notFound);
  await requireFreeNames(db, { name: input.name, except: planId });
  const values = partnershipValues(input);
  try {
    await db.batch([
      db.update(partnershipPlans).set(values).where(eq(partnershipPlans.id, planId)),
      auditStatement(db, {
        actorId,
        action: 'partnership_plan.update',
        subjectType: 'partnership_plan',
        subjectId: planId,
        ...changedFields(before, values),
      }),
    ]);
    contentChanged(cacheKey.plans);
  } catch (error) {
    if (isUniqueViolation(error, 'name')) throw fieldError({ name: M.nameTaken });
    throw error;
  }
}

async function requireFreeNames(db: Database, wanted: { slug?: string; name: string; except?: number }): Promise<void> {
  const others = wanted.except === undefined ? undefined : ne(partnershipPlans.id, wanted.except);
  if (wanted.slug) {
    const [taken] = await db
      .select({ id: partnershipPlans.id })
      .from(partnershipPlans)
      .where(and(eq(partnershipPlans.slug, wanted.slug), others))
      .limit(1);
    if (taken) throw fieldError({ slug: M.slugTaken });
  }
  const [named] = await db
    .select({ id: partnershipPlans.id })
    .from(partnershipPlans)
    .where(and(eq(partnershipPlans.name, wanted.name), others))
    .limit(1);
  if (named) throw fieldError({ name: M.nameTaken });
}

/** Puts a plan on sale or takes it off (subscriptions already bought go on). */
export async function setPlanActive(
  db: Database,
  actorId: number,
  kind: 'membership' | 'partnership',
  planId: number,
  active: boolean,
): Promise<void> {
  const table = kind === 'membership' ? subscriptionPlans : partnershipPlans;
  const where =
    kind === 'membership' ? and(eq(subscriptionPlans.id, planId), eq(subscriptionPlans.planType, 'user')) : eq(partnershipPlans.id, planId);
  const [row] = await db.select({ id: table.id }).from(table).where(where).limit(1);
  if (!row) throw new HttpError(404, M.notFound);
  await db.batch([
    db.update(table).set({ isActive: active }).where(eq(table.id, planId)),
    auditStatement(db, {
      actorId,
      action: `${kind}_plan.${active ? 'activate' : 'deactivate'}`,
      subjectType: kind === 'membership' ? 'subscription_plan' : 'partnership_plan',
      subjectId: planId,
    }),
  ]);
  contentChanged(cacheKey.plans);
}
