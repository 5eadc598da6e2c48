/** How many places the member has saved, beside My Favorites in the account menu; follows every heart. */
import { useStore } from '@nanostores/react';
import { $favoriteCount } from '../../../stores/favorites.ts';
import { useHydrated } from '../use-hydrated.ts';

export default function FavoritesCount({ count }: { count: number }) {
  const live = useStore($favoriteCount);
  const hydrated = useHydrated();
  const shown = hydrated ? (live ?? count) : count;
  return (
    <span className="menu-count" data-favorites-count>
      {shown}
      <span className="visually-hidden"> saved</span>
    </span>
  );
}
