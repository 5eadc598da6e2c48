/**
 * "Saved for offline": the pages saved on this device (itineraries, places, events, tickets), each
 * opening its page, with Remove. They live in this browser, not in the account, so the list is
 * read once the dashboard runs here; drawn on the server it says it is looking.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '#lib/i18n/locales.ts';
import { savedKindIn } from '#lib/i18n/localized/dashboard.ts';
import { listSavedOffline, removeSavedOffline, type SavedPage } from '#lib/site/offline-saves.ts';
import {
  dashboard_offline_empty,
  dashboard_offline_heading,
  dashboard_offline_looking,
  dashboard_offline_remove_hidden,
  dashboard_offline_removed,
  dashboard_remove,
} from '#paraglide/messages.js';

export default function SavedOffline({ locale }: { locale: Locale }) {
  const t = { locale };
  const [saved, setSaved] = useState<SavedPage[] | null>(null);
  const [said, setSaid] = useState('');

  useEffect(() => {
    listSavedOffline().then(setSaved, () => setSaved([]));
  }, []);

  const remove = async (page: SavedPage) => {
    await removeSavedOffline(page.url);
    setSaved(await listSavedOffline());
    setSaid(dashboard_offline_removed({ title: page.title }, t));
  };

  return (
    <section className="dash-offline" aria-labelledby="saved-offline-heading">
      <h3 id="saved-offline-heading">{dashboard_offline_heading({}, t)}</h3>
      {saved === null ? (
        <p className="muted">{dashboard_offline_looking({}, t)}</p>
      ) : saved.length === 0 ? (
        <p className="muted">{dashboard_offline_empty({}, t)}</p>
      ) : (
        <ul className="dash-offline-list">
          {saved.map((page) => (
            <li key={page.url}>
              <span>
                <a href={page.url}>{page.title}</a> <span className="muted">{savedKindIn(locale, page.kind)}</span>
              </span>
              <button type="button" className="button secondary" onClick={() => void remove(page)}>
                {dashboard_remove({}, t)}
                <span className="visually-hidden">{` ${dashboard_offline_remove_hidden({ title: page.title }, t)}`}</span>
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
