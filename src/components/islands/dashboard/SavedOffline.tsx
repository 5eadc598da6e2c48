/**
 * "Saved for offline": the pages saved on this device (itineraries, places, events, tickets), each
 * opening its page, with Remove. They live in this browser, not in the account, so the list is
 * read once the dashboard runs here; drawn on the server it says it is looking.
 */
import { useEffect, useState } from 'react';
import { listSavedOffline, removeSavedOffline, SAVED_KINDS, type SavedPage } from '../../../lib/site/offline-saves.ts';

export default function SavedOffline() {
  const [saved, setSaved] = useState<SavedPage[] | null>(null);
  const [said, setSaid] = useState('');

  useEffect(() => {
    listSavedOffline().then(setSaved, () => setSaved([]));
  }, []);

  const remove = async (page: SavedPage) => {
    await removeSavedOffline(page.url);
    setSaved(await listSavedOffline());
    setSaid(`${page.title} removed from this device.`);
  };

  return (
    <section className="dash-offline" aria-labelledby="saved-offline-heading">
      <h3 id="saved-offline-heading">Saved for offline on this device</h3>
      {saved === null ? (
        <p className="muted">Looking at what this device keeps…</p>
      ) : saved.length === 0 ? (
        <p className="muted">Nothing yet. Press Save for offline on an itinerary, a place, an event or a ticket to open it without a connection.</p>
      ) : (
        <ul className="dash-offline-list">
          {saved.map((page) => (
            <li key={page.url}>
              <span>
                <a href={page.url}>{page.title}</a> <span className="muted">{SAVED_KINDS[page.kind]}</span>
              </span>
              <button type="button" className="button secondary" onClick={() => void remove(page)}>
                Remove<span className="visually-hidden"> {page.title} from this device</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </section>
  );
}
