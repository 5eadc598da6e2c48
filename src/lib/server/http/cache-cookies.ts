/**
 * Which cookies keep a request away from the caches shared by signed-out visitors (the Node page
 * cache, the Workers Cache API, shared caches downstream). Every cookie does, except those no page
 * is drawn from: the known-browser cookie (auth/known-devices.ts) is read by sign-in alone and
 * stays after sign-out, so a visitor who once signed in is still served cached pages (issue 31).
 */
const NOT_RENDERED_FROM = new Set(['harlem_device']);

/** True when a Cookie header holds a cookie pages may be drawn from. */
export function hasPageCookies(header: string | string[] | null | undefined): boolean {
  const text = Array.isArray(header) ? header.join(';') : header;
  if (!text) return false;
  return text.split(';').some((pair) => {
    const name = pair.split('=', 1)[0].trim();
    return name !== '' && !NOT_RENDERED_FROM.has(name);
  });
}
