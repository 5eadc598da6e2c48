/** GET /events/feeds/board/{9-12}.ics: one community board's events as a calendar to subscribe to. */
import type { APIRoute } from 'astro';
import { boardFeedScope } from '#lib/domain/event-feeds.ts';
import { eventFeedResponse } from '#lib/server/events/feed-response.ts';

export const GET: APIRoute = (context) => eventFeedResponse(context, boardFeedScope(context.params.board));
