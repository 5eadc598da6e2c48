/**
 * The spec's wording for favorites (spec 01 sections 5 and 8), shared by the input schema, the
 * action and the hearts. Kept apart from the zod schema so islands can import it without zod.
 */
export const FAVORITE_MESSAGES = {
  loginRequired: 'Please log in to save favorites.',
  added: 'Added to favorites',
  removed: 'Removed from favorites',
  failed: 'Failed to update favorites. Please try again.',
  notFound: 'Business not found',
} as const;
