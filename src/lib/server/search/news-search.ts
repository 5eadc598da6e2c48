/**
 * Full-text search over the news (migration 0016). The articles are a content collection built
 * into the site, so news_fts is filled from them: on the first search of a process the
 * collection's signature (a SHA-256 of what is indexed) is compared with the one stored, and the
 * index is refilled in one transaction only when they differ, so a new or edited article is
 * searchable from the first search after a deploy. Searches rank by bm25, the title weighing most.
 */
import { sql } from 'drizzle-orm';
import type { NewsArticle } from '#lib/domain/news.ts';
import { articlesIn, versionKey } from '#lib/domain/news-languages.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { newsCategoryName } from '#lib/i18n/localized/places.ts';
import type { AstroGlobal } from 'astro';
import { getDb, type Database } from '../db/client.ts';
import { matchExpression } from './full-text.ts';

type Indexed = Pick<NewsArticle, 'slug' | 'lang' | 'title' | 'excerpt' | 'body' | 'author' | 'category'>;

/**
 * What an article is found by: its words, its author and its category (in its language). Every
 * language's version is indexed, under its key (`es/where-bebop-was-born`), so the index does not
 * change with the page's language.
 */
function indexedFields(article: Indexed) {
  const category =
    article.lang === 'en' ? article.category.name : `${article.category.name} ${newsCategoryName(article.lang, article.category)}`;
  return {
    slug: versionKey(article),
    title: article.title,
    excerpt: article.excerpt,
    body: article.body,
    byline: `${article.author.firstName} ${article.author.lastName} ${category}`,
  };
}

async function signatureOf(rows: ReturnType<typeof indexedFields>[]): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(rows)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The signature each database was last brought up to by this process. */
const current = new WeakMap<Database, string>();

/** Fills news_fts from the articles unless it already holds exactly them. */
export async function syncNewsIndex(db: Database, articles: readonly Indexed[]): Promise<void> {
  const rows = articles.map(indexedFields).sort((a, b) => a.slug.localeCompare(b.slug));
  const signature = await signatureOf(rows);
  if (current.get(db) === signature) return;
  const [stored] = await db.all<{ signature: string }>(sql`select signature from news_fts_state where id = 1`);
  if (stored?.signature !== signature) {
    await db.batch([
      db.run(sql`delete from news_fts`),
      ...rows.map((row) =>
        db.run(
          sql`insert into news_fts (slug, title, excerpt, body, byline) values (${row.slug}, ${row.title}, ${row.excerpt}, ${row.body}, ${row.byline})`,
        ),
      ),
      db.run(
        sql`insert into news_fts_state (id, signature) values (1, ${signature}) on conflict (id) do update set signature = excluded.signature`,
      ),
    ]);
  }
  current.set(db, signature);
}

/**
 * The slugs of the articles matching a visitor's text, every word as a word prefix, best first
 * (title, then excerpt, byline and text); none when the text has no word in it. `versions` are
 * every language's; only the versions a page in `locale` shows are searched (news-languages.ts).
 */
export async function searchNews(db: Database, versions: readonly Indexed[], text: string, locale: Locale = 'en'): Promise<string[]> {
  const expression = matchExpression(text);
  if (!expression) return [];
  await syncNewsIndex(db, versions);
  const shown = new Map(articlesIn(locale, versions).map((article) => [versionKey(article), article.slug]));
  const hits = await db.all<{ slug: string }>(
    sql`select slug from news_fts where news_fts match ${expression} order by bm25(news_fts, 0, 10, 4, 1, 2), slug`,
  );
  return hits.flatMap((hit) => {
    const slug = shown.get(hit.slug);
    return slug === undefined ? [] : [slug];
  });
}

/** The loader of /news: the slugs of the articles matching the search, best first (none without a search). */
export async function loadNewsPage(
  _context: Pick<AstroGlobal, 'url'>,
  versions: readonly Indexed[],
  search: string | null | undefined,
  locale: Locale = 'en',
) {
  return { found: search ? await searchNews(getDb(), versions, search, locale) : [] };
}
