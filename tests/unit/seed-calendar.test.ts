import { describe, expect, it } from 'vitest';
import { EVENTS } from '#db/seed-data/events.ts';
import { festivalProgrammes } from '#db/seed-data/festival.ts';
import { onWeekday, placeEvent, weekdayOf, yearlyDate } from '#db/seed-data/placement.ts';
import { festivalMilestone } from '#lib/domain/festival.ts';
import { addDays } from '#lib/domain/time.ts';

// Seeding days over three years, two a month, so every season (and both sides of New Year and of
// Harlem Week) is tried.
const SEEDING_DAYS = Array.from({ length: 72 }, (_, index) => {
  const year = 2026 + Math.floor(index / 24);
  const month = Math.floor((index % 24) / 2) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${index % 2 ? '16' : '01'}`;
});
const placed = (title: string, today: string) =>
  EVENTS.filter((event) => event.title === title).map((event) => placeEvent(event.when, today));

describe('calendar rules', () => {
  it('finds weekdays and yearly dates', () => {
    expect(weekdayOf('2026-11-25')).toBe('We');
    expect(onWeekday('2026-11-25', 'Su')).toBe('2026-11-29');
    expect(onWeekday('2026-11-25', 'We')).toBe('2026-11-25');
    expect(onWeekday('2026-11-25', 'Mo', -1)).toBe('2026-11-23');
    expect(yearlyDate({ month: 11, nth: 4, weekday: 'Th' }, 2026)).toBe('2026-11-26');
    expect(yearlyDate({ month: 11, nth: 4, weekday: 'Th' }, 2027)).toBe('2027-11-25');
    expect(yearlyDate({ month: 1, nth: 3, weekday: 'Mo' }, 2027)).toBe('2027-01-18');
    expect(yearlyDate({ month: 5, nth: -1, weekday: 'Mo' }, 2027)).toBe('2027-05-31');
    expect(yearlyDate('lunar-new-year', 2027)).toBe('2027-02-06');
  });

  it('keeps a holiday from the past month in the past, and moves an older one to next year', () => {
    expect(placeEvent({ yearly: { month: 12, day: 31 } }, '2027-01-20')).toBe('2026-12-31');
    expect(placeEvent({ yearly: { month: 12, day: 31 } }, '2027-02-05')).toBe('2027-12-31');
  });
});

describe('seed events keep their calendar sense whatever the seeding day', () => {
  it.each(SEEDING_DAYS)('seeded on %s', (today) => {
    const thanksgiving = placed('Thanksgiving Gospel Brunch', today)[0];
    expect(thanksgiving).toBe(yearlyDate({ month: 11, nth: 4, weekday: 'Th' }, Number(thanksgiving.slice(0, 4))));
    expect(placed("New Year's Eve Jazz Gala", today)[0].slice(5)).toBe('12-31');
    expect(placed('Kwanzaa Celebration', today)[0].slice(5)).toBe('12-26');
    expect(placed('Three Kings Day Parade', today)[0].slice(5)).toBe('01-06');
    expect(placed('Gospel Sunday Tour', today).map(weekdayOf)).toEqual(['Su']);
    expect(placed('Messiah Sing-Along', today).map(weekdayOf)).toEqual(['Su']);
    expect(placed('Amateur Night at the Apollo', today).map(weekdayOf)).toEqual(['We']);
    expect(placed('Dr. Martin Luther King Jr. Day of Service', today).map(weekdayOf)).toEqual(['Mo']);
    // Holiday-season events in December, winter ones in winter.
    for (const title of [
      'Ellington Nutcracker Suite',
      'East Harlem Holiday Parranda',
      'Holiday Market at the Heights Art Guild',
      'Hamilton Grange Candlelight Tour',
    ]) {
      expect(placed(title, today)[0].slice(5, 7), title).toBe('12');
    }

    const dates = EVENTS.map((event) => ({ event, date: placeEvent(event.when, today) }));
    // Nothing before the past month or more than a year ahead; a lived-in past and a busy future.
    for (const { event, date } of dates) {
      expect(date >= addDays(today, -30) && date <= addDays(today, 366), `${event.title} ${date}`).toBe(true);
    }
    expect(dates.filter(({ date }) => date < today).length).toBeGreaterThanOrEqual(8);
    const soon = dates.filter(({ date }) => date > today && date <= addDays(today, 90)).map(({ event }) => event);
    expect(soon.length).toBeGreaterThanOrEqual(12);
    expect(soon.some((event) => event.premium)).toBe(true);
    expect(soon.some((event) => event.price === 0)).toBe(true);
    expect(soon.some((event) => event.capacity !== undefined && event.capacity <= 30)).toBe(true);
    // "This weekend" is never empty on a weekday: a Saturday morning concert and a Sunday tour.
    if (!['Sa', 'Su'].includes(weekdayOf(today))) {
      const saturday = onWeekday(today, 'Sa');
      expect(dates.filter(({ date }) => date === saturday || date === addDays(saturday, 1)).length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('Harlem Week programmes', () => {
  it.each(SEEDING_DAYS)('seeded on %s, the coming edition and the two before it', (today) => {
    const events = festivalProgrammes(today);
    const years = [...new Set(events.map((event) => event.year))].sort();
    expect(years).toEqual([years[0], years[0] + 1, years[0] + 2]);
    const lastDay = (year: number) =>
      events
        .filter((event) => event.year === year)
        .map((event) => event.date)
        .sort()
        .at(-1)!;
    // The latest edition is not over; the one before it is.
    expect(lastDay(years[2]) >= today).toBe(true);
    expect(lastDay(years[1]) < today).toBe(true);
    for (const event of events) {
      expect(event.date.slice(0, 7), event.title).toBe(`${event.year}-08`);
      // A year in a title is the edition's own.
      for (const named of event.title.match(/\b20\d\d\b/g) ?? []) expect(Number(named), event.title).toBe(event.year);
    }
    // Harlem Day keeps its Sunday.
    for (const year of years)
      expect(events.filter((event) => event.year === year && event.title === 'Harlem Day').map((event) => weekdayOf(event.date))).toEqual([
        'Su',
      ]);
  });

  it('celebrates the 50th anniversary in 2024 only', () => {
    expect(festivalMilestone(2024)).toEqual({
      kicker: '50th Anniversary Celebration',
      years: 'Fifty years of culture, community and commerce.',
    });
    expect(festivalMilestone(2027)).toEqual({ kicker: 'Since 1974', years: '53 years of culture, community and commerce.' });
    expect(festivalMilestone(2025).kicker).toBe('Since 1974');
    expect(festivalMilestone(1999).kicker).toBe('25th Anniversary Celebration');
  });
});
