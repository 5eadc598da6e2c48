/**
 * Factories for test data, shared by the tests and the seed script: `build...` returns an
 * insert object with sensible defaults, `create...` inserts it and returns the stored row.
 */
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as schema from '#db/schema.ts';
import type { Database } from '#lib/server/db/client.ts';
import type { RegistrationContact } from '#lib/schemas/events.ts';

type NewBoard = typeof schema.communityBoards.$inferInsert;
type NewCategory = typeof schema.businessCategories.$inferInsert;
type NewBusiness = typeof schema.businesses.$inferInsert;
type NewEvent = typeof schema.events.$inferInsert;
type NewUser = typeof schema.users.$inferInsert;
type NewReview = typeof schema.businessReviews.$inferInsert;
type NewFestivalEvent = typeof schema.festivalEvents.$inferInsert;
type NewProperty = typeof schema.properties.$inferInsert;

let sequence = 0;
const next = () => ++sequence;

export function buildBoard(overrides: Partial<NewBoard> = {}): NewBoard {
  const number = overrides.number ?? 9;
  return { number, name: `Board ${number}`, slug: `board-${number}-${next()}`, latitude: 40.81, longitude: -73.945, ...overrides };
}

export function buildCategory(overrides: Partial<NewCategory> = {}): NewCategory {
  const n = next();
  return { name: `Category ${n}`, slug: `category-${n}`, ...overrides };
}

export function buildBusiness(overrides: Partial<NewBusiness> & Pick<NewBusiness, 'communityBoardId' | 'categoryId'>): NewBusiness {
  const n = next();
  return {
    name: `Business ${n}`,
    description: `A Harlem business number ${n}.`,
    address: `${100 + n} W 125th St, New York, NY 10027`,
    phone: `(212) 555-01${String(n % 100).padStart(2, '0')}`,
    email: `hello${n}@business.example`,
    hours: null,
    openingHours: 'Mo-Fr 09:00-17:00',
    priceRange: '$$',
    rating: null,
    latitude: 40.8081,
    longitude: -73.9452,
    ...overrides,
  };
}

export function buildEvent(overrides: Partial<NewEvent> = {}): NewEvent {
  const n = next();
  return {
    title: `Event ${n}`,
    description: `Community event number ${n}.`,
    startsAt: new Date(Date.now() + 7 * 86_400_000),
    location: 'Harlem, New York',
    priceCents: null,
    ...overrides,
  };
}

export function buildUser(overrides: Partial<NewUser> = {}): NewUser {
  const n = next();
  return { email: `member${n}@example.com`, firstName: 'Member', lastName: `Number ${n}`, role: 'user', ...overrides };
}

/** The contact details of an event registration, as the form gives them once parsed. */
export function buildRegistrationContact(overrides: Partial<RegistrationContact> = {}): RegistrationContact {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '(212) 555-0100',
    emergencyContact: null,
    emergencyPhone: null,
    specialRequests: null,
    ...overrides,
  };
}

export function buildReview(overrides: Pick<NewReview, 'userId' | 'businessId'> & Partial<NewReview>): NewReview {
  return { rating: 5, title: 'Wonderful', comment: 'We loved it.', ...overrides };
}

export function buildFestivalEvent(overrides: Partial<NewFestivalEvent> = {}): NewFestivalEvent {
  const n = next();
  const year = overrides.year ?? 2025;
  return {
    title: `Festival event ${n}`,
    description: `Harlem Week event number ${n}.`,
    // 6pm in New York on 10 August of the festival year (22:00 UTC in summer time).
    startsAt: new Date(Date.UTC(year, 7, 10, 22, 0)),
    location: 'W 135th St, New York',
    ticketPriceCents: null,
    ticketUrl: null,
    isOfficial: true,
    year,
    ...overrides,
  };
}

export function buildProperty(overrides: Partial<NewProperty> = {}): NewProperty {
  const n = next();
  return {
    title: `Property ${n}`,
    description: `A Harlem listing number ${n}.`,
    propertyType: 'Residential',
    listingType: 'sale',
    priceCents: 50_000_000,
    address: `${100 + n} W 130th St, New York, NY 10027`,
    latitude: 40.8113,
    longitude: -73.9429,
    bedrooms: 2,
    bathrooms: 1,
    squareFootage: 900,
    realtorName: 'Realtor Number ' + n,
    realtorPhone: '(212) 555-0170',
    realtorEmail: `realtor${n}@realty.example`,
    communityBoardId: null,
    ...overrides,
  };
}

/** Inserts one row and returns it as stored. */
async function insertOne<T extends SQLiteTable>(db: Database, table: T, values: T['$inferInsert']) {
  const [row] = await db.insert(table).values(values).returning();
  return row as T['$inferSelect'];
}

export const createBoard = (db: Database, overrides: Partial<NewBoard> = {}) =>
  insertOne(db, schema.communityBoards, buildBoard(overrides));
export const createCategory = (db: Database, overrides: Partial<NewCategory> = {}) =>
  insertOne(db, schema.businessCategories, buildCategory(overrides));
export const createBusiness = (db: Database, overrides: Parameters<typeof buildBusiness>[0]) =>
  insertOne(db, schema.businesses, buildBusiness(overrides));
export const createEvent = (db: Database, overrides: Partial<NewEvent> = {}) => insertOne(db, schema.events, buildEvent(overrides));
export const createUser = (db: Database, overrides: Partial<NewUser> = {}) => insertOne(db, schema.users, buildUser(overrides));
export const createReview = (db: Database, overrides: Parameters<typeof buildReview>[0]) =>
  insertOne(db, schema.businessReviews, buildReview(overrides));

export const createFestivalEvent = (db: Database, overrides: Partial<NewFestivalEvent> = {}) =>
  insertOne(db, schema.festivalEvents, buildFestivalEvent(overrides));
export const createProperty = (db: Database, overrides: Partial<NewProperty> = {}) =>
  insertOne(db, schema.properties, buildProperty(overrides));

/** Star ratings (1-5) for `count` reviews whose average is as close as possible to `target`. */
export function ratingsNear(target: number, count: number): number[] {
  const total = Math.min(5 * count, Math.max(count, Math.round(target * count)));
  const base = Math.floor(total / count);
  const extra = total - base * count;
  return Array.from({ length: count }, (_, index) => (index < extra ? base + 1 : base));
}
