/** An event's iCalendar file, as "Add to calendar" downloads it and a ticket's email attaches it. */
import { buildEventCalendar, icsFileName } from '../../domain/ics.ts';
import { formatEventPrice } from '../../domain/event-format.ts';
import type { EventView } from '../../views/events.ts';

export function eventCalendarFile(event: EventView, site: string): { filename: string; content: string } {
  const pageUrl = new URL(`/events/${event.id}`, site).href;
  const description = [event.description, `Price: ${formatEventPrice(event.price)}`, `Details and registration: ${pageUrl}`].filter(Boolean).join('\n\n');
  const content = buildEventCalendar({
    uid: `event-${event.id}@${new URL(site).hostname}`,
    title: event.title,
    description,
    location: event.location,
    url: pageUrl,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    latitude: event.latitude,
    longitude: event.longitude,
    stamp: new Date(),
  });
  return { filename: icsFileName(event.title), content };
}
