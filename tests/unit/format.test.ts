import { describe, expect, it } from 'vitest';
import {
  calendarDayIn,
  clockTimeIn,
  countIn,
  dateTimeIn,
  formatEventWhenIn,
  formatLongDayIn,
  formatPriceIn,
  fullDateTimeIn,
  instantIn,
  longDateIn,
  moneyIn,
  monthIn,
  shortDateIn,
} from '#lib/i18n/format.ts';
import {
  formatClockTime,
  formatEventWhen,
  formatLongDate,
  formatLongDateTime,
  formatLongDay,
  formatShortDate,
} from '#lib/domain/event-format.ts';
import { formatMonth } from '#lib/domain/calendar.ts';
import { longDateTimeIn } from '#lib/i18n/localized/mail.ts';
import { formatPrice } from '#lib/domain/money.ts';
import { addDays, formatDateTime } from '#lib/domain/time.ts';
import { GUIDE_TIME_ZONE } from '#lib/i18n/time-zone.ts';

/** 19:30 on Saturday 5 December 2026 in New York (UTC-5). */
const evening = new Date('2026-12-06T00:30:00Z');

describe('the formatting module', () => {
  it('names New York as the guide time zone', () => {
    expect(GUIDE_TIME_ZONE).toBe('America/New_York');
  });

  it('writes integer cents as dollars in each language, and Free only through formatPriceIn', () => {
    expect(moneyIn('en', 3800)).toBe('$38.00');
    expect(moneyIn('fr', 3800)).toBe(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'USD' }).format(38));
    expect(moneyIn('es', 0)).toBe(new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(0));
    expect(formatPriceIn('en', 0)).toBe('Free');
    expect(formatPriceIn('es', 0)).toBe('Gratis');
    expect(formatPriceIn('fr', null)).toBe('Gratuit');
  });

  it('writes counts with the language grouping', () => {
    expect(countIn('en', 1204)).toBe('1,204');
    expect(countIn('fr', 12040)).toBe((12040).toLocaleString('fr-FR'));
    expect(countIn('es', 1204)).toBe((1204).toLocaleString('es-US'));
  });

  it('shows instants on New York clocks, whatever the zone of the server', () => {
    expect(instantIn('en', evening, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })).toBe('Dec 5, 7:30 PM');
    expect(dateTimeIn('en', evening)).toBe('Dec 5, 2026, 7:30 PM');
    expect(dateTimeIn('fr', evening)).toBe(
      evening.toLocaleString('fr-FR', {
        timeZone: 'America/New_York',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
    );
    expect(fullDateTimeIn('en', evening)).toBe('Saturday, December 5, 2026 at 7:30 PM');
  });

  it('shows a calendar day as that day in every language', () => {
    expect(calendarDayIn('en', '2026-12-05', { weekday: 'long', month: 'long', day: 'numeric' })).toBe('Saturday, December 5');
    expect(calendarDayIn('es', '2026-12-05', { weekday: 'long' })).toBe('sábado');
    expect(calendarDayIn('fr', '2026-12-05', { weekday: 'long' })).toBe('samedi');
  });

  it('writes English through the same Intl path as the other languages, exactly as the guide’s English helpers do', () => {
    // Every day of a leap year (each weekday and month), every minute of a day, prices from nothing to thousands.
    const days = Array.from({ length: 366 }, (_, index) => addDays('2028-01-01', index));
    const times = Array.from(
      { length: 24 * 60 },
      (_, minute) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
    );
    for (const day of days) {
      expect(longDateIn('en', day)).toBe(formatLongDate(day));
      expect(shortDateIn('en', day)).toBe(formatShortDate(day));
      expect(monthIn('en', day.slice(0, 7))).toBe(formatMonth(day.slice(0, 7)));
      expect(formatEventWhenIn('en', { date: day, startTime: '19:30' })).toBe(formatEventWhen({ date: day, startTime: '19:30' }));
      const noonInNewYork = new Date(`${day}T17:00:00Z`);
      expect(formatLongDayIn('en', noonInNewYork)).toBe(formatLongDay(noonInNewYork));
      expect(dateTimeIn('en', noonInNewYork)).toBe(formatDateTime(noonInNewYork));
      expect(longDateTimeIn('en', noonInNewYork)).toBe(formatLongDateTime(noonInNewYork));
    }
    for (const time of times) expect(clockTimeIn('en', time)).toBe(formatClockTime(time));
    for (const cents of [null, undefined, 0, 1, 99, 100, 3800, 123_456, 99_999_999])
      expect(formatPriceIn('en', cents)).toBe(formatPrice(cents));
    expect(formatLongDayIn('en', evening)).toBe('Saturday, December 5, 2026');
    expect(formatLongDayIn('es', evening)).toBe('5 de diciembre de 2026');
    expect(longDateTimeIn('fr', evening)).toBe(`${longDateIn('fr', '2026-12-05')} à ${clockTimeIn('fr', '19:30')}`);
    expect(longDateTimeIn('es', evening)).toBe(`${longDateIn('es', '2026-12-05')}, ${clockTimeIn('es', '19:30')}`);
  });
});
