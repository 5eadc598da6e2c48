/**
 * Which push addresses the server will post to (issues 17 and 31). A browser's subscription names
 * its vendor's push service, so only those services' hosts are taken: https on the default port,
 * the host exactly as listed (no trailing dot, no address literal, no user or password). Plain
 * http, or any port, only to this machine's loopback address, and only in local mode, where the
 * tests' push service answers. The names are also resolved before each post
 * (server/notifications/push-destination.ts), where the platform can.
 */

/**
 * The push services of the browsers in use: Chrome, Edge on Android, Opera and Samsung Internet
 * (Firebase Cloud Messaging), Firefox (Mozilla's autopush), Safari (Apple, web push on
 * web.push.apple.com; Apple asks firewalls to allow *.push.apple.com), Edge on Windows (WNS,
 * per-region hosts such as wns2-par02p.notify.windows.com).
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
];
/** Hosts of one more label under these domains (apple, windows). */
export const PUSH_SERVICE_DOMAINS: readonly string[] = ['push.apple.com', 'notify.windows.com'];

/** True when `host` (lower case) is a known push service's. */
export function isPushServiceHost(host: string): boolean {
  if (PUSH_SERVICE_HOSTS.includes(host)) return true;
  return PUSH_SERVICE_DOMAINS.some(
    (domain) => host.endsWith(`.${domain}`) && /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(host.slice(0, -domain.length - 1)),
  );
}

/** Stricter than config's isLoopbackHost: exactly `localhost` (a trailing dot is another name to resolve). */
const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);

/** Null when the address is acceptable, else why not. */
export function pushEndpointProblem(endpoint: string, options: { localMode: boolean }): 'invalid' | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'invalid';
  }
  if (url.username || url.password) return 'invalid';
  const host = url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (options.localMode && isLoopback(host)) return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'invalid';
  if (url.protocol !== 'https:' || url.port !== '') return 'invalid';
  return isPushServiceHost(host) ? null : 'invalid';
}

/** True when the address is this machine's test push service (local mode only): it is not resolved. */
export function isLocalPushEndpoint(endpoint: string, options: { localMode: boolean }): boolean {
  if (!options.localMode) return false;
  try {
    return isLoopback(new URL(endpoint).hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1'));
  } catch {
    return false;
  }
}
