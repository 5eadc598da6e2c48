/**
 * Heart changes made without a connection (issue 15), kept in this browser until they can be
 * sent: the latest wish per business (saved or not), its name for the messages, and whose it is
 * (the tag of the session the page was drawn for, html data-viewer): a change is only ever sent,
 * or shown, for that session. Survives a reload and a closed tab.
 */
const KEY = 'harlem-guide:favorites-offline';

export type QueuedFavorite = { id: number; name: string; saved: boolean; viewer: string };

/** The session this page was drawn for ('' when signed out). */
export function currentViewer(): string {
  return typeof document === 'undefined' ? '' : (document.documentElement.dataset.viewer ?? '');
}

/** Every change waiting, whoever made it. */
function allQueued(): QueuedFavorite[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is QueuedFavorite =>
            typeof item?.id === 'number' && typeof item.saved === 'boolean' && typeof item.viewer === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** The changes waiting that this page's session made. */
export function queuedFavorites(): QueuedFavorite[] {
  const viewer = currentViewer();
  return viewer ? allQueued().filter((item) => item.viewer === viewer) : [];
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
  store([...allQueued().filter((queued) => !(queued.id === item.id && queued.viewer === item.viewer)), item]);
}

/** Drops this session's change for a business (sent, refused, or overtaken by one that was answered). */
export function dequeueFavorite(id: number): void {
  const viewer = currentViewer();
  store(allQueued().filter((queued) => !(queued.id === id && queued.viewer === viewer)));
}
