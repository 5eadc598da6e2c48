import { describe, expect, it } from 'vitest';
import { centsToDecimalString, formatPrice } from '#lib/domain/money.ts';
import { addDays, newYorkTimeToInstant, toNewYorkParts } from '#lib/domain/time.ts';
import { AVENUES, gridToLatLng, latLngToGrid } from '#lib/domain/manhattan-grid.ts';
import { boardAt } from '#lib/domain/community-boards.ts';
import { ratingsNear } from '../factories/index.ts';

describe('money', () => {
  it('shows cents as a decimal string and a price label', () => {
    expect(centsToDecimalString(2500)).toBe('25.00');
    expect(centsToDecimalString(999)).toBe('9.99');
    expect(centsToDecimalString(5)).toBe('0.05');
    expect(centsToDecimalString(null)).toBeNull();
    expect(formatPrice(3800)).toBe('$38.00');
    expect(formatPrice(2_500_000)).toBe('$25,000.00');
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice(null)).toBe('Free');
  });
});

describe('New York time', () => {
  it('converts wall-clock times to UTC instants across daylight saving changes', () => {
    expect(newYorkTimeToInstant('2026-07-04', '19:30').toISOString()).toBe('2026-07-04T23:30:00.000Z');
    expect(newYorkTimeToInstant('2026-12-05', '19:30').toISOString()).toBe('2026-12-06T00:30:00.000Z');
    // 2027-03-14 is the spring-forward day: 10am is already EDT.
    expect(newYorkTimeToInstant('2027-03-14', '10:00').toISOString()).toBe('2027-03-14T14:00:00.000Z');
  });

  it('refuses text that is not a real date or time', () => {
    expect(() => newYorkTimeToInstant('2026-13-45', '10:00')).toThrow(RangeError);
    expect(() => newYorkTimeToInstant('2026-02-30', '10:00')).toThrow(/calendar date/);
    expect(() => newYorkTimeToInstant('2026-12-05', '25:00')).toThrow(/time of day/);
    expect(() => newYorkTimeToInstant('12/05/2026', '10:00')).toThrow(RangeError);
  });

  it('reads instants back as New York date and time', () => {
    expect(toNewYorkParts(new Date('2026-12-06T00:30:00Z'))).toEqual({ date: '2026-12-05', time: '19:30' });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-11-21', -30)).toBe('2026-10-22');
  });
});

describe('Manhattan grid and community boards', () => {
  it('round-trips grid points', () => {
    const point = { street: 137.5, metresEastOfLenox: -420 };
    const back = latLngToGrid(gridToLatLng(point));
    expect(back.street).toBeCloseTo(137.5, 1);
    expect(back.metresEastOfLenox).toBeCloseTo(-420, -1);
  });

  it('places well-known points in the right board', () => {
    expect(boardAt({ latitude: 40.81, longitude: -73.95 })).toBe(10); // the Apollo
    expect(boardAt(gridToLatLng({ street: 141, metresEastOfLenox: AVENUES.amsterdam }))).toBe(9);
    expect(boardAt(gridToLatLng({ street: 116, metresEastOfLenox: AVENUES.first }))).toBe(11);
    expect(boardAt({ latitude: 40.8649, longitude: -73.9319 })).toBe(12); // the Cloisters
    expect(boardAt({ latitude: 40.758, longitude: -73.9855 })).toBeNull(); // Times Square
  });
});

describe('seed ratings', () => {
  it('draws review ratings whose average is nearest the target', () => {
    expect(ratingsNear(4.5, 4)).toEqual([5, 5, 4, 4]);
    expect(ratingsNear(4.8, 5)).toEqual([5, 5, 5, 5, 4]);
    expect(ratingsNear(5, 3)).toEqual([5, 5, 5]);
    expect(ratingsNear(0.2, 3)).toEqual([1, 1, 1]);
  });
});
