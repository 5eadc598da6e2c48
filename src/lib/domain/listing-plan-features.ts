/**
 * The features a listing plan card lists, read from the plan's own columns and nothing else, each
 * once: premium placement for its days, its directory priority, events and bookings, video tours.
 * The server grants the same columns (listings/listing-features.ts, the directory order, the
 * expiry), so a card cannot promise what the plan does not give.
 */
export type ListingPlanColumns = { durationDays: number; priority: number; eventsIncluded: boolean; videoIncluded: boolean };

export type ListingPlanFeature =
  { key: 'days'; days: number } | { key: 'priority'; priority: number } | { key: 'events' } | { key: 'videos' };

export type ListingPlanFeatureKey = ListingPlanFeature['key'];

/** The plan's features in the order the card lists them. */
export function listingPlanFeatures(plan: ListingPlanColumns): ListingPlanFeature[] {
  return [
    { key: 'days', days: plan.durationDays },
    { key: 'priority', priority: plan.priority },
    ...(plan.eventsIncluded ? [{ key: 'events' } as const] : []),
    ...(plan.videoIncluded ? [{ key: 'videos' } as const] : []),
  ];
}
