/**
 * Fills a page's "on this device" lists (the offline page, the account): the pages saved for
 * offline, then the pages the worker kept as they were visited. Plain DOM, so the offline page
 * needs no framework; each list is a <ul data-offline-list="saved|visited"> inside an element
 * that stays hidden while its list is empty.
 */
import { listSavedOffline, listVisitedOffline, SAVED_KINDS, type SavedKind } from './offline-saves.ts';

/** What each save is, in the page's language (read from <html lang>; no message library in the browser). */
const KINDS: Record<string, Record<SavedKind, string>> = {
  en: SAVED_KINDS,
  es: { trip: 'Itinerario', business: 'Lugar', event: 'Evento', ticket: 'Entrada', tour: 'Recorrido a pie' },
  fr: { trip: 'Itinéraire', business: 'Lieu', event: 'Événement', ticket: 'Billet', tour: 'Visite à pied' },
};

function item(href: string, title: string, note?: string): HTMLLIElement {
  const li = document.createElement('li');
  const link = Object.assign(document.createElement('a'), { href, textContent: title });
  li.append(link);
  if (note) li.append(' ', Object.assign(document.createElement('span'), { className: 'muted', textContent: note }));
  return li;
}

export async function fillOfflineLists(root: ParentNode = document): Promise<void> {
  const savedList = root.querySelector<HTMLUListElement>('[data-offline-list="saved"]');
  const visitedList = root.querySelector<HTMLUListElement>('[data-offline-list="visited"]');
  const saved = savedList ? await listSavedOffline() : [];
  const savedUrls = new Set(saved.map((page) => page.url));
  if (savedList) {
    savedList.replaceChildren(
      ...saved.map((page) => item(page.url, page.title, (KINDS[document.documentElement.lang] ?? SAVED_KINDS)[page.kind])),
    );
    savedList.closest<HTMLElement>('[data-offline-section]')!.hidden = saved.length === 0;
  }
  if (visitedList) {
    const visited = (await listVisitedOffline()).filter((page) => !savedUrls.has(page.url));
    visitedList.replaceChildren(...visited.map((page) => item(page.url, page.title)));
    visitedList.closest<HTMLElement>('[data-offline-section]')!.hidden = visited.length === 0;
  }
}
