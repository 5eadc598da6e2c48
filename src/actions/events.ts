/** Events: registering from the registration page, and Unregister wherever a registration shows. */
import { REGISTRATION_MESSAGES, REGISTRATION_TITLES, RegisterFormSchema, UnregisterSchema } from '../lib/schemas/events.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { requireUser } from '../lib/server/auth/guards.ts';
import { requireCapability } from '../lib/server/auth/permissions.ts';
import { getDb } from '../lib/server/db/client.ts';
import { siteOrigin } from '../lib/server/http/site-url.ts';
import { startTicketCheckout } from '../lib/server/events/tickets.ts';
import { placeOrder, sellsByType } from '../lib/server/events/ticket-orders.ts';
import { paymentsConfigured, requireStripe } from '../lib/server/payments/stripe.ts';
import {
  cancelRegistration,
  refusalError,
  register,
  REGISTRATION_LIMIT,
  type RegisterSuccess,
} from '../lib/server/events/registrations.ts';

/** Back to the registration page, which shows the registration, with the spec's notice. */
const registeredAnswer = (eventId: number, registration: RegisterSuccess['registration'] | null) => ({
  registration,
  redirect: `/events/${eventId}/register`,
  flash: { title: REGISTRATION_TITLES.registered, description: REGISTRATION_MESSAGES.registered, variant: 'success' as const },
});

export const events = {
  /** Registers the member with the form's contact details; back to the registration page, which then says so. */
  register: defineFormAction({
    changes: 'named',
    input: RegisterFormSchema,
    guard: (context) => requireCapability(context, 'events:register', REGISTRATION_MESSAGES.loginRequired),
    // Bots are told it worked; nothing is stored and no mail goes out.
    spam: (raw) => registeredAnswer(Number(raw.eventId) || 0, null),
    limit: REGISTRATION_LIMIT,
    failure: REGISTRATION_MESSAGES.failed,
    handler: async ({ eventId, homepage: _bot, ticketTypeId, quantity, promoCode, ...contact }, { context, user }) => {
      const db = getDb();
      const origin = siteOrigin(context);
      const common = { user, eventId, contact, origin, paymentsOpen: paymentsConfigured(), locale: context.locals.locale };
      // An event sold by ticket type takes an order (issue 33); any other, one seat.
      const order = { quantities: ticketTypeId.map((id, index) => ({ ticketTypeId: id, quantity: quantity[index] ?? 0 })), promoCode };
      const outcome = (await sellsByType(db, eventId)) ? await placeOrder(db, { ...common, order }) : await register(db, common);
      if (!outcome.ok) throw refusalError(outcome);
      // A paid seat is held: pay for it in Checkout (the webhook confirms it and issues the ticket).
      if (outcome.registration.status === 'awaiting_payment') {
        const checkout = await startTicketCheckout(db, requireStripe(), { payer: user, eventId, origin });
        return { registration: outcome.registration, redirect: checkout.url };
      }
      return registeredAnswer(eventId, outcome.registration);
    },
  }),

  /** Cancels the member's registration, freeing the seat; refused once the event is over. */
  unregister: defineFormAction({
    changes: 'named',
    localizeNext: true,
    input: UnregisterSchema,
    guard: (context) => requireUser(context, REGISTRATION_MESSAGES.loginRequired),
    failure: REGISTRATION_MESSAGES.unregisterFailed,
    back: true,
    handler: async ({ eventId, next }, { context, user }) => {
      const outcome = await cancelRegistration(getDb(), user.id, eventId, new Date(), siteOrigin(context));
      if (!outcome.ok) throw refusalError(outcome);
      const flash = {
        title: REGISTRATION_TITLES.unregistered,
        description: REGISTRATION_MESSAGES.unregistered,
        variant: 'success' as const,
      };
      return { eventId, redirect: next, flash };
    },
  }),
};
