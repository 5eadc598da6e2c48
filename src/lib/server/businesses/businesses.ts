/** Reading businesses, shaped as the API's Business entity (nested category and board). */
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { businessCategories, businessReviews, businesses, communityBoards } from '../../../../db/schema.ts';
import type { Database } from '../db/client.ts';
import type { BusinessView } from '../../views/businesses.ts';


export type BusinessFilters = {
  communityBoardId?: number;
  categoryId?: number;
  isPremium?: boolean;
  /** Featured attractions: premium or rated at least 4.5. */
  featured?: boolean;
  /** Case-insensitive text in the name, description or address. */
  search?: string;
  /** Businesses whose category name or slug contains any of these words (themes, guides). */
  categoryKeywords?: readonly string[];
  /** Businesses whose category name, lowercased, is exactly this (the home page's tabs). */
  categoryName?: string;
  limit?: number;
  offset?: number;
};

export const FEATURED_MIN_RATING = 4.5;

/** SQL truth of "premium": granted by an admin, or a paid listing that has not expired. */
export function businessIsPremium(now: Date): SQL<boolean> {
  return sql<boolean>`(${businesses.isPremium} = 1 or coalesce(${businesses.listingExpiresAt}, 0) > ${now.getTime()})`;
}

/** Priority of the unexpired paid listing, 0 when none; ranks the directory. */
function activeListingPriority(now: Date): SQL<number> {
  return sql<number>`case when coalesce(${businesses.listingExpiresAt}, 0) > ${now.getTime()} then ${businesses.listingPriority} else 0 end`;
}

function selectBusinesses(db: Database, now: Date) {
  return db
    .select({
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
      imageUrl: businesses.imageUrl,
      latitude: businesses.latitude,
      longitude: businesses.longitude,
      isPremium: businessIsPremium(now).mapWith(Boolean),
      category: { id: businessCategories.id, name: businessCategories.name },
      communityBoard: { id: communityBoards.id, number: communityBoards.number, name: communityBoards.name },
    })
    .from(businesses)
    .innerJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
    .innerJoin(communityBoards, eq(communityBoards.id, businesses.communityBoardId));
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
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(
      or(
        sql`lower(${businesses.name}) like ${pattern} escape '\\'`,
        sql`lower(coalesce(${businesses.description}, '')) like ${pattern} escape '\\'`,
        sql`lower(${businesses.address}) like ${pattern} escape '\\'`,
      ),
    );
  }
  if (filters.categoryKeywords?.length) {
    conditions.push(
      or(...filters.categoryKeywords.map((word) => sql`lower(${businessCategories.name} || ' ' || ${businessCategories.slug}) like ${likePattern(word)} escape '\\'`)),
    );
  }
  if (filters.categoryName !== undefined) conditions.push(sql`lower(${businessCategories.name}) = ${filters.categoryName.toLowerCase()}`);
  return and(...conditions);
}

/**
 * The query for active businesses matching the filters, in directory order (paid plan priority,
 * rating, name, id). Not yet run: await it, or send several in one round trip with db.batch.
 */
export function businessesQuery(db: Database, filters: BusinessFilters = {}, now = new Date()) {
  const query = selectBusinesses(db, now)
    .where(businessConditions(filters, now))
    .orderBy(desc(activeListingPriority(now)), sql`${businesses.rating} desc nulls last`, asc(businesses.name), asc(businesses.id))
    .$dynamic();
  if (filters.limit) query.limit(filters.limit);
  if (filters.offset) query.offset(filters.offset);
  return query;
}

/** The query counting active businesses that match the filters (limit and offset ignored). */
export function countBusinessesQuery(db: Database, filters: BusinessFilters = {}, now = new Date()) {
  return db
    .select({ total: count() })
    .from(businesses)
    .innerJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
    .where(businessConditions(filters, now));
}

/** Active businesses matching the filters, in directory order. One query. */
export async function listBusinesses(db: Database, filters: BusinessFilters = {}, now = new Date()): Promise<BusinessView[]> {
  return businessesQuery(db, filters, now);
}

/** The query for one active business by id (at most one row): await or batch it. */
export function businessQuery(db: Database, id: number, now = new Date()) {
  return selectBusinesses(db, now).where(and(eq(businesses.id, id), eq(businesses.isActive, true))).limit(1);
}

/** One active business by id, or null. */
export async function getBusiness(db: Database, id: number, now = new Date()): Promise<BusinessView | null> {
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
