/**
 * "Save for offline" in the browser (issue 15): stores a page, its images and the public pages it
 * links to in the worker's saved cache (src/service-worker/cache-rules.ts), where the service
 * worker finds them when the network fails. Also lists what this device holds (saved pages, and
 * pages visited and kept by the worker) for the account and the offline page, and removes a save.
 * Everything stays on this device; nothing is sent to the server.
 */
import { splitLocale } from '../i18n/locales.ts';
import {
  OFFLINE_PAGE,
  PAGES_CACHE,
  releaseNeeds,
  SAVED_CACHE,
  SAVED_HEADER,
  shareable,
  withHeaders,
} from '../../service-worker/cache-rules.ts';

export type SavedKind = 'trip' | 'business' | 'event' | 'ticket' | 'tour';
export const SAVED_KINDS: Record<SavedKind, string> = {
  trip: 'Itinerary',
  business: 'Place',
  event: 'Event',
  ticket: 'Ticket',
  tour: 'Walking tour',
};

export type SavedPage = { url: string; title: string; kind: SavedKind; savedAt: string; personal: boolean };
export type KeptPage = { url: string; title: string };
export type SaveRequest = {
  /** The page's address on this site (path and query). */
  url: string;
  title: string;
  kind: SavedKind;
  /** Only its holder may see it (a ticket): kept, but forgotten when they sign out (as is any page drawn for a signed-in member). */
  personal?: boolean;
  /** The pages it links to that should open offline too (places on an itinerary, an event's host). */
  related?: string[];
};
export type SaveOutcome = { pages: number; images: number };

/** At most this many linked pages and images per save, so one save never fills a phone. */
const MAX_RELATED = 24;
const MAX_IMAGES = 80;

/** Whether this browser can save: a service worker controls the page (it serves saved pages offline). */
export function canSaveOffline(): boolean {
  return typeof caches !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
}

/** Saves a page with its images and linked pages; throws an Error with a visitor-facing message when the page cannot be saved. */
export async function saveForOffline(request: SaveRequest): Promise<SaveOutcome> {
  const url = sameSitePath(request.url);
  if (!url) throw new Error('Only pages of this guide can be saved.');
  const cache = await caches.open(SAVED_CACHE);
  const page = await fetchPage(url);
  if (!page) throw new Error("This page couldn't be saved. Check your connection and try again.");
  const html = await page.clone().text();
  // A page another save needed (a place on a saved itinerary) stays needed by it.
  const neededBy = (await cache.match(url))?.headers.get(SAVED_HEADER.neededBy);
  await cache.put(
    url,
    withHeaders(page, {
      ...(neededBy ? { [SAVED_HEADER.neededBy]: neededBy } : {}),
      [SAVED_HEADER.title]: encodeURIComponent(request.title),
      [SAVED_HEADER.kind]: request.kind,
      [SAVED_HEADER.at]: new Date().toISOString(),
      // Drawn for a signed-in member (their name, their hearts, a ticket): theirs only, forgotten at sign-out.
      ...(request.personal || !shareable(page) ? { [SAVED_HEADER.personal]: '1' } : {}),
    }),
  );

  const images = new Set(imagesIn(html, url));
  const related = [
    ...new Set((request.related ?? []).map(sameSitePath).filter((path): path is string => Boolean(path) && path !== url)),
  ].slice(0, MAX_RELATED);
  const linked = await inParallel(related, async (link) => {
    // As anyone sees it (not signed in), so it may be kept for whoever holds the phone.
    const answer = await fetchPage(link, 'omit');
    // A linked page is kept only when it is public: it may be shown to whoever holds the phone.
    if (!answer || !shareable(answer)) return false;
    for (const image of imagesIn(await answer.clone().text(), link)) images.add(image);
    await keepNeeded(cache, link, answer, url);
    return true;
  });
  const stored = await inParallel([...images].slice(0, MAX_IMAGES), async (image) => {
    const answer = await fetch(image, { credentials: 'same-origin' }).catch(() => null);
    if (!answer?.ok) return false;
    await keepNeeded(cache, image, answer, url);
    return true;
  });
  const pages = linked.filter(Boolean).length;
  const kept = stored.filter(Boolean).length;
  return { pages, images: kept };
}

/** Runs work over items a few at a time (a phone's connection, not a flood), in order of the results. */
async function inParallel<T, R>(items: T[], work: (item: T) => Promise<R>, width = 4): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

/** Whether a page is saved on this device. */
export async function isSavedOffline(url: string): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  const path = sameSitePath(url);
  const entry = path ? await (await caches.open(SAVED_CACHE)).match(path) : undefined;
  return Boolean(entry?.headers.get(SAVED_HEADER.kind));
}

/** The pages saved on this device, newest first. */
export async function listSavedOffline(): Promise<SavedPage[]> {
  if (typeof caches === 'undefined') return [];
  const cache = await caches.open(SAVED_CACHE);
  const saved: SavedPage[] = [];
  for (const request of await cache.keys()) {
    const entry = await cache.match(request);
    const kind = entry?.headers.get(SAVED_HEADER.kind) as SavedKind | null;
    if (!entry || !kind || !(kind in SAVED_KINDS)) continue;
    const { pathname, search } = new URL(request.url);
    saved.push({
      url: pathname + search,
      title: decodeURIComponent(entry.headers.get(SAVED_HEADER.title) ?? '') || pathname,
      kind,
      savedAt: entry.headers.get(SAVED_HEADER.at) ?? '',
      personal: entry.headers.get(SAVED_HEADER.personal) === '1',
    });
  }
  return saved.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** The public pages the worker kept as they were visited (they open offline too), by title. */
export async function listVisitedOffline(): Promise<KeptPage[]> {
  if (typeof caches === 'undefined' || !(await caches.has(PAGES_CACHE))) return [];
  const cache = await caches.open(PAGES_CACHE);
  const kept: KeptPage[] = [];
  for (const request of await cache.keys()) {
    const { pathname, search } = new URL(request.url);
    if (splitLocale(pathname).path === OFFLINE_PAGE) continue;
    const entry = await cache.match(request);
    const title = entry ? titleOf(await entry.text()) : '';
    kept.push({ url: pathname + search, title: title || pathname });
  }
  return kept.sort((a, b) => a.title.localeCompare(b.title));
}

/** Removes a saved page, and what only it needed. */
export async function removeSavedOffline(url: string): Promise<void> {
  const path = sameSitePath(url);
  if (!path || typeof caches === 'undefined') return;
  const cache = await caches.open(SAVED_CACHE);
  const entry = await cache.match(path);
  // Still needed by another save: it stays, as what that save needs.
  if (entry?.headers.get(SAVED_HEADER.neededBy)) await cache.put(path, withHeaders(entry, NOT_SAVED_ITSELF));
  else await cache.delete(path);
  await releaseNeeds(cache, new Set([new URL(path, location.origin).href]));
}

/** Keeps what a saved page needs, noting which saved pages need it (a page saved itself keeps its own headers). */
async function keepNeeded(cache: Cache, url: string, answer: Response, owner: string): Promise<void> {
  const ownerUrl = new URL(owner, location.origin).href;
  const existing = await cache.match(url);
  if (existing?.headers.get(SAVED_HEADER.kind)) return;
  const owners = new Set((existing?.headers.get(SAVED_HEADER.neededBy) ?? '').split(' ').filter(Boolean));
  owners.add(ownerUrl);
  await cache.put(url, withHeaders(answer, { [SAVED_HEADER.neededBy]: [...owners].join(' ') }));
}

async function fetchPage(url: string, credentials: RequestCredentials = 'same-origin'): Promise<Response | null> {
  const answer = await fetch(url, { credentials, headers: { accept: 'text/html' } }).catch(() => null);
  return answer && answer.status === 200 && !answer.redirected ? answer : null;
}

/** Takes off what marks a page as saved itself (the personal mark stays: a member's copy still needed by another save is forgotten at sign-out). */
const NOT_SAVED_ITSELF = { [SAVED_HEADER.title]: null, [SAVED_HEADER.kind]: null, [SAVED_HEADER.at]: null };

/** This site's path and query of an address, or null for another site's. */
function sameSitePath(url: string): string | null {
  try {
    const parsed = new URL(url, location.origin);
    return parsed.origin === location.origin ? parsed.pathname + parsed.search : null;
  } catch {
    return null;
  }
}

/** The same-site images a page shows (its img src, picture sources and social image are enough to draw it). */
function imagesIn(html: string, base: string): string[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const found = new Set<string>();
  for (const image of document.querySelectorAll('img[src]')) {
    const path = sameSitePath(new URL(image.getAttribute('src')!, new URL(base, location.origin)).href);
    if (path && !path.startsWith('/api/')) found.add(path);
  }
  return [...found];
}

function titleOf(html: string): string {
  const match = /<title>([^<]*)<\/title>/i.exec(html);
  if (!match) return '';
  const title = new DOMParser().parseFromString(match[1]!, 'text/html').documentElement.textContent?.trim() ?? '';
  // Without the site's name that every title ends with (BaseLayout).
  return title.replace(/ \| Harlem$/, '');
}
