/**
 * Heart changes made without a connection (issue 15), kept in this browser until they can be
 * sent: the latest wish per business (saved or not) and its name for the messages. Survives a
 * reload and a closed tab; sent by the favorites store when the connection returns.
 */
const KEY = 'harlem-guide:favorites-offline';

export type QueuedFavorite = { id: number; name: string; saved: boolean };

export function queuedFavorites(): QueuedFavorite[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((item): item is QueuedFavorite => typeof item?.id === 'number' && typeof item.saved === 'boolean') : [];
  } catch {
    return [];
  }
}

function store(items: QueuedFavorite[]): void {
  try {
    if (items.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(items));
  } catch {
    // Storage full or refused: the change stays on the page only.
  }
}

/** Records the wish for a business, replacing an earlier one. */
export function queueFavorite(item: QueuedFavorite): void {
  store([...queuedFavorites().filter((queued) => queued.id !== item.id), item]);
}

export function dequeueFavorite(id: number): void {
  store(queuedFavorites().filter((queued) => queued.id !== id));
}
