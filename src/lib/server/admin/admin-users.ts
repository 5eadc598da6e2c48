/**
 * The admin's Users tab: search and filters in SQL, role changes (never the admin's own, never
 * the last admin), premium granted or ended, suspension (sessions end at once, sign-in refused)
 * and restoring. Each change is written with its audit entry in one batch.
 */
import { and, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { businesses, sessions, users, type Role } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { ADMIN_REFUSALS, ADMIN_TOOL_MESSAGES } from '#lib/schemas/admin-tools-messages.ts';
import { HttpError } from '../http/errors.ts';
import { USER_PAGE_SIZE, type UsersData } from '#lib/views/admin-dashboard.ts';
import { auditStatement, auditStatementIf } from './audit.ts';
import { containsPattern, offsetOf, pageOf } from './paging.ts';
import { loadPermissionRows } from './admin-permissions.ts';

export type UserFilters = { q: string; role: Role | ''; status: 'suspended' | 'premium' | ''; page: number };

const ROLE_VALUES: readonly string[] = ['admin', 'business_owner', 'user'];

/** Parses the tab's query (q, role, status, page). */
export function userFiltersOf(params: URLSearchParams): UserFilters {
  const role = params.get('role') ?? '';
  const status = params.get('status') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    role: ROLE_VALUES.includes(role) ? (role as Role) : '',
    status: status === 'suspended' || status === 'premium' ? status : '',
    page: pageOf(params.get('page')),
  };
}

const adminCountSql = sql<number>`(select count(*) from ${users} where ${users.role} = 'admin' and ${users.suspendedAt} is null)`.mapWith(
  Number,
);

/** One page of accounts (newest first), the role rules, and how many admins can act. */
export async function loadUsersTab(db: Database, filters: UserFilters, now = new Date()): Promise<UsersData> {
  const conditions: SQL[] = [];
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(
      sql`(${users.email} like ${pattern} escape '\\' or coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') like ${pattern} escape '\\')`,
    );
  }
  if (filters.role) conditions.push(eq(users.role, filters.role));
  if (filters.status === 'suspended') conditions.push(isNotNull(users.suspendedAt));
  if (filters.status === 'premium')
    conditions.push(and(eq(users.isPremium, true), or(isNull(users.premiumUntil), sql`${users.premiumUntil} > ${now.getTime()}`))!);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }], [{ admins }], permissions] = await Promise.all([
    db
      .select({ user: users, businessName: businesses.name })
      .from(users)
      .leftJoin(businesses, eq(businesses.id, users.businessId))
      .where(where)
      .orderBy(desc(users.id))
      .limit(USER_PAGE_SIZE)
      .offset(offsetOf(filters.page, USER_PAGE_SIZE)),
    db.select({ total: count() }).from(users).where(where),
    db.select({ admins: adminCountSql }).from(sql`(select 1)`),
    loadPermissionRows(db),
  ]);
  return {
    filters: { q: filters.q, role: filters.role, status: filters.status },
    adminCount: admins,
    permissions,
    list: {
      total,
      page: filters.page,
      pageSize: USER_PAGE_SIZE,
      rows: rows.map(({ user, businessName }) => {
        const premium = user.isPremium && (user.premiumUntil === null || user.premiumUntil > now);
        return {
          id: user.id,
          email: user.email,
          name: [user.firstName, user.lastName].filter(Boolean).join(' '),
          role: user.role,
          isPremium: premium,
          premiumSource: premium ? (user.stripeSubscriptionId ? 'subscription' : 'granted') : null,
          business: user.businessId && businessName ? { id: user.businessId, name: businessName } : null,
          suspended: user.suspendedAt !== null,
          createdAt: user.createdAt.toISOString(),
        };
      }),
    },
  };
}

async function accountOrNotFound(db: Database, userId: number) {
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  if (!account) throw new HttpError(404, ADMIN_TOOL_MESSAGES.accountNotFound);
  return account;
}

export const { lastAdmin: LAST_ADMIN, notYourself: NOT_YOURSELF } = ADMIN_REFUSALS;

/**
 * Changes an account's role. The admin's own role and the last active admin are refused, checked
 * again inside the write, so two admins demoting each other at once cannot leave none.
 */
export async function changeRole(db: Database, actorId: number, input: { userId: number; role: Role }): Promise<void> {
  if (input.userId === actorId) throw new HttpError(409, NOT_YOURSELF);
  const account = await accountOrNotFound(db, input.userId);
  if (account.role === input.role) return;
  const keepsAnAdmin =
    account.role === 'admin'
      ? sql`(select count(*) from ${users} where ${users.role} = 'admin' and ${users.suspendedAt} is null and ${users.id} <> ${input.userId}) >= 1`
      : sql`1`;
  // A business owner who stops being one lets their listing go.
  const leavesListing = account.role === 'business_owner';
  const changedNow = sql`exists (select 1 from ${users} where ${users.id} = ${input.userId} and ${users.role} = ${input.role})`;
  const [changed] = await db.batch([
    db
      .update(users)
      .set({ role: input.role, ...(leavesListing ? { businessId: null } : {}), updatedAt: new Date() })
      .where(and(eq(users.id, input.userId), eq(users.role, account.role), keepsAnAdmin))
      .returning({ id: users.id }),
    db
      .update(businesses)
      .set({ ownerId: null })
      .where(and(eq(businesses.ownerId, input.userId), sql`${leavesListing ? 1 : 0} = 1`, changedNow)),
    // A new role starts with a new sign-in (decision 002): every session of the account ends with the change.
    db.delete(sessions).where(and(eq(sessions.userId, input.userId), changedNow)),
    auditStatementIf(
      db,
      {
        actorId,
        action: 'user.role',
        subjectType: 'user',
        subjectId: input.userId,
        before: { role: account.role, businessId: account.businessId },
        after: { role: input.role },
      },
      changedNow,
    ),
  ]);
  if (changed.length === 0) throw new HttpError(409, account.role === 'admin' ? LAST_ADMIN : ADMIN_REFUSALS.changedMeanwhile);
}

/** Grants premium (without an end) or ends premium given by an admin. A paid subscription is ended in Stripe, not here. */
export async function setPremium(db: Database, actorId: number, input: { userId: number; premium: boolean }): Promise<void> {
  const account = await accountOrNotFound(db, input.userId);
  if (!input.premium && account.stripeSubscriptionId && account.subscriptionStatus === 'active') {
    throw new HttpError(409, ADMIN_REFUSALS.subscription);
  }
  if (account.isPremium === input.premium && (input.premium ? account.premiumUntil === null : true)) return;
  await db.batch([
    db.update(users).set({ isPremium: input.premium, premiumUntil: null, updatedAt: new Date() }).where(eq(users.id, input.userId)),
    auditStatement(db, {
      actorId,
      action: input.premium ? 'user.premium_grant' : 'user.premium_end',
      subjectType: 'user',
      subjectId: input.userId,
      before: { isPremium: account.isPremium, premiumUntil: account.premiumUntil?.toISOString() ?? null },
      after: { isPremium: input.premium, premiumUntil: null },
    }),
  ]);
}

/** Suspends an account: its sessions end in the same batch and it can no longer sign in. Never oneself or the last admin. */
export async function suspendAccount(db: Database, actorId: number, userId: number, now = new Date()): Promise<void> {
  if (userId === actorId) throw new HttpError(409, NOT_YOURSELF);
  const account = await accountOrNotFound(db, userId);
  if (account.suspendedAt) return;
  const keepsAnAdmin =
    account.role === 'admin'
      ? sql`(select count(*) from ${users} where ${users.role} = 'admin' and ${users.suspendedAt} is null and ${users.id} <> ${userId}) >= 1`
      : sql`1`;
  const suspendedNow = sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.suspendedAt} = ${now.getTime()})`;
  const [suspended] = await db.batch([
    db
      .update(users)
      .set({ suspendedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.suspendedAt), keepsAnAdmin))
      .returning({ id: users.id }),
    db.delete(sessions).where(and(eq(sessions.userId, userId), suspendedNow)),
    auditStatementIf(
      db,
      {
        actorId,
        action: 'user.suspend',
        subjectType: 'user',
        subjectId: userId,
        before: { suspendedAt: null },
        after: { suspendedAt: now.toISOString() },
      },
      suspendedNow,
    ),
  ]);
  if (suspended.length === 0) throw new HttpError(409, LAST_ADMIN);
}

/** Lets a suspended account sign in again. */
export async function restoreAccount(db: Database, actorId: number, userId: number): Promise<void> {
  const account = await accountOrNotFound(db, userId);
  if (!account.suspendedAt) return;
  await db.batch([
    db.update(users).set({ suspendedAt: null, updatedAt: new Date() }).where(eq(users.id, userId)),
    auditStatement(db, {
      actorId,
      action: 'user.restore',
      subjectType: 'user',
      subjectId: userId,
      before: { suspendedAt: account.suspendedAt.toISOString() },
      after: { suspendedAt: null },
    }),
  ]);
}

/** The email of an account (for the password-reset mail), or 404. */
export async function emailOfAccount(db: Database, userId: number): Promise<string> {
  return (await accountOrNotFound(db, userId)).email;
}
