import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatEventPrice,
  formatEventWhen,
  formatLongDate,
  formatShortDate,
  formatTimeRange,
  priceToCents,
  toNewYorkIsoString,
  truncateText,
} from '#lib/domain/event-format.ts';

describe('event dates and times for people', () => {
  it('writes days with their weekday', () => {
    expect(formatShortDate('2026-12-05')).toBe('Sat, Dec 5');
    expect(formatLongDate('2026-12-05')).toBe('Saturday, December 5, 2026');
    expect(formatShortDate('2027-01-01')).toBe('Fri, Jan 1');
  });

  it('writes 12-hour clock times', () => {
    expect(formatClockTime('19:30')).toBe('7:30 PM');
    expect(formatClockTime('00:05')).toBe('12:05 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('09:00')).toBe('9:00 AM');
    expect(formatTimeRange('19:30', '22:00')).toBe('7:30 PM – 10:00 PM');
    expect(formatTimeRange('19:30', null)).toBe('7:30 PM');
    expect(formatEventWhen({ date: '2026-12-05', startTime: '19:30' })).toBe('Sat, Dec 5 · 7:30 PM');
  });

  it('writes instants in New York time with the offset of the season', () => {
    expect(toNewYorkIsoString('2026-12-06T00:30:00.000Z')).toBe('2026-12-05T19:30:00-05:00');
    expect(toNewYorkIsoString(new Date('2026-07-04T23:30:00Z'))).toBe('2026-07-04T19:30:00-04:00');
  });
});

describe('event prices', () => {
  it('shows dollars with two decimals, or Free', () => {
    expect(formatEventPrice('38.00')).toBe('$38.00');
    expect(formatEventPrice('38')).toBe('$38.00');
    expect(formatEventPrice('9.5')).toBe('$9.50');
    expect(formatEventPrice('1500.00')).toBe('$1,500.00');
    expect(formatEventPrice(null)).toBe('Free');
    expect(formatEventPrice('0.00')).toBe('Free');
    expect(priceToCents('25.99')).toBe(2599);
    expect(priceToCents('abc')).toBeNull();
  });
});

describe('short descriptions', () => {
  it('cuts at a word with an ellipsis, and leaves short text alone', () => {
    expect(truncateText('Short and sweet.', 40)).toBe('Short and sweet.');
    const cut = truncateText('The contest that launched Ella Fitzgerald and Jimi Hendrix: new talent faces the toughest audience', 40);
    expect(cut).toBe('The contest that launched Ella…');
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(truncateText(null, 10)).toBe('');
  });
});
