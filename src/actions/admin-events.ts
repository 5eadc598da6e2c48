/**
 * The admin's writes on events (spec 02, admin panel and the dashboard's Events tab): a new event,
 * and any upcoming one edited or cancelled. They reuse the owner form's fields, services and
 * messages (owner-events-messages.ts).
 */
import { AdminEventSchema } from '../lib/schemas/admin-create.ts';
import { AdminEventEditSchema, EventIdSchema } from '../lib/schemas/admin-tools.ts';
import { ADMIN_CREATE_MESSAGES as M, ADMIN_NOTICES as N } from '../lib/schemas/admin-tools-messages.ts';
import { OWNER_EVENT_MESSAGES } from '../lib/schemas/owner-events-messages.ts';
import { localizePath } from '../lib/i18n/locales.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { backToAdminPage, manageBusinesses } from '../lib/server/actions/admin-actions.ts';
import { createEventAsAdmin } from '../lib/server/admin/admin-create.ts';
import { auditStatement } from '../lib/server/admin/audit.ts';
import { getDb } from '../lib/server/db/client.ts';
import { cancelOwnerEvent, eventForEditing, updateOwnerEvent } from '../lib/server/events/owner-events.ts';
import { HttpError } from '../lib/server/http/errors.ts';
import { siteOrigin } from '../lib/server/http/site-url.ts';
import { getStripe } from '../lib/server/payments/stripe.ts';

export const adminEvents = {
  createEvent: defineFormAction({
    changes: 'named',
    localizeNext: true,
    input: AdminEventSchema,
    guard: manageBusinesses,
    failure: M.eventFailed,
    handler: async (input, { user, locale }) => {
      const event = await createEventAsAdmin(getDb(), input, user.id);
      return {
        event,
        redirect: localizePath(locale, `/admin-panel?created=event&id=${event.id}`),
        flash: { title: M.success, description: M.eventCreated, variant: 'success' as const },
      };
    },
  }),
  /** Any upcoming event, with the owner form's fields and messages. */
  updateEvent: defineFormAction({
    changes: 'named',
    localizeNext: true,
    input: AdminEventEditSchema,
    guard: manageBusinesses,
    failure: OWNER_EVENT_MESSAGES.failed,
    handler: async (input, { context, user }) => {
      const db = getDb();
      const before = await eventForEditing(db, input.eventId);
      if (!before) throw new HttpError(404, OWNER_EVENT_MESSAGES.notFound);
      const event = await updateOwnerEvent(db, { ...input, businessId: null });
      await auditStatement(db, {
        actorId: user.id,
        action: 'event.update',
        subjectType: 'event',
        subjectId: input.eventId,
        before: { title: before.title, date: before.date, maxCapacity: before.maxCapacity },
        after: { title: event.title, date: event.date, maxCapacity: event.maxCapacity },
      });
      return { event, ...backToAdminPage(context, N.eventSaved) };
    },
  }),
  cancelEvent: defineFormAction({
    changes: 'named',
    localizeNext: true,
    input: EventIdSchema,
    guard: manageBusinesses,
    failure: OWNER_EVENT_MESSAGES.cancelFailed,
    back: true,
    handler: async ({ eventId }, { context, user }) => {
      const db = getDb();
      const outcome = await cancelOwnerEvent(db, getStripe(), { businessId: null, eventId, origin: siteOrigin(context) });
      await auditStatement(db, {
        actorId: user.id,
        action: 'event.cancel',
        subjectType: 'event',
        subjectId: eventId,
        before: { isActive: true },
        after: { isActive: false, emailed: outcome.emailed, refunds: outcome.refunds },
      });
      return { emailed: outcome.emailed, refunds: outcome.refunds, ...backToAdminPage(context, N.eventCancelled) };
    },
  }),
};
