/**
 * Which push addresses the server will post to (issue 17): https on a public host name. Plain
 * http only to this machine, and only in local mode, where the tests' push server answers; never
 * an address on a private network, which would let a member aim the server at it.
 */

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
  const loopback = host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
  if (url.protocol === 'http:') return options.localMode && loopback ? null : 'invalid';
  if (url.protocol !== 'https:') return 'invalid';
  if (loopback) return options.localMode ? null : 'invalid';
  return isPrivateAddress(host) || !host.includes('.') ? 'invalid' : null;
}

/** Literal addresses of private, link-local and unspecified networks (IPv4 and IPv6). */
function isPrivateAddress(host: string): boolean {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
  }
  if (host.includes(':')) return host === '::' || /^(fc|fd|fe80|::ffff:)/.test(host);
  return false;
}
