/** Reading businesses, shaped as the API's Business entity (nested category and board). */
import { cacheKey, pageShows } from '../http/cache-keys.ts';
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteSelect } from 'drizzle-orm/sqlite-core';
import { businessCategories, businessReviews, businesses, communityBoards } from '#db/schema.ts';
import { businessImageSql } from '../artwork/drawn-artwork.ts';
import type { Database } from '../db/client.ts';
import type { BusinessView } from '#lib/views/businesses.ts';
import type { AccessFactKey } from '#lib/domain/accessibility.ts';
import { businessHits, businessIdMatches, matchExpression } from '../search/full-text.ts';
import { openAt } from './open-intervals.ts';
import { advancedConditions, type AdvancedFilters } from './advanced-search.ts';
import type { DirectorySort } from '#lib/domain/directory-sort.ts';
import type { LatLng } from '#lib/domain/manhattan-grid.ts';
import { seekBranches, type SortKey } from '../db/keyset.ts';

export type BusinessFilters = {
  communityBoardId?: number;
  categoryId?: number;
  isPremium?: boolean;
  /** Featured attractions: premium or rated at least 4.5. */
  featured?: boolean;
  /** Words in the name, description or address, each as a word prefix, accents and case ignored (full-text search). */
  search?: string;
  /** Businesses whose category name or slug contains any of these words (themes, guides). */
  categoryKeywords?: readonly string[];
  /** Businesses whose category name, lowercased, is exactly this (the home page's tabs). */
  categoryName?: string;
  /** Businesses open at the moment asked about (their stored opening times, open-intervals.ts). */
  openNow?: boolean;
  /** Only businesses known to have this accessibility fact. */
  access?: AccessFactKey;
  /** The order (default: recommended, the directory order); distance needs `near` and is recommended without it. */
  sort?: DirectorySort;
  /** The visitor's position, for the distance order. */
  near?: LatLng;
  /** The advanced search (a Premium benefit): only ever set from resolveAdvancedSearch. */
  advanced?: AdvancedFilters | null;
  limit?: number;
  offset?: number;
  /** Only businesses after this one in the directory order (a list API's cursor; businessPageQuery only). */
  after?: DirectoryPosition;
};

/** A business's place in the directory order: the sort values a list API's cursor carries. */
export type DirectoryPosition = { listingPriority: number; rating: number | null; name: string; id: number };

export const FEATURED_MIN_RATING = 4.5;

/** SQL truth of "premium": granted by an admin, or a paid listing that has not expired. */
export function businessIsPremium(now: Date): SQL<boolean> {
  return sql<boolean>`(${businesses.isPremium} = 1 or coalesce(${businesses.listingExpiresAt}, 0) > ${now.getTime()})`;
}

/** A search's hits, joined to the businesses they name (null without a search). */
type Hits = ReturnType<typeof businessHits> | null;

function searchHits(db: Database, filters: BusinessFilters): Hits {
  const expression = filters.search ? matchExpression(filters.search) : null;
  return expression ? businessHits(db, expression) : null;
}

/** The columns of the API's Business entity. */
const businessFields = (now: Date) => ({
  id: businesses.id,
  name: businesses.name,
  description: businesses.description,
  address: businesses.address,
  phone: businesses.phone,
  email: businesses.email,
  website: businesses.website,
  hours: businesses.hours,
  openingHours: businesses.openingHours,
  priceRange: businesses.priceRange,
  rating: businesses.rating,
  reviewCount: sql<number>`(select count(*) from ${businessReviews} where ${businessReviews.businessId} = ${businesses.id} and ${businessReviews.hiddenAt} is null)`,
  // Its own picture, else its artwork drawn on request (a business added after the seed).
  imageUrl: businessImageSql(),
  latitude: businesses.latitude,
  longitude: businesses.longitude,
  isPremium: businessIsPremium(now).mapWith(Boolean),
  category: { id: businessCategories.id, name: businessCategories.name },
  communityBoard: { id: communityBoards.id, number: communityBoards.number, name: communityBoards.name },
  access: {
    stepFreeEntrance: businesses.stepFreeEntrance,
    accessibleRestroom: businesses.accessibleRestroom,
    hearingLoop: businesses.hearingLoop,
    seating: businesses.seating,
  },
});

function selectBusinesses(db: Database, now: Date, hits: Hits = null) {
  return joined(db.select(businessFields(now)).from(businesses).$dynamic(), hits);
}

/** A select from businesses with the category and board the filters may read, and a search's hits. */
function joined<Q extends SQLiteSelect>(query: Q, hits: Hits) {
  const withJoins = query
    .innerJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
    .innerJoin(communityBoards, eq(communityBoards.id, businesses.communityBoardId));
  return hits ? withJoins.innerJoin(hits, eq(hits.hitId, businesses.id)) : withJoins;
}

/** Escapes LIKE wildcards so visitors' text is matched literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function businessConditions(filters: BusinessFilters, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(businesses.isActive, true)];
  if (filters.communityBoardId !== undefined) conditions.push(eq(businesses.communityBoardId, filters.communityBoardId));
  if (filters.categoryId !== undefined) conditions.push(eq(businesses.categoryId, filters.categoryId));
  if (filters.isPremium !== undefined) {
    conditions.push(filters.isPremium ? businessIsPremium(now) : sql`not ${businessIsPremium(now)}`);
  }
  if (filters.featured) conditions.push(sql`(${businessIsPremium(now)} or ${businesses.rating} >= ${FEATURED_MIN_RATING})`);
  // Text with no word in it ("!!!") finds nothing rather than everything.
  if (filters.search?.trim() && !matchExpression(filters.search)) conditions.push(sql`0 = 1`);
  // Category words pick the categories first (a dozen rows), so the directory order is walked
  // testing a category id, not matching text on every business passed over.
  if (filters.categoryKeywords?.length) {
    const named = or(
      ...filters.categoryKeywords.map(
        (word) => sql`lower(${businessCategories.name} || ' ' || ${businessCategories.slug}) like ${likePattern(word)} escape '\\'`,
      ),
    );
    conditions.push(sql`${businesses.categoryId} in (select ${businessCategories.id} from ${businessCategories} where ${named})`);
  }
  if (filters.categoryName !== undefined) {
    conditions.push(
      sql`${businesses.categoryId} in (select ${businessCategories.id} from ${businessCategories} where lower(${businessCategories.name}) = ${filters.categoryName.toLowerCase()})`,
    );
  }
  if (filters.openNow) conditions.push(openAt(now));
  // Known to have it: a fact nobody reported does not pass.
  if (filters.access) conditions.push(eq(businesses[filters.access], true));
  if (filters.advanced) conditions.push(...advancedConditions(filters.advanced, now));
  return and(...conditions);
}

/**
 * The directory order: the paid plan's priority, rating (unrated last), name, id, read straight
 * from the businesses_directory_idx family of indexes. The stored priority is the unexpired
 * plan's (recomputeListings sets it when a plan is bought and the scheduled job when one ends).
 */
export const DIRECTORY_ORDER = [desc(businesses.listingPriority), desc(businesses.rating), asc(businesses.name), asc(businesses.id)];

/** The directory order as keys a seek starts from (keyset.ts); the same order as DIRECTORY_ORDER. */
const DIRECTORY_KEYS: SortKey[] = [
  { column: businesses.listingPriority, direction: 'desc' },
  { column: businesses.rating, direction: 'desc', nullable: true },
  { column: businesses.name, direction: 'asc' },
  { column: businesses.id, direction: 'asc' },
];

/**
 * "After this business" as `id in (...)`: each seek branch reads at most a page of ids straight
 * from the directory indexes, and the union keeps the first page of them in order, so a page
 * deep in the list costs what the first one does (no rows walked and dropped, as OFFSET does).
 */
function afterPosition(db: Database, filters: BusinessFilters, now: Date, { listingPriority, rating, name, id }: DirectoryPosition): SQL {
  if (filters.search || (filters.sort && filters.sort !== 'recommended')) throw new Error('A cursor follows the directory order only');
  const limit = filters.limit ?? 100;
  const branches = seekBranches(DIRECTORY_KEYS, [listingPriority, rating, name, id]).map(
    (branch) =>
      sql`select * from (${joined(
        db
          .select({ id: businesses.id, priority: businesses.listingPriority, rating: businesses.rating, name: businesses.name })
          .from(businesses)
          .$dynamic(),
        null,
      )
        .where(and(businessConditions(filters, now), branch))
        .orderBy(...DIRECTORY_ORDER)
        .limit(limit)})`,
  );
  // Positions 2, 3, 4, 1 are priority, rating, name and id: the directory order again, over the branches' few rows.
  return sql`${businesses.id} in (select id from (${sql.join(branches, sql` union all `)} order by 2 desc, 3 desc, 4 asc, 1 asc limit ${limit}))`;
}

/**
 * The visitor's other orders. Rating and price read their page from businesses_rating_idx and
 * businesses_price_idx (price: $ to $$$$, unpriced last), name from businesses_active_name_idx; rated
 * ties break by name. A board or category with one of them sorts its own businesses.
 */
const CHOSEN_ORDERS = {
  rating: [desc(businesses.rating), asc(businesses.name), asc(businesses.id)],
  price: [
    asc(sql`${businesses.priceRange} is null`),
    asc(businesses.priceRange),
    desc(businesses.rating),
    asc(businesses.name),
    asc(businesses.id),
  ],
  name: [asc(businesses.name), asc(businesses.id)],
};

/**
 * Nearest first, places without coordinates last. The squared distance on a plane whose
 * longitudes are shrunk by cos(latitude) orders points as the true distance does at city scale;
 * no index can serve it, so it sorts the filtered businesses (decision 017).
 */
function distanceOrder({ latitude, longitude }: LatLng) {
  const shrink = Math.cos((latitude * Math.PI) / 180);
  const dLat = sql`(${businesses.latitude} - ${latitude})`;
  const dLng = sql`((${businesses.longitude} - ${longitude}) * ${shrink})`;
  return [
    asc(sql`${businesses.latitude} is null or ${businesses.longitude} is null`),
    asc(sql`${dLat} * ${dLat} + ${dLng} * ${dLng}`),
    asc(businesses.name),
    asc(businesses.id),
  ];
}

/**
 * The query for active businesses matching the filters, in directory order. Not yet run: await
 * it, or send several in one round trip with db.batch.
 */
export function businessesQuery(db: Database, filters: BusinessFilters = {}, now = new Date()) {
  const hits = searchHits(db, filters);
  return paged(
    selectBusinesses(db, now, hits)
      .where(businessConditions(filters, now))
      .orderBy(...listOrder(filters, hits)),
    filters,
  );
}

/**
 * One page of the list API: businesses in directory order with each one's place in it (the
 * next page's cursor is the last one's). Not yet run: await it.
 */
export function businessPageQuery(db: Database, filters: BusinessFilters = {}, now = new Date()) {
  pageShows(cacheKey.businesses);
  return paged(
    joined(
      db
        .select({ ...businessFields(now), listingPriority: businesses.listingPriority })
        .from(businesses)
        .$dynamic(),
      null,
    )
      // After a cursor the seek has applied the filters: the page is its ids, looked up and sorted (a page of rows).
      .where(filters.after ? afterPosition(db, filters, now, filters.after) : businessConditions(filters, now))
      .orderBy(...DIRECTORY_ORDER),
    filters,
  );
}

/** The ids of the businesses businessesQuery lists, as a subquery (to read more about the same page in the same round trip). */
export function businessIdsQuery(db: Database, filters: BusinessFilters = {}, now = new Date()) {
  const hits = searchHits(db, filters);
  return paged(
    joined(db.select({ id: businesses.id }).from(businesses).$dynamic(), hits)
      .where(businessConditions(filters, now))
      .orderBy(...listOrder(filters, hits)),
    filters,
  );
}

/** The order asked for; the recommended one puts a search's most relevant hits first, then the directory order. */
function listOrder({ sort = 'recommended', near }: BusinessFilters, hits: Hits) {
  if (sort === 'distance' && near) return distanceOrder(near);
  if (sort === 'rating' || sort === 'price' || sort === 'name') return CHOSEN_ORDERS[sort];
  return [...(hits ? [asc(hits.hitRank)] : []), ...DIRECTORY_ORDER];
}

function paged<Q extends SQLiteSelect>(query: Q, filters: BusinessFilters): Q {
  if (filters.limit) query.limit(filters.limit);
  if (filters.offset) query.offset(filters.offset);
  return query;
}

/** The query counting active businesses that match the filters (limit and offset ignored). */
export function countBusinessesQuery(db: Database, filters: BusinessFilters = {}, now = new Date()) {
  const expression = filters.search ? matchExpression(filters.search) : null;
  // The search's hits are read once (an IN list), never looked up business by business.
  return db
    .select({ total: count() })
    .from(businesses)
    .where(and(businessConditions(filters, now), expression ? businessIdMatches(businesses.id, expression) : undefined));
}

/** Active businesses matching the filters, in directory order. One query. */
export async function listBusinesses(db: Database, filters: BusinessFilters = {}, now = new Date()): Promise<BusinessView[]> {
  pageShows(cacheKey.businesses);
  return businessesQuery(db, filters, now);
}

/** The query for one active business by id (at most one row): await or batch it. */
export function businessQuery(db: Database, id: number, now = new Date()) {
  return selectBusinesses(db, now)
    .where(and(eq(businesses.id, id), eq(businesses.isActive, true)))
    .limit(1);
}

/** One active business by id, or null. */
export async function getBusiness(db: Database, id: number, now = new Date()): Promise<BusinessView | null> {
  pageShows(cacheKey.business(id));
  const [row] = await businessQuery(db, id, now);
  return row ?? null;
}

/** Whether an active business with this id exists (a cheap check before listing its content). */
export async function businessExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.id, id), eq(businesses.isActive, true)))
    .limit(1);
  return row !== undefined;
}
