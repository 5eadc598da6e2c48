/**
 * Loyalty (decision 025): a member redeems a reward for a code; the partner business (its owner,
 * or an admin) verifies a code once; admins manage the rewards. Answers come in the language of
 * the page that sent the form.
 */
import { RedeemSchema, RewardEditSchema, RewardIdSchema, RewardSchema, VerifyCodeSchema } from '../lib/schemas/loyalty.ts';
import { LOYALTY_MESSAGES as M, yourCode } from '../lib/schemas/loyalty-messages.ts';
import { formatLongDayIn } from '../lib/i18n/format.ts';
import { defineFormAction, type ActionContext } from '../lib/server/actions/define-action.ts';
import { requireRole, requireUser } from '../lib/server/auth/guards.ts';
import { getDb } from '../lib/server/db/client.ts';
import { redeemReward } from '../lib/server/loyalty/redeem.ts';
import { createReward, setRewardActive, updateReward } from '../lib/server/loyalty/rewards.ts';
import { verifyCode } from '../lib/server/loyalty/verify.ts';
import type { WriteLimit } from '../lib/server/security/rate-limit.ts';
import { HttpError } from '../lib/server/http/errors.ts';
import { loyalty_already_used, loyalty_verified_for } from '../paraglide/messages.js';

/** Redemptions per account: plenty for a person, a cap on a script. */
const REDEEM_LIMIT: WriteLimit = { name: 'loyalty-redeem', limit: { limit: 30, windowMs: 10 * 60_000 }, per: 'user' };
/** Code checks per account: a counter's day, not a guessing run. */
const VERIFY_LIMIT: WriteLimit = { name: 'loyalty-verify', limit: { limit: 60, windowMs: 10 * 60_000 }, per: 'user' };

const admins = (context: ActionContext) => requireRole(context, 'admin');

export const loyalty = {
  /** Spends the member's points on a reward; the code comes back with the notice. */
  redeem: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: RedeemSchema,
    guard: (context) => requireUser(context, M.signIn),
    limit: REDEEM_LIMIT,
    failure: M.redeemFailed,
    back: true,
    handler: async ({ rewardId, next }, { user }) => {
      const { code, pointsSpent } = await redeemReward(getDb(), user.id, rewardId);
      return {
        code,
        pointsSpent,
        redirect: next,
        flash: { title: M.redeemed, description: yourCode(code), variant: 'success' as const },
      };
    },
  }),

  /**
   * Marks a code of the business's own reward as used, once; any other code gets one refusal. A
   * code already used is refused too (409, under the field): it says when, so the reward is not given twice.
   */
  verify: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: VerifyCodeSchema,
    guard: (context) => requireRole(context, ['business_owner', 'admin']),
    limit: VERIFY_LIMIT,
    failure: M.verifyFailed,
    handler: async ({ code, next }, { user, locale }) => {
      const result = await verifyCode(getDb(), user, code);
      const name = result.memberFirstName ?? '—';
      if (result.status === 'already') {
        const used = loyalty_already_used(
          { date: formatLongDayIn(locale, result.verifiedAt), reward: result.rewardTitle, name },
          { locale },
        );
        throw new HttpError(409, used, { title: M.codeAlreadyVerified, fields: { code: used } });
      }
      const description = loyalty_verified_for({ reward: result.rewardTitle, name }, { locale });
      return {
        ...result,
        verifiedAt: result.verifiedAt.getTime(),
        redirect: next,
        flash: { title: M.codeVerified, description, variant: 'success' as const },
      };
    },
  }),

  createReward: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: RewardSchema,
    guard: admins,
    failure: M.rewardFailed,
    handler: async ({ next, ...input }, { user }) => {
      const rewardId = await createReward(getDb(), user.id, { next, ...input });
      return { rewardId, redirect: next, flash: { title: M.rewardCreated, variant: 'success' as const } };
    },
  }),

  updateReward: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: RewardEditSchema,
    guard: admins,
    failure: M.rewardFailed,
    handler: async ({ rewardId, ...input }, { user }) => {
      await updateReward(getDb(), user.id, rewardId, input);
      return { rewardId, redirect: input.next, flash: { title: M.rewardSaved, variant: 'success' as const } };
    },
  }),

  setRewardActive: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: RewardIdSchema,
    guard: admins,
    back: true,
    failure: M.rewardFailed,
    handler: async ({ rewardId, active, next }, { user }) => {
      await setRewardActive(getDb(), user.id, rewardId, active);
      return { rewardId, redirect: next, flash: { title: active ? M.rewardActivated : M.rewardDeactivated, variant: 'success' as const } };
    },
  }),
};
