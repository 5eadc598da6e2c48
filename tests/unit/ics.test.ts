import { describe, expect, it } from 'vitest';
import { buildEventCalendar, escapeIcsText, foldIcsLine, formatIcsUtc, icsFileName } from '../../src/lib/domain/ics.ts';

const octets = (text: string) => new TextEncoder().encode(text).length;

/** Undoes RFC 5545 folding. */
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeIcsText('Food; drinks, music\\dance\nLine two\r\nthree')).toBe('Food\\; drinks\\, music\\\\dance\\nLine two\\nthree');
  });

  it('writes UTC date-times', () => {
    expect(formatIcsUtc('2026-12-06T00:30:00.000Z')).toBe('20261206T003000Z');
    expect(formatIcsUtc(new Date('2026-07-04T23:30:15.250Z'))).toBe('20260704T233015Z');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'Día de los Reyes — café con leche. '.repeat(8)}`;
    const folded = foldIcsLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(3);
    for (const [index, part] of physical.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(physical[0].length).toBeGreaterThan(60);
    expect(unfold(folded)).toBe(line);
    expect(folded).not.toContain('\uFFFD');
    expect(foldIcsLine('SUMMARY:Short')).toBe('SUMMARY:Short');
  });

  it('keeps escapes such as \\n whole across a fold', () => {
    for (let shift = 0; shift < 4; shift++) {
      const line = `DESCRIPTION:${'x'.repeat(shift)}${escapeIcsText('a,b;c\n'.repeat(30))}`;
      const folded = foldIcsLine(line);
      expect(unfold(folded)).toBe(line);
      for (const part of folded.split('\r\n')) {
        expect(octets(part)).toBeLessThanOrEqual(75);
        // A line never ends in the first half of an escape.
        expect(part.match(/\\+$/)?.[0].length ?? 0).toSatisfy((run: number) => run % 2 === 0);
      }
    }
  });
});

describe('an event calendar file', () => {
  const file = buildEventCalendar({
    uid: 'event-12@harlem.example',
    title: 'Salsa, Bomba; and Plena',
    description: 'Line one\nLine two with a very long tail that certainly needs folding because it runs past seventy-five octets',
    location: 'La Marqueta, Park Ave & E 115th St',
    url: 'https://harlem.example/events/12',
    startsAt: '2026-12-06T00:30:00.000Z',
    endsAt: '2026-12-06T03:00:00.000Z',
    latitude: 40.8,
    longitude: -73.94,
    stamp: new Date('2026-11-20T12:00:00Z'),
  });

  it('is one VEVENT in a VCALENDAR with CRLF line ends', () => {
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(file.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    for (const line of file.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('carries the event properties', () => {
    const lines = unfold(file).split('\r\n');
    expect(lines).toContain('UID:event-12@harlem.example');
    expect(lines).toContain('DTSTAMP:20261120T120000Z');
    expect(lines).toContain('DTSTART:20261206T003000Z');
    expect(lines).toContain('DTEND:20261206T030000Z');
    expect(lines).toContain('SUMMARY:Salsa\\, Bomba\\; and Plena');
    expect(lines).toContain('LOCATION:La Marqueta\\, Park Ave & E 115th St');
    expect(lines).toContain('GEO:40.8;-73.94');
    expect(lines).toContain('URL:https://harlem.example/events/12');
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toMatch(/^DESCRIPTION:Line one\\nLine two with a very long tail/);
  });

  it('leaves out an unknown end and empty text', () => {
    const bare = buildEventCalendar({ uid: 'u', title: 'T', startsAt: '2026-12-06T00:30:00Z', stamp: new Date('2026-11-20T12:00:00Z') });
    expect(bare).not.toContain('DTEND');
    expect(bare).not.toContain('DESCRIPTION');
    expect(bare).not.toContain('LOCATION');
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
