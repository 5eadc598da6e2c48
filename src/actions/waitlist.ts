/** A full event's waitlist (decision 019): Join, Leave, and for the first in line Confirm seat or Decline. */
import { WAITLIST_MESSAGES, WaitlistSchema } from '../lib/schemas/waitlist.ts';
import { REGISTRATION_MESSAGES } from '../lib/schemas/events.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { requireUser } from '../lib/server/auth/guards.ts';
import { getDb } from '../lib/server/db/client.ts';
import { siteOrigin } from '../lib/server/http/site-url.ts';
import { contactFromAccount, refusalError, register, REGISTRATION_LIMIT } from '../lib/server/events/registrations.ts';
import { startTicketCheckout } from '../lib/server/events/tickets.ts';
import { joinWaitlist, leaveWaitlist, requireOffer } from '../lib/server/events/waitlist.ts';
import { paymentsConfigured, requireStripe } from '../lib/server/payments/stripe.ts';
import { localizePath } from '../lib/domain/locales.ts';
import { answeringIn, localeOf, memberMessageIn, memberTitleIn } from '../lib/server/dashboards/member-messages.ts';
import { dashboard_waitlist_position } from '../paraglide/messages.js';

const M = WAITLIST_MESSAGES;
type Locale = ReturnType<typeof localeOf>;
/** A notice of success, its English title and message said in `locale`. */
const success = (locale: Locale, title: string, description: string) => ({ title: memberTitleIn(locale, title), description: memberMessageIn(locale, description), variant: 'success' as const });
const guard = (context: Parameters<typeof requireUser>[0]) => requireUser(context, memberMessageIn(localeOf(context), M.loginRequired));

export const waitlist = {
  /** Puts the member in line for a full event (a second Join changes nothing); back to the page, which shows the place. */
  join: defineFormAction({
    input: WaitlistSchema,
    guard,
    limit: REGISTRATION_LIMIT,
    failure: M.failed,
    back: true,
    handler: async ({ eventId, next }, { context, user }) => {
      const locale = localeOf(context);
      const place = await answeringIn(locale, () => joinWaitlist(getDb(), { user, eventId }));
      const joined = memberMessageIn(locale, M.joined);
      const description = place.status === 'waiting' ? `${dashboard_waitlist_position({ position: place.position }, { locale })}. ${joined}` : joined;
      return { place, redirect: next, flash: success(locale, 'Waitlist', description) };
    },
  }),

  /** Takes the member out of line (a held seat passes to the next). */
  leave: defineFormAction({
    input: WaitlistSchema,
    guard,
    failure: M.failed,
    back: true,
    handler: async ({ eventId, next }, { context, user }) => {
      const locale = localeOf(context);
      await answeringIn(locale, () => leaveWaitlist(getDb(), { userId: user.id, eventId, origin: siteOrigin(context) }));
      return { eventId, redirect: next, flash: success(locale, 'Waitlist', M.left) };
    },
  }),

  /**
   * Takes the seat held for the member: registered with the account's name and email. Free
   * events confirm at once (with the confirmation email); paid ones go to Checkout like Register.
   */
  confirm: defineFormAction({
    input: WaitlistSchema,
    guard,
    limit: REGISTRATION_LIMIT,
    failure: REGISTRATION_MESSAGES.failed,
    back: true,
    handler: async ({ eventId }, { context, user }) => {
      const db = getDb();
      const origin = siteOrigin(context);
      const locale = localeOf(context);
      return answeringIn(locale, async () => {
        await requireOffer(db, user.id, eventId);
        const outcome = await register(db, { user, eventId, contact: contactFromAccount(user), origin, paymentsOpen: paymentsConfigured(), locale });
        if (!outcome.ok) throw refusalError(outcome);
        if (outcome.registration.status === 'awaiting_payment') {
          const checkout = await startTicketCheckout(db, requireStripe(), { payer: user, eventId, origin });
          return { registration: outcome.registration, redirect: checkout.url };
        }
        return { registration: outcome.registration, redirect: localizePath(locale, `/events/${eventId}/register`), flash: success(locale, 'Registered', REGISTRATION_MESSAGES.registered) };
      });
    },
  }),

  /** Gives up the seat held for the member; it is offered to the next in line at once. */
  decline: defineFormAction({
    input: WaitlistSchema,
    guard,
    failure: M.failed,
    back: true,
    handler: async ({ eventId, next }, { context, user }) => {
      const locale = localeOf(context);
      await answeringIn(locale, () => leaveWaitlist(getDb(), { userId: user.id, eventId, offeredOnly: true, origin: siteOrigin(context) }));
      return { eventId, redirect: next, flash: success(locale, 'Waitlist', M.declined) };
    },
  }),
};
