/**
 * The admin dashboard's data: the figures (live counts), and the chosen tab's page, read from the
 * query string the tab's links and forms set. One module per tab does the reading.
 */
import { sql } from 'drizzle-orm';
import type { Locale } from '#lib/i18n/locales.ts';
import {
  businessClaims,
  businesses,
  contactMessages,
  events,
  newsletterSubscriptions,
  partnershipApplications,
  propertyInquiries,
  reviewReports,
  sponsorshipInquiries,
  users,
  businessPhotos,
} from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { businessIsPremium } from '../businesses/businesses.ts';
import { roleCan } from '../auth/permissions.ts';
import type { SessionUser } from '../auth/session.ts';
import { HttpError } from '../http/errors.ts';
import { loadAdminAnalytics } from '../analytics/analytics.ts';
import { loadAdminToursTab } from '../tours/tours.ts';
import type { Capability } from '#db/seed-data/permissions.ts';
import {
  adminTabOf,
  type ActivityItem,
  type AdminDashboardView,
  type AdminFigures,
  type AdminTab,
  type AdminTabData,
  type OverviewData,
} from '#lib/views/admin-dashboard.ts';
import { listAuditEntries } from './audit.ts';
import { businessFiltersOf, loadBusinessesTab } from './admin-businesses.ts';
import { eventFiltersOf, loadEventsTab } from './admin-events.ts';
import { inboxFiltersOf, loadInboxesTab } from './admin-inboxes.ts';
import { loadPaymentsTab, paymentFiltersOf } from './admin-payments.ts';
import { loadUsersTab, userFiltersOf } from './admin-users.ts';
import { loadModerationTab } from './moderation.ts';
import { uploadsAwaitingReview } from '../uploads/upload-review.ts';
import { AUDIT_PAGE_SIZE, EXPORTS } from './admin-dashboard-config.ts';
import { pageOf } from './paging.ts';
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

/** What each tab needs the admin's role to be allowed (cms_permissions). */
export const TAB_CAPABILITY: Record<AdminTab, Capability> = {
  overview: 'users:manage_all',
  businesses: 'businesses:manage_all',
  events: 'businesses:manage_all',
  users: 'users:manage_all',
  tours: 'tours:manage_all',
  analytics: 'analytics:manage_all',
  moderation: 'businesses:manage_all',
  inboxes: 'users:manage_all',
  payments: 'payments:manage_all',
};

/** The live figures on every tab, in one query. */
export async function loadAdminFigures(db: Database, now = new Date()): Promise<AdminFigures> {
  const [row] = await db
    .select({
      businesses: sql<number>`(select count(*) from ${businesses} where ${businesses.isActive})`,
      premiumBusinesses: sql<number>`(select count(*) from ${businesses} where ${businesses.isActive} and ${businessIsPremium(now)})`,
      upcomingEvents: sql<number>`(select count(*) from ${events} where ${events.isActive} and ${events.startsAt} >= ${now.getTime()})`,
      accounts: sql<number>`(select count(*) from ${users})`,
      premiumMembers: sql<number>`(select count(*) from ${users} where ${users.isPremium} and (${users.premiumUntil} is null or ${users.premiumUntil} > ${now.getTime()}))`,
      owners: sql<number>`(select count(*) from ${users} where ${users.role} = 'business_owner')`,
      suspended: sql<number>`(select count(*) from ${users} where ${users.suspendedAt} is not null)`,
      awaitingDecision: sql<number>`(select count(*) from ${businessClaims} where ${businessClaims.status} = 'pending')
        + (select count(*) from ${partnershipApplications} where ${partnershipApplications.status} = 'pending')
        + (select count(distinct ${reviewReports.reviewId}) from ${reviewReports} where ${reviewReports.status} = 'open')
        + (select count(*) from ${businessPhotos} where ${businessPhotos.reviewedAt} is null)
        + ${uploadsAwaitingReview}`,
      unreadInbox: sql<number>`(select count(*) from ${contactMessages} where not ${contactMessages.isRead} and ${contactMessages.archivedAt} is null)
        + (select count(*) from ${sponsorshipInquiries} where not ${sponsorshipInquiries.isRead} and ${sponsorshipInquiries.archivedAt} is null)
        + (select count(*) from ${propertyInquiries} where not ${propertyInquiries.isRead} and ${propertyInquiries.archivedAt} is null)`,
      subscribers: sql<number>`(select count(*) from ${newsletterSubscriptions} where ${newsletterSubscriptions.confirmedAt} is not null)`,
    })
    .from(sql`(select 1)`);
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as AdminFigures;
}

type ActivityRow = {
  kind: ActivityItem['kind'];
  is_new: number;
  subject: string | null;
  role: string | null;
  amount_cents: number | null;
  reason: string | null;
  at: number;
  status: string;
};

/**
 * The newest things that happened (sign-ups, payments, donations, claims, reports), each with its
 * state; the island words them in the visitor's language around the names, amounts and reasons.
 */
async function loadActivity(db: Database, limit = 15): Promise<ActivityItem[]> {
  const rows = await db.all<ActivityRow>(sql`
    select * from (
      select 'signup' as kind, 0 as is_new, email as subject, role, null as amount_cents, null as reason, created_at as at, case when suspended_at is not null then 'error' else 'completed' end as status from users
      union all
      select 'payment', 0, b.name, null, p.amount_cents, null, p.created_at, p.status from business_listing_payments p join businesses b on b.id = p.business_id
      union all
      select 'donation', 0, case when is_anonymous then null else coalesce(donor_name, donor_email) end, null, amount_cents, null, created_at, status from donations
      union all
      select 'claim', c.kind = 'new', b.name, null, null, null, c.created_at, c.status from business_claims c join businesses b on b.id = c.business_id
      union all
      select 'report', 0, b.name, null, null, r.reason, r.created_at, r.status from review_reports r join business_reviews v on v.id = r.review_id join businesses b on b.id = v.business_id
    ) order by at desc limit ${limit}`);
  const stateOf = (status: string): ActivityItem['status'] =>
    ['pending', 'open', 'verifying'].includes(status)
      ? 'pending'
      : ['failed', 'expired', 'refused', 'error', 'refunded', 'removed'].includes(status)
        ? 'error'
        : 'completed';
  return rows.map((row) => ({
    kind: row.kind,
    isNew: Boolean(row.is_new),
    subject: row.subject,
    role: row.role,
    amountCents: row.amount_cents === null ? null : Number(row.amount_cents),
    reason: row.reason,
    at: new Date(Number(row.at)).toISOString(),
    status: stateOf(row.status),
  }));
}

async function loadOverview(db: Database, params: URLSearchParams): Promise<OverviewData> {
  const page = pageOf(params.get('page'));
  const [activity, entries, [{ total }]] = await Promise.all([
    loadActivity(db),
    listAuditEntries(db, { limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE }),
    db.all<{ total: number }>(sql`select count(*) as total from audit_log`),
  ]);
  return {
    activity,
    audit: {
      page,
      pageSize: AUDIT_PAGE_SIZE,
      total: Number(total),
      rows: entries.map((entry) => ({
        id: entry.id,
        actor: entry.actor,
        action: entry.action,
        subjectType: entry.subjectType,
        subjectId: entry.subjectId,
        before: entry.before,
        after: entry.after,
        at: entry.createdAt.toISOString(),
      })),
    },
  };
}

/** The chosen tab's data from the query (?tab=businesses&q=...&page=2); what the server writes in words in `locale`. */
export async function loadAdminTab(
  db: Database,
  tab: AdminTab,
  params: URLSearchParams,
  now = new Date(),
  locale: Locale = 'en',
): Promise<AdminTabData> {
  switch (tab) {
    case 'overview':
      return { tab, data: await loadOverview(db, params) };
    case 'businesses':
      return { tab, data: await loadBusinessesTab(db, businessFiltersOf(params), now) };
    case 'events':
      return { tab, data: await loadEventsTab(db, eventFiltersOf(params), now, locale) };
    case 'users':
      return { tab, data: await loadUsersTab(db, userFiltersOf(params), now) };
    case 'tours':
      return { tab, data: await loadAdminToursTab(db) };
    case 'analytics': {
      const period = params.get('period');
      return { tab, data: await loadAdminAnalytics(db, { period: period === 'week' || period === 'month' ? period : 'day', now }) };
    }
    case 'moderation':
      return { tab, data: await loadModerationTab(db) };
    case 'inboxes':
      return { tab, data: await loadInboxesTab(db, inboxFiltersOf(params)) };
    case 'payments':
      return { tab, data: await loadPaymentsTab(db, paymentFiltersOf(params)) };
  }
}

/** Everything the dashboard shows for this address; 403 when the admin's role may not open the tab. */
export async function loadAdminDashboard(
  db: Database,
  user: SessionUser,
  params: URLSearchParams,
  now = new Date(),
  locale: Locale = 'en',
): Promise<AdminDashboardView> {
  const tab = adminTabOf(params.get('tab'));
  if (!roleCan(user.role, TAB_CAPABILITY[tab]))
    throw new HttpError(403, said(m.accounts_admin_required), { title: said(m.accounts_access_denied) });
  const [figures, current] = await Promise.all([loadAdminFigures(db, now), loadAdminTab(db, tab, params, now, locale)]);
  return { figures, current, exports: EXPORTS };
}
