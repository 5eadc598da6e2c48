/**
 * Demo loyalty (decision 025; honest seed data, decision 005): four rewards from seeded partner
 * businesses (one limited, one unlimited, one opening in two weeks, one ended), and short points
 * histories for the demo members that follow from seeded facts: Keisha's gift, Marcus's paid
 * Premium months and gift, and the two rewards he redeemed (one code used at the counter, one
 * not yet, at the demo owner's restaurant so it can be verified there).
 */
import { inArray } from 'drizzle-orm';
import * as schema from '../schema.ts';
import { tierFor } from '#lib/domain/loyalty.ts';
import type { Database } from '#lib/server/db/client.ts';

const DAY = 86_400_000;

type Rewardable = { id: number; name: string };
/** The seed's transaction (or the database). */
type Writer = Pick<Parameters<Parameters<Database['transaction']>[0]>[0], 'insert' | 'update'>;

export const SEED_REWARDS = [
  {
    business: 'Mount Morris Coffee House',
    title: 'A drip coffee on the house',
    description: 'Any size of the day’s drip coffee.',
    pointsCost: 150,
    total: null,
    from: null,
    until: null,
    terms: 'One per visit. Show your code before you order.',
  },
  {
    business: 'Lenox Avenue Soul Kitchen',
    title: 'Sweet potato pie for two',
    description: 'Two slices of the house sweet potato pie with any dinner.',
    pointsCost: 300,
    total: 25,
    from: null,
    until: 60,
    terms: 'Dine-in only, with at least one entrée. Not valid on holidays.',
  },
  {
    business: 'Lenox Scoops Creamery',
    title: 'Hot cocoa float',
    description: 'A cup of hot cocoa with a scoop of vanilla on top.',
    pointsCost: 200,
    total: 40,
    from: 14,
    until: 120,
    terms: 'One per member.',
  },
  {
    business: 'Uptown Stories Walking Tours',
    title: '10% off a guided walk',
    description: 'Ten percent off any public group walk.',
    pointsCost: 500,
    total: null,
    from: -90,
    until: -10,
    terms: 'Book by phone and give your code.',
  },
] as const;

/** Inserts the rewards and the demo histories. `tx` is the seed's transaction. */
export async function seedLoyalty(
  tx: Writer,
  now: Date,
  people: { member: { id: number }; premium: { id: number } },
  businessByName: Map<string, Rewardable>,
): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const rewards = await tx
    .insert(schema.loyaltyRewards)
    .values(
      SEED_REWARDS.map((reward) => ({
        businessPartnerId: businessByName.get(reward.business)!.id,
        title: reward.title,
        description: reward.description,
        pointsCost: reward.pointsCost,
        isLimited: reward.total !== null,
        totalAvailable: reward.total,
        validFrom: reward.from === null ? null : at(reward.from),
        validUntil: reward.until === null ? null : at(reward.until),
        termsConditions: reward.terms,
        createdAt: at(-100),
      })),
    )
    .returning({ id: schema.loyaltyRewards.id, pointsCost: schema.loyaltyRewards.pointsCost });
  const [coffee, pie] = rewards;

  // Gifts, paid by the demo members while signed in.
  const gifts = await tx
    .insert(schema.donations)
    .values([
      {
        userId: people.member.id,
        amountCents: 2_500,
        donorName: 'Keisha Brown',
        donorEmail: 'member@harlemguide.example',
        status: 'paid' as const,
        paidAt: at(-45),
        createdAt: at(-45),
      },
      {
        userId: people.premium.id,
        amountCents: 25_000,
        donorName: 'Marcus Reyes',
        donorEmail: 'premium@harlemguide.example',
        status: 'paid' as const,
        paidAt: at(-62),
        createdAt: at(-62),
      },
    ])
    .returning({ id: schema.donations.id, amountCents: schema.donations.amountCents });

  const codes = [
    { rewardId: coffee.id, code: 'MMCH7Q2RXP', pointsSpent: coffee.pointsCost, createdAt: at(-15), verifiedAt: at(-14) },
    { rewardId: pie.id, code: 'SWEET4PY9T', pointsSpent: pie.pointsCost, createdAt: at(-3), verifiedAt: null },
  ];
  const history = [
    {
      userId: people.member.id,
      type: 'donation',
      points: 25,
      description: 'Donation to Harlem Guide',
      sourceKey: `donation:${gifts[0].id}`,
      createdAt: at(-45),
    },
    {
      userId: people.premium.id,
      type: 'premium_month',
      points: 100,
      description: 'Premium month',
      sourceKey: 'invoice:in_seed_marcus_1',
      createdAt: at(-80),
    },
    {
      userId: people.premium.id,
      type: 'donation',
      points: 250,
      description: 'Donation to Harlem Guide',
      sourceKey: `donation:${gifts[1].id}`,
      createdAt: at(-62),
    },
    {
      userId: people.premium.id,
      type: 'premium_month',
      points: 100,
      description: 'Premium month',
      sourceKey: 'invoice:in_seed_marcus_2',
      createdAt: at(-50),
    },
    {
      userId: people.premium.id,
      type: 'premium_month',
      points: 100,
      description: 'Premium month',
      sourceKey: 'invoice:in_seed_marcus_3',
      createdAt: at(-20),
    },
    ...codes.map((code) => ({
      userId: people.premium.id,
      type: 'redemption',
      points: -code.pointsSpent,
      description: `Redeemed reward ${code.rewardId}`,
      sourceKey: `redemption:${code.code}`,
      createdAt: code.createdAt,
    })),
  ];
  await tx.insert(schema.loyaltyRedemptions).values(codes.map((code) => ({ ...code, userId: people.premium.id })));
  await tx.insert(schema.loyaltyTransactions).values(history);
  await tx
    .update(schema.loyaltyRewards)
    .set({ redeemed: 1 })
    .where(inArray(schema.loyaltyRewards.id, [coffee.id, pie.id]));

  const balances = [people.member.id, people.premium.id].map((userId) => {
    const own = history.filter((entry) => entry.userId === userId);
    const lifetimePoints = own.filter((entry) => entry.points > 0).reduce((sum, entry) => sum + entry.points, 0);
    return {
      userId,
      points: own.reduce((sum, entry) => sum + entry.points, 0),
      lifetimePoints,
      tier: tierFor(lifetimePoints).id,
      updatedAt: now,
    };
  });
  await tx.insert(schema.loyaltyPoints).values(balances);
}
