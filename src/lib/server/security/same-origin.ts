/**
 * Cross-origin protection for endpoints that change state. Astro's origin check covers form
 * posts only; JSON bodies are checked here. A request is cross-site when its Origin header names
 * another origin, or, without Origin, when the browser marks it Sec-Fetch-Site: cross-site.
 * Requests from servers (no Origin, no Sec-Fetch-Site), such as payment webhooks, pass.
 */
export function isCrossSiteRequest(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null) {
    try {
      return origin === 'null' || new URL(origin).origin !== new URL(request.url).origin;
    } catch {
      return true;
    }
  }
  return request.headers.get('sec-fetch-site') === 'cross-site';
}

/**
 * A top-level navigation the visitor made on this site, or from the address bar or a bookmark
 * (Sec-Fetch-Site none): never an image, a script's request or a link on another site.
 */
export function isSameSiteNavigation(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  return request.headers.get('sec-fetch-mode') === 'navigate' && (site === 'same-origin' || site === 'none');
}
