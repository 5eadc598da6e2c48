/**
 * POST /api/user/favorites/{businessId} saves a business, DELETE removes it; both idempotent.
 * JSON answers: { favorite: true|false, business: { id, name } }; 404 { message } for an unknown
 * (or, when adding, retired) business; 401 { message } when signed out.
 *
 * Without JavaScript the heart is a plain form: POST here with `_action` (add or remove) and
 * `next` (the page to return to). The answer is a 303 back to `next` with the outcome as a toast
 * (Post/Redirect/Get), or to the sign-in page, which then returns to `next`, when signed out.
 */
import type { APIContext } from 'astro';
import { apiRoute, HttpError, json, parseIdParam } from '../../../../lib/server/api/http.ts';
import { readBody } from '../../../../lib/server/api/body.ts';
import { requireApiUser, signInPathFor } from '../../../../lib/server/auth/guards.ts';
import { getDb } from '../../../../lib/server/db/client.ts';
import { setFlash } from '../../../../lib/server/http/flash.ts';
import { addFavorite, removeFavorite } from '../../../../lib/server/favorites/favorites.ts';
import { safeNextPath } from '../../../../lib/domain/safe-next.ts';

const NOT_FOUND = 'Business not found';

const isFormPost = (request: Request) => /application\/x-www-form-urlencoded|multipart\/form-data/.test(request.headers.get('content-type') ?? '');

async function change(context: APIContext, favorite: boolean) {
  const user = requireApiUser(context);
  const businessId = parseIdParam(context.params.businessId, 'businessId');
  const db = getDb();
  const business = favorite ? await addFavorite(db, user.id, businessId) : await removeFavorite(db, user.id, businessId);
  if (!business) throw new HttpError(404, NOT_FOUND);
  return json({ favorite, business });
}

/** The no-JavaScript heart: change, then back to the page with a toast. */
async function changeFromForm(context: APIContext) {
  const { values } = await readBody(context.request);
  const id = /^\d{1,10}$/.test(context.params.businessId ?? '') ? Number(context.params.businessId) : null;
  const next = safeNextPath(typeof values.next === 'string' ? values.next : null, id ? `/business/${id}` : '/');
  const user = context.locals.user;
  if (!user) {
    setFlash(context.cookies, { title: 'Login Required', description: 'Please log in to save favorites.' });
    return context.redirect(signInPathFor(context.locals, next), 303);
  }
  const favorite = values._action !== 'remove';
  const db = getDb();
  const business = id === null ? null : favorite ? await addFavorite(db, user.id, id) : await removeFavorite(db, user.id, id);
  setFlash(
    context.cookies,
    business
      ? { title: favorite ? 'Added to favorites' : 'Removed from favorites', description: business.name, variant: 'success' }
      : { title: NOT_FOUND, description: 'Failed to update favorites. Please try again.', variant: 'destructive' },
  );
  return context.redirect(next, 303);
}

export const POST = apiRoute((context) => (isFormPost(context.request) ? changeFromForm(context) : change(context, true)));
export const DELETE = apiRoute((context) => change(context, false));
