/** /favorites: the member's saved places (the dashboard's My Favorites tab on a page of its own), following every heart. */
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { dashboard_favorite_count, dashboard_my_favorites, dashboard_your_dashboard } from '#paraglide/messages.js';
import type { BusinessCardView } from '#lib/views/businesses.ts';
import FavoritesGrid from './FavoritesGrid.tsx';
import { useFavoriteList } from './use-favorite-list.ts';
import './dashboard.css';

/** `locale`: the page's language (English when not given); the cards' category names come already in it. */
export default function MyFavorites({ favorites, locale = 'en' }: { favorites: BusinessCardView[]; locale?: Locale }) {
  const { list, focusAfter, focused } = useFavoriteList(favorites);
  return (
    <div className="container dash">
      <header className="dash-head">
        <div className="dash-welcome">
          <h1 id="my-favorites" tabIndex={-1}>
            {dashboard_my_favorites({}, { locale })}
          </h1>
          <p className="dash-counts">{dashboard_favorite_count({ count: list.length }, { locale })}</p>
        </div>
        <a className="button secondary" href={localizePath(locale, '/dashboard')}>
          {dashboard_your_dashboard({}, { locale })}
        </a>
      </header>
      <FavoritesGrid
        locale={locale}
        list={list}
        back={localizePath(locale, '/favorites')}
        focusAfter={focusAfter}
        onFocused={focused}
        panelId="my-favorites"
      />
    </div>
  );
}
