/**
 * The time a request is answered at. Always the real time, except on a local copy of the site
 * (config.localMode: embedded database, loopback, no mail service), where a `guide_clock` cookie
 * holding an instant sets it: tests and demos can see the guide on a Monday night or on
 * Thanksgiving. A deployed site never reads the cookie, and a request with a cookie is never
 * answered from, or stored in, a shared cache.
 */
export const CLOCK_COOKIE = 'guide_clock';

export function requestNow(clockCookie: string | undefined, localMode: boolean): Date {
  if (!localMode || !clockCookie) return new Date();
  const fixed = new Date(decodeURIComponent(clockCookie));
  return Number.isNaN(fixed.getTime()) ? new Date() : fixed;
}
