/**
 * The notification centre (/notifications) and the notification preferences (/settings): these
 * actions need the signed-in member and touch only their rows. The weekly digest's unsubscribe
 * needs no sign-in: the token of its link is the key.
 */
import { z } from 'zod';
import type { Text } from '../lib/i18n/said.ts';
import {
  NOTIFICATION_MESSAGES as M,
  NotificationIdSchema,
  NotificationPreferencesSchema,
  UnsubscribeSchema,
} from '../lib/schemas/notifications.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { requireUser } from '../lib/server/auth/guards.ts';
import { getDb } from '../lib/server/db/client.ts';
import { HttpError } from '../lib/server/http/errors.ts';
import { markAllNotificationsRead, markNotificationRead } from '../lib/server/notifications/centre.ts';
import { saveNotificationPreferences, unsubscribeFromDigest } from '../lib/server/notifications/preference-changes.ts';

const guard = (context: Parameters<typeof requireUser>[0]) => requireUser(context, M.loginRequired);
const notice = (description: Text) => ({ title: M.savedTitle, description, variant: 'success' as const });

export const notifications = {
  /** Marks one of the member's notifications read (another member's, or none, is 404 and changes nothing). */
  markRead: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: NotificationIdSchema,
    guard,
    failure: M.failed,
    handler: async ({ id }, { user }) => {
      if ((await markNotificationRead(getDb(), user.id, id)) === null) throw new HttpError(404, M.notFound);
      return { redirect: '/notifications', flash: notice(M.markedRead) };
    },
  }),

  /** Marks every notification in the member's centre read. */
  markAllRead: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: z.object({}),
    guard,
    failure: M.failed,
    handler: async (_input, { user }) => {
      const marked = await markAllNotificationsRead(getDb(), user.id);
      return { marked, redirect: '/notifications', flash: notice(M.allRead) };
    },
  }),

  /** Turns the weekly digest off for the member whose link carries this token (/notifications/unsubscribe calls it for both kinds of POST). */
  unsubscribeDigest: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: UnsubscribeSchema,
    failure: M.failed,
    handler: async ({ token, topic }) => {
      if (!(await unsubscribeFromDigest(getDb(), token, topic))) throw new HttpError(400, M.badToken);
      return { unsubscribed: true };
    },
  }),

  /** Stores the Notifications section of /settings. */
  savePreferences: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: NotificationPreferencesSchema,
    guard,
    failure: M.failed,
    handler: async (input, { user }) => {
      await saveNotificationPreferences(getDb(), user.id, input);
      return { redirect: '/settings#notifications', flash: notice(M.saved) };
    },
  }),
};
