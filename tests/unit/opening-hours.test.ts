import { describe, expect, it } from 'vitest';
import { convertSeedHours } from '#db/seed-data/hours.ts';
import { openingHoursLines, openingHoursProblem, openingHoursSpecification, openStatus } from '#lib/server/businesses/opening-hours.ts';
import { emptyWeek, openingHoursToWeek, weekToOpeningHours } from '#lib/domain/weekly-hours.ts';

/** A New York wall-clock time in November (UTC-5). */
const ny = (day: string, time: string) => new Date(`2026-11-${day}T${time}:00-05:00`);

describe('weekly grid and opening_hours syntax', () => {
  it('writes equal neighbouring days together, as additional rules, and reads them back', () => {
    const week = emptyWeek();
    for (const day of ['Mo', 'Tu', 'We', 'Th', 'Fr'] as const) week[day] = [{ open: '07:00', close: '18:00' }];
    week.Sa = [
      { open: '08:00', close: '12:00' },
      { open: '13:00', close: '17:00' },
    ];
    const value = weekToOpeningHours(week);
    expect(value).toBe('Mo-Fr 07:00-18:00, Sa 08:00-12:00,13:00-17:00');
    expect(openingHoursProblem(value)).toBeNull();
    expect(openingHoursToWeek(value)).toEqual(week);
  });

  it('says 24/7 and off for the whole week, and gives up on what a grid cannot show', () => {
    const always = openingHoursToWeek('24/7')!;
    expect(weekToOpeningHours(always)).toBe('24/7');
    expect(weekToOpeningHours(emptyWeek())).toBe('off');
    expect(openingHoursToWeek('Mo-Fr 09:00-17:00; PH off')).toBeNull();
    expect(openingHoursToWeek('May-Oct Sa,Su 10:00-17:00')).toBeNull();
    // ";" replaces a day's spans, "," adds to them.
    expect(openingHoursToWeek('Tu-Sa 12:00-18:00; Th 12:00-19:00')!.Th).toEqual([{ open: '12:00', close: '19:00' }]);
    expect(openingHoursToWeek('Fr-Mo 10:00-14:00')!.Su).toEqual([{ open: '10:00', close: '14:00' }]);
    // A rule without days after "," continues the previous rule's days, as the library reads it.
    const split = openingHoursToWeek('Mo 09:00-12:00, 13:00-17:00')!;
    expect(split.Mo).toEqual([
      { open: '09:00', close: '12:00' },
      { open: '13:00', close: '17:00' },
    ]);
    expect(split.Tu).toEqual([]);
    // A ";" rule cuts off the night before's span past midnight: the grid cannot say that.
    expect(openingHoursToWeek('Mo 16:00-01:00; Tu 10:00-12:00; Mo 16:00-02:00')).toBeNull();
  });
});

describe('opening hours on the server', () => {
  it('explains a value it cannot read', () => {
    expect(openingHoursProblem('Mo 10:00-')?.in('en')).toMatch(/could not be read.*Example: Mo-Fr 09:00-17:00/);
    expect(openingHoursProblem('whenever')?.in('en')).toMatch(/could not be read/);
    expect(openingHoursProblem('x'.repeat(300))?.in('en')).toMatch(/at most 255/);
    expect(openingHoursProblem('Mo-Fr 09:00-17:00; SH off')?.in('en')).toMatch(/School holidays \(SH\) are not supported/);
    expect(openingHoursProblem('24')?.in('en')).not.toMatch(/\.\./);
  });

  it('says open or closed in New York time, whatever the server clock zone', () => {
    const taproom = 'Mo-Th 16:00-01:00, Fr 16:00-02:00, Sa 12:00-02:00, Su 12:00-24:00';
    // Monday 23 November 2026.
    expect(openStatus(taproom, ny('23', '15:00'))).toEqual({ open: false, text: 'Closed · opens 4 PM' });
    expect(openStatus(taproom, ny('23', '22:00'))).toEqual({ open: true, text: 'Open now · closes 1 AM' });
    expect(openStatus(taproom, ny('24', '00:30'))).toEqual({ open: true, text: 'Open now · closes 1 AM' });
    expect(openStatus('Mo-Sa 10:00-18:00', ny('23', '19:00'))).toEqual({ open: false, text: 'Closed · opens tomorrow 10 AM' });
    expect(openStatus('Mo-Sa 10:00-18:00', ny('28', '19:00'))).toEqual({ open: false, text: 'Closed · opens Mon 10 AM' });
    expect(openStatus('24/7', ny('23', '03:00'))).toEqual({ open: true, text: 'Open 24 hours' });
    // Open through the night into tomorrow afternoon: the close is tomorrow's.
    expect(openStatus('Mo 09:00-24:00, Tu 00:00-17:00', ny('23', '10:00'))).toEqual({
      open: true,
      text: 'Open now · closes tomorrow 5 PM',
    });
    expect(openStatus('off', ny('23', '03:00'))).toEqual({ open: false, text: 'Closed' });
    expect(openStatus(null)).toBeNull();
  });

  it('shows readable lines and schema.org specifications', () => {
    expect(openingHoursLines('Mo-Sa 10:00-18:00')).toEqual(['Mon–Sat: 10 AM–6 PM', 'Sun: Closed']);
    expect(openingHoursLines('Mo-Su 12:00-22:00')).toEqual(['Daily: noon–10 PM']);
    expect(openingHoursLines('Mo-Fr 09:00-17:00; PH off').join(' ')).toContain('PH off');
    expect(openingHoursSpecification('Mo-Fr 09:00-17:00, Sa 09:00-17:00, Su 10:00-24:00')).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '09:00',
        closes: '17:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '10:00', closes: '23:59' },
    ]);
  });

  it("converts the seed's written hours, keeping what the syntax cannot say as notes", () => {
    expect(convertSeedHours('Mon-Sat: 10am-6pm\nSun: Closed')).toEqual({ openingHours: 'Mo-Sa 10:00-18:00', hours: null });
    expect(convertSeedHours('Thu-Mon: 11am-5pm\nTue-Wed: Closed').openingHours).toBe('Mo 11:00-17:00, Th-Su 11:00-17:00');
    expect(convertSeedHours('Front desk: 24 hours\nCheck-in 3pm')).toEqual({ openingHours: '24/7', hours: 'Check-in 3pm' });
    expect(convertSeedHours('Sunday worship: 9am and 11:30am')).toEqual({ openingHours: null, hours: 'Sunday worship: 9am and 11:30am' });
    expect(convertSeedHours('Wed-Sun: 6pm-midnight').openingHours).toBe('We-Su 18:00-24:00');
  });
});
