/**
 * Favorite hearts on the page: which businesses are saved and which are on their way to the
 * server, keyed by business id, so every heart for one business changes together; and the
 * member's favorites count for the account menu and the dashboard. A change shows at once and
 * rolls back if the server refuses it (spec 01 sections 4 and 8).
 */
import { atom, map } from 'nanostores';
import { actions } from 'astro:actions';
import { FAVORITE_MESSAGES } from '../lib/schemas/favorites-messages.ts';
import { showToast } from './toasts.ts';
import { signInAgain } from './viewer.ts';

/** Saved or not, per business id, for the hearts on this page. */
export const $favorites = map<Record<string, boolean>>({});
/** Business ids whose change is being sent (their hearts are disabled meanwhile). */
export const $pendingFavorites = map<Record<string, boolean>>({});
/** How many places the member has saved, as the server last said; null until a heart or menu knows it. */
export const $favoriteCount = atom<number | null>(null);

/**
 * The last change the server confirmed (saved or removed), for lists of the member's favorites
 * (the personal dashboard) to follow without a reload. A new object for every change, so
 * listeners hear each one; never set for a change that was refused and rolled back.
 */
export const $lastFavoriteChange = atom<{ id: number; saved: boolean } | null>(null);

/** What sending a change answered: the new count, signed out (401), or a failure. */
type SendResult = { ok: true; favoriteCount: number } | { ok: false; unauthorized: boolean };

/** Sends one change through the favorites.change action. */
async function sendFavoriteChange(businessId: number, saved: boolean): Promise<SendResult> {
  const form = new FormData();
  form.set('businessId', String(businessId));
  form.set('intent', saved ? 'add' : 'remove');
  try {
    const { data, error } = await actions.favorites.change(form);
    if (data) return { ok: true, favoriteCount: data.favoriteCount };
    return { ok: false, unauthorized: error?.code === 'UNAUTHORIZED' };
  } catch {
    // Offline or the connection dropped: a failure like any other.
    return { ok: false, unauthorized: false };
  }
}

/** Records the state the server drew a heart in (the first heart for a business wins). */
export function knowFavorite(businessId: number, saved: boolean): void {
  if (!(String(businessId) in $favorites.get())) $favorites.setKey(String(businessId), saved);
}

/**
 * Saves or removes a business (the opposite of its current state), with toasts for the outcome.
 * Ignored while the same business is still pending.
 */
export async function toggleFavorite(business: { id: number; name: string }): Promise<void> {
  const key = String(business.id);
  if ($pendingFavorites.get()[key]) return;
  const saved = Boolean($favorites.get()[key]);
  $pendingFavorites.setKey(key, true);
  $favorites.setKey(key, !saved);
  const result = await sendFavoriteChange(business.id, !saved);
  $pendingFavorites.setKey(key, false);
  if (result.ok) {
    $favoriteCount.set(result.favoriteCount);
    showToast({ title: saved ? FAVORITE_MESSAGES.removed : FAVORITE_MESSAGES.added, description: business.name, variant: 'success' });
    $lastFavoriteChange.set({ id: business.id, saved: !saved });
    return;
  }
  $favorites.setKey(key, saved);
  if (result.unauthorized) signInAgain();
  else showToast({ title: 'Error', description: FAVORITE_MESSAGES.failed, variant: 'destructive' });
}
