/**
 * A plan's category names in the visitor's language (decision 024), on the server: the names
 * come from the guide's category messages, which the planner's island does not carry.
 */
import type { Locale } from '../../domain/locales.ts';
import { categoryName } from '../../domain/localized-names.ts';
import type { Itinerary } from '../../domain/trip-planner.ts';

/** The plan with each stop's category named in `locale` (English: the plan as it is). */
export function withLocalizedCategories(plan: Itinerary, locale: Locale): Itinerary {
  if (locale === 'en') return plan;
  return {
    ...plan,
    days: plan.days.map((day) => ({
      ...day,
      blocks: day.blocks.map((block) => ({ ...block, picks: block.picks.map((pick) => ({ ...pick, category: categoryName(locale, pick.categorySlug, pick.category) })) })),
    })),
  };
}
