/**
 * Request middleware: refuses cross-origin writes to JSON endpoints and actions, wrong methods on
 * API routes (405 with Allow) and bodies declared larger than the limit (413), resolves the
 * signed-in account from the session cookie, answers plain form posts to actions
 * (actions/form-posts.ts), adds security headers, and turns an absent or unreachable database
 * into a clear 503 instead of a crash. Addresses under /es/ and /fr/ are drawn by the English
 * route with the language in `locals.locale` (decision 024).
 */
import { defineMiddleware } from 'astro:middleware';
import {
  countRequestRoundTrips,
  DatabaseUnavailableError,
  getDb,
  isDatabaseUnavailable,
  withoutRequestCount,
} from './lib/server/db/client.ts';
import { loadPermissions } from './lib/server/auth/permission-table.ts';
import { renderServiceUnavailable } from './lib/server/http/service-unavailable.ts';
import { loggableDatabaseFailure } from './lib/server/db/connection-failure.ts';
import { renderServerError } from './lib/server/http/server-error.ts';
import { applySecurityHeaders, siteSourcesOf } from './lib/server/security/security-headers.ts';
import { withOwnHashesHeader } from './lib/server/security/own-hashes.ts';
import { SESSION_COOKIE, deleteSessionCookie, setSessionCookie } from './lib/server/auth/cookies.ts';
import { validateSessionToken } from './lib/server/auth/session.ts';
import { markSessionInvalid } from './lib/server/auth/guards.ts';
import { isCrossSiteRequest, isForeignFormPost } from './lib/server/security/same-origin.ts';
import { jsonError } from './lib/server/api/http.ts';
import { apiLocaleOf } from './lib/server/api/api-locale.ts';
import { said, type Said } from './lib/i18n/said.ts';
import * as m from './paraglide/messages.js';
import { checkApiMethod } from './lib/server/api/methods.ts';
import { hasPageCookies } from './lib/server/http/cache-cookies.ts';
import { bodyLimitsFor, bodyTooLargeMessage, declaredLengthOver, renderPayloadTooLarge } from './lib/server/http/body-limit.ts';
import { getConfig } from './lib/server/config.ts';
import { answerFormPost } from './lib/server/actions/form-posts.ts';
import { isSharedCacheable, markShared } from './lib/server/http/shared-cache.ts';
import { CHANGED_KEYS_HEADER, changedKeysValue, PAGE_KEYS_HEADER, pageKeysValue, withCacheKeys } from './lib/server/http/cache-keys.ts';
import { PAGE_VIEW_HEADER } from './lib/server/analytics/page-views.ts';
import { CLOCK_COOKIE, requestNow } from './lib/server/http/request-clock.ts';
import { sessionTag } from './lib/server/security/tokens.ts';
import { ANONYMOUS_VIEWER, carriesSecret, VIEWER_HEADER } from './service-worker/cache-rules.ts';
import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, localizePath, NOT_A_PAGE, splitLocale, type Locale } from './lib/i18n/locales.ts';
import { callingPageLocale } from './lib/server/http/visitor-locale.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const onRequest = defineMiddleware(async (context, rawNext) => {
  context.locals.user = null;
  context.locals.session = null;
  context.locals.unreadNotifications = 0;
  context.locals.now = new Date();
  // /es/events is the English route /events drawn in Spanish (decision 024): Astro's i18n fallback
  // routes give every page an /es/ and an /fr/ address, and the language goes in locals.
  // - Built ahead (prerendered), the fallback route renders nothing by itself: it is rewritten to
  //   the English route, which is then built as es/about-us.html (Astro.url is the English address).
  // - On the server, Astro's router already draws the English route at /es/events, once, with
  //   Astro.url as the visitor sees it; only its status needs putting right (next below).
  // Only pages have other languages: /es/api/... and other files are refused below, before
  // Astro's own fallback could rewrite them to the English address.
  const { locale: addressLocale, path: routePath } = splitLocale(context.url.pathname);
  // A page missing at /es/x is drawn by Astro's fallback at /x: its 404 keeps the visitor's language.
  // An island's action call (/_actions/...) answers in the language of the page that made it.
  const locale = ACTION_CALL.test(routePath)
    ? (callingPageLocale(context.request, context.url) ?? DEFAULT_LOCALE)
    : addressLocale === 'en'
      ? splitLocale(context.originPathname ?? context.url.pathname).locale
      : addressLocale;
  context.locals.locale = locale;
  if (context.isPrerendered) return rawNext(addressLocale === 'en' ? undefined : routePath);
  const next = async (): Promise<Response> => withLocalizedStatus(await rawNext(), locale);
  context.locals.now = requestNow(context.cookies.get(CLOCK_COOKIE)?.value, getConfig().localMode);

  const refused =
    (addressLocale !== 'en' && NOT_A_PAGE.test(routePath) ? notInOtherLanguages() : null) ??
    (await refuseEarly(context.request, routePath, context.routePattern, locale)) ??
    rememberedLanguageRedirect(context.request, context.url, locale, context.cookies.get(LANGUAGE_COOKIE)?.value);
  if (refused) {
    applySecurityHeaders(refused.headers, siteSourcesOf(getConfig()), context.url.protocol === 'https:');
    return refused;
  }

  try {
    // Pages load their data in frontmatter, before the headers go out, so the count is complete.
    // What the page shows and what a write changed, named by keys for the page caches (cache-keys.ts).
    const {
      result: counted,
      shows,
      changed,
    } = await withCacheKeys(() =>
      countRequestRoundTrips(async () => {
        const token = context.cookies.get(SESSION_COOKIE)?.value;
        if (token) {
          const resolved = await validateSessionToken(token);
          if (resolved) {
            context.locals.user = resolved.user;
            context.locals.session = resolved.session;
            context.locals.unreadNotifications = resolved.unreadNotifications;
            if (resolved.renewed) setSessionCookie(context.cookies, token, resolved.session.expiresAt);
            // The role rules the guards check (cached; read again at most every 30 seconds). That
            // read is the process's, not the page's: it is left out of the page's round trips.
            await withoutRequestCount(() => loadPermissions(getDb()));
          } else {
            deleteSessionCookie(context.cookies);
            markSessionInvalid(context.locals);
          }
        }
        return (await answerFormPost(context, next)) ?? next();
      }),
    );
    const { roundTrips } = counted;
    // A successful write tells the hosts' caches what it changed (a redirect's headers are fixed: copied).
    const response =
      !SAFE_METHODS.has(context.request.method) && counted.result.status < 400
        ? withHeader(counted.result, CHANGED_KEYS_HEADER, changedKeysValue(changed))
        : counted.result;
    try {
      // The round-trip count is a diagnostic for local use and the bench, never told to the public.
      if (getConfig().localMode) response.headers.set('x-db-round-trips', String(roundTrips));
      applySecurityHeaders(response.headers, siteSourcesOf(getConfig()), context.url.protocol === 'https:');
      // Pages that know who is signed in must never be stored by shared caches; pages the same for
      // every signed-out visitor may be (shared-cache.ts).
      // Who a page was drawn for, for the service worker (decision 022); the same for every signed-out visitor.
      if (isHtml(response)) response.headers.set(VIEWER_HEADER, viewerOf(context.locals));
      // A page whose address carries a secret (a reset or confirmation token, a checkout session, a
      // ticket's code) is kept by no cache, the browser's offline copies included.
      if (carriesSecret(context.url)) response.headers.set('cache-control', 'private, no-store');
      else if (context.locals.user && !response.headers.has('cache-control')) response.headers.set('cache-control', 'private, no-store');
      else if (isSharedCacheable(context.request, splitLocale(context.routePattern).path, response, Boolean(context.locals.user))) {
        markShared(response, context.routePattern);
        response.headers.set(PAGE_KEYS_HEADER, pageKeysValue(shows));
      }
      // The page-view tag is for the page cache, which never serves a request with cookies pages are drawn from.
      if (hasPageCookies(context.request.headers.get('cookie'))) response.headers.delete(PAGE_VIEW_HEADER);
    } catch {
      // Redirect responses have immutable headers; they made no queries worth reporting.
    }
    // A page's policy names only its own inline code's hashes, not the whole site's (issue 36).
    return await withOwnHashesHeader(response);
  } catch (error) {
    const answer = isDatabaseUnavailable(error)
      ? unavailable(context.url.pathname, error, locale)
      : renderServerError(context.request, error, locale);
    applySecurityHeaders(answer.headers, siteSourcesOf(getConfig()), context.url.protocol === 'https:');
    return answer;
  }
});

/** The answer with one header more; an answer whose headers are fixed (a redirect) is copied first. */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers });
    copy.headers.set(name, value);
    return copy;
  }
}

/** The 503 of a database that is not configured (a deployment state, not logged), unreachable or locked (logged). */
function unavailable(pathname: string, error: unknown, locale: Locale): Response {
  if (!(error instanceof DatabaseUnavailableError))
    console.error(`Database unavailable on ${pathname}:`, loggableDatabaseFailure(error, getConfig().databaseUrl));
  return renderServiceUnavailable(pathname, locale);
}

/**
 * A visitor who chose Spanish or French (the language cookie) and opens an English address is sent
 * to the same page in their language. Only GETs of pages; the choice of English is a cookie too.
 */
const ACTION_CALL = /^\/_actions\//;

function rememberedLanguageRedirect(request: Request, url: URL, locale: string, chosen: string | undefined): Response | null {
  if (locale !== 'en' || !isLocale(chosen) || chosen === 'en' || request.method !== 'GET') return null;
  if (NOT_A_PAGE.test(url.pathname) || url.searchParams.has('_action')) return null;
  return new Response(null, {
    status: 302,
    headers: { location: localizePath(chosen, url.pathname + url.search), 'cache-control': 'private, no-store', vary: 'Cookie' },
  });
}

/**
 * Astro answers a page drawn at a fallback address (/es/events) with status 302 and no Location
 * (its default status for fallback routes): such an answer is the page itself, 200.
 */
function withLocalizedStatus(response: Response, locale: string): Response {
  if (locale === DEFAULT_LOCALE || response.status !== 302 || response.headers.has('location')) return response;
  return new Response(response.body, { status: 200, headers: response.headers });
}

/** /es/api/health and the like: files, feeds and the API have one address, in English. */
function notInOtherLanguages(): Response {
  return new Response('Not found: only pages have Spanish and French addresses.', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** The session's tag, or "anonymous" (the middleware resolved the session inside a callback, out of TypeScript's sight). */
function viewerOf(locals: App.Locals): string {
  return locals.session ? sessionTag(locals.session.id) : ANONYMOUS_VIEWER;
}

function isHtml(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').startsWith('text/html');
}

const CROSS_SITE = said(m.server_cross_site);

/** RFC 8058: mail programs post here with no Origin; the token in the address is the key. */
const ONE_CLICK_UNSUBSCRIBE = '/notifications/unsubscribe';

/** Refusals decided from the request line and headers alone, before any work or body reading. */
async function refuseEarly(request: Request, pathname: string, routePattern: string, locale: Locale): Promise<Response | null> {
  const isApi = pathname.startsWith('/api/');
  // Islands call actions at /_actions/<name>; they answer JSON like the API.
  const isJson = isApi || pathname.startsWith('/_actions/');
  const writes = !SAFE_METHODS.has(request.method);
  // The API answers English unless ?lang= or Accept-Language asks; an action, its calling page's language; a page, its own.
  const say = (message: Said) => message.in(isApi ? apiLocaleOf(request, new URL(request.url)) : locale);
  // Writes from another site: JSON bodies by Origin or Sec-Fetch-Site, form posts by Origin
  // (Astro's check, made here: the digest's one-click unsubscribe comes from mail servers).
  if (writes && isJson && isCrossSiteRequest(request)) return jsonError(403, say(CROSS_SITE));
  if (writes && pathname !== ONE_CLICK_UNSUBSCRIBE && isForeignFormPost(request)) {
    return isJson
      ? jsonError(403, say(CROSS_SITE))
      : new Response(`Cross-site ${request.method} form submissions are forbidden`, { status: 403 });
  }
  if (isApi) {
    // Actions are posted to pages or /_actions/: one request never runs an action and an endpoint.
    if (writes && new URL(request.url).searchParams.has('_action')) return jsonError(400, say(said(m.server_action_not_api)));
    const wrongMethod = await checkApiMethod(routePattern, request.method);
    if (wrongMethod) return wrongMethod;
  }
  // A body declared too large is refused unread (body-limit.ts says what becomes of the rest).
  const { limit, megabytes } = bodyLimitsFor(pathname);
  if (writes && declaredLengthOver(request, limit) !== null) {
    return isJson ? jsonError(413, say(bodyTooLargeMessage(megabytes)), { limitBytes: limit }) : renderPayloadTooLarge(pathname, locale);
  }
  return null;
}
