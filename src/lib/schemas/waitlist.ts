/** A full event's waitlist (decision 019): the buttons' input and the words members read. */
import { z } from 'zod';
import { idField, nextPathField } from './fields.ts';
import { REGISTRATION_MESSAGES } from './events-messages.ts';

export const WAITLIST_MESSAGES = {
  full: REGISTRATION_MESSAGES.full,
  ended: REGISTRATION_MESSAGES.ended,
  already: REGISTRATION_MESSAGES.already,
  premiumOnly: REGISTRATION_MESSAGES.premiumOnly,
  notFound: REGISTRATION_MESSAGES.notFound,
  loginRequired: 'Please log in to join the waitlist.',
  notFull: 'Seats are still available for this event: register instead.',
  joined: 'If a seat frees up while you are first in line, we hold it for you and email you.',
  notOnWaitlist: 'You are not on the waitlist for this event.',
  left: 'You have left the waitlist.',
  noOffer: 'No seat is held for you at this event.',
  offerLapsed: 'The seat held for you has passed to the next in line.',
  declined: 'You declined the seat; it passes to the next in line.',
  failed: 'Failed to update the waitlist. Please try again.',
} as const;

/** A waitlist button (Join, Leave, Confirm seat, Decline): the event, and the page to come back to. */
export const WaitlistSchema = z.object({
  eventId: idField(WAITLIST_MESSAGES.notFound),
  next: nextPathField,
});
