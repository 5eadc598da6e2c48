/**
 * The admin dashboard's own words and formats in the visitor's language (decision 024): tab and
 * export names, roles, states, kinds of activity and payment, and its dates (New York time).
 * English keeps the dashboard's existing wording and formats byte for byte.
 */
import { INTL_LOCALES, type Locale } from '#lib/i18n/locales.ts';
import { instantIn } from '#lib/i18n/format.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';
import type { ActivityItem, AdminTab, AdminUserRow, PaymentKind } from '#lib/views/admin-dashboard.ts';
import {
  admin_activity_claim,
  admin_activity_claim_new,
  admin_activity_donation,
  admin_activity_payment,
  admin_activity_report,
  admin_activity_signup,
  admin_export_businesses,
  admin_export_donations,
  admin_export_events,
  admin_export_payments,
  admin_export_registrations,
  admin_export_users,
  admin_payment_booking,
  admin_payment_listing,
  admin_payment_status_cancelled,
  admin_payment_status_expired,
  admin_payment_status_failed,
  admin_payment_status_paid,
  admin_payment_status_pending,
  admin_payment_status_refunded,
  admin_payment_ticket,
  admin_payment_upload,
  admin_role_admin,
  admin_role_business_owner,
  admin_role_user,
  admin_signup_role_admin,
  admin_signup_role_business_owner,
  admin_signup_role_user,
  admin_status_completed,
  admin_status_error,
  admin_status_pending,
  admin_tab_analytics,
  admin_tab_businesses,
  admin_tab_events,
  admin_tab_inboxes,
  admin_tab_moderation,
  admin_tab_overview,
  admin_tab_payments,
  admin_tab_tours,
  admin_tab_users,
  businesses_reason_conflict,
  businesses_reason_not_a_customer,
  businesses_reason_offensive,
  businesses_reason_other,
  businesses_reason_spam,
} from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;
const say = (message: Message, locale: Locale) => message({}, { locale });

const TABS: Record<AdminTab, Message> = {
  overview: admin_tab_overview,
  businesses: admin_tab_businesses,
  events: admin_tab_events,
  users: admin_tab_users,
  tours: admin_tab_tours,
  analytics: admin_tab_analytics,
  moderation: admin_tab_moderation,
  inboxes: admin_tab_inboxes,
  payments: admin_tab_payments,
};

/** A dashboard tab's name: "Walking Tours", "Recorridos a pie", "Visites à pied". */
export const adminTabLabel = (locale: Locale, tab: AdminTab): string => say(TABS[tab], locale);

const EXPORTS: Record<string, Message> = {
  businesses: admin_export_businesses,
  events: admin_export_events,
  registrations: admin_export_registrations,
  users: admin_export_users,
  donations: admin_export_donations,
  payments: admin_export_payments,
};

/** A CSV download's name; an unknown one keeps `stored`. */
export const exportLabel = (locale: Locale, id: string, stored: string): string => (EXPORTS[id] ? say(EXPORTS[id], locale) : stored);

const ROLES: Record<AdminUserRow['role'], Message> = {
  admin: admin_role_admin,
  business_owner: admin_role_business_owner,
  user: admin_role_user,
};
/** "Admin", "Business owner", "Member" as the Users tab names them. */
export const roleName = (locale: Locale, role: AdminUserRow['role']): string => say(ROLES[role], locale);

const SIGNUP_ROLES: Record<string, Message> = {
  admin: admin_signup_role_admin,
  business_owner: admin_signup_role_business_owner,
  user: admin_signup_role_user,
};
/** A new account's role in the activity feed: "business owner". */
export const signupRoleIn = (locale: Locale, role: string): string =>
  SIGNUP_ROLES[role] ? say(SIGNUP_ROLES[role], locale) : role.replace(/_/g, ' ');

const STATES: Record<ActivityItem['status'], Message> = {
  pending: admin_status_pending,
  completed: admin_status_completed,
  error: admin_status_error,
};
/** An activity's state badge: "pending", "completed", "error". */
export const activityStateIn = (locale: Locale, status: ActivityItem['status']): string => say(STATES[status], locale);

/** What happened, from the kind of activity: "New account", "Listing claimed". */
export function activityTitleIn(locale: Locale, item: Pick<ActivityItem, 'kind' | 'isNew'>): string {
  const message = {
    signup: admin_activity_signup,
    payment: admin_activity_payment,
    donation: admin_activity_donation,
    claim: item.isNew ? admin_activity_claim_new : admin_activity_claim,
    report: admin_activity_report,
  }[item.kind];
  return say(message, locale);
}

const REASONS: Record<string, Message> = {
  spam: businesses_reason_spam,
  offensive: businesses_reason_offensive,
  not_a_customer: businesses_reason_not_a_customer,
  conflict_of_interest: businesses_reason_conflict,
  other: businesses_reason_other,
};
/** Why a review was reported: the stored reason on English pages ("not_a_customer"), the public form's words on others. */
export const reportReasonIn = (locale: Locale, reason: string): string =>
  writtenIn('en', locale) && REASONS[reason] ? say(REASONS[reason], locale) : reason;

const PAYMENT_STATES: Record<string, Message> = {
  paid: admin_payment_status_paid,
  refunded: admin_payment_status_refunded,
  pending: admin_payment_status_pending,
  failed: admin_payment_status_failed,
  cancelled: admin_payment_status_cancelled,
  expired: admin_payment_status_expired,
};
/** A payment's state ("paid", "refunded"...); one the guide does not name keeps its stored word. */
export const paymentStateIn = (locale: Locale, status: string): string =>
  PAYMENT_STATES[status] ? say(PAYMENT_STATES[status], locale) : status;

const PAYMENT_SUBJECTS: Partial<Record<PaymentKind, Message>> = {
  listing: admin_payment_listing,
  ticket: admin_payment_ticket,
  upload: admin_payment_upload,
  booking: admin_payment_booking,
};
/** What a payment with a named subject was for, before the name: "Ticket:", "Booking:". */
export const paymentSubjectLabel = (locale: Locale, kind: PaymentKind): string | null =>
  PAYMENT_SUBJECTS[kind] ? say(PAYMENT_SUBJECTS[kind]!, locale) : null;

/** "Dec 5, 7:30 PM"; "5 dic, 7:30 p. m."; "5 déc., 19:30": an instant in New York, for the activity and audit lists. */
export const shortInstantIn = (locale: Locale, iso: string): string =>
  instantIn(locale, new Date(iso), { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "Sat, Dec 5, 2026, 7:30 PM" and its Spanish and French forms: when an event starts, in New York. */
export const eventInstantIn = (locale: Locale, iso: string): string =>
  instantIn(locale, new Date(iso), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** "Dec 5, 2026"; "5 dic 2026"; "5 déc. 2026": an instant's New York day. */
export const shortDayIn = (locale: Locale, iso: string): string =>
  instantIn(locale, new Date(iso), { month: 'short', day: 'numeric', year: 'numeric' });

/** A rating with one decimal: "4.5"; "4,5" in French. */
export const ratingIn = (locale: Locale, rating: number): string =>
  new Intl.NumberFormat(INTL_LOCALES[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);

/** Whether the dashboard groups a count's digits: it has always written "1204" in English, "1 204" in French. */
const GROUPS_COUNTS: Record<Locale, 'auto' | false> = { en: false, es: 'auto', fr: 'auto' };

/** A count as the dashboard writes it: "1204"; "1,204" or "1 204". */
export const countIn = (locale: Locale, count: number): string =>
  new Intl.NumberFormat(INTL_LOCALES[locale], { useGrouping: GROUPS_COUNTS[locale] }).format(count);
