/** A heart's state: as the server drew it until the island is mounted, then the shared store's. */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $favorites, $pendingFavorites, knowFavorite } from '#stores/favorites.ts';
import { useHydrated } from '../use-hydrated.ts';

export function useFavorite(businessId: number, savedOnServer: boolean): { saved: boolean; pending: boolean } {
  // Only this business's entries: a change to another business does not redraw this heart.
  const key = String(businessId);
  const saved = useStore($favorites, { keys: [key] });
  const pending = useStore($pendingFavorites, { keys: [key] });
  // The first render matches the server's HTML (hydration); another heart may have changed since.
  const hydrated = useHydrated();
  useEffect(() => knowFavorite(businessId, savedOnServer), [businessId, savedOnServer]);
  if (!hydrated) return { saved: savedOnServer, pending: false };
  return { saved: saved[key] ?? savedOnServer, pending: Boolean(pending[key]) };
}
