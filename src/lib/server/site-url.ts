/** The public address of the site, for canonical links, sharing, structured data and emails. */
import { getConfig } from './config.ts';

/** Where pages are served when nothing says otherwise (prerendered pages built without SITE_URL). */
const LOCAL_ORIGIN = 'http://localhost:4321';

/**
 * The site's origin: the running server's SITE_URL; for prerendered pages the address given at
 * build time; otherwise the address the request came to.
 */
export function siteOrigin(page: { isPrerendered: boolean; site?: URL; url: URL }): string {
  if (page.isPrerendered) return page.site?.origin ?? LOCAL_ORIGIN;
  return getConfig().siteUrl ?? page.site?.origin ?? page.url.origin;
}

/** An absolute address on this site for a path ("/business/1"). */
export function absoluteUrl(page: { isPrerendered: boolean; site?: URL; url: URL }, path: string): string {
  return new URL(path, siteOrigin(page)).href;
}
