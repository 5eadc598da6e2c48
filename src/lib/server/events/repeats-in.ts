/**
 * How an event's series repeats, for the owner's and admin's event lists (decision 024): the rule
 * in the page's language, flagged when Spanish or French words were found for it. Without the flag
 * the rule is the English original (the rule library's words), which the lists mark `lang="en"`
 * in Spanish and French. English views are as they were: the flag is never set there.
 */
import { describeRecurrenceIn } from '#lib/i18n/localized/recurrence.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';

export type RepeatsWords = { repeats: string | null; repeatsTranslated?: true };

/** A series' stored rule (or null) in `locale`'s words. */
export function repeatsIn(locale: Locale, rule: string | null | undefined): RepeatsWords {
  const words = describeRecurrenceIn(locale, rule);
  return {
    repeats: words?.text ?? null,
    ...(writtenIn('en', locale) && words && !words.english ? { repeatsTranslated: true as const } : {}),
  };
}
