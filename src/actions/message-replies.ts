/** The owner's side of members' messages: open one, answer it (actions.owner.markMessageRead, replyToMessage). */
import { MESSAGE_REPLY_MESSAGES, MessageReadSchema, MessageReplySchema } from '../lib/schemas/messages.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { requireOwnerOfForm } from '../lib/server/auth/guards.ts';
import { getDb } from '../lib/server/db/client.ts';
import { siteOrigin } from '../lib/server/http/site-url.ts';
import { markMessageRead, replyToMessage } from '../lib/server/messages/messages.ts';

export const messageReplies = {
  /** The owner opened a member's message. */
  markMessageRead: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: MessageReadSchema,
    guard: requireOwnerOfForm,
    back: true,
    handler: async ({ businessId, messageId, next }) => {
      await markMessageRead(getDb(), businessId, messageId);
      return { messageId, redirect: next };
    },
  }),

  /** The owner answers a member's message: stored under it, the member emailed. */
  replyToMessage: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: MessageReplySchema,
    guard: requireOwnerOfForm,
    failure: MESSAGE_REPLY_MESSAGES.failed,
    handler: async ({ next, ...input }, { context, user }) => {
      const replyId = await replyToMessage(getDb(), user, input, siteOrigin(context));
      return {
        replyId,
        redirect: next,
        flash: { title: MESSAGE_REPLY_MESSAGES.sent, description: MESSAGE_REPLY_MESSAGES.replied, variant: 'success' as const },
      };
    },
  }),
};
