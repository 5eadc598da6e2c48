/**
 * What the sign-in page (/auth and /login) shows: signed-in visitors go home (or to ?next); after
 * a refused sign-in or Create Account post (the auth actions), the tab that was used comes back
 * with what was typed (never the password) and the messages.
 */
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import { localizedNext, safeNextPath } from '#lib/domain/safe-next.ts';
import { AUTH_MESSAGES } from '#lib/schemas/auth-messages.ts';
import { formState } from '../actions/form-state.ts';
import { cacheKey, pageShows } from '../http/cache-keys.ts';

export type AuthPageState = {
  mode: 'signin' | 'register';
  values: Record<string, string>;
  errors: Record<string, string>;
  failure: { title: string; message: string } | null;
  next: string;
};

export function loadAuthPage(Astro: Pick<AstroGlobal, 'url' | 'locals' | 'redirect'>): Response | AuthPageState {
  const next = safeNextPath(Astro.url.searchParams.get('next'));
  if (Astro.locals.user) return Astro.redirect(localizedNext(Astro.locals.locale, next), 303);
  // The forms and their texts: the same for every signed-out visitor until a post is refused (a POST, never shared).
  pageShows(cacheKey.reference);
  const signIn = formState(Astro.locals, actions.auth.signIn);
  const register = formState(Astro.locals, actions.auth.createAccount);
  const posted = register.refused ? register : signIn;
  const mode = register.refused || (!signIn.refused && Astro.url.searchParams.get('mode') === 'register') ? 'register' : 'signin';
  const fallbackTitle = (mode === 'signin' ? AUTH_MESSAGES.loginFailed : AUTH_MESSAGES.registrationFailedTitle).in(Astro.locals.locale);
  return {
    mode,
    values: posted.values,
    errors: posted.errors,
    failure: posted.failure ? { title: posted.failure.title ?? fallbackTitle, message: posted.failure.message } : null,
    next,
  };
}
