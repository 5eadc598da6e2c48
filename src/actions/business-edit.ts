/** The business dashboard's Edit Business form (registered with the owner's actions: actions.owner.updateBusiness). */
import { BUSINESS_EDIT_MESSAGES, BusinessEditFormSchema } from '../lib/schemas/business-edit.ts';
import { OWNER_TITLES } from '../lib/schemas/business-edit-messages.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { requireOwnerOfForm } from '../lib/server/auth/guards.ts';
import { updateBusiness } from '../lib/server/businesses/business-edit.ts';
import { getDb } from '../lib/server/db/client.ts';

export const businessEdit = {
  /** Saves the Edit Business form; back to the dashboard's edit tab with the spec's notice. */
  updateBusiness: defineFormAction({
    changes: 'named',
    localizeNext: true,
    input: BusinessEditFormSchema,
    guard: requireOwnerOfForm,
    failure: BUSINESS_EDIT_MESSAGES.failed,
    handler: async ({ businessId, next, ...changes }) => {
      const business = await updateBusiness(getDb(), businessId, changes);
      return {
        business,
        redirect: next,
        flash: { title: OWNER_TITLES.success, description: BUSINESS_EDIT_MESSAGES.updated, variant: 'success' as const },
      };
    },
  }),
};
