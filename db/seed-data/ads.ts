/**
 * The demo's sponsored placement (issue 17): when the partnership plans are seeded (the plan
 * 'spotlight' exists), the demo owner gets a live Spotlight subscription and one approved home ad
 * for their business, so `npm start` shows a Sponsored slot. Without the plans, nothing.
 */
import { eq } from 'drizzle-orm';
import * as schema from '../schema.ts';
import { addDays, newYorkTimeToInstant, toNewYorkParts } from '#lib/domain/time.ts';
import type { Database } from '#lib/server/db/client.ts';

type Writer = Pick<Parameters<Parameters<Database['transaction']>[0]>[0], 'insert' | 'select'>;
const DAY = 86_400_000;

export async function seedDemoAdvertising(
  tx: Writer,
  now: Date,
  owner: { id: number },
  business: { id: number; name: string; imageUrl: string | null },
): Promise<void> {
  const [plan] = await tx
    .select({ id: schema.partnershipPlans.id })
    .from(schema.partnershipPlans)
    .where(eq(schema.partnershipPlans.slug, 'spotlight'));
  if (!plan) return;
  await tx.insert(schema.partnerSubscriptions).values({
    userId: owner.id,
    planId: plan.id,
    stripeSubscriptionId: 'sub_demo_spotlight',
    status: 'active',
    currentPeriodStart: new Date(now.getTime() - 5 * DAY),
    currentPeriodEnd: new Date(now.getTime() + 25 * DAY),
  });
  const start = addDays(toNewYorkParts(now).date, -5);
  const end = addDays(start, 60);
  await tx.insert(schema.advertisements).values({
    partnerId: owner.id,
    title: `${business.name}: lunch specials all week`,
    description: 'Stop by for our weekday lunch plates, served from noon.',
    imageUrl: business.imageUrl,
    imageAlt: `The dining room at ${business.name}`,
    targetUrl: `https://harlemguide.example/business/${business.id}`,
    adType: 'banner',
    placement: 'home',
    targeting: { boards: [], categories: [] },
    budgetCents: 5_000,
    schedule: { start, end },
    startsAt: newYorkTimeToInstant(start),
    endsAt: newYorkTimeToInstant(addDays(end, 1)),
    status: 'approved',
  });
}
