import { describe, expect, it } from 'vitest';
import { quickWindow, rangeWindow } from '#lib/domain/event-when.ts';
import { parseEventsQuery } from '#lib/domain/event-filters.ts';
import { eventsHref } from '#lib/domain/events-query.ts';
import { datesProblemIn, windowLabelIn } from '#lib/i18n/localized/events.ts';
import * as m from '#paraglide/messages.js';

/** New York wall-clock times in late November 2026 (UTC-5); the 25th is a Wednesday. */
const ny = (day: string, time: string) => new Date(`2026-11-${day}T${time}:00-05:00`);
const iso = (date: Date) => date.toISOString();

describe('when: today, tonight, this weekend', () => {
  it('today runs from midnight to midnight in New York and leaves out what has ended', () => {
    const window = quickWindow('today', ny('25', '21:00'));
    expect([iso(window.from), iso(window.to)]).toEqual([iso(ny('25', '00:00')), iso(ny('26', '00:00'))]);
    expect(window.notEndedBy).toEqual(ny('25', '21:00'));
  });

  it('tonight is 5 PM to 4 AM, and after midnight still the night that began yesterday', () => {
    expect(iso(quickWindow('tonight', ny('25', '10:00')).from)).toBe(iso(ny('25', '17:00')));
    expect(iso(quickWindow('tonight', ny('25', '10:00')).to)).toBe(iso(ny('26', '04:00')));
    expect(iso(quickWindow('tonight', ny('26', '01:30')).from)).toBe(iso(ny('25', '17:00')));
  });

  it('this weekend is Friday 5 PM to Monday 4 AM: the coming one on weekdays, the current one while it lasts', () => {
    const coming = quickWindow('weekend', ny('25', '12:00'));
    expect([iso(coming.from), iso(coming.to)]).toEqual([iso(ny('27', '17:00')), iso(ny('30', '04:00'))]);
    for (const [day, time] of [
      ['27', '09:00'],
      ['28', '12:00'],
      ['29', '23:00'],
      ['30', '02:00'],
    ]) {
      expect(iso(quickWindow('weekend', ny(day, time)).from), `${day} ${time}`).toBe(iso(ny('27', '17:00')));
    }
    // Monday morning: the next weekend.
    expect(iso(quickWindow('weekend', ny('30', '09:00')).from)).toBe(new Date('2026-12-04T17:00:00-05:00').toISOString());
  });

  it('a range of dates covers both days whole, named for people', () => {
    const window = rangeWindow('2026-12-03', '2026-12-07');
    expect([iso(window.from), iso(window.to)]).toEqual([
      new Date('2026-12-03T05:00:00Z').toISOString(),
      new Date('2026-12-08T05:00:00Z').toISOString(),
    ]);
    expect(window.label).toBe('Dec 3 to Dec 7');
    expect(rangeWindow('2026-12-03', null).label).toBe('Dec 3');
    expect(window.notEndedBy).toBeNull();
  });
});

describe('dates in the address', () => {
  const parse = (text: string) => parseEventsQuery(new URLSearchParams(text), ny('25', '12:00'));

  it('reads a quick filter or a range, a range winning', () => {
    expect(parse('when=tonight')).toMatchObject({ when: 'tonight', from: null, datesProblem: null });
    expect(parse('when=someday')).toMatchObject({ when: null, datesProblem: null });
    expect(parse('when=today&from=2026-12-03&to=2026-12-05')).toMatchObject({ when: null, from: '2026-12-03', to: '2026-12-05' });
    expect(parse('from=2026-12-03')).toMatchObject({ from: '2026-12-03', to: '2026-12-03' });
  });

  it('says why dates it cannot use were left out', () => {
    expect(parse('from=2026-12-05&to=2026-12-03')).toMatchObject({ from: null, to: null, datesProblem: 'end-before-start' });
    expect(parse('to=2026-12-03')).toMatchObject({ from: null, datesProblem: 'end-without-start' });
    expect(parse('from=2026-02-30')).toMatchObject({ from: null, datesProblem: 'not-a-date' });
    expect(parse('from=2026-12-01&to=2027-12-01')).toMatchObject({
      from: '2026-12-01',
      to: '2027-03-02',
      datesProblem: 'too-long',
    });
  });

  it('says each problem in the visitor’s language, a range too long with the days shown instead', () => {
    const shown = { from: '2026-12-01', to: '2027-03-02' };
    const none = { from: null, to: null };
    expect(datesProblemIn('en', 'end-before-start', none)).toBe('The end date is before the start date, so upcoming events are shown.');
    expect(datesProblemIn('en', 'end-without-start', none)).toBe('Choose a start date as well, so upcoming events are shown.');
    expect(datesProblemIn('en', 'not-a-date', none)).toBe(
      'That is not a date (use the date picker, or YYYY-MM-DD), so upcoming events are shown.',
    );
    expect(datesProblemIn('en', 'too-long', shown)).toBe('A search covers at most 92 days, so Dec 1 to Mar 2 is shown.');
    expect(datesProblemIn('es', 'too-long', shown)).toBe(
      m.events_dates_too_long({ days: 92, from: '1 dic', to: '2 mar' }, { locale: 'es' }),
    );
    expect(datesProblemIn('fr', 'end-before-start', none)).toBe(m.events_dates_end_before_start({}, { locale: 'fr' }));
  });

  it('keeps dates in the addresses it writes, and reads them back', () => {
    expect(eventsHref({ view: 'list', when: 'weekend', board: 10 })).toBe('/events?view=list&board=10&when=weekend');
    expect(eventsHref({ view: 'list', from: '2026-12-03', to: '2026-12-03' })).toBe('/events?view=list&from=2026-12-03');
    const state = parse('view=list&from=2026-12-03&to=2026-12-05&page=2');
    expect(parse(eventsHref(state).split('?')[1])).toEqual(state);
    // The calendar has its own month and day: no list dates in its addresses.
    expect(eventsHref({ view: 'calendar', month: '2026-12', when: 'today' })).toBe('/events?view=calendar&month=2026-12');
  });
});

describe('a window’s label in each language', () => {
  it('says English from the messages exactly as the window words it, and Spanish and French from the same messages', () => {
    const cases = [
      { when: null, from: '2026-12-03', to: '2026-12-07' },
      { when: null, from: '2026-12-03', to: null },
    ] as const;
    for (const dates of cases) {
      const english = rangeWindow(dates.from, dates.to).label;
      expect(windowLabelIn('en', english, dates)).toBe(english);
    }
    expect(windowLabelIn('en', quickWindow('tonight', ny('25', '18:00')).label, { when: 'tonight', from: null, to: null })).toBe('Tonight');
    expect(windowLabelIn('es', 'Dec 3 to Dec 7', cases[0])).toBe('del 3 dic al 7 dic');
    expect(windowLabelIn('fr', 'Tonight', { when: 'tonight', from: null, to: null })).toBe('Ce soir');
  });
});
