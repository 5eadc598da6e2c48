/**
 * GET /api/businesses: active businesses in directory order, one page (limit, then the cursor of
 * the Link rel="next" address, or an offset up to 1,000). A Premium member's advanced search (price, minRating, openDay and openTime,
 * savedPlace and within) filters too; anyone else's is ignored.
 */
import { getDb } from '#lib/server/db/client.ts';
import { apiRoute, parseQuery } from '#lib/server/api/http.ts';
import { pagedJson, readPage, rowsToRead } from '#lib/server/api/paged-list.ts';
import { businessCursor, readBusinessCursor } from '#lib/server/api/list-cursors.ts';
import { BusinessListQuerySchema } from '#lib/schemas/api-query.ts';
import { businessPageQuery } from '#lib/server/businesses/businesses.ts';
import { advancedSearchViewer, resolveAdvancedSearch } from '#lib/server/businesses/advanced-search.ts';
import { advancedProblemMessage } from '#lib/i18n/localized/advanced-search.ts';
import { HttpError } from '#lib/server/http/errors.ts';
import { said } from '#lib/i18n/said.ts';

export const GET = apiRoute(async ({ url, locals }) => {
  const { limit, offset, cursor, ...filters } = parseQuery(url, BusinessListQuerySchema);
  const page = readPage({ limit, offset, cursor }, readBusinessCursor);
  const advanced = resolveAdvancedSearch(url.searchParams, await advancedSearchViewer(getDb(), locals.user, locals.now));
  const [problem] = advanced.problems;
  if (problem) throw new HttpError(400, said(advancedProblemMessage(problem.problem), {}), { details: { parameter: problem.parameter } });
  const rows = await businessPageQuery(
    getDb(),
    { ...filters, advanced: advanced.filters, after: page.after, ...rowsToRead(page) },
    locals.now,
  );
  const response = pagedJson(
    url,
    rows,
    page,
    businessCursor,
    // The place in the order is the cursor's, not part of the spec's Business.
    ({ listingPriority: _place, ...business }) => business,
  );
  // One member's answer (their saved places, their benefit): never kept for anyone else.
  if (advanced.filters) response.headers.set('cache-control', 'private, no-store');
  return response;
});
