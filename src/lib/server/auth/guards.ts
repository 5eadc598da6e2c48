/**
 * Route guards, enforced on the server for pages and API alike (spec 02, sections 2 and 6;
 * decisions: /admin-panel is admin-only; both business dashboard routes need a business owner).
 */
import type { APIContext, AstroGlobal } from 'astro';
import { signInPath } from '../../domain/safe-next.ts';
import { HttpError } from '../api/http.ts';
import type { SessionUser } from './session.ts';

type PageContext = Pick<AstroGlobal, 'locals' | 'url' | 'redirect'>;

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

/**
 * The signed-in user, or a redirect to the sign-in page that comes back here afterwards. When the
 * request carried a session cookie that no longer signs anyone in (expired, ended elsewhere),
 * the sign-in page says so (?error=session_invalid).
 */
export function requirePageUser(Astro: PageContext): SessionUser | Response {
  return Astro.locals.user ?? Astro.redirect(signInPathFor(Astro.locals, Astro.url.pathname + Astro.url.search), 303);
}

/** The sign-in address for a signed-out request that returns to `path`, noting an invalid session. */
export function signInPathFor(locals: object, path: string): string {
  const target = signInPath(path);
  return hadInvalidSession(locals) ? `${target}&error=session_invalid` : target;
}

/** The signed-in user of an API call; 401 otherwise. */
export function requireApiUser(context: Pick<APIContext, 'locals'>): SessionUser {
  if (!context.locals.user) throw new HttpError(401, 'Unauthorized: You are logged out. Please sign in again.');
  return context.locals.user;
}

/** An admin's API call; 401 when signed out, 403 for other roles. */
export function requireApiAdmin(context: Pick<APIContext, 'locals'>): SessionUser {
  const user = requireApiUser(context);
  if (user.role !== 'admin') throw new HttpError(403, 'Admin access required');
  return user;
}

export const isAdmin = (user: SessionUser | null) => user?.role === 'admin';
/** Business dashboards: business owners, and admins (who may look at any business). */
export const canUseBusinessDashboard = (user: SessionUser | null) => user?.role === 'business_owner' || user?.role === 'admin';
