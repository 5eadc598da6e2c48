/**
 * Which version of each news article a page shows (issue 35, decision 024). Every article is
 * written in English (src/content/news/en/), and may have a Spanish and a French version under
 * the same file name (es/, fr/). A page in a language shows that language's version, or the
 * English one when there is none: the page then marks it `lang="en"` and says it is the original
 * in English. The English files decide which articles exist; a translation without its English
 * file is left out. Pure functions.
 */
import type { Locale } from '../i18n/locales.ts';
import type { NewsArticle } from './news.ts';

/** The articles a page in `locale` shows, one per English article: its version in `locale`, else the English one. */
export function articlesIn<A extends Pick<NewsArticle, 'slug' | 'lang'>>(locale: Locale, versions: readonly A[]): A[] {
  const inLocale = new Map(versions.filter((version) => version.lang === locale).map((version) => [version.slug, version]));
  return versions.filter((version) => version.lang === 'en').map((english) => inLocale.get(english.slug) ?? english);
}

/** The article `slug` as a page in `locale` shows it, or undefined when there is no English article of that name. */
export function articleIn<A extends Pick<NewsArticle, 'slug' | 'lang'>>(
  locale: Locale,
  versions: readonly A[],
  slug: string,
): A | undefined {
  return articlesIn(
    locale,
    versions.filter((version) => version.slug === slug),
  )[0];
}

/** The key of one version in the search index and elsewhere: `where-bebop-was-born` in English, `es/where-bebop-was-born`. */
export function versionKey(version: Pick<NewsArticle, 'slug' | 'lang'>): string {
  return version.lang === 'en' ? version.slug : `${version.lang}/${version.slug}`;
}
