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
let remaining = TOAST_DURATION_MS;
let startedAt = 0;

function startTimer(id: number) {
  clearTimeout(timer);
  startedAt = Date.now();
  timer = setTimeout(() => dismissToast(id), remaining);
}

/** Shows a toast, replacing the current one, and dismisses it after TOAST_DURATION_MS. */
export function showToast(toast: Omit<Toast, 'id'>): Toast {
  const shown = { ...toast, id: nextId++ };
  $toast.set(shown);
  remaining = TOAST_DURATION_MS;
  startTimer(shown.id);
  return shown;
}

/** Stops the clock while the reader points at or focuses the toast (WCAG 2.2.1). */
export function pauseToast(): void {
  if (!$toast.get() || timer === undefined) return;
  clearTimeout(timer);
  timer = undefined;
  remaining = Math.max(0, remaining - (Date.now() - startedAt));
}

/** Restarts the clock with the time that was left. */
export function resumeToast(): void {
  const current = $toast.get();
  if (current && timer === undefined) startTimer(current.id);
}

/** Dismisses the toast on screen (only that one, when an id is given). */
export function dismissToast(id?: number): void {
  const current = $toast.get();
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimeout(timer);
  timer = undefined;
  $toast.set(null);
}
