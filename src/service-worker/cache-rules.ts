/** What the service worker may keep (shared with its tests): names and the rule for public answers. */
import { DEFAULT_LOCALE, splitLocale } from '../lib/i18n/locales.ts';

export const PAGES_CACHE = 'pages';
export const OFFLINE_PAGE = '/offline';

/** The offline page in the language of an address: /es/events falls back to /es/offline (decision 024). */
export function offlinePageFor(url: URL): string {
  const { locale } = splitLocale(url.pathname);
  return locale === DEFAULT_LOCALE ? OFFLINE_PAGE : `/${locale}${OFFLINE_PAGE}`;
}

/**
 * Whether an answer may be stored for whoever uses this browser next: a complete 200 from this
 * site whose Cache-Control does not say private or no-store (signed-in pages and personal answers
 * do, decision 014's page cache marks anonymous pages public).
 */
export function shareable(response: Response): boolean {
  if (response.status !== 200 || response.type === 'opaque' || response.redirected) return false;
  const control = (response.headers.get('cache-control') ?? '').toLowerCase();
  return !/\b(private|no-store)\b/.test(control);
}

/**
 * What the visitor chose to keep ("Save for offline"): never expires, read by the worker when the
 * network fails, and listed by the account and the offline page. A saved entry is a page, or a
 * page or image it needs; these headers on the stored copy say which.
 */
export const SAVED_CACHE = 'saved';
export const SAVED_HEADER = {
  /** On a page the visitor saved: its title, kind, and when it was saved (ISO). */
  title: 'x-saved-title',
  kind: 'x-saved-kind',
  at: 'x-saved-at',
  /** "1" on a page drawn for a signed-in visitor (a ticket, a page with their hearts): forgotten when they sign out. */
  personal: 'x-saved-personal',
  /** On what a saved page needs (its images, the places it links to): the saved pages needing it, space-separated. */
  neededBy: 'x-saved-for',
} as const;

/**
 * Pages drawn for a signed-in visitor (private, no-store) are kept apart, for that visitor only:
 * every page the server draws says whom for (a tag of the session, or "anonymous"), and the
 * worker forgets the personal pages and saves as soon as a page says someone else (decision 022).
 */
export const PERSONAL_PAGES_CACHE = 'pages-personal';
export const VIEWER_HEADER = 'x-viewer';
export const ANONYMOUS_VIEWER = 'anonymous';
/** Never kept even for their visitor: admin and owner consoles, payments, settings. */
const NOT_KEPT_PERSONAL =
  /^\/(admin|admin-panel|business-dashboard|business-owner-dashboard|business-uploads|checkout|payment|settings|dev)(\/|$)/;

/** Query parameters that hold a secret of their visitor (reset and confirmation tokens, checkout sessions, OAuth codes). */
const SECRET_PARAMS = ['token', 'session_id', 'code'];

/** Whether an address carries a secret (those above, or a ticket's code): no cache keeps its page, not even this browser's. */
export function carriesSecret(url: URL): boolean {
  return splitLocale(url.pathname).path.startsWith('/tickets/check/') || SECRET_PARAMS.some((name) => url.searchParams.has(name));
}

/** Whether a signed-in visitor's page may be kept for them: a complete 200 page outside the consoles, with no secret in its address. */
export function keptForViewer(url: URL, response: Response): boolean {
  const viewer = response.headers.get(VIEWER_HEADER);
  return (
    response.status === 200 &&
    !response.redirected &&
    viewer !== null &&
    viewer !== ANONYMOUS_VIEWER &&
    !NOT_KEPT_PERSONAL.test(splitLocale(url.pathname).path) &&
    !carriesSecret(url)
  );
}

/** A copy of a stored answer with headers set (a null value removes one); body, status and type kept. */
export function withHeaders(answer: Response, changes: Record<string, string | null>): Response {
  const headers = new Headers(answer.headers);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}

/**
 * Saves that are gone (absolute addresses) no longer need anything: what only they needed is
 * deleted, unless it was saved itself; what others still need names only those. Used when the
 * visitor removes a save and when the worker forgets a member's saves at sign-out.
 */
export async function releaseNeeds(cache: Cache, gone: ReadonlySet<string>): Promise<void> {
  for (const request of await cache.keys()) {
    const entry = await cache.match(request);
    const neededBy = entry?.headers.get(SAVED_HEADER.neededBy);
    if (!entry || !neededBy) continue;
    const owners = neededBy.split(' ').filter(Boolean);
    const rest = owners.filter((owner) => !gone.has(owner));
    if (rest.length === owners.length) continue;
    if (rest.length === 0 && !entry.headers.get(SAVED_HEADER.kind)) await cache.delete(request);
    else await cache.put(request, withHeaders(entry, { [SAVED_HEADER.neededBy]: rest.length > 0 ? rest.join(' ') : null }));
  }
}

/**
 * The request that keeps a page the worker did not see load (the visit that installed it), or
 * null for an address it must not fetch: another site's, the API, a form's answer (`_action`) or
 * one with a secret. Marked as a prefetch, so the guide's page views do not count it twice.
 */
export function pageToKeep(url: URL, origin: string): Request | null {
  if (url.origin !== origin || splitLocale(url.pathname).path.startsWith('/api/') || url.searchParams.has('_action') || carriesSecret(url))
    return null;
  url.hash = '';
  return new Request(url, { credentials: 'same-origin', headers: { purpose: 'prefetch' } });
}

/** The scripts and styles a page says it loaded: only this site's hashed files under /_astro/, at most 60. */
export function assetsToKeep(addresses: unknown, origin: string): Request[] {
  if (!Array.isArray(addresses)) return [];
  const files = new Set<string>();
  for (const address of addresses.slice(0, 60)) {
    if (typeof address !== 'string') continue;
    try {
      const url = new URL(address);
      if (url.origin === origin && url.pathname.startsWith('/_astro/') && url.search === '') files.add(url.href);
    } catch {
      // Not an address: nothing to keep.
    }
  }
  return [...files].map((href) => new Request(href));
}
