/**
 * A member's loyalty, for the dashboard's Points tab (decision 025): the balance, lifetime points
 * and tier with the way to the next one, the ledger with each entry's reason, the rewards open now
 * and the member's codes. Dates come formatted in the page's language, New York time.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  arTours,
  businesses,
  events,
  loyaltyPoints,
  loyaltyRedemptions,
  loyaltyRewards,
  loyaltyTransactions,
  tickets,
} from '#db/schema.ts';
import { nextTier, tierFor } from '#lib/domain/loyalty.ts';
import { formatLongDayIn } from '#lib/i18n/format.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { Database } from '../db/client.ts';
import { isRedeemable, openRewardsQuery, remainingOf, type RewardRow } from './rewards.ts';
import type { MemberLoyaltyView, RewardView } from '#lib/views/loyalty.ts';
import { kindTexts, translatedOf, verifiedKindQuery, type KindTexts } from '../translations/kind-texts.ts';

export type { MemberLoyaltyView, RewardView };

const DAY = 86_400_000;

/** A reward as members see it, in `locale`. */
export function rewardView(reward: RewardRow, locale: Locale, now = new Date(), texts?: KindTexts): RewardView {
  const remaining = remainingOf(reward);
  const translated = texts ? translatedOf(texts, reward.id, 'title') : undefined;
  const notYet = !!reward.validFrom && reward.validFrom.getTime() > now.getTime();
  return {
    id: reward.id,
    title: reward.title,
    description: reward.description,
    pointsCost: reward.pointsCost,
    businessName: reward.businessName,
    businessId: reward.businessId,
    remaining,
    validFrom: reward.validFrom ? formatLongDayIn(locale, reward.validFrom) : null,
    validUntil: reward.validUntil ? formatLongDayIn(locale, new Date(reward.validUntil.getTime() - DAY / 2)) : null,
    terms: reward.termsConditions,
    closed: isRedeemable(reward, now) ? null : notYet ? 'not_yet' : 'sold_out',
    ...(translated ? { translated } : {}),
  };
}

export async function loadMemberLoyalty(db: Database, userId: number, locale: Locale, now = new Date()): Promise<MemberLoyaltyView> {
  // One round trip; in English the rewards' translations find nothing.
  const [balance, transactions, rewards, redemptions, rewardTextRows] = await db.batch([
    db
      .select({ points: loyaltyPoints.points, lifetimePoints: loyaltyPoints.lifetimePoints })
      .from(loyaltyPoints)
      .where(eq(loyaltyPoints.userId, userId)),
    db
      .select({
        id: loyaltyTransactions.id,
        type: loyaltyTransactions.type,
        points: loyaltyTransactions.points,
        shortfall: loyaltyTransactions.shortfall,
        createdAt: loyaltyTransactions.createdAt,
        businessName: businesses.name,
        rewardTitle: loyaltyRewards.title,
        tourTitle: arTours.title,
        eventTitle: events.title,
      })
      .from(loyaltyTransactions)
      .leftJoin(businesses, eq(businesses.id, loyaltyTransactions.businessId))
      .leftJoin(
        loyaltyRedemptions,
        and(
          eq(loyaltyTransactions.type, 'redemption'),
          sql`${loyaltyTransactions.sourceKey} = 'redemption:' || ${loyaltyRedemptions.code}`,
        ),
      )
      .leftJoin(loyaltyRewards, eq(loyaltyRewards.id, loyaltyRedemptions.rewardId))
      // The tour finished and the event attended, named by their source keys (`tour:<id>`,
      // `ticket:<id>`, decision 025), each found by its primary key.
      .leftJoin(
        arTours,
        and(
          eq(loyaltyTransactions.type, 'tour_finished'),
          sql`${arTours.id} = cast(substr(${loyaltyTransactions.sourceKey}, 6) as integer)`,
        ),
      )
      .leftJoin(
        tickets,
        and(eq(loyaltyTransactions.type, 'check_in'), sql`${tickets.id} = cast(substr(${loyaltyTransactions.sourceKey}, 8) as integer)`),
      )
      .leftJoin(events, eq(events.id, tickets.eventId))
      .where(eq(loyaltyTransactions.userId, userId))
      .orderBy(desc(loyaltyTransactions.createdAt), desc(loyaltyTransactions.id))
      .limit(50),
    openRewardsQuery(db, now),
    db
      .select({
        code: loyaltyRedemptions.code,
        pointsSpent: loyaltyRedemptions.pointsSpent,
        createdAt: loyaltyRedemptions.createdAt,
        verifiedAt: loyaltyRedemptions.verifiedAt,
        rewardTitle: loyaltyRewards.title,
        businessName: businesses.name,
      })
      .from(loyaltyRedemptions)
      .innerJoin(loyaltyRewards, eq(loyaltyRewards.id, loyaltyRedemptions.rewardId))
      .leftJoin(businesses, eq(businesses.id, loyaltyRewards.businessPartnerId))
      .where(eq(loyaltyRedemptions.userId, userId))
      .orderBy(desc(loyaltyRedemptions.createdAt), desc(loyaltyRedemptions.id)),
    verifiedKindQuery(db, locale, 'reward'),
  ]);
  const rewardTexts = kindTexts('reward', rewardTextRows);
  const points = balance[0]?.points ?? 0;
  const lifetimePoints = balance[0]?.lifetimePoints ?? 0;
  const tier = tierFor(lifetimePoints);
  const next = nextTier(lifetimePoints);
  return {
    points,
    lifetimePoints,
    tier: tier.id,
    next: next && {
      tier: next.tier.id,
      from: next.tier.from,
      needed: next.needed,
      percent: Math.floor(((lifetimePoints - tier.from) / (next.tier.from - tier.from)) * 100),
    },
    transactions: transactions.map(({ createdAt, tourTitle, eventTitle, ...entry }) => ({
      ...entry,
      about: tourTitle ?? eventTitle,
      date: formatLongDayIn(locale, createdAt),
    })),
    rewards: rewards.map((reward) => rewardView(reward, locale, now, rewardTexts)),
    redemptions: redemptions.map(({ createdAt, verifiedAt, ...entry }) => ({
      ...entry,
      date: formatLongDayIn(locale, createdAt),
      verifiedOn: verifiedAt ? formatLongDayIn(locale, verifiedAt) : null,
    })),
  };
}
