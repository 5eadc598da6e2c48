/** GET /art/event/{id}.svg: the artwork of an event without a picture, drawn from it (issue 35). */
import type { APIRoute } from 'astro';
import { drawnArtworkResponse } from '#lib/server/artwork/drawn-artwork.ts';
import { getDb } from '#lib/server/db/client.ts';

export const GET: APIRoute = ({ params, url }) => drawnArtworkResponse('event', params.id, url, getDb());
