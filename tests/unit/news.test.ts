import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildNewsArticle } from '../factories/news.ts';
import { newsUnknownCategory } from '#lib/i18n/localized/places.ts';
import {
  NEWS_CATEGORIES,
  NewsFrontmatterSchema,
  countWords,
  formatPublishedDate,
  getNewsCategory,
  hasNewsFilters,
  newsHref,
  parseNewsQuery,
  publishedIso,
  readTimeMinutes,
  relatedArticles,
  selectNews,
  toNewsArticle,
  type NewsArticle,
} from '#lib/domain/news.ts';
import { articleIn, articlesIn, versionKey } from '#lib/domain/news-languages.ts';
import { jsonLdScript, newsArticleJsonLd } from '#lib/domain/structured-data.ts';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

const article = buildNewsArticle;

const query = (text: string) => parseNewsQuery(new URLSearchParams(text));

describe('read time', () => {
  it('is the words divided by 200, rounded up, and at least one minute', () => {
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeMinutes(words(1))).toBe(1);
    expect(readTimeMinutes(words(200))).toBe(1);
    expect(readTimeMinutes(words(201))).toBe(2);
    expect(readTimeMinutes(words(400))).toBe(2);
    expect(readTimeMinutes(words(401))).toBe(3);
    expect(readTimeMinutes(words(1000))).toBe(5);
  });

  it('counts words, not Markdown markup, link targets or images', () => {
    expect(countWords('## A heading\n\n- **Bold** item\n- [a link](https://example.com/very/long/path) here')).toBe(7);
    expect(countWords('![alt text here](/images/x.svg) One two')).toBe(2);
    expect(countWords('Hyphenated well-known word, and — dashes — alone')).toBe(6);
    expect(countWords('Café con leche y mangú')).toBe(5);
  });
});

describe('frontmatter', () => {
  const valid = {
    title: 'A title long enough',
    excerpt: 'An excerpt that is long enough to pass the minimum length check.',
    image: '/images/categories/music-a.svg',
    imageAlt: 'An illustration of a street',
    author: { firstName: 'Nia', lastName: 'Okafor' },
    category: 'music',
    publishedAt: '2026-03-12T10:00:00-04:00',
  };

  it('accepts a full article and gives the instant', () => {
    const parsed = NewsFrontmatterSchema.parse(valid);
    expect(parsed.publishedAt.toISOString()).toBe('2026-03-12T14:00:00.000Z');
  });

  it('reads a bare date as that day in New York, whether YAML gives a string or a UTC-midnight Date', () => {
    expect(NewsFrontmatterSchema.parse({ ...valid, publishedAt: '2026-01-05' }).publishedAt.toISOString()).toBe('2026-01-05T05:00:00.000Z');
    expect(NewsFrontmatterSchema.parse({ ...valid, publishedAt: new Date('2026-07-05T00:00:00Z') }).publishedAt.toISOString()).toBe(
      '2026-07-05T04:00:00.000Z',
    );
    expect(formatPublishedDate(NewsFrontmatterSchema.parse({ ...valid, publishedAt: '2026-01-05' }).publishedAt)).toBe('January 5, 2026');
  });

  it('refuses unknown categories, images outside /images, and timestamps without an offset', () => {
    expect(NewsFrontmatterSchema.safeParse({ ...valid, category: 'sports' }).success).toBe(false);
    expect(NewsFrontmatterSchema.safeParse({ ...valid, image: 'https://example.com/x.png' }).success).toBe(false);
    expect(NewsFrontmatterSchema.safeParse({ ...valid, image: '/images/../secret.svg' }).success).toBe(false);
    expect(NewsFrontmatterSchema.safeParse({ ...valid, publishedAt: '2026-03-12T10:00:00' }).success).toBe(false);
    expect(NewsFrontmatterSchema.safeParse({ ...valid, author: { firstName: 'Nia' } }).success).toBe(false);
  });

  it('makes an article from an entry: slug from the file, category name, read time from the text', () => {
    const entry = { id: 'a-story', data: NewsFrontmatterSchema.parse(valid), body: words(450) };
    const made = toNewsArticle(entry);
    expect(made.slug).toBe('a-story');
    expect(made.lang).toBe('en');
    expect(made.category).toEqual({ name: 'Music', slug: 'music' });
    expect(made.readTime).toBe(3);
    expect(toNewsArticle({ ...entry, id: 'es/a-story' })).toMatchObject({ slug: 'a-story', lang: 'es' });
    expect(toNewsArticle({ ...entry, id: 'fr/a-story' })).toMatchObject({ slug: 'a-story', lang: 'fr' });
  });
});

describe('an article in the page’s language', () => {
  // 'both' has a Spanish version; 'only-english' has none (the fallback); 'orphan' has no English file.
  const versions = [
    article('both', { title: 'Both in English' }),
    article('both', { lang: 'es', title: 'Ambos en español' }),
    article('only-english', { title: 'Only in English' }),
    article('orphan', { lang: 'fr', title: 'Sans original anglais' }),
  ];

  it('is its version in that language, else the English original, one per English file', () => {
    expect(articlesIn('es', versions).map(({ slug, lang, title }) => [slug, lang, title])).toEqual([
      ['both', 'es', 'Ambos en español'],
      ['only-english', 'en', 'Only in English'],
    ]);
    expect(articlesIn('fr', versions).map(({ slug, lang }) => [slug, lang])).toEqual([
      ['both', 'en'],
      ['only-english', 'en'],
    ]);
    expect(articlesIn('en', versions).map(({ lang }) => lang)).toEqual(['en', 'en']);
  });

  it('finds one article by its slug, falling back to English, and nothing without an English file', () => {
    expect(articleIn('es', versions, 'both')?.title).toBe('Ambos en español');
    expect(articleIn('es', versions, 'only-english')).toMatchObject({ lang: 'en', title: 'Only in English' });
    expect(articleIn('fr', versions, 'orphan')).toBeUndefined();
    expect(articleIn('es', versions, 'missing')).toBeUndefined();
  });

  it('keys each version apart, English by its slug alone', () => {
    expect(versionKey(versions[0])).toBe('both');
    expect(versionKey(versions[1])).toBe('es/both');
  });
});

describe('the /news list', () => {
  const music = getNewsCategory('music')!;
  const food = getNewsCategory('food-drink')!;
  const articles = [
    article('old-jazz', { category: music, publishedAt: new Date('2025-05-01T12:00:00Z'), title: 'Old jazz nights' }),
    article('new-food', {
      category: food,
      publishedAt: new Date('2026-05-01T12:00:00Z'),
      title: 'Mangú for breakfast',
      body: 'Morir soñando at the juice bar.',
    }),
    article('mid-jazz', {
      category: music,
      publishedAt: new Date('2025-12-01T12:00:00Z'),
      title: 'Bebop uptown',
      author: { firstName: 'Andre', lastName: 'Coleman' },
    }),
  ];

  it('reads the query forgivingly: unknown categories mean all, search is trimmed and capped', () => {
    expect(query('category=music&q=%20%20jazz%20%20clubs%20')).toEqual({ category: music, unknownCategory: null, q: 'jazz clubs' });
    expect(query('category=MUSIC').category).toEqual(music);
    expect(query('category=sports').category).toBeNull();
    expect(query('').category).toBeNull();
    expect(query(`q=${'x'.repeat(500)}`).q).toHaveLength(100);
    expect(hasNewsFilters(query(''))).toBe(false);
    expect(hasNewsFilters(query('q=a'))).toBe(true);
  });

  it('reports a category that does not exist, so the page can say all are shown', () => {
    expect(query('category=nonexistent')).toEqual({ category: null, unknownCategory: 'nonexistent', q: '' });
    expect(newsUnknownCategory('en', 'nonexistent', NEWS_CATEGORIES)).toBe(
      '“nonexistent” is not one of the news categories (Food & Drink, Arts & Culture, Music, History, Community or Events). All categories are shown.',
    );
    expect(newsUnknownCategory('es', 'x', NEWS_CATEGORIES)).toBe(
      '“x” no es una de las categorías de noticias (Comida y bebida, Arte y cultura, Música, Historia, Comunidad o Eventos). Se muestran todas las categorías.',
    );
    expect(newsUnknownCategory('fr', 'x', NEWS_CATEGORIES)).toMatch(
      /^« x » ne fait pas partie des rubriques \(Gastronomie, .*, Vie de quartier ou Événements\)\./,
    );
    // Empty (the form's "All categories") and "all" are simply all, with nothing to report.
    for (const text of ['', 'category=', 'category=%20', 'category=all', 'category=music'])
      expect(query(text).unknownCategory, text).toBeNull();
    // A long value is cut for the notice.
    expect(query(`category=${'x'.repeat(300)}`).unknownCategory).toBe(`${'x'.repeat(39)}…`);
    // Reporting it is not filtering: the list stays whole.
    expect(hasNewsFilters(query('category=nonexistent'))).toBe(false);
  });

  it('writes addresses without empty values', () => {
    expect(newsHref({})).toBe('/news');
    expect(newsHref({ category: 'music' })).toBe('/news?category=music');
    expect(newsHref({ category: 'food-drink', q: 'rice & beans' })).toBe('/news?category=food-drink&q=rice+%26+beans');
  });

  it('features the newest article and lists the rest newest first', () => {
    const { featured, rest, total } = selectNews(articles, query(''));
    expect(featured?.slug).toBe('new-food');
    expect(rest.map((item) => item.slug)).toEqual(['mid-jazz', 'old-jazz']);
    expect(total).toBe(3);
  });

  it('features the newest article of the chosen category', () => {
    const { featured, rest } = selectNews(articles, query('category=music'));
    expect(featured?.slug).toBe('mid-jazz');
    expect(rest.map((item) => item.slug)).toEqual(['old-jazz']);
  });

  it('lists what a search found in its order, within the chosen category', () => {
    expect(selectNews(articles, query('q=jazz'), ['mid-jazz', 'old-jazz']).rest.map((item) => item.slug)).toEqual(['old-jazz']);
    expect(selectNews(articles, query('q=jazz'), ['mid-jazz', 'old-jazz']).featured?.slug).toBe('mid-jazz');
    expect(selectNews(articles, query('category=music&q=uptown'), ['new-food', 'mid-jazz'])).toMatchObject({
      featured: { slug: 'mid-jazz' },
      total: 1,
    });
    // A search that found nothing lists nothing, not everything.
    expect(selectNews(articles, query('q=zebra'), []).total).toBe(0);
  });

  it('has no featured story and an empty grid when nothing matches', () => {
    expect(selectNews(articles, query('category=food-drink&q=bebop'), ['mid-jazz'])).toEqual({ featured: null, rest: [], total: 0 });
  });

  it('relates the same category first, then the newest others, never the article itself', () => {
    const extra = article('newest-history', { category: getNewsCategory('history')!, publishedAt: new Date('2026-09-01T12:00:00Z') });
    const all = [...articles, extra];
    expect(relatedArticles(all[0], all, 3).map((item) => item.slug)).toEqual(['mid-jazz', 'newest-history', 'new-food']);
    expect(relatedArticles(all[0], all, 1).map((item) => item.slug)).toEqual(['mid-jazz']);
  });

  it('shows dates in New York: late evening there is still the same day', () => {
    // 02:30 UTC on March 13 is 10:30 PM on March 12 in New York.
    const instant = new Date('2026-03-13T02:30:00Z');
    expect(formatPublishedDate(instant)).toBe('March 12, 2026');
    expect(publishedIso(instant)).toBe('2026-03-12T22:30:00-04:00');
  });
});

describe('NewsArticle structured data', () => {
  it('describes the article with absolute urls, author, dates and section', () => {
    const data = newsArticleJsonLd(
      { ...article('a'), title: 'Bebop </script> uptown', publishedIso: '2026-03-12T10:00:00-04:00', wordCount: 450, readTime: 3 },
      { page: 'https://harlem.example/news/a', image: 'https://harlem.example/images/a.svg', logo: 'https://harlem.example/favicon.svg' },
    );
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Bebop </script> uptown',
      datePublished: '2026-03-12T10:00:00-04:00',
      author: [{ '@type': 'Person', name: 'Ada Writer' }],
      image: ['https://harlem.example/images/a.svg'],
      mainEntityOfPage: { '@id': 'https://harlem.example/news/a' },
      articleSection: 'Community',
      timeRequired: 'PT3M',
    });
    expect(jsonLdScript(data)).not.toContain('</script>');
  });
});

describe('the articles in src/content/news', () => {
  const root = 'src/content/news';
  const filesIn = (lang: string) => readdirSync(`${root}/${lang}`).filter((file) => file.endsWith('.md'));
  const files = filesIn('en');
  /** A file's frontmatter lines and its Markdown text. */
  const read = (path: string) => {
    const [, frontmatter, body] = readFileSync(path, 'utf8').match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/) ?? [];
    expect(frontmatter, `frontmatter of ${path}`).toBeTruthy();
    return { frontmatter, body, field: (name: string) => frontmatter.match(new RegExp(`^${name}: (.+)$`, 'm'))?.[1] };
  };

  it('has at least eight articles covering every category', () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
    const categories = new Set(files.map((file) => read(`${root}/en/${file}`).field('category')));
    for (const category of NEWS_CATEGORIES) expect(categories, category.slug).toContain(category.slug);
  });

  it('has Spanish and French versions only of English articles', () => {
    for (const lang of ['es', 'fr']) for (const file of filesIn(lang)) expect(files, `${lang}/${file}`).toContain(file);
  });

  for (const file of files) {
    it(`${file}: names an existing image, and its text runs 300 to 600 words`, () => {
      const { body, field } = read(`${root}/en/${file}`);
      const image = field('image');
      expect(image && existsSync(`public${image}`), `public${image}`).toBe(true);
      expect(file).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.md$/);
      const count = countWords(body);
      expect(count).toBeGreaterThanOrEqual(300);
      expect(count).toBeLessThanOrEqual(600);
    });
  }

  for (const lang of ['es', 'fr']) {
    for (const file of filesIn(lang)) {
      it(`${lang}/${file}: keeps the English article's image, author, category and date, and translates its text`, () => {
        const english = read(`${root}/en/${file}`);
        const translated = read(`${root}/${lang}/${file}`);
        for (const name of ['image', 'category', 'publishedAt', '  firstName', '  lastName']) {
          expect(translated.field(name), name).toBe(english.field(name));
        }
        for (const name of ['title', 'excerpt', 'imageAlt']) expect(translated.field(name), name).not.toBe(english.field(name));
        // A translation runs about as long as its original (Spanish and French a little longer).
        const ratio = countWords(translated.body) / countWords(english.body);
        expect(ratio).toBeGreaterThan(0.85);
        expect(ratio).toBeLessThan(1.4);
        // Its links stay in its language.
        for (const [, href] of translated.body.matchAll(/\]\((\/[^)]*)\)/g)) expect(href.startsWith(`/${lang}/`), href).toBe(true);
      });
    }
  }
});
