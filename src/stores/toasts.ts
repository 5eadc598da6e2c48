/** Toast notifications: one at a time, replaced by the next, gone after 5 seconds. */
import { atom } from 'nanostores';

export const TOAST_DURATION_MS = 5000;

export type Toast = {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive';
};

/** The toast on screen, or null. */
export const $toast = atom<Toast | null>(null);

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows a toast, replacing the current one, and dismisses it after TOAST_DURATION_MS. */
export function showToast(toast: Omit<Toast, 'id'>): Toast {
  const shown = { ...toast, id: nextId++ };
  clearTimeout(timer);
  $toast.set(shown);
  timer = setTimeout(() => dismissToast(shown.id), TOAST_DURATION_MS);
  return shown;
}

/** Dismisses the toast on screen (only that one, when an id is given). */
export function dismissToast(id?: number): void {
  const current = $toast.get();
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimeout(timer);
  $toast.set(null);
}
