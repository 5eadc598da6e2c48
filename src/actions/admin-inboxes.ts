/**
 * The admin's writes on the inboxes (spec 02, the dashboard's Inboxes tab): a message marked read
 * or unread, archived or back, and a reply mailed to its sender. The public forms that fill the
 * inboxes are actions/inboxes.ts.
 */
import { InboxFlagSchema, InboxReplySchema } from '../lib/schemas/admin-tools.ts';
import { ADMIN_NOTICES as N, ADMIN_TOOL_MESSAGES as T } from '../lib/schemas/admin-tools-messages.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { backToAdminPage, manageUsers } from '../lib/server/actions/admin-actions.ts';
import { archiveInboxItem, markInboxItem, replyToInboxItem } from '../lib/server/admin/admin-inboxes.ts';
import { getDb } from '../lib/server/db/client.ts';

export const adminInboxes = {
  markInboxItem: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: InboxFlagSchema,
    guard: manageUsers,
    failure: T.failed,
    back: true,
    handler: async ({ kind, id, value }, { context, user }) => {
      await markInboxItem(getDb(), user.id, { kind, id, read: value });
      return { ok: true, ...backToAdminPage(context, value ? N.markedRead : N.markedUnread) };
    },
  }),
  archiveInboxItem: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: InboxFlagSchema,
    guard: manageUsers,
    failure: T.failed,
    back: true,
    handler: async ({ kind, id, value }, { context, user }) => {
      await archiveInboxItem(getDb(), user.id, { kind, id, archive: value });
      return { ok: true, ...backToAdminPage(context, value ? N.archived : N.unarchived) };
    },
  }),
  replyToInboxItem: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: InboxReplySchema,
    guard: manageUsers,
    failure: T.failed,
    back: true,
    handler: async (input, { context, user }) => {
      await replyToInboxItem(getDb(), user.id, input);
      return { ok: true, ...backToAdminPage(context, N.replySent) };
    },
  }),
};
