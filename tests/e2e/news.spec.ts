import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { createClient, type Client } from '@libsql/client';
import { isRegistration, OTHER_SCRIPTS, uniqueEmail } from './fixtures.ts';

/** The articles as their content files say, read independently of the app's code. */
type FileArticle = { slug: string; title: string; excerpt: string; category: string; author: string; publishedAt: number; image: string };

const CATEGORY_NAMES: Record<string, string> = {
  'food-drink': 'Food & Drink',
  'arts-culture': 'Arts & Culture',
  music: 'Music',
  history: 'History',
  community: 'Community',
  events: 'Events',
};

function fileArticles(): FileArticle[] {
  const dir = 'src/content/news/en';
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const text = readFileSync(`${dir}/${file}`, 'utf8');
      const field = (name: string) => (text.match(new RegExp(`^${name}: (.+)$`, 'm'))?.[1] ?? '').trim().replace(/^"(.*)"$/, '$1');
      const nested = (name: string) => text.match(new RegExp(`^  ${name}: (.+)$`, 'm'))?.[1].trim() ?? '';
      return {
        slug: file.replace(/\.md$/, ''),
        title: field('title'),
        excerpt: field('excerpt'),
        category: field('category'),
        author: `${nested('firstName')} ${nested('lastName')}`,
        publishedAt: Date.parse(field('publishedAt')),
        image: field('image'),
      };
    })
    .sort((a, b) => b.publishedAt - a.publishedAt);
}

const ARTICLES = fileArticles();

/** Collects the scripts a page requests, but the service worker's registration every page has. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !isRegistration(request.url())) scripts.push(request.url());
  });
  return scripts;
}

const featuredTitle = (page: Page) => page.locator('#featured-title');
const gridTitles = (page: Page) => page.getByRole('region', { name: /Latest Stories|More Results/ }).getByRole('heading', { level: 3 });

test.describe('the news page', () => {
  test('lists every article newest first, features the newest, and loads no JavaScript', async ({ page }) => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(8);
    const scripts = watchScripts(page);
    await page.goto('/news');
    await expect(page).toHaveTitle('News | Harlem');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stories from uptown');
    await expect(featuredTitle(page)).toHaveText(ARTICLES[0].title);
    await expect(gridTitles(page)).toHaveText(ARTICLES.slice(1).map((article) => article.title));
    // Every card shows its byline and read time.
    const first = page.locator('.news-grid > li').first();
    await expect(first).toContainText(`By ${ARTICLES[1].author}`);
    await expect(first).toContainText(/\d+ min read/);
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/news\/rss\.xml$/);
    expect(scripts).toEqual([]);
    expect(await page.locator(OTHER_SCRIPTS).count()).toBe(0);
    await featuredTitle(page).getByRole('link').click();
    await expect(page).toHaveURL(`/news/${ARTICLES[0].slug}`);
  });

  test('a category link filters the list, and the search keeps the category', async ({ page }) => {
    const music = ARTICLES.filter((article) => article.category === 'music');
    await page.goto('/news');
    const categories = page.getByRole('navigation', { name: 'News categories' });
    await categories.getByRole('link', { name: 'Music', exact: true }).click();
    await expect(page).toHaveURL('/news?category=music');
    await expect(categories.getByRole('link', { name: 'Music', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('status')).toContainText(
      `Showing ${music.length} ${music.length === 1 ? 'article' : 'articles'} in Music.`,
    );
    await expect(featuredTitle(page)).toHaveText(music[0].title);
    await expect(gridTitles(page)).toHaveText(music.slice(1).map((article) => article.title));
    await expect(page.locator('.news-grid .badge')).toHaveText(music.slice(1).map(() => 'Music'));

    const bebop = ARTICLES.find((article) => article.slug === 'where-bebop-was-born')!;
    await page.getByLabel('Search articles').fill('bebop');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/news?q=bebop&category=music');
    await expect(page.getByLabel('Category')).toHaveValue('music');
    await expect(featuredTitle(page)).toHaveText(bebop.title);
  });

  test('the search finds words anywhere in an article, in any case and without accents', async ({ page }) => {
    await page.goto('/news');
    await page.getByLabel('Search articles').fill('MANGU');
    await page.getByLabel('Search articles').press('Enter');
    await expect(page).toHaveURL('/news?q=MANGU&category=');
    await expect(featuredTitle(page)).toHaveText(ARTICLES.find((article) => article.slug === 'dominican-food-washington-heights')!.title);
    await expect(page.getByLabel('Search articles')).toHaveValue('MANGU');
    // Words from the text itself, not just titles: the fire watchtower is in the park story.
    await page.goto('/news?q=watchtower');
    await expect(featuredTitle(page)).toHaveText(ARTICLES.find((article) => article.slug === 'marcus-garvey-park')!.title);
  });

  test('nothing matching shows No Articles Found and a link that clears the filters', async ({ page }) => {
    await page.goto('/news?category=music&q=zebra%20crossing');
    const empty = page.getByRole('region', { name: 'No Articles Found' });
    await expect(empty).toContainText('No stories match “zebra crossing” in Music.');
    await expect(featuredTitle(page)).toHaveCount(0);
    await empty.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL('/news');
    await expect(featuredTitle(page)).toHaveText(ARTICLES[0].title);
  });

  test('an unknown category says so and shows every article, and an unknown article is the 404 page', async ({ page }) => {
    const answer = await page.goto('/news?category=nonexistent');
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'nonexistent' })).toHaveText(
      '“nonexistent” is not one of the news categories (Food & Drink, Arts & Culture, Music, History, Community or Events). All categories are shown.',
    );
    await expect(featuredTitle(page)).toHaveText(ARTICLES[0].title);
    await expect(gridTitles(page)).toHaveText(ARTICLES.slice(1).map((article) => article.title));
    await expect(page.getByRole('navigation', { name: 'News categories' }).getByRole('link', { name: 'All', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // A real category, or none, has no such notice.
    for (const path of ['/news', '/news?category=music', '/news?category=']) {
      await page.goto(path);
      await expect(page.getByText('is not one of the news categories'), path).toHaveCount(0);
    }
    const response = await page.goto('/news/no-such-story');
    expect(response?.status()).toBe(404);
  });
});

test.describe('an article page', () => {
  const article = ARTICLES.find((item) => item.slug === 'where-bebop-was-born')!;

  test('shows the story, byline, New York date and read time, and loads no JavaScript but Listen’s', async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto(`/news/${article.slug}`);
    await expect(page).toHaveTitle(`${article.title} | Harlem`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    const byline = page.locator('.article-byline');
    await expect(byline).toContainText(`By ${article.author}`);
    await expect(byline.locator('time')).toHaveText('March 12, 2026');
    await expect(byline.locator('time')).toHaveAttribute('datetime', '2026-03-12T10:00:00-04:00');
    await expect(byline).toContainText(/\b[1-9]\d* min read\b/);
    await expect(page.locator('.article-body h2').first()).toHaveText('The jam session is the heart of it');
    await expect(page.locator('.article-image')).toHaveAttribute('src', article.image);
    // Listen's loader, and the reader it imports when the visitor points at Listen (with Vite's import helper), are its only scripts.
    for (const url of scripts) {
      expect(new URL(url).pathname).toMatch(/^\/_astro\/(ListenButton\.astro_|listen-element\.|preload-helper\.)[\w.-]+\.js$/);
    }
    // Besides the service worker's registration, the script elements are the JSON-LD description and Listen's loader.
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    await expect(page.locator(OTHER_SCRIPTS)).toHaveCount(1);
    await expect(page.locator(OTHER_SCRIPTS)).toHaveAttribute('src', /^\/_astro\/ListenButton\.astro_/);
  });

  test('has Open Graph article tags and a NewsArticle description', async ({ page }) => {
    await page.goto(`/news/${article.slug}`);
    const meta = (property: string) => page.locator(`head meta[property="${property}"]`);
    await expect(meta('og:type')).toHaveAttribute('content', 'article');
    await expect(meta('og:description')).toHaveAttribute('content', article.excerpt);
    // Social sites ignore SVG: the preview names the article illustration's PNG twin, which is served.
    const sharePath = article.image.replace(/^\/images\/(.+)\.svg$/, '/images/share/$1.png');
    expect(sharePath).toMatch(/^\/images\/share\/.+\.png$/);
    await expect(meta('og:image')).toHaveAttribute('content', new RegExp(`^https?://[^/]+${sharePath}$`));
    await expect(meta('og:image:width')).toHaveAttribute('content', '1200');
    await expect(meta('og:image:height')).toHaveAttribute('content', '630');
    const preview = await page.request.get(sharePath);
    expect(preview.headers()['content-type']).toBe('image/png');
    expect((await preview.body()).subarray(1, 4).toString()).toBe('PNG');
    await expect(meta('article:published_time')).toHaveAttribute('content', '2026-03-12T10:00:00-04:00');
    await expect(meta('article:section')).toHaveAttribute('content', 'Music');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: article.title,
      description: article.excerpt,
      datePublished: '2026-03-12T10:00:00-04:00',
      author: [{ '@type': 'Person', name: article.author }],
      articleSection: 'Music',
      publisher: { '@type': 'Organization', name: 'Harlem' },
    });
    expect(data.image[0]).toMatch(new RegExp(`^https?://[^/]+${article.image}$`));
    expect(data.mainEntityOfPage['@id']).toMatch(new RegExp(`^https?://[^/]+/news/${article.slug}$`));
  });

  test('links back to its category and to related articles, the same category first', async ({ page }) => {
    await page.goto(`/news/${article.slug}`);
    const related = page.getByRole('region', { name: 'Related Articles' }).getByRole('heading', { level: 3 });
    await expect(related).toHaveCount(3);
    const otherMusic = ARTICLES.filter((item) => item.category === 'music' && item.slug !== article.slug);
    await expect(related.first()).toHaveText(otherMusic[0].title);
    await expect(page.getByRole('region', { name: 'Related Articles' })).not.toContainText(article.title);
    await page.locator('.article-category').getByRole('link', { name: 'Music' }).click();
    await expect(page).toHaveURL('/news?category=music');
    await expect(page.locator('.news-grid .badge, .featured .badge:not(.board)')).toHaveText(otherMusic.concat(article).map(() => 'Music'));
  });
});

test('the RSS feed is valid XML with every article and absolute links', async ({ page, request, baseURL }) => {
  const response = await request.get('/news/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const text = await response.text();
  await page.goto('/news');
  const feed = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    if (doc.querySelector('parsererror')) return null;
    return {
      root: doc.documentElement.nodeName,
      title: doc.querySelector('channel > title')?.textContent,
      items: [...doc.querySelectorAll('item')].map((item) => ({
        title: item.querySelector('title')?.textContent,
        link: item.querySelector('link')?.textContent,
        pubDate: item.querySelector('pubDate')?.textContent,
        category: item.querySelector('category')?.textContent,
      })),
    };
  }, text);
  expect(feed).not.toBeNull();
  expect(feed!.root).toBe('rss');
  expect(feed!.title).toBe('Harlem News');
  expect(feed!.items.map((item) => item.title)).toEqual(ARTICLES.map((article) => article.title));
  expect(feed!.items.map((item) => item.link)).toEqual(ARTICLES.map((article) => `${baseURL}/news/${article.slug}`));
  expect(feed!.items.map((item) => Date.parse(item.pubDate!))).toEqual(ARTICLES.map((article) => article.publishedAt));
  expect(feed!.items.map((item) => item.category)).toEqual(ARTICLES.map((article) => CATEGORY_NAMES[article.category]));
  // Each link leads to the article.
  const last = ARTICLES.at(-1)!;
  await page.goto(feed!.items.at(-1)!.link!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(last.title);
});

test('the news, article and newsletter pages have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(90_000);
  const paths = [
    '/news',
    '/news?category=music&q=zebra',
    '/news/where-bebop-was-born',
    '/newsletter',
    '/newsletter?sent=1',
    '/newsletter?subscribed=1',
    '/newsletter/confirm?token=nope',
    '/newsletter/confirm?confirmed=1',
  ];
  for (const path of paths) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${path} ${violation.id}: ${violation.help} (${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      );
    expect(serious).toEqual([]);
  }
});

test('on a phone the news list and an article fit 390 px with easy-to-tap controls @phone', async ({ page }) => {
  await page.goto('/news');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const links = page.getByRole('navigation', { name: 'News categories' }).getByRole('link');
  await expect(links).toHaveCount(7);
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  // The featured story stacks: its image spans the content width above the title.
  const image = (await page.locator('.featured img').boundingBox())!;
  const title = (await featuredTitle(page).boundingBox())!;
  expect(image.width).toBeGreaterThan(330);
  expect(title.y).toBeGreaterThan(image.y + image.height - 1);
  const email = page.getByLabel('Email address');
  await email.scrollIntoViewIfNeeded();
  const field = (await email.boundingBox())!;
  const subscribe = (await page.getByRole('button', { name: 'Subscribe' }).boundingBox())!;
  expect(field.x + field.width).toBeLessThanOrEqual(390);
  expect(subscribe.x + subscribe.width).toBeLessThanOrEqual(390);
  expect(subscribe.height).toBeGreaterThanOrEqual(44);

  await links.filter({ hasText: 'History' }).tap();
  await expect(page).toHaveURL('/news?category=history');
  await featuredTitle(page).getByRole('link').tap();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const hero = (await page.locator('.article-image').boundingBox())!;
  expect(hero.width).toBeGreaterThan(330);
});

test.describe('newsletter sign-up', () => {
  // Resending while pending, "already subscribed", the hidden field bots fill and the limit per
  // address are tests/unit/newsletter.test.ts's; here the pages a reader goes through, in the
  // suite's database (addresses of their own), with the mailed links followed as a reader would.
  let client: Client;
  test.beforeAll(() => {
    client = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  });
  test.afterAll(() => client.close());

  const subscriptions = async (email: string) =>
    (
      await client.execute({
        sql: 'select email, confirm_token_hash, confirmed_at from newsletter_subscriptions where email = ?',
        args: [email],
      })
    ).rows;
  const mails = async (email: string, kind = 'newsletter_confirmation') =>
    (
      await client.execute({
        sql: 'select text_body from mail_outbox where to_address = ? and kind = ? order by id',
        args: [email, kind],
      })
    ).rows.map((row) => String(row.text_body));
  const linkIn = (text: string, page = 'confirm') =>
    text.match(new RegExp(`https?://\\S+/newsletter/${page}\\?token=[a-z2-7]+`))?.[0] ?? '';

  async function signUp(page: Page, email: string) {
    await page.goto('/news');
    const form = page.getByRole('region', { name: 'Stay in the Loop' });
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
  }

  test("a sign-up is stored as pending; the mailed link confirms once, and the welcome mail's link unsubscribes once", async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('new.reader');
    await signUp(page, `  ${email.replace('new.reader', 'New.Reader')} `);
    await expect(page).toHaveURL('/newsletter?sent=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check Your Inbox');
    await expect(page.getByRole('status')).toContainText('We sent a confirmation link to your email address.');

    const [row] = await subscriptions(email);
    expect(row.confirmed_at).toBeNull();
    expect(String(row.confirm_token_hash)).toMatch(/^[0-9a-f]{64}$/);
    const [mail] = await mails(email);
    const link = linkIn(mail);
    expect(link.startsWith(`${baseURL}/newsletter/confirm?token=`)).toBe(true);
    expect(mail).not.toContain(String(row.confirm_token_hash));

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm Your Subscription');
    // Opening the link alone confirms nothing (mail scanners open links too).
    expect((await subscriptions(email))[0].confirmed_at).toBeNull();
    await page.getByRole('button', { name: 'Confirm Subscription' }).click();
    await expect(page).toHaveURL('/newsletter/confirm?confirmed=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Thank You! You're Subscribed");
    await expect(page.getByRole('status')).toContainText("We've emailed you a welcome with an unsubscribe link");
    const [confirmed] = await subscriptions(email);
    expect(confirmed.confirmed_at).not.toBeNull();
    expect(confirmed.confirm_token_hash).toBeNull();

    const again = await page.goto(link);
    expect(again?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This Link Is Not Valid');
    await expect(page.getByRole('alert')).toContainText('This confirmation link is invalid or has already been used.');
    const junk = await page.goto('/newsletter/confirm?token=%27%3B--');
    expect(junk?.status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText('invalid or has already been used');

    const [welcome] = await mails(email, 'newsletter_welcome');
    const leave = linkIn(welcome, 'unsubscribe');
    expect(leave.startsWith(`${baseURL}/newsletter/unsubscribe?token=`)).toBe(true);
    await page.goto(leave);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from the Newsletter');
    // Opening the link alone changes nothing.
    expect(await subscriptions(email)).toHaveLength(1);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page).toHaveURL('/newsletter/unsubscribe?done=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're Unsubscribed");
    await expect(page.getByRole('status')).toContainText('removed from the newsletter list');
    expect(await subscriptions(email)).toHaveLength(0);
    const gone = await page.goto(leave);
    expect(gone?.status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText('This unsubscribe link is invalid or has already been used.');
  });

  test('an invalid email is refused beside the field, keeping what was typed', async ({ page, baseURL }) => {
    await page.goto('/news');
    const form = page.getByRole('region', { name: 'Stay in the Loop' });
    await form.getByLabel('Email address').fill('reader@nowhere');
    const [response] = await Promise.all([
      page.waitForResponse(
        (answer) => answer.url() === `${baseURL}/newsletter?_action=newsletter.subscribe` && answer.request().method() === 'POST',
      ),
      form.getByRole('button', { name: 'Subscribe' }).click(),
    ]);
    expect(response.status()).toBe(400);
    const field = page.getByLabel('Email address');
    await expect(field).toHaveValue('reader@nowhere');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Please enter a valid email address');
    expect(await subscriptions('reader@nowhere')).toHaveLength(0);
    const scan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      scan.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    ).toEqual([]);
    // Corrected, it goes through.
    await field.fill(uniqueEmail('reader'));
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check Your Inbox');
  });
});
