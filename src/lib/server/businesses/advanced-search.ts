/**
 * The directory's advanced search, a Premium benefit (issue 35): who may use it, what an address
 * asks of it, and its filters as SQL conditions on businesses (each an index read or a test on the
 * row, never a query per business). For a visitor or a member without Premium the advanced
 * parameters are ignored, unread.
 */
import { and, asc, between, eq, gte, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/sqlite-core';
import { businesses, userFavorites } from '#db/schema.ts';
import {
  hasAdvancedParams,
  isAdvancedSearchActive,
  METRES_PER_MILE,
  NO_ADVANCED_SEARCH,
  nextOpenAtInstant,
  parseAdvancedSearch,
  type AdvancedProblemAt,
  type AdvancedSearch,
  type SavedPlaceChoice,
} from '#lib/domain/advanced-search.ts';
import type { Database } from '../db/client.ts';
import { openAt } from './open-intervals.ts';
import { getMemberBenefits } from '../membership/member-benefits.ts';
import { canUseAdvancedSearch as canUseAdvancedSearchBenefit } from '#lib/domain/member-benefits.ts';

/** Who asks, with whether their plan gives the advanced search now (advancedSearchViewer). */
export type AdvancedSearchViewer = { id: number; hasAdvancedSearch: boolean };

/**
 * The rule for the benefit, in one place: the member's premium plan gives it
 * (subscription_plans.has_advanced_search, read by getMemberBenefits while premium runs).
 */
export function canUseAdvancedSearch(viewer: AdvancedSearchViewer | null | undefined): boolean {
  return viewer?.hasAdvancedSearch === true;
}

/** The signed-in account as a viewer of the advanced search: no query for a visitor or a member without premium. */
export async function advancedSearchViewer(
  db: Database,
  user: { id: number; isPremium: boolean } | null | undefined,
  now: Date,
): Promise<AdvancedSearchViewer | null> {
  if (!user) return null;
  const held = await getMemberBenefits(db, user, now);
  return { id: user.id, hasAdvancedSearch: canUseAdvancedSearchBenefit(held) };
}

/** The advanced filters to apply, with the member whose saved places "near" reads. */
export type AdvancedFilters = AdvancedSearch & { viewerId: number };

export type AdvancedSearchRequest = {
  /** Whether the viewer may use the advanced search. */
  allowed: boolean;
  /** What the address asks for, as read (empty when not allowed). */
  search: AdvancedSearch;
  /** The filters to apply; null when none applies. */
  filters: AdvancedFilters | null;
  /** What could not be read: each filters nothing. */
  problems: AdvancedProblemAt[];
  /** The address asked for advanced filters the viewer may not use: they were ignored. */
  ignored: boolean;
};

/** Reads the address's advanced filters for this viewer: unread and ignored without Premium. */
export function resolveAdvancedSearch(params: URLSearchParams, user: AdvancedSearchViewer | null | undefined): AdvancedSearchRequest {
  if (!user || !canUseAdvancedSearch(user))
    return { allowed: false, search: NO_ADVANCED_SEARCH, filters: null, problems: [], ignored: hasAdvancedParams(params) };
  const { search, problems } = parseAdvancedSearch(params);
  return {
    allowed: true,
    search,
    filters: isAdvancedSearchActive(search) ? { ...search, viewerId: user.id } : null,
    problems,
    ignored: false,
  };
}

/** Degrees of latitude per metre, anywhere; a degree of longitude is shorter by cos(latitude). */
const DEGREES_PER_METRE = 1 / 111_320;
/** cos of Harlem's latitude (40.81°): at city scale one factor for every place is true to under 0.1%. */
const LONGITUDE_SHRINK = Math.cos((40.81 * Math.PI) / 180);

const saved = alias(businesses, 'saved_place');
const nearby = alias(businesses, 'nearby');

/**
 * "Within so many miles of one of the member's saved places" as the ids it names: a box around
 * each saved place read from businesses_location_idx, then the distance on a plane whose
 * longitudes are shrunk (a straight line, as the crow flies). The saved place itself is left out.
 */
function nearSavedPlace({ place, withinMiles }: SavedPlaceChoice, viewerId: number): SQL {
  const reach = withinMiles * METRES_PER_MILE * DEGREES_PER_METRE;
  const reachLongitude = reach / LONGITUDE_SHRINK;
  const dLat = sql`(${nearby.latitude} - ${saved.latitude})`;
  const dLng = sql`((${nearby.longitude} - ${saved.longitude}) * ${LONGITUDE_SHRINK})`;
  const ids = new QueryBuilder()
    .select({ id: nearby.id })
    .from(userFavorites)
    .innerJoin(saved, eq(saved.id, userFavorites.businessId))
    .innerJoin(
      nearby,
      and(
        between(nearby.latitude, sql`${saved.latitude} - ${reach}`, sql`${saved.latitude} + ${reach}`),
        between(nearby.longitude, sql`${saved.longitude} - ${reachLongitude}`, sql`${saved.longitude} + ${reachLongitude}`),
      ),
    )
    .where(
      and(
        eq(userFavorites.userId, viewerId),
        place === 'any' ? undefined : eq(userFavorites.businessId, place),
        ne(nearby.id, saved.id),
        sql`${dLat} * ${dLat} + ${dLng} * ${dLng} <= ${reach * reach}`,
      ),
    );
  return inArray(businesses.id, ids);
}

/** The advanced filters as conditions on businesses, at `now` (New York time for "open at"). */
export function advancedConditions(filters: AdvancedFilters, now: Date): SQL[] {
  const conditions: SQL[] = [];
  if (filters.prices.length) conditions.push(inArray(businesses.priceRange, filters.prices));
  // A place nobody has rated does not pass a floor.
  if (filters.minRating !== null) conditions.push(gte(businesses.rating, filters.minRating));
  if (filters.openAt) conditions.push(openAt(nextOpenAtInstant(filters.openAt, now)));
  if (filters.nearSaved) conditions.push(nearSavedPlace(filters.nearSaved, filters.viewerId));
  return conditions;
}

/**
 * The query for a member's saved places the "near" filter offers (active, with a position), by
 * name: await or batch it. Without a member (null) it matches nothing without reading a row.
 */
export function savedPlacesQuery(db: Database, userId: number | null) {
  return db
    .select({ id: businesses.id, name: businesses.name, latitude: businesses.latitude, longitude: businesses.longitude })
    .from(userFavorites)
    .innerJoin(businesses, eq(businesses.id, userFavorites.businessId))
    .where(
      userId === null
        ? sql`0`
        : and(
            eq(userFavorites.userId, userId),
            eq(businesses.isActive, true),
            isNotNull(businesses.latitude),
            isNotNull(businesses.longitude),
          ),
    )
    .orderBy(asc(businesses.name), asc(businesses.id));
}

export type SavedPlace = Awaited<ReturnType<typeof savedPlacesQuery>>[number];
