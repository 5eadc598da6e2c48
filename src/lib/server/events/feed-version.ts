/**
 * Which version of a calendar feed the database holds, without writing the feed: the ids of the
 * events it would hold and when each, and its host, last changed (feedVersionQueries), hashed
 * into an ETag with the feed's address and window. The window moves each New York day, so a feed
 * is written afresh at least daily (a change the rows do not show, such as the guide's fee on an
 * all-in price, reaches subscribers by the next day).
 */
import { and, eq } from 'drizzle-orm';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { businesses } from '#db/schema.ts';
import { feedPath, type FeedScope } from '#lib/domain/event-feeds.ts';
import type { FeedWindow } from '#lib/domain/feed-window.ts';
import type { Database } from '../db/client.ts';
import type { Validators } from '../http/conditional.ts';
import { feedVersionQueries } from './event-feeds.ts';

/** The feed's validators, or null when its business is missing or retired (the feed itself then answers 404). */
export async function getFeedVersion(db: Database, scope: FeedScope, now: Date, window: FeedWindow): Promise<Validators | null> {
  const [recentQuery, upcomingQuery] = feedVersionQueries(db, scope, now, window);
  const host = db
    .select({ updatedAt: businesses.updatedAt })
    .from(businesses)
    .where(and(eq(businesses.id, scope.kind === 'business' ? scope.businessId : 0), eq(businesses.isActive, true)))
    .limit(1);
  const [recent, upcoming, [business]] = await db.batch([recentQuery, upcomingQuery, host]);
  if (scope.kind === 'business' && !business) return null;
  const rows = [...recent, ...upcoming];
  let latest = business?.updatedAt.getTime() ?? 0;
  for (const row of rows) latest = Math.max(latest, row.updatedAt.getTime(), row.hostUpdatedAt?.getTime() ?? 0);
  const versions = rows.map((row) => `${row.id}:${row.updatedAt.getTime()}:${row.hostUpdatedAt?.getTime() ?? ''}`).join(',');
  const key = `${feedPath(scope)}|${window.firstDay}|${window.endDay}|${latest}|${versions}`;
  return {
    etag: `W/"feed-${encodeHexLowerCase(sha256(new TextEncoder().encode(key)).subarray(0, 12))}"`,
    lastModified: latest > 0 ? new Date(latest) : null,
  };
}
