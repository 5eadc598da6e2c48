/**
 * List APIs answer one page (decisions, "Scale"): the spec's array, at most `limit` items from
 * `offset`, and a `Link: <...>; rel="next"` header when there are more. The query is asked for
 * one row more than the page, so knowing whether a next page exists costs no count.
 */
import { PUBLIC_READ_CACHE, json } from './http.ts';

export type Page = { limit: number; offset: number };

/** The rows to ask the database for: one more than the page shows. */
export const rowsToRead = (page: Page) => ({ limit: page.limit + 1, offset: page.offset });

/** The page's items as the spec's array, with the Link header to the next page when there is one. */
export function pagedJson<T>(url: URL, rows: T[], page: Page): Response {
  const items = rows.slice(0, page.limit);
  const headers = new Headers({ 'cache-control': PUBLIC_READ_CACHE });
  if (rows.length > page.limit) {
    const next = new URL(url);
    next.searchParams.set('offset', String(page.offset + page.limit));
    next.searchParams.set('limit', String(page.limit));
    headers.set('link', `<${next.pathname}${next.search}>; rel="next"`);
  }
  return json(items, { headers });
}
