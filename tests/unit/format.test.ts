import { describe, expect, it } from 'vitest';
import { calendarDayIn, countIn, dateTimeIn, formatPriceIn, fullDateTimeIn, instantIn, moneyIn } from '#lib/i18n/format.ts';
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
});
