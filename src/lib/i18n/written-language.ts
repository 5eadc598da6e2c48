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

/**
 * People's text as a page in `pageLocale` shows it (decision 024): the verified translation into
 * that language when there is one, else the text as written in English, with the `lang` that marks
 * it (`'en'` on /es and /fr pages when untranslated, nothing otherwise).
 */
export function peoplesText<T extends string | null | undefined>(
  pageLocale: Locale,
  text: T,
  translation?: string | null,
): { shown: T | string; lang: Locale | undefined } {
  const english = writtenIn('en', pageLocale);
  if (english && translation) return { shown: translation, lang: undefined };
  return { shown: text, lang: english };
}
