import { describe, expect, it } from 'vitest';
import { buildEventCalendar, buildFeedCalendar, icsFileName, type CalendarFileEvent } from '#lib/domain/ics.ts';
import { parseCalendar } from '../helpers/icalendar.ts';

const octets = (text: string) => new TextEncoder().encode(text).length;

const SALSA: CalendarFileEvent = {
  uid: 'event-12@harlem.example',
  title: 'Salsa, Bomba; and Plena',
  description: 'Line one\nLine two with a very long tail, Día de los Reyes — café con leche; it certainly runs past seventy-five octets',
  location: 'La Marqueta, Park Ave & E 115th St',
  url: 'https://harlem.example/events/12',
  startsAt: '2026-12-06T00:30:00.000Z',
  endsAt: '2026-12-06T03:00:00.000Z',
  latitude: 40.8,
  longitude: -73.94,
  categories: ['Community Board 11', 'Free'],
  updatedAt: new Date('2026-11-01T09:15:00Z'),
};
const STAMP = new Date('2026-11-20T12:00:00Z');

describe('an event calendar file', () => {
  const file = buildEventCalendar({ ...SALSA, stamp: STAMP });

  it('is one VEVENT in a VCALENDAR with CRLF line ends, folded at 75 octets without splitting a character', () => {
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Harlem City Guide//Events//EN\r\n')).toBe(true);
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(file.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(file).toContain('\r\n ');
    for (const line of file.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(file).not.toContain('\uFFFD');
  });

  it('reads back whole in an independent parser: text unescaped, times in UTC', () => {
    const { properties, events } = parseCalendar(file);
    expect(properties).toMatchObject({ version: '2.0', method: 'PUBLISH' });
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({
      uid: 'event-12@harlem.example',
      summary: 'Salsa, Bomba; and Plena',
      description: SALSA.description,
      url: 'https://harlem.example/events/12',
      startIsUtc: true,
      geo: [40.8, -73.94],
      categories: ['Community Board 11', 'Free'],
    });
    expect(event.location).toContain('La Marqueta, Park Ave & E 115th St');
    expect(event.start.toISOString()).toBe('2026-12-06T00:30:00.000Z');
    expect(event.end?.toISOString()).toBe('2026-12-06T03:00:00.000Z');
    expect(event.lastModified?.toISOString()).toBe('2026-11-01T09:15:00.000Z');
    expect(file).toContain('DTSTAMP:20261120T120000Z');
  });

  it('leaves out an unknown end and empty text', () => {
    const bare = buildEventCalendar({ uid: 'u', title: 'T', startsAt: '2026-12-06T00:30:00Z', stamp: STAMP });
    expect(bare).not.toContain('DTEND');
    expect(bare).not.toContain('DESCRIPTION');
    expect(bare).not.toContain('LOCATION');
    expect(parseCalendar(bare).events[0]).toMatchObject({ uid: 'u', summary: 'T', end: null, location: null });
  });
});

describe('a calendar feed', () => {
  const later = {
    ...SALSA,
    uid: 'event-13@harlem.example',
    title: 'Jazz at Minton’s',
    startsAt: '2026-12-07T01:00:00Z',
    endsAt: null,
    location: null,
    latitude: null,
    longitude: null,
  };
  const feed = buildFeedCalendar(
    {
      name: 'Harlem Events · CB 11',
      description: 'Upcoming events in East Harlem.',
      url: 'https://harlem.example/events?board=11',
      events: [SALSA, later],
    },
    STAMP,
  );

  it('names itself for calendar apps and asks to be fetched again hourly', () => {
    const { properties } = parseCalendar(feed);
    expect(properties).toMatchObject({
      'x-wr-calname': 'Harlem Events · CB 11',
      'x-wr-caldesc': 'Upcoming events in East Harlem.',
      url: 'https://harlem.example/events?board=11',
    });
    expect(feed).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
  });

  it('holds one VEVENT per event with its own UID', () => {
    const { events } = parseCalendar(feed);
    expect(events.map((event) => event.uid)).toEqual(['event-12@harlem.example', 'event-13@harlem.example']);
    expect(events[1]).toMatchObject({ summary: 'Jazz at Minton’s', location: null, geo: null, end: null });
  });

  it('is an empty but valid calendar when there are no events', () => {
    const empty = buildFeedCalendar(
      { name: 'Empty', description: 'Nothing yet.', url: 'https://harlem.example/events', events: [] },
      STAMP,
    );
    expect(parseCalendar(empty).events).toEqual([]);
  });
});

describe('calendar file names', () => {
  it('slugs the title', () => {
    expect(icsFileName('Amateur Night at the Apollo')).toBe('amateur-night-at-the-apollo.ics');
    expect(icsFileName("New Year's Eve Jazz Gala")).toBe('new-year-s-eve-jazz-gala.ics');
    expect(icsFileName('Día de los Reyes')).toBe('dia-de-los-reyes.ics');
    expect(icsFileName('"; rm -rf')).toBe('rm-rf.ics');
    expect(icsFileName('!!!')).toBe('event.ics');
  });
});
