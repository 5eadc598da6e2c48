/**
 * The sitemap's data: how many parts each kind of record has (the largest id, one lookup per
 * table), and the public records of a part with the time each last changed, read by id range
 * on the primary key. Records are listed exactly when their page shows them: active businesses
 * and properties, and events the public list shows (active, host not retired).
 */
import { cacheKey, pageShows } from '../http/cache-keys.ts';
import { and, asc, eq, gt, lte, max } from 'drizzle-orm';
import { businesses, events, properties } from '#db/schema.ts';
import { guideTabPath, GUIDE_TABS } from '#lib/domain/neighborhood-guide.ts';
import {
  partCount,
  partRange,
  RECORD_KINDS,
  SITEMAP_PAGES,
  sitemapSectionPath,
  type RecordKind,
  type SitemapEntry,
  type SitemapSection,
} from '#lib/domain/sitemap.ts';
import type { Database } from '../db/client.ts';
import { isListed } from '../events/events.ts';

/** What the pages part needs from the content collections. */
export type SitemapContent = {
  news: readonly { slug: string; publishedAt: Date }[];
  boards: readonly { slug: string }[];
  tours?: readonly { id: number }[];
};

const TABLES = { businesses, events, properties } as const;
const PAGE_PATHS: Record<RecordKind, (id: number) => string> = {
  businesses: (id) => `/business/${id}`,
  events: (id) => `/events/${id}`,
  properties: (id) => `/property/${id}`,
};
const isPublic = (kind: RecordKind) => (kind === 'events' ? isListed() : eq(TABLES[kind].isActive, true));

const maxIdQuery = (db: Database, kind: RecordKind) => db.select({ id: max(TABLES[kind].id) }).from(TABLES[kind]);

/** The paths of every part of the sitemap, pages first. One round trip. */
export async function listSitemapSections(db: Database): Promise<string[]> {
  pageShows(cacheKey.businesses, cacheKey.events, cacheKey.properties, cacheKey.tours);
  const [businessMax, eventMax, propertyMax] = await db.batch([
    maxIdQuery(db, 'businesses'),
    maxIdQuery(db, 'events'),
    maxIdQuery(db, 'properties'),
  ]);
  const maxIds: Record<RecordKind, number | null> = {
    businesses: businessMax[0]?.id ?? null,
    events: eventMax[0]?.id ?? null,
    properties: propertyMax[0]?.id ?? null,
  };
  const parts = RECORD_KINDS.flatMap((kind) =>
    Array.from({ length: partCount(maxIds[kind]) }, (_, index): SitemapSection => ({ kind, part: index + 1 })),
  );
  return [{ kind: 'pages' } as const, ...parts].map(sitemapSectionPath);
}

/** The fixed pages, each board's guide tabs and the news articles (newest with their date). */
function pageEntries(content: SitemapContent, url: (path: string) => string): SitemapEntry[] {
  return [
    ...SITEMAP_PAGES.map((path) => ({ loc: url(path) })),
    ...content.boards.flatMap((board) => GUIDE_TABS.map((tab) => ({ loc: url(guideTabPath(board.slug, tab)) }))),
    ...(content.tours ?? []).map((tour) => ({ loc: url(`/tours/${tour.id}`) })),
    ...content.news.map((article) => ({ loc: url(`/news/${article.slug}`), lastmod: article.publishedAt })),
  ];
}

/**
 * A part's entries with absolute addresses on `origin`, or null when the part does not exist
 * (past the largest id). One round trip for a record part, none for the pages.
 */
export async function sitemapEntries(
  db: Database,
  section: SitemapSection,
  content: SitemapContent,
  origin: string,
): Promise<SitemapEntry[] | null> {
  pageShows(cacheKey.businesses, cacheKey.events, cacheKey.properties, cacheKey.tours);
  const url = (path: string) => new URL(path, origin).href;
  if (section.kind === 'pages') return pageEntries(content, url);
  const kind = section.kind;
  const table = TABLES[kind];
  const { after, upTo } = partRange(section.part);
  const rows = db
    .select({ id: table.id, updatedAt: table.updatedAt })
    .from(table)
    .where(and(gt(table.id, after), lte(table.id, upTo), isPublic(kind)))
    .orderBy(asc(table.id));
  const [[{ id: maxId }], records] = await db.batch([maxIdQuery(db, kind), rows]);
  if (section.part > partCount(maxId)) return null;
  return records.map((record) => ({ loc: url(PAGE_PATHS[kind](record.id)), lastmod: record.updatedAt }));
}
