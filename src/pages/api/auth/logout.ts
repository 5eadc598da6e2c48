/** Signing out: POST from the UI's forms (GET still works, as links once did). Back to the home page. */
import type { APIContext } from 'astro';
import { apiRoute } from '../../../lib/server/api/http';
import { endSession } from '../../../lib/server/auth/sign-in';
import { setFlash } from '../../../lib/server/http/flash';

async function signOut(context: APIContext) {
  const wasSignedIn = Boolean(context.locals.user);
  await endSession(context);
  if (wasSignedIn) setFlash(context.cookies, { title: 'Signed out', description: 'See you soon in Harlem.' });
  return context.redirect('/', 303);
}

export const POST = apiRoute(signOut);
export const GET = apiRoute(signOut);
