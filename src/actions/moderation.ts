/**
 * The admin's moderation queues (spec 02, the dashboard's Moderation tab): listing claims, partner
 * applications, reported reviews, photos and paid uploads, each decided once.
 */
import {
  ApplicationDecisionSchema,
  ClaimDecisionSchema,
  PhotoDecisionSchema,
  ReportDecisionSchema,
  UploadDecisionSchema,
} from '../lib/schemas/admin-tools.ts';
import { ADMIN_NOTICES as N, ADMIN_TOOL_MESSAGES as T } from '../lib/schemas/admin-tools-messages.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { backToAdminPage, manageBusinesses, managePhotos } from '../lib/server/actions/admin-actions.ts';
import { decideApplication, decideClaim, decidePhoto, decideReport } from '../lib/server/admin/moderation.ts';
import { getDb } from '../lib/server/db/client.ts';
import { siteOrigin } from '../lib/server/http/site-url.ts';
import { getStripe } from '../lib/server/payments/stripe.ts';
import { decideUpload } from '../lib/server/uploads/upload-review.ts';

export const moderation = {
  decideClaim: defineFormAction({
    changes: 'named',
    localizeNext: true,
    input: ClaimDecisionSchema,
    guard: manageBusinesses,
    failure: T.failed,
    back: true,
    handler: async ({ claimId, decision, reason }, { context, user }) => {
      await decideClaim(getDb(), user.id, { claimId, approve: decision === 'approve', reason }, siteOrigin(context));
      return { ok: true, ...backToAdminPage(context, decision === 'approve' ? N.claimApproved : N.claimRefused) };
    },
  }),
  decideApplication: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: ApplicationDecisionSchema,
    guard: manageBusinesses,
    failure: T.failed,
    back: true,
    handler: async ({ applicationId, decision, notes }, { context, user }) => {
      await decideApplication(getDb(), user.id, { applicationId, approve: decision === 'approve', notes });
      return { ok: true, ...backToAdminPage(context, decision === 'approve' ? N.applicationApproved : N.applicationRefused) };
    },
  }),
  decideReport: defineFormAction({
    changes: 'named',
    localizeNext: true,
    input: ReportDecisionSchema,
    guard: manageBusinesses,
    failure: T.failed,
    back: true,
    handler: async ({ reviewId, decision }, { context, user }) => {
      await decideReport(getDb(), user.id, { reviewId, hide: decision === 'hide' });
      return { ok: true, ...backToAdminPage(context, decision === 'hide' ? N.reviewHidden : N.reviewKept) };
    },
  }),
  decidePhoto: defineFormAction({
    changes: 'named',
    localizeNext: true,
    input: PhotoDecisionSchema,
    guard: managePhotos,
    failure: T.failed,
    back: true,
    handler: async ({ photoId, decision }, { context, user }) => {
      await decidePhoto(getDb(), user.id, { photoId, keep: decision === 'keep' });
      return { ok: true, ...backToAdminPage(context, decision === 'keep' ? N.photoKept : N.photoRemoved) };
    },
  }),
  /** Publishes a paid upload as its tier says, or refuses it with a reason and refunds it (the owner is emailed either way). */
  decideUpload: defineFormAction({
    changes: 'named',
    localizeNext: true,
    input: UploadDecisionSchema,
    guard: manageBusinesses,
    failure: T.failed,
    back: true,
    handler: async ({ uploadId, decision, reason }, { context, user }) => {
      await decideUpload(getDb(), getStripe(), user.id, { uploadId, publish: decision === 'publish', reason }, siteOrigin(context));
      return { ok: true, ...backToAdminPage(context, decision === 'publish' ? N.uploadPublished : N.uploadRefused) };
    },
  }),
};
