/**
 * Who is looking, as islands need it: the way to the sign-in page and back, for a signed-out
 * visitor asked to sign in (spec: "Login Required", then sign-in after 500 ms) and for a member
 * whose session ended while the page was open (401: "Unauthorized: You are logged out. Logging
 * in again...", then sign-in, which says the session ended).
 */
import { getLocale } from '../lib/site/island-locale.ts';
import { signInPath } from '../lib/domain/safe-next.ts';
import { showToast } from './toasts.ts';
import { notices_login_required_title, notices_session_ended, notices_session_ended_title } from '../paraglide/messages.js';

/** How long a toast shows before the sign-in page opens (spec 01 section 9). */
const LOGIN_REDIRECT_DELAY_MS = 500;

/** The sign-in address, in the page's language, that comes back to this page. */
function signInHere(sessionEnded = false): string {
  return signInPath(location.pathname + location.search + location.hash, getLocale()) + (sessionEnded ? '&error=session_invalid' : '');
}

/** Where the browser goes; replaceable in tests, which cannot leave the page. */
export const navigation = { go: (url: string) => location.assign(url) };

/** A signed-out visitor tried something that needs an account; `reason` is already in the page's language. */
export function askToSignIn(reason: string): void {
  showToast({ title: notices_login_required_title({}, { locale: getLocale() }), description: reason });
  setTimeout(() => navigation.go(signInHere()), LOGIN_REDIRECT_DELAY_MS);
}

/** The server said the session is over (401). */
export function signInAgain(): void {
  const t = { locale: getLocale() };
  showToast({ title: notices_session_ended_title({}, t), description: notices_session_ended({}, t), variant: 'destructive' });
  setTimeout(() => navigation.go(signInHere(true)), LOGIN_REDIRECT_DELAY_MS);
}
