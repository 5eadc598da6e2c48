/** Parsing the discovery pages' query string: board and category filters that never error. */
import type { CategoryView } from '../views/reference';

/** Old links use these category words; they mean the category with this slug. */
const CATEGORY_ALIASES: Record<string, string> = {
  historical: 'history',
  'arts-culture': 'art-culture',
  bars: 'bars-nightlife',
  nightlife: 'bars-nightlife',
};

export type CategoryChoice = { category: CategoryView | null; unknown: string | null };

/** The category a link names by id ("7") or slug ("art-culture"), or the unknown text to report. */
export function resolveCategory(raw: string | null, categories: readonly CategoryView[]): CategoryChoice {
  const value = raw?.trim().toLowerCase() ?? '';
  if (!value || value === 'all') return { category: null, unknown: null };
  const slug = CATEGORY_ALIASES[value] ?? value;
  const found = /^\d+$/.test(value)
    ? categories.find((category) => category.id === Number(value))
    : categories.find((category) => category.slug === slug || category.name.toLowerCase() === value);
  return found ? { category: found, unknown: null } : { category: null, unknown: raw!.trim().slice(0, 60) };
}

/** The community board number 9-12 a link names, or null (anything else means all boards). */
export function resolveBoard(raw: string | null, boardNumbers: readonly number[]): number | null {
  if (!raw || !/^\d{1,2}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return boardNumbers.includes(value) ? value : null;
}

/** A page number from the query string: 1 unless a positive whole number is given. */
export function resolvePage(raw: string | null): number {
  if (!raw || !/^\d{1,6}$/.test(raw.trim())) return 1;
  return Math.max(1, Number(raw.trim()));
}

/** A search text: trimmed, at most 100 characters, empty means none. */
export function resolveSearch(raw: string | null): string {
  return (raw ?? '').trim().slice(0, 100);
}
