/** Community boards and business categories: the guide's two small reference lists. */
import { cacheKey, pageShows } from '../http/cache-keys.ts';
import { asc } from 'drizzle-orm';
import { businessCategories, communityBoards } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import type { BoardView, CategoryView } from '#lib/views/reference.ts';

/** The four community boards in board order (a query: await it or batch it). */
export function communityBoardsQuery(db: Database) {
  return db
    .select({
      id: communityBoards.id,
      number: communityBoards.number,
      name: communityBoards.name,
      slug: communityBoards.slug,
      description: communityBoards.description,
      imageUrl: communityBoards.imageUrl,
      latitude: communityBoards.latitude,
      longitude: communityBoards.longitude,
    })
    .from(communityBoards)
    .orderBy(asc(communityBoards.number));
}

/** Business categories in id order (a query: await it or batch it). */
export function categoriesQuery(db: Database) {
  return db
    .select({
      id: businessCategories.id,
      name: businessCategories.name,
      slug: businessCategories.slug,
      description: businessCategories.description,
      icon: businessCategories.icon,
    })
    .from(businessCategories)
    .orderBy(asc(businessCategories.id));
}

/** The four community boards in board order. */
export async function listCommunityBoards(db: Database): Promise<BoardView[]> {
  pageShows(cacheKey.reference);
  return communityBoardsQuery(db);
}

/** Business categories in id order (the navigation links rely on the ids). */
export async function listCategories(db: Database): Promise<CategoryView[]> {
  pageShows(cacheKey.reference);
  return categoriesQuery(db);
}
