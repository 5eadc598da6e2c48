/**
 * The answer of a calendar feed route: the feed as text/calendar within its window of days, a
 * plain 400 for a window it cannot answer, or a plain 404 when the address names no feed. The
 * feed carries an ETag and Last-Modified from a cheap read of what it holds (feed-version.ts); a
 * client that already holds that version gets 304 without the feed being written. The middleware
 * marks a signed-out answer for the page cache (shared-cache.ts), which any write empties, so
 * subscribers see a change within a minute at most.
 */
import type { APIContext } from 'astro';
import { buildFeedCalendar } from '#lib/domain/ics.ts';
import type { FeedScope } from '#lib/domain/event-feeds.ts';
import { getDb } from '../db/client.ts';
import { absoluteUrl, siteOrigin } from '../http/site-url.ts';
import { getEventFeed } from './event-feeds.ts';
import { toCalendarEntry } from './calendar-file.ts';
import { withAllInPrices } from '../fees/all-in-prices.ts';
import * as m from '#paraglide/messages.js';
import { isFeedWindow, MAX_WINDOW_DAYS, readFeedWindow, type FeedWindowProblem } from '#lib/domain/feed-window.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { apiLocaleOf } from '../api/api-locale.ts';
import { clientHasVersion, notModified, validatorHeaders } from '../http/conditional.ts';
import { getFeedVersion } from './feed-version.ts';

const plain = { 'content-type': 'text/plain; charset=utf-8' };

function windowProblem(problem: FeedWindowProblem, locale: Locale): string {
  switch (problem.problem) {
    case 'invalid-day':
      return m.feed_window_invalid_day({ parameter: problem.parameter }, { locale });
    case 'invalid-days':
      return m.feed_window_invalid_days({ max: MAX_WINDOW_DAYS }, { locale });
    case 'backwards':
      return m.feed_window_backwards({}, { locale });
    case 'too-long':
      return m.feed_window_too_long({ max: MAX_WINDOW_DAYS }, { locale });
  }
}

const notFound = () => new Response('Calendar not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** Answers a feed route for the scope its address named (null: none). */
export async function eventFeedResponse(context: APIContext, scope: FeedScope | null): Promise<Response> {
  if (!scope) return notFound();
  const now = context.locals.now;
  const window = readFeedWindow(context.url.searchParams, now);
  if (!isFeedWindow(window))
    return new Response(windowProblem(window, apiLocaleOf(context.request, context.url)), { status: 400, headers: plain });
  const version = await getFeedVersion(getDb(), scope, now, window);
  if (version && clientHasVersion(context.request, version)) return notModified(version);
  const feed = await getEventFeed(getDb(), scope, now, window);
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
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `inline; filename="${feed.filename}"`,
      ...(version && validatorHeaders(version)),
    },
  });
}
