/**
 * The guide's languages and their addresses (issue 15, decision 024): English at the root,
 * Spanish under /es/ and French under /fr/. Pure functions, shared by the middleware, pages, the
 * Node server and the browser.
 */
export const LOCALES = ['en', 'es', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, for the switcher. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', fr: 'Français' };

/**
 * The Intl locale for dates, numbers and prices: US Spanish (many readers are New Yorkers), and
 * French as written in France (visitors).
 */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-US', fr: 'fr-FR' };

/** The cookie that remembers a visitor's chosen language (a year; `en`, `es` or `fr`). */
export const LANGUAGE_COOKIE = 'hg_lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language of an address and the address without its prefix: /es/about-us is es and /about-us. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(es|fr)(\/.*)?$/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: match[1] as Locale, path: match[2] || '/' };
}

/** A site path (with its query and hash) in a language: /events?when=tonight is /es/events?when=tonight in Spanish. */
export function localizePath(locale: Locale, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const { path } = splitLocale(href.replace(/[?#].*$/, ''));
  const rest = href.slice(href.replace(/[?#].*$/, '').length);
  // An unknown language (a component drawn without the middleware) reads as English.
  if (locale === DEFAULT_LOCALE || !isLocale(locale)) return path + rest;
  return `/${locale}${path === '/' ? '' : path}${rest}`;
}

/** Addresses that are never pages, so have one address in every language: files, feeds, the API, actions, the language switch. */
export const NOT_A_PAGE = /^\/(api|_actions|_astro|_server-islands|language|files)(\/|$)|\.[a-z0-9]+$/i;

/** A site path in a language when it is a page (/es/events); files and the API keep their one address. */
export function localizePagePath(locale: Locale, href: string): string {
  const path = splitLocale(href.replace(/[?#].*$/, '')).path;
  return NOT_A_PAGE.test(path) ? href : localizePath(locale, href);
}
