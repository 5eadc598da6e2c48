/** Messaging a business (decisions: a premium-member benefit). */
import { MESSAGE_MESSAGES as M, MessageFormSchema } from '../lib/schemas/messages.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { requireUser } from '../lib/server/auth/guards.ts';
import { getDb } from '../lib/server/db/client.ts';
import { siteOrigin } from '../lib/server/http/site-url.ts';
import { sendMessage } from '../lib/server/messages/messages.ts';
import type { WriteLimit } from '../lib/server/security/rate-limit.ts';

const MESSAGE_LIMIT: WriteLimit = { name: 'messages', limit: { limit: 20, windowMs: 60 * 60_000 }, per: 'user' };

export const messages = {
  /** A premium member writes to a business; back to its page with the notice. */
  send: defineFormAction({
    changes: 'nothing public',
    input: MessageFormSchema,
    guard: (context) => requireUser(context, M.loginRequired),
    limit: MESSAGE_LIMIT,
    failure: M.failed,
    handler: async ({ next, ...input }, { context, user }) => {
      const messageId = await sendMessage(getDb(), user, input, siteOrigin(context));
      return { messageId, redirect: next, flash: { title: M.sentTitle, description: M.sent, variant: 'success' as const } };
    },
  }),
};
