/**
 * The admins' translation queue (decision 024): every translatable text of the guide (businesses'
 * descriptions, coming events, tours and their points, real-estate listings, rewards, plans and
 * listing plans) with its state in one language, newest first. One query per language: the texts
 * are a `union all` of the tables, each joined to its translation by key on the unique index.
 */
import { sql, type SQL } from 'drizzle-orm';
import { parseContentKey, TRANSLATION_LANGUAGES, type ContentKind, type TranslationLanguage } from '#lib/domain/content-keys.ts';
import type { Database } from '../db/client.ts';

/** How many texts a language's queue shows at most. */
export const QUEUE_LIMIT = 50;

/** Which texts: those with no translation in the language, or every text (the catalogue's editor), or only those of one kind. */
export type QueueFilter = { missingOnly: boolean; kind?: ContentKind; limit?: number };

export type QueueItem = {
  key: string;
  kind: ContentKind;
  id: number;
  field: string;
  /** The name of what it belongs to (a business, an event's or a tour's title, a plan's name). */
  subject: string;
  /** The English text. */
  original: string;
  /** Its translation in the language, if any: waiting for review (`verified` false) or published. */
  translation: { id: number; text: string; verified: boolean } | null;
};

type Row = {
  kind: string;
  id: number;
  field: string;
  subject: string;
  original: string;
  tr_id: number | null;
  tr_text: string | null;
  tr_verified: number | null;
};

/** One kind's texts of one column: `select kind, id, field, subject, original, newest` from a table, only where the text is written. */
const texts = (kind: ContentKind, field: string, table: string, subject: string, column: string, newest: string, where = '1') =>
  sql.raw(
    `select '${kind}' as kind, id, '${field}' as field, ${subject} as subject, ${column} as original, ${newest} as newest from ${table} where ${where} and coalesce(trim(${column}), '') <> ''`,
  );

/** Every translatable text of the guide (events only while they have not ended; what is retired is left out). */
function allTexts(now: number): SQL {
  const comingEvent = `is_active = 1 and coalesce(ends_at, starts_at) >= ${Math.floor(now)}`;
  const activePoint = `is_active = 1 and tour_id in (select id from ar_tours where is_active = 1)`;
  const pointNewest = `(select created_at from ar_tours where ar_tours.id = ar_points.tour_id)`;
  const parts = [
    texts('business', 'description', 'businesses', 'name', 'description', 'created_at', 'is_active = 1'),
    texts('event', 'title', 'events', 'title', 'title', 'created_at', comingEvent),
    texts('event', 'description', 'events', 'title', 'description', 'created_at', comingEvent),
    texts('tour', 'title', 'ar_tours', 'title', 'title', 'created_at', 'is_active = 1'),
    texts('tour', 'description', 'ar_tours', 'title', 'description', 'created_at', 'is_active = 1'),
    texts('tourpoint', 'title', 'ar_points', 'title', 'title', pointNewest, activePoint),
    texts('tourpoint', 'description', 'ar_points', 'title', 'description', pointNewest, activePoint),
    texts('tourpoint', 'context', 'ar_points', 'title', 'historical_context', pointNewest, activePoint),
    texts('tourpoint', 'narration', 'ar_points', 'title', 'audio_narration', pointNewest, activePoint),
    texts('property', 'title', 'properties', 'title', 'title', 'created_at', 'is_active = 1'),
    texts('property', 'description', 'properties', 'title', 'description', 'created_at', 'is_active = 1'),
    texts('reward', 'title', 'loyalty_rewards', 'title', 'title', 'created_at', 'is_active = 1'),
    texts('reward', 'description', 'loyalty_rewards', 'title', 'description', 'created_at', 'is_active = 1'),
    texts('plan', 'name', 'subscription_plans', 'name', 'name', 'created_at', 'is_active = 1'),
    texts('plan', 'description', 'subscription_plans', 'name', 'description', 'created_at', 'is_active = 1'),
    // Listing plans keep no date: they come after everything dated.
    texts('listingplan', 'name', 'listing_plans', 'name', 'name', '0', 'is_active = 1'),
    texts('listingplan', 'description', 'listing_plans', 'name', 'description', '0', 'is_active = 1'),
  ];
  return sql.join(parts, sql.raw(' union all '));
}

/** The query of one language's queue (for a batch). */
export function queueQuery(db: Database, language: TranslationLanguage, filter: QueueFilter, now = Date.now()) {
  const limit = Math.max(1, Math.min(filter.limit ?? QUEUE_LIMIT, 200));
  return db.all<Row>(sql`
    select t.kind, t.id, t.field, t.subject, t.original, tr.id as tr_id, tr.translated_text as tr_text, tr.is_verified as tr_verified
    from (${allTexts(now)}) as t
    left join translations tr on tr.language_code = ${language} and tr.translation_key = t.kind || ':' || t.id || ':' || t.field
    where (${filter.missingOnly ? 1 : 0} = 0 or tr.id is null) and (${filter.kind ?? null} is null or t.kind = ${filter.kind ?? null})
    order by t.newest desc, t.kind, t.id desc, t.field
    limit ${limit}`);
}

function toItem(row: Row): QueueItem {
  const key = `${row.kind}:${row.id}:${row.field}`;
  return {
    key,
    kind: parseContentKey(key)?.kind ?? (row.kind as ContentKind),
    id: row.id,
    field: row.field,
    subject: row.subject,
    original: row.original,
    translation: row.tr_id === null ? null : { id: row.tr_id, text: row.tr_text ?? '', verified: Boolean(row.tr_verified) },
  };
}

/** One language's queue: the texts the filter asks for, newest first, at most its limit. One query. */
export async function translationQueue(db: Database, language: TranslationLanguage, filter: QueueFilter, now = Date.now()) {
  return (await queueQuery(db, language, filter, now)).map(toItem);
}

/** What is missing in Spanish and in French, side by side, in one round trip. */
export async function missingTranslations(
  db: Database,
  filter: Omit<QueueFilter, 'missingOnly'> = {},
  now = Date.now(),
): Promise<Record<TranslationLanguage, QueueItem[]>> {
  const [es, fr] = await db.batch([
    queueQuery(db, 'es', { ...filter, missingOnly: true }, now),
    queueQuery(db, 'fr', { ...filter, missingOnly: true }, now),
  ]);
  return { es: es.map(toItem), fr: fr.map(toItem) } satisfies Record<(typeof TRANSLATION_LANGUAGES)[number], QueueItem[]>;
}
