/**
 * The language to draw a page in when its address may not carry one (decision 024): files
 * (/files/...), calendar files, the sign-out link and other addresses outside the pages. The
 * address's language (/es/..., or `locals.locale` the middleware set from it) comes first; then
 * the page of this site the visitor came from (its Referer); then the language they chose
 * (the language cookie); English otherwise.
 */
import type { APIContext } from 'astro';
import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, splitLocale, type Locale } from '#lib/i18n/locales.ts';

export type VisitorContext = Pick<APIContext, 'request' | 'url' | 'cookies'> & { locals: Partial<Pick<App.Locals, 'locale'>> };

export function visitorLocaleOf({ request, url, locals, cookies }: VisitorContext): Locale {
  if (isLocale(locals.locale) && locals.locale !== DEFAULT_LOCALE) return locals.locale;
  const fromAddress = splitLocale(url.pathname).locale;
  if (fromAddress !== DEFAULT_LOCALE) return fromAddress;
  const fromPage = callingPageLocale(request, url);
  if (fromPage) return fromPage;
  const chosen = cookies.get(LANGUAGE_COOKIE)?.value;
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}

/** The language of this site's page named by the Referer, or undefined (none, or another site's). */
export function callingPageLocale(request: Request, url: URL): Locale | undefined {
  const referer = request.headers.get('referer');
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    return from.origin === url.origin ? splitLocale(from.pathname).locale : undefined;
  } catch {
    return undefined;
  }
}
