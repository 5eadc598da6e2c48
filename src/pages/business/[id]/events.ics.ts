/** GET /business/{id}/events.ics: an active business's events as a calendar to subscribe to. */
import type { APIRoute } from 'astro';
import { businessFeedScope } from '#lib/domain/event-feeds.ts';
import { eventFeedResponse } from '#lib/server/events/feed-response.ts';

export const GET: APIRoute = (context) => eventFeedResponse(context, businessFeedScope(context.params.id));
