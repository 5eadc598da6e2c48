/**
 * The personal dashboard in the visitor's language (decision 024): dates of messages, the kinds
 * of pages saved offline, favorites' category names, and a message with a name inside it drawn
 * apart so the name can carry `translate="no"`. English keeps the dashboard's own wording.
 */
import { businessCategoryName } from '#lib/i18n/localized/businesses.ts';
import { type Locale } from '#lib/i18n/locales.ts';
import type { SavedKind } from '#lib/site/offline-saves.ts';
import {
  dashboard_kind_business,
  dashboard_kind_event,
  dashboard_kind_ticket,
  dashboard_kind_trip,
  tours_kind_tour,
} from '#paraglide/messages.js';
import { dateTimeIn } from '#lib/i18n/format.ts';

/** "Nov 21, 2026, 9:05 AM"; "21 de nov de 2026, 9:05 a. m."; "21 nov. 2026, 09:05", in New York time. */
export { dateTimeIn };

const KINDS = {
  trip: dashboard_kind_trip,
  business: dashboard_kind_business,
  event: dashboard_kind_event,
  ticket: dashboard_kind_ticket,
  tour: tours_kind_tour,
};

/** "Itinerary", "Itinerario", "Itinéraire": what kind of page was saved for offline. */
export const savedKindIn = (locale: Locale, kind: SavedKind): string => KINDS[kind]({}, { locale });

/** The seeded categories' ids (./businesses.ts knows their names). */
const SEEDED_CATEGORY_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** A category known only by its stored name (a favorite's card) in `locale`; a name the guide does not know stays as stored. */
export function categoryNameIn(locale: Locale, stored: string): string {
  for (const id of SEEDED_CATEGORY_IDS) {
    const name = businessCategoryName(locale, { id, name: stored });
    if (name !== stored) return name;
  }
  return stored;
}

const MARK = '\u0000';

/** A message around a name, as the text before and after it: `around((name) => welcome({ name }))`. */
export function around(render: (name: string) => string): [before: string, after: string] {
  const [before = '', after = ''] = render(MARK).split(MARK);
  return [before, after];
}
