/** What the payment forms send: a plan by its slug, a business or an event by id. Prices are never sent. */
import { z } from 'zod';
import { asText, choiceField, idField } from './fields.ts';
import { messageKey, said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

const slugField = (message: string) => z.preprocess((value) => asText(value).trim(), z.string().regex(/^[a-z0-9-]{1,60}$/, message));

export const SubscribeSchema = z.object({ plan: slugField(messageKey(said(m.partners_sub_choose_plan))) });

export const ListingCheckoutSchema = z.object({
  plan: slugField(messageKey(said(m.organiser_msg_choose_listing_plan))),
  businessId: idField(messageKey(said(m.organiser_msg_choose_business))),
  returnTo: z.preprocess(
    (value) => asText(value).trim() || 'payment',
    choiceField(['payment', 'checkout'], messageKey(said(m.organiser_msg_unknown_return))),
  ),
});

/** Connecting (or finishing connecting) a business's Stripe account, from its dashboard's Payments tab. */
export const ConnectAccountSchema = z.object({ businessId: idField(messageKey(said(m.organiser_msg_choose_business))) });

export const TicketPaymentSchema = z.object({ eventId: idField(messageKey(said(m.events_ticket_event_unknown))) });

/** Buttons that send nothing but themselves (open billing, ask for the refund). */
export const NoInputSchema = z.object({});
