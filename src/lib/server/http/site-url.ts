/**
 * The public address of the site, for canonical links, sharing, structured data, emails and
 * external sign-in callbacks. It comes from configuration only, never from the request: the Host
 * header is the client's to choose, so a link built from it could point a password reset email
 * at someone else's site.
 */
import { getConfig } from '../config.ts';

/**
 * Where prerendered pages say they live when they were built without SITE_URL (the Node server
 * rewrites it to its own address when that differs: scripts/serve/served-origin.ts).
 */
const PRERENDER_ORIGIN = 'http://localhost:4321';

/**
 * The site's origin: SITE_URL of the running server (or, for prerendered pages, the address
 * given at build time); without it, this machine on the server's port (http://localhost:PORT).
 */
export function siteOrigin(page: { isPrerendered: boolean; site?: URL }): string {
  if (page.isPrerendered) return page.site?.origin ?? PRERENDER_ORIGIN;
  const { siteUrl, localOrigin } = getConfig();
  return siteUrl ? new URL(siteUrl).origin : (page.site?.origin ?? localOrigin);
}

/** An absolute address on this site for a path ("/business/1"). */
export function absoluteUrl(page: { isPrerendered: boolean; site?: URL }, path: string): string {
  return new URL(path, siteOrigin(page)).href;
}
