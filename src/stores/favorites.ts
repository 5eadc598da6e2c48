/**
 * Favorite hearts on the page: which businesses are saved and which are on their way to the
 * server, keyed by business id, so every heart for one business changes together. A change shows
 * at once and rolls back if the server refuses it (spec 01 sections 4 and 8).
 */
import { atom, map } from 'nanostores';
import { showToast } from './toasts';

/** Saved or not, per business id, for the hearts on this page. */
export const $favorites = map<Record<string, boolean>>({});
/** Business ids whose change is being sent (their hearts are disabled meanwhile). */
export const $pendingFavorites = map<Record<string, boolean>>({});

/**
 * The last change the server confirmed (saved or removed), for lists that show the member's
 * favorites, such as the personal dashboard, to follow without a reload (spec 01 section 4:
 * the favorites list is refetched on success). A new object for every change, so listeners hear
 * each one; never set for a change that was refused and rolled back.
 */
export const $lastFavoriteChange = atom<{ id: number; saved: boolean } | null>(null);

/** How long the Login Required toast shows before the sign-in page opens (spec 01 section 8). */
export const LOGIN_REDIRECT_DELAY_MS = 500;

export type FavoriteOutcome = 'added' | 'removed' | 'login-required' | 'failed' | 'busy';

/** Records the state the server drew a heart in (the first heart for a business wins). */
export function knowFavorite(businessId: number, saved: boolean): void {
  if (!(businessId in $favorites.get())) $favorites.setKey(String(businessId), saved);
}

/** Tells the visitor to sign in first. */
export function showLoginRequired(): void {
  showToast({ title: 'Login Required', description: 'Please log in to save favorites.' });
}

/**
 * Saves or removes a business (the opposite of its current state), with toasts for the outcome.
 * Ignored while the same business is still pending. `send` is fetch, replaceable in tests.
 */
export async function toggleFavorite(business: { id: number; name: string }, send: typeof fetch = fetch): Promise<FavoriteOutcome> {
  const key = String(business.id);
  if ($pendingFavorites.get()[key]) return 'busy';
  const saved = Boolean($favorites.get()[key]);
  $pendingFavorites.setKey(key, true);
  $favorites.setKey(key, !saved);
  let outcome: FavoriteOutcome = 'failed';
  try {
    const response = await send(`/api/user/favorites/${business.id}`, { method: saved ? 'DELETE' : 'POST', headers: { accept: 'application/json' }, credentials: 'same-origin' });
    if (response.status === 401) outcome = 'login-required';
    else if (response.ok) outcome = saved ? 'removed' : 'added';
  } catch {
    // Offline or the connection dropped: a failure like any other.
  }
  if (outcome === 'added' || outcome === 'removed') {
    showToast({ title: outcome === 'added' ? 'Added to favorites' : 'Removed from favorites', description: business.name, variant: 'success' });
  } else {
    $favorites.setKey(key, saved);
    if (outcome === 'login-required') showLoginRequired();
    else showToast({ title: 'Error', description: 'Failed to update favorites. Please try again.', variant: 'destructive' });
  }
  $pendingFavorites.setKey(key, false);
  if (outcome === 'added' || outcome === 'removed') $lastFavoriteChange.set({ id: business.id, saved: outcome === 'added' });
  return outcome;
}
