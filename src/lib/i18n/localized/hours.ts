/**
 * Opening hours richer than a week ("May-Oct Sa,Su 10:00-17:00", "PH off", "Dec 25 off"), in the
 * visitor's language (decision 024). The weekly ones are weekLinesIn's (./businesses.ts);
 * these are the opening_hours library's tidy lines, one rule a line: optional months or a date,
 * optional weekdays or public holidays, then times or "off". A line outside those patterns (a
 * comment, sunrise, an open end) leaves the whole list to be shown in English.
 */
import { INTL_LOCALES, type Locale } from '#lib/i18n/locales.ts';
import { timeOfDay, weekdayShort } from '#lib/i18n/localized/businesses.ts';
import type { WeekDay } from '#lib/domain/weekly-hours.ts';
import { businesses_closed, cards_hours_public_holidays } from '#paraglide/messages.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH = `(?:${MONTHS.join('|')})`;
const DAY = '(?:Mo|Tu|We|Th|Fr|Sa|Su)';
const CLOCK = '\\d\\d:\\d\\d';
const LINE = new RegExp(
  `^(?:(${MONTH})(?:-(${MONTH})| (\\d\\d?))? )?((?:${DAY}(?:-${DAY})?|PH)(?:,(?:${DAY}(?:-${DAY})?|PH))*)? ?(off|closed|${CLOCK}-${CLOCK}(?:,${CLOCK}-${CLOCK})*)$`,
);

/** "mayo", or with a date "25 de diciembre"; "1er janvier" as French writes the first. */
function monthName(locale: Locale, month: string, day?: number): string {
  const text = new Intl.DateTimeFormat(INTL_LOCALES[locale], { month: 'long', ...(day ? { day: 'numeric' } : {}), timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, MONTHS.indexOf(month), day ?? 1)),
  );
  return locale === 'fr' && day === 1 ? text.replace(/^1 /, '1er ') : text;
}

function clock(locale: Locale, time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return timeOfDay(locale, hours, minutes);
}

/** "Mo-Fr,PH" in `locale`: "lun–vie, días feriados". */
function daysText(locale: Locale, text: string): string {
  return text
    .split(',')
    .map((part) => {
      if (part === 'PH') return cards_hours_public_holidays({}, { locale }).toLocaleLowerCase(INTL_LOCALES[locale]);
      const [from, to] = part.split('-') as WeekDay[];
      return to ? `${weekdayShort(locale, from)}–${weekdayShort(locale, to)}` : weekdayShort(locale, from);
    })
    .join(', ');
}

/** One tidy line in `locale`, or null when it is outside the patterns. */
function lineIn(locale: Locale, line: string): string | null {
  const match = LINE.exec(line.trim());
  if (!match) return null;
  const [, month, lastMonth, date, days, hours] = match;
  const period = !month
    ? null
    : lastMonth
      ? `${monthName(locale, month)}–${monthName(locale, lastMonth)}`
      : monthName(locale, month, date ? Number(date) : undefined);
  if (date && !(Number(date) >= 1 && Number(date) <= 31)) return null;
  const when = [period, days ? daysText(locale, days) : null].filter(Boolean).join(', ');
  const text =
    hours === 'off' || hours === 'closed'
      ? businesses_closed({}, { locale })
      : hours
          .split(',')
          .map((span) =>
            span
              .split('-')
              .map((time) => clock(locale, time))
              .join('–'),
          )
          .join(', ');
  if (!when) return text;
  return `${when.charAt(0).toLocaleUpperCase(INTL_LOCALES[locale])}${when.slice(1)}${locale === 'fr' ? '\u00a0' : ''}: ${text}`;
}

/** The library's tidy lines in `locale`; null when one of them cannot be put in words (shown in English). */
export function hoursLinesIn(locale: Locale, lines: readonly string[]): string[] | null {
  if (lines.length === 0) return null;
  const shown = lines.map((line) => lineIn(locale, line));
  return shown.every((line): line is string => line !== null) ? shown : null;
}
