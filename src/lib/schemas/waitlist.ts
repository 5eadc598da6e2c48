/** A full event's waitlist (decision 019): the buttons' input and the words members read, as message keys (decision 028). */
import { z } from 'zod';
import { idField, nextPathField } from './fields.ts';
import { messageKey, said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';
import { REGISTRATION_MESSAGES } from './events-messages.ts';

export const WAITLIST_MESSAGES = {
  full: REGISTRATION_MESSAGES.full,
  ended: REGISTRATION_MESSAGES.ended,
  already: REGISTRATION_MESSAGES.already,
  premiumOnly: REGISTRATION_MESSAGES.premiumOnly,
  notFound: REGISTRATION_MESSAGES.notFound,
  loginRequired: said(m.dashboard_waitlist_login),
  notFull: said(m.dashboard_waitlist_not_full),
  joined: said(m.dashboard_waitlist_joined),
  notOnWaitlist: said(m.dashboard_waitlist_not_on),
  left: said(m.dashboard_waitlist_left),
  noOffer: said(m.dashboard_waitlist_no_offer),
  offerLapsed: said(m.dashboard_waitlist_offer_lapsed),
  declined: said(m.dashboard_waitlist_declined),
  failed: said(m.dashboard_waitlist_failed),
  /** The notices' title. */
  title: said(m.dashboard_waitlist_title),
  alreadyTitle: said(m.dashboard_waitlist_already_title),
  premiumTitle: said(m.events_premium_event),
  notFullTitle: said(m.dashboard_waitlist_seats_title),
  offerLapsedTitle: said(m.dashboard_waitlist_lapsed_title),
} as const;

/** A waitlist button (Join, Leave, Confirm seat, Decline): the event, and the page to come back to. */
export const WaitlistSchema = z.object({
  eventId: idField(messageKey(WAITLIST_MESSAGES.notFound)),
  next: nextPathField,
});
