/**
 * What a write changed, as the app names it (decision 032): a successful write's answer carries
 * the cache keys it changed (x-cache-changed; absent: `*`, everything; "": nothing a public page
 * shows). Read as the answer's headers go out, before any visitor can ask again, and never sent:
 * neither it nor a page's own keys (x-cache-keys, which only the page cache keeps) leave the server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ANY_KEY, CHANGED_KEYS_HEADER, PAGE_KEYS_HEADER, parseKeys } from '#lib/server/http/cache-keys.ts';
import { PAGE_VIEW_HEADER } from '#lib/server/analytics/page-views.ts';
import { setHeadersGiven } from './response-headers.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Calls `onChanged` with the keys a successful write changed (none: not called), and keeps the cache headers in. */
export function watchChangedKeys(request: IncomingMessage, response: ServerResponse, onChanged: (keys: string[]) => void): void {
  const isWrite = !READS.has(request.method ?? 'GET');
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    setHeadersGiven(this, rest);
    const changed = this.getHeader(CHANGED_KEYS_HEADER);
    this.removeHeader(CHANGED_KEYS_HEADER);
    this.removeHeader(PAGE_KEYS_HEADER);
    // The page-view tag too, when the page cache did not take it (a HEAD, a request with Authorization).
    this.removeHeader(PAGE_VIEW_HEADER);
    if (isWrite && status < 400) {
      const keys = changed === undefined ? [ANY_KEY] : parseKeys(String(changed));
      if (keys.length) onChanged(keys);
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as typeof response.writeHead;
}
