/**
 * The sitemap (sitemaps.org protocol): an index at /sitemap.xml naming its parts, /sitemaps/pages.xml
 * (the fixed pages, neighborhood guides and news) and, per kind of record, parts of at most
 * SITEMAP_PART_SIZE ids each (/sitemaps/businesses-1.xml holds businesses 1 to 1000), so a part
 * costs the same however large the guide grows. Only public, indexable pages belong here.
 */
import { LOCALES, localizePath, type Locale } from '../i18n/locales.ts';

/**
 * Ids per part of a record kind: far below the protocol's 50,000 URLs and 50 MB. A record is three
 * addresses with their alternates, about 1.4 KB, so a part is under 1.5 MB as drawn: small enough
 * for the page cache to keep (scripts/serve/held-page.ts), and a few dozen KB as sent.
 */
export const SITEMAP_PART_SIZE = 1000;

export const RECORD_KINDS = ['businesses', 'events', 'properties'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export type SitemapSection = { kind: 'pages' } | { kind: RecordKind; part: number };

/**
 * The fixed public pages: everything a visitor reaches without signing in that is not a record,
 * a form's next step, a return page or a file. Their lastmod is left out: they change with a
 * deploy or with the data they list, and a date that is not true is worse than none.
 */
export const SITEMAP_PAGES = [
  '/',
  '/businesses',
  '/events',
  '/neighborhoods',
  '/news',
  '/harlem-week',
  '/properties',
  '/trip-planner',
  '/tours',
  '/premium',
  '/rewards',
  '/pricing',
  '/business-listing-pricing',
  '/donate',
  '/newsletter',
  '/partner-program',
  '/advertise-with-us',
  '/about-us',
  '/contact-us',
  '/accessibility',
  '/visitor-center',
  '/travel-trade',
  '/media',
  '/cms-demo',
  '/terms',
  '/privacy',
  '/legal',
] as const;

/** A part's path: /sitemaps/pages.xml, /sitemaps/events-3.xml. */
export function sitemapSectionPath(section: SitemapSection): string {
  return section.kind === 'pages' ? '/sitemaps/pages.xml' : `/sitemaps/${section.kind}-${section.part}.xml`;
}

/** A part from its route parameter ("events-3"), or null when it names none. */
export function parseSitemapSection(param: string | undefined): SitemapSection | null {
  if (param === 'pages') return { kind: 'pages' };
  const match = /^(businesses|events|properties)-([1-9]\d{0,5})$/.exec(param ?? '');
  return match ? { kind: match[1] as RecordKind, part: Number(match[2]) } : null;
}

/** How many parts hold ids 1 to `maxId`. */
export const partCount = (maxId: number | null): number => Math.ceil((maxId ?? 0) / SITEMAP_PART_SIZE);

/** The ids of a part: greater than `after`, at most `upTo`. */
export const partRange = (part: number) => ({ after: (part - 1) * SITEMAP_PART_SIZE, upTo: part * SITEMAP_PART_SIZE });

export type SitemapEntry = { loc: string; lastmod?: Date | null };

/** Text safe inside XML elements. */
const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

/**
 * A <urlset> of absolute addresses, with lastmod (W3C datetime, UTC) where known. Every page is
 * listed in each language (English at the root, then /es/ and /fr/, decision 024), each with its
 * alternates in all three and x-default, as search engines read them (xhtml:link).
 */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap(({ loc, lastmod }) => {
    const alternates = LOCALES.map((locale) => ({ hreflang: locale, href: inLanguage(loc, locale) }));
    const links = [...alternates, { hreflang: 'x-default', href: alternates[0].href }]
      .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(href)}"/>`)
      .join('');
    const modified = lastmod ? `<lastmod>${lastmod.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>` : '';
    return alternates.map(({ href }) => `<url><loc>${xml(href)}</loc>${modified}${links}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** An absolute address in a language: https://…/events/3 is https://…/es/events/3 in Spanish. */
function inLanguage(loc: string, locale: Locale): string {
  const url = new URL(loc);
  return url.origin + localizePath(locale, url.pathname + url.search);
}

/** A <sitemapindex> naming the parts at these absolute addresses. */
export function sitemapIndexXml(locs: readonly string[]): string {
  const parts = locs.map((loc) => `<sitemap><loc>${xml(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NAMESPACE}">\n${parts.join('\n')}\n</sitemapindex>\n`;
}
