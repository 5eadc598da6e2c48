/** How many places the member has saved, beside My Favorites in the account menu; follows every heart. */
import { useStore } from '@nanostores/react';
import { $favoriteCount } from '#stores/favorites.ts';
import { useHydrated } from '../use-hydrated.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { accounts_favorites_saved } from '#paraglide/messages.js';

export default function FavoritesCount({ count, locale = 'en' }: { count: number; locale?: Locale }) {
  const live = useStore($favoriteCount);
  const hydrated = useHydrated();
  const shown = hydrated ? (live ?? count) : count;
  return (
    <span className="menu-count" data-favorites-count>
      {shown}
      <span className="visually-hidden">{` ${accounts_favorites_saved({ count: shown }, { locale })}`}</span>
    </span>
  );
}
