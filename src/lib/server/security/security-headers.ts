/**
 * Headers every response carries: a Content Security Policy, no framing, no MIME sniffing, a
 * strict referrer policy.
 *
 * Pages get their policy from Astro (`security.csp` in astro.config.mjs): script-src and style-src
 * list 'self' and the hashes of Astro's inline scripts (the island bootstrap) and inline styles,
 * so islands hydrate and nothing inline that Astro did not write can run. The other directives
 * below are given to Astro from here. Everything else (API answers, static files: scripts/serve.ts
 * on Node, public/_headers on Workers) gets contentSecurityPolicy(): scripts from this site only,
 * never inline. Prerendered pages are static files too: they carry Astro's policy (with the
 * hashes) in a meta tag as well, and a browser enforces both.
 */

/** The directives besides script-src and style-src, shared by Astro's page policy and the fallback. */
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "font-src 'self'",
  // blob: lets the video upload form read a chosen file's length and a thumbnail frame in the browser.
  "media-src 'self' https: blob:",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
] as const;

/** Scripts from this site only, never inline: the fallback policy has no hashes to allow any. */
const SCRIPTS_FROM_THIS_SITE = "script-src 'self'";
/**
 * Styles of the fallback policy. A prerendered page inlines its styles and lists their hashes only
 * in its meta policy, which the browser also enforces, so this header may leave styles open.
 */
const FALLBACK_STYLES = "style-src 'self' 'unsafe-inline'";

/** The policy of responses Astro does not render (JSON, files, prerendered pages). */
export function contentSecurityPolicy(tileOrigin: string | null = null): string {
  return allowImagesFrom([...CSP_DIRECTIVES, SCRIPTS_FROM_THIS_SITE, FALLBACK_STYLES].join('; '), tileOrigin);
}

/** Adds an origin to a policy's img-src (a map tile server that is not https, for local use). */
export function allowImagesFrom(policy: string, origin: string | null): string {
  if (!origin || origin.startsWith('https:')) return policy;
  return policy.replace(/img-src ([^;]*)/, (_, sources: string) => `img-src ${sources.trim()} ${origin}`);
}

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy(),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
};

/** The origin of the configured map tile server, or null (none, or not a URL). */
export function tileOriginOf(mapTileUrl: string | null): string | null {
  if (!mapTileUrl) return null;
  try {
    return new URL(mapTileUrl.replace(/[{}]/g, '')).origin;
  } catch {
    return null;
  }
}

/** The headers for this deployment (the CSP allows a non-https tile server when one is configured). */
export function securityHeaders(mapTileUrl: string | null): Record<string, string> {
  const origin = tileOriginOf(mapTileUrl);
  if (!origin || origin.startsWith('https:')) return SECURITY_HEADERS;
  return { ...SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy(origin) };
}

/** Adds the security headers a response lacks; a page's own policy (Astro's) gains the tile server. */
export function applySecurityHeaders(headers: Headers, mapTileUrl: string | null = null): void {
  const pagePolicy = headers.get('content-security-policy');
  if (pagePolicy) headers.set('content-security-policy', allowImagesFrom(pagePolicy, tileOriginOf(mapTileUrl)));
  for (const [name, value] of Object.entries(securityHeaders(mapTileUrl))) {
    if (!headers.has(name)) headers.set(name, value);
  }
}
