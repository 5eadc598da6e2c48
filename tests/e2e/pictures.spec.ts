/**
 * Honest pictures (issue 35): on the main pages of the seeded guide no image file makes up more
 * than a tenth of the images, and the guide's generated artwork says in its alternative text that
 * it is an illustration. Reads the pages' HTML as the server sends it: no browser needed. On a
 * server of its own, freshly seeded: the other specs add events without pictures to the shared
 * database, which would show the fallback picture of an event that has none.
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { ownServer } from '../helpers/server.ts';

const server = ownServer('pictures');
test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start();
});
test.afterAll(() => server.remove());

const PAGES = ['/', '/businesses', '/events', '/business/1'];
const MAX_SHARE = 0.1;

/** Each <img> of a page: its address and alternative text. */
async function imagesOf(request: import('@playwright/test').APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({
    src: /\ssrc="([^"]*)"/.exec(tag)?.[1] ?? '',
    alt: /\salt="([^"]*)"/.exec(tag)?.[1] ?? null,
  }));
}

/** The most used file and its share of the images. */
function mostUsed(sources: string[]) {
  const counts = new Map<string, number>();
  for (const src of sources) counts.set(src, (counts.get(src) ?? 0) + 1);
  const [file, times] = [...counts].sort((a, b) => b[1] - a[1])[0];
  return { file, times, share: times / sources.length };
}

test('no image file is more than a tenth of the images on /, /businesses, /events and /business/1', async () => {
  const request = await playwrightRequest.newContext({ baseURL: server.base });
  const images = (await Promise.all(PAGES.map((path) => imagesOf(request, path)))).flat();
  expect(images.length).toBeGreaterThan(50);
  // The file, without a fragment (the header's "#plain" view of an artwork is the same file).
  const top = mostUsed(images.map((image) => image.src.replace(/[#?].*$/, '')));
  expect(top.share, `${top.file} is ${top.times} of ${images.length} images`).toBeLessThanOrEqual(MAX_SHARE);
  // The generated artwork says what it is, in the page's language.
  const artwork = images.filter((image) => image.src.startsWith('/images/art/'));
  expect(artwork.length).toBeGreaterThan(40);
  for (const image of artwork) expect(image.alt, image.src).toMatch(/^Illustration: .+ — /);
  expect(artwork.map((image) => image.alt)).toContain('Illustration: Apollo Theater — Music Venues, Central Harlem');
  const spanish = await imagesOf(request, '/es/business/1');
  expect(spanish[0].alt).toBe('Ilustración: Apollo Theater — Salas de música, Central Harlem');
  await request.dispose();
});
