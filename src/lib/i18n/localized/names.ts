/**
 * The names and descriptions of the guide's categories and boards in the visitor's language
 * (decision 024). Categories and boards are the guide's own words, seeded with fixed slugs: an
 * unknown slug (a category an admin added later) keeps the name it was stored with.
 */
import type { Locale } from '#lib/i18n/locales.ts';
import * as m from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const CATEGORY_NAMES: Record<string, [Message, Message]> = {
  restaurants: [m.names_category_restaurants, m.names_category_restaurants_about],
  museums: [m.names_category_museums, m.names_category_museums_about],
  hotels: [m.names_category_hotels, m.names_category_hotels_about],
  history: [m.names_category_history, m.names_category_history_about],
  music: [m.names_category_music, m.names_category_music_about],
  'bars-nightlife': [m.names_category_bars_nightlife, m.names_category_bars_nightlife_about],
  'art-culture': [m.names_category_art_culture, m.names_category_art_culture_about],
  'parks-outdoors': [m.names_category_parks_outdoors, m.names_category_parks_outdoors_about],
  shopping: [m.names_category_shopping, m.names_category_shopping_about],
  'cafes-bakeries': [m.names_category_cafes_bakeries, m.names_category_cafes_bakeries_about],
  tours: [m.names_category_tours, m.names_category_tours_about],
  wellness: [m.names_category_wellness, m.names_category_wellness_about],
};

const BOARD_DESCRIPTIONS: Record<number, Message> = {
  9: m.names_board_9_about,
  10: m.names_board_10_about,
  11: m.names_board_11_about,
  12: m.names_board_12_about,
};

/** "Restaurants", "Restaurantes", "Restaurants"; a category the guide does not know keeps `stored`. */
export function categoryName(locale: Locale, slug: string, stored: string): string {
  const messages = CATEGORY_NAMES[slug];
  return messages ? messages[0]({}, { locale }) : stored;
}

/** A category's one-line description in the visitor's language, or `stored`. */
export function categoryDescription(locale: Locale, slug: string, stored: string): string {
  const messages = CATEGORY_NAMES[slug];
  return messages ? messages[1]({}, { locale }) : stored;
}

/** A community board's description (its names are place names, the same in every language). */
export function boardDescription(locale: Locale, board: number, stored: string): string {
  const message = BOARD_DESCRIPTIONS[board];
  return message ? message({}, { locale }) : stored;
}
