/** The home page's themed sections and tabs, as the spec defines them. */

/** Explore by Experience: four themes matched on category keywords, 3 businesses each. */
export const EXPERIENCE_THEMES = [
  {
    id: 'historic',
    title: 'Historic Harlem',
    blurb: 'Landmarks, museums and the houses where history was made.',
    keywords: ['history', 'museum', 'landmark'],
  },
  {
    id: 'music',
    title: 'Music & Jazz',
    blurb: 'The stages and clubs that gave the world bebop and soul.',
    keywords: ['music', 'entertainment', 'venue'],
  },
  {
    id: 'dining',
    title: 'Soul Food & Dining',
    blurb: 'Kitchens from every corner of Harlem, from soul food to sancocho.',
    keywords: ['food', 'restaurant', 'dining'],
  },
  {
    id: 'culture',
    title: 'Arts & Culture',
    blurb: 'Galleries, dance and murals on every other block.',
    keywords: ['art', 'culture', 'gallery'],
  },
] as const;
export const THEME_LIMIT = 3;

/** Category tabs: the tab matches a category name lowercased exactly. */
export const CATEGORY_TABS = [
  { value: 'all', label: 'All' },
  { value: 'restaurants', label: 'Restaurants' },
  { value: 'museums', label: 'Museums' },
  { value: 'hotels', label: 'Hotels' },
  { value: 'historical sites', label: 'Historical Sites' },
] as const;
export type CategoryTab = (typeof CATEGORY_TABS)[number]['value'];

/** The tab a query value names; "all" for anything else. */
export function resolveTab(raw: string | null): CategoryTab {
  const value = (raw ?? '').trim().toLowerCase().replace(/-/g, ' ');
  return CATEGORY_TABS.find((tab) => tab.value === value)?.value ?? 'all';
}

/** Featured Experiences: guided tours and experiences. */
export const EXPERIENCE_KEYWORDS = ['tour', 'experience'] as const;

export const HOME_LIMITS = { featured: 6, premium: 6, events: 6, agenda: 8, tab: 6, experiences: 6 } as const;

/**
 * The home page's business sections, each business at most once on the whole page. Sections
 * are given in the order they claim businesses; each is read with as many more rows as the
 * sections before it show (rowsToRead), loses those already claimed and is cut to its limit.
 */
export function distinctSections<T extends { id: number }>(sections: readonly { rows: readonly T[]; limit: number }[]): T[][] {
  const shown = new Set<number>();
  return sections.map(({ rows, limit }) => {
    const kept = rows.filter((row) => !shown.has(row.id)).slice(0, limit);
    for (const row of kept) shown.add(row.id);
    return kept;
  });
}

/** How many rows to read for each of these sections (in claiming order) so distinctSections can fill them. */
export function rowsToRead(limits: readonly number[]): number[] {
  let above = 0;
  return limits.map((limit) => {
    const read = limit + above;
    above += limit;
    return read;
  });
}
