/**
 * Display and listening preferences on the server: the cookie every visitor's pages are drawn
 * with, and a member's stored copy (user_language_preferences), restored to the cookie when they
 * sign in on another device.
 */
import type { AstroCookies } from 'astro';
import { eq } from 'drizzle-orm';
import { userLanguagePreferences } from '#db/schema.ts';
import {
  DEFAULT_DISPLAY,
  DISPLAY_COOKIE,
  displayCookieValue,
  readDisplayCookie,
  type DisplayPreferences,
} from '#lib/domain/display-preferences.ts';
import { getConfig } from '../config.ts';
import type { Database } from '../db/client.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function displayFromCookies(cookies: AstroCookies): DisplayPreferences {
  return readDisplayCookie(cookies.get(DISPLAY_COOKIE)?.value);
}

/** Sets the cookie (removes it for the defaults, so a default visitor sends none and pages stay cacheable). */
export function setDisplayCookie(cookies: AstroCookies, preferences: DisplayPreferences): void {
  const value = displayCookieValue(preferences);
  const options = { httpOnly: true, sameSite: 'lax' as const, secure: getConfig().secureCookies, path: '/' };
  if (value) cookies.set(DISPLAY_COOKIE, value, { ...options, maxAge: YEAR_SECONDS });
  else if (cookies.has(DISPLAY_COOKIE)) cookies.set(DISPLAY_COOKIE, '', { ...options, maxAge: 0 });
}

/** A member's stored preferences, or null if they never saved any. */
export async function storedDisplay(db: Database, userId: number): Promise<DisplayPreferences | null> {
  const [row] = await db.select(DISPLAY_COLUMNS).from(userLanguagePreferences).where(eq(userLanguagePreferences.userId, userId)).limit(1);
  return row ? displayOfRow(row) : null;
}

/** The columns a member's display choices are read from (sign-in reads them with the language, in one query). */
export const DISPLAY_COLUMNS = {
  settings: userLanguagePreferences.accessibilitySettings,
  audioEnabled: userLanguagePreferences.audioEnabled,
  voiceGender: userLanguagePreferences.voiceGender,
};

/** Display choices from a stored row (unknown or missing settings read as off). */
export function displayOfRow(row: {
  settings: Record<string, unknown> | null;
  audioEnabled: boolean;
  voiceGender: string | null;
}): DisplayPreferences {
  const settings = row.settings ?? {};
  return {
    reduceMotion: settings.reduceMotion === true,
    largerText: settings.largerText === true,
    highContrast: settings.highContrast === true,
    audioEnabled: row.audioEnabled,
    voiceGender: row.voiceGender === 'male' ? 'male' : DEFAULT_DISPLAY.voiceGender,
  };
}

/** Stores a member's preferences (one row per member, created on first save). */
export async function storeDisplay(db: Database, userId: number, preferences: DisplayPreferences): Promise<void> {
  const values = {
    accessibilitySettings: {
      reduceMotion: preferences.reduceMotion,
      largerText: preferences.largerText,
      highContrast: preferences.highContrast,
    },
    audioEnabled: preferences.audioEnabled,
    voiceGender: preferences.voiceGender,
  };
  await db
    .insert(userLanguagePreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userLanguagePreferences.userId, set: values });
}
