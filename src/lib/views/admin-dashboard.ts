/**
 * What the admin dashboard island is given: the tab, the figures, and the chosen tab's page of
 * data (every list is one page, read with LIMIT/OFFSET in SQL). Public to the admin's browser only.
 */
import type { AdminAnalyticsView } from './admin-analytics.ts';
import type { AdminToursView } from './admin-tours.ts';
import type { OwnerEventFormValues } from '../domain/owner-event-form.ts';

export const ADMIN_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'businesses', label: 'Businesses' },
  { id: 'events', label: 'Events' },
  { id: 'users', label: 'Users' },
  { id: 'tours', label: 'Walking Tours' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'moderation', label: 'Moderation' },
  { id: 'inboxes', label: 'Inboxes' },
  { id: 'payments', label: 'Payments' },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]['id'];

/** A known tab's id, or the Overview. */
export function adminTabOf(value: string | null | undefined): AdminTab {
  return ADMIN_TABS.some((tab) => tab.id === value) ? (value as AdminTab) : 'overview';
}

/** Rows per page: the spec's 10 businesses, 5 events (more on request), and 20 elsewhere. */
export const BUSINESS_PAGE_SIZE = 10;
export const EVENT_PAGE_SIZES = [5, 10, 25] as const;
export const USER_PAGE_SIZE = 20;
export const LIST_PAGE_SIZE = 20;

export type Page<T> = { rows: T[]; total: number; page: number; pageSize: number };

export type AdminFigures = {
  businesses: number;
  premiumBusinesses: number;
  upcomingEvents: number;
  accounts: number;
  premiumMembers: number;
  owners: number;
  suspended: number;
  awaitingDecision: number;
  unreadInbox: number;
  subscribers: number;
};

/**
 * One thing that happened: who or what it concerns (an account's email, a business's name, a
 * donor, or null for an anonymous gift), a new account's role, an amount, a report's reason.
 */
export type ActivityItem = {
  kind: 'signup' | 'payment' | 'donation' | 'claim' | 'report';
  /** A claim that submitted a new listing (rather than claiming one). */
  isNew: boolean;
  subject: string | null;
  role: string | null;
  amountCents: number | null;
  reason: string | null;
  at: string;
  status: 'pending' | 'completed' | 'error';
};
export type AuditItem = {
  id: number;
  actor: string | null;
  action: string;
  subjectType: string;
  subjectId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string;
};

export type OverviewData = { activity: ActivityItem[]; audit: Page<AuditItem> };

export type Option = { id: number; label: string };

export type AdminBusinessRow = {
  id: number;
  name: string;
  address: string;
  category: string;
  /** The category's slug, to name it in the visitor's language. */
  categorySlug: string;
  board: number;
  isPremium: boolean;
  paidListing: boolean;
  isActive: boolean;
  rating: number | null;
  owner: { id: number; name: string; email: string } | null;
};
export type BusinessesData = {
  filters: { q: string; category: number | null; board: number | null };
  categories: (Option & { slug: string })[];
  /** Boards by number, with the board's place name. */
  boards: (Option & { name: string })[];
  list: Page<AdminBusinessRow>;
};

export type AdminEventRow = {
  id: number;
  title: string;
  location: string | null;
  startsAt: string;
  priceCents: number | null;
  requiresBooking: boolean;
  isActive: boolean;
  isPremium: boolean;
  business: { id: number; name: string } | null;
  seatsTaken: number;
  maxAttendees: number;
  /** How its series repeats, in the event page's words ("Every week on Wednesday"), or null. */
  repeats: string | null;
  /** Set when the rule is in a Spanish or French page's words; otherwise it is the English original (marked `lang="en"` there). */
  repeatsTranslated?: true;
  /** The edit form's values. */
  form: OwnerEventFormValues;
};
export type EventsData = { filters: { q: string; when: 'upcoming' | 'past' | 'all' }; list: Page<AdminEventRow> };

export type AdminUserRow = {
  id: number;
  email: string;
  name: string;
  role: 'admin' | 'business_owner' | 'user';
  isPremium: boolean;
  premiumSource: 'subscription' | 'granted' | null;
  business: { id: number; name: string } | null;
  suspended: boolean;
  createdAt: string;
};
export type PermissionRow = {
  resource: string;
  action: string;
  label: string;
  allowed: Record<'admin' | 'business_owner' | 'user', boolean>;
};
export type UsersData = {
  filters: { q: string; role: string; status: string };
  list: Page<AdminUserRow>;
  permissions: PermissionRow[];
  adminCount: number;
};

/** A claim waiting for a decision; `verification`: how the claimant proved it (a code by email at the business's domain or to its phone), null when not verified. */
export type ClaimItem = {
  id: number;
  kind: 'claim' | 'new';
  note: string | null;
  createdAt: string;
  verification: { method: 'email' | 'phone'; contact: string; at: string } | null;
  owner: { id: number; name: string; email: string };
  business: { id: number; name: string; address: string; isActive: boolean; hasOwner: boolean };
};
export type ApplicationItem = {
  id: number;
  businessName: string;
  contactName: string;
  email: string;
  phone: string;
  level: string;
  businessType: string;
  description: string;
  website: string | null;
  createdAt: string;
};
export type ReportItem = {
  reviewId: number;
  reports: number;
  reasons: string[];
  details: string[];
  review: { title: string; comment: string | null; rating: number; author: string };
  business: { id: number; name: string };
  firstReportedAt: string;
};
export type PhotoItem = {
  id: number;
  url: string;
  caption: string | null;
  business: { id: number; name: string };
  uploadedBy: string | null;
  createdAt: string;
};
/** A paid upload waiting for the admin's review (uploads/upload-review.ts). */
export type UploadReviewItem = {
  id: number;
  title: string;
  description: string | null;
  tier: 'basic' | 'premium' | 'professional' | 'enterprise';
  kind: string;
  fileName: string | null;
  fileType: string | null;
  fileSize: number | null;
  fileUrl: string | null;
  priceCents: number;
  business: { id: number; name: string };
  uploadedBy: string | null;
  paidAt: string;
};
export type ModerationData = {
  claims: ClaimItem[];
  applications: ApplicationItem[];
  reports: ReportItem[];
  photos: PhotoItem[];
  uploads: UploadReviewItem[];
};

export const INBOX_KINDS = [
  { id: 'contact', label: 'Contact messages' },
  { id: 'advertising', label: 'Advertising inquiries' },
  { id: 'sponsorship', label: 'Sponsorship inquiries' },
  { id: 'property', label: 'Property inquiries' },
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number]['id'];
export type InboxItem = {
  id: number;
  from: string;
  email: string;
  subject: string;
  body: string;
  about: string | null;
  isRead: boolean;
  archived: boolean;
  createdAt: string;
  /** A contact message from a member with priority support: listed first, answered within REPLY_TARGET_BUSINESS_DAYS.priority. */
  priority: boolean;
  /** Business days within which it is answered (contact messages; null for other inboxes). */
  replyTargetDays: number | null;
};
export type InboxesData = { kind: InboxKind; archived: boolean; unread: Record<InboxKind, number>; list: Page<InboxItem> };

export type PaymentKind = 'donation' | 'listing' | 'ticket' | 'upload' | 'booking';
/** A payment: `description` in English; `subject` (a business's name, an event's title), `recurring` and `anonymous` to word it in another language. */
export type PaymentItem = {
  kind: PaymentKind;
  id: number;
  description: string;
  subject: string | null;
  recurring: boolean;
  anonymous: boolean;
  payer: string | null;
  amountCents: number;
  status: string;
  at: string;
  refundable: boolean;
};
export type PaymentsData = { filters: { kind: PaymentKind | 'all' }; list: Page<PaymentItem>; paymentsConfigured: boolean };

export type AdminTabData =
  | { tab: 'overview'; data: OverviewData }
  | { tab: 'businesses'; data: BusinessesData }
  | { tab: 'events'; data: EventsData }
  | { tab: 'users'; data: UsersData }
  | { tab: 'tours'; data: AdminToursView }
  | { tab: 'analytics'; data: AdminAnalyticsView }
  | { tab: 'moderation'; data: ModerationData }
  | { tab: 'inboxes'; data: InboxesData }
  | { tab: 'payments'; data: PaymentsData };

export type AdminDashboardView = { figures: AdminFigures; current: AdminTabData; exports: { id: string; label: string }[] };
