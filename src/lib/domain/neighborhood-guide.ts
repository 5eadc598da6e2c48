/**
 * The neighborhood guide's deep dive: which tabs a board has, what each tab shows and how much
 * of it. Pure functions over already-loaded rows, so a page needs one query per tab whatever
 * the size of the directory.
 */

/** The deep-dive tabs in display order; the first one lives at the board's own address. */
export const GUIDE_TABS = ['businesses', 'events', 'dining', 'culture'] as const;
export type GuideTab = (typeof GUIDE_TABS)[number];

export const GUIDE_TAB_LABELS: Record<GuideTab, string> = {
  businesses: 'Local Businesses',
  events: 'Upcoming Events',
  dining: 'Dining Guide',
  culture: 'Arts & Culture',
};

/** How many items each tab shows (spec section 9: 6 businesses, 4 events, 5 dining, 5 culture). */
export const GUIDE_LIMITS: Record<GuideTab, number> = { businesses: 6, events: 4, dining: 5, culture: 5 };

/** Longest description each tab shows before it is cut on a word boundary. */
export const GUIDE_DESCRIPTION_LIMITS: Record<GuideTab, number> = { businesses: 120, events: 120, dining: 100, culture: 100 };

/** Category-name keywords of the themed tabs, matched as case-insensitive substrings ("contains"). */
export const DINING_KEYWORDS = ['food', 'restaurant', 'dining'] as const;
export const CULTURE_KEYWORDS = ['art', 'culture', 'music', 'gallery'] as const;

type WithCategory = { category: { name: string } };
type WithStart = { startsAt: string | Date };

/** Whether a category name contains any of the keywords, ignoring case. */
export function categoryMatches(categoryName: string, keywords: readonly string[]): boolean {
  const name = categoryName.toLowerCase();
  return keywords.some((keyword) => name.includes(keyword.toLowerCase()));
}

/** First businesses of the board, in the order given (directory order). */
export function selectLocalBusinesses<T>(businesses: readonly T[]): T[] {
  return businesses.slice(0, GUIDE_LIMITS.businesses);
}

/** First businesses whose category is about food, restaurants or dining. */
export function selectDining<T extends WithCategory>(businesses: readonly T[]): T[] {
  return businesses.filter((business) => categoryMatches(business.category.name, DINING_KEYWORDS)).slice(0, GUIDE_LIMITS.dining);
}

/** First businesses whose category is about art, culture, music or galleries. */
export function selectCulture<T extends WithCategory>(businesses: readonly T[]): T[] {
  return businesses.filter((business) => categoryMatches(business.category.name, CULTURE_KEYWORDS)).slice(0, GUIDE_LIMITS.culture);
}

/** The soonest events starting at or after `now`, earliest first. */
export function selectUpcomingEvents<T extends WithStart>(events: readonly T[], now: Date): T[] {
  const startOf = (event: T) => new Date(event.startsAt).getTime();
  return events
    .filter((event) => startOf(event) >= now.getTime())
    .sort((a, b) => startOf(a) - startOf(b))
    .slice(0, GUIDE_LIMITS.events);
}

/** The businesses a business tab shows, from the board's businesses in directory order. */
export function selectBusinessesForTab<T extends WithCategory>(tab: Exclude<GuideTab, 'events'>, businesses: readonly T[]): T[] {
  if (tab === 'dining') return selectDining(businesses);
  if (tab === 'culture') return selectCulture(businesses);
  return selectLocalBusinesses(businesses);
}

/**
 * Text cut to at most `max` characters on a word boundary, with an ellipsis when anything was
 * cut. Runs of whitespace count as one space; trailing punctuation before the ellipsis is
 * dropped. A single word longer than `max` is cut inside the word.
 */
export function truncateDescription(text: string | null | undefined, max: number): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  let cut = clean.slice(0, max);
  // The cut already ends a word when the next character is a space.
  if (clean[max] !== ' ') {
    const lastSpace = cut.lastIndexOf(' ');
    if (lastSpace > 0) cut = cut.slice(0, lastSpace);
  }
  cut = cut.replace(/[\s,;:.!?\-–—]+$/u, '');
  return `${cut}…`;
}

/** The tab named by the path after the board: none is the first tab; anything unknown is null. */
export function parseGuideTab(segment: string | undefined): GuideTab | null {
  if (segment === undefined || segment === '') return 'businesses';
  return (GUIDE_TABS as readonly string[]).includes(segment) ? (segment as GuideTab) : null;
}

/** Address of a board's tab: /neighborhoods/{slug} for the first tab, /neighborhoods/{slug}/{tab} otherwise. */
export function guideTabPath(slug: string, tab: GuideTab): string {
  return tab === 'businesses' ? `/neighborhoods/${slug}` : `/neighborhoods/${slug}/${tab}`;
}
