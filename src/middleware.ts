/** Thin request middleware: turns an absent or unreachable database into a clear 503 instead of a crash. */
import { defineMiddleware } from 'astro:middleware';
import { countRequestRoundTrips, DatabaseUnavailableError, isDatabaseUnavailable } from './lib/server/db/client.ts';
import { renderServiceUnavailable } from './lib/server/service-unavailable.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  try {
    // Pages load their data in frontmatter, before the headers go out, so the count is complete.
    const { result: response, roundTrips } = await countRequestRoundTrips(() => next());
    if (!context.isPrerendered) {
      try {
        response.headers.set('x-db-round-trips', String(roundTrips));
      } catch {
        // Redirect responses have immutable headers; they made no queries worth reporting.
      }
    }
    return response;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    // No database configured is a deployment state, not an incident: only log real failures.
    if (!(error instanceof DatabaseUnavailableError)) console.error(`Database unavailable on ${context.url.pathname}:`, error);
    return renderServiceUnavailable(context.url.pathname);
  }
});
