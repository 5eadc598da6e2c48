/**
 * iCalendar (RFC 5545) files for "Add to calendar": one VEVENT with times in UTC, text escaped
 * and long lines folded at 75 octets.
 */

export type CalendarFileEvent = {
  /** Globally unique and stable for the event, e.g. "event-12@harlem.example". */
  uid: string;
  title: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  startsAt: Date | string;
  endsAt?: Date | string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
};

const PRODUCT_ID = '-//Harlem City Guide//Events//EN';

/** A TEXT value escaped per RFC 5545 3.3.11: backslash, semicolon, comma and line breaks. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** An instant as a UTC DATE-TIME: 20261206T003000Z. */
export function formatIcsUtc(instant: Date | string): string {
  return new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * Folds a content line so no physical line exceeds 75 octets (RFC 5545 3.1): continuation lines
 * start with one space. Never splits a UTF-8 character, nor (for lenient readers) an escape like \n.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const [unit] of line.matchAll(/\\.|[\s\S]/gu)) {
    const size = [...unit].reduce((sum, part) => sum + utf8Length(part.codePointAt(0)!), 0);
    if (octets + size > 75) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += unit;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** A complete VCALENDAR with one VEVENT; lines end in CRLF. */
export function buildEventCalendar(event: CalendarFileEvent): string {
  const properties: [string, string][] = [
    ['UID', event.uid],
    ['DTSTAMP', formatIcsUtc(event.stamp)],
    ['DTSTART', formatIcsUtc(event.startsAt)],
  ];
  if (event.endsAt) properties.push(['DTEND', formatIcsUtc(event.endsAt)]);
  properties.push(['SUMMARY', escapeIcsText(event.title)]);
  if (event.description) properties.push(['DESCRIPTION', escapeIcsText(event.description)]);
  if (event.location) properties.push(['LOCATION', escapeIcsText(event.location)]);
  if (typeof event.latitude === 'number' && typeof event.longitude === 'number') {
    properties.push(['GEO', `${event.latitude};${event.longitude}`]);
  }
  // URI values are not TEXT: no escaping, but they still fold.
  if (event.url) properties.push(['URL', event.url]);

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    ...properties.map(([name, value]) => `${name}:${value}`),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** A safe download name for an event's calendar file: "amateur-night-at-the-apollo.ics". */
export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');
  return `${slug || 'event'}.ics`;
}
