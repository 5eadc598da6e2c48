/** /favorites: the member's saved places (the dashboard's My Favorites tab on a page of its own), following every heart. */
import { plural } from '../../../lib/domain/plural.ts';
import type { BusinessCardView } from '../../../lib/views/businesses.ts';
import FavoritesGrid from './FavoritesGrid.tsx';
import { useFavoriteList } from './use-favorite-list.ts';
import './dashboard.css';

export default function MyFavorites({ favorites }: { favorites: BusinessCardView[] }) {
  const { list, focusAfter, focused } = useFavoriteList(favorites);
  return (
    <div className="container dash">
      <header className="dash-head">
        <div className="dash-welcome">
          <h1 id="my-favorites" tabIndex={-1}>
            My Favorites
          </h1>
          <p className="dash-counts">{plural(list.length, 'favorite place')}</p>
        </div>
        <a className="button secondary" href="/dashboard">
          Your dashboard
        </a>
      </header>
      <FavoritesGrid list={list} back="/favorites" focusAfter={focusAfter} onFocused={focused} panelId="my-favorites" />
    </div>
  );
}
