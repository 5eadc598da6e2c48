/**
 * Every write of the site (decision 009): plain HTML forms post to these actions without
 * JavaScript and islands call them with it. One module per domain; each action validates its
 * input with the domain's schema (lib/schemas), is guarded and limited by defineFormAction, and
 * calls one service function that the spec's JSON API endpoint calls too.
 */
import { adminBusinesses } from './admin-businesses.ts';
import { adminEvents } from './admin-events.ts';
import { adminInboxes } from './admin-inboxes.ts';
import { adminUsers } from './admin-users.ts';
import { ads } from './ads.ts';
import { auth } from './auth.ts';
import { bookings } from './bookings.ts';
import { businessBookings } from './business-bookings.ts';
import { businessEdit } from './business-edit.ts';
import { businessMedia } from './business-media.ts';
import { businessUploads } from './business-uploads.ts';
import { checkin } from './checkin.ts';
import { claims } from './claims.ts';
import { donations } from './donations.ts';
import { events } from './events.ts';
import { favorites } from './favorites.ts';
import { inboxes } from './inboxes.ts';
import { loyalty } from './loyalty.ts';
import { messageReplies } from './message-replies.ts';
import { messages } from './messages.ts';
import { moderation } from './moderation.ts';
import { newsletter } from './newsletter.ts';
import { notifications } from './notifications.ts';
import { notify } from './notify.ts';
import { ownerEvents } from './owner-events.ts';
import { payments } from './payments.ts';
import { payouts } from './payouts.ts';
import { plans } from './plans.ts';
import { preferences } from './preferences.ts';
import { reviewReplies } from './review-replies.ts';
import { refunds } from './refunds.ts';
import { reviews } from './reviews.ts';
import { settings } from './settings.ts';
import { ticketing } from './ticketing.ts';
import { tourProgress } from './tour-progress.ts';
import { tours } from './tours.ts';
import { translations } from './translations.ts';
import { trips } from './trips.ts';
import { waitlist } from './waitlist.ts';

/**
 * The admin's writes, one module per domain, called together as `actions.admin.<name>` by the
 * admin dashboard's islands and the admin pages' forms.
 */
const admin = { ...adminBusinesses, ...adminEvents, ...adminUsers, ...moderation, ...adminInboxes, ...refunds };

export const server = {
  admin,
  ads,
  auth,
  bookings,
  checkin,
  claims,
  donations,
  events,
  favorites,
  inboxes,
  loyalty,
  messages,
  newsletter,
  notifications,
  notify,
  /** The business dashboard's writes, one module per domain, called as actions.owner.* by its islands and forms. */
  owner: {
    ...businessEdit,
    ...ownerEvents,
    ...businessMedia,
    ...businessUploads,
    ...reviewReplies,
    ...messageReplies,
    ...businessBookings,
    ...ticketing,
  },
  payments,
  payouts,
  plans,
  preferences,
  reviews,
  settings,
  tourProgress,
  tours,
  translations,
  trips,
  waitlist,
};
