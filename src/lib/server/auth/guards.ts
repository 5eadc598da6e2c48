/**
 * Guards, enforced on the server at every entry point (spec 02, sections 2 and 6; decisions:
 * /admin-panel is admin-only; both business dashboard routes need a business owner).
 *
 * Actions and API endpoints call requireUser, requireRole or requireBusinessOwner first: each
 * returns the signed-in account or throws an HttpError (401 signed out, 403 not allowed), which
 * the action wrapper and apiRoute answer. Pages call requirePageUser, requirePageRole or
 * requirePageCapability: a signed-out visitor is sent to sign-in and back (a Response to return),
 * another role gets a PageDenied (the page's status is already 403) to draw as AccessDenied.
 */
import type { AstroGlobal } from 'astro';
import { signInPath } from '#lib/domain/safe-next.ts';
import { said, type Said, type Text } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';
import { HttpError, SignInRequired } from '../http/errors.ts';
import type { SessionUser } from './session.ts';
import { roleCan, type Capability } from './permission-table.ts';

type PageContext = Pick<AstroGlobal, 'locals' | 'url' | 'redirect'>;
type GuardedPageContext = PageContext & Pick<AstroGlobal, 'response'>;
type Role = SessionUser['role'];

/** Requests (by their locals) whose session cookie the middleware refused: expired, ended or unknown. */
const refusedSessions = new WeakSet<object>();

/** Called by the middleware when the request's session cookie signs no one in. */
export function markSessionInvalid(locals: object): void {
  refusedSessions.add(locals);
}

/** Whether this request came with a session cookie that no longer signs anyone in. */
export function hadInvalidSession(locals: object): boolean {
  return refusedSessions.has(locals);
}

/** What a signed-out caller is told (API: the spec's Unauthorized; forms pass their own reason). */
export const SIGNED_OUT_MESSAGE = said(m.server_signed_out);

/** The signed-in account; 401 otherwise, with `message` (say what signing in is for). */
export function requireUser(context: { locals: App.Locals }, message: Text = SIGNED_OUT_MESSAGE): SessionUser {
  if (!context.locals.user) throw new SignInRequired(message);
  return context.locals.user;
}

/**
 * A signed-in account with one of the roles; 401 signed out (with `message`), 403 for other roles
 * (with `denied`, an area's words for it, or the guards' own).
 */
export function requireRole(
  context: { locals: App.Locals },
  roles: Role | readonly Role[],
  message?: Text,
  denied: { message: Text; title: Text } = { message: '', title: said(m.accounts_access_denied) },
): SessionUser {
  const user = requireUser(context, message);
  const allowed = typeof roles === 'string' ? [roles] : roles;
  if (!allowed.includes(user.role)) throw new HttpError(403, denied.message || roleMessage(allowed), { title: denied.title });
  return user;
}

/**
 * The owner of this business, or an admin (who may act on any business); 401 or 403 otherwise.
 * The role must also hold the capability in cms_permissions: `<area>:manage_own` for the owner,
 * `<area>:manage_all` for an admin (area: the business itself, or its photos).
 */
export function requireBusinessOwner(
  context: { locals: App.Locals },
  businessId: number,
  area: 'businesses' | 'photos' = 'businesses',
): SessionUser {
  const user = requireUser(context);
  const denied = (message: Said) => new HttpError(403, message, { title: said(m.owner_msg_access_denied) });
  if (user.role !== 'business_owner' && user.role !== 'admin') throw denied(said(m.accounts_owner_required));
  if (user.role === 'business_owner' && user.businessId !== businessId) throw denied(said(m.owner_msg_own_business_only));
  if (!roleCan(user.role, user.role === 'admin' ? `${area}:manage_all` : `${area}:manage_own`))
    throw denied(user.role === 'admin' ? said(m.accounts_admin_required) : said(m.accounts_owner_required));
  return user;
}

/** The business id a form names (its `businessId` field), for requireBusinessOwner before validation; NaN when absent. */
export const businessIdOf = (raw: Readonly<Record<string, unknown>>): number =>
  typeof raw.businessId === 'string' && /^\d{1,10}$/.test(raw.businessId.trim()) ? Number(raw.businessId.trim()) : NaN;

/** The guard of the business dashboard's forms: the owner of the business the form names (its raw `businessId`), or an admin. */
export const requireOwnerOfForm = (context: { locals: App.Locals }, raw: Readonly<Record<string, unknown>>): SessionUser =>
  requireBusinessOwner(context, businessIdOf(raw));

/** The 403 message of a capability the role lacks (the same words the actions answer). */
export function capabilityMessage(capability: Capability): Said {
  return capability.endsWith(':manage_all') ? said(m.accounts_admin_required) : said(m.accounts_no_access);
}

function roleMessage(roles: readonly Role[]): Said {
  if (roles.length === 1 && roles[0] === 'admin') return said(m.accounts_admin_required);
  if (roles.includes('business_owner')) return said(m.accounts_owner_required);
  return said(m.accounts_no_access);
}

/**
 * The signed-in user of a page, or a redirect to the sign-in page that comes back here afterwards.
 * When the request carried a session cookie that no longer signs anyone in (expired, ended
 * elsewhere), the sign-in page says so (?error=session_invalid).
 */
export function requirePageUser(Astro: PageContext): SessionUser | Response {
  return Astro.locals.user ?? Astro.redirect(signInPathFor(Astro.locals, Astro.url.pathname + Astro.url.search), 303);
}

/** The sign-in address, in the request's language, for a signed-out request that returns to `path`, noting an invalid session. */
export function signInPathFor(locals: App.Locals, path: string): string {
  const target = signInPath(path, locals.locale);
  return hadInvalidSession(locals) ? `${target}&error=session_invalid` : target;
}

/** A page's refusal of a signed-in account: the page is drawn as AccessDenied with this message, status 403. */
export class PageDenied {
  readonly message: Text;
  constructor(message: Text) {
    this.message = message;
  }
}

/** What a guarded page gets: the account, a redirect to sign-in to return, or its refusal to draw. */
export type PageAccess = SessionUser | Response | PageDenied;

/** The signed-in user of a page if their role is one of `roles`; sign-in and back when signed out; PageDenied (403) otherwise. */
export function requirePageRole(Astro: GuardedPageContext, roles: Role | readonly Role[]): PageAccess {
  const user = requirePageUser(Astro);
  if (user instanceof Response) return user;
  const allowed = typeof roles === 'string' ? [roles] : roles;
  return allowed.includes(user.role) ? user : deny(Astro, roleMessage(allowed));
}

/** The signed-in user of a page if their role holds the capability (cms_permissions, as the actions check); else as requirePageRole. */
export function requirePageCapability(Astro: GuardedPageContext, capability: Capability): PageAccess {
  const user = requirePageUser(Astro);
  if (user instanceof Response) return user;
  return roleCan(user.role, capability) ? user : deny(Astro, capabilityMessage(capability));
}

function deny(Astro: Pick<AstroGlobal, 'response'>, message: Text): PageDenied {
  Astro.response.status = 403;
  return new PageDenied(message);
}
