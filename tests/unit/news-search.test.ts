/**
 * Full-text news search (migration 0016): the index is filled from the articles given, refilled
 * only when they change, and finds every word as a prefix in title, excerpt, text, author and
 * category, ignoring case and accents, best match first.
 */
import { describe, expect, it } from 'vitest';
import { buildNewsArticle } from '../factories/news.ts';
import { sql } from 'drizzle-orm';
import { useFreshDatabase } from '../helpers/database.ts';
import { getNewsCategory, type NewsArticle } from '#lib/domain/news.ts';
import { searchNews, syncNewsIndex } from '#lib/server/search/news-search.ts';

const { db } = await useFreshDatabase();

const article = buildNewsArticle;

const articles = [
  article('old-jazz', { category: getNewsCategory('music')!, title: 'Old jazz nights', body: 'A night of standards.' }),
  article('new-food', {
    category: getNewsCategory('food-drink')!,
    title: 'Mangú for breakfast',
    body: 'Morir soñando at the juice bar, and jazz on the radio.',
  }),
  article('mid-jazz', { category: getNewsCategory('music')!, title: 'Bebop uptown', author: { firstName: 'Andre', lastName: 'Coleman' } }),
];

const indexed = async () => (await db.all<{ n: number }>(sql`select count(*) as n from news_fts`))[0].n;

describe('news search', () => {
  it('finds every word as a prefix anywhere in an article, ignoring case and accents', async () => {
    expect(await searchNews(db, articles, 'MORIR sonando')).toEqual(['new-food']);
    expect(await searchNews(db, articles, 'mang break')).toEqual(['new-food']);
    expect(await searchNews(db, articles, 'coleman')).toEqual(['mid-jazz']);
    expect(await searchNews(db, articles, 'food drink')).toEqual(['new-food']);
    expect(await searchNews(db, articles, 'jazz breakfast')).toEqual(['new-food']);
    expect(await searchNews(db, articles, 'zebra')).toEqual([]);
  });

  it('ranks a word in the title above the same word in the text', async () => {
    expect(await searchNews(db, articles, 'jazz')).toEqual(['old-jazz', 'new-food']);
  });

  it('takes nothing typed as search syntax, and finds nothing in text with no words', async () => {
    for (const text of ['"jazz', 'jazz OR food', 'title:jazz', '*', 'NEAR(jazz food)', '-jazz']) {
      await expect(searchNews(db, articles, text)).resolves.toBeInstanceOf(Array);
    }
    expect(await searchNews(db, articles, '!!! ???')).toEqual([]);
  });

  it('refills the index when an article changes, and only then', async () => {
    await syncNewsIndex(db, articles);
    expect(await indexed()).toBe(3);
    const edited = [
      ...articles.slice(0, 2),
      { ...articles[2], title: 'Bebop and stride uptown' },
      article('new-one', { title: 'Stride piano' }),
    ];
    expect(await searchNews(db, edited, 'stride')).toEqual(['new-one', 'mid-jazz']);
    expect(await indexed()).toBe(4);
    // The same articles again: the stored signature matches, nothing is rewritten.
    await db.run(sql`insert into news_fts (slug, title, excerpt, body, byline) values ('marker', 'marker', '', '', '')`);
    await syncNewsIndex(db, [...edited].reverse());
    expect(await indexed()).toBe(5);
  });

  it('searches the versions a page in a language shows: its own, else the English original', async () => {
    const versions = [
      ...articles,
      article('old-jazz', {
        lang: 'es',
        category: getNewsCategory('music')!,
        title: 'Noches de jazz de antes',
        body: 'Una noche de estándares.',
      }),
    ];
    expect(await searchNews(db, versions, 'estándares', 'es')).toEqual(['old-jazz']);
    expect(await searchNews(db, versions, 'musica', 'es')).toEqual(['old-jazz']);
    // The English text of a translated article is not what the Spanish page shows; the untranslated ones are.
    expect(await searchNews(db, versions, 'standards', 'es')).toEqual([]);
    expect(await searchNews(db, versions, 'breakfast', 'es')).toEqual(['new-food']);
    expect(await searchNews(db, versions, 'estándares', 'en')).toEqual([]);
    expect(await searchNews(db, versions, 'estándares', 'fr')).toEqual([]);
  });
});
