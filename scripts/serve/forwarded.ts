/**
 * Behind a TLS-terminating proxy (TRUST_PROXY): the request the app sees carries the protocol,
 * host and client address the proxy was asked with, from its X-Forwarded-* headers. Without the
 * setting those headers are ignored, as a client could send them itself.
 *
 * Astro's Node adapter reads the protocol from the socket (`encrypted`), the host from the Host
 * header and the client address from the socket, so the request is handed over with a view of
 * its socket that answers those two fields, and the forwarded host as its Host header. Nothing
 * shared is changed: other requests on the same connection get their own view.
 */
import type { IncomingMessage } from 'node:http';

export type Forwarded = { protocol: 'http' | 'https'; host: string | null; clientAddress: string | null };

/** A host name with an optional port, nothing else (no path, no user, no list). */
const HOST_PATTERN = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * What the proxies in front say. `hops` proxies each append the address they saw to
 * X-Forwarded-For, so the client is the hops-th address from the right (entries further left were
 * written by the client and prove nothing). Protocol and host are the outermost proxy's.
 */
export function readForwarded(request: IncomingMessage, hops: number): Forwarded {
  const protocol = header(request, 'x-forwarded-proto')?.split(',')[0].trim().toLowerCase() === 'https' ? 'https' : 'http';
  const host = header(request, 'x-forwarded-host')?.split(',')[0].trim() ?? '';
  const chain = (header(request, 'x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const clientAddress = chain.length >= hops ? chain[chain.length - hops] : (chain[0] ?? null);
  return {
    protocol,
    host: HOST_PATTERN.test(host) ? host : null,
    clientAddress: clientAddress && /^[0-9a-f:.]+$/i.test(clientAddress) ? clientAddress : null,
  };
}

/** Hands the request over as the proxy's client made it: protocol, Host and client address. */
export function applyForwarded(request: IncomingMessage, forwarded: Forwarded): void {
  if (forwarded.host) request.headers.host = forwarded.host;
  const socket = request.socket;
  const encrypted = forwarded.protocol === 'https';
  const remoteAddress = forwarded.clientAddress ?? socket.remoteAddress;
  const view = new Proxy(socket, {
    get(target, property) {
      if (property === 'encrypted') return encrypted;
      if (property === 'remoteAddress') return remoteAddress;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    has(target, property) {
      return property === 'encrypted' || Reflect.has(target, property);
    },
  });
  Object.defineProperty(request, 'socket', { value: view, configurable: true });
}
