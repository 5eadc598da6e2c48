/** Following a tour (lib/domain/tour-walk.ts, tour-route.ts, and lib/i18n/format.ts): which way and how far, arrival, the next point, and the route drawing. */
import { describe, expect, it } from 'vitest';
import { bearingDegrees, compassWord, directionTo, donePoints, hasArrived, nextPointIndex, progressOf } from '#lib/domain/tour-walk.ts';
import { drawRoute, placeOnRoute } from '#lib/domain/tour-route.ts';
import { lengthIn, minutesIn } from '#lib/i18n/format.ts';

const APOLLO = { latitude: 40.81003, longitude: -73.95006 };
const THERESA = { latitude: 40.80951, longitude: -73.94818 };
const SCHOMBURG = { latitude: 40.81447, longitude: -73.94078 };
const points = [
  { id: 11, ...APOLLO, interactionZone: 30 },
  { id: 12, ...THERESA, interactionZone: 30 },
  { id: 13, ...SCHOMBURG, interactionZone: 40 },
];

describe('which way and how far', () => {
  it('gives the bearing clockwise from north and its compass word', () => {
    expect(bearingDegrees({ latitude: 40.8, longitude: -73.95 }, { latitude: 40.81, longitude: -73.95 })).toBeCloseTo(0, 5);
    expect(bearingDegrees({ latitude: 40.8, longitude: -73.95 }, { latitude: 40.8, longitude: -73.94 })).toBeCloseTo(90, 0);
    expect(bearingDegrees({ latitude: 40.81, longitude: -73.95 }, { latitude: 40.8, longitude: -73.95 })).toBeCloseTo(180, 5);
    expect(compassWord(0)).toBe('north');
    expect(compassWord(22)).toBe('north');
    expect(compassWord(23)).toBe('northeast');
    expect(compassWord(200)).toBe('south');
    expect(compassWord(-45)).toBe('northwest');
    expect(compassWord(359)).toBe('north');
  });

  it('tells the Apollo to the Hotel Theresa as about 170 m to the east-southeast', () => {
    const way = directionTo(APOLLO, THERESA);
    expect(way.metres).toBeGreaterThan(160);
    expect(way.metres).toBeLessThan(180);
    expect(['east', 'southeast']).toContain(way.compass);
  });

  it('arrives within the zone, allowing the fix’s accuracy up to the zone again', () => {
    const target = points[0];
    const near = { latitude: APOLLO.latitude + 0.0002, longitude: APOLLO.longitude }; // about 22 m north
    const farther = { latitude: APOLLO.latitude + 0.0005, longitude: APOLLO.longitude }; // about 56 m
    expect(hasArrived(near, target)).toBe(true);
    expect(hasArrived(farther, target)).toBe(false);
    expect(hasArrived({ ...farther, accuracy: 30 }, target)).toBe(true);
    // A wild fix does not stretch the zone beyond twice its size.
    expect(hasArrived({ latitude: APOLLO.latitude + 0.001, longitude: APOLLO.longitude, accuracy: 500 }, target)).toBe(false);
  });
});

describe('progress of a walk', () => {
  it('finds the next point in order, skipping those done', () => {
    expect(nextPointIndex(points, [])).toBe(0);
    expect(nextPointIndex(points, [11])).toBe(1);
    expect(nextPointIndex(points, [12])).toBe(0);
    expect(nextPointIndex(points, [11, 12, 13])).toBeNull();
  });

  it('keeps only this tour’s points, once, in order', () => {
    expect(donePoints(points, [13, 99, 11, 11, '12', null])).toEqual([11, 13]);
  });

  it('is finished only when every point is done', () => {
    expect(progressOf(points, [11])).toEqual({ done: [11], currentPointIndex: 1, percent: 33, finished: false });
    expect(progressOf(points, [13, 12, 11])).toEqual({ done: [11, 12, 13], currentPointIndex: 3, percent: 100, finished: true });
    expect(progressOf([], [1]).finished).toBe(false);
  });
});

describe('the route drawing', () => {
  it('fits the points in walking order into the box, north up', () => {
    const drawing = drawRoute(points)!;
    expect(drawing.stops.map((stop) => stop.number)).toEqual([1, 2, 3]);
    for (const stop of drawing.stops) {
      expect(stop.x).toBeGreaterThanOrEqual(0);
      expect(stop.x).toBeLessThanOrEqual(drawing.width);
      expect(stop.y).toBeGreaterThanOrEqual(0);
      expect(stop.y).toBeLessThanOrEqual(drawing.height);
    }
    const [apollo, theresa, schomburg] = drawing.stops;
    expect(schomburg.y).toBeLessThan(apollo.y); // further north is higher
    expect(theresa.x).toBeGreaterThan(apollo.x); // further east is to the right
    expect(drawing.line.split(' ')).toHaveLength(3);
  });

  it('places a later position with the same projection', () => {
    const drawing = drawRoute(points)!;
    expect(placeOnRoute(drawing.frame, THERESA)).toEqual({ x: drawing.stops[1].x, y: drawing.stops[1].y });
  });

  it('draws one point in the middle of the box, and nothing without points', () => {
    const drawing = drawRoute([APOLLO])!;
    expect(drawing.stops[0]).toMatchObject({ x: drawing.width / 2, y: drawing.height / 2 });
    expect(drawRoute([])).toBeNull();
  });
});

describe('lengths and times in the visitor’s language', () => {
  it('uses miles and feet in English, kilometres and metres in Spanish and French', () => {
    expect(lengthIn('en', 2600)).toBe('1.6 mi');
    expect(lengthIn('en', 100)).toBe('330 ft');
    expect(lengthIn('es', 2600)).toBe('2.6 km');
    expect(lengthIn('fr', 2600)).toBe('2,6\u202fkm');
    expect(lengthIn('fr', 120)).toBe('120\u202fm');
    expect(minutesIn('en', 90)).toBe('1 hr 30 min');
    expect(minutesIn('en', 120)).toBe('2 hr');
    expect(minutesIn('fr', 45)).toMatch(/^45\smin$/);
  });
});
