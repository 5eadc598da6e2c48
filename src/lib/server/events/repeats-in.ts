/**
 * How an event's series repeats, for the owner's and admin's event lists (decision 024): the rule
 * in the page's language, flagged when Spanish or French fell back to the English original (the
 * list marks it `lang="en"`). English views are as they were: the flag is never set there.
 */
import { describeRecurrenceIn } from '../../domain/localized-recurrence.ts';
import type { Locale } from '../../domain/locales.ts';

export type RepeatsWords = { repeats: string | null; repeatsInEnglish?: true };

/** A series' stored rule (or null) in `locale`'s words. */
export function repeatsIn(locale: Locale, rule: string | null | undefined): RepeatsWords {
  const words = describeRecurrenceIn(locale, rule);
  return { repeats: words?.text ?? null, ...(locale !== 'en' && words?.english ? { repeatsInEnglish: true as const } : {}) };
}
