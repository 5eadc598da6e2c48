/**
 * The admin's writes on listings (spec 02, admin panel and the dashboard's Businesses tab): a new
 * business, its premium and listed switches, and its owner. Creating one reuses the owner form's
 * fields, in the admin panel's words (ADMIN_BUSINESS_FIELDS).
 */
import { AdminBusinessSchema } from '../lib/schemas/admin-create.ts';
import { BusinessFlagSchema, BusinessIdSchema, LinkOwnerSchema } from '../lib/schemas/admin-tools.ts';
import { ADMIN_CREATE_MESSAGES as M, ADMIN_NOTICES as N, ADMIN_TOOL_MESSAGES as T } from '../lib/schemas/admin-tools-messages.ts';
import { localizePath } from '../lib/i18n/locales.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { backToAdminPage, manageBusinesses } from '../lib/server/actions/admin-actions.ts';
import { createBusinessAsAdmin } from '../lib/server/admin/admin-create.ts';
import { linkOwner, setBusinessFlag, unlinkOwner } from '../lib/server/admin/admin-businesses.ts';
import { getDb } from '../lib/server/db/client.ts';

export const adminBusinesses = {
  createBusiness: defineFormAction({
    changes: 'named',
    localizeNext: true,
    input: AdminBusinessSchema,
    guard: manageBusinesses,
    failure: M.businessFailed,
    handler: async (input, { user, locale }) => {
      const business = await createBusinessAsAdmin(getDb(), input, user.id);
      return {
        business,
        redirect: localizePath(locale, `/admin-panel?created=business&id=${business.id}`),
        flash: { title: M.success, description: M.businessCreated, variant: 'success' as const },
      };
    },
  }),
  /** Premium granted or removed, listing shown or hidden. */
  setBusinessFlag: defineFormAction({
    changes: 'named',
    localizeNext: true,
    input: BusinessFlagSchema,
    guard: manageBusinesses,
    failure: T.failed,
    back: true,
    handler: async (input, { context, user }) => {
      await setBusinessFlag(getDb(), user.id, input);
      return { ok: true, ...backToAdminPage(context, N.listingSaved) };
    },
  }),
  linkOwner: defineFormAction({
    changes: 'named',
    localizeNext: true,
    input: LinkOwnerSchema,
    guard: manageBusinesses,
    failure: T.failed,
    back: true,
    handler: async (input, { context, user }) => ({
      ...(await linkOwner(getDb(), user.id, input)),
      ...backToAdminPage(context, N.ownerLinked),
    }),
  }),
  unlinkOwner: defineFormAction({
    changes: 'named',
    localizeNext: true,
    input: BusinessIdSchema,
    guard: manageBusinesses,
    failure: T.failed,
    back: true,
    handler: async ({ businessId }, { context, user }) => {
      await unlinkOwner(getDb(), user.id, businessId);
      return { ok: true, ...backToAdminPage(context, N.ownerUnlinked) };
    },
  }),
};
