/**
 * Translations of people's texts (decision 024): read the verified ones for a page in one query,
 * save an owner's (unverified) or an admin's (verified) translation, verify or reject one.
 */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { businesses, events, translations } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { contentKey, parseContentKey, TRANSLATION_LANGUAGES, type TranslationLanguage } from '#lib/domain/content-keys.ts';
import { HttpError } from '../http/errors.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';
import { TRANSLATION_MESSAGES } from '#lib/schemas/content-translations.ts';
import { translationChanged } from '../http/records-changed.ts';

/** The query of the verified translations of `keys` into one language (for a page's batch). */
export function verifiedTranslationsQuery(db: Database, language: string, keys: readonly string[]) {
  return db
    .select({ key: translations.translationKey, text: translations.translatedText })
    .from(translations)
    .where(
      and(eq(translations.languageCode, language), eq(translations.isVerified, true), inArray(translations.translationKey, [...keys])),
    );
}

/**
 * The verified translations of `keys` into `locale`, by key, in one round trip; none (and no
 * query) in English or for no keys.
 */
export async function loadVerifiedTranslations(db: Database, locale: Locale, keys: readonly string[]): Promise<Map<string, string>> {
  // People write in English: a page in English shows their texts as written.
  if (!writtenIn('en', locale) || keys.length === 0) return new Map();
  const rows = await verifiedTranslationsQuery(db, locale, keys);
  return new Map(rows.map((row) => [row.key, row.text]));
}

export type StoredTranslation = { id: number; key: string; language: string; text: string; verified: boolean };

/** Every translation of `keys`, verified or not, in every language (the editor's starting values). */
export async function translationsOf(db: Database, keys: readonly string[]): Promise<StoredTranslation[]> {
  if (keys.length === 0) return [];
  return db
    .select({
      id: translations.id,
      key: translations.translationKey,
      language: translations.languageCode,
      text: translations.translatedText,
      verified: translations.isVerified,
    })
    .from(translations)
    .where(inArray(translations.translationKey, [...keys]));
}

/**
 * Every translation of a business's description and of its events' titles and descriptions, in
 * one query that needs no ids first (for the owner dashboard's batch).
 */
export function businessTranslationsQuery(db: Database, businessId: number) {
  const eventKeys = (field: 'title' | 'description') =>
    db
      .select({ key: sql<string>`'event:' || ${events.id} || ':' || ${field}` })
      .from(events)
      .where(eq(events.businessId, businessId));
  return db
    .select({
      key: translations.translationKey,
      language: translations.languageCode,
      text: translations.translatedText,
      verified: translations.isVerified,
    })
    .from(translations)
    .where(
      and(
        inArray(translations.languageCode, [...TRANSLATION_LANGUAGES]),
        or(
          eq(translations.translationKey, contentKey('business', businessId, 'description')),
          inArray(translations.translationKey, eventKeys('title')),
          inArray(translations.translationKey, eventKeys('description')),
        ),
      ),
    );
}

/**
 * Saves a translation (replacing the one in that language): verified when an admin wrote it,
 * waiting for an admin otherwise. Empty text removes it. Returns whether one is now stored.
 */
export async function saveTranslation(
  db: Database,
  input: { key: string; language: TranslationLanguage; text: string; verified: boolean },
): Promise<boolean> {
  const where = and(eq(translations.languageCode, input.language), eq(translations.translationKey, input.key));
  if (input.text === '') {
    const [removed] = await db.delete(translations).where(where).returning({ verified: translations.isVerified });
    await translationChanged(db, input.key, removed?.verified === true);
    return false;
  }
  await db
    .insert(translations)
    .values({
      languageCode: input.language,
      translationKey: input.key,
      translatedText: input.text,
      isVerified: input.verified,
      context: parseContentKey(input.key)?.kind ?? null,
    })
    .onConflictDoUpdate({
      target: [translations.languageCode, translations.translationKey],
      set: { translatedText: input.text, isVerified: input.verified },
    });
  // Named even when it waits for an admin: it may have replaced a verified text the pages showed.
  await translationChanged(db, input.key, true);
  return true;
}

/** The business a key's text belongs to (a business's own id, or its event's business); 404 when none. */
export async function businessOfKey(db: Database, key: string): Promise<number> {
  const parts = parseContentKey(key);
  if (!parts) throw new HttpError(404, TRANSLATION_MESSAGES.unknownText);
  if (parts.kind === 'business') return parts.id;
  // A tour's texts belong to the guide, not to a business.
  if (parts.kind !== 'event') throw new HttpError(404, TRANSLATION_MESSAGES.unknownText);
  const [row] = await db.select({ businessId: events.businessId }).from(events).where(eq(events.id, parts.id));
  if (!row || row.businessId === null) throw new HttpError(404, said(m.organiser_msg_not_found));
  return row.businessId;
}

/** An admin's decision on a waiting translation: verify it (as written, or with `text` instead) or reject (delete) it. */
export async function reviewTranslation(
  db: Database,
  input: { id: number; decision: 'verify' | 'reject'; text: string | null },
): Promise<void> {
  const [row] = await db
    .select({ id: translations.id, key: translations.translationKey, verified: translations.isVerified })
    .from(translations)
    .where(eq(translations.id, input.id));
  if (!row) throw new HttpError(404, TRANSLATION_MESSAGES.notFound);
  if (input.decision === 'reject') {
    await db.delete(translations).where(eq(translations.id, input.id));
    await translationChanged(db, row.key, row.verified);
    return;
  }
  await db
    .update(translations)
    .set({ isVerified: true, ...(input.text ? { translatedText: input.text } : {}) })
    .where(eq(translations.id, input.id));
  await translationChanged(db, row.key, true);
}

export type PendingTranslation = StoredTranslation & { subject: string; original: string | null };

/** Translations waiting for an admin, newest first, each with the name of what it belongs to and the English text. Two round trips at most. */
export async function pendingTranslations(db: Database, limit = 50, language?: string): Promise<PendingTranslation[]> {
  const rows = await db
    .select({
      id: translations.id,
      key: translations.translationKey,
      language: translations.languageCode,
      text: translations.translatedText,
      verified: translations.isVerified,
    })
    .from(translations)
    .where(and(eq(translations.isVerified, false), language ? eq(translations.languageCode, language) : undefined))
    .orderBy(desc(translations.id))
    .limit(limit);
  const parsed = rows.map((row) => ({ row, parts: parseContentKey(row.key) }));
  const businessIds = [...new Set(parsed.filter((item) => item.parts?.kind === 'business').map((item) => item.parts!.id))];
  const eventIds = [...new Set(parsed.filter((item) => item.parts?.kind === 'event').map((item) => item.parts!.id))];
  const [businessRows, eventRows] =
    rows.length === 0
      ? [[], []]
      : await db.batch([
          db
            .select({ id: businesses.id, name: businesses.name, description: businesses.description })
            .from(businesses)
            .where(inArray(businesses.id, businessIds.length ? businessIds : [0])),
          db
            .select({ id: events.id, title: events.title, description: events.description })
            .from(events)
            .where(inArray(events.id, eventIds.length ? eventIds : [0])),
        ]);
  const businessById = new Map(businessRows.map((row) => [row.id, row]));
  const eventById = new Map(eventRows.map((row) => [row.id, row]));
  return parsed.map(({ row, parts }) => {
    if (parts?.kind === 'business') {
      const business = businessById.get(parts.id);
      return { ...row, subject: business?.name ?? row.key, original: business?.description ?? null };
    }
    const event = parts ? eventById.get(parts.id) : undefined;
    const original = event ? (parts!.field === 'title' ? event.title : event.description) : null;
    return { ...row, subject: event?.title ?? row.key, original };
  });
}
