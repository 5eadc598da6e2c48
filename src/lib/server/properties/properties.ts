/** Reading real-estate listings: the filtered list (filters in SQL) and one listing's page. */
import { cacheKey, pageShows } from '../http/cache-keys.ts';
import { and, asc, count, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { communityBoards, properties } from '#db/schema.ts';
import type { PropertyFilters } from '#lib/domain/property-filters.ts';
import type { AstroGlobal } from 'astro';
import { getDb, type Database } from '../db/client.ts';
import type { PropertyView } from '#lib/views/properties.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { contentKey } from '#lib/domain/content-keys.ts';
import { verifiedTranslationsQuery } from '../translations/content-translations.ts';
import { kindTexts, translatedOf, verifiedKindQuery, type KindTexts } from '../translations/kind-texts.ts';

export type BoardChoice = { number: number; name: string };

/** Most listings the page shows at once; the guide has a few dozen. */
export const PROPERTY_LIST_LIMIT = 60;

function selectProperties(db: Database) {
  return db
    .select({
      id: properties.id,
      title: properties.title,
      description: properties.description,
      propertyType: properties.propertyType,
      listingType: properties.listingType,
      priceCents: properties.priceCents,
      address: properties.address,
      latitude: properties.latitude,
      longitude: properties.longitude,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      squareFootage: properties.squareFootage,
      imageUrl: properties.imageUrl,
      realtorName: properties.realtorName,
      realtorPhone: properties.realtorPhone,
      realtorEmail: properties.realtorEmail,
      isFeatured: properties.isFeatured,
      createdAt: properties.createdAt,
      board: { id: communityBoards.id, number: communityBoards.number, name: communityBoards.name, slug: communityBoards.slug },
    })
    .from(properties)
    .leftJoin(communityBoards, eq(communityBoards.id, properties.communityBoardId));
}

type PropertyRow = Awaited<ReturnType<ReturnType<typeof selectProperties>['execute']>>[number];

function toPropertyView({ board, createdAt, ...row }: PropertyRow, texts?: KindTexts): PropertyView {
  const translated = texts ? translatedOf(texts, row.id, 'title') : undefined;
  return {
    ...row,
    createdAt: createdAt.toISOString(),
    communityBoard: board?.id != null ? board : null,
    ...(translated ? { translated } : {}),
  };
}

/** Escapes LIKE wildcards so visitors' text is matched literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function propertyConditions(filters: PropertyFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(properties.isActive, true)];
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(
      or(
        sql`lower(${properties.title}) like ${pattern} escape '\\'`,
        sql`lower(${properties.address}) like ${pattern} escape '\\'`,
        sql`lower(coalesce(${properties.description}, '')) like ${pattern} escape '\\'`,
      ),
    );
  }
  if (filters.propertyType) conditions.push(eq(properties.propertyType, filters.propertyType));
  if (filters.listingType) conditions.push(eq(properties.listingType, filters.listingType));
  if (filters.board !== undefined) conditions.push(eq(communityBoards.number, filters.board));
  if (filters.minPriceCents !== undefined) conditions.push(gte(properties.priceCents, filters.minPriceCents));
  if (filters.maxPriceCents !== undefined) conditions.push(lte(properties.priceCents, filters.maxPriceCents));
  if (filters.minBedrooms !== undefined) conditions.push(gte(properties.bedrooms, filters.minBedrooms));
  return and(...conditions);
}

/** The query for active listings matching the filters: featured first, then newest. Await or batch it. */
export function propertiesQuery(db: Database, filters: PropertyFilters = {}, limit = PROPERTY_LIST_LIMIT) {
  return selectProperties(db)
    .where(propertyConditions(filters))
    .orderBy(desc(properties.isFeatured), desc(properties.createdAt), desc(properties.id))
    .limit(limit);
}

/** The community boards for the filter's choices. */
function boardChoicesQuery(db: Database) {
  return db
    .select({ number: communityBoards.number, name: communityBoards.name })
    .from(communityBoards)
    .orderBy(asc(communityBoards.number));
}

/** The query counting active listings that match the filters. */
function countPropertiesQuery(db: Database, filters: PropertyFilters) {
  return db
    .select({ total: count() })
    .from(properties)
    .leftJoin(communityBoards, eq(communityBoards.id, properties.communityBoardId))
    .where(propertyConditions(filters));
}

export type PropertiesPage = { properties: PropertyView[]; total: number; boards: BoardChoice[] };

/**
 * The listings page's data in one round trip: matching listings (at most the list limit), their
 * total, the board choices and the listings' verified translations into `locale` (decision 024).
 */
export async function getPropertiesPage(db: Database, filters: PropertyFilters, locale: Locale = 'en'): Promise<PropertiesPage> {
  pageShows(cacheKey.properties);
  const [rows, [{ total }], boards, translated] = await db.batch([
    propertiesQuery(db, filters),
    countPropertiesQuery(db, filters),
    boardChoicesQuery(db),
    verifiedKindQuery(db, locale, 'property'),
  ]);
  const texts = kindTexts('property', translated);
  return { properties: rows.map((row) => toPropertyView(row, texts)), total, boards };
}

/** Active listings matching the filters. One query. */
export async function listProperties(db: Database, filters: PropertyFilters = {}): Promise<PropertyView[]> {
  return (await propertiesQuery(db, filters)).map((row) => toPropertyView(row));
}

/** One active listing by id, with its verified translations into `locale`, or null (retired and unknown listings alike). One round trip. */
export async function getProperty(db: Database, id: number, locale: Locale = 'en'): Promise<PropertyView | null> {
  pageShows(cacheKey.property(id));
  const [[row], translated] = await db.batch([
    selectProperties(db)
      .where(and(eq(properties.id, id), eq(properties.isActive, true)))
      .limit(1),
    verifiedTranslationsQuery(db, locale, [contentKey('property', id, 'title'), contentKey('property', id, 'description')]),
  ]);
  return row ? toPropertyView(row, kindTexts('property', translated)) : null;
}

/** The loader of /properties: the page of listings for the address's filters (parsed by the page: parsePropertyQuery). */
export async function loadPropertiesPage(context: Pick<AstroGlobal, 'url' | 'locals'>, filters: PropertyFilters): Promise<PropertiesPage> {
  return getPropertiesPage(getDb(), filters, context.locals.locale);
}

/** The loader of /property/{id}: the property, or null. */
export async function loadPropertyPage(context: Pick<AstroGlobal, 'params' | 'locals'>, id: number | null) {
  return { property: id === null ? null : await getProperty(getDb(), id, context.locals.locale) };
}
