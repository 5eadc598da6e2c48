/**
 * "Add to calendar": an event as an iCalendar file (one VEVENT, times in UTC), tagged with a hash
 * of its text. Signed out, it is kept by the page cache with the event and its host as its keys.
 */
import type { APIRoute } from 'astro';
import { getDb } from '#lib/server/db/client.ts';
import { siteOrigin } from '#lib/server/http/site-url.ts';
import { getEventWithHost } from '#lib/server/events/events.ts';
import { IdParamSchema } from '#lib/schemas/api-query.ts';
import { eventCalendarFile } from '#lib/server/events/calendar-file.ts';
import { withAllInPrices } from '#lib/server/fees/all-in-prices.ts';
import { textWithETag } from '#lib/server/http/conditional.ts';

export const GET: APIRoute = async (context) => {
  const { params } = context;
  const id = IdParamSchema.safeParse(params.id ?? '');
  const found = id.success ? await getEventWithHost(getDb(), id.data) : null;
  if (!found) {
    return new Response('Event not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  // Its price as a buyer pays it, all in (issue 33).
  const [event] = await withAllInPrices(getDb(), [found.event]);
  const file = eventCalendarFile(event, siteOrigin(context), found.host?.name ?? null);
  // The file's DTSTAMP is the moment it was drawn: its version is the rest.
  const version = file.content.replace(/^DTSTAMP:.*$/m, '');
  return textWithETag(
    context.request,
    file.content,
    { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': `attachment; filename="${file.filename}"` },
    version,
  );
};
