/** The Business Upload Center's writes: pay for a pending upload, delete one (actions.owner.payUpload, deleteUpload). */
import { OWNED_ITEM_MESSAGES as M, OwnedItemSchema } from '../lib/schemas/media.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { requireOwnerOfForm } from '../lib/server/auth/guards.ts';
import { getDb } from '../lib/server/db/client.ts';
import { HttpError } from '../lib/server/http/errors.ts';
import { siteOrigin } from '../lib/server/http/site-url.ts';
import { CHECKOUT_LIMIT } from '../lib/server/payments/limits.ts';
import { getStripe, requireStripe } from '../lib/server/payments/stripe.ts';
import { businessOfUpload, deleteUpload } from '../lib/server/uploads/upload-center.ts';
import { startUploadCheckout } from '../lib/server/uploads/upload-payments.ts';

export const businessUploads = {
  /** Opens Checkout for a pending upload at its tier's price. */
  payUpload: defineFormAction({
    changes: 'nothing public',
    input: OwnedItemSchema,
    guard: requireOwnerOfForm,
    limit: CHECKOUT_LIMIT,
    failure: M.paymentFailed,
    back: true,
    handler: async ({ businessId, id }, { context, user }) => {
      const db = getDb();
      if ((await businessOfUpload(db, id)) !== businessId) throw new HttpError(404, M.uploadNotFound);
      const checkout = await startUploadCheckout(db, requireStripe(), {
        payer: user,
        businessId,
        uploadId: id,
        origin: siteOrigin(context),
      });
      return { redirect: checkout.url };
    },
  }),

  /** Deletes an upload of the business (a paid one's record stays, retired) and its file. */
  deleteUpload: defineFormAction({
    changes: 'named',
    input: OwnedItemSchema,
    guard: requireOwnerOfForm,
    failure: M.uploadDeleteFailed,
    back: true,
    handler: async ({ businessId, id, next }) => {
      const db = getDb();
      if ((await businessOfUpload(db, id)) !== businessId) throw new HttpError(404, M.uploadNotFound);
      await deleteUpload(db, businessId, id, getStripe());
      return { redirect: next, flash: { title: M.uploadDeleted, variant: 'success' as const } };
    },
  }),
};
