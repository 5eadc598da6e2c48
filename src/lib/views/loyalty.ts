/** What loyalty's islands receive (decision 025): the member's Points tab and a reward card, dates already in the page's language. */
import type { LoyaltyTierId } from '../domain/loyalty.ts';
import type { TranslatedTexts } from './translated-texts.ts';

export type RewardView = {
  id: number;
  title: string;
  description: string | null;
  pointsCost: number;
  businessName: string | null;
  businessId: number | null;
  /** Left of a limited reward; null when unlimited. */
  remaining: number | null;
  validFrom: string | null;
  /** The last day it can be redeemed. */
  validUntil: string | null;
  terms: string | null;
  /** Why it cannot be redeemed now, if it cannot: not yet open or none left (points are the member's own matter). */
  closed: 'not_yet' | 'sold_out' | null;
  /** Its verified title and description in the page's language, when an admin has written them (decision 024). */
  translated?: TranslatedTexts;
};

export type MemberLoyaltyView = {
  points: number;
  lifetimePoints: number;
  tier: LoyaltyTierId;
  next: { tier: LoyaltyTierId; from: number; needed: number; percent: number } | null;
  /** `about`: the tour finished or the event attended, as written. */
  transactions: {
    id: number;
    type: string;
    points: number;
    /** A refund's reversal: the points it could not take back, already spent. */
    shortfall: number;
    date: string;
    businessName: string | null;
    rewardTitle: string | null;
    about: string | null;
  }[];
  rewards: RewardView[];
  redemptions: {
    code: string;
    rewardTitle: string;
    businessName: string | null;
    pointsSpent: number;
    date: string;
    verifiedOn: string | null;
  }[];
};
