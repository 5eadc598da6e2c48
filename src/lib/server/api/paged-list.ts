/**
 * List APIs answer one page (decisions, "Scale"): the spec's array, at most `limit` items, and a
 * `Link: <...>; rel="next"` header when there are more. The next address carries a cursor (the
 * last item's place in the list's order), so every page seeks straight to where it starts and
 * costs what the first does; `offset` stays for a short jump (up to MAX_OFFSET). The query is
 * asked for one row more than the page, so knowing whether a next page exists costs no count.
 */
import * as m from '#paraglide/messages.js';
import { said } from '#lib/i18n/said.ts';
import { HttpError } from '../http/errors.ts';
import { PUBLIC_READ_CACHE, json } from './http.ts';

export type Page = { limit: number; offset: number; cursor?: string };

/**
 * The page asked for, its cursor read by `decode` (null: not a cursor of this list). A cursor that
 * does not decode, or one given with an offset, is a 400 naming the parameter.
 */
export function readPage<P>(page: Page, decode: (cursor: string) => P | null): { limit: number; offset: number; after?: P } {
  if (page.cursor === undefined) return { limit: page.limit, offset: page.offset };
  if (page.offset > 0) throw new HttpError(400, said(m.api_cursor_with_offset), { details: { parameter: 'offset' } });
  const after = decode(page.cursor);
  if (after === null) throw new HttpError(400, said(m.api_cursor_invalid), { details: { parameter: 'cursor' } });
  return { limit: page.limit, offset: 0, after };
}

/** The rows to ask the database for: one more than the page shows. */
export const rowsToRead = (page: { limit: number; offset: number }) => ({ limit: page.limit + 1, offset: page.offset });

/**
 * The page's items as the spec's array, with the Link header to the next page when there is one:
 * the same address and filters, the offset dropped and the cursor after the last item shown.
 */
export function pagedJson<T>(
  url: URL,
  rows: T[],
  page: { limit: number },
  cursorAfter: (row: T) => string,
  view: (row: T) => unknown = (row) => row,
): Response {
  const shown = rows.slice(0, page.limit);
  const headers = new Headers({ 'cache-control': PUBLIC_READ_CACHE });
  if (rows.length > page.limit) {
    const next = new URL(url);
    next.searchParams.delete('offset');
    next.searchParams.set('limit', String(page.limit));
    next.searchParams.set('cursor', cursorAfter(shown[shown.length - 1]));
    headers.set('link', `<${next.pathname}${next.search}>; rel="next"`);
  }
  return json(shown.map(view), { headers });
}
