/**
 * iCalendar (RFC 5545) files, written by ical-generator: one event for "Add to calendar", or a
 * feed of many that calendar apps subscribe to. Times are UTC instants (no VTIMEZONE needed, every
 * app shows them in its own zone); the library escapes text and folds long lines.
 */
import ical, { ICalCalendarMethod, type ICalCalendar, type ICalEventData } from 'ical-generator';

export type CalendarFileEvent = {
  /** Globally unique and stable for the event, e.g. "event-12@harlem.example": a new copy replaces the old. */
  uid: string;
  title: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  startsAt: Date | string;
  endsAt?: Date | string | null;
  latitude?: number | null;
  longitude?: number | null;
  categories?: readonly string[];
  /** When the event last changed (LAST-MODIFIED). */
  updatedAt?: Date | string | null;
};

export type CalendarFeed = {
  /** The calendar's name in the subscriber's app. */
  name: string;
  description: string;
  /** The page the feed mirrors. */
  url: string;
  events: readonly CalendarFileEvent[];
};

const PRODUCT_ID = { company: 'Harlem City Guide', product: 'Events', language: 'EN' } as const;

/** How often subscribers should fetch a feed again (seconds); many apps choose their own pace. */
export const FEED_REFRESH_SECONDS = 60 * 60;

function toEventData(event: CalendarFileEvent, stamp: Date): ICalEventData {
  const hasGeo = typeof event.latitude === 'number' && typeof event.longitude === 'number';
  const geo = hasGeo ? { lat: event.latitude!, lon: event.longitude! } : undefined;
  return {
    id: event.uid,
    stamp,
    start: new Date(event.startsAt),
    end: event.endsAt ? new Date(event.endsAt) : null,
    summary: event.title,
    description: event.description || null,
    location: event.location ? { title: event.location, geo } : geo ? { geo } : null,
    url: event.url || null,
    categories: (event.categories ?? []).map((name) => ({ name })),
    lastModified: event.updatedAt ? new Date(event.updatedAt) : null,
  };
}

function newCalendar(): ICalCalendar {
  return ical({ prodId: PRODUCT_ID, method: ICalCalendarMethod.PUBLISH });
}

/** The calendar's text. RFC 5545 ends every line with CRLF, the last one too; the library leaves that one off. */
const textOf = (calendar: ICalCalendar) => `${calendar.toString()}\r\n`;

/** A complete VCALENDAR with one VEVENT; lines end in CRLF. `stamp` is when the file was made (DTSTAMP). */
export function buildEventCalendar(event: CalendarFileEvent & { stamp: Date }): string {
  const calendar = newCalendar();
  calendar.createEvent(toEventData(event, event.stamp));
  return textOf(calendar);
}

/** A subscribable VCALENDAR: the feed's name, description and refresh interval, and one VEVENT per event. */
export function buildFeedCalendar(feed: CalendarFeed, stamp: Date): string {
  const calendar = newCalendar();
  calendar.name(feed.name).description(feed.description).url(feed.url).ttl(FEED_REFRESH_SECONDS);
  for (const event of feed.events) calendar.createEvent(toEventData(event, stamp));
  return textOf(calendar);
}

/** A safe download name for a calendar file: "amateur-night-at-the-apollo.ics". */
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
