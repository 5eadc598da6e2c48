/** How many places the member has saved, beside My Favorites in the account menu; follows every heart. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $favoriteCount, knowFavoriteCount } from '../../../stores/favorites.ts';

export default function FavoritesCount({ count }: { count: number }) {
  const live = useStore($favoriteCount);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    knowFavoriteCount(count);
    setMounted(true);
  }, [count]);
  const shown = mounted ? (live ?? count) : count;
  return (
    <span className="menu-count" data-favorites-count>
      {shown}
      <span className="visually-hidden"> saved</span>
    </span>
  );
}
