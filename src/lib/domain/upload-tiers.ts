/**
 * The upload center's tiers (spec 02 and decisions: basic $29, premium $79, professional $149,
 * enterprise $299), default basic, and what each buys. A paid upload is checked by the guide's
 * team; once published it shows on the business's page, to every visitor, for its tier's days
 * (higher tiers first), and the two top tiers also take turns in the home page's spotlight for
 * their first days. An upload the team does not publish is refunded in full. The upload center
 * words these features from this table, and the server publishes by it (uploads/upload-review.ts).
 */
export const UPLOAD_TIER_PRICES = { basic: 2900, premium: 7900, professional: 14900, enterprise: 29900 } as const;
export type UploadTier = keyof typeof UPLOAD_TIER_PRICES;
export const UPLOAD_TIER_NAMES: Record<UploadTier, string> = {
  basic: 'Basic',
  premium: 'Premium',
  professional: 'Professional',
  enterprise: 'Enterprise',
};
export const DEFAULT_UPLOAD_TIER: UploadTier = 'basic';

/** Days a published upload stays on the business's page, and in the home page's spotlight (0: never there). */
export const UPLOAD_TIER_PLACEMENT: Record<UploadTier, { pageDays: number; spotlightDays: number }> = {
  basic: { pageDays: 30, spotlightDays: 0 },
  premium: { pageDays: 90, spotlightDays: 0 },
  professional: { pageDays: 180, spotlightDays: 30 },
  enterprise: { pageDays: 365, spotlightDays: 90 },
};

/** Higher tiers are shown first on the business's page. */
export const UPLOAD_TIER_RANK: Record<UploadTier, number> = { basic: 1, premium: 2, professional: 3, enterprise: 4 };

/** A business's page shows at most this many uploads at once; more are not sold, nor published. */
export const UPLOADS_SHOWN_MAX = 12;

/** The home page's spotlight shows this many uploads at a time, picked in turn (two keep the page within its 14 KB budget). */
export const SPOTLIGHT_SIZE = 2;

export type UploadTierFeature = { key: 'page'; days: number } | { key: 'spotlight'; days: number };

/** What a tier buys, as the upload center lists it. */
export function uploadTierFeatures(tier: UploadTier): UploadTierFeature[] {
  const { pageDays, spotlightDays } = UPLOAD_TIER_PLACEMENT[tier];
  return [{ key: 'page', days: pageDays }, ...(spotlightDays > 0 ? [{ key: 'spotlight', days: spotlightDays } as const] : [])];
}

/** Statuses as the owner's list shows them; anything else is shown as it is, in gray. */
export const UPLOAD_STATUS_LABELS: Record<string, string> = {
  pending_payment: 'Pending payment',
  in_review: 'Paid, waiting for review',
  published: 'Published',
  ended: 'Ended',
  refused: 'Not published, refunded',
  refunded: 'Refunded',
};

/**
 * The English of the upload services' former refusals, as the dashboard island's map
 * (islands/media/owner-action-text.ts) still looks them up; the services say them as message keys
 * (schemas/upload-messages.ts).
 */
export const UPLOAD_MESSAGES = {
  notPending: 'This upload is already paid for.',
  paymentFailed: 'Failed to initiate payment. Please try again.',
  pageFull: `Your business page shows at most ${UPLOADS_SHOWN_MAX} uploads at a time. Delete one, or wait until one ends, before paying for another.`,
  refundFailed: 'The refund could not be made, so the upload is still here. Please try again.',
} as const;
