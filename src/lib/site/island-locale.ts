/**
 * The page's language in the browser, from its `lang` (decision 024): which pack of messages the
 * islands fetch (integrations/island-messages.ts).
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales.ts';

/** The language of the page the island is on. */
export function getLocale(): Locale {
  const lang = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
