/**
 * Prerendered pages for a visitor with display choices (src/lib/domain/display-preferences.ts):
 * the page built ahead is sent with the choices written into its <html>, as rendered pages are
 * drawn, so larger text or high contrast shows from the first paint with no script. Visitors
 * without the cookie get the precompressed file as before.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DISPLAY_COOKIE, displayAttributesText, readDisplayCookie } from '../../src/lib/domain/display-preferences.ts';
import { twinFor } from './precompressed.ts';

type Twins = Parameters<typeof twinFor>[0];

/** The visitor's display attributes from the Cookie header ('' for none or the defaults). */
export function displayOfRequest(request: IncomingMessage): string {
  const cookie = String(request.headers.cookie ?? '');
  const match = new RegExp(`(?:^|;\\s*)${DISPLAY_COOKIE}=([^;]*)`).exec(cookie);
  return match ? displayAttributesText(readDisplayCookie(decodeURIComponent(match[1]!))) : '';
}

/**
 * Sends a prerendered page with the visitor's display attributes; false when the request is not
 * for one or the visitor has none. `send` compresses the answer like a rendered page's.
 */
export function serveWithDisplay(twins: Twins, request: IncomingMessage, response: ServerResponse, send: (body: string) => void): boolean {
  const twin = twinFor(twins, request);
  if (!twin || !twin.type.startsWith('text/html')) return false;
  const attributes = displayOfRequest(request);
  if (!attributes) return false;
  const html = readFileSync(twin.file, 'utf8').replace(/<html([^>]*)>/, `<html$1${attributes}>`);
  response.setHeader('content-type', twin.type);
  // Drawn for this visitor's choices: no shared cache may keep it.
  response.setHeader('cache-control', 'private, no-cache');
  response.setHeader('vary', 'Cookie');
  send(request.method === 'HEAD' ? '' : html);
  return true;
}
