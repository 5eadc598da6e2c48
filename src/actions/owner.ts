/** The business dashboard's writes: each guarded to the owner of the business the form names, or an admin. */
import { BUSINESS_EDIT_MESSAGES, BusinessEditFormSchema } from '../lib/schemas/business-edit.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { businessIdOf, requireBusinessOwner } from '../lib/server/auth/guards.ts';
import { updateBusiness } from '../lib/server/businesses/business-edit.ts';
import { getDb } from '../lib/server/db/client.ts';
import { OWNER_EVENT_MESSAGES, OwnerEventCancelSchema, OwnerEventEditSchema, OwnerEventSchema } from '../lib/schemas/owner-events.ts';
import { cancelOwnerEvent, createOwnerEvent, updateOwnerEvent } from '../lib/server/events/owner-events.ts';
import { siteOrigin } from '../lib/server/http/site-url.ts';
import { getStripe } from '../lib/server/payments/stripe.ts';
import { businessOfEvent } from '../lib/server/events/owner-events.ts';
import { HttpError } from '../lib/server/http/errors.ts';

const ownerOfForm = (context: Parameters<typeof requireBusinessOwner>[0], raw: Readonly<Record<string, unknown>>) => requireBusinessOwner(context, businessIdOf(raw));

export const owner = {
  /** Saves the Edit Business form; back to the dashboard's edit tab with the spec's notice. */
  updateBusiness: defineFormAction({
    input: BusinessEditFormSchema,
    guard: ownerOfForm,
    failure: BUSINESS_EDIT_MESSAGES.failed,
    handler: async ({ businessId, next, ...changes }) => {
      const business = await updateBusiness(getDb(), businessId, changes);
      return { business, redirect: next, flash: { title: 'Success', description: BUSINESS_EDIT_MESSAGES.updated, variant: 'success' as const } };
    },
  }),

  /** Posts an event for a premium business (spec defaults: capacity 50, booking required, members-only). */
  createEvent: defineFormAction({
    input: OwnerEventSchema,
    guard: ownerOfForm,
    failure: OWNER_EVENT_MESSAGES.failed,
    handler: async ({ next, ...input }, { user }) => {
      const event = await createOwnerEvent(getDb(), input, user.id);
      return { event, redirect: next, flash: { title: 'Success', description: OWNER_EVENT_MESSAGES.created, variant: 'success' as const } };
    },
  }),

  /** Changes an upcoming event of the business. */
  updateEvent: defineFormAction({
    input: OwnerEventEditSchema,
    guard: ownerOfForm,
    failure: OWNER_EVENT_MESSAGES.failed,
    handler: async ({ next, ...input }) => {
      await ownEvent(input.businessId, input.eventId);
      const event = await updateOwnerEvent(getDb(), input);
      return { event, redirect: next, flash: { title: 'Success', description: OWNER_EVENT_MESSAGES.updated, variant: 'success' as const } };
    },
  }),

  /** Cancels an upcoming event: seats released, paid tickets refunded, every registrant emailed. */
  cancelEvent: defineFormAction({
    input: OwnerEventCancelSchema,
    guard: ownerOfForm,
    failure: OWNER_EVENT_MESSAGES.cancelFailed,
    back: true,
    handler: async ({ businessId, eventId, next }, { context }) => {
      await ownEvent(businessId, eventId);
      const outcome = await cancelOwnerEvent(getDb(), getStripe(), { businessId, eventId, origin: siteOrigin(context) });
      return { emailed: outcome.emailed, redirect: next, flash: { title: 'Event Cancelled', description: OWNER_EVENT_MESSAGES.cancelled, variant: 'success' as const } };
    },
  }),
};

/** The event must belong to the business the form names (whose owner the guard checked). */
async function ownEvent(businessId: number, eventId: number): Promise<void> {
  if ((await businessOfEvent(getDb(), eventId)) !== businessId) throw new HttpError(404, OWNER_EVENT_MESSAGES.notFound);
}
