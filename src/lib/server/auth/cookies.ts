/** The session cookie: HttpOnly, SameSite=Lax, Secure outside local http, 30-day expiry. */
import type { AstroCookies } from 'astro';
import { getConfig } from '../config.ts';

export const SESSION_COOKIE = 'harlem_session';

export function setSessionCookie(cookies: AstroCookies, token: string, expiresAt: Date): void {
  cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: getConfig().secureCookies,
    path: '/',
    expires: expiresAt,
  });
}

export function deleteSessionCookie(cookies: AstroCookies): void {
  cookies.set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure: getConfig().secureCookies, path: '/', maxAge: 0 });
}
