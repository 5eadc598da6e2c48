/**
 * A walk of a tour kept in this browser (decision 025): whether it was started, the points done,
 * and, signed out, the rating given. Kept per tour and per account ('guest' signed out), so a
 * reload or a lost connection reopens on the same next point. Read with useSyncExternalStore:
 * the server draws no walk, the browser then draws the kept one.
 */
export type StoredWalk = { started: boolean; done: number[]; again?: boolean; rating?: number };

const PREFIX = 'harlem-guide:tour-walk:';
const listeners = new Set<() => void>();

/** The storage key of a tour's walk for an account (or 'guest'). */
export const walkKey = (tourId: number, account: number | null) => `${PREFIX}${tourId}:${account ?? 'guest'}`;

/** The kept walk's text (stable between changes, as useSyncExternalStore needs); null when none or unreadable. */
export function readWalkText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** A kept walk's text as a walk; anything unreadable is no walk. */
export function parseWalk(text: string | null): StoredWalk | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredWalk>;
    if (typeof value !== 'object' || value === null) return null;
    const done = Array.isArray(value.done) ? value.done.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
    const rating = Number.isInteger(value.rating) && value.rating! >= 1 && value.rating! <= 5 ? value.rating : undefined;
    return { started: value.started === true, done, ...(value.again ? { again: true } : {}), ...(rating ? { rating } : {}) };
  } catch {
    return null;
  }
}

/** Keeps a walk (or forgets it with null) and tells the islands reading it. */
export function writeWalk(key: string, walk: StoredWalk | null): void {
  try {
    if (walk) localStorage.setItem(key, JSON.stringify(walk));
    else localStorage.removeItem(key);
  } catch {
    // Storage full or refused: the walk lives on the page only until it is closed.
  }
  for (const listener of listeners) listener();
}

export function subscribeWalks(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
