/**
 * The language of a JSON answer's messages (decision 028): English by default, as the spec words
 * them; `?lang=es` or an `Accept-Language` the guide speaks chooses another.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '#lib/i18n/locales.ts';
import { LANGUAGE_PARAM } from '#lib/i18n/language-param.ts';

export function apiLocaleOf(request: Request, url: URL): Locale {
  const asked = url.searchParams.get(LANGUAGE_PARAM);
  if (isLocale(asked)) return asked;
  return acceptedLocale(request.headers.get('accept-language')) ?? DEFAULT_LOCALE;
}

/** The first language of an Accept-Language header the guide speaks, by weight (`fr-CA,fr;q=0.9,en;q=0.5` is fr). */
function acceptedLocale(header: string | null): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...options] = part.trim().split(';');
      const weight = options.map((option) => /^\s*q=([\d.]+)\s*$/.exec(option)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], weight: weight === undefined ? 1 : Number(weight), order };
    })
    .filter((entry) => entry.weight > 0 && Number.isFinite(entry.weight))
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked.map((entry) => entry.language).find(isLocale);
}
