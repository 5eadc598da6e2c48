/** The business dashboard's events (spec 02 section 5): post, change and cancel the business's own (actions.owner.createEvent...). */
import {
  OWNER_EVENT_MESSAGES,
  OwnerEventCancelSchema,
  OwnerEventEditSchema,
  OwnerEventSchema,
  OrderRefundSchema,
  TicketRefundSchema,
} from '../lib/schemas/owner-events.ts';
import { OWNER_EVENT_TITLES } from '../lib/schemas/owner-events-messages.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { requireOwnerOfForm } from '../lib/server/auth/guards.ts';
import { getDb } from '../lib/server/db/client.ts';
import { businessOfEvent, cancelOwnerEvent, createOwnerEvent, updateOwnerEvent } from '../lib/server/events/owner-events.ts';
import { HttpError } from '../lib/server/http/errors.ts';
import { siteOrigin } from '../lib/server/http/site-url.ts';
import { getStripe, requireStripe } from '../lib/server/payments/stripe.ts';
import { refundOrder, refundTicket } from '../lib/server/events/ticket-refunds.ts';
import { moneyIn } from '../lib/i18n/format.ts';
import { said } from '../lib/i18n/said.ts';
import * as m from '../paraglide/messages.js';

export const ownerEvents = {
  /** Refunds one ticket of the business's event, in full or in part, within the event's refund policy (an admin: any ticket). */
  refundTicket: defineFormAction({
    changes: 'named',
    localizeNext: true,
    input: TicketRefundSchema,
    guard: requireOwnerOfForm,
    failure: said(m.organiser_refund_failed),
    handler: async ({ next, businessId, ticketId, amount }, { user, locale }) => {
      const refund = await refundTicket(getDb(), requireStripe(), {
        businessId: user.role === 'admin' ? null : businessId,
        ticketId,
        amountCents: amount,
      });
      return {
        refund,
        redirect: next,
        flash: {
          title: said(m.organiser_refund_title),
          description: said(m.organiser_refund_done, { amount: moneyIn(locale, refund.refundedCents), name: refund.name }),
          variant: 'success' as const,
        },
      };
    },
  }),

  /** Refunds a whole order of the business's event: what is left of each of its tickets, within the policy (an admin: past it). */
  refundOrder: defineFormAction({
    changes: 'named',
    localizeNext: true,
    input: OrderRefundSchema,
    guard: requireOwnerOfForm,
    failure: said(m.organiser_refund_failed),
    handler: async ({ next, businessId, registrationId }, { user, locale }) => {
      const refund = await refundOrder(getDb(), requireStripe(), {
        businessId: user.role === 'admin' ? null : businessId,
        registrationId,
      });
      return {
        refund,
        redirect: next,
        flash: {
          title: said(m.organiser_refund_title),
          description: said(m.organiser_refund_order_done, {
            amount: moneyIn(locale, refund.refundedCents),
            count: refund.tickets,
            name: refund.name,
          }),
          variant: 'success' as const,
        },
      };
    },
  }),

  /** Posts an event for a premium business (spec defaults: capacity 50, booking required, members-only). */
  createEvent: defineFormAction({
    changes: 'named',
    localizeNext: true,
    input: OwnerEventSchema,
    guard: requireOwnerOfForm,
    failure: OWNER_EVENT_MESSAGES.failed,
    handler: async ({ next, ...input }, { user }) => {
      const event = await createOwnerEvent(getDb(), input, user.id);
      return {
        event,
        redirect: next,
        flash: { title: OWNER_EVENT_TITLES.success, description: OWNER_EVENT_MESSAGES.created, variant: 'success' as const },
      };
    },
  }),

  /** Changes an upcoming event of the business. */
  updateEvent: defineFormAction({
    changes: 'named',
    localizeNext: true,
    input: OwnerEventEditSchema,
    guard: requireOwnerOfForm,
    failure: OWNER_EVENT_MESSAGES.failed,
    handler: async ({ next, ...input }) => {
      await ownEvent(input.businessId, input.eventId);
      const event = await updateOwnerEvent(getDb(), input);
      return {
        event,
        redirect: next,
        flash: { title: OWNER_EVENT_TITLES.success, description: OWNER_EVENT_MESSAGES.updated, variant: 'success' as const },
      };
    },
  }),

  /** Cancels an upcoming event: seats released, paid tickets refunded, every registrant emailed. */
  cancelEvent: defineFormAction({
    changes: 'named',
    localizeNext: true,
    input: OwnerEventCancelSchema,
    guard: requireOwnerOfForm,
    failure: OWNER_EVENT_MESSAGES.cancelFailed,
    back: true,
    handler: async ({ businessId, eventId, next }, { context }) => {
      await ownEvent(businessId, eventId);
      const outcome = await cancelOwnerEvent(getDb(), getStripe(), { businessId, eventId, origin: siteOrigin(context) });
      return {
        emailed: outcome.emailed,
        redirect: next,
        flash: { title: OWNER_EVENT_TITLES.cancelled, description: OWNER_EVENT_MESSAGES.cancelled, variant: 'success' as const },
      };
    },
  }),
};

/** The event must belong to the business the form names (whose owner the guard checked). */
async function ownEvent(businessId: number, eventId: number): Promise<void> {
  if ((await businessOfEvent(getDb(), eventId)) !== businessId) throw new HttpError(404, OWNER_EVENT_MESSAGES.notFound);
}
