/** A heart's state: as the server drew it until the island is mounted, then the shared store's. */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $favorites, $pendingFavorites, knowFavorite } from '../../../stores/favorites.ts';
import { useHydrated } from '../use-hydrated.ts';

export function useFavorite(businessId: number, savedOnServer: boolean): { saved: boolean; pending: boolean } {
  const saved = useStore($favorites);
  const pending = useStore($pendingFavorites);
  // The first render matches the server's HTML (hydration); another heart may have changed since.
  const hydrated = useHydrated();
  useEffect(() => knowFavorite(businessId, savedOnServer), [businessId, savedOnServer]);
  if (!hydrated) return { saved: savedOnServer, pending: false };
  return { saved: saved[String(businessId)] ?? savedOnServer, pending: Boolean(pending[String(businessId)]) };
}
