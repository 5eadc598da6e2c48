/**
 * Hydrates the hearts that FavoriteButton.astro drew on the server, each when it first comes into
 * view. A page of cards carries a dozen or more hearts; as Astro islands they cost the home page
 * its 14,000-byte budget (decision 018).
 */
import { hydrateWhenSeen } from '../hydrate-when-seen.tsx';

hydrateWhenSeen('favorite-heart', () => import('./FavoriteButton.tsx'));
