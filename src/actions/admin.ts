/**
 * The admin's writes (spec 02, admin dashboard and admin panel): each guarded by the capability
 * its role must hold in cms_permissions (server-enforced, cached), validated, then one service call
 * that writes the change with its audit entry. Refusals and notices are message keys, said in the
 * caller's language (define-action.ts). Creating and editing a business or an event reuse the
 * owner forms' fields, whose messages are still English: those four actions say them through
 * `ownerFormInAdminLanguage` until the owner and organiser forms speak keys too.
 */
import { AdminBusinessSchema, AdminEventSchema } from '../lib/schemas/admin-create.ts';
import {
  AdminEventEditSchema,
  ApplicationDecisionSchema,
  BusinessFlagSchema,
  BusinessIdSchema,
  ClaimDecisionSchema,
  EventIdSchema,
  InboxFlagSchema,
  InboxReplySchema,
  LinkOwnerSchema,
  PermissionSchema,
  PhotoDecisionSchema,
  UploadDecisionSchema,
  PremiumSchema,
  RefundSchema,
  ReportDecisionSchema,
  RoleChangeSchema,
  UserIdSchema,
} from '../lib/schemas/admin-tools.ts';
import {
  ADMIN_CREATE_MESSAGES as M,
  ADMIN_NOTICES as N,
  ADMIN_REFUSALS,
  ADMIN_TOOL_MESSAGES as T,
} from '../lib/schemas/admin-tools-messages.ts';
import { OWNER_EVENT_MESSAGES } from '../lib/schemas/owner-events-messages.ts';
import { defineFormAction, type ActionContext } from '../lib/server/actions/define-action.ts';
import { localizePath } from '../lib/i18n/locales.ts';
import { ownerFormInAdminLanguage } from '../lib/schemas/localized-admin-messages.ts';
import type { Said } from '../lib/i18n/said.ts';
import { createBusinessAsAdmin, createEventAsAdmin } from '../lib/server/admin/admin-create.ts';
import { linkOwner, setBusinessFlag, unlinkOwner } from '../lib/server/admin/admin-businesses.ts';
import { archiveInboxItem, markInboxItem, replyToInboxItem } from '../lib/server/admin/admin-inboxes.ts';
import { refundPayment } from '../lib/server/admin/admin-payments.ts';
import { isCapability, setPermission } from '../lib/server/admin/admin-permissions.ts';
import { changeRole, emailOfAccount, restoreAccount, setPremium, suspendAccount } from '../lib/server/admin/admin-users.ts';
import { auditStatement } from '../lib/server/admin/audit.ts';
import { decideApplication, decideClaim, decidePhoto, decideReport } from '../lib/server/admin/moderation.ts';
import { requestPasswordReset } from '../lib/server/auth/password-reset.ts';
import { requireCapability, type Capability } from '../lib/server/auth/permissions.ts';
import { getDb } from '../lib/server/db/client.ts';
import { cancelOwnerEvent, eventForEditing, updateOwnerEvent } from '../lib/server/events/owner-events.ts';
import { fieldError, HttpError } from '../lib/server/http/errors.ts';
import { absoluteUrl, siteOrigin } from '../lib/server/http/site-url.ts';
import { getStripe } from '../lib/server/payments/stripe.ts';
import { decideUpload } from '../lib/server/uploads/upload-review.ts';
import { pageAddress } from '../lib/site/page-address.ts';

const may = (capability: Capability) => (context: ActionContext) => requireCapability(context, capability);
const manageBusinesses = may('businesses:manage_all');
const manageUsers = may('users:manage_all');
const managePhotos = may('photos:manage_all');
const managePayments = may('payments:manage_all');

/**
 * A plain post's answer (no JavaScript, decision 009): back to the admin page the form was sent
 * from (its tab and filters), with what happened as a notice. An island ignores it and says its own.
 */
export function backToAdminPage(context: Pick<ActionContext, 'url'>, description: Said, drop: string[] = []) {
  const back = new URL(pageAddress(context.url), 'http://site.invalid');
  for (const name of drop) back.searchParams.delete(name);
  return { redirect: `${back.pathname}${back.search}`, flash: { title: N.done, description, variant: 'success' as const } };
}

export const admin = {
  createBusiness: defineFormAction({
    translate: ownerFormInAdminLanguage,
    input: AdminBusinessSchema,
    guard: manageBusinesses,
    failure: M.businessFailed,
    handler: async (input, { user, locale }) => {
      const business = await createBusinessAsAdmin(getDb(), input, user.id);
      return {
        business,
        redirect: localizePath(locale, `/admin-panel?created=business&id=${business.id}`),
        flash: { title: M.success, description: M.businessCreated, variant: 'success' as const },
      };
    },
  }),
  createEvent: defineFormAction({
    translate: ownerFormInAdminLanguage,
    input: AdminEventSchema,
    guard: manageBusinesses,
    failure: M.eventFailed,
    handler: async (input, { user, locale }) => {
      const event = await createEventAsAdmin(getDb(), input, user.id);
      return {
        event,
        redirect: localizePath(locale, `/admin-panel?created=event&id=${event.id}`),
        flash: { title: M.success, description: M.eventCreated, variant: 'success' as const },
      };
    },
  }),

  /** Premium granted or removed, listing shown or hidden. */
  setBusinessFlag: defineFormAction({
    localizeNext: true,
    input: BusinessFlagSchema,
    guard: manageBusinesses,
    failure: T.failed,
    back: true,
    handler: async (input, { context, user }) => {
      await setBusinessFlag(getDb(), user.id, input);
      return { ok: true, ...backToAdminPage(context, N.listingSaved) };
    },
  }),
  linkOwner: defineFormAction({
    localizeNext: true,
    input: LinkOwnerSchema,
    guard: manageBusinesses,
    failure: T.failed,
    back: true,
    handler: async (input, { context, user }) => ({
      ...(await linkOwner(getDb(), user.id, input)),
      ...backToAdminPage(context, N.ownerLinked),
    }),
  }),
  unlinkOwner: defineFormAction({
    localizeNext: true,
    input: BusinessIdSchema,
    guard: manageBusinesses,
    failure: T.failed,
    back: true,
    handler: async ({ businessId }, { context, user }) => {
      await unlinkOwner(getDb(), user.id, businessId);
      return { ok: true, ...backToAdminPage(context, N.ownerUnlinked) };
    },
  }),

  /** Any upcoming event, with the owner form's fields and messages. */
  updateEvent: defineFormAction({
    translate: ownerFormInAdminLanguage,
    input: AdminEventEditSchema,
    guard: manageBusinesses,
    failure: OWNER_EVENT_MESSAGES.failed,
    handler: async (input, { context, user }) => {
      const db = getDb();
      const before = await eventForEditing(db, input.eventId);
      if (!before) throw new HttpError(404, OWNER_EVENT_MESSAGES.notFound);
      const event = await updateOwnerEvent(db, { ...input, businessId: null });
      await auditStatement(db, {
        actorId: user.id,
        action: 'event.update',
        subjectType: 'event',
        subjectId: input.eventId,
        before: { title: before.title, date: before.date, maxCapacity: before.maxCapacity },
        after: { title: event.title, date: event.date, maxCapacity: event.maxCapacity },
      });
      return { event, ...backToAdminPage(context, N.eventSaved) };
    },
  }),
  cancelEvent: defineFormAction({
    translate: ownerFormInAdminLanguage,
    input: EventIdSchema,
    guard: manageBusinesses,
    failure: OWNER_EVENT_MESSAGES.cancelFailed,
    back: true,
    handler: async ({ eventId }, { context, user }) => {
      const db = getDb();
      const outcome = await cancelOwnerEvent(db, getStripe(), { businessId: null, eventId, origin: siteOrigin(context) });
      await auditStatement(db, {
        actorId: user.id,
        action: 'event.cancel',
        subjectType: 'event',
        subjectId: eventId,
        before: { isActive: true },
        after: { isActive: false, emailed: outcome.emailed, refunds: outcome.refunds },
      });
      return { emailed: outcome.emailed, refunds: outcome.refunds, ...backToAdminPage(context, N.eventCancelled) };
    },
  }),

  changeRole: defineFormAction({
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

  decideClaim: defineFormAction({
    localizeNext: true,
    input: ClaimDecisionSchema,
    guard: manageBusinesses,
    failure: T.failed,
    back: true,
    handler: async ({ claimId, decision, reason }, { context, user }) => {
      await decideClaim(getDb(), user.id, { claimId, approve: decision === 'approve', reason }, siteOrigin(context));
      return { ok: true, ...backToAdminPage(context, decision === 'approve' ? N.claimApproved : N.claimRefused) };
    },
  }),
  decideApplication: defineFormAction({
    localizeNext: true,
    input: ApplicationDecisionSchema,
    guard: manageBusinesses,
    failure: T.failed,
    back: true,
    handler: async ({ applicationId, decision, notes }, { context, user }) => {
      await decideApplication(getDb(), user.id, { applicationId, approve: decision === 'approve', notes });
      return { ok: true, ...backToAdminPage(context, decision === 'approve' ? N.applicationApproved : N.applicationRefused) };
    },
  }),
  decideReport: defineFormAction({
    localizeNext: true,
    input: ReportDecisionSchema,
    guard: manageBusinesses,
    failure: T.failed,
    back: true,
    handler: async ({ reviewId, decision }, { context, user }) => {
      await decideReport(getDb(), user.id, { reviewId, hide: decision === 'hide' });
      return { ok: true, ...backToAdminPage(context, decision === 'hide' ? N.reviewHidden : N.reviewKept) };
    },
  }),
  decidePhoto: defineFormAction({
    localizeNext: true,
    input: PhotoDecisionSchema,
    guard: managePhotos,
    failure: T.failed,
    back: true,
    handler: async ({ photoId, decision }, { context, user }) => {
      await decidePhoto(getDb(), user.id, { photoId, keep: decision === 'keep' });
      return { ok: true, ...backToAdminPage(context, decision === 'keep' ? N.photoKept : N.photoRemoved) };
    },
  }),
  /** Publishes a paid upload as its tier says, or refuses it with a reason and refunds it (the owner is emailed either way). */
  decideUpload: defineFormAction({
    localizeNext: true,
    input: UploadDecisionSchema,
    guard: manageBusinesses,
    failure: T.failed,
    back: true,
    handler: async ({ uploadId, decision, reason }, { context, user }) => {
      await decideUpload(getDb(), getStripe(), user.id, { uploadId, publish: decision === 'publish', reason }, siteOrigin(context));
      return { ok: true, ...backToAdminPage(context, decision === 'publish' ? N.uploadPublished : N.uploadRefused) };
    },
  }),

  markInboxItem: defineFormAction({
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

  refundPayment: defineFormAction({
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
