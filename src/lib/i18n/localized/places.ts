/**
 * The places pages in the visitor's language (decision 024): the home page's themes, the
 * neighborhood guide's prose and tabs, category names from business views and event times. The
 * guide's own words, keyed by the fixed ids of home-sections.ts and neighborhood-guide.ts.
 */
import { INTL_LOCALES, type Locale } from '#lib/i18n/locales.ts';
import type { ListingType } from '#lib/domain/property-filters.ts';
import { categoryName } from '#lib/i18n/localized/names.ts';
import type { GuideTab } from '#lib/domain/neighborhood-guide.ts';
import * as m from '#paraglide/messages.js';
import { countIn, instantIn, shortDateIn, timeRangeIn } from '#lib/i18n/format.ts';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const THEMES: Record<string, [Message, Message]> = {
  historic: [m.places_theme_historic, m.places_theme_historic_about],
  music: [m.places_theme_music, m.places_theme_music_about],
  dining: [m.places_theme_dining, m.places_theme_dining_about],
  culture: [m.places_theme_culture, m.places_theme_culture_about],
};

/** A theme's title and blurb ("Historic Harlem", "Harlem histórico"); an unknown id keeps its own. */
export function localizeTheme<T extends { id: string; title: string; blurb: string }>(locale: Locale, theme: T): T {
  const messages = THEMES[theme.id];
  return messages ? { ...theme, title: messages[0]({}, { locale }), blurb: messages[1]({}, { locale }) } : theme;
}

/** A neighborhood guide's prose fields, in English at the top of its YAML file and under `es` and `fr`. */
type BoardProse = { description: string; highlights: string[]; vibe: string; bestFor: string; signature: string; illustrationAlt: string };

/** A board of the neighborhood guide with its prose in the visitor's language (names stay as written). */
export function boardGuideIn<T extends BoardProse & { es: BoardProse; fr: BoardProse }>(locale: Locale, board: T): T {
  // English is the file's own prose; a language with its own block replaces it.
  const prose: Partial<Record<Locale, BoardProse>> = board;
  return { ...board, ...prose[locale] };
}

const GUIDE_TAB_LABELS: Record<GuideTab, Message> = {
  businesses: m.places_tab_businesses,
  events: m.places_tab_events,
  dining: m.places_tab_dining,
  culture: m.places_tab_culture,
};

/** A deep-dive tab's label: "Local Businesses", "Negocios locales", "Commerces locaux". */
export function guideTabLabel(locale: Locale, tab: GuideTab): string {
  return GUIDE_TAB_LABELS[tab]({}, { locale });
}

/** The guide's category slugs (./names.ts), to find a category by its stored English name. */
const CATEGORY_SLUGS = [
  'restaurants',
  'museums',
  'hotels',
  'history',
  'music',
  'bars-nightlife',
  'art-culture',
  'parks-outdoors',
  'shopping',
  'cafes-bakeries',
  'tours',
  'wellness',
];

/**
 * A category's name in the visitor's language from the English name a business view carries (it
 * has no slug); a name the guide does not know is shown as stored.
 */
export function categoryNameOf(locale: Locale, stored: string): string {
  const slug = CATEGORY_SLUGS.find((candidate) => categoryName('en', candidate, '') === stored);
  return slug ? categoryName(locale, slug, stored) : stored;
}

/** "Sat, Dec 5, 7:30 PM – 10:00 PM" in English; "sáb, 5 de dic, 7:30 p. m. – 10:00 p. m."; "sam. 5 déc., 19:30 – 22:00". */
export function formatEventDayAndTimesIn(locale: Locale, event: { date: string; startTime: string; endTime: string | null }): string {
  return `${shortDateIn(locale, event.date)}, ${timeRangeIn(locale, event.startTime, event.endTime)}`;
}

const NEWS_CATEGORY_NAMES: Record<string, Message> = {
  'food-drink': m.places_news_category_food_drink,
  'arts-culture': m.places_news_category_arts_culture,
  music: m.places_news_category_music,
  history: m.places_news_category_history,
  community: m.places_news_category_community,
  events: m.places_news_category_events,
};

/** A news category's name: "Food & Drink", "Comida y bebida", "Gastronomie". */
export function newsCategoryName(locale: Locale, category: { slug: string; name: string }): string {
  return NEWS_CATEGORY_NAMES[category.slug]?.({}, { locale }) ?? category.name;
}

/** How each language lists choices: the guide's English without the serial comma ("Community or Events"), as British English does. */
const LIST_LOCALES: Record<Locale, string> = { en: 'en-GB', es: INTL_LOCALES.es, fr: INTL_LOCALES.fr };

/** The notice for an unknown news category, listing the real ones ("Food & Drink, … or Events"). */
export function newsUnknownCategory(locale: Locale, text: string, categories: readonly { slug: string; name: string }[]): string {
  const list = new Intl.ListFormat(LIST_LOCALES[locale], { type: 'disjunction' }).format(
    categories.map((category) => newsCategoryName(locale, category)),
  );
  return m.places_news_unknown_category({ category: text, list }, { locale });
}

/** "March 12, 2026", "12 de marzo de 2026", "12 mars 2026": an article's day in New York. */
export function formatPublishedDateIn(locale: Locale, instant: Date): string {
  return instantIn(locale, instant, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** "For Sale", "En venta", "À vendre". */
export function listingLabel(locale: Locale, listingType: ListingType): string {
  return listingType === 'rent' ? m.places_prop_for_rent({}, { locale }) : m.places_prop_for_sale({}, { locale });
}

/** "Residential", "Residencial", "Résidentiel"; a type the guide does not know is shown as stored. */
export function propertyTypeLabel(locale: Locale, propertyType: string): string {
  if (propertyType === 'Residential') return m.places_prop_type_residential({}, { locale });
  if (propertyType === 'Commercial') return m.places_prop_type_commercial({}, { locale });
  return propertyType;
}

/** "$3,200/month" or "$1,250,000"; "3200,00 $US/mois" in French. */
export function formatPropertyPriceIn(locale: Locale, cents: number, listingType: ListingType): string {
  const amount = new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
  return listingType === 'rent' ? m.places_prop_per_month({ amount }, { locale }) : amount;
}

/** "3 bd" or "Studio"; "3 hab." or "Estudio". */
export function bedroomsLabelIn(locale: Locale, bedrooms: number | null): string | null {
  if (bedrooms === null) return null;
  return bedrooms === 0 ? m.places_prop_studio({}, { locale }) : m.places_prop_bedrooms_short({ count: bedrooms }, { locale });
}

/** "1,850 sq ft"; "1850 pies²", "1 850 pi²". */
export function squareFeetLabelIn(locale: Locale, squareFeet: number | null): string | null {
  return squareFeet === null ? null : m.places_prop_square_feet({ area: countIn(locale, squareFeet) }, { locale });
}
