/**
 * Cross-origin protection for endpoints that change state: form posts (the check Astro's
 * `security.checkOrigin` made, here so that one address can take a mail program's one-click
 * unsubscribe) and JSON bodies. A request is cross-site when its Origin header names
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

const FORM_LIKE = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * A form-like write (or one with no content type) whose Origin is not this site: Astro's origin
 * check, made in the middleware. Mail programs post RFC 8058's one-click unsubscribe from their
 * own servers with no Origin, so the middleware exempts that one address (its token is the key).
 */
export function isForeignFormPost(request: Request): boolean {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return false;
  const type = request.headers.get('content-type');
  const formLike = type === null || FORM_LIKE.some((form) => type.toLowerCase().startsWith(form));
  return formLike && request.headers.get('origin') !== new URL(request.url).origin;
}
