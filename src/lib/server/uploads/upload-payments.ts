/**
 * Paying for an upload-center tier (spec 02: POST /api/business-uploads/{id}/payment; decisions:
 * Stripe Checkout for every payment). The amount is the upload's stored tier price, never the
 * request's. Only the verified webhook moves the upload on, to the admin's review queue, and
 * mails the payer's receipt, once; an abandoned Checkout leaves it pending, to pay again. A
 * business whose page is full (UPLOADS_SHOWN_MAX shown or waiting) is not sold another.
 */
import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { businessUploads, businesses } from '#db/schema.ts';
import { UPLOAD_TIER_NAMES, UPLOADS_SHOWN_MAX } from '#lib/domain/upload-tiers.ts';
import { UPLOAD_CENTER_MESSAGES as M } from '#lib/schemas/upload-messages.ts';
import { mailStatement } from '../mail/outbox.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { createCheckoutSession } from '../payments/checkout.ts';
import { ensureCustomer, type Payer } from '../payments/customers.ts';
import { metadataId, paymentIntentOf } from '../payments/session-fields.ts';
import { isMissingInStripe, paymentFailure } from '../payments/stripe.ts';
import type { Effect, EffectContext } from '../payments/effect.ts';
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

export async function startUploadCheckout(
  db: Database,
  stripe: Stripe,
  input: { payer: Payer & { role?: string }; businessId: number; uploadId: number; origin: string },
): Promise<{ url: string }> {
  const [upload] = await db
    .select({ upload: businessUploads, businessName: businesses.name })
    .from(businessUploads)
    .innerJoin(businesses, eq(businesses.id, businessUploads.businessId))
    .where(
      and(eq(businessUploads.id, input.uploadId), eq(businessUploads.businessId, input.businessId), eq(businessUploads.isActive, true)),
    );
  if (!upload) throw new HttpError(404, M.notFound, { title: M.paymentErrorTitle });
  if (upload.upload.status !== 'pending_payment')
    throw new HttpError(409, M.notPending, { title: said(m.media_upload_already_paid_title) });
  const [{ live }] = await db.all<{ live: number }>(sql`
    select count(*) as live from business_uploads
    where business_id = ${input.businessId} and id <> ${upload.upload.id} and is_active = 1
      and (status = 'in_review' or (status = 'published' and published_until > ${Date.now()}))`);
  if (Number(live) >= UPLOADS_SHOWN_MAX) throw new HttpError(409, M.pageFull, { title: M.paymentErrorTitle });
  try {
    // A Checkout still open for it is reused: a second click pays once.
    if (upload.upload.stripeCheckoutSessionId) {
      const open = await stripe.checkout.sessions.retrieve(upload.upload.stripeCheckoutSessionId).catch((error: unknown) => {
        if (isMissingInStripe(error)) return null;
        throw error;
      });
      if (open?.status === 'open' && open.url) return { url: open.url };
    }
    const customer = await ensureCustomer(db, stripe, input.payer);
    const tier = UPLOAD_TIER_NAMES[upload.upload.tier];
    const session = await createCheckoutSession(stripe, {
      item: {
        name: `${tier} upload: ${upload.upload.title}`,
        description: `Upload center, ${upload.businessName}`,
        amountCents: upload.upload.priceCents,
      },
      metadata: {
        kind: 'upload',
        uploadId: String(upload.upload.id),
        businessId: String(input.businessId),
        userId: String(input.payer.id),
      },
      origin: input.origin,
      // An admin paying for a business comes back to that business's upload center.
      successPath: input.payer.role === 'admin' ? `/business-uploads?business=${input.businessId}` : '/business-uploads',
      cancelPath:
        input.payer.role === 'admin'
          ? `/business-uploads?business=${input.businessId}&payment=cancelled`
          : '/business-uploads?payment=cancelled',
      customer,
      clientReferenceId: String(input.payer.id),
      idempotencyKey: `upload-payment-${upload.upload.id}-${upload.upload.stripeCheckoutSessionId ?? 'first'}`,
    });
    await db.update(businessUploads).set({ stripeCheckoutSessionId: session.id }).where(eq(businessUploads.id, upload.upload.id));
    return { url: session.url };
  } catch (error) {
    throw paymentFailure(error, M.paymentFailed);
  }
}

/** Checkout paid: the upload goes to the admin's review queue and the payer gets the receipt (once, whatever the retries). */
export async function fulfilUpload(session: Stripe.Checkout.Session, context: EffectContext): Promise<Effect | null> {
  const uploadId = metadataId(session, 'uploadId');
  if (!uploadId) return null;
  const nowMs = context.now.getTime();
  return {
    statements: [
      context.db.run(sql`
        update business_uploads set status = 'in_review', paid_at = ${nowMs}, stripe_payment_intent_id = ${paymentIntentOf(session)}, stripe_checkout_session_id = ${session.id}
        where id = ${uploadId} and status = 'pending_payment' and is_active = 1`),
    ],
    // The receipt, once per upload, written only if this event is the one that took the payment.
    mails: [
      mailStatement(
        context.db,
        {
          compose: 'upload_receipt',
          kind: 'upload_payment_receipt',
          args: { uploadId, payerId: metadataId(session, 'userId'), origin: context.origin },
        },
        {
          dedupeKey: `upload_receipt:${uploadId}`,
          when: sql`exists (select 1 from business_uploads where id = ${uploadId} and status = 'in_review' and paid_at = ${nowMs})`,
        },
      ),
    ],
    after: async (results) => {
      if (((results[0] as { rowsAffected?: number }).rowsAffected ?? 0) > 0) return;
      // Paid for an upload that is gone (deleted while its Checkout was open) or paid already: the money goes back.
      const [row] = await context.db
        .select({ intent: businessUploads.stripePaymentIntentId })
        .from(businessUploads)
        .where(eq(businessUploads.id, uploadId));
      const intent = paymentIntentOf(session);
      if (intent && row?.intent !== intent)
        await context.stripe.refunds.create(
          { payment_intent: intent, metadata: { reason: 'upload_gone', uploadId: String(uploadId) } },
          { idempotencyKey: `upload-gone-refund-${session.id}` },
        );
    },
  };
}

/** The upload a session paid for, for the return page: its title and whether it is active yet. */
export async function uploadOfSession(
  db: Database,
  sessionId: string,
  businessId: number,
): Promise<{ title: string; status: string } | null> {
  const [row] = await db
    .select({ title: businessUploads.title, status: businessUploads.status })
    .from(businessUploads)
    .where(and(eq(businessUploads.stripeCheckoutSessionId, sessionId), eq(businessUploads.businessId, businessId)));
  return row ?? null;
}
