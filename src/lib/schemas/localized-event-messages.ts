/**
 * The events pages' server-side messages in the visitor's language (decision 024): why the dates
 * given were not used (English wording kept in English).
 */
import { DATES_MESSAGES } from '../domain/event-filters.ts';
import { MAX_RANGE_DAYS } from '../domain/event-when.ts';
import { shortDayIn } from '../domain/localized-events.ts';
import type { Locale } from '../i18n/locales.ts';
import * as m from '#paraglide/messages.js';

/** Why the dates given were not used, in the visitor's language (`problem` is the English one). */
export function datesProblemIn(locale: Locale, problem: string, dates: { from: string | null; to: string | null }): string {
  if (locale === 'en') return problem;
  const t = { locale };
  if (problem === DATES_MESSAGES.endBeforeStart) return m.events_dates_end_before_start({}, t);
  if (problem === DATES_MESSAGES.endWithoutStart) return m.events_dates_end_without_start({}, t);
  if (problem === DATES_MESSAGES.notADate) return m.events_dates_not_a_date({}, t);
  if (dates.from && dates.to)
    return m.events_dates_too_long({ days: MAX_RANGE_DAYS, from: shortDayIn(locale, dates.from), to: shortDayIn(locale, dates.to) }, t);
  return problem;
}
