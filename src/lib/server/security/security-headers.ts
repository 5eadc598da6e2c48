/**
 * Headers every response carries: a Content Security Policy, no framing, no MIME sniffing, a
 * strict referrer policy, no opener shared with other sites' windows, and HSTS when the site is
 * served over https.
 *
 * Pages get their policy from Astro (`security.csp` in astro.config.mjs): script-src and style-src
 * list 'self' and the hashes of Astro's inline scripts (the island bootstrap) and inline styles,
 * so islands hydrate and nothing inline that Astro did not write can run; each page keeps only
 * the hashes of its own inline code (own-hashes.ts). The other directives
 * below are given to Astro from here. Everything else (API answers, static files: scripts/serve.ts
 * on Node, public/_headers on Workers) gets contentSecurityPolicy(): scripts from this site only,
 * never inline. Prerendered pages are static files too: they carry Astro's policy (with the
 * hashes) in a meta tag as well, and a browser enforces both.
 */
import type { AppConfig } from '../config.ts';

/** Where Stripe Checkout pages live: form posts that start a payment are redirected there. */
export const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

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
  // Forms post to this site only; a payment form's answer may redirect to Stripe's checkout
  // (a deployment's own checkout, such as the local test checkout, is added at run time).
  `form-action 'self' ${STRIPE_CHECKOUT_ORIGIN}`,
] as const;

/** Directives a browser ignores in a `<meta>` policy (and warns about in the console): sent in the header only. */
const HEADER_ONLY_DIRECTIVES = ["frame-ancestors 'none'"] as const;
const headerOnly = (directive: string) => HEADER_ONLY_DIRECTIVES.some((only) => only.split(' ')[0] === directive.split(' ')[0]);

/**
 * The directives Astro writes into each page's policy: also the `<meta>` of prerendered pages,
 * which may not hold the header-only ones (their header, the fallback policy, does).
 */
export const PAGE_CSP_DIRECTIVES = CSP_DIRECTIVES.filter((directive) => !headerOnly(directive));

/** Scripts from this site only, never inline: the fallback policy has no hashes to allow any. */
const SCRIPTS_FROM_THIS_SITE = "script-src 'self'";
/**
 * Styles of the fallback policy. A prerendered page inlines its styles and lists their hashes only
 * in its meta policy, which the browser also enforces, so this header may leave styles open.
 */
const FALLBACK_STYLES = "style-src 'self' 'unsafe-inline'";

/** Once a browser has seen the site over https, it keeps to https for a year. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** What a deployment adds to the policy: a map tile server that is not https, a checkout of its own. */
export type SiteSources = {
  /** The map tile URL template (its origin joins img-src when it is not https), or null. */
  mapTileUrl: string | null;
  /** The payment API's address when it is not Stripe (its checkout pages join form-action), or null. */
  checkoutUrl?: string | null;
};

const NO_EXTRA_SOURCES: SiteSources = { mapTileUrl: null };

/** This deployment's sources, from its settings. */
export function siteSourcesOf(config: Pick<AppConfig, 'mapTileUrl' | 'payments'>): SiteSources {
  return { mapTileUrl: config.mapTileUrl, checkoutUrl: config.payments?.apiUrl ?? null };
}

/** The policy of responses Astro does not render (JSON, files, prerendered pages). */
export function contentSecurityPolicy(sources: SiteSources = NO_EXTRA_SOURCES): string {
  return withSiteSources([...CSP_DIRECTIVES, SCRIPTS_FROM_THIS_SITE, FALLBACK_STYLES].join('; '), sources);
}

/** A policy with the deployment's own sources added: a non-https tile server to img-src, a checkout to form-action. */
export function withSiteSources(policy: string, sources: SiteSources): string {
  return addSource(addSource(policy, 'img-src', insecureOrigin(sources.mapTileUrl)), 'form-action', originOf(sources.checkoutUrl ?? null));
}

function addSource(policy: string, directive: string, origin: string | null): string {
  if (!origin) return policy;
  return policy.replace(new RegExp(`${directive} ([^;]*)`), (whole, listed: string) =>
    listed.split(' ').includes(origin) ? whole : `${directive} ${listed.trim()} ${origin}`,
  );
}

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy(),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
  // A window this site opens on another (a share popup) or that opens this site shares no
  // reference with it. Sign-in with GitHub or Google and Stripe Checkout are full-page
  // redirects, not popups, so nothing of ours needs the opener (issue 31).
  'cross-origin-opener-policy': 'same-origin',
};

/** The check-in page alone may use the camera, to read tickets' QR codes (decision 025). */
export const CAMERA_PERMISSIONS = SECURITY_HEADERS['permissions-policy'].replace('camera=()', 'camera=(self)');

/** The origin of a URL or URL template, or null (none, or not a URL). */
function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url.replace(/[{}]/g, '')).origin;
  } catch {
    return null;
  }
}

/** The tile server's origin when it is not https (https: is allowed already). */
function insecureOrigin(mapTileUrl: string | null): string | null {
  const origin = originOf(mapTileUrl);
  return origin && !origin.startsWith('https:') ? origin : null;
}

/** The headers for this deployment; `https` adds HSTS (only a response sent over https may carry it). */
export function securityHeaders(sources: SiteSources, https = false): Record<string, string> {
  const policy = contentSecurityPolicy(sources);
  const headers =
    policy === SECURITY_HEADERS['content-security-policy'] ? SECURITY_HEADERS : { ...SECURITY_HEADERS, 'content-security-policy': policy };
  return https ? { ...headers, 'strict-transport-security': HSTS } : headers;
}

/**
 * Adds the security headers a response lacks; a page's own policy (Astro's, with its hashes) gains
 * the deployment's sources and the header-only directives.
 */
export function applySecurityHeaders(headers: Headers, sources: SiteSources, https = false): void {
  const pagePolicy = headers.get('content-security-policy');
  if (pagePolicy) headers.set('content-security-policy', withHeaderOnly(withSiteSources(pagePolicy, sources)));
  for (const [name, value] of Object.entries(securityHeaders(sources, https))) {
    if (!headers.has(name)) headers.set(name, value);
  }
}

/** A page's policy with the header-only directives it lacks (Astro writes it from PAGE_CSP_DIRECTIVES). */
function withHeaderOnly(policy: string): string {
  const named = new Set(policy.split(';').map((directive) => directive.trim().split(' ')[0]));
  const missing = HEADER_ONLY_DIRECTIVES.filter((directive) => !named.has(directive.split(' ')[0]));
  return missing.length === 0 ? policy : `${policy.trim().replace(/;$/, '')}; ${missing.join('; ')}`;
}
