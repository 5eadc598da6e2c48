/**
 * Prerendered pages for a visitor with display choices (src/lib/domain/display-preferences.ts):
 * the page built ahead is sent with the choices written into its <html>, as rendered pages are
 * drawn, so larger text or high contrast shows from the first paint with no script. Visitors
 * without the cookie get the precompressed file as before.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  DISPLAY_COOKIE,
  displayAttributes,
  displayAttributesText,
  displayStyled,
  readDisplayCookie,
} from '#lib/domain/display-preferences.ts';
import { twinFor } from './precompressed.ts';

type Twins = Parameters<typeof twinFor>[0];

/** The choices' rules (public/display.css), linked as BaseLayout links them on rendered pages. */
const DISPLAY_STYLESHEET = '<link rel="stylesheet" href="/display.css">';

/** The visitor's display attributes from the Cookie header (as text, '' for none or the defaults) and whether they need the stylesheet. */
export function displayOfRequest(request: IncomingMessage): { text: string; styled: boolean } {
  const cookie = String(request.headers.cookie ?? '');
  const match = new RegExp(`(?:^|;\\s*)${DISPLAY_COOKIE}=([^;]*)`).exec(cookie);
  const preferences = readDisplayCookie(match?.[1] ?? '');
  return { text: displayAttributesText(preferences), styled: displayStyled(displayAttributes(preferences)) };
}

/**
 * Sends a prerendered page with the visitor's display attributes; false when the request is not
 * for one or the visitor has none. `send` compresses the answer like a rendered page's.
 */
export function serveWithDisplay(twins: Twins, request: IncomingMessage, response: ServerResponse, send: (body: string) => void): boolean {
  const twin = twinFor(twins, request);
  if (!twin || !twin.type.startsWith('text/html')) return false;
  const display = displayOfRequest(request);
  if (!display.text) return false;
  const html = (twin.identity?.toString('utf8') ?? readFileSync(twin.file, 'utf8'))
    .replace(/<html([^>]*)>/, `<html$1${display.text}>`)
    .replace('</head>', `${display.styled ? DISPLAY_STYLESHEET : ''}</head>`);
  response.setHeader('content-type', twin.type);
  // Drawn for this visitor's choices (nothing personal): caches keep it apart by its cookie.
  response.setHeader('cache-control', 'public, max-age=0');
  response.setHeader('vary', 'Cookie, Accept-Encoding');
  send(request.method === 'HEAD' ? '' : html);
  return true;
}
