/**
 * Full-text search (SQLite FTS5, migration 0014): businesses_fts and events_fts index the words
 * of names, titles, descriptions, addresses and locations, accents and case ignored, kept in step
 * by triggers. A visitor's text becomes a match of every word as a word prefix ("jaz har" finds
 * "Jazz at Harlem"); the hits carry FTS5's relevance rank (bm25, lower is better).
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** Words a search looks at, at most; more words only narrow a search that found nothing already. */
const MAX_WORDS = 8;

/**
 * The FTS5 query for a visitor's text: each word quoted (so nothing in it is FTS syntax) and
 * matched as a prefix; null when the text has no word to look for.
 */
export function matchExpression(text: string): string | null {
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_WORDS) ?? [];
  return words.length ? words.map((word) => `"${word}"*`).join(' ') : null;
}

/** The businesses matching a search, as a subquery to join on `hitId` and order by `hitRank`. */
export function businessHits(db: Database, expression: string) {
  return db
    .select({ hitId: sql<number>`rowid`.as('business_hit_id'), hitRank: sql<number>`rank`.as('business_hit_rank') })
    .from(sql`businesses_fts`)
    .where(sql`businesses_fts match ${expression}`)
    .as('business_hits');
}

/** The ids of businesses matching a search, as an `id in (...)` condition (for counts: read once, not per row). */
export const businessIdMatches = (column: SQLWrapper, expression: string) =>
  sql`${column} in (select rowid from businesses_fts where businesses_fts match ${expression})`;

/** The ids of events matching a search, as an `id in (...)` condition. */
export const eventIdMatches = (column: SQLWrapper, expression: string) =>
  sql`${column} in (select rowid from events_fts where events_fts match ${expression})`;
