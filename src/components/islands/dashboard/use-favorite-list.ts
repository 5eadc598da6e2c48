/**
 * A member's list of favorite places that follows the hearts: a place removed anywhere on the
 * page leaves it as soon as the server confirms, and one saved elsewhere on the page (a premium
 * card) joins it at the top, newest first as the server lists them.
 */
import { useEffect, useState } from 'react';
import { $lastFavoriteChange } from '../../../stores/favorites.ts';
import type { BusinessCardView } from '../../../lib/views/businesses.ts';

export function useFavoriteList(initial: BusinessCardView[], elsewhere: readonly BusinessCardView[] = []) {
  const [list, setList] = useState(initial);
  /** The business whose heart takes the focus after a removal from the list, if the removed one had it. */
  const [focusAfter, setFocusAfter] = useState<number | 'panel' | null>(null);

  useEffect(
    () =>
      $lastFavoriteChange.listen((change) => {
        if (!change) return;
        setList((current) => {
          const index = current.findIndex((card) => card.id === change.id);
          if (!change.saved && index >= 0) {
            const hadFocus = Boolean(document.activeElement?.closest(`[data-favorite-card="${change.id}"]`));
            if (hadFocus) setFocusAfter(current[index + 1]?.id ?? current[index - 1]?.id ?? 'panel');
            return current.filter((card) => card.id !== change.id);
          }
          if (change.saved && index < 0) {
            const card = elsewhere.find((candidate) => candidate.id === change.id);
            return card ? [card, ...current] : current;
          }
          return current;
        });
      }),
    [elsewhere],
  );

  return { list, focusAfter, focused: () => setFocusAfter(null) };
}
