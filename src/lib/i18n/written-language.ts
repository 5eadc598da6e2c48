/**
 * The `lang` attribute of text people wrote in English (a business's name and description, an
 * event's title, a member's message) on a page in another language, so screen readers read it as
 * English: `lang={writtenIn('en', locale)}` gives `'en'` on /es and /fr pages, and nothing on
 * English ones, where the page's own language already says it.
 */
import type { Locale } from './locales.ts';

export function writtenIn(written: Locale, pageLocale: Locale): Locale | undefined {
  return written === pageLocale ? undefined : written;
}
