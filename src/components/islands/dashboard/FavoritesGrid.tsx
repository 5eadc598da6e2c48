/** My Favorites (spec 02 section 2): the saved places as cards with their hearts, or "No favorites yet". */
import { useEffect, useRef } from 'react';
import type { BusinessCardView } from '../../../lib/views/businesses.ts';
import BusinessCard from '../businesses/BusinessCard.tsx';
import FavoriteButton from '../favorites/FavoriteButton.tsx';

type Props = {
  list: BusinessCardView[];
  /** The page to come back to after a heart's form post without JavaScript. */
  back: string;
  focusAfter: number | 'panel' | null;
  onFocused: () => void;
  /** The element that takes the focus when the last place leaves the list. */
  panelId: string;
};

export default function FavoritesGrid({ list, back, focusAfter, onFocused, panelId }: Props) {
  const grid = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusAfter === null) return;
    const target = focusAfter === 'panel' ? document.getElementById(panelId) : grid.current?.querySelector<HTMLElement>(`[data-favorite-card="${focusAfter}"] [data-favorite-id]`);
    target?.focus();
    onFocused();
  }, [focusAfter, onFocused, panelId]);

  if (list.length === 0) {
    return (
      <div className="dash-empty">
        <p className="dash-empty-title">No favorites yet</p>
        <p className="muted">Save the places you love with the heart on any business, and they will wait for you here.</p>
        <a className="button" href="/">
          Explore Harlem
        </a>
      </div>
    );
  }
  return (
    <div className="grid" ref={grid}>
      {list.map((business) => (
        <div key={business.id} className="dash-card" data-favorite-card={business.id}>
          <BusinessCard business={business} heart={<FavoriteButton business={business} saved signedIn next={back} />} />
        </div>
      ))}
    </div>
  );
}
