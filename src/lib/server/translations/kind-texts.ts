/**
 * The verified translations of every text of one catalogue kind (rewards, plans, listing plans,
 * real-estate listings: a few dozen rows each) in one language, for a page's batch (decision 024).
 * The keys of a kind are one range of the unique index (`reward:` up to `reward;`), so the page
 * needs no ids before it reads them.
 */
import { and, eq, gte, lt } from 'drizzle-orm';
import { translations } from '#db/schema.ts';
import type { ContentKind } from '#lib/domain/content-keys.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';
import type { TranslatedTexts } from '#lib/views/translated-texts.ts';
import type { Database } from '../db/client.ts';

/** The query of the verified translations of a kind's texts into `language` (English has none: it finds nothing). */
export function verifiedKindQuery(db: Database, language: Locale, kind: ContentKind) {
  return db
    .select({ key: translations.translationKey, text: translations.translatedText })
    .from(translations)
    .where(
      and(
        eq(translations.languageCode, language),
        gte(translations.translationKey, `${kind}:`),
        // ';' follows ':' in code order: every `kind:…` key and no other kind's.
        lt(translations.translationKey, `${kind};`),
        eq(translations.isVerified, true),
      ),
    );
}

/** A kind's verified texts by id and field: `texts(7, 'name')` is the translation or null. */
export type KindTexts = (id: number, field: string) => string | null;

export function kindTexts(kind: ContentKind, rows: readonly { key: string; text: string }[]): KindTexts {
  const found = new Map(rows.map((row) => [row.key, row.text]));
  return (id, field) => found.get(`${kind}:${id}:${field}`) ?? null;
}

/** An item's `translated` texts (title and description) for a view, when a field has one. */
export function translatedOf(texts: KindTexts, id: number, title: string, description = 'description'): TranslatedTexts | undefined {
  const shownTitle = texts(id, title);
  const shownDescription = texts(id, description);
  if (!shownTitle && !shownDescription) return undefined;
  return { ...(shownTitle ? { title: shownTitle } : {}), ...(shownDescription ? { description: shownDescription } : {}) };
}

/** The verified texts of a kind in `locale`: one query (none in English). */
export async function loadKindTexts(db: Database, locale: Locale, kind: ContentKind): Promise<KindTexts> {
  // People write in English: a page in English shows their texts as written.
  if (!writtenIn('en', locale)) return () => null;
  return kindTexts(kind, await verifiedKindQuery(db, locale, kind));
}
