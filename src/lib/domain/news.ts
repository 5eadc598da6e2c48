/**
 * News: editors' articles in src/content/news/{en,es,fr}/*.md (one file per language, the same
 * file name in each; see news-languages.ts for which one a page shows). Here live the fixed category list, the
 * frontmatter schema the content collection checks at build time, read time, and the /news page's
 * state (category and search in the query string), filtering and featured story. Pure functions.
 */
import { z } from 'zod';
import { isCalendarDate, newYorkTimeToInstant } from './time.ts';
import { toNewYorkIsoString } from './event-format.ts';
import { instantIn } from '../i18n/format.ts';
import { isLocale, type Locale } from '../i18n/locales.ts';

/** The news categories, in the order the filters show them. Articles name one by slug. */
export const NEWS_CATEGORIES = [
  { name: 'Food & Drink', slug: 'food-drink' },
  { name: 'Arts & Culture', slug: 'arts-culture' },
  { name: 'Music', slug: 'music' },
  { name: 'History', slug: 'history' },
  { name: 'Community', slug: 'community' },
  { name: 'Events', slug: 'events' },
] as const;

export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export type NewsCategorySlug = NewsCategory['slug'];

const CATEGORY_SLUGS = NEWS_CATEGORIES.map((category) => category.slug) as [NewsCategorySlug, ...NewsCategorySlug[]];

/** The category with this slug, or null. */
export function getNewsCategory(slug: string | null | undefined): NewsCategory | null {
  return NEWS_CATEGORIES.find((category) => category.slug === slug) ?? null;
}

/**
 * A publication instant from frontmatter. A bare date (`2026-03-12`, which YAML reads as UTC
 * midnight) means that day in New York; a full timestamp needs its offset (`2026-03-12T09:00:00-04:00`).
 */
export const PublishedAtSchema = z.preprocess(
  (value) => {
    if (value instanceof Date && !Number.isNaN(value.getTime()) && value.getTime() % 86_400_000 === 0) {
      return newYorkTimeToInstant(value.toISOString().slice(0, 10));
    }
    if (typeof value === 'string' && isCalendarDate(value.trim())) return newYorkTimeToInstant(value.trim());
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value.trim())) {
      return new Date(value.trim());
    }
    return value;
  },
  z.date({ error: 'publishedAt must be a date (2026-03-12) or a timestamp with its offset (2026-03-12T09:00:00-04:00)' }),
);

/** An image under public/images, by its site path. */
const ImagePathSchema = z
  .string()
  .regex(/^\/images\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp|avif)$/, 'image must be a path under /images, e.g. /images/categories/music-a.svg');

/** An article's frontmatter, as editors write it. The build fails with these messages when it is wrong. */
export const NewsFrontmatterSchema = z.object({
  title: z.string().trim().min(10).max(110),
  excerpt: z.string().trim().min(40).max(260),
  image: ImagePathSchema,
  imageAlt: z.string().trim().min(10).max(200),
  author: z.object({
    firstName: z.string().trim().min(1).max(60),
    lastName: z.string().trim().min(1).max(60),
  }),
  category: z.enum(CATEGORY_SLUGS, { error: `category must be one of: ${CATEGORY_SLUGS.join(', ')}` }),
  publishedAt: PublishedAtSchema,
});
export type NewsFrontmatter = z.infer<typeof NewsFrontmatterSchema>;

/** An article as pages show it. */
export type NewsArticle = {
  slug: string;
  /** The language the article is written in (its folder: en, es or fr). */
  lang: Locale;
  title: string;
  excerpt: string;
  image: string;
  imageAlt: string;
  author: { firstName: string; lastName: string };
  category: NewsCategory;
  publishedAt: Date;
  /** Minutes to read the text. */
  readTime: number;
  /** The Markdown text, for search. */
  body: string;
};

/** Words a reader gets through in a minute. */
export const WORDS_PER_MINUTE = 200;

/** The words of a Markdown text: markup, link targets, images and HTML tags are not words. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#>*_`~|]/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read a Markdown text at 200 words a minute, rounded up, at least 1. */
export function readTimeMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));
}

/**
 * The language and slug of a collection entry's id: `es/where-bebop-was-born` is the Spanish
 * version of where-bebop-was-born; an id without a language folder is English.
 */
export function newsEntryId(id: string): { lang: Locale; slug: string } {
  const [folder, ...rest] = id.split('/');
  if (rest.length === 1 && isLocale(folder)) return { lang: folder, slug: rest[0] };
  return { lang: 'en', slug: id };
}

/** An article from a collection entry (the file name is the slug, its folder the language). */
export function toNewsArticle(entry: { id: string; data: NewsFrontmatter; body?: string }): NewsArticle {
  const { data } = entry;
  const body = entry.body ?? '';
  const { lang, slug } = newsEntryId(entry.id);
  return {
    slug,
    lang,
    title: data.title,
    excerpt: data.excerpt,
    image: data.image,
    imageAlt: data.imageAlt,
    author: { firstName: data.author.firstName, lastName: data.author.lastName },
    category: getNewsCategory(data.category)!,
    publishedAt: data.publishedAt,
    readTime: readTimeMinutes(body),
    body,
  };
}

/** Newest first; same instant by title, so the order never depends on file order. */
export function sortNewestFirst<A extends Pick<NewsArticle, 'publishedAt' | 'title'>>(articles: readonly A[]): A[] {
  return [...articles].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || a.title.localeCompare(b.title));
}

/** Longest search kept. */
export const NEWS_SEARCH_MAX_LENGTH = 100;

export type NewsQuery = {
  /** The chosen category, or null for all. */
  category: NewsCategory | null;
  /** A category asked for that does not exist (cut for display), or null. All are then shown. */
  unknownCategory: string | null;
  /** Search text, trimmed; empty for none. */
  q: string;
};

/** Longest unknown category echoed back in the notice. */
const UNKNOWN_CATEGORY_SHOWN = 40;

/**
 * The /news page's state from its query string; never throws. An unknown category means all,
 * and is reported so the page can say so; empty or "all" is simply all.
 */
export function parseNewsQuery(params: URLSearchParams): NewsQuery {
  const q = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, NEWS_SEARCH_MAX_LENGTH);
  const raw = (params.get('category') ?? '').replace(/\s+/g, ' ').trim();
  const category = getNewsCategory(raw.toLowerCase());
  const unknown = category === null && raw !== '' && raw.toLowerCase() !== 'all';
  const unknownCategory = unknown ? (raw.length > UNKNOWN_CATEGORY_SHOWN ? `${raw.slice(0, UNKNOWN_CATEGORY_SHOWN - 1)}…` : raw) : null;
  return { category, unknownCategory, q };
}

/** The address of a /news state; empty values are left out. */
export function newsHref(query: { category?: string | null; q?: string }): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.q) params.set('q', query.q);
  const search = params.toString();
  return search ? `/news?${search}` : '/news';
}

/** Whether a category or search narrows the list. */
export function hasNewsFilters(query: NewsQuery): boolean {
  return query.category !== null || query.q !== '';
}

/**
 * The /news page's list: articles of the category, newest first, or with a search those it found
 * (`found`: slugs, best first; see search/news-search.ts) in that order. The first is the
 * featured story, the rest fill the grid.
 */
export function selectNews(
  articles: readonly NewsArticle[],
  query: NewsQuery,
  found: readonly string[] = [],
): { featured: NewsArticle | null; rest: NewsArticle[]; total: number } {
  const ofCategory = articles.filter((article) => query.category === null || article.category.slug === query.category.slug);
  const rank = new Map(found.map((slug, index) => [slug, index]));
  const matching = query.q
    ? ofCategory.filter((article) => rank.has(article.slug)).sort((a, b) => rank.get(a.slug)! - rank.get(b.slug)!)
    : sortNewestFirst(ofCategory);
  return { featured: matching[0] ?? null, rest: matching.slice(1), total: matching.length };
}

/** Up to `limit` other articles: the same category first, then the newest of the rest. */
export function relatedArticles(article: NewsArticle, articles: readonly NewsArticle[], limit = 3): NewsArticle[] {
  const others = sortNewestFirst(articles.filter((other) => other.slug !== article.slug));
  const sameCategory = others.filter((other) => other.category.slug === article.category.slug);
  const rest = others.filter((other) => other.category.slug !== article.category.slug);
  return [...sameCategory, ...rest].slice(0, limit);
}

/** "March 12, 2026": the publication day in New York. */
export function formatPublishedDate(instant: Date): string {
  return instantIn('en', instant, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** "2026-03-12T09:00:00-04:00": the instant in New York time, for <time datetime>, meta tags and JSON-LD. */
export function publishedIso(instant: Date): string {
  return toNewYorkIsoString(instant);
}

/** "Nia Okafor". */
export function authorName(author: NewsArticle['author']): string {
  return `${author.firstName} ${author.lastName}`;
}

/** "3 min read". */
export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}
