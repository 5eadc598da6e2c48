/**
 * POST /api/business-uploads/{id}/payment: opens Checkout for a pending upload of the owner's
 * business at its tier's stored price (any amount sent is ignored). 201 {checkoutUrl}; 401; 403;
 * 404; 409 when already paid; 503 when payments are not configured.
 */
import { apiWrite, json, parseIdParam } from '#lib/server/api/http.ts';
import { requireBusinessOwner, requireRole } from '#lib/server/auth/guards.ts';
import { getDb } from '#lib/server/db/client.ts';
import { siteOrigin } from '#lib/server/http/site-url.ts';
import { requireStripe } from '#lib/server/payments/stripe.ts';
import { businessOfUpload } from '#lib/server/uploads/upload-center.ts';
import { startUploadCheckout } from '#lib/server/uploads/upload-payments.ts';

export const POST = apiWrite('nothing public', async (context) => {
  requireRole(context, ['business_owner', 'admin']);
  const uploadId = parseIdParam(context.params.id);
  const db = getDb();
  const businessId = await businessOfUpload(db, uploadId);
  const user = requireBusinessOwner(context, businessId);
  const checkout = await startUploadCheckout(db, requireStripe(), { payer: user, businessId, uploadId, origin: siteOrigin(context) });
  return json({ checkoutUrl: checkout.url }, { status: 201 });
});
