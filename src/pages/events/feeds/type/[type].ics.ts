/** GET /events/feeds/type/{premium|free|business|community}.ics: one type of event as a calendar to subscribe to. */
import type { APIRoute } from 'astro';
import { typeFeedScope } from '#lib/domain/event-feeds.ts';
import { eventFeedResponse } from '#lib/server/events/feed-response.ts';

export const GET: APIRoute = (context) => eventFeedResponse(context, typeFeedScope(context.params.type));
