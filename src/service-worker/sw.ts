/// <reference lib="webworker" />
/**
 * The guide's service worker (issue 15), built with Serwist and bundled after `astro build`
 * (integrations/service-worker.ts), which also writes the precache list in place of
 * `self.__SW_MANIFEST`: the stylesheets, the icons and the offline page.
 *
 * - Pages are network first (they change with sign-in and with the day's events), answered from
 *   the cache when the network fails or is slower than a subway stop allows, and kept only when
 *   the server marked them public: a signed-in page (private, no-store) is never stored, so
 *   nothing personal is left for another visitor of the same phone.
 * - Scripts and styles under /_astro/ carry their hash in their name: cache first.
 * - Images are shown from the cache while they are refreshed, at most 300 for 30 days.
 * - /api/ answers are never cached: no route matches them, so the browser fetches them as usual.
 * - A page that is neither online nor stored opens the offline page.
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, StaleWhileRevalidate, type PrecacheEntry, type SerwistPlugin } from 'serwist';
import { OFFLINE_PAGE, PAGES_CACHE, shareable } from './cache-rules.ts';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

/** Stores an answer only when it is fit for anyone: a public, complete, same-site page or file. */
const publicOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (shareable(response) ? response : null),
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new worker waits until the visitor reloads (the page offers it), so a page never mixes versions.
  skipWaiting: false,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
      handler: new NetworkFirst({
        cacheName: PAGES_CACHE,
        networkTimeoutSeconds: 6,
        plugins: [publicOnly, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 14 * 24 * 60 * 60 })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_astro/'),
      handler: new CacheFirst({ cacheName: 'assets', plugins: [publicOnly, new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 60 * 24 * 60 * 60 })] }),
    },
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.destination === 'image' && !url.pathname.startsWith('/api/'),
      handler: new StaleWhileRevalidate({ cacheName: 'images', plugins: [publicOnly, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 })] }),
    },
  ],
  fallbacks: { entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.mode === 'navigate' }] },
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

serwist.addEventListeners();
