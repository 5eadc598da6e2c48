/**
 * Artwork for a business or event added after the seed (issue 35): drawn on request from the
 * record with the seed's drawing (lib/domain/artwork/draw.ts), never written to disk, so Workers
 * serve it too. Its address carries a version (the drawing's and the record's last change), so
 * the answer can be kept for a year and a renamed business gets its new picture at once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { businessCategories, businesses, communityBoards, events } from '#db/schema.ts';
import { artworkVersion, ARTWORK_VERSION, DRAWN_ARTWORK_PREFIX } from '#lib/domain/artwork.ts';
import { drawArtwork } from '#lib/domain/artwork/draw.ts';
import { eventEmblem } from '#lib/domain/artwork/event-emblem.ts';
import type { Database } from '../db/client.ts';

/** The board whose palette a record without one is drawn in (Central Harlem, as the seed does). */
const DEFAULT_BOARD = 10;

/** A business's picture for a select: its own, else the address of its drawn artwork (drawnArtworkUrl, in SQL). */
export function businessImageSql() {
  const drawn = sql`${`${DRAWN_ARTWORK_PREFIX}business/`} || ${businesses.id} || ${`.svg?v=${ARTWORK_VERSION}.`} || cast(${businesses.updatedAt} as integer)`;
  return sql<string>`coalesce(nullif(${businesses.imageUrl}, ''), ${drawn})`;
}

export type DrawnArtwork = { svg: string; version: string };

/** An active business's drawn artwork (its category's pictogram, its name, its board's palette), or null. */
export async function drawBusinessArtwork(db: Database, id: number): Promise<DrawnArtwork | null> {
  const [row] = await db
    .select({ name: businesses.name, emblem: businessCategories.icon, board: communityBoards.number, updatedAt: businesses.updatedAt })
    .from(businesses)
    .innerJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
    .innerJoin(communityBoards, eq(communityBoards.id, businesses.communityBoardId))
    .where(and(eq(businesses.id, id), eq(businesses.isActive, true)))
    .limit(1);
  if (!row) return null;
  return { svg: drawArtwork({ name: row.name, emblem: row.emblem ?? 'map', board: row.board }), version: artworkVersion(row.updatedAt) };
}

const hosts = alias(businesses, 'artwork_host');
const hostBoards = alias(communityBoards, 'artwork_host_board');

/** An active event's drawn artwork (a ticket in its host's style, or a pictogram from its title), or null. */
export async function drawEventArtwork(db: Database, id: number): Promise<DrawnArtwork | null> {
  const [row] = await db
    .select({
      title: events.title,
      updatedAt: events.updatedAt,
      board: communityBoards.number,
      hostEmblem: businessCategories.icon,
      hostBoard: hostBoards.number,
    })
    .from(events)
    .leftJoin(communityBoards, eq(communityBoards.id, events.communityBoardId))
    .leftJoin(hosts, eq(hosts.id, events.businessId))
    .leftJoin(businessCategories, eq(businessCategories.id, hosts.categoryId))
    .leftJoin(hostBoards, eq(hostBoards.id, hosts.communityBoardId))
    .where(and(eq(events.id, id), eq(events.isActive, true)))
    .limit(1);
  if (!row) return null;
  const svg = drawArtwork({
    name: row.title,
    emblem: row.hostEmblem ?? eventEmblem(row.title),
    board: row.hostBoard ?? row.board ?? DEFAULT_BOARD,
    event: true,
  });
  return { svg, version: artworkVersion(row.updatedAt) };
}

/** How long an answer may be kept: a year for the address of the current version, five minutes for any other. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300';

/** Answers GET /art/{kind}/{id}.svg: the drawing as SVG, or a plain 404 when the address names no active record. */
export async function drawnArtworkResponse(
  kind: 'business' | 'event',
  rawId: string | undefined,
  url: URL,
  db: Database,
): Promise<Response> {
  const id = /^[1-9]\d{0,9}$/.test(rawId ?? '') ? Number(rawId) : null;
  const drawn = id === null ? null : await (kind === 'business' ? drawBusinessArtwork(db, id) : drawEventArtwork(db, id));
  if (!drawn) return new Response('Picture not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(drawn.svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': url.searchParams.get('v') === drawn.version ? IMMUTABLE : SHORT,
    },
  });
}
