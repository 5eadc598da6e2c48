/**
 * Who is looking, as islands need it: the way to the sign-in page and back, for a signed-out
 * visitor asked to sign in (spec: "Login Required", then sign-in after 500 ms) and for a member
 * whose session ended while the page was open (401: "Unauthorized: You are logged out. Logging
 * in again...", then sign-in, which says the session ended).
 */
import { isLocale } from '../lib/domain/locales.ts';
import { signInPath } from '../lib/domain/safe-next.ts';
import { showToast } from './toasts.ts';

/** How long a toast shows before the sign-in page opens (spec 01 section 9). */
const LOGIN_REDIRECT_DELAY_MS = 500;

/** The sign-in address, in the page's language, that comes back to this page. */
function signInHere(sessionEnded = false): string {
  const lang = typeof document === 'undefined' ? 'en' : document.documentElement.lang;
  return signInPath(location.pathname + location.search + location.hash, isLocale(lang) ? lang : 'en') + (sessionEnded ? '&error=session_invalid' : '');
}

/** Where the browser goes; replaceable in tests, which cannot leave the page. */
export const navigation = { go: (url: string) => location.assign(url) };

/** A signed-out visitor tried something that needs an account. */
export function askToSignIn(reason: string): void {
  showToast({ title: 'Login Required', description: reason });
  setTimeout(() => navigation.go(signInHere()), LOGIN_REDIRECT_DELAY_MS);
}

/** The server said the session is over (401). */
export function signInAgain(): void {
  showToast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  setTimeout(() => navigation.go(signInHere(true)), LOGIN_REDIRECT_DELAY_MS);
}
