/**
 * A member's favorite businesses. Writes are single SQL statements made safe by the unique
 * (user, business) index: adding twice keeps one row, removing twice removes nothing more, and
 * a favorite can only be stored for an active business (architecture: race-prone writes).
 */
import { and, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { businessCategories, businesses, communityBoards, userFavorites } from '#db/schema.ts';
import { businessImageSql } from '../artwork/drawn-artwork.ts';
import type { Database } from '../db/client.ts';
import { businessIsPremium } from '../businesses/businesses.ts';
import type { FavoriteBusinessView } from '#lib/views/favorites.ts';

/** The business a favorite write named: enough for the answer and the toast. */
export type FavoriteTarget = { id: number; name: string };

/** The query for the user's favorite active businesses, newest first: await it or batch it. */
export function listFavoritesQuery(db: Database, userId: number, now = new Date()) {
  return db
    .select({
      id: businesses.id,
      name: businesses.name,
      imageUrl: businessImageSql(),
      address: businesses.address,
      rating: businesses.rating,
      priceRange: businesses.priceRange,
      communityBoardId: businesses.communityBoardId,
      communityBoardNumber: communityBoards.number,
      communityBoardName: communityBoards.name,
      categoryName: businessCategories.name,
      isPremium: businessIsPremium(now).mapWith(Boolean),
      favoritedAt: userFavorites.createdAt,
    })
    .from(userFavorites)
    .innerJoin(businesses, eq(businesses.id, userFavorites.businessId))
    .innerJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
    .innerJoin(communityBoards, eq(communityBoards.id, businesses.communityBoardId))
    .where(and(eq(userFavorites.userId, userId), eq(businesses.isActive, true)))
    .orderBy(desc(userFavorites.createdAt), desc(userFavorites.id));
}

type FavoriteRow = Awaited<ReturnType<typeof listFavoritesQuery>>[number];

/** Shapes a row of listFavoritesQuery for pages and JSON. */
export function toFavoriteView(row: FavoriteRow): FavoriteBusinessView {
  return { ...row, favoritedAt: row.favoritedAt.toISOString() };
}

/** The user's favorite active businesses, newest first. One query. */
export async function listFavorites(db: Database, userId: number, now = new Date()): Promise<FavoriteBusinessView[]> {
  return (await listFavoritesQuery(db, userId, now)).map(toFavoriteView);
}

/**
 * The query for which businesses the viewer has saved, to draw hearts pressed: among
 * `businessIds` when the page knows them up front, otherwise all the viewer's favorites (ids
 * only, so it can ride in the page's existing db.batch before the page's businesses are known).
 * With no viewer it matches nothing without touching the table's rows.
 */
export function favoriteIdsQuery(db: Database, userId: number | null | undefined, businessIds?: readonly number[]) {
  const conditions = userId ? [eq(userFavorites.userId, userId)] : [sql`0`];
  if (businessIds) conditions.push(businessIds.length ? inArray(userFavorites.businessId, [...businessIds]) : sql`0`);
  return db
    .select({ businessId: userFavorites.businessId })
    .from(userFavorites)
    .where(and(...conditions));
}

/** The ids of a favoriteIdsQuery answer, as a set. */
export function toFavoriteIds(rows: readonly { businessId: number }[]): Set<number> {
  return new Set(rows.map((row) => row.businessId));
}

/** Which of these businesses the user has saved (empty when signed out). One query, or none. */
export async function favoriteIdsOf(db: Database, userId: number | null | undefined, businessIds: readonly number[]): Promise<Set<number>> {
  if (!userId || businessIds.length === 0) return new Set();
  return toFavoriteIds(await favoriteIdsQuery(db, userId, businessIds));
}

/** What a favorite change answers: the business, whether it is now saved, and how many the member has. */
export type FavoriteChange = { business: FavoriteTarget; saved: boolean; favoriteCount: number };

/** How many listed businesses a member has saved (a subquery on `userId`, for one statement with others). */
export function favoriteCountSql(userId: SQLWrapper | number) {
  return sql<number>`(select count(*) from ${userFavorites} f join ${businesses} b on b.id = f.business_id where f.user_id = ${userId} and b.is_active = 1)`.mapWith(
    Number,
  );
}

/**
 * Saves (`saved` true) or removes a business from the member's favorites; doing it twice is
 * success too. Saving needs an active business; removing works for a retired listing as well.
 * Returns the business and the member's new count, or null when there is no such business
 * (nothing changes). One round trip: the conditional write, the lookup and the count in a batch.
 */
export async function changeFavorite(db: Database, userId: number, businessId: number, saved: boolean): Promise<FavoriteChange | null> {
  const write = saved
    ? db
        .insert(userFavorites)
        .select(
          db
            .select({
              id: sql<number>`null`.as('id'),
              userId: sql<number>`${userId}`.as('user_id'),
              businessId: businesses.id,
              createdAt: sql<Date>`(unixepoch('subsec') * 1000)`.as('created_at'),
            })
            .from(businesses)
            .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true))),
        )
        .onConflictDoNothing()
    : db.delete(userFavorites).where(and(eq(userFavorites.userId, userId), eq(userFavorites.businessId, businessId)));
  const found = db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(saved ? and(eq(businesses.id, businessId), eq(businesses.isActive, true)) : eq(businesses.id, businessId))
    .limit(1);
  const [, [business], [counted]] = await db.batch([write, found, db.select({ total: favoriteCountSql(userId) }).from(sql`(select 1)`)]);
  return business ? { business, saved, favoriteCount: counted?.total ?? 0 } : null;
}

/** Saves an active business (see changeFavorite); the business, or null when there is no active one. */
export async function addFavorite(db: Database, userId: number, businessId: number): Promise<FavoriteTarget | null> {
  return (await changeFavorite(db, userId, businessId, true))?.business ?? null;
}

/** Removes a business (see changeFavorite); the business, active or not, or null when there is none. */
export async function removeFavorite(db: Database, userId: number, businessId: number): Promise<FavoriteTarget | null> {
  return (await changeFavorite(db, userId, businessId, false))?.business ?? null;
}
