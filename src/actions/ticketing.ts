/** The owner's ticket types and promo codes (issue 33): actions.owner.saveTicketTypes, createPromoCode, removePromoCode. */
import { PromoCodeRemoveSchema, PromoCodeSchema, TicketTypesSchema } from '../lib/schemas/ticketing.ts';
import { OWNER_EVENT_TITLES } from '../lib/schemas/owner-events-messages.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { requireOwnerOfForm } from '../lib/server/auth/guards.ts';
import { getDb } from '../lib/server/db/client.ts';
import { createPromoCode, removePromoCode } from '../lib/server/events/promo-codes.ts';
import { saveTicketTypes } from '../lib/server/events/ticket-types.ts';
import { said } from '../lib/i18n/said.ts';
import * as m from '../paraglide/messages.js';

export const ticketing = {
  /** Replaces an upcoming event's ticket types (rows of typeId, typeName, typePrice, typeQuantity, typeSalesStart, typeSalesEnd, typeMaxPerOrder). */
  saveTicketTypes: defineFormAction({
    changes: 'named',
    localizeNext: true,
    input: TicketTypesSchema,
    guard: requireOwnerOfForm,
    failure: said(m.ticketing_types_failed),
    handler: async ({ next, businessId, eventId, types }) => {
      const saved = await saveTicketTypes(getDb(), { businessId, eventId, types });
      return {
        ticketTypes: saved,
        redirect: next,
        flash: { title: OWNER_EVENT_TITLES.success, description: said(m.ticketing_types_saved), variant: 'success' as const },
      };
    },
  }),

  /** Adds a promo code to the business, for one of its events or all. */
  createPromoCode: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: PromoCodeSchema,
    guard: requireOwnerOfForm,
    failure: said(m.ticketing_promo_failed),
    handler: async ({ next, businessId, ...input }) => {
      const promoCode = await createPromoCode(getDb(), { businessId, input });
      return {
        promoCode,
        redirect: next,
        flash: {
          title: OWNER_EVENT_TITLES.success,
          description: said(m.ticketing_promo_created, { code: promoCode.code }),
          variant: 'success' as const,
        },
      };
    },
  }),

  /** Removes a code never used, or switches off one that was. */
  removePromoCode: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: PromoCodeRemoveSchema,
    guard: requireOwnerOfForm,
    failure: said(m.ticketing_promo_remove_failed),
    back: true,
    handler: async ({ next, businessId, promoCodeId }) => {
      const removed = await removePromoCode(getDb(), { businessId, promoCodeId });
      const description =
        removed.removed === 'deleted'
          ? said(m.ticketing_promo_removed, { code: removed.code })
          : said(m.ticketing_promo_deactivated, { code: removed.code });
      return { removed, redirect: next, flash: { title: OWNER_EVENT_TITLES.success, description, variant: 'success' as const } };
    },
  }),
};
