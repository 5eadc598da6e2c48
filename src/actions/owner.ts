/** The business dashboard's writes: each guarded to the owner of the business the form names, or an admin. */
import { BUSINESS_EDIT_MESSAGES, BusinessEditFormSchema } from '../lib/schemas/business-edit.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { businessIdOf, requireBusinessOwner } from '../lib/server/auth/guards.ts';
import { updateBusiness } from '../lib/server/businesses/business-edit.ts';
import { getDb } from '../lib/server/db/client.ts';

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
};
