import { describe, expect, it } from 'vitest';
import { isShareImage, shareImagePath } from '#lib/site/share-image.ts';

describe('link preview images', () => {
  it('names the PNG twin of an SVG illustration, and leaves every other image as it is', () => {
    expect(shareImagePath('/images/categories/music-b.svg')).toBe('/images/share/categories/music-b.png');
    expect(shareImagePath('/images/fallback.svg')).toBe('/images/share/fallback.png');
    // Artwork drawn on request has no twin: the guide's own picture.
    expect(shareImagePath('/art/business/70.svg?v=1.1764470000123')).toBe('/images/share/fallback.png');
    for (const path of ['/images/photo.jpg', 'https://cdn.example/a.svg', '/favicon.svg', '/images/share/fallback.png', '/uploads/a.svg']) {
      expect(shareImagePath(path)).toBe(path);
    }
    expect(isShareImage(shareImagePath('/images/boards/cb10.svg'))).toBe(true);
    expect(isShareImage('/images/boards/cb10.svg')).toBe(false);
  });
});
