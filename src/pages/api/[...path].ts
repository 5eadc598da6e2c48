import { apiRoute, jsonError } from '#lib/server/api/http.ts';

/** Unknown API paths answer JSON, not the HTML not-found page. */
export const ALL = apiRoute(({ url }) => jsonError(404, `No API endpoint at ${url.pathname}`));
