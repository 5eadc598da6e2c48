/**
 * What a verified translation's change empties of the cached pages (cache-keys.ts): the pages that
 * show the record it translates, and the lists that show its title. A text only waiting for an
 * admin is shown nowhere, so saving one changes nothing public.
 */
import { eq } from 'drizzle-orm';
import { arPoints } from '#db/schema.ts';
import { parseContentKey } from '#lib/domain/content-keys.ts';
import type { Database } from '../db/client.ts';
import { ANY_KEY, cacheKey, contentChanged } from '../http/cache-keys.ts';

/** The keys of the pages showing the text of `key` ("event:7:title"); a key of no known kind names every page. */
export async function translationKeys(db: Database, key: string): Promise<string[]> {
  const parts = parseContentKey(key);
  if (!parts) return [ANY_KEY];
  switch (parts.kind) {
    case 'business':
      return [cacheKey.business(parts.id), cacheKey.businesses];
    case 'event':
      return [cacheKey.event(parts.id), cacheKey.events];
    case 'property':
      return [cacheKey.property(parts.id), cacheKey.properties];
    case 'tour':
      return [cacheKey.tour(parts.id), cacheKey.tours];
    case 'tourpoint': {
      const [point] = await db.select({ tourId: arPoints.tourId }).from(arPoints).where(eq(arPoints.id, parts.id));
      return point ? [cacheKey.tour(point.tourId), cacheKey.tours] : [cacheKey.tours];
    }
    case 'reward':
      return [cacheKey.rewards];
    case 'plan':
    case 'listingplan':
      return [cacheKey.plans];
  }
}

/** Says that the shown (verified) translation of `key` changed, or that nothing public did when it was only waiting. */
export async function translationChanged(db: Database, key: string, shown: boolean): Promise<void> {
  if (shown) contentChanged(...(await translationKeys(db, key)));
  else contentChanged();
}
