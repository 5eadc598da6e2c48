/**
 * The visitor's chosen language (decision 024): a cookie for everyone, and for members their
 * account (user_language_preferences.languageCode), restored to the cookie when they sign in.
 */
import type { AstroCookies } from 'astro';
import { eq, inArray } from 'drizzle-orm';
import { userLanguagePreferences } from '#db/schema.ts';
import { isLocale, LANGUAGE_COOKIE, type Locale } from '#lib/i18n/locales.ts';
import { getConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { DisplayPreferences } from '#lib/domain/display-preferences.ts';
import { DISPLAY_COLUMNS, displayOfRow } from './display.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the language a year. English is remembered too: it is a choice, and stops the redirect to a language chosen before. */
export function setLanguageCookie(cookies: AstroCookies, locale: Locale): void {
  cookies.set(LANGUAGE_COOKIE, locale, {
    httpOnly: true,
    sameSite: 'lax',
    secure: getConfig().secureCookies,
    path: '/',
    maxAge: YEAR_SECONDS,
  });
}

/** Stores a member's language (one row per member, created on first save, as display choices are). */
export async function storeLanguage(db: Database, userId: number, locale: Locale): Promise<void> {
  await db
    .insert(userLanguagePreferences)
    .values({ userId, languageCode: locale })
    .onConflictDoUpdate({ target: userLanguagePreferences.userId, set: { languageCode: locale } });
}

/**
 * A member's stored display choices and language, read together at sign-in (one query). English,
 * the column's default, reads as null: a row made for display choices alone must not override a
 * language chosen on this device before sign-in.
 */
export async function storedChoices(
  db: Database,
  userId: number,
): Promise<{ display: DisplayPreferences | null; language: Locale | null }> {
  const [row] = await db
    .select({ ...DISPLAY_COLUMNS, languageCode: userLanguagePreferences.languageCode })
    .from(userLanguagePreferences)
    .where(eq(userLanguagePreferences.userId, userId))
    .limit(1);
  if (!row) return { display: null, language: null };
  return { display: displayOfRow(row), language: isLocale(row.languageCode) && row.languageCode !== 'en' ? row.languageCode : null };
}

/** A member's stored language alone (the language of their emails), or null for English or none. */
export async function storedLanguage(db: Database, userId: number): Promise<Locale | null> {
  return (await storedLanguages(db, [userId])).get(userId) ?? null;
}

/** The stored languages other than English of these members, in one query: member id to language. */
export async function storedLanguages(db: Database, userIds: readonly number[]): Promise<Map<number, Locale>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: userLanguagePreferences.userId, languageCode: userLanguagePreferences.languageCode })
    .from(userLanguagePreferences)
    .where(inArray(userLanguagePreferences.userId, [...new Set(userIds)]));
  return new Map(
    rows.flatMap((row) => (isLocale(row.languageCode) && row.languageCode !== 'en' ? [[row.userId, row.languageCode] as const] : [])),
  );
}
