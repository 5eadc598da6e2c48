/**
 * The home page's themes and category tabs in the visitor's language (decision 024): the guide's
 * own words, keyed by the fixed ids of home-sections.ts.
 */
import type { Locale } from './locales.ts';
import { categoryName } from './localized-names.ts';
import * as m from '../../paraglide/messages.js';

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

/** The category slug each home tab shows ("historical sites" is the history category). */
const TAB_CATEGORIES: Record<string, string> = { 'restaurants': 'restaurants', 'museums': 'museums', 'hotels': 'hotels', 'historical sites': 'history' };

/** A home tab's label: "All" or the category's name in the visitor's language. */
export function tabLabel(locale: Locale, tab: { value: string; label: string }): string {
  if (tab.value === 'all') return m.places_tab_all({}, { locale });
  const slug = TAB_CATEGORIES[tab.value];
  return slug ? categoryName(locale, slug, tab.label) : tab.label;
}
