/** Reads iCalendar text with ical.js (Mozilla's parser, independent of the library that writes our files). */
import ICAL from 'ical.js';

export type ParsedEvent = {
  uid: string;
  summary: string;
  description: string | null;
  location: string | null;
  url: string | null;
  start: Date;
  end: Date | null;
  /** Whether the start was written in UTC (DTSTART:...Z). */
  startIsUtc: boolean;
  geo: [number, number] | null;
  categories: string[];
  lastModified: Date | null;
};

export type ParsedCalendar = { properties: Record<string, string>; events: ParsedEvent[] };

/** Parses a VCALENDAR (throws on a malformed one) into its top-level properties and events. */
export function parseCalendar(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  if (calendar.name !== 'vcalendar') throw new Error(`Not a VCALENDAR: ${calendar.name}`);
  const properties = Object.fromEntries(calendar.getAllProperties().map((property) => [property.name, String(property.getFirstValue())]));
  const events = calendar.getAllSubcomponents('vevent').map((component): ParsedEvent => {
    const event = new ICAL.Event(component);
    const text = (name: string) => {
      const value = component.getFirstPropertyValue(name);
      return value === null || value === undefined ? null : String(value);
    };
    const lastModified = component.getFirstPropertyValue('last-modified') as ICAL.Time | null;
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description ?? null,
      location: event.location ?? null,
      url: text('url'),
      start: event.startDate.toJSDate(),
      end: event.endDate && component.hasProperty('dtend') ? event.endDate.toJSDate() : null,
      startIsUtc: event.startDate.zone?.tzid === 'UTC',
      geo: (component.getFirstPropertyValue('geo') as [number, number] | null) ?? null,
      categories: component.getAllProperties('categories').flatMap((property) => property.getValues().map(String)),
      lastModified: lastModified ? lastModified.toJSDate() : null,
    };
  });
  return { properties, events };
}
