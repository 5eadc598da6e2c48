/**
 * The admin dashboard's moderation half in the visitor's language (decision 024): counts, dollars
 * and dates of the analytics, inbox and moderation tabs; the analytics periods' names; and the
 * guide's own role, permission and group names, which the database stores in English
 * (cms_permissions rows are keyed by resource and action: a row the guide does not know keeps
 * the English it was stored with).
 */
import { INTL_LOCALES, type Locale } from '#lib/i18n/locales.ts';
import type { AnalyticsPeriod } from '#lib/domain/analytics-buckets.ts';
import {
  moderation_an_week_of,
  moderation_cms_role_admin,
  moderation_cms_role_owner,
  moderation_cms_role_user,
  moderation_cms_summary_admin,
  moderation_cms_summary_owner,
  moderation_cms_summary_user,
  moderation_group_admin,
  moderation_group_business,
  moderation_group_everyday,
  moderation_mo_reason_conflict_of_interest,
  moderation_mo_reason_not_a_customer,
  moderation_mo_reason_offensive,
  moderation_mo_reason_other,
  moderation_mo_reason_spam,
  moderation_perm_analytics_manage_all,
  moderation_perm_analytics_view_basic,
  moderation_perm_businesses_manage_all,
  moderation_perm_businesses_manage_own,
  moderation_perm_businesses_view,
  moderation_perm_events_register,
  moderation_perm_favorites_manage_own,
  moderation_perm_listing_upgrade,
  moderation_perm_membership_subscribe,
  moderation_perm_payments_manage_all,
  moderation_perm_payments_view_own,
  moderation_perm_photos_manage_all,
  moderation_perm_photos_manage_own,
  moderation_perm_reviews_create,
  moderation_perm_tours_manage_all,
  moderation_perm_users_manage_all,
  moderation_to_challenging,
  moderation_to_easy,
  moderation_to_moderate,
} from '#paraglide/messages.js';
import { calendarDayIn, countIn as formatCountIn, instantIn } from '#lib/i18n/format.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** "1,234"; "1234" or "1 234" as the language writes it. */
export function countIn(locale: Locale, value: number): string {
  return formatCountIn(locale, value);
}

/** Money of the analytics: "$0" for nothing, "$50.00"; "0 $US", "50,00 $US" in French. */
export function dollarsIn(locale: Locale, cents: number): string {
  const digits = cents === 0 ? 0 : 2;
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
}

/** An instant as the inbox shows it, New York time: "Nov 24, 2026, 3:05 PM"; "24 nov 2026, 15:05". */
export function dateTimeIn(locale: Locale, iso: string): string {
  return instantIn(locale, new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
}

/** An instant's New York day as the moderation queue shows it: "Nov 24, 2026"; "24 nov 2026". */
export function shortDateIn(locale: Locale, iso: string): string {
  return instantIn(locale, new Date(iso), { month: 'short', day: 'numeric', year: 'numeric' });
}

const calendar = (locale: Locale, date: string, options: Intl.DateTimeFormatOptions) => calendarDayIn(locale, date, options);

type Bucket = { start: string; label: string; short: string };

/**
 * A bucket's names in the visitor's language: `label` for tables, `short` for the chart's axis,
 * `from` for "(… to today)"; in English the names analytics-buckets.ts gives.
 */
export function bucketNamesIn(locale: Locale, period: AnalyticsPeriod, bucket: Bucket): { label: string; short: string; from: string } {
  if (period === 'month') {
    const month = calendar(locale, bucket.start, { month: 'long', year: 'numeric' });
    return { label: month, short: calendar(locale, bucket.start, { month: 'short', year: 'numeric' }), from: month };
  }
  const day = calendar(locale, bucket.start, { month: 'short', day: 'numeric', year: 'numeric' });
  const short = calendar(locale, bucket.start, { month: 'short', day: 'numeric' });
  return { label: period === 'week' ? moderation_an_week_of({ date: day }, { locale }) : day, short, from: day };
}

const ROLE_NAMES: Record<string, [Message, Message]> = {
  admin: [moderation_cms_role_admin, moderation_cms_summary_admin],
  business_owner: [moderation_cms_role_owner, moderation_cms_summary_owner],
  user: [moderation_cms_role_user, moderation_cms_summary_user],
};

/** A role's name as the role demo writes it ("Business Owner"), or `stored`. */
export function roleNameIn(locale: Locale, role: string, stored: string): string {
  const messages = ROLE_NAMES[role];
  return messages ? messages[0]({}, { locale }) : stored;
}

/** What a role is for, or `stored`. */
export function roleSummaryIn(locale: Locale, role: string, stored: string): string {
  const messages = ROLE_NAMES[role];
  return messages ? messages[1]({}, { locale }) : stored;
}

const PERMISSIONS: Record<string, Message> = {
  'businesses:view': moderation_perm_businesses_view,
  'favorites:manage_own': moderation_perm_favorites_manage_own,
  'reviews:create': moderation_perm_reviews_create,
  'events:register': moderation_perm_events_register,
  'membership:subscribe': moderation_perm_membership_subscribe,
  'businesses:manage_own': moderation_perm_businesses_manage_own,
  'photos:manage_own': moderation_perm_photos_manage_own,
  'payments:view_own': moderation_perm_payments_view_own,
  'listing:upgrade': moderation_perm_listing_upgrade,
  'analytics:view_basic': moderation_perm_analytics_view_basic,
  'businesses:manage_all': moderation_perm_businesses_manage_all,
  'photos:manage_all': moderation_perm_photos_manage_all,
  'payments:manage_all': moderation_perm_payments_manage_all,
  'users:manage_all': moderation_perm_users_manage_all,
  'analytics:manage_all': moderation_perm_analytics_manage_all,
  'tours:manage_all': moderation_perm_tours_manage_all,
};

/**
 * A permission's name in the visitor's language, keyed by its row's resource and action;
 * `english` when it is the stored English (a row added later), to be marked lang="en".
 */
export function permissionNameIn(locale: Locale, resource: string, action: string, stored: string): { text: string; english: boolean } {
  // The stored name is English: as it is on an English page (no lang needed), translated on others when the guide knows the row.
  const english = writtenIn('en', locale);
  const message = PERMISSIONS[`${resource}:${action}`];
  return english && message ? { text: message({}, { locale }), english: false } : { text: stored, english: Boolean(english) };
}

const GROUPS: Record<string, Message> = {
  'Everyday use': moderation_group_everyday,
  'Running a business': moderation_group_business,
  Administration: moderation_group_admin,
};

/** A checklist group's name ("Everyday use") in the visitor's language. */
export function permissionGroupIn(locale: Locale, group: string): string {
  const message = GROUPS[group];
  return message ? message({}, { locale }) : group;
}

const REASONS: Record<string, Message> = {
  spam: moderation_mo_reason_spam,
  offensive: moderation_mo_reason_offensive,
  not_a_customer: moderation_mo_reason_not_a_customer,
  conflict_of_interest: moderation_mo_reason_conflict_of_interest,
  other: moderation_mo_reason_other,
};

/** Why a review was reported ("not a customer"), from its stored reason. */
export function reportReasonIn(locale: Locale, reason: string): string {
  const message = REASONS[reason];
  return message ? message({}, { locale }) : reason.replace(/_/g, ' ');
}

const DIFFICULTIES: Record<string, Message> = {
  easy: moderation_to_easy,
  moderate: moderation_to_moderate,
  challenging: moderation_to_challenging,
};

/** A tour's difficulty as stored ("easy") in the visitor's language. */
export function difficultyIn(locale: Locale, difficulty: string): string {
  const message = DIFFICULTIES[difficulty];
  return message ? message({}, { locale }) : difficulty;
}
