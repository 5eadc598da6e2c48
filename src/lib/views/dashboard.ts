/** The personal dashboard as its island shows it (spec 02 section 2): small public view objects. */
import type { BusinessCardView } from './businesses.ts';
import type { EventView } from './events.ts';
import type { ThreadView } from './messages.ts';

/** An event on the dashboard: what its row or card shows. */
export type DashboardEvent = Pick<
  EventView,
  'id' | 'title' | 'date' | 'startTime' | 'endTime' | 'startsAt' | 'location' | 'price' | 'isPremium' | 'imageUrl' | 'allInPrice'
>;

export type DashboardRegistration = {
  event: DashboardEvent;
  status: 'confirmed' | 'awaiting_payment';
  /** The event is over: it stays in the list but can no longer be left. */
  hasEnded: boolean;
  /** A paid seat with its ticket (shown instead of Unregister). */
  paid?: boolean;
  /** The registration's ticket, free or paid (decision 025), or null. */
  ticketId?: number | null;
};

/** A place on a full event's waitlist: the position in line, or the seat held for the member until a New York time. */
export type DashboardWaitlistPlace =
  { event: DashboardEvent; status: 'waiting'; position: number } | { event: DashboardEvent; status: 'offered'; heldUntil: string };

export type PersonalDashboardView = {
  firstName: string;
  isPremium: boolean;
  /** The member's favorite places, most recently saved first. */
  favorites: BusinessCardView[];
  /** Upcoming registrations first (nearest first), then past ones (latest first). */
  registrations: DashboardRegistration[];
  /** Waitlist places: seats held for the member (Confirm seat or Decline) and places in line. */
  waitlist: DashboardWaitlistPlace[];
  premiumBusinesses: BusinessCardView[];
  premiumBusinessCount: number;
  exclusiveEvents: (DashboardEvent & { isRegistered: boolean })[];
  exclusiveEventCount: number;
  discover: { slug: string; name: string; description: string | null; businessCount: number }[];
  /** The member's messages to businesses with the owners' replies. */
  messages: ThreadView[];
  /** Itineraries the member saved from the trip planner, newest first. */
  trips: SavedTripView[];
};

/** A saved itinerary: its name and preferences, its plan's address, and one from today once its dates have passed. */
export type SavedTripView = {
  id: number;
  title: string;
  summary: string;
  href: string;
  startDate: string;
  isPast: boolean;
  againHref: string;
};
