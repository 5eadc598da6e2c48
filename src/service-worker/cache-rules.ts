/** What the service worker may keep (shared with its tests): names and the rule for public answers. */

export const PAGES_CACHE = 'pages';
export const OFFLINE_PAGE = '/offline';

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
