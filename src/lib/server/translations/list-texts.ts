/**
 * Verified translations of the people's texts a list shows (event cards, the calendar, the trip
 * planner's picks; decision 024): one query for the whole list, keyed by ids, none in English.
 * Each item comes back with `translated` holding what has a verified translation; the original
 * stays in place, so a view shows the translation without `lang="en"` and the original with it.
 */
import type { Database } from '../db/client.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { contentKey } from '#lib/domain/content-keys.ts';
import type { TranslatedTexts } from '#lib/views/translated-texts.ts';
import { loadVerifiedTranslations } from './content-translations.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';

type EventItem = { id: number; description?: string | null; translated?: TranslatedTexts };
type BusinessItem = { id: number; description?: string | null; translated?: TranslatedTexts };

/** The verified texts of a page's lists: `event(id)` and `business(id)` answer what was found. */
export type ListTexts = { event: (id: number) => TranslatedTexts | undefined; business: (id: number) => TranslatedTexts | undefined };

const NONE: ListTexts = { event: () => undefined, business: () => undefined };

/** Reads the verified titles and descriptions of these events and business descriptions in one round trip. */
export async function loadListTexts(
  db: Database,
  locale: Locale,
  ids: { events?: readonly number[]; businesses?: readonly number[] },
): Promise<ListTexts> {
  const eventIds = [...new Set(ids.events ?? [])];
  const businessIds = [...new Set(ids.businesses ?? [])];
  // People write in English: a page in English shows their texts as written.
  if (!writtenIn('en', locale) || eventIds.length + businessIds.length === 0) return NONE;
  const keys = [
    ...eventIds.flatMap((id) => [contentKey('event', id, 'title'), contentKey('event', id, 'description')]),
    ...businessIds.map((id) => contentKey('business', id, 'description')),
  ];
  const found = await loadVerifiedTranslations(db, locale, keys);
  if (found.size === 0) return NONE;
  const texts = (title: string | undefined, description: string | undefined): TranslatedTexts | undefined =>
    title || description ? { ...(title ? { title } : {}), ...(description ? { description } : {}) } : undefined;
  return {
    event: (id) => texts(found.get(contentKey('event', id, 'title')), found.get(contentKey('event', id, 'description'))),
    business: (id) => texts(undefined, found.get(contentKey('business', id, 'description'))),
  };
}

/** Events with their verified texts attached (unchanged in English or when none is verified). */
export async function withEventTexts<T extends EventItem>(db: Database, locale: Locale, events: readonly T[]): Promise<T[]> {
  const texts = await loadListTexts(db, locale, { events: events.map((event) => event.id) });
  return events.map((event) => attach(event, texts.event(event.id)));
}

/** An item with `translated` set when there is something to show; the same item otherwise. */
export function attach<T extends EventItem | BusinessItem>(item: T, translated: TranslatedTexts | undefined): T {
  return translated ? { ...item, translated } : item;
}
