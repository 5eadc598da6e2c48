/**
 * Advertising (issue 17): an advertiser's ads (signed in; only their own) and the admin's
 * decision on them. Refusals and notices are message keys, said in the language of the page that
 * sent the form (define-action.ts).
 */
import { AdEditSchema, AdIdSchema, AdRejectSchema, AdSchema } from '../lib/schemas/ads.ts';
import { ADS_MESSAGES as M } from '../lib/schemas/ads-messages.ts';
import type { Said } from '../lib/i18n/said.ts';
import { defineFormAction, type ActionContext } from '../lib/server/actions/define-action.ts';
import { requireRole, requireUser } from '../lib/server/auth/guards.ts';
import { getDb } from '../lib/server/db/client.ts';
import { createAd, deleteDraft, pauseAd, resumeAd, submitAd, updateAd } from '../lib/server/advertising/ads.ts';
import { approveAd, rejectAd } from '../lib/server/advertising/ad-review.ts';
import type { WriteLimit } from '../lib/server/security/rate-limit.ts';
import { cacheKey } from '../lib/server/http/cache-keys.ts';

/** Ad saves per account (each may carry an image): plenty for a person, a cap on a script. */
const SAVE_LIMIT: WriteLimit = { name: 'ads-save', limit: { limit: 60, windowMs: 10 * 60_000 }, per: 'user' };

const advertisers = (context: ActionContext) => requireUser(context, M.signIn);
const admins = (context: ActionContext) => requireRole(context, 'admin');
const success = 'success' as const;

/** A change of an ad's state by its advertiser (send for approval, pause, resume): back to the form's page with its notice. */
const defineAdStepAction = (change: (db: ReturnType<typeof getDb>, userId: number, adId: number) => Promise<void>, title: Said) =>
  defineFormAction({
    // Pausing and resuming decide whether pages draw their ad slot; sending for approval changes none, said alike.
    changes: [cacheKey.ads],
    localizeNext: true,
    input: AdIdSchema,
    guard: advertisers,
    back: true,
    failure: M.failed,
    handler: async ({ adId, next }, { user }) => {
      await change(getDb(), user.id, adId);
      return { adId, redirect: next, flash: { title, variant: success } };
    },
  });

export const ads = {
  create: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: AdSchema,
    guard: advertisers,
    limit: SAVE_LIMIT,
    failure: M.failed,
    handler: async (input, { user }) => {
      const adId = await createAd(getDb(), user.id, input, input.image);
      return { adId, redirect: `/advertiser/ads/${adId}`, flash: { title: M.created, variant: success } };
    },
  }),

  update: defineFormAction({
    changes: [cacheKey.ads],
    localizeNext: true,
    input: AdEditSchema,
    guard: advertisers,
    limit: SAVE_LIMIT,
    failure: M.failed,
    handler: async ({ adId, ...input }, { user }) => {
      const { backToPending } = await updateAd(getDb(), user.id, adId, input, input.image);
      return { adId, redirect: input.next, flash: { title: backToPending ? M.savedPending : M.saved, variant: success } };
    },
  }),

  submit: defineAdStepAction(submitAd, M.submitted),

  pause: defineAdStepAction(pauseAd, M.paused),

  resume: defineAdStepAction(resumeAd, M.resumed),

  deleteDraft: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: AdIdSchema,
    guard: advertisers,
    back: true,
    failure: M.failed,
    handler: async ({ adId }, { user }) => {
      await deleteDraft(getDb(), user.id, adId);
      return { adId, redirect: '/advertiser', flash: { title: M.deleted, variant: success } };
    },
  }),

  approve: defineFormAction({
    changes: [cacheKey.ads],
    localizeNext: true,
    input: AdIdSchema,
    guard: admins,
    back: true,
    failure: M.failed,
    handler: async ({ adId, next }, { user }) => {
      await approveAd(getDb(), user.id, adId);
      return { adId, redirect: next, flash: { title: M.approved, variant: success } };
    },
  }),

  reject: defineFormAction({
    changes: [cacheKey.ads],
    localizeNext: true,
    input: AdRejectSchema,
    guard: admins,
    failure: M.failed,
    handler: async ({ adId, reason, next }, { user }) => {
      await rejectAd(getDb(), user.id, adId, reason);
      return { adId, redirect: next, flash: { title: M.rejected, variant: success } };
    },
  }),
};
