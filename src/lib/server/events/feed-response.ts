/**
 * The answer of a calendar feed route: the feed as text/calendar, or a plain 404 when the address
 * names no feed. The middleware marks a signed-out answer for the page cache (shared-cache.ts),
 * which any write empties, so subscribers see a change within a minute at most.
 */
import type { APIContext } from 'astro';
import { buildFeedCalendar } from '#lib/domain/ics.ts';
import type { FeedScope } from '#lib/domain/event-feeds.ts';
import { getDb } from '../db/client.ts';
import { absoluteUrl, siteOrigin } from '../http/site-url.ts';
import { getEventFeed } from './event-feeds.ts';
import { toCalendarEntry } from './calendar-file.ts';
import { withAllInPrices } from '../fees/all-in-prices.ts';

const notFound = () => new Response('Calendar not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** Answers a feed route for the scope its address named (null: none). */
export async function eventFeedResponse(context: APIContext, scope: FeedScope | null): Promise<Response> {
  if (!scope) return notFound();
  const now = context.locals.now;
  const feed = await getEventFeed(getDb(), scope, now);
  if (!feed) return notFound();
  const site = siteOrigin(context);
  // Each event's price as a buyer pays it, all in (issue 33): one read for the whole feed.
  const priced = await withAllInPrices(
    getDb(),
    feed.entries.map((entry) => entry.event),
    now,
  );
  const content = buildFeedCalendar(
    {
      name: feed.name,
      description: feed.description,
      url: absoluteUrl(context, feed.pagePath),
      events: feed.entries.map(({ hostName, updatedAt }, index) => toCalendarEntry(priced[index], site, { hostName, updatedAt })),
    },
    now,
  );
  return new Response(content, {
    headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': `inline; filename="${feed.filename}"` },
  });
}
