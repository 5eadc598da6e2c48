/**
 * Signing out: POST from the UI's forms, back to the home page. A GET (an old link or bookmark)
 * signs out only when it is a navigation from this site or typed in the address bar; from
 * anywhere else (an image, another site's link) it shows a page asking to confirm with a button,
 * so no other site can sign a visitor out.
 */
import type { APIContext } from 'astro';
import { apiRoute } from '#lib/server/api/http.ts';
import { endSession } from '#lib/server/auth/sign-in.ts';
import { setFlash } from '#lib/server/http/flash.ts';
import { renderPlainPage } from '#lib/server/http/plain-page.ts';
import { isSameSiteNavigation } from '#lib/server/security/same-origin.ts';

async function signOut(context: APIContext) {
  const wasSignedIn = Boolean(context.locals.user);
  await endSession(context);
  if (wasSignedIn) setFlash(context.cookies, { title: 'Signed out', description: 'See you soon in Harlem.' });
  return context.redirect('/', 303);
}

export const POST = apiRoute(signOut);
export const GET = apiRoute((context) => {
  if (isSameSiteNavigation(context.request)) return signOut(context);
  return renderPlainPage({
    status: 200,
    title: 'Sign Out?',
    message: context.locals.user ? 'Press the button to sign out of Harlem.' : 'You are not signed in.',
    link: { href: '/', label: 'Go to the home page' },
    form: context.locals.user ? { action: '/api/auth/logout', label: 'Sign Out' } : undefined,
  });
});
