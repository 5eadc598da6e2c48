/**
 * What the island component tests share: a business card view to render, answers the test gives
 * by hand (a fetch, an action) to see the loading and pending states, and a reset of everything
 * an island leaves behind in the page (the rendered tree, the fake actions' answers, the
 * favorites and toast stores), so each test starts from a blank page.
 */
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import type { BusinessCardView } from '#lib/views/businesses.ts';
import { $favoriteCount, $favorites, $lastFavoriteChange, $pendingFavorites } from '#stores/favorites.ts';
import { dismissToast } from '#stores/toasts.ts';
import { resetActions } from '../mocks/astro-actions.ts';

/** A business as a card shows it; `overrides` change any field. */
export const businessCard = (id: number, name: string, overrides: Partial<BusinessCardView> = {}): BusinessCardView => ({
  id,
  name,
  imageUrl: null,
  isPremium: false,
  categoryName: 'Restaurants',
  communityBoard: { number: 10, name: 'Central Harlem' },
  rating: null,
  reviewCount: 0,
  priceRange: null,
  ...overrides,
});

/** Unmounts what was rendered and empties the client state islands share. */
export function resetIslands(): void {
  cleanup();
  resetActions();
  $favorites.set({});
  $pendingFavorites.set({});
  $favoriteCount.set(null);
  $lastFavoriteChange.set(null);
  dismissToast();
}

/** An answer the test releases when it wants (to see the pending state). */
export function held<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}

/** A fetch the test answers by hand: each call waits for `answer(body, status)` or `fail()` (offline). */
export function handFetch() {
  const calls: { url: string; answer: (body: unknown, status?: number) => void; fail: () => void }[] = [];
  const fn = vi.fn(
    (url: string) =>
      new Promise<Response>((resolve, reject) => {
        calls.push({
          url,
          answer: (body, status = 200) => resolve(new Response(JSON.stringify(body), { status })),
          fail: () => reject(new TypeError('Failed to fetch')),
        });
      }),
  );
  return { fn: fn as unknown as typeof fetch, calls };
}
