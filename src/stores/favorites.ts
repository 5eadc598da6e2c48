/**
 * Favorite hearts on the page: which businesses are saved and which are on their way to the
 * server, keyed by business id, so every heart for one business changes together; and the
 * member's favorites count for the account menu and the dashboard. A change shows at once and
 * rolls back if the server refuses it (spec 01 sections 4 and 8). Made without a connection, it
 * waits in this browser (favorites-queue.ts) and is sent when the connection returns; a refusal
 * then rolls it back and says so (issue 15). Its toasts speak the page's language.
 */
import { atom, map } from 'nanostores';
import { postAction } from '../lib/site/post-action.ts';
import { showToast } from './toasts.ts';
import { signInAgain } from './viewer.ts';
import { getLocale } from '../lib/site/island-locale.ts';
import { currentViewer, dequeueFavorite, queuedFavorites, queueFavorite, type QueuedFavorite } from './favorites-queue.ts';
import { notices_fav_added, notices_fav_failed, notices_fav_removed, notices_error_title } from '../paraglide/messages.js';
import {
  notices_offline_changed,
  notices_offline_logged_out,
  notices_offline_refused,
  notices_offline_refused_title,
  notices_offline_saved_count,
  notices_offline_saved_title,
  notices_offline_title,
  notices_offline_will_remove,
  notices_offline_will_save,
} from '../paraglide/messages.js';

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

/** What sending a change answered: the new count, signed out (401), a refusal, or no connection. */
type SendResult = { ok: true; favoriteCount: number } | { ok: false; unauthorized: boolean; offline?: boolean };

/** Sends one change through the favorites.change action. */
async function sendFavoriteChange(businessId: number, saved: boolean): Promise<SendResult> {
  const form = new FormData();
  form.set('businessId', String(businessId));
  form.set('intent', saved ? 'add' : 'remove');
  try {
    const { data, error } = await postAction('favorites.change', form);
    if (data && typeof data.favoriteCount === 'number') return { ok: true, favoriteCount: data.favoriteCount };
    return { ok: false, unauthorized: error?.code === 'UNAUTHORIZED' };
  } catch {
    // No answer at all: the connection is gone (or dropped on the way).
    return { ok: false, unauthorized: false, offline: true };
  }
}

/** Records the state the server drew a heart in (the first heart for a business wins). */
export function knowFavorite(businessId: number, saved: boolean): void {
  // A change still waiting to be sent shows as made.
  const waiting = queuedFavorites().find((queued) => queued.id === businessId);
  if (!(String(businessId) in $favorites.get())) $favorites.setKey(String(businessId), waiting ? waiting.saved : saved);
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
  const offline = !result.ok && result.offline === true;
  // An answer overtakes any change still waiting for this business.
  if (!offline) dequeueFavorite(business.id);
  const t = { locale: getLocale() };
  if (result.ok) {
    $favoriteCount.set(result.favoriteCount);
    showToast({ title: (saved ? notices_fav_removed : notices_fav_added)({}, t), description: business.name, variant: 'success' });
    $lastFavoriteChange.set({ id: business.id, saved: !saved });
    return;
  }
  if (offline && currentViewer()) {
    // Kept as made, and sent when the connection returns (for this session only).
    queueFavorite({ id: business.id, name: business.name, saved: !saved, viewer: currentViewer() });
    showToast({
      title: notices_offline_title({}, t),
      description: (saved ? notices_offline_will_remove : notices_offline_will_save)({ name: business.name }, t),
    });
    return;
  }
  $favorites.setKey(key, saved);
  if (result.unauthorized) signInAgain();
  else {
    showToast({ title: notices_error_title({}, t), description: notices_fav_failed({}, t), variant: 'destructive' });
  }
}

let sending = false;

/**
 * Sends the changes made offline, oldest first; each sent or refused leaves the queue (a refused
 * one rolls back on the page), and what is still unreachable waits for the next time. One toast
 * says what happened.
 */
export async function sendQueuedFavorites(): Promise<void> {
  if (sending || !navigator.onLine) return;
  sending = true;
  const sent: QueuedFavorite[] = [];
  const refused: QueuedFavorite[] = [];
  let signedOut = false;
  try {
    for (const change of queuedFavorites()) {
      const key = String(change.id);
      $pendingFavorites.setKey(key, true);
      const result = await sendFavoriteChange(change.id, change.saved);
      $pendingFavorites.setKey(key, false);
      if (!result.ok && result.offline) break;
      dequeueFavorite(change.id);
      if (result.ok) {
        sent.push(change);
        $favoriteCount.set(result.favoriteCount);
        $favorites.setKey(key, change.saved);
        $lastFavoriteChange.set({ id: change.id, saved: change.saved });
      } else {
        refused.push(change);
        signedOut ||= result.unauthorized;
        if (key in $favorites.get()) $favorites.setKey(key, !change.saved);
      }
    }
  } finally {
    sending = false;
  }
  const t = { locale: getLocale() };
  if (refused.length > 0) {
    const names = refused.map((change) => change.name).join(', ');
    const why = (signedOut ? notices_offline_logged_out : notices_fav_failed)({}, t);
    showToast({
      title: notices_offline_refused_title({}, t),
      description: notices_offline_refused({ names, why }, t),
      variant: 'destructive',
    });
  } else if (sent.length === 1) {
    showToast({
      title: (sent[0]!.saved ? notices_fav_added : notices_fav_removed)({}, t),
      description: notices_offline_changed({ name: sent[0]!.name }, t),
      variant: 'success',
    });
  } else if (sent.length > 1) {
    showToast({
      title: notices_offline_saved_title({}, t),
      description: notices_offline_saved_count({ count: sent.length }, t),
      variant: 'success',
    });
  }
}

if (typeof window !== 'undefined') {
  addEventListener('online', () => void sendQueuedFavorites());
  if (queuedFavorites().length > 0) queueMicrotask(() => void sendQueuedFavorites());
}
