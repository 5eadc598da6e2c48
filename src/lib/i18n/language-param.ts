/**
 * The page's language carried to an address that has only one (decision 024): the API and file
 * downloads answer in English at their one address, so a Spanish or French page adds `lang=es`
 * or `lang=fr` to the ones whose words it shows (CSV column headers, a dashboard's data). English
 * addresses stay as they were.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts';

export const LANGUAGE_PARAM = 'lang';

/** `/api/events/7/attendees?format=csv` with `&lang=es` in Spanish; unchanged in English. */
export function withLanguageParam(locale: Locale, href: string): string {
  if (locale === DEFAULT_LOCALE || !isLocale(locale)) return href;
  return addLanguageParam(locale, href);
}

/** `/api/events/calendar?month=2026-12&lang=en`: an address that names its language, whichever it is. */
export function addLanguageParam(locale: Locale, href: string): string {
  const [path, hash = ''] = href.split('#', 2);
  const joint = !path.includes('?') ? '?' : /[?&]$/.test(path) ? '' : '&';
  return `${path}${joint}${LANGUAGE_PARAM}=${locale}${hash ? `#${hash}` : ''}`;
}

/** The language a request asks for with `lang=`, or `fallback` when it names none (or one the guide does not speak). */
export function languageParamOf(url: URL, fallback: Locale = DEFAULT_LOCALE): Locale {
  const asked = url.searchParams.get(LANGUAGE_PARAM);
  return isLocale(asked) ? asked : fallback;
}
