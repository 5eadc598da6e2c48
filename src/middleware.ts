/**
 * Request middleware: resolves the signed-in account from the session cookie, refuses
 * cross-origin writes to JSON endpoints, adds security headers, and turns an absent or
 * unreachable database into a clear 503 instead of a crash.
 */
import { defineMiddleware } from 'astro:middleware';
import { countRequestRoundTrips, DatabaseUnavailableError, isDatabaseUnavailable } from './lib/server/db/client.ts';
import { renderServiceUnavailable } from './lib/server/service-unavailable.ts';
import { applySecurityHeaders } from './lib/server/security-headers.ts';
import { SESSION_COOKIE, deleteSessionCookie, setSessionCookie } from './lib/server/auth/cookies.ts';
import { validateSessionToken } from './lib/server/auth/session.ts';
import { isCrossSiteRequest } from './lib/server/api/same-origin.ts';
import { jsonError } from './lib/server/api/http.ts';
import { getConfig } from './lib/server/config.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.user = null;
  context.locals.session = null;
  if (context.isPrerendered) return next();

  // Astro checks the origin of form posts; JSON and other bodies are checked here.
  if (!SAFE_METHODS.has(context.request.method) && context.url.pathname.startsWith('/api/') && isCrossSiteRequest(context.request)) {
    const refused = jsonError(403, 'Cross-site requests are not allowed.');
    applySecurityHeaders(refused.headers, getConfig().mapTileUrl);
    return refused;
  }

  try {
    // Pages load their data in frontmatter, before the headers go out, so the count is complete.
    const { result: response, roundTrips } = await countRequestRoundTrips(async () => {
      const token = context.cookies.get(SESSION_COOKIE)?.value;
      if (token) {
        const resolved = await validateSessionToken(token);
        if (resolved) {
          context.locals.user = resolved.user;
          context.locals.session = resolved.session;
          if (resolved.renewed) setSessionCookie(context.cookies, token, resolved.session.expiresAt);
        } else {
          deleteSessionCookie(context.cookies);
        }
      }
      return next();
    });
    try {
      response.headers.set('x-db-round-trips', String(roundTrips));
      applySecurityHeaders(response.headers, getConfig().mapTileUrl);
      // Pages that know who is signed in must never be stored by shared caches.
      if (context.locals.user && !response.headers.has('cache-control')) response.headers.set('cache-control', 'private, no-store');
    } catch {
      // Redirect responses have immutable headers; they made no queries worth reporting.
    }
    return response;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    // No database configured is a deployment state, not an incident: only log real failures.
    if (!(error instanceof DatabaseUnavailableError)) console.error(`Database unavailable on ${context.url.pathname}:`, error);
    return renderServiceUnavailable(context.url.pathname);
  }
});
