/** Claiming a listing or submitting a new one (decisions: claiming a listing), for business owners without a business. */
import { CLAIM_MESSAGES as M, ClaimSchema, NewListingSchema, WithdrawClaimSchema } from '../lib/schemas/claims.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { ownerMessageIn } from '../lib/domain/localized-owner-messages.ts';
import { requireRole } from '../lib/server/auth/guards.ts';
import { claimListing, submitListing, withdrawClaim } from '../lib/server/claims/claims.ts';
import { getDb } from '../lib/server/db/client.ts';
import type { WriteLimit } from '../lib/server/security/rate-limit.ts';

const CLAIM_LIMIT: WriteLimit = { name: 'claims', limit: { limit: 10, windowMs: 60 * 60_000 }, per: 'user' };
const owners = (context: Parameters<typeof requireRole>[0]) => requireRole(context, 'business_owner', 'Please log in to claim a listing.');

export const claims = {
  claim: defineFormAction({
    input: ClaimSchema,
    guard: owners,
    limit: CLAIM_LIMIT,
    handler: async (input, { context, user }) => {
      const claimId = await claimListing(getDb(), user, input, context.locals.locale);
      return { claimId, redirect: '/business-dashboard', flash: { title: 'Claim sent', description: M.claimed, variant: 'success' as const } };
    },
    translate: ownerMessageIn,
  }),
  submit: defineFormAction({
    input: NewListingSchema,
    guard: owners,
    limit: CLAIM_LIMIT,
    handler: async (input, { context, user }) => {
      const businessId = await submitListing(getDb(), user, input, context.locals.locale);
      return { businessId, redirect: '/business-dashboard', flash: { title: 'Listing sent for review', description: M.submitted, variant: 'success' as const } };
    },
    translate: ownerMessageIn,
  }),
  withdraw: defineFormAction({
    input: WithdrawClaimSchema,
    guard: owners,
    handler: async ({ claimId }, { user }) => {
      await withdrawClaim(getDb(), user.id, claimId);
      return { redirect: '/business-dashboard', flash: { title: 'Claim withdrawn', description: M.withdrawn, variant: 'success' as const } };
    },
    translate: ownerMessageIn,
  }),
};
