/**
 * The remembered language for prerendered pages (decision 024): a visitor whose language cookie
 * says Spanish or French and who opens an English page built ahead (/about-us) is sent to its
 * twin in their language (/es/about-us), as the middleware does for rendered pages.
 */
import type { IncomingMessage } from 'node:http';
import { isLocale, LANGUAGE_COOKIE, localizePath, splitLocale } from '#lib/i18n/locales.ts';
import { twinFor } from './precompressed.ts';

type Twins = Parameters<typeof twinFor>[0];

/** The address of the page in the visitor's remembered language, or null to serve it as asked. */
export function rememberedLanguageAddress(twins: Twins, request: IncomingMessage): string | null {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(String(request.headers.cookie ?? ''));
  const chosen = match?.[1];
  if (!isLocale(chosen) || chosen === 'en') return null;
  const twin = twinFor(twins, request);
  const url = request.url ?? '/';
  if (!twin || !twin.type.startsWith('text/html') || splitLocale(url).locale !== 'en') return null;
  const localized = localizePath(chosen, url);
  return twins.has(localized) ? localized : null;
}
