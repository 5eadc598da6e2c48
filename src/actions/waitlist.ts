/** A full event's waitlist (decision 019): Join, Leave, and for the first in line Confirm seat or Decline. */
import { cacheKey } from '../lib/server/http/cache-keys.ts';
import { WAITLIST_MESSAGES, WaitlistSchema } from '../lib/schemas/waitlist.ts';
import { REGISTRATION_MESSAGES, REGISTRATION_TITLES } from '../lib/schemas/events.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { requireUser } from '../lib/server/auth/guards.ts';
import { getDb } from '../lib/server/db/client.ts';
import { siteOrigin } from '../lib/server/http/site-url.ts';
import { contactFromAccount, refusalError, register, REGISTRATION_LIMIT } from '../lib/server/events/registrations.ts';
import { startTicketCheckout } from '../lib/server/events/tickets.ts';
import { joinWaitlist, leaveWaitlist, requireOffer } from '../lib/server/events/waitlist.ts';
import { paymentsConfigured, requireStripe } from '../lib/server/payments/stripe.ts';
import { said, type Said } from '../lib/i18n/said.ts';
import { events_waitlist_joined_at } from '../paraglide/messages.js';

const M = WAITLIST_MESSAGES;
/** A notice of success (said in the caller's language where the action answers). */
const success = (title: Said, description: Said) => ({ title, description, variant: 'success' as const });
const guard = (context: Parameters<typeof requireUser>[0]) => requireUser(context, M.loginRequired);

export const waitlist = {
  /** Puts the member in line for a full event (a second Join changes nothing); back to the page, which shows the place. */
  join: defineFormAction({
    changes: ({ eventId }) => [cacheKey.event(eventId)],
    localizeNext: true,
    input: WaitlistSchema,
    guard,
    limit: REGISTRATION_LIMIT,
    failure: M.failed,
    back: true,
    handler: async ({ eventId, next }, { user }) => {
      const place = await joinWaitlist(getDb(), { user, eventId });
      const description = place.status === 'waiting' ? said(events_waitlist_joined_at, { position: place.position }) : M.joined;
      return { place, redirect: next, flash: success(M.title, description) };
    },
  }),

  /** Takes the member out of line (a held seat passes to the next). */
  leave: defineFormAction({
    changes: ({ eventId }) => [cacheKey.event(eventId)],
    localizeNext: true,
    input: WaitlistSchema,
    guard,
    failure: M.failed,
    back: true,
    handler: async ({ eventId, next }, { context, user }) => {
      await leaveWaitlist(getDb(), { userId: user.id, eventId, origin: siteOrigin(context) });
      return { eventId, redirect: next, flash: success(M.title, M.left) };
    },
  }),

  /**
   * Takes the seat held for the member: registered with the account's name and email. Free
   * events confirm at once (with the confirmation email); paid ones go to Checkout like Register.
   */
  confirm: defineFormAction({
    changes: ({ eventId }) => [cacheKey.event(eventId)],
    localizeNext: true,
    input: WaitlistSchema,
    guard,
    limit: REGISTRATION_LIMIT,
    failure: REGISTRATION_MESSAGES.failed,
    back: true,
    handler: async ({ eventId }, { context, user, locale }) => {
      const db = getDb();
      const origin = siteOrigin(context);
      await requireOffer(db, user.id, eventId);
      const outcome = await register(db, {
        user,
        eventId,
        contact: contactFromAccount(user),
        origin,
        paymentsOpen: paymentsConfigured(),
        locale,
      });
      if (!outcome.ok) throw refusalError(outcome);
      if (outcome.registration.status === 'awaiting_payment') {
        const checkout = await startTicketCheckout(db, requireStripe(), { payer: user, eventId, origin });
        return { registration: outcome.registration, redirect: checkout.url };
      }
      return {
        registration: outcome.registration,
        redirect: `/events/${eventId}/register`,
        flash: success(REGISTRATION_TITLES.registered, REGISTRATION_MESSAGES.registered),
      };
    },
  }),

  /** Gives up the seat held for the member; it is offered to the next in line at once. */
  decline: defineFormAction({
    changes: ({ eventId }) => [cacheKey.event(eventId)],
    localizeNext: true,
    input: WaitlistSchema,
    guard,
    failure: M.failed,
    back: true,
    handler: async ({ eventId, next }, { context, user }) => {
      await leaveWaitlist(getDb(), { userId: user.id, eventId, offeredOnly: true, origin: siteOrigin(context) });
      return { eventId, redirect: next, flash: success(M.title, M.declined) };
    },
  }),
};
