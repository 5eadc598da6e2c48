/** My Favorites (spec 02 section 2): the saved places as cards with their hearts, or "No favorites yet". */
import { useEffect, useRef } from 'react';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { dashboard_explore, dashboard_favorites_empty, dashboard_favorites_empty_help } from '#paraglide/messages.js';
import type { BusinessCardView } from '#lib/views/businesses.ts';
import BusinessCard from '../businesses/BusinessCard.tsx';
import FavoriteButton from '../favorites/FavoriteButton.tsx';

type Props = {
  locale: Locale;
  list: BusinessCardView[];
  /** The page to come back to after a heart's form post without JavaScript. */
  back: string;
  focusAfter: number | 'panel' | null;
  onFocused: () => void;
  /** The element that takes the focus when the last place leaves the list. */
  panelId: string;
};

export default function FavoritesGrid({ locale, list, back, focusAfter, onFocused, panelId }: Props) {
  const grid = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusAfter === null) return;
    const target =
      focusAfter === 'panel'
        ? document.getElementById(panelId)
        : grid.current?.querySelector<HTMLElement>(`[data-favorite-card="${focusAfter}"] [data-favorite-id]`);
    target?.focus();
    onFocused();
  }, [focusAfter, onFocused, panelId]);

  if (list.length === 0) {
    return (
      <div className="dash-empty">
        <p className="dash-empty-title">{dashboard_favorites_empty({}, { locale })}</p>
        <p className="muted">{dashboard_favorites_empty_help({}, { locale })}</p>
        <a className="button" href={localizePath(locale, '/')}>
          {dashboard_explore({}, { locale })}
        </a>
      </div>
    );
  }
  return (
    <div className="grid" ref={grid}>
      {list.map((business) => (
        <div key={business.id} className="dash-card" data-favorite-card={business.id}>
          <BusinessCard
            business={business}
            locale={locale}
            heart={<FavoriteButton business={business} saved signedIn next={back} locale={locale} />}
          />
        </div>
      ))}
    </div>
  );
}
