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

/** The translation keys of these events' titles and descriptions and businesses' descriptions: none in English. */
export function listTextKeys(locale: Locale, ids: ListTextIds): string[] {
  // People write in English: a page in English shows their texts as written.
  if (!writtenIn('en', locale)) return [];
  return [
    ...new Set([
      ...(ids.events ?? []).flatMap((id) => [contentKey('event', id, 'title'), contentKey('event', id, 'description')]),
      ...(ids.businesses ?? []).map((id) => contentKey('business', id, 'description')),
    ]),
  ];
}

export type ListTextIds = { events?: readonly number[]; businesses?: readonly number[] };

/** The texts found (translation key to verified text), as `event(id)` and `business(id)`. */
export function listTextsFrom(found: ReadonlyMap<string, string>): ListTexts {
  if (found.size === 0) return NONE;
  const texts = (title: string | undefined, description: string | undefined): TranslatedTexts | undefined =>
    title || description ? { ...(title ? { title } : {}), ...(description ? { description } : {}) } : undefined;
  return {
    event: (id) => texts(found.get(contentKey('event', id, 'title')), found.get(contentKey('event', id, 'description'))),
    business: (id) => texts(undefined, found.get(contentKey('business', id, 'description'))),
  };
}

/** Reads the verified titles and descriptions of these events and business descriptions in one round trip. */
export async function loadListTexts(db: Database, locale: Locale, ids: ListTextIds): Promise<ListTexts> {
  const keys = listTextKeys(locale, ids);
  if (keys.length === 0) return NONE;
  return listTextsFrom(await loadVerifiedTranslations(db, locale, keys));
}

/** An item with `translated` set when there is something to show; the same item otherwise. */
export function attach<T extends EventItem | BusinessItem>(item: T, translated: TranslatedTexts | undefined): T {
  return translated ? { ...item, translated } : item;
}
