/**
 * Headers every response carries: a Content Security Policy (scripts only from this site —
 * Astro emits every script as a file, see astro.config.mjs), no framing, no MIME sniffing, a
 * strict referrer policy. scripts/serve.ts adds them to static files on Node; public/_headers
 * does on Workers (keep the three in step: tests/unit/security-headers.test.ts checks).
 */

/** The policy; `tileOrigin` is the configured map tile server when it is not https (local use). */
export function contentSecurityPolicy(tileOrigin: string | null = null): string {
  const images = ["'self'", 'data:', 'https:', ...(tileOrigin && !tileOrigin.startsWith('https:') ? [tileOrigin] : [])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Component styles are inlined into the page; style attributes are set by Leaflet and toasts.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "connect-src 'self'",
    "font-src 'self'",
    "media-src 'self' https:",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy(),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
};

/** The headers for this deployment (the CSP allows a non-https tile server when one is configured). */
export function securityHeaders(mapTileUrl: string | null): Record<string, string> {
  if (!mapTileUrl || mapTileUrl.startsWith('https:')) return SECURITY_HEADERS;
  let origin: string | null = null;
  try {
    origin = new URL(mapTileUrl.replace(/[{}]/g, '')).origin;
  } catch {
    origin = null;
  }
  return { ...SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy(origin) };
}

export function applySecurityHeaders(headers: Headers, mapTileUrl: string | null = null): void {
  for (const [name, value] of Object.entries(securityHeaders(mapTileUrl))) {
    if (!headers.has(name)) headers.set(name, value);
  }
}
