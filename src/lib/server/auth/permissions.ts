/**
 * The guard that checks a capability of the signed-in account's role in cms_permissions (the
 * table itself, its cache and roleCan are in permission-table.ts, which guards.ts also reads).
 */
import { said, type Text } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';
import { HttpError } from '../http/errors.ts';
import { capabilityMessage, requireUser } from './guards.ts';
import { roleCan, type Capability } from './permission-table.ts';
import type { SessionUser } from './session.ts';

export { loadPermissions, PERMISSIONS_TTL_MS, roleCan, type Capability } from './permission-table.ts';

/** The signed-in account if its role may do this; 401 signed out (with `message`: what signing in is for), 403 otherwise. */
export function requireCapability(context: { locals: App.Locals }, capability: Capability, message?: Text): SessionUser {
  const user = requireUser(context, message);
  if (!roleCan(user.role, capability)) {
    throw new HttpError(403, capabilityMessage(capability), { title: said(m.accounts_access_denied) });
  }
  return user;
}
