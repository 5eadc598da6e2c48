/**
 * What a verified translation's change empties of the cached pages (cache-keys.ts): the pages that
 * show the record it translates, and the lists that show its title. A text only waiting for an
 * admin is shown nowhere, so saving one changes nothing public.
 */
import type { Database } from '../db/client.ts';
import { contentChanged } from '../http/cache-keys.ts';
import { translationChanged as recordTranslated } from '../http/records-changed.ts';

/** Says that the shown (verified) translation of `key` changed, or that nothing public did when it was only waiting. */
export async function translationChanged(db: Database, key: string, shown: boolean): Promise<void> {
  if (shown) await recordTranslated(db, key);
  else contentChanged();
}
