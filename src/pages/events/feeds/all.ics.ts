/** GET /events/feeds/all.ics: every listed event, recent and upcoming, as a calendar to subscribe to. */
import type { APIRoute } from 'astro';
import { eventFeedResponse } from '#lib/server/events/feed-response.ts';

export const GET: APIRoute = (context) => eventFeedResponse(context, { kind: 'all' });
