import { describe, expect, it } from 'vitest';
import { resolveBoard, resolveCategory, resolvePage, resolveSearch } from '#lib/domain/discovery-filters.ts';
import { safeExternalUrl } from '#lib/domain/safe-url.ts';
import { wrapSlide } from '#lib/domain/carousel.ts';
import { HERO_SLIDES, HeroSlideSchema } from '#lib/domain/hero-slides.ts';

const CATEGORIES = [
  { id: 1, name: 'Restaurants', slug: 'restaurants', description: null, icon: null },
  { id: 4, name: 'Historical Sites', slug: 'history', description: null, icon: null },
  { id: 7, name: 'Arts & Culture', slug: 'art-culture', description: null, icon: null },
];

describe('discovery filters from the query string', () => {
  it('finds a category by id, slug, name or an old alias, and reports unknown ones', () => {
    expect(resolveCategory('7', CATEGORIES).category?.slug).toBe('art-culture');
    expect(resolveCategory('restaurants', CATEGORIES).category?.id).toBe(1);
    expect(resolveCategory('Historical Sites', CATEGORIES).category?.id).toBe(4);
    expect(resolveCategory('historical', CATEGORIES).category?.id).toBe(4);
    expect(resolveCategory('', CATEGORIES)).toEqual({ category: null, unknown: null });
    expect(resolveCategory('all', CATEGORIES)).toEqual({ category: null, unknown: null });
    expect(resolveCategory('skating', CATEGORIES)).toEqual({ category: null, unknown: 'skating' });
    expect(resolveCategory('99', CATEGORIES).unknown).toBe('99');
  });

  it('accepts only the four board numbers, written plainly', () => {
    const boards = [9, 10, 11, 12];
    expect(resolveBoard('10', boards)).toBe(10);
    expect(resolveBoard(' 12 ', boards)).toBe(12);
    for (const raw of ['1e1', '10.0', '8', '13', 'ten', '', null]) expect(resolveBoard(raw, boards), String(raw)).toBeNull();
  });

  it('reads pages and searches forgivingly', () => {
    expect(resolvePage('3')).toBe(3);
    for (const raw of ['0', '-1', '2.5', 'abc', null]) expect(resolvePage(raw), String(raw)).toBe(1);
    expect(resolvePage('99999')).toBe(99999);
    expect(resolveSearch('  jazz  ')).toBe('jazz');
    expect(resolveSearch('x'.repeat(300))).toHaveLength(100);
  });
});

describe('links and slides', () => {
  it('turns only http(s) addresses into links', () => {
    expect(safeExternalUrl('https://www.apollotheater.org')).toBe('https://www.apollotheater.org/');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,hi')).toBeNull();
    expect(safeExternalUrl('not a url')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });

  it('wraps slides both ways and keeps slide links on this site', () => {
    expect(wrapSlide(4, 1, 5)).toBe(0);
    expect(wrapSlide(0, -1, 5)).toBe(4);
    expect(HERO_SLIDES).toHaveLength(5);
    const slide = HERO_SLIDES[0];
    expect(HeroSlideSchema.safeParse({ ...slide, ctaLink: '//evil.example/x' }).success).toBe(false);
    expect(HeroSlideSchema.safeParse({ ...slide, ctaLink: 'https://evil.example' }).success).toBe(false);
  });
});
