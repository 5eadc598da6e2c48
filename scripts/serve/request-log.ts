/**
 * One JSON line per request on standard output: when, method, path, status, milliseconds, bytes
 * and the client's network (never a full address, a query string, a cookie or a token), so logs
 * can be searched and counted without holding personal data.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export type RequestLogLine = {
  time: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  bytes: number;
  network: string | null;
};

/** The path without its query, opaque segments (tokens, codes) replaced by ":token". */
export function loggedPath(url: string): string {
  const path = url.split('?')[0].split('#')[0];
  return path
    .split('/')
    .map((segment) => (segment.length >= 20 && /^[A-Za-z0-9_\-.%]+$/.test(segment) && /\d/.test(segment) ? ':token' : segment))
    .join('/')
    .slice(0, 200);
}

/** The client's network: an IPv4 address with its last byte zeroed, an IPv6 address cut to its /48. */
export function networkOf(address: string | null | undefined): string | null {
  if (!address) return null;
  const v4 = address.replace(/^::ffff:/, '').match(/^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/);
  if (v4) return `${v4[1]}.0`;
  if (address.includes(':')) return `${address.split(':').slice(0, 3).join(':')}::/48`;
  return null;
}

/** Writes the request's line once its response has gone out (or the client went away). */
export function logRequest(
  request: IncomingMessage,
  response: ServerResponse,
  write: (line: string) => void = (line) => process.stdout.write(line + '\n'),
): void {
  const started = process.hrtime.bigint();
  // Read now: the address and path as the app saw them (after a trusted proxy's view is applied).
  const path = loggedPath(request.url ?? '/');
  const network = networkOf(request.socket.remoteAddress);
  let bytes = 0;
  const write_ = response.write;
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    bytes += chunkLength(chunk);
    return (write_ as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof response.write;
  const end = response.end;
  response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (typeof chunk !== 'function') bytes += chunkLength(chunk);
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as typeof response.end;
  response.once('close', () => {
    const line: RequestLogLine = {
      time: new Date().toISOString(),
      method: request.method ?? 'GET',
      path,
      status: response.writableFinished ? response.statusCode : 499,
      ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
      bytes,
      network,
    };
    write(JSON.stringify(line));
  });
}

function chunkLength(chunk: unknown): number {
  if (typeof chunk === 'string') return Buffer.byteLength(chunk);
  if (chunk instanceof Uint8Array) return chunk.byteLength;
  return 0;
}
