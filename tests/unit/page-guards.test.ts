/**
 * The page guards (auth/guards.ts): a signed-out visitor is sent to sign-in and back (303, next=
 * the page asked for, in the page's language, saying when the session had ended); a role the page
 * is not for gets PageDenied with the actions' words and the page's status 403; an allowed account
 * is returned and the status left alone. Capabilities are read from the permission table the
 * actions check.
 */
import { describe, expect, it } from 'vitest';
import { markSessionInvalid, PageDenied, requirePageCapability, requirePageRole, requirePageUser } from '#lib/server/auth/guards.ts';
import type { SessionUser } from '#lib/server/auth/session.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { textIn } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

const account = (role: SessionUser['role']): SessionUser => ({
  id: 41,
  email: `${role}@example.com`,
  firstName: 'Test',
  lastName: null,
  profileImageUrl: null,
  role,
  isPremium: false,
  businessId: role === 'business_owner' ? 3 : null,
  hasPassword: true,
  favoriteCount: 0,
});

/** The parts of Astro a page guard reads, with the redirect Astro would answer. */
const pageContext = (user: SessionUser | null, address = 'http://localhost/admin/ads?tab=pending', locale: Locale = 'en') => ({
  locals: { user, session: null, now: new Date(), locale } as App.Locals,
  url: new URL(address),
  redirect: (path: string, status?: number) => new Response(null, { status: status ?? 302, headers: { location: path } }),
  response: { status: 200, headers: new Headers() } as ResponseInit & { status: number; readonly headers: Headers },
});

describe('page guards', () => {
  it('send a signed-out visitor to sign-in and back to the page asked for, in its language', () => {
    for (const guard of [
      (astro: ReturnType<typeof pageContext>) => requirePageUser(astro),
      (astro: ReturnType<typeof pageContext>) => requirePageRole(astro, 'admin'),
      (astro: ReturnType<typeof pageContext>) => requirePageCapability(astro, 'users:manage_all'),
    ]) {
      const answer = guard(pageContext(null));
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(303);
      expect((answer as Response).headers.get('location')).toBe('/auth?next=%2Fadmin%2Fads%3Ftab%3Dpending');
      const spanish = guard(pageContext(null, 'http://localhost/es/admin/plans', 'es')) as Response;
      expect(spanish.headers.get('location')).toBe('/es/auth?next=%2Fes%2Fadmin%2Fplans');
    }
  });

  it('say so when the session cookie had ended', () => {
    const astro = pageContext(null, 'http://localhost/settings');
    markSessionInvalid(astro.locals);
    expect((requirePageRole(astro, 'user') as Response).headers.get('location')).toBe('/auth?next=%2Fsettings&error=session_invalid');
  });

  it('refuse another role with 403 and the actions’ words, and let the right one in', () => {
    const member = pageContext(account('user'));
    const denied = requirePageRole(member, 'admin');
    expect(denied).toBeInstanceOf(PageDenied);
    expect(textIn('en', (denied as PageDenied).message)).toBe('Admin access required');
    expect(textIn('fr', (denied as PageDenied).message)).toBe('Accès administrateur requis');
    expect(member.response.status).toBe(403);

    const owner = pageContext(account('business_owner'));
    expect(requirePageRole(owner, ['business_owner', 'admin'])).toMatchObject({ id: 41, role: 'business_owner' });
    expect(owner.response.status).toBe(200);
    const memberAtOwnerPage = pageContext(account('user'));
    const notOwner = requirePageRole(memberAtOwnerPage, ['business_owner', 'admin']) as PageDenied;
    expect(textIn('en', notOwner.message)).toBe('Business owner access required');
    expect(textIn('es', notOwner.message)).toBe('Se requiere acceso de propietario de negocio');
    expect(memberAtOwnerPage.response.status).toBe(403);
  });

  it('check a capability in the permission table, with the actions’ refusal', () => {
    const member = pageContext(account('user'));
    const denied = requirePageCapability(member, 'users:manage_all') as PageDenied;
    expect(textIn('en', denied.message)).toBe('Admin access required');
    expect(textIn('es', denied.message)).toBe(m.accounts_admin_required({}, { locale: 'es' }));
    expect(member.response.status).toBe(403);
    // Admins moderate reviews and do not write them (db/seed-data/permissions.ts).
    const admin = pageContext(account('admin'));
    const cannotReview = requirePageCapability(admin, 'reviews:create') as PageDenied;
    expect(textIn('en', cannotReview.message)).toBe('You do not have access to this.');
    expect(textIn('es', cannotReview.message)).toBe('No tienes acceso a esto.');
    expect(admin.response.status).toBe(403);
    const owner = pageContext(account('business_owner'));
    expect(requirePageCapability(owner, 'listing:upgrade')).toMatchObject({ role: 'business_owner' });
    expect(owner.response.status).toBe(200);
    expect(requirePageCapability(pageContext(account('admin')), 'users:manage_all')).toMatchObject({ role: 'admin' });
  });
});
