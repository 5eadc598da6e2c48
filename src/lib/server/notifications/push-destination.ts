/**
 * Whether the server may post to a push address now (issue 31): the address rules
 * (domain/push-endpoint.ts), then, where the platform can look names up (Node), every address the
 * name resolves to must be public. Checked when a browser subscribes and again before every
 * message, since a name's answers can change. Workers cannot look names up; their fetch cannot
 * reach private networks, and the allow-list holds there.
 */
import { resolveHostAddresses } from '#platform';
import { isPublicAddress } from '#lib/domain/public-address.ts';
import { isLocalPushEndpoint, pushEndpointProblem } from '#lib/domain/push-endpoint.ts';

/** Looks a host name up: its addresses, null when the platform cannot, or throws. Tests pass a fake. */
export type ResolveHost = (hostname: string) => Promise<string[] | null>;

export type PushDestinationOptions = { localMode: boolean; resolve?: ResolveHost };

/**
 * invalid: the address breaks the rules (never valid); private: its name resolves to a
 * non-public address now; unresolved: the name did not resolve now. Null: post.
 */
export type PushDestinationProblem = 'invalid' | 'private' | 'unresolved';

/** Null when the server may post to `endpoint` now, else why not. */
export async function validatePushDestination(endpoint: string, options: PushDestinationOptions): Promise<PushDestinationProblem | null> {
  if (pushEndpointProblem(endpoint, options)) return 'invalid';
  if (isLocalPushEndpoint(endpoint, options)) return null;
  const resolve = options.resolve ?? resolveHostAddresses;
  let addresses: string[] | null;
  try {
    addresses = await resolve(new URL(endpoint).hostname);
  } catch {
    return 'unresolved';
  }
  if (addresses === null) return null;
  if (addresses.length === 0) return 'unresolved';
  return addresses.every(isPublicAddress) ? null : 'private';
}
