import { DEFAULT_LOCALE, localizePath, splitLocale, type Locale } from '../i18n/locales.ts';

/** Where to go after sign-in: only a path on this site (never `//host` or another scheme). */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // Control characters and backslashes are refused outright rather than cleaned.
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return fallback;
  // Never bounce back into the sign-in pages themselves.
  if (/^(\/(es|fr))?\/(auth|login|register)(\/|\?|$)/.test(next)) return fallback;
  return encodePathForHeader(next);
}

/**
 * A path as a Location header can carry it: spaces and characters beyond ASCII percent-encoded as
 * UTF-8, as a browser sends them (a header holds bytes only: `?q=café€` otherwise fails the
 * answer). What is already encoded stays as it is.
 */
export function encodePathForHeader(path: string): string {
  // TextEncoder writes a lone surrogate as U+FFFD, where encodeURIComponent would throw.
  return path.replace(/[^\u0021-\u007e]+/g, (run) =>
    Array.from(new TextEncoder().encode(run), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
}

/** The sign-in address that returns to `path` afterwards (in `locale`: /es/auth?next=%2Fes%2Fevents). */
export function signInPath(path: string, locale: Locale = 'en'): string {
  return localizePath(locale, `/auth?next=${encodeURIComponent(path)}`);
}

/** Where sign-in goes on to in `locale`: a `next` already in a language stays as it is; a plain one (or the home fallback) moves into `locale`. */
export function localizedNext(locale: Locale, next: string): string {
  return splitLocale(next.replace(/[?#].*$/, '')).locale === DEFAULT_LOCALE ? localizePath(locale, next) : next;
}
