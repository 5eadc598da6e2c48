/**
 * The admin's Businesses tab: search, category and board filters and pages of 10, all in SQL;
 * premium and active switches; linking an owner's account to a listing or unlinking it. Every
 * change is written with its audit entry in one batch.
 */
import { businessChanged } from '../http/records-changed.ts';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { businessCategories, businesses, communityBoards, sessions, users } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { ADMIN_REFUSALS, ADMIN_TOOL_MESSAGES } from '#lib/schemas/admin-tools-messages.ts';
import { HttpError } from '../http/errors.ts';
import { BUSINESS_PAGE_SIZE, type BusinessesData } from '#lib/views/admin-dashboard.ts';
import { auditStatement } from './audit.ts';
import { containsPattern, offsetOf, pageOf } from './paging.ts';

export type BusinessFilters = { q: string; category: number | null; board: number | null; page: number };

/** Parses the tab's query (q, category, board, page); anything unreadable is ignored. */
export function businessFiltersOf(params: URLSearchParams): BusinessFilters {
  const id = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    category: id(params.get('category')),
    board: id(params.get('board')),
    page: pageOf(params.get('page')),
  };
}

/** One page of businesses matching the filters, with the total, the category and board options. */
export async function loadBusinessesTab(db: Database, filters: BusinessFilters, now = new Date()): Promise<BusinessesData> {
  const conditions: SQL[] = [];
  if (filters.q)
    conditions.push(
      sql`(${businesses.name} like ${containsPattern(filters.q)} escape '\\' or ${businesses.address} like ${containsPattern(filters.q)} escape '\\')`,
    );
  if (filters.category) conditions.push(eq(businesses.categoryId, filters.category));
  if (filters.board) conditions.push(eq(communityBoards.number, filters.board));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }], categories, boards] = await db.batch([
    db
      .select({
        id: businesses.id,
        name: businesses.name,
        address: businesses.address,
        category: businessCategories.name,
        categorySlug: businessCategories.slug,
        board: communityBoards.number,
        isPremium: businesses.isPremium,
        paidListing: sql<number>`coalesce(${businesses.listingExpiresAt}, 0) > ${now.getTime()}`,
        isActive: businesses.isActive,
        rating: businesses.rating,
        ownerId: users.id,
        ownerFirst: users.firstName,
        ownerLast: users.lastName,
        ownerEmail: users.email,
      })
      .from(businesses)
      .innerJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
      .innerJoin(communityBoards, eq(communityBoards.id, businesses.communityBoardId))
      .leftJoin(users, eq(users.id, businesses.ownerId))
      .where(where)
      .orderBy(asc(businesses.name), asc(businesses.id))
      .limit(BUSINESS_PAGE_SIZE)
      .offset(offsetOf(filters.page, BUSINESS_PAGE_SIZE)),
    db
      .select({ total: count() })
      .from(businesses)
      .innerJoin(communityBoards, eq(communityBoards.id, businesses.communityBoardId))
      .where(where),
    db
      .select({ id: businessCategories.id, label: businessCategories.name, slug: businessCategories.slug })
      .from(businessCategories)
      .orderBy(asc(businessCategories.name)),
    db
      .select({
        id: communityBoards.number,
        label: sql<string>`'CB ' || ${communityBoards.number} || ' - ' || ${communityBoards.name}`,
        name: communityBoards.name,
      })
      .from(communityBoards)
      .orderBy(asc(communityBoards.number)),
  ]);
  return {
    filters: { q: filters.q, category: filters.category, board: filters.board },
    categories,
    boards,
    list: {
      total,
      page: filters.page,
      pageSize: BUSINESS_PAGE_SIZE,
      rows: rows.map((row) => ({
        id: row.id,
        name: row.name,
        address: row.address,
        category: row.category,
        categorySlug: row.categorySlug,
        board: row.board,
        isPremium: row.isPremium,
        paidListing: Boolean(row.paidListing),
        isActive: row.isActive,
        rating: row.rating,
        owner: row.ownerId
          ? { id: row.ownerId, name: [row.ownerFirst, row.ownerLast].filter(Boolean).join(' ') || row.ownerEmail!, email: row.ownerEmail! }
          : null,
      })),
    },
  };
}

async function businessOrNotFound(db: Database, businessId: number) {
  const [business] = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      isPremium: businesses.isPremium,
      isActive: businesses.isActive,
      ownerId: businesses.ownerId,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) throw new HttpError(404, ADMIN_TOOL_MESSAGES.businessNotFound);
  return business;
}

/** Grants or removes admin-granted premium, or shows or hides the listing. */
export async function setBusinessFlag(
  db: Database,
  actorId: number,
  input: { businessId: number; flag: 'isPremium' | 'isActive'; value: boolean },
): Promise<void> {
  const business = await businessOrNotFound(db, input.businessId);
  if (business[input.flag] === input.value) return;
  // Whether it is listed, or featured (premium), shows on its page, the lists and its board's guide.
  await businessChanged(db, input.businessId);
  await db.batch([
    db
      .update(businesses)
      .set({ [input.flag]: input.value, updatedAt: new Date() })
      .where(eq(businesses.id, input.businessId)),
    auditStatement(db, {
      actorId,
      action: input.flag === 'isPremium' ? 'business.premium' : 'business.active',
      subjectType: 'business',
      subjectId: input.businessId,
      before: { [input.flag]: business[input.flag] },
      after: { [input.flag]: input.value },
    }),
  ]);
}

/**
 * Links an account (by email) to the listing as its owner: a member becomes a business owner; an
 * owner of another listing moves to this one. Admins are not linked (they manage every listing).
 */
export async function linkOwner(db: Database, actorId: number, input: { businessId: number; email: string }): Promise<{ ownerId: number }> {
  const business = await businessOrNotFound(db, input.businessId);
  const [account] = await db
    .select({ id: users.id, role: users.role, businessId: users.businessId })
    .from(users)
    .where(eq(users.email, input.email));
  if (!account) throw new HttpError(404, ADMIN_REFUSALS.noAccount, { fields: { email: ADMIN_REFUSALS.noAccount } });
  if (account.role === 'admin')
    throw new HttpError(409, ADMIN_REFUSALS.adminOwner, {
      fields: { email: ADMIN_REFUSALS.adminOwner },
    });
  if (business.ownerId === account.id && account.businessId === business.id) return { ownerId: account.id };
  const statements = [
    // The previous owner of this listing, and this account's previous listing, are let go.
    db
      .update(users)
      .set({ businessId: null })
      .where(and(eq(users.businessId, business.id), sql`${users.id} <> ${account.id}`)),
    db
      .update(businesses)
      .set({ ownerId: null })
      .where(and(eq(businesses.ownerId, account.id), sql`${businesses.id} <> ${business.id}`)),
    db.update(users).set({ businessId: business.id, role: 'business_owner', updatedAt: new Date() }).where(eq(users.id, account.id)),
    // A member who becomes a business owner signs in again (decision 002: sessions end with a role change).
    db.delete(sessions).where(and(eq(sessions.userId, account.id), sql`${account.role === 'user' ? 1 : 0} = 1`)),
    db.update(businesses).set({ ownerId: account.id, updatedAt: new Date() }).where(eq(businesses.id, business.id)),
    auditStatement(db, {
      actorId,
      action: 'business.link_owner',
      subjectType: 'business',
      subjectId: business.id,
      before: { ownerId: business.ownerId, accountBusinessId: account.businessId, role: account.role },
      after: { ownerId: account.id, role: 'business_owner' },
    }),
  ] as const;
  // Its page's claim link, and that of the account's previous listing, change.
  await businessChanged(db, business.id, ...(account.businessId === null ? [] : [account.businessId]));
  await db.batch(statements);
  return { ownerId: account.id };
}

/** Takes the listing away from its owner's account (the account stays a business owner, with no business). */
export async function unlinkOwner(db: Database, actorId: number, businessId: number): Promise<void> {
  const business = await businessOrNotFound(db, businessId);
  if (business.ownerId === null) throw new HttpError(409, ADMIN_REFUSALS.noOwner);
  await businessChanged(db, businessId);
  await db.batch([
    db.update(users).set({ businessId: null, updatedAt: new Date() }).where(eq(users.businessId, businessId)),
    db.update(businesses).set({ ownerId: null, updatedAt: new Date() }).where(eq(businesses.id, businessId)),
    auditStatement(db, {
      actorId,
      action: 'business.unlink_owner',
      subjectType: 'business',
      subjectId: businessId,
      before: { ownerId: business.ownerId },
      after: { ownerId: null },
    }),
  ]);
}
