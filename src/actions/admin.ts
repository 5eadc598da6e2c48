/** The admin panel's forms (spec 02): Create Business and Create Event, admins only. */
import { ADMIN_CREATE_MESSAGES as M, AdminBusinessSchema, AdminEventSchema } from '../lib/schemas/admin-create.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { createBusinessAsAdmin, createEventAsAdmin } from '../lib/server/admin/admin-create.ts';
import { requireRole } from '../lib/server/auth/guards.ts';
import { getDb } from '../lib/server/db/client.ts';

const admins = (context: Parameters<typeof requireRole>[0]) => requireRole(context, 'admin');

export const admin = {
  createBusiness: defineFormAction({
    input: AdminBusinessSchema,
    guard: admins,
    failure: M.businessFailed,
    handler: async (input) => {
      const business = await createBusinessAsAdmin(getDb(), input);
      return { business, redirect: `/admin-panel?created=business&id=${business.id}`, flash: { title: 'Success', description: M.businessCreated, variant: 'success' as const } };
    },
  }),
  createEvent: defineFormAction({
    input: AdminEventSchema,
    guard: admins,
    failure: M.eventFailed,
    handler: async (input, { user }) => {
      const event = await createEventAsAdmin(getDb(), input, user.id);
      return { event, redirect: `/admin-panel?created=event&id=${event.id}`, flash: { title: 'Success', description: M.eventCreated, variant: 'success' as const } };
    },
  }),
};
