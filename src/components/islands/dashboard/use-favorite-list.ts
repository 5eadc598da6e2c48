/**
 * A member's list of favorite places that follows the hearts: a place removed anywhere on the
 * page leaves it as soon as the server confirms, and one saved elsewhere on the page (a premium
 * card) joins it at the top, newest first as the server lists them.
 */
import { useCallback, useEffect, useState } from 'react';
import { $lastFavoriteChange } from '#stores/favorites.ts';
import type { BusinessCardView } from '#lib/views/businesses.ts';

const NONE: readonly BusinessCardView[] = [];

/** The card whose heart should take the focus when the card of `id` leaves: the next, else the previous, else the panel. */
function focusAfterRemoving(id: number): number | 'panel' | null {
  const focused = document.activeElement?.closest<HTMLElement>('[data-favorite-card]');
  if (focused?.dataset.favoriteCard !== String(id)) return null;
  const neighbour = (focused.nextElementSibling ?? focused.previousElementSibling) as HTMLElement | null;
  return neighbour?.dataset.favoriteCard ? Number(neighbour.dataset.favoriteCard) : 'panel';
}

export function useFavoriteList(initial: BusinessCardView[], elsewhere: readonly BusinessCardView[] = NONE) {
  const [list, setList] = useState(initial);
  /** The business whose heart takes the focus after a removal from the list, if the removed one had it. */
  const [focusAfter, setFocusAfter] = useState<number | 'panel' | null>(null);

  useEffect(
    () =>
      $lastFavoriteChange.listen((change) => {
        if (!change) return;
        if (!change.saved) {
          const next = focusAfterRemoving(change.id);
          if (next !== null) setFocusAfter(next);
          setList((current) => current.filter((card) => card.id !== change.id));
          return;
        }
        setList((current) => {
          if (current.some((card) => card.id === change.id)) return current;
          const card = elsewhere.find((candidate) => candidate.id === change.id);
          return card ? [card, ...current] : current;
        });
      }),
    [elsewhere],
  );

  const focused = useCallback(() => setFocusAfter(null), []);
  return { list, focusAfter, focused };
}
