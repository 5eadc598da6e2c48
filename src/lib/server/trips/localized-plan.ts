/**
 * A plan in the visitor's language (decision 024), worked out on the server so the planner's island
 * carries neither the guide's category messages nor the English it would replace: each stop's
 * category and reasons, each day's date, each block's name and hours, each event's time and price.
 * The fields only the translation needs (a stop's category slug and opening) are left out.
 */
import type { Locale } from '#lib/i18n/locales.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';
import { formatPriceIn } from '#lib/i18n/format.ts';
import { categoryName } from '#lib/i18n/localized/names.ts';
import { blockLabel, longDateIn, reasonsIn, timeRangeIn } from '#lib/i18n/localized/trip.ts';
import type { Itinerary, ItineraryEvent, ItineraryPick } from '#lib/domain/trip-planner.ts';

function localizePick(pick: ItineraryPick, date: string, locale: Locale): ItineraryPick {
  const { categorySlug, opening: _opening, ...shown } = pick;
  // The category as the business stores it, in English: its name in the guide's words on other pages.
  const category = writtenIn('en', locale) ? categoryName(locale, categorySlug ?? '', pick.category) : pick.category;
  return { ...shown, category, reasons: reasonsIn(locale, pick, date) };
}

function localizeEvent(event: ItineraryEvent, locale: Locale): ItineraryEvent {
  return { ...event, timeLabel: timeRangeIn(locale, event.startTime, event.endTime), priceLabel: formatPriceIn(locale, event.priceCents) };
}

/** The plan as the visitor reads it in `locale`, without the fields only its words needed. */
export function localizePlan(plan: Itinerary, locale: Locale): Itinerary {
  return {
    ...plan,
    events: plan.events.map((event) => localizeEvent(event, locale)),
    days: plan.days.map((day) => ({
      ...day,
      dateLabel: longDateIn(locale, day.date),
      events: day.events.map((event) => localizeEvent(event, locale)),
      blocks: day.blocks.map((block) => ({
        ...block,
        label: blockLabel(locale, block.id),
        timeLabel: timeRangeIn(locale, block.start, block.end),
        picks: block.picks.map((pick) => localizePick(pick, day.date, locale)),
      })),
    })),
  };
}
