import { describe, expect, it } from 'vitest';
import { knownTimeZone, quietHoursEndAt } from '#lib/domain/quiet-hours.ts';

const DEFAULT = { start: '22:00', end: '08:00', timeZone: 'America/New_York' };
const at = (iso: string) => new Date(iso);

describe('quiet hours', () => {
  it('holds what is due across midnight until the end of the window, New York time', () => {
    // 23:00 EST on 10 December 2026 is 04:00 UTC the next day; 08:00 EST is 13:00 UTC.
    expect(quietHoursEndAt(at('2026-12-11T04:00:00Z'), DEFAULT)?.toISOString()).toBe('2026-12-11T13:00:00.000Z');
    // 22:00 sharp is quiet; 07:59 still is; 08:00 is not; 21:59 is not.
    expect(quietHoursEndAt(at('2026-12-11T03:00:00Z'), DEFAULT)?.toISOString()).toBe('2026-12-11T13:00:00.000Z');
    expect(quietHoursEndAt(at('2026-12-11T12:59:00Z'), DEFAULT)?.toISOString()).toBe('2026-12-11T13:00:00.000Z');
    expect(quietHoursEndAt(at('2026-12-11T13:00:00Z'), DEFAULT)).toBeNull();
    expect(quietHoursEndAt(at('2026-12-11T02:59:00Z'), DEFAULT)).toBeNull();
    // 15:00 is outside.
    expect(quietHoursEndAt(at('2026-12-10T20:00:00Z'), DEFAULT)).toBeNull();
  });

  it('reads a window inside one day', () => {
    const afternoon = { start: '13:00', end: '15:30', timeZone: 'America/New_York' };
    expect(quietHoursEndAt(at('2026-12-10T18:00:00Z'), afternoon)?.toISOString()).toBe('2026-12-10T20:30:00.000Z');
    expect(quietHoursEndAt(at('2026-12-10T17:59:00Z'), afternoon)).toBeNull();
    expect(quietHoursEndAt(at('2026-12-10T20:30:00Z'), afternoon)).toBeNull();
    // 23:00 is outside a daytime window.
    expect(quietHoursEndAt(at('2026-12-11T04:00:00Z'), afternoon)).toBeNull();
  });

  it('has no quiet hours when the start equals the end', () => {
    for (const iso of ['2026-12-11T04:00:00Z', '2026-12-10T18:00:00Z', '2026-12-11T12:00:00Z']) {
      expect(quietHoursEndAt(at(iso), { start: '22:00', end: '22:00', timeZone: 'America/New_York' })).toBeNull();
    }
  });

  it('ends at 08:00 on the clocks of the morning after clocks change', () => {
    // Spring forward on 8 March 2026: 23:00 EST on the 7th, quiet hours end 08:00 EDT = 12:00 UTC.
    expect(quietHoursEndAt(at('2026-03-08T04:00:00Z'), DEFAULT)?.toISOString()).toBe('2026-03-08T12:00:00.000Z');
    // Fall back on 1 November 2026: 23:00 EDT on 31 October, quiet hours end 08:00 EST = 13:00 UTC.
    expect(quietHoursEndAt(at('2026-11-01T03:00:00Z'), DEFAULT)?.toISOString()).toBe('2026-11-01T13:00:00.000Z');
    // An end inside the hour that does not exist (02:30 on 8 March) ends when the clocks jump, 03:00 EDT.
    expect(quietHoursEndAt(at('2026-03-08T05:00:00Z'), { start: '00:00', end: '02:30', timeZone: 'America/New_York' })?.toISOString()).toBe(
      '2026-03-08T07:00:00.000Z',
    );
  });

  it('reads the window in the member’s own time zone', () => {
    // 23:00 in Paris (CET, UTC+1) on 10 December; 08:00 there is 07:00 UTC.
    expect(quietHoursEndAt(at('2026-12-10T22:00:00Z'), { ...DEFAULT, timeZone: 'Europe/Paris' })?.toISOString()).toBe(
      '2026-12-11T07:00:00.000Z',
    );
    // The same instant is 17:00 in New York: outside.
    expect(quietHoursEndAt(at('2026-12-10T22:00:00Z'), DEFAULT)).toBeNull();
  });

  it('falls back to New York for an unknown time zone, and to the default window for unreadable times', () => {
    expect(knownTimeZone('Mars/Olympus_Mons')).toBe('America/New_York');
    expect(knownTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(quietHoursEndAt(at('2026-12-11T04:00:00Z'), { ...DEFAULT, timeZone: 'Mars/Olympus_Mons' })?.toISOString()).toBe(
      '2026-12-11T13:00:00.000Z',
    );
    expect(quietHoursEndAt(at('2026-12-11T04:00:00Z'), { start: '25:00', end: 'soon', timeZone: 'America/New_York' })?.toISOString()).toBe(
      '2026-12-11T13:00:00.000Z',
    );
  });
});
