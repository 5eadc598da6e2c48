/**
 * The language an email is written in (decision 024: emails are the guide's own words): a
 * member's stored language when they chose one, otherwise the language of the page that sent it.
 */
import type { Locale } from '#lib/i18n/locales.ts';
import { getDb, type Database } from '../db/client.ts';
import { storedLanguage, storedLanguages } from '../preferences/language.ts';

/** The member's chosen language, or `pageLocale` (English when nothing says otherwise). */
export function recipientLanguage(userId: number | null, pageLocale: Locale = 'en'): Promise<Locale> {
  return recipientLanguageIn(getDb(), userId, pageLocale);
}

/** The same, read through a given database (the one the calling function writes to). */
export async function recipientLanguageIn(db: Database, userId: number | null | undefined, pageLocale: Locale = 'en'): Promise<Locale> {
  if (userId === null || userId === undefined) return pageLocale;
  return (await storedLanguage(db, userId)) ?? pageLocale;
}

/** The languages of many recipients in one query: each member's chosen language, English otherwise. */
export async function recipientLanguagesIn(
  db: Database,
  userIds: readonly (number | null | undefined)[],
): Promise<(userId: number | null | undefined) => Locale> {
  const stored = await storedLanguages(
    db,
    userIds.filter((id): id is number => typeof id === 'number'),
  );
  return (userId) => (typeof userId === 'number' ? stored.get(userId) : undefined) ?? 'en';
}
