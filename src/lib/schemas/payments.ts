/** What the payment forms send: a plan by its slug, a business or an event by id. Prices are never sent. */
import { z } from 'zod';
import { asText, choiceField, idField } from './fields.ts';

const slugField = (message: string) => z.preprocess((value) => asText(value).trim(), z.string().regex(/^[a-z0-9-]{1,60}$/, message));

export const SubscribeSchema = z.object({ plan: slugField('Please choose the monthly or yearly Premium plan.') });

export const ListingCheckoutSchema = z.object({
  plan: slugField('Please choose one of the listing plans.'),
  businessId: idField('Please choose your business.'),
  returnTo: z.preprocess((value) => asText(value).trim() || 'payment', choiceField(['payment', 'checkout'], 'Unknown return page')),
});

export const TicketPaymentSchema = z.object({ eventId: idField('Event not found.') });

/** Buttons that send nothing but themselves (open billing, ask for the refund). */
export const NoInputSchema = z.object({});
