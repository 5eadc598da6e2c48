/**
 * The admin's plans (issue 17): membership and partnership plans created, edited, switched on and
 * off by admins only, each change audited; bad input refused field by field, changing nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { createUser } from '../factories/index.ts';
import { server } from '#actions/index.ts';
import { dollarsToCents } from '#lib/schemas/plans.ts';
import type { SessionUser } from '#lib/server/auth/session.ts';
import type { Database } from '#lib/server/db/client.ts';

let db: Database;
let admin: SessionUser;
let member: SessionUser;

const asSession = (row: typeof schema.users.$inferSelect): SessionUser => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  profileImageUrl: null,
  role: row.role,
  isPremium: false,
  businessId: row.businessId,
  hasPassword: true,
  favoriteCount: 0,
});

beforeAll(async () => {
  ({ db } = await useFreshDatabase({ seed: true }));
  admin = asSession(await createUser(db, { role: 'admin' }));
  member = asSession(await createUser(db));
});

const partnerPlan = async (slug: string) =>
  (await db.select().from(schema.partnershipPlans).where(eq(schema.partnershipPlans.slug, slug)))[0];
const memberPlan = async (slug: string) =>
  (await db.select().from(schema.subscriptionPlans).where(eq(schema.subscriptionPlans.slug, slug)))[0];
const auditOf = (action: string, subjectId: number) =>
  db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.action, action), eq(schema.auditLog.subjectId, subjectId)));

const PARTNER = {
  name: 'Block Party',
  slug: 'block-party',
  price: '149',
  adCredits: '50',
  maxAds: '2',
  priority: '1',
  features: 'A banner on one board\n\nOne newsletter mention',
  next: '/admin/plans',
};

describe('the admin’s plans', () => {
  it('reads dollars as typed into cents', () => {
    expect([
      dollarsToCents('599'),
      dollarsToCents('9.99'),
      dollarsToCents('$1,200.5'),
      dollarsToCents('1.999'),
      dollarsToCents('-3'),
      dollarsToCents('ten'),
    ]).toEqual([59_900, 999, 120_050, NaN, NaN, NaN]);
  });

  it('creates a partnership plan with its bounds and audits it; a taken id or name is refused', async () => {
    const created = await callAction(server.plans.createPartnershipPlan, PARTNER, { user: admin });
    expect(created.error).toBeUndefined();
    const plan = await partnerPlan('block-party');
    expect(plan).toMatchObject({
      name: 'Block Party',
      monthlyFeeCents: 14_900,
      adCredits: 5000,
      maxAds: 2,
      priority: 1,
      highlighted: false,
      isActive: true,
      features: ['A banner on one board', 'One newsletter mention'],
    });
    expect(plan.benefits).toEqual(['$50.00 of ad credit each month', 'Up to 2 live ads', 'Placement priority 1']);
    expect(await auditOf('partnership_plan.create', plan.id)).toHaveLength(1);

    expect(fieldsOf((await callAction(server.plans.createPartnershipPlan, PARTNER, { user: admin })).error)).toEqual({
      slug: 'Another plan already uses this id',
    });
    expect(
      fieldsOf((await callAction(server.plans.createPartnershipPlan, { ...PARTNER, slug: 'block-party-2' }, { user: admin })).error),
    ).toEqual({ name: 'Another partnership plan already has this name' });
  });

  it('refuses bad values field by field and changes nothing', async () => {
    const before = await partnerPlan('spotlight');
    const refused = await callAction(
      server.plans.updatePartnershipPlan,
      {
        planId: String(before.id),
        name: ' ',
        price: '0.50',
        adCredits: '2.5',
        maxAds: '0',
        priority: '101',
        features: 'x'.repeat(201),
        next: '/admin/plans',
      },
      { user: admin },
    );
    expect(fieldsOf(refused.error)).toEqual({
      name: 'Plan name is required',
      price: 'Enter a monthly fee of at least $1.00, with at most two decimals',
      adCredits: 'Enter the monthly ad credit in whole dollars, from 0 to the monthly fee',
      maxAds: 'Enter the number of live ads as a whole number from 1 to 100',
      priority: 'Enter the priority as a whole number from 0 to 100',
      features: 'List at most 12 features, one per line, each at most 200 characters',
    });
    const credits = await callAction(
      server.plans.updatePartnershipPlan,
      { planId: String(before.id), name: 'Spotlight', price: '10', adCredits: '11', maxAds: '3', priority: '2', next: '/admin/plans' },
      { user: admin },
    );
    expect(fieldsOf(credits.error)).toEqual({ adCredits: 'Enter the monthly ad credit in whole dollars, from 0 to the monthly fee' });
    const slug = await callAction(
      server.plans.createMembershipPlan,
      { slug: 'Bad Slug!', name: 'X', price: '5', duration: 'weekly', next: '/admin/plans' },
      { user: admin },
    );
    expect(fieldsOf(slug.error)).toEqual({
      slug: 'Use 2 to 60 lowercase letters, digits and hyphens for the plan id',
      duration: 'Choose monthly or yearly',
    });
    expect(await partnerPlan('spotlight')).toEqual(before);
    const spanish = await callAction(
      server.plans.createMembershipPlan,
      { slug: 'ok-plan', name: 'X', price: '0.5', duration: 'monthly', next: '/admin/plans' },
      { user: admin, locale: 'es' },
    );
    expect(fieldsOf(spanish.error)).toEqual({
      price: 'Escribe un precio de al menos 1,00 US$ (o 0 para el plan gratuito), con dos decimales como máximo',
    });
  });

  it('edits a membership plan’s price and benefit columns (audited with what changed), deactivates and activates it', async () => {
    const plan = await memberPlan('explorer-premium-monthly');
    const edit = (fields: Record<string, string>) =>
      callAction(
        server.plans.updateMembershipPlan,
        { planId: String(plan.id), name: plan.name, description: plan.description, duration: 'monthly', next: '/admin/plans', ...fields },
        { user: admin },
      );
    // Boxes left unticked switch a benefit off; written features are no longer taken.
    const saved = await edit({ price: '12.49', hasVideoTours: 'on', hasMessaging: 'on', earlyAccessDays: '3', features: 'Free lunch' });
    expect(saved.error).toBeUndefined();
    expect(await memberPlan('explorer-premium-monthly')).toMatchObject({
      priceCents: 1249,
      planTier: 'premium',
      features: [],
      hasVideoTours: true,
      hasMessaging: true,
      hasAdvancedSearch: false,
      hasMonthlyGuide: false,
      hasPrioritySupport: false,
      earlyAccessDays: 3,
    });
    const [entry] = await auditOf('membership_plan.update', plan.id);
    expect(entry.before).toMatchObject({ priceCents: 999, hasPrioritySupport: true, earlyAccessDays: 7 });
    expect(entry.after).toMatchObject({ priceCents: 1249, hasPrioritySupport: false, earlyAccessDays: 3 });
    const refused = await edit({ price: '12.49', earlyAccessDays: '61' });
    expect(fieldsOf(refused.error)).toEqual({ earlyAccessDays: 'Early event access must be a whole number of days from 0 to 60.' });
    expect((await memberPlan('explorer-premium-monthly')).earlyAccessDays).toBe(3);
    expect(Object.keys(entry.after ?? {})).not.toContain('name');
    // A free plan gives no benefit (premium grants them), so its card can never list one.
    const free = await edit({ price: '0', hasVideoTours: 'on', hasPrioritySupport: 'on', earlyAccessDays: '5' });
    expect(free.error).toBeUndefined();
    expect(await memberPlan('explorer-premium-monthly')).toMatchObject({
      planTier: 'free',
      hasVideoTours: false,
      hasPrioritySupport: false,
      earlyAccessDays: 0,
    });
    await edit({ price: '12.49', hasVideoTours: 'on', hasMessaging: 'on', earlyAccessDays: '3' });

    await callAction(server.plans.setPlanActive, { kind: 'membership', planId: String(plan.id), next: '/admin/plans' }, { user: admin });
    expect((await memberPlan('explorer-premium-monthly')).isActive).toBe(false);
    await callAction(
      server.plans.setPlanActive,
      { kind: 'membership', planId: String(plan.id), active: 'on', next: '/admin/plans' },
      { user: admin },
    );
    expect((await memberPlan('explorer-premium-monthly')).isActive).toBe(true);
    expect(await auditOf('membership_plan.deactivate', plan.id)).toHaveLength(1);
    // A business plan is not a membership plan: not found here.
    const business = await memberPlan('business-basic');
    expect(
      (
        await callAction(
          server.plans.setPlanActive,
          { kind: 'membership', planId: String(business.id), next: '/admin/plans' },
          { user: admin },
        )
      ).error,
    ).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('are for admins only', async () => {
    const plan = await partnerPlan('premier');
    const refused = await callAction(
      server.plans.updatePartnershipPlan,
      { planId: String(plan.id), name: 'Cheap', price: '1', adCredits: '0', maxAds: '1', priority: '1', next: '/' },
      { user: member },
    );
    expect(refused.error).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      (await callAction(server.plans.createMembershipPlan, { slug: 'x-plan', name: 'X', price: '1', duration: 'monthly' }, { user: null }))
        .error,
    ).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(
      (await callAction(server.plans.setPlanActive, { kind: 'partnership', planId: String(plan.id) }, { user: member })).error,
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(await partnerPlan('premier')).toEqual(plan);
  });
});
