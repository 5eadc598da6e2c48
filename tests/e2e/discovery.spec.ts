import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

const TILE = readFileSync('tests/fixtures/tile.png');
const answerTiles = (page: Page) =>
  page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ body: TILE, contentType: 'image/png' }));
const failTiles = (page: Page) => page.route('https://tile.openstreetmap.org/**', (route) => route.abort());

test.describe('home page', () => {
  test('hero slideshow: arrows wrap both ways, dots jump, play/pause and keys work', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The page's clock is ours: time runs on as usual, and runFor plays the timers of a stretch at once.
    await page.clock.install();
    await page.goto('/');
    const slides = page.locator('[data-hero-track] > article');
    await expect(slides).toHaveCount(5);
    const current = page.locator('[data-hero-dot][aria-current="true"]');
    await expect(current).toHaveAttribute('data-hero-dot', '0');
    await page.getByRole('link', { name: 'Previous slide' }).click();
    await expect(current).toHaveAttribute('data-hero-dot', '4');
    await page.getByRole('link', { name: 'Next slide' }).click();
    await expect(current).toHaveAttribute('data-hero-dot', '0');
    await page.getByRole('link', { name: /Slide 3:/ }).click();
    await expect(current).toHaveAttribute('data-hero-dot', '2');
    await page.keyboard.press('ArrowRight');
    await expect(current).toHaveAttribute('data-hero-dot', '3');
    // Reduced motion: the slideshow stays still until asked to play.
    const play = page.locator('[data-hero-play]');
    await expect(play).toHaveText('Play');
    // Pointer and focus off the slideshow (either would pause it too): only reduced motion keeps it still.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(6500);
    await expect(current).toHaveAttribute('data-hero-dot', '3');
    await expect(page.getByRole('heading', { name: 'The Apollo Theater', level: 2 })).toBeAttached();
  });

  test('the slideshow advances on its own every 6 seconds and pauses on request', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const current = page.locator('[data-hero-dot][aria-current="true"]');
    await expect(page.locator('[data-hero-play]')).toHaveText('Pause');
    await expect(current).toHaveAttribute('data-hero-dot', '0');
    await page.clock.runFor(6000);
    // By 8 seconds at most, as before the clock was ours (time still runs while the check retries).
    await expect(current).toHaveAttribute('data-hero-dot', '1', { timeout: 2000 });
    await page.locator('[data-hero-play]').click();
    await expect(page.locator('[data-hero-play]')).toHaveText('Play');
    await page.mouse.move(0, 0);
    await page.clock.runFor(6500);
    await expect(current).toHaveAttribute('data-hero-dot', '1');
  });

  test('board picker and category select filter the page through the query string', async ({ page, request }) => {
    const all = await (await request.get('/api/businesses')).json();
    await page.goto('/');
    await expect(page.locator('.result-count')).toHaveText(`${all.length} businesses`);
    await page.getByRole('link', { name: /East Harlem Show this board/ }).click();
    await expect(page).toHaveURL(/\?board=11#explore$/);
    const inBoard = all.filter((business: any) => business.communityBoard.number === 11);
    await expect(page.locator('.result-count')).toContainText(`${inBoard.length} businesses in Community Board 11`);
    const featuredInBoard = page.locator('section[aria-labelledby="featured-heading"] article');
    await expect(featuredInBoard).not.toHaveCount(0);
    for (const card of await featuredInBoard.all()) {
      await expect(card).toContainText('CB 11');
    }
    await page.getByLabel('Category', { exact: true }).selectOption('restaurants');
    await expect(page).toHaveURL(/board=11&category=restaurants/);
    const restaurants = inBoard.filter((business: any) => business.category.id === 1);
    await expect(page.locator('.result-count')).toContainText(
      `${restaurants.length} ${restaurants.length === 1 ? 'business' : 'businesses'} in Community Board 11 in Restaurants`,
    );
    // Clicking the selected board again clears it.
    await page.getByRole('link', { name: /East Harlem Selected/ }).click();
    await expect(page).toHaveURL(/\?category=restaurants#explore$/);
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL('/');
  });

  test('an unknown category is reported, not an error', async ({ page }) => {
    await page.goto('/?category=skating-rinks');
    await expect(page.getByRole('status').filter({ hasText: 'no category called' })).toContainText('“skating-rinks”');
  });

  test('a first look in at most 8 phone screens: a few featured places, one list of coming events, nothing twice', async ({
    page,
    request,
  }) => {
    const upcoming = (await (await request.get('/api/events')).json()).filter((event: any) => new Date(event.startsAt) > new Date());
    await page.goto('/');
    const featured = page.locator('section[aria-labelledby="featured-heading"] article');
    await expect(featured).toHaveCount(4);
    for (const card of await featured.all()) {
      const text = (await card.textContent())!;
      const rating = Number(text.match(/★ (\d\.\d)/)?.[1] ?? 0);
      expect(text.includes('Premium') || rating >= 4.5, text).toBe(true);
    }
    // One list of events, the soonest first, and the rest one link away.
    const happening = page.locator('section[aria-labelledby="happening-heading"]');
    await expect(happening.locator('li')).toHaveCount(Math.min(6, upcoming.length));
    await expect(happening.locator('li').first()).toContainText(upcoming[0].title);
    await expect(happening.getByRole('link', { name: 'View All Events' })).toHaveAttribute('href', '/events');
    await expect(page.locator('main article.ec')).toHaveCount(0);
    // No business or event twice on the page.
    const named = await page
      .locator('main a[href^="/business/"], main a[href^="/events/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(named.length).toBeGreaterThanOrEqual(10);
    expect(new Set(named).size).toBe(named.length);
    // At most 8 screens of a 390 × 844 phone (the cards' images have their size before they load).
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(8 * 844);
  });

  test('search leads to the directory, and each experience to its category there, with the board chosen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('search').getByRole('searchbox').fill('jazz');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/businesses\?q=jazz$/);
    await expect(page.locator('#directory-q')).toHaveValue('jazz');
    await page.goto('/?board=10');
    const themes = page.locator('section[aria-labelledby="themes-heading"]');
    await expect(themes.getByRole('link', { name: 'All tours and experiences' })).toHaveAttribute(
      'href',
      '/businesses?board=10&category=tours',
    );
    await themes.getByRole('link', { name: /^Historic Harlem/ }).click();
    await expect(page).toHaveURL(/\/businesses\?board=10&category=history$/);
    const cards = page.locator('article.card');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) await expect(card).toContainText('Historical Sites');
  });
});

test.describe('header', () => {
  test('share menu copies the link with Copied! and a toast, and offers five networks', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/businesses');
    await page.locator('summary.share-toggle').click();
    const copy = page.locator('button.share-copy');
    await copy.click();
    await expect(copy).toHaveText('Copied!');
    await expect(page.getByRole('status').filter({ hasText: 'Link copied!' })).toContainText(
      'Share this amazing Harlem experience with friends',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/businesses$/);
    await expect(copy).toHaveText('Copy link', { timeout: 3000 });
    const panel = page.locator('.share-panel');
    for (const name of ['Facebook', 'X (Twitter)', 'WhatsApp', 'LinkedIn', 'Pinterest']) {
      await expect(panel.getByRole('link', { name, exact: true })).toHaveAttribute('href', /^https:\/\/.*127\.0\.0\.1/);
    }
    await expect(panel.getByRole('link', { name: 'X (Twitter)' })).toHaveAttribute('href', /hashtags=Harlem,NYC,CultureHub/);
    await expect(panel.getByRole('link', { name: 'Pinterest' })).toHaveAttribute(
      'href',
      /media=.*images%2Fshare%2Ffallback.png&description=Find%20businesses/,
    );
  });

  test('on a phone with a share sheet, Share opens the sheet with the page; when the sheet fails, the menu', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    // The system sheet, faked at the browser's edge: it records what it was given, and fails once asked to.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared, failShare: false });
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          if ((window as unknown as { failShare: boolean }).failShare) throw new DOMException('No share targets', 'NotAllowedError');
          shared.push(data);
        },
      });
    });
    await page.goto('/businesses');
    await page.locator('summary.share-toggle').tap();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title: expect.any(String), text: expect.any(String), url: expect.stringMatching(/\/businesses$/) }]);
    await expect(page.locator('.share-panel')).toBeHidden();
    await page.evaluate(() => Object.assign(window, { failShare: true }));
    await page.locator('summary.share-toggle').tap();
    await expect(page.locator('.share-panel')).toBeVisible();
    await context.close();
  });

  test('F8 moves focus to the notifications region, and a toast leaves after 5 seconds', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await page.goto('/');
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeFocused();
    await page.locator('summary.share-toggle').click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    const toast = page.locator('.toast');
    await expect(toast).toHaveCount(1);
    // Still there after 4 seconds, gone after 5 (the margin covers the moments the checks take).
    await page.clock.runFor(4000);
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(1200);
    await expect(toast).toHaveCount(0);
  });
});

test.describe('business directory', () => {
  // What a search, a filter and a page hold is tests/unit/business-directory.test.ts's: here the
  // form, the category by id or slug, the count and the pager as the page draws them.
  test('the form searches, a category by id or slug titles the page, and pages of 24 follow Next', async ({ page, request }) => {
    await page.goto('/businesses');
    await page.getByLabel('Search', { exact: true }).fill('BEBOP');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=BEBOP/);
    await expect(page.locator('main article').first()).toContainText("Minton's Playhouse");

    const all = await (await request.get('/api/businesses')).json();
    const museums = all.filter((business: any) => business.category.id === 2);
    for (const url of ['/businesses?category=2', '/businesses?category=museums']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Museums in Harlem');
      await expect(page.locator('.result-count')).toHaveText(`Showing 1–${museums.length} of ${museums.length} businesses`);
      await expect(page.getByLabel('Category', { exact: true })).toHaveValue('museums');
    }
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL('/businesses');
    await expect(page.locator('main article')).toHaveCount(24);
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL('/businesses?page=2');
    await expect(page.locator('main article h3').first()).toHaveText(all[24].name);
    await expect(page.locator('.result-count')).toHaveText(`Showing 25–48 of ${all.length} businesses`);
  });

  test('empty state offers View All Businesses; the banner offers listing plans', async ({ page }) => {
    await page.goto('/businesses?q=no-such-business-uptown');
    await expect(page.getByRole('heading', { name: 'No businesses found' })).toBeVisible();
    await page.getByRole('link', { name: 'View All Businesses' }).last().click();
    await expect(page).toHaveURL('/businesses');
    await expect(page.getByRole('link', { name: 'See Listing Plans' })).toHaveAttribute('href', '/business-listing-pricing');
    await expect(page.getByRole('link', { name: 'Business Dashboard' })).toHaveAttribute('href', '/business-owner-dashboard');
  });

  test('/businesses/{id} moves permanently to /business/{id}', async ({ request }) => {
    const response = await request.get('/businesses/3', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/business/3');
  });
});

test.describe('business page', () => {
  test('shows the business, its contact card, price range, reviews and structured data', async ({ page, request }) => {
    const business = await (await request.get('/api/businesses/1')).json();
    const reviews = await (await request.get('/api/businesses/1/reviews')).json();
    await page.goto('/business/1');
    await expect(page).toHaveTitle(`${business.name} | Harlem`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(business.name);
    await expect(page.locator('.badges')).toContainText('Premium');
    await expect(page.locator('.badges')).toContainText(`CB ${business.communityBoard.number}`);
    const contact = page.getByRole('complementary');
    await expect(contact.getByRole('link', { name: business.phone })).toHaveAttribute('href', /^tel:\d+$/);
    await expect(contact.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`);
    await expect(contact.getByRole('link', { name: 'Visit Website' })).toHaveAttribute('target', '_blank');
    // Apollo's hours: whether it is open now and today's hours (New York time), and a link to the
    // box office's week with its notes.
    expect(business.openingHours).toBe('Mo-Sa 10:00-18:00');
    const today = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'America/New_York' }).format(new Date());
    await expect(contact.locator('.hours-text')).toContainText(/^(Open now · closes 6 PM|Closed · opens (tomorrow |Mon )?10 AM)/);
    await expect(contact.locator('.hours-text')).toContainText(today === 'Sun' ? 'Today: Closed' : 'Today: 10 AM–6 PM');
    await expect(page.locator('.price-card')).toContainText('Upscale');
    await expect(page.getByRole('heading', { name: `Reviews (${reviews.length})` })).toBeAttached();
    // The stars given, five to one, in words and counts; the seeded reviews say they are demo reviews.
    const ratings = page.getByRole('table', { name: 'How reviewers rated it' });
    const fives = reviews.filter((review: { rating: number }) => review.rating === 5).length;
    await expect(ratings.getByRole('row').first()).toHaveText(`5 stars${fives}`);
    await expect(ratings.getByRole('rowheader')).toHaveText(['5 stars', '4 stars', '3 stars', '2 stars', '1 star']);
    await expect(page.locator('#reviews .demo-label')).toHaveCount(reviews.length);
    await expect(page.locator('#reviews .demo-label').first()).toHaveText('Demo review');
    await contact.getByRole('link', { name: "See the week's hours" }).click();
    await expect(page.locator('#visit .hours').first()).toBeVisible();
    await expect(page.locator('#visit .hours').first()).toContainText('Mon–Sat: 10 AM–6 PM');
    await expect(page.locator('#visit .hour-notes li')).toHaveText(business.hours.split('\n'));
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({
      '@type': 'LocalBusiness',
      name: business.name,
      address: { streetAddress: '253 W 125th St', postalCode: '10027' },
    });
    expect(jsonLd.aggregateRating.reviewCount).toBe(reviews.length);
    expect(jsonLd.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '10:00',
        closes: '18:00',
      },
    ]);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${business.name} | Harlem`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/business\/1$/);
  });

  test('tabs switch with the mouse and the keyboard; events have a Register link', async ({ page }) => {
    await page.goto('/business/1');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    await expect(page.locator('#overview')).toBeVisible();
    await expect(page.locator('#events')).toBeHidden();
    await page.getByRole('tab', { name: /Events/ }).click();
    await expect(page.locator('#events')).toBeVisible();
    const register = page
      .locator('#events')
      .getByRole('link', { name: /^Register for/ })
      .first();
    await expect(register).toHaveAttribute('href', /^\/events\/\d+\/register$/);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Gallery' })).toBeFocused();
    await expect(page.locator('#gallery')).toBeVisible();
    // Until the business adds photos, the gallery says so rather than showing stand-ins.
    await expect(page.locator('#gallery img')).toHaveCount(0);
    await expect(page.locator('#gallery')).toContainText('The guide shows only photos the business has added itself.');
  });

  test('the reviews link opens the Overview tab at the reviews from any tab; Back returns to the tab before; an address can name them', async ({
    page,
  }) => {
    await page.goto('/business/1');
    await page.getByRole('tab', { name: 'Gallery' }).click();
    await expect(page.locator('#overview')).toBeHidden();
    await page.locator('a[href="#reviews"]').first().click();
    await expect(page).toHaveURL(/\/business\/1#reviews$/);
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#reviews')).toBeInViewport();
    await expect(page.locator('#gallery')).toBeHidden();

    await page.getByRole('tab', { name: 'Visit' }).click();
    await expect(page.locator('#visit')).toBeVisible();
    await page.goto('/business/1#gallery');
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Visit' })).toHaveAttribute('aria-selected', 'true');

    await page.goto('/business/2#reviews');
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#reviews')).toBeInViewport();
  });

  test('the map draws from stored coordinates when tiles load', async ({ page }) => {
    await answerTiles(page);
    await page.goto('/business/1#visit');
    await expect(page.locator('#visit .leaflet-container')).toBeVisible();
    await expect(page.locator('#visit .leaflet-marker-icon')).toHaveCount(1);
    await expect(page.locator('#visit [data-map-panel]')).toBeHidden();
  });

  test('without tiles the map shows Map Unavailable with View in Maps and Get Directions', async ({ page }) => {
    await failTiles(page);
    await page.goto('/business/2#visit');
    const panel = page.locator('#visit [data-map-panel]');
    await expect(panel).toContainText('Map Unavailable', { timeout: 10_000 });
    await expect(panel.getByRole('link', { name: 'View in Maps' })).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=/);
    await expect(panel.getByRole('link', { name: 'Get Directions' })).toHaveAttribute('href', /destination=40\.\d+%2C-73\.\d+/);
  });

  test('an unknown business answers 404 Business Not Found', async ({ page }) => {
    for (const path of ['/business/999999', '/business/not-a-number']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business Not Found');
      await expect(page.getByText("The business you're looking for doesn't exist or has been removed.")).toBeVisible();
    }
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('business and event ids written with leading zeros redirect for good to their one address', async ({ request }) => {
    for (const [path, target] of [
      ['/business/01', '/business/1'],
      ['/business/001?tab=reviews', '/business/1?tab=reviews'],
      ['/events/01', '/events/1'],
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      const location = new URL(response.headers().location, 'http://x');
      expect(location.pathname + location.search, path).toBe(target);
    }
    for (const path of ['/business/+1', '/events/1.0', '/events/0'])
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the directory filters and the business page still work', async ({ page }) => {
    await page.goto('/businesses');
    await page.getByLabel('Community board').selectOption('12');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/communityBoard=12/);
    await expect(page.locator('main article')).not.toHaveCount(0);
    for (const card of await page.locator('main article').all()) await expect(card).toContainText('CB 12');
    await page.goto('/business/1');
    for (const id of ['overview', 'events', 'gallery', 'visit']) await expect(page.locator(`#${id}`)).toBeVisible();
    await expect(page.locator('#visit [data-map-panel]')).toContainText('View in Maps');
  });

  test('home filters work as links and a plain form', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /Washington Heights Show this board/ }).click();
    await expect(page.locator('.result-count')).toContainText('in Community Board 12');
    await page.getByLabel('Category', { exact: true }).selectOption('museums');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/board=12&category=museums/);
    await expect(page.locator('.result-count')).toContainText('in Museums');
  });
});

test.describe('on a phone', () => {
  test('home, directory and business pages fit 390 px @phone', async ({ page }) => {
    for (const path of ['/', '/businesses', '/business/1', '/businesses?q=zzz']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    await page.goto('/business/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Directions' }).first()).toBeVisible();
  });
});

test.describe('header and toasts', () => {
  test('the header gains its scrolled look after 10 px', async ({ page }) => {
    await page.goto('/businesses');
    const shadow = () => page.locator('.site-header').evaluate((header) => getComputedStyle(header).boxShadow);
    expect(await shadow()).toMatch(/^none$|0px 0px 0px 0px/);
    await page.mouse.wheel(0, 400);
    await expect.poll(shadow).toMatch(/rgba\(29, 26, 36, 0\.12\) 0px 2px 12px/);
  });

  test('a toast can be swiped away to the right @phone', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/businesses');
    await page.locator('summary.share-toggle').click();
    await page.locator('button.share-copy').click();
    const toast = page.locator('.toast');
    await expect(toast).toHaveCount(1);
    const box = (await toast.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 130, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toHaveCount(0);
  });

  test('the slide-in menu closes with Escape @phone', async ({ page }) => {
    await page.goto('/');
    await page.getByText('Menu', { exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

test.describe('event registration page', () => {
  test('a Register link leads to the event and asks a visitor to sign in first', async ({ page, request }) => {
    const events = await (await request.get('/api/events?isPremium=false')).json();
    // A paid event a business sells: its price is shown all in, with the guide's fee broken out (issue 33).
    const paid = events.find((event: any) => event.price !== null && event.businessId !== null && new Date(event.startsAt) > new Date());
    await page.goto(`/events/${paid.id}`);
    const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
    const shown = page.locator('.event-price');
    await expect(shown.locator('[data-fee-breakdown]')).toHaveText(new RegExp(`^\\$${paid.price} \\+ \\$\\d+\\.\\d\\d service fee$`));
    const fee = cents((await shown.locator('[data-fee-breakdown]').textContent())!.split('+')[1]);
    const total = `$${((cents(paid.price) + fee) / 100).toFixed(2)}`;
    await expect(shown).toContainText(total);
    await page
      .getByRole('link', { name: /^Register/ })
      .first()
      .click();
    await expect(page).toHaveURL(`/events/${paid.id}/register`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(paid.title);
    await expect(page.locator('.reg-fee-breakdown')).toHaveText(
      new RegExp(`^Ticket\\s*\\$${paid.price}\\s*Service fee\\s*\\$${(fee / 100).toFixed(2)}$`),
    );
    await expect(page.locator('.reg-payment')).toContainText(`Total: ${total}`);
    await expect(page.locator('.reg-payment')).toContainText(
      "You pay on Stripe's secure checkout page right after registering; your seat is held for 30 minutes.",
    );
    await expect(page.getByRole('status').filter({ hasText: 'Authentication Required' })).toContainText(
      'Please log in to register for events.',
    );
    await expect(page.getByRole('link', { name: 'Sign In to Register' })).toHaveAttribute(
      'href',
      `/auth?next=${encodeURIComponent(`/events/${paid.id}/register`)}`,
    );
  });

  test('a missing event is Event Not Found', async ({ page }) => {
    const response = await page.goto('/events/999999/register');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event Not Found');
    await expect(page.getByText("The event you're looking for doesn't exist.")).toBeVisible();
  });
});
