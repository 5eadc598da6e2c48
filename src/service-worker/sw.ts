/// <reference lib="webworker" />
/**
 * The guide's service worker (issue 15), built with Serwist and bundled after `astro build`
 * (integrations/service-worker.ts), which also writes the precache list in place of
 * `self.__SW_MANIFEST`: the stylesheets, the icons and the offline page.
 *
 * - Pages are network first (they change with sign-in and with the day's events), answered from
 *   the cache when the network fails or is slower than a subway stop allows. Public pages are
 *   kept for anyone; a page drawn for a signed-in member is kept apart, for them only, and
 *   forgotten (with their personal saves) as soon as a page is drawn for someone else or for
 *   nobody: signing out, or another account signing in (cache-rules.ts).
 * - Scripts and styles under /_astro/ carry their hash in their name: cache first.
 * - Images are shown from the cache while they are refreshed, at most 300 for 30 days.
 * - /api/ answers are never cached: no route matches them, so the browser fetches them as usual.
 * - What the visitor saved for offline (src/lib/site/offline-saves.ts) answers when the network
 *   and the visited pages cannot, and is refreshed when its page is visited online; a personal
 *   save (a ticket) is forgotten when the visitor signs out.
 * - A page that is neither online nor stored opens the offline page.
 * - Web Push messages are shown as notifications, and a click opens their page (push.ts).
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, StaleWhileRevalidate, type PrecacheEntry, type SerwistPlugin } from 'serwist';
import { listenForPush } from './push.ts';
import {
  ANONYMOUS_VIEWER,
  assetsToKeep,
  keptForViewer,
  offlinePageFor,
  PAGES_CACHE,
  PERSONAL_PAGES_CACHE,
  pageToKeep,
  releaseNeeds,
  SAVED_CACHE,
  SAVED_HEADER,
  VIEWER_HEADER,
  shareable,
  withHeaders,
} from './cache-rules.ts';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

/** Stores an answer only when it is fit for anyone: a public, complete, same-site page or file. */
const publicOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (shareable(response) ? response : null),
};

/** The saved copy of a request, if the visitor saved it (or a saved page needs it). */
async function savedCopy(request: Request): Promise<Response | undefined> {
  return (await caches.open(SAVED_CACHE)).match(request.url, { ignoreVary: true });
}

/** When the network fails: the member's own copy, the saved copy, else (for a page) the offline page. */
const fromSavedOrOffline: SerwistPlugin = {
  handlerDidError: async ({ request }) =>
    (request.mode === 'navigate' ? await (await caches.open(PERSONAL_PAGES_CACHE)).match(request.url, { ignoreVary: true }) : undefined) ??
    (await savedCopy(request)) ??
    (request.mode === 'navigate' ? serwist.matchPrecache(offlinePageFor(new URL(request.url))) : undefined),
};

/** At most this many pages kept for the signed-in member. */
const PERSONAL_PAGES_LIMIT = 80;
/** Whom the kept personal pages were drawn for (remembered across restarts of the worker). */
const VIEWER_KEY = '/.viewer';

/** One change of the personal caches at a time: two pages loading at once never interleave. */
let personalChanges: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = personalChanges.then(work, work);
  personalChanges = next.catch(() => undefined);
  return next;
}

/**
 * Follows who is signed in: a page drawn for someone else than the kept personal pages were (or
 * for nobody) forgets them and the personal saves before the page is shown. Then a signed-in
 * member's page is kept for them, in place of any public copy of it; the copy is written while the
 * page streams to the browser (waitUntil), never before.
 */
const keepForViewer: SerwistPlugin = {
  fetchDidSucceed: async ({ request, response, event }) => {
    const viewer = response.headers.get(VIEWER_HEADER);
    if (viewer === null) return response;
    await oneAtATime(async () => {
      const known = (await caches.match(VIEWER_KEY, { cacheName: PERSONAL_PAGES_CACHE }))?.headers.get(VIEWER_HEADER) ?? ANONYMOUS_VIEWER;
      if (viewer === known) return;
      await forgetPersonal(viewer);
      if (viewer !== ANONYMOUS_VIEWER)
        await (await caches.open(PERSONAL_PAGES_CACHE)).put(VIEWER_KEY, new Response(null, { headers: { [VIEWER_HEADER]: viewer } }));
    });
    if (keptForViewer(new URL(request.url), response)) {
      const copy = response.clone();
      const keeping = oneAtATime(async () => {
        // Kept only if the member is still the one signed in when the page has arrived.
        const now = (await caches.match(VIEWER_KEY, { cacheName: PERSONAL_PAGES_CACHE }))?.headers.get(VIEWER_HEADER);
        if (now !== viewer) return;
        const personal = await caches.open(PERSONAL_PAGES_CACHE);
        await personal.put(request.url, copy);
        await (await caches.open(PAGES_CACHE)).delete(request.url);
        const kept = (await personal.keys()).filter((key) => !key.url.endsWith(VIEWER_KEY));
        for (const old of kept.slice(0, Math.max(0, kept.length - PERSONAL_PAGES_LIMIT))) await personal.delete(old);
      });
      (event as ExtendableEvent | undefined)?.waitUntil(keeping);
    }
    return response;
  },
};

/** A saved page visited online is saved again as it is now (keeping what the save noted), while the page streams. */
const refreshSaved: SerwistPlugin = {
  fetchDidSucceed: async ({ request, response, event }) => {
    if (response.status !== 200 || response.redirected) return response;
    const saved = await savedCopy(request);
    // A public save is never replaced by a page drawn for a signed-in member (it would outlive their sign-out).
    if (saved?.headers.get(SAVED_HEADER.kind) && (shareable(response) || saved.headers.get(SAVED_HEADER.personal) === '1')) {
      const noted = Object.fromEntries(
        Object.values(SAVED_HEADER).flatMap((name) => (saved.headers.has(name) ? [[name, saved.headers.get(name)!]] : [])),
      );
      const copy = withHeaders(response.clone(), noted);
      const refreshing = (async () => (await caches.open(SAVED_CACHE)).put(request.url, copy))();
      (event as ExtendableEvent | undefined)?.waitUntil(refreshing);
    }
    return response;
  },
};

/**
 * Forgets the pages kept for the signed-in member and everything saved as drawn for someone else
 * than the viewer now signed in, with what only those needed; what other saves still need no
 * longer names them. A save drawn for the viewer stays: it may have landed before the worker saw
 * any page of theirs (a member who signed in after the page they save was drawn, or in another tab).
 */
async function forgetPersonal(viewer: string): Promise<void> {
  await caches.delete(PERSONAL_PAGES_CACHE);
  const cache = await caches.open(SAVED_CACHE);
  const forgotten = new Set<string>();
  for (const request of await cache.keys()) {
    const entry = await cache.match(request);
    if (entry?.headers.get(SAVED_HEADER.personal) !== '1' || entry.headers.get(VIEWER_HEADER) === viewer) continue;
    forgotten.add(request.url);
    await cache.delete(request);
  }
  if (forgotten.size > 0) await releaseNeeds(cache, forgotten);
}

/** Pages: network first, kept by the rules above (also used for the page the worker was installed on, below). */
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 6,
  // Pages drawn with display choices vary by cookie; the browser's own requests here carry none to match.
  matchOptions: { ignoreVary: true },
  plugins: [
    publicOnly,
    keepForViewer,
    refreshSaved,
    fromSavedOrOffline,
    new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 14 * 24 * 60 * 60 }),
  ],
});

/** Scripts and styles under /_astro/: their hash is in their name, so cache first. */
const assets = new CacheFirst({
  cacheName: 'assets',
  plugins: [publicOnly, new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 60 * 24 * 60 * 60 })],
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new worker waits until the visitor reloads (the page offers it), so a page never mixes versions.
  skipWaiting: false,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
      handler: pages,
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_astro/'),
      handler: assets,
    },
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.destination === 'image' && !url.pathname.startsWith('/api/'),
      handler: new StaleWhileRevalidate({
        cacheName: 'images',
        plugins: [publicOnly, fromSavedOrOffline, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 })],
      }),
    },
  ],
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // The page the worker was installed on loaded before the worker could see it (a first visit):
  // it asks to be kept (sw-register.js), and is fetched again now and kept like any visited page,
  // so it opens offline too: a door's check-in page reloaded in a basement, for one.
  // The scripts and styles it had loaded are kept with it, so its islands work offline as well.
  if (event.data?.type === 'KEEP_PAGE' && typeof event.data.url === 'string') {
    const request = pageToKeep(new URL(event.data.url), self.location.origin);
    const files = assetsToKeep(event.data.assets, self.location.origin);
    if (request)
      event.waitUntil(
        Promise.allSettled([pages.handle({ request, event }), ...files.map((file) => assets.handle({ request: file, event }))]),
      );
  }
});

listenForPush(self);

serwist.addEventListeners();
