/**
 * Every link a visitor can follow leads to a real page: a crawl of the public site from the home
 * page (every internal link of every page reached, each path once), failing on any 404 or server
 * error. The upload center is built by the owner tools; until then it is the one allowed gap.
 */
import { expect, test } from './fixtures.ts';

const MAX_PAGES = 600;

test('a crawl of the public site finds no internal link to a missing page', async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const seen = new Set<string>(['/']);
  const queue: { path: string; from: string }[] = [{ path: '/', from: '(start)' }];
  const broken: string[] = [];
  let crawled = 0;
  while (queue.length > 0 && crawled < MAX_PAGES) {
    const { path, from } = queue.shift()!;
    crawled++;
    const response = await request.get(path);
    if (response.status() === 404 || response.status() >= 500) {
      broken.push(`${path} (${response.status()}) linked from ${from}`);
      continue;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    const html = await response.text();
    for (const [, href] of html.matchAll(/<a\s[^>]*href="([^"#][^"]*)"/g)) {
      const url = new URL(href.replace(/&amp;/g, '&'), new URL(path, origin));
      if (url.origin !== origin || /^\/(api|_astro|_actions|dev)\//.test(url.pathname)) continue;
      // One visit per path: query strings are filters of the same page.
      if (seen.has(url.pathname)) continue;
      seen.add(url.pathname);
      queue.push({ path: url.pathname + url.search, from: path });
    }
  }
  expect(broken, `Internal links to missing pages (${crawled} pages crawled)`).toEqual([]);
  expect(crawled).toBeGreaterThan(100);
});
