/**
 * The admin's writes on accounts (spec 02, the dashboard's Users tab): a role, premium, suspension
 * and its end, a password-reset mail, and what each role may do (cms_permissions).
 */
import { PermissionSchema, PremiumSchema, RoleChangeSchema, UserIdSchema } from '../lib/schemas/admin-tools.ts';
import { ADMIN_NOTICES as N, ADMIN_REFUSALS, ADMIN_TOOL_MESSAGES as T } from '../lib/schemas/admin-tools-messages.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { backToAdminPage, manageUsers } from '../lib/server/actions/admin-actions.ts';
import { isCapability, setPermission } from '../lib/server/admin/admin-permissions.ts';
import { changeRole, emailOfAccount, restoreAccount, setPremium, suspendAccount } from '../lib/server/admin/admin-users.ts';
import { auditStatement } from '../lib/server/admin/audit.ts';
import { requestPasswordReset } from '../lib/server/auth/password-reset.ts';
import { getDb } from '../lib/server/db/client.ts';
import { fieldError, HttpError } from '../lib/server/http/errors.ts';
import { absoluteUrl } from '../lib/server/http/site-url.ts';

export const adminUsers = {
  changeRole: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: RoleChangeSchema,
    guard: manageUsers,
    failure: T.failed,
    back: true,
    handler: async (input, { context, user }) => {
      await changeRole(getDb(), user.id, input);
      return { ok: true, ...backToAdminPage(context, N.roleChanged) };
    },
  }),
  setPremium: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: PremiumSchema,
    guard: manageUsers,
    failure: T.failed,
    back: true,
    handler: async (input, { context, user }) => {
      await setPremium(getDb(), user.id, input);
      return { ok: true, ...backToAdminPage(context, N.premiumSaved) };
    },
  }),
  suspendUser: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: UserIdSchema,
    guard: manageUsers,
    failure: T.failed,
    back: true,
    handler: async ({ userId }, { context, user }) => {
      await suspendAccount(getDb(), user.id, userId);
      return { ok: true, ...backToAdminPage(context, N.suspended) };
    },
  }),
  restoreUser: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: UserIdSchema,
    guard: manageUsers,
    failure: T.failed,
    back: true,
    handler: async ({ userId }, { context, user }) => {
      await restoreAccount(getDb(), user.id, userId);
      return { ok: true, ...backToAdminPage(context, N.restored) };
    },
  }),
  /** Mails the account a password-reset link (the same mail as "Forgot password"). */
  sendPasswordReset: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: UserIdSchema,
    guard: manageUsers,
    failure: T.failed,
    back: true,
    handler: async ({ userId }, { context, ip, user }) => {
      const db = getDb();
      const email = await emailOfAccount(db, userId);
      const outcome = await requestPasswordReset(email, ip, (token) => absoluteUrl(context, `/reset-password?token=${token}`));
      if (outcome === 'limited') throw new HttpError(429, ADMIN_REFUSALS.resetLimited);
      await auditStatement(db, { actorId: user.id, action: 'user.password_reset_mail', subjectType: 'user', subjectId: userId });
      return { email, ...backToAdminPage(context, N.resetSent) };
    },
  }),
  setPermission: defineFormAction({
    changes: 'nothing public',
    localizeNext: true,
    input: PermissionSchema,
    guard: manageUsers,
    failure: T.failed,
    back: true,
    handler: async ({ role, capability, allowed, confirm }, { context, user }) => {
      if (!isCapability(capability)) throw fieldError({ capability: T.capability });
      // A role's permission changes what every account with the role may do: never in one tap.
      if (!confirm) throw fieldError({ confirm: T.permissionConfirm });
      await setPermission(getDb(), user.id, { role, capability, allowed });
      return { ok: true, ...backToAdminPage(context, allowed ? N.permissionAllowed : N.permissionRemoved, ['permission']) };
    },
  }),
};
