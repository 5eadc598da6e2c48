/**
 * Web Push on the member's devices (issue 17): turn push on for this browser (its subscription,
 * tied to the signed-in account), turn it off, or remove one of the account's devices.
 */
import { PUSH_MESSAGES, PushRemoveSchema, PushSubscribeSchema } from '../lib/schemas/push-subscriptions.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { requireUser } from '../lib/server/auth/guards.ts';
import { getDb } from '../lib/server/db/client.ts';
import type { WriteLimit } from '../lib/server/security/rate-limit.ts';
import type { Text } from '../lib/i18n/said.ts';
import { removePushSubscription, savePushSubscription } from '../lib/server/notifications/push-subscriptions.ts';

const M = PUSH_MESSAGES;
const guard = (context: Parameters<typeof requireUser>[0]) => requireUser(context, M.loginRequired);
/** A few devices a day is plenty; a loop is not. */
const LIMIT: WriteLimit = { name: 'push-subscriptions', limit: { limit: 30, windowMs: 60 * 60_000 }, per: 'user' };
const notice = (description: Text) => ({ title: M.title, description, variant: 'success' as const });

export const notify = {
  /** Stores this browser's push subscription for the member. */
  subscribePush: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: PushSubscribeSchema,
    guard,
    limit: LIMIT,
    failure: M.failed,
    handler: async ({ endpoint, p256dh, auth, next }, { user, context }) => {
      const device = await savePushSubscription(getDb(), user.id, { endpoint, p256dh, auth }, context.request.headers.get('user-agent'));
      return { id: device.id, device: device.device ?? '', redirect: next, flash: notice(M.turnedOn) };
    },
  }),

  /** Removes a device of the member: this one by its endpoint (Turn off), or one of the list by its id (Remove). */
  unsubscribePush: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: PushRemoveSchema,
    guard,
    limit: LIMIT,
    failure: M.failed,
    back: true,
    handler: async ({ id, endpoint, next }, { user }) => {
      await removePushSubscription(getDb(), user.id, { id, endpoint });
      return { removed: true, redirect: next, flash: notice(id === undefined ? M.turnedOff : M.removed) };
    },
  }),
};
