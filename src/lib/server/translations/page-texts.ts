/**
 * The verified translations a public page shows (decision 024), by field: one query, none in
 * English. What is missing is null, and the page shows the English original with a note.
 */
import type { Database } from '../db/client.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { contentKey } from '#lib/domain/content-keys.ts';
import { loadVerifiedTranslations } from './content-translations.ts';

export async function eventTexts(
  db: Database,
  locale: Locale,
  eventId: number,
): Promise<{ title: string | null; description: string | null }> {
  const title = contentKey('event', eventId, 'title');
  const description = contentKey('event', eventId, 'description');
  const found = await loadVerifiedTranslations(db, locale, [title, description]);
  return { title: found.get(title) ?? null, description: found.get(description) ?? null };
}
