/** "Where": distances and walking times on cards, and the directory's order and position read from the query string. */
import { describe, expect, it } from 'vitest';
import {
  describeDistance,
  distanceMetres,
  formatMiles,
  walkingMinutes,
  WALK_DETOUR,
  WALK_METRES_PER_MINUTE,
} from '#lib/domain/distance.ts';
import { formatNear, isFarFromHarlem, resolveNear, resolveSort } from '#lib/domain/directory-sort.ts';

const APOLLO = { latitude: 40.81, longitude: -73.9501 };
const SCHOMBURG = { latitude: 40.8144, longitude: -73.9408 };

describe('distance and walking time', () => {
  it('measures the great-circle distance', () => {
    // One degree of latitude is about 111.2 km anywhere.
    expect(distanceMetres({ latitude: 40, longitude: -74 }, { latitude: 41, longitude: -74 })).toBeCloseTo(111_195, -2);
    // The Apollo to the Schomburg Center: about 0.9 km as the crow flies.
    expect(distanceMetres(APOLLO, SCHOMBURG)).toBeGreaterThan(850);
    expect(distanceMetres(APOLLO, SCHOMBURG)).toBeLessThan(950);
    expect(distanceMetres(APOLLO, APOLLO)).toBe(0);
    // London to Harlem, for a visitor far away.
    expect(distanceMetres({ latitude: 51.5074, longitude: -0.1278 }, APOLLO) / 1000).toBeCloseTo(5_560, -1);
  });

  it('walks the straight line times the detour at 80 m a minute, at least a minute', () => {
    expect(WALK_DETOUR).toBe(1.25);
    expect(WALK_METRES_PER_MINUTE).toBe(80);
    expect(walkingMinutes(640)).toBe(10);
    expect(walkingMinutes(0)).toBe(1);
    expect(walkingMinutes(20)).toBe(1);
  });

  it('says miles and minutes the way a card shows them', () => {
    expect(describeDistance(644)).toBe('0.4 mi · 10 min walk');
    expect(describeDistance(5)).toBe('0.1 mi · 1 min walk');
    expect(describeDistance(3200)).toBe('2.0 mi · 50 min walk');
    expect(describeDistance(4000)).toBe('2.5 mi · 1 h 3 min walk');
    expect(describeDistance(3840)).toBe('2.4 mi · 1 h walk');
    // Too far to suggest walking: only the miles.
    expect(describeDistance(8000)).toBe('5.0 mi');
    expect(formatMiles(5_570_000)).toBe('3,461 mi');
  });
});

describe('the directory order from the query string', () => {
  it('knows its five orders, and falls back to the recommended one with the text to report', () => {
    expect(resolveSort(null)).toEqual({ sort: 'recommended', unknown: null });
    expect(resolveSort('')).toEqual({ sort: 'recommended', unknown: null });
    for (const sort of ['recommended', 'rating', 'price', 'name', 'distance'] as const)
      expect(resolveSort(sort)).toEqual({ sort, unknown: null });
    expect(resolveSort(' Rating ')).toEqual({ sort: 'rating', unknown: null });
    expect(resolveSort('popularity')).toEqual({ sort: 'recommended', unknown: 'popularity' });
    expect(resolveSort(`x${'y'.repeat(100)}`).unknown).toHaveLength(40);
  });

  it('reads a position as latitude,longitude in range, rounded to 4 decimals', () => {
    expect(resolveNear(null)).toEqual({ near: null, invalid: false });
    expect(resolveNear('40.811234,-73.950167')).toEqual({ near: { latitude: 40.8112, longitude: -73.9502 }, invalid: false });
    expect(resolveNear(' 40.81 , -73.95 ')).toEqual({ near: { latitude: 40.81, longitude: -73.95 }, invalid: false });
    expect(resolveNear('-33.8688,151.2093').near).toEqual({ latitude: -33.8688, longitude: 151.2093 });
    for (const raw of ['40.81', '91,0', '0,181', 'a,b', '40.81,-73.95,1', '1e2,3', 'Infinity,0', '40.81;-73.95', ','])
      expect(resolveNear(raw), raw).toEqual({ near: null, invalid: true });
    expect(formatNear({ latitude: 40.811234, longitude: -73.950167 })).toBe('40.8112,-73.9502');
  });

  it('tells a position in New York City from one far away', () => {
    expect(isFarFromHarlem(APOLLO)).toBe(false);
    // Brooklyn is still the city.
    expect(isFarFromHarlem({ latitude: 40.6782, longitude: -73.9442 })).toBe(false);
    expect(isFarFromHarlem({ latitude: 51.5074, longitude: -0.1278 })).toBe(true);
  });
});
