/** The admin's refunds (spec 02, the dashboard's Payments tab): a paid payment refunded in full through Stripe. */
import { RefundSchema } from '../lib/schemas/admin-tools.ts';
import { ADMIN_NOTICES as N, ADMIN_REFUSALS, ADMIN_TOOL_MESSAGES as T } from '../lib/schemas/admin-tools-messages.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { backToAdminPage, managePayments } from '../lib/server/actions/admin-actions.ts';
import { refundPayment } from '../lib/server/admin/admin-payments.ts';
import { getDb } from '../lib/server/db/client.ts';
import { fieldError } from '../lib/server/http/errors.ts';

export const refunds = {
  refundPayment: defineFormAction({
    changes: 'named',
    localizeNext: true,
    input: RefundSchema,
    guard: managePayments,
    failure: ADMIN_REFUSALS.refundFailed,
    back: true,
    handler: async ({ kind, id, confirm }, { context, user }) => {
      if (!confirm) throw fieldError({ confirm: T.refundConfirm });
      await refundPayment(getDb(), user.id, { kind, id });
      return { ok: true, ...backToAdminPage(context, N.refundRequested) };
    },
  }),
};
