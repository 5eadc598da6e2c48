/** Events as iCalendar entries: the "Add to calendar" file, a ticket email's attachment and the subscribable feeds. */
import { buildEventCalendar, icsFileName, type CalendarFileEvent } from '#lib/domain/ics.ts';
import { formatEventPrice } from '#lib/domain/event-format.ts';
import { EVENT_TYPE_LABELS } from '#lib/domain/events-query.ts';
import type { EventView } from '#lib/views/events.ts';

/** Where the event is: its host's name before the address, unless the address already names it. */
function placeOf(event: EventView, hostName: string | null): string | null {
  if (!hostName || event.location?.toLowerCase().includes(hostName.toLowerCase())) return event.location;
  return event.location ? `${hostName}, ${event.location}` : hostName;
}

/** The event's entry: a UID stable per site and event (so a new copy replaces the old), its page, place and categories. */
export function toCalendarEntry(
  event: EventView,
  site: string,
  { hostName = null, updatedAt = null }: { hostName?: string | null; updatedAt?: Date | null } = {},
): CalendarFileEvent {
  const pageUrl = new URL(`/events/${event.id}`, site).href;
  // All in where worked out (issue 33), the guide's fee broken out.
  const price = event.serviceFee
    ? `${formatEventPrice(event.allInPrice)} (${formatEventPrice(event.price)} + ${formatEventPrice(event.serviceFee)} service fee)`
    : formatEventPrice(event.price);
  const description = [event.description, `Price: ${price}`, `Details and registration: ${pageUrl}`].filter(Boolean).join('\n\n');
  const categories = [
    event.communityBoard ? `Community Board ${event.communityBoard.number}` : null,
    event.isPremium ? EVENT_TYPE_LABELS.premium : null,
    event.price === null ? EVENT_TYPE_LABELS.free : null,
    event.businessId === null ? EVENT_TYPE_LABELS.community : EVENT_TYPE_LABELS.business,
  ].filter((name): name is string => name !== null);
  return {
    uid: `event-${event.id}@${new URL(site).hostname}`,
    title: event.title,
    description,
    location: placeOf(event, hostName),
    url: pageUrl,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    latitude: event.latitude,
    longitude: event.longitude,
    categories,
    updatedAt,
  };
}

/** An event's iCalendar file, as "Add to calendar" downloads it and a ticket's email attaches it. */
export function eventCalendarFile(event: EventView, site: string, hostName: string | null = null): { filename: string; content: string } {
  const content = buildEventCalendar({ ...toCalendarEntry(event, site, { hostName }), stamp: new Date() });
  return { filename: icsFileName(event.title), content };
}
