/**
 * What the compiled messages need of Paraglide's runtime, in the browser (decision 024). Islands
 * always pass `{ locale }`; a message called without one speaks the page's language. The build
 * puts this module in place of src/paraglide/runtime.js for scripts sent to the browser
 * (integrations/island-locale-runtime.ts): the full runtime, with its URL and cookie strategies, is
 * 1.2 KB compressed that no island uses. The server keeps the full runtime.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../domain/locales.ts';

/** Never fixed at build time: one bundle serves the three languages. */
export const experimentalStaticLocale: Locale | undefined = undefined;

/** The language of the page the island is on. */
export function getLocale(): Locale {
  const lang = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
