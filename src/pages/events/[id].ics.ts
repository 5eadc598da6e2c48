/** "Add to calendar": an event as an iCalendar file (one VEVENT, times in UTC). */
import type { APIRoute } from 'astro';
import { getDb } from '../../lib/server/db/client.ts';
import { siteOrigin } from '../../lib/server/http/site-url.ts';
import { getEvent } from '../../lib/server/events/events.ts';
import { IdParamSchema } from '../../lib/schemas/api-query.ts';
import { buildEventCalendar, icsFileName } from '../../lib/domain/ics.ts';
import { formatEventPrice } from '../../lib/domain/event-format.ts';

export const GET: APIRoute = async (context) => {
  const { params } = context;
  const id = IdParamSchema.safeParse(params.id ?? '');
  const event = id.success ? await getEvent(getDb(), id.data) : null;
  if (!event) {
    return new Response('Event not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const site = siteOrigin(context);
  const pageUrl = new URL(`/events/${event.id}`, site).href;
  const description = [event.description, `Price: ${formatEventPrice(event.price)}`, `Details and registration: ${pageUrl}`].filter(Boolean).join('\n\n');
  const body = buildEventCalendar({
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
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${icsFileName(event.title)}"`,
      'cache-control': 'public, max-age=300',
    },
  });
};
