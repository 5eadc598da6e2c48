/**
 * What a cached page shows and what a write changed, named by the same keys (decision 032), so a
 * write empties only the cached pages that show what it changed:
 *
 * - While a request runs (the middleware opens its scope), every read that puts a record or a
 *   list on the page says so with `pageShows(...)`: `business:7`, `businesses:list`, `board:10`.
 *   A shared answer carries its keys in PAGE_KEYS_HEADER, for the hosts' caches only (never sent out).
 *   An answer that named no key shows something unnamed: it is kept under ANY_KEY, which every
 *   change empties.
 * - Every write says what it changed with `contentChanged(...)`; called with no key, it says the
 *   write changed nothing a public page shows (a sign-in, a favorite, a contact message). A
 *   successful write's answer carries its keys in CHANGED_KEYS_HEADER; a write that said nothing
 *   changed ANY_KEY, which empties every cached page (the safe default for a write not yet named).
 * - The hosts act on the headers: the Node server (scripts/serve) and the Workers' edge cache
 *   (edge-cache.ts) empty what the keys name and record the change for the other servers.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** A cached answer's keys, space-separated: what the page shows. Kept by the caches, never sent. */
export const PAGE_KEYS_HEADER = 'x-cache-keys';
/** A successful write's keys, space-separated ("" when nothing public changed). Never sent. */
export const CHANGED_KEYS_HEADER = 'x-cache-changed';
/** Every page: the key of a page that named nothing, and of a change that named nothing. */
export const ANY_KEY = '*';

/** The keys, by what they name. A list key is emptied by any record of that kind added, removed or changed. */
export const cacheKey = {
  business: (id: number) => `business:${id}`,
  businesses: 'businesses:list',
  event: (id: number) => `event:${id}`,
  events: 'events:list',
  board: (id: number) => `board:${id}`,
  tour: (id: number) => `tour:${id}`,
  tours: 'tours:list',
  property: (id: number) => `property:${id}`,
  properties: 'properties:list',
  /** Member plans, listing plans and their prices (/premium, /pricing, /business-listing-pricing). */
  plans: 'plans',
  /** Site-wide settings every page may show (the banner, contact details). */
  site: 'site',
  /** Whether a page's ad slot is drawn (an approved, running ad for its placement). */
  ads: 'ads',
  /** What no write of the site changes (community boards, categories, the festival's programme): the seed and deploys do. */
  reference: 'reference',
} as const;

type Scope = { shows: Set<string>; changed: Set<string> | null };

const scopes = new AsyncLocalStorage<Scope>();

/** Runs a request's work, gathering what it showed and what it changed. */
export async function withCacheKeys<T>(work: () => Promise<T>): Promise<{ result: T; shows: Set<string>; changed: Set<string> | null }> {
  const scope: Scope = { shows: new Set(), changed: null };
  const result = await scopes.run(scope, work);
  return { result, shows: scope.shows, changed: scope.changed };
}

/** The page being drawn shows these records or lists. Outside a request, nothing happens. */
export function pageShows(...keys: string[]): void {
  const scope = scopes.getStore();
  if (scope) for (const key of keys) scope.shows.add(key);
}

/** The write being made changed these records or lists; no key: nothing a public page shows. */
export function contentChanged(...keys: string[]): void {
  const scope = scopes.getStore();
  if (!scope) return;
  scope.changed ??= new Set();
  for (const key of keys) scope.changed.add(key);
}

/** The header value of a page's keys: ANY_KEY when it named none. */
export function pageKeysValue(shows: ReadonlySet<string>): string {
  return shows.size ? [...shows].sort().join(' ') : ANY_KEY;
}

/** The header value of a write's keys: ANY_KEY when it said nothing, "" when it said nothing public changed. */
export function changedKeysValue(changed: ReadonlySet<string> | null): string {
  return changed === null ? ANY_KEY : [...changed].sort().join(' ');
}

/** Reads a keys header ("" or absent: none). */
export function parseKeys(value: string | null | undefined): string[] {
  return value ? value.split(' ').filter(Boolean) : [];
}
