/** What the business dashboard island shows: plain, serialisable data (instants as ISO text), the same from the page and from GET /api/business-owner/dashboard. */
import type { AccessFacts } from '../domain/accessibility.ts';
import type { BusinessViewsView } from './admin-analytics.ts';
import type { BusinessView } from './businesses.ts';
import type { EventView } from './events.ts';
import type { UploadView } from './uploads.ts';
import type { ThreadView } from './messages.ts';
import type { BookingRowView, ServiceView } from './bookings.ts';
import type { PhotoView, ReviewView, VideoView } from './business-content.ts';
import type { SalesView } from './sales.ts';
import type { PromoCodeView, TicketTypeView } from './ticketing.ts';

export const OWNER_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'edit', label: 'Edit Business' },
  { id: 'events', label: 'Events & Bookings' },
  { id: 'sales', label: 'Sales' },
  { id: 'payments', label: 'Payments' },
  { id: 'media', label: 'Photos & Videos' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'messages', label: 'Messages' },
] as const;
export type OwnerTab = (typeof OWNER_TABS)[number]['id'];

/** The tab an address names (?tab=edit); the overview otherwise. */
export function ownerTabOf(value: string | null | undefined): OwnerTab {
  return OWNER_TABS.find((tab) => tab.id === value)?.id ?? 'overview';
}

export type OwnerPaymentView = {
  id: number;
  planName: string;
  amountCents: number;
  status: string;
  paidAt: string | null;
  expiresAt: string | null;
  createdAt: string;
};
/** An event of the business with its seats taken, its own facts (not its venue's) and, for a date of a series, its rule in the event page's words. */
export type OwnerEventView = EventView & {
  registered: number;
  access: AccessFacts;
  repeats: string | null;
  repeatsTranslated?: true;
  /** Tickets refundable up to this many days before the start; null is no refunds (issue 33). */
  refundDaysBefore: number | null;
  /** Early event access: when it opens to everyone (ISO instant); null: open now. */
  opensToAllAt: string | null;
  /** Its ticket types in the owner's order, with what is held and sold of each (none: one price, the event's own). */
  ticketTypes: TicketTypeView[];
};

export type OwnerDashboardView = {
  /** Page views of the listing over the last 30 days, and how many members saved it. */
  audience: BusinessViewsView;
  /** When the data was read (ISO): what "upcoming" is measured against. */
  asOf: string;
  business: BusinessView & { openStatus: string | null; hoursLines: string[] };
  summary: { isPremium: boolean; rating: number | null; reviewCount: number; unread: number; videoCount: number };
  /** What the business's listing plan lets it do now (listing-features.ts): post events and bookings, add video tours. */
  listingFeatures: { events: boolean; videos: boolean };
  /** What "Upgrade to Premium" buys, or null when the plan is retired; payments may be unconfigured. */
  upgrade: { slug: string; priceCents: number } | null;
  paymentsConfigured: boolean;
  /** The business's Stripe account for its ticket and booking money, as Stripe last reported it. */
  connection: ConnectionView;
  /** Premium listings expire; the date shows on the payments tab. */
  listingExpiresAt: string | null;
  boards: { id: number; number: number; name: string }[];
  categories: { id: number; name: string }[];
  events: OwnerEventView[];
  /** The Spanish and French translations of its description and its events' texts, waiting or published (decision 024). */
  translations: { key: string; language: string; text: string; verified: boolean }[];
  payments: OwnerPaymentView[];
  reviews: ReviewView[];
  /** Members' messages to the business, newest first, each with the owner's replies. */
  messages: ThreadView[];
  photos: PhotoView[];
  videos: VideoView[];
  /** Upload-center files, newest first (GET /api/business-owner/dashboard's uploads list). */
  uploads: UploadView[];
  /** Bookable services with their upcoming times, and the latest bookings. */
  services: ServiceView[];
  bookings: BookingRowView[];
  /** Ticket and booking sales: per event, per service, per day (the Sales tab). */
  sales: SalesView;
  /** The business's promo codes, newest first, with their uses (issue 33). */
  promoCodes: PromoCodeView[];
};

/** What the Payments tab says of a connected account, in Stripe's order of onboarding. */
export type ConnectionState = 'not_connected' | 'details_needed' | 'pending_verification' | 'restricted' | 'enabled';

export type ConnectionView = {
  state: ConnectionState;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  requirementsDue: number;
};

/** A connected account's balance and latest payouts as Stripe reports them (GET /api/businesses/:id/payouts). */
export type PayoutsView = {
  connected: boolean;
  /** Stripe did not answer just now. */
  unavailable: boolean;
  availableCents: number | null;
  pendingCents: number | null;
  payouts: { id: string; amountCents: number; arrivalDate: string; status: string }[];
};
