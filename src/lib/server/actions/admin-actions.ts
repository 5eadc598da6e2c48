/**
 * What the admin's actions share (actions/admin-*.ts, moderation.ts, refunds.ts): the guard of
 * each capability their role must hold in cms_permissions, and a plain post's answer.
 */
import { ADMIN_NOTICES } from '#lib/schemas/admin-tools-messages.ts';
import type { Said } from '#lib/i18n/said.ts';
import { pageAddress } from '#lib/site/page-address.ts';
import { requireCapability, type Capability } from '../auth/permissions.ts';
import type { ActionContext } from './define-action.ts';

const may = (capability: Capability) => (context: ActionContext) => requireCapability(context, capability);
export const manageBusinesses = may('businesses:manage_all');
export const manageUsers = may('users:manage_all');
export const managePhotos = may('photos:manage_all');
export const managePayments = may('payments:manage_all');

/**
 * A plain post's answer (no JavaScript, decision 009): back to the admin page the form was sent
 * from (its tab and filters), with what happened as a notice. An island ignores it and says its own.
 */
export function backToAdminPage(context: Pick<ActionContext, 'url'>, description: Said, drop: string[] = []) {
  const back = new URL(pageAddress(context.url), 'http://site.invalid');
  for (const name of drop) back.searchParams.delete(name);
  return { redirect: `${back.pathname}${back.search}`, flash: { title: ADMIN_NOTICES.done, description, variant: 'success' as const } };
}
