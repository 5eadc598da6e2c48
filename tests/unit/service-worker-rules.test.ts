/** What the service worker may store for whoever uses the browser next (src/service-worker/cache-rules.ts). */
import { describe, expect, it } from 'vitest';
import { shareable } from '../../src/service-worker/cache-rules.ts';

const answer = (status: number, cacheControl?: string) => new Response('<h1>Harlem</h1>', { status, headers: cacheControl ? { 'cache-control': cacheControl } : {} });

describe('the service worker keeps only public answers', () => {
  it('keeps pages and files the server marked public, or did not mark', () => {
    expect(shareable(answer(200, 'public, max-age=0, s-maxage=60'))).toBe(true);
    expect(shareable(answer(200, 'public, max-age=31536000, immutable'))).toBe(true);
    expect(shareable(answer(200))).toBe(true);
  });

  it('never keeps a signed-in page, a personal answer, an error or a redirect', () => {
    expect(shareable(answer(200, 'private, no-store'))).toBe(false);
    expect(shareable(answer(200, 'no-store'))).toBe(false);
    expect(shareable(answer(200, 'Private'))).toBe(false);
    expect(shareable(answer(404, 'public, max-age=0'))).toBe(false);
    expect(shareable(answer(500))).toBe(false);
    expect(shareable(new Response(null, { status: 302, headers: { location: '/auth' } }))).toBe(false);
  });
});
