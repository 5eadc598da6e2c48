/**
 * GET /api/businesses: active businesses in directory order, one page (limit, offset; Link
 * rel="next"). A Premium member's advanced search (price, minRating, openDay and openTime,
 * savedPlace and within) filters too; anyone else's is ignored.
 */
import { getDb } from '#lib/server/db/client.ts';
import { apiRoute, parseQuery } from '#lib/server/api/http.ts';
import { pagedJson, rowsToRead } from '#lib/server/api/paged-list.ts';
import { BusinessListQuerySchema } from '#lib/schemas/api-query.ts';
import { listBusinesses } from '#lib/server/businesses/businesses.ts';
import { advancedSearchViewer, resolveAdvancedSearch } from '#lib/server/businesses/advanced-search.ts';
import { advancedProblemMessage } from '#lib/i18n/localized/advanced-search.ts';
import { HttpError } from '#lib/server/http/errors.ts';
import { said } from '#lib/i18n/said.ts';

export const GET = apiRoute(async ({ url, locals }) => {
  const { limit, offset, ...filters } = parseQuery(url, BusinessListQuerySchema);
  const advanced = resolveAdvancedSearch(url.searchParams, await advancedSearchViewer(getDb(), locals.user, locals.now));
  const [problem] = advanced.problems;
  if (problem) throw new HttpError(400, said(advancedProblemMessage(problem.problem), {}), { details: { parameter: problem.parameter } });
  const rows = await listBusinesses(getDb(), { ...filters, advanced: advanced.filters, ...rowsToRead({ limit, offset }) }, locals.now);
  const response = pagedJson(url, rows, { limit, offset });
  // One member's answer (their saved places, their benefit): never kept for anyone else.
  if (advanced.filters) response.headers.set('cache-control', 'private, no-store');
  return response;
});
