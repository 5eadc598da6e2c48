/** How many places the member has saved, beside My Favorites in the account menu; follows every heart. */
import { useStore } from '@nanostores/react';
import { $favoriteCount } from '../../../stores/favorites.ts';
import { useHydrated } from '../use-hydrated.ts';
import type { Locale } from '../../../lib/domain/locales.ts';
import { businesses_saved_count } from '../../../paraglide/messages.js';

/** `locale`: the page's language, English when not given (the header passes it). */
export default function FavoritesCount({ count, locale = 'en' }: { count: number; locale?: Locale }) {
  const live = useStore($favoriteCount);
  const hydrated = useHydrated();
  const shown = hydrated ? (live ?? count) : count;
  return (
    <span className="menu-count" data-favorites-count>
      {shown}
      <span className="visually-hidden">{businesses_saved_count({}, { locale })}</span>
    </span>
  );
}
