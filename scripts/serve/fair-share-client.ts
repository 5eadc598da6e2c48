/**
 * Whose budget a request's rendering is charged to (fair-share.ts), or null when it is this
 * machine's own and is never held back.
 *
 * A proxy on the same host makes every visitor arrive from a loopback address. Sparing loopback
 * wholesale then spared everyone: one visitor looping on the slowest page took nearly all of
 * another's throughput. So a request from loopback that carries X-Forwarded-For is a proxied
 * visitor, known by the address the proxy added (the rightmost entry, or the one TRUST_PROXY
 * names), even without TRUST_PROXY: the address only tells visitors apart here, it is not
 * believed for anything else. A header sent by a remote client is never read (a client could
 * pick a fresh budget with every request).
 *
 * The machine's own requests stay unlimited under `auto` (tests, local tools, health checks):
 * those without forwarding headers, and those a local proxy passes on from its own address or from
 * 127.0.0.1 or ::1 (a test going through a proxy on this machine). `limit` spares no one (a shared host whose other
 * users could loop); `exempt` is the old rule, every loopback address spared.
 */
import type { FairShareLoopback } from '#lib/server/config.ts';
import { isLoopbackHost } from '#lib/server/config.ts';

export type FairShareRequest = {
  /** The address the connection came from, before any forwarded address replaced it. */
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
};

export type FairShareRule = { mode: FairShareLoopback; trustedProxies: number };

const ADDRESS = /^[0-9a-f:.]+$/i;

/** An address without the IPv4-in-IPv6 prefix, so 127.0.0.1 and ::ffff:127.0.0.1 are one client. */
const plain = (address: string) => address.trim().replace(/^::ffff:/i, '');

/** The client a request's rendering is charged to; null when it is spared. */
export function fairShareClient({ socketAddress, forwardedFor }: FairShareRequest, { mode, trustedProxies }: FairShareRule): string | null {
  const socket = plain(socketAddress ?? 'unknown');
  const fromLoopback = isLoopbackHost(socket);
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',').map(plain).filter(Boolean);
  // Forwarded addresses are read from a trusted proxy, or from a proxy on this machine.
  const readsForwarded = chain.length > 0 && (trustedProxies > 0 || fromLoopback);
  const hops = Math.max(1, trustedProxies);
  const forwarded = readsForwarded ? (chain.length >= hops ? chain[chain.length - hops] : chain[0]) : null;
  // A forwarded value that is no address still comes from a proxy's visitor: one budget for all such.
  const client = forwarded === null ? socket : ADDRESS.test(forwarded) ? forwarded : 'forwarded:unreadable';
  if (mode === 'limit') return client;
  if (mode === 'exempt') return isLoopbackHost(trustedProxies > 0 ? client : socket) ? null : client;
  // auto: this machine itself, directly or through a local proxy from the proxy's own address or
  // the usual loopback address; other loopback addresses behind a proxy are clients of their own.
  const ownAddress = client === socket || client === '127.0.0.1' || client === '::1';
  return fromLoopback && ownAddress ? null : client;
}

/**
 * Whether a request looks proxied by this machine while TRUST_PROXY is unset: worth one warning,
 * since origin checks, Secure cookies, sign-in limits and logs then see the proxy, not the visitor.
 */
export function isUntrustedLocalProxy({ socketAddress, forwardedFor }: FairShareRequest, trustedProxies: number): boolean {
  return trustedProxies === 0 && Boolean(forwardedFor) && isLoopbackHost(plain(socketAddress ?? ''));
}
