/**
 * Claiming a listing (decisions: claiming a listing), for members and business owners without a
 * business: start a claim with a way to verify it, enter the code, ask for a new one, withdraw;
 * or submit a new listing. Plain forms (the claim page, the business dashboard) post here.
 */
import {
  CLAIM_MESSAGES as M,
  CLAIM_TITLES as TITLE,
  ClaimSchema,
  NewListingSchema,
  ResendClaimCodeSchema,
  VerifyClaimSchema,
  WithdrawClaimSchema,
} from '../lib/schemas/claims.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { requireUser } from '../lib/server/auth/guards.ts';
import { requireClaimant, startClaim, submitListing, withdrawClaim } from '../lib/server/claims/claims.ts';
import { resendClaimCode, verifyClaimCode } from '../lib/server/claims/claim-verification.ts';
import { getDb } from '../lib/server/db/client.ts';
import type { WriteLimit } from '../lib/server/security/rate-limit.ts';

const CLAIM_LIMIT: WriteLimit = { name: 'claims', limit: { limit: 10, windowMs: 60 * 60_000 }, per: 'user' };
/** Code tries per account, whatever the claim (each code also has its own few tries). */
const CODE_LIMIT: WriteLimit = { name: 'claim-codes', limit: { limit: 20, windowMs: 60 * 60_000 }, per: 'user' };
const signedIn = (context: Parameters<typeof requireUser>[0]) => requireUser(context, M.signIn);
const claimPage = (businessId: number) => `/business/${businessId}/claim`;

export const claims = {
  /** Starts a claim of a listing without an owner (or sends the waiting one's code elsewhere). */
  claim: defineFormAction({
    // A claim waits for the team (moderation.decideClaim names the listing); a new listing is hidden until then.
    changes: 'nothing public',
    localizeNext: true,
    input: ClaimSchema,
    guard: requireClaimant,
    limit: CLAIM_LIMIT,
    handler: async (input, { context, user }) => {
      const { claimId, status } = await startClaim(getDb(), user, input, context.locals.locale);
      const flash =
        status === 'verifying' ? { title: TITLE.codeSent, description: M.codeSent } : { title: TITLE.claimSent, description: M.claimed };
      return { claimId, redirect: claimPage(input.businessId), flash: { ...flash, variant: 'success' as const } };
    },
  }),
  /** The code the claimant received: right, the claim goes to the team. */
  verify: defineFormAction({
    // A claim waits for the team (moderation.decideClaim names the listing); a new listing is hidden until then.
    changes: 'nothing public',
    localizeNext: true,
    input: VerifyClaimSchema,
    guard: signedIn,
    limit: CODE_LIMIT,
    handler: async (input, { context, user }) => {
      const { businessId } = await verifyClaimCode(getDb(), user, input, context.locals.locale);
      return {
        redirect: claimPage(businessId),
        flash: { title: TITLE.claimVerified, description: M.verified, variant: 'success' as const },
      };
    },
  }),
  /** A new code, to where the last one went. */
  resendCode: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: ResendClaimCodeSchema,
    guard: signedIn,
    limit: CLAIM_LIMIT,
    handler: async ({ claimId }, { context, user }) => {
      const { businessId } = await resendClaimCode(getDb(), user, claimId, context.locals.locale);
      return { redirect: claimPage(businessId), flash: { title: TITLE.codeSent, description: M.codeSent, variant: 'success' as const } };
    },
  }),
  submit: defineFormAction({
    // A claim waits for the team (moderation.decideClaim names the listing); a new listing is hidden until then.
    changes: 'nothing public',
    localizeNext: true,
    input: NewListingSchema,
    guard: requireClaimant,
    limit: CLAIM_LIMIT,
    handler: async (input, { context, user }) => {
      const businessId = await submitListing(getDb(), user, input, context.locals.locale);
      return {
        businessId,
        redirect: '/business-dashboard',
        flash: { title: TITLE.listingSent, description: M.submitted, variant: 'success' as const },
      };
    },
  }),
  withdraw: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: WithdrawClaimSchema,
    guard: signedIn,
    handler: async ({ claimId, next }, { user }) => {
      await withdrawClaim(getDb(), user.id, claimId);
      return { redirect: next, flash: { title: TITLE.claimWithdrawn, description: M.withdrawn, variant: 'success' as const } };
    },
  }),
};
