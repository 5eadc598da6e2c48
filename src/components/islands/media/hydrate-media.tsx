/**
 * Hydrates the business page's gallery (BusinessMediaOnPage.astro) when it first comes into view,
 * the same way as the hearts: as an Astro island it would put the island runtime inline in a page
 * whose 14,000-byte budget cannot carry it beside the service worker's tags.
 */
import { hydrateWhenSeen } from '../hydrate-when-seen.tsx';

hydrateWhenSeen('business-media', () => import('./BusinessMedia.tsx'));
