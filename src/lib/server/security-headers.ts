/**
 * Headers every response carries. Script and style sources are pinned per page by Astro's CSP
 * (hashes in a meta tag); the header adds what a meta tag cannot (frame-ancestors) and the rest.
 * public/_headers repeats these for static files on Workers; scripts/serve.ts on Node.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
};

export function applySecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
}
