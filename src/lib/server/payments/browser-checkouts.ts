/**
 * The Checkout Sessions this browser started, in a short-lived cookie, so a return page can show
 * the outcome of a payment made without an account (an anonymous donation) to the browser that
 * made it, and to nobody who merely has the link.
 */
import type { AstroCookies } from 'astro';
import { getConfig } from '../config.ts';

const COOKIE = 'hg_checkouts';
const KEEP = 5;

export function rememberCheckout(cookies: AstroCookies, sessionId: string): void {
  const ids = [sessionId, ...checkoutsOf(cookies).filter((id) => id !== sessionId)].slice(0, KEEP);
  cookies.set(COOKIE, ids.join('.'), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: getConfig().secureCookies,
    maxAge: 24 * 60 * 60,
  });
}

export function checkoutsOf(cookies: AstroCookies): string[] {
  return (cookies.get(COOKIE)?.value ?? '').split('.').filter((id) => /^cs_[A-Za-z0-9_]+$/.test(id));
}
