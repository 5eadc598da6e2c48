/** A news article as the content collection gives it, for tests that need no Markdown file. */
import { getNewsCategory, type NewsArticle } from '#lib/domain/news.ts';

export function buildNewsArticle(slug: string, overrides: Partial<NewsArticle> = {}): NewsArticle {
  return {
    slug,
    lang: 'en',
    title: `Story ${slug}`,
    excerpt: 'An excerpt about Harlem.',
    image: '/images/fallback.svg',
    imageAlt: 'An illustration',
    author: { firstName: 'Ada', lastName: 'Writer' },
    category: getNewsCategory('community')!,
    publishedAt: new Date('2026-01-01T14:00:00Z'),
    readTime: 1,
    body: 'Text.',
    ...overrides,
  };
}
