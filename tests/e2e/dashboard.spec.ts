import { createClient } from '@libsql/client';
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, hydrated, signIn as signInRequest, storeMember, test, uniqueEmail } from './fixtures.ts';

// Expected figures come from the public and member APIs at test time, so other tests that save
// favorites or register the demo members for events do not break these.
const { member: MEMBER, premium: PREMIUM } = ACCOUNTS;

type ApiBusiness = { id: number; name: string };
type ApiEvent = {
  id: number;
  title: string;
  date: string;
  startTime: string;
  startsAt: string;
  price: string | null;
  isPremium: boolean;
  requiresBooking: boolean;
  location: string | null;
};
type ApiRegistration = { eventId: number; status: string; event: { title: string } };
type ApiFavorite = { businessId: number; business: { name: string } };

const signIn = (page: Page, account: { email: string; password: string }) => signInRequest(page.request, account);
/** The dashboard island, once it runs. */
const dashboardReady = (page: Page) => hydrated(page, page.locator('.dash'));

async function memberData(page: Page) {
  const [favorites, registrations, premiumBusinesses, premiumEvents] = await Promise.all([
    page.request.get('/api/user/favorites').then((r) => r.json() as Promise<ApiFavorite[]>),
    page.request.get('/api/user/events').then((r) => r.json() as Promise<ApiRegistration[]>),
    page.request.get('/api/businesses?isPremium=true').then((r) => r.json() as Promise<ApiBusiness[]>),
    page.request.get('/api/events?isPremium=true').then((r) => r.json() as Promise<ApiEvent[]>),
  ]);
  const exclusive = premiumEvents.filter((event) => Date.parse(event.startsAt) >= Date.now());
  return { favorites, registrations, premiumBusinesses, exclusive };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name, exact: true });
/** "Saturday, December 5, 2026" for 2026-12-05, worked out apart from the app's code. */
const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
const clock = (time: string) => {
  const [hour, minute] = time.split(':').map(Number);
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
};

test('a member sees the welcome, the counts, the four cards and every tab', async ({ page }) => {
  await signIn(page, MEMBER);
  const data = await memberData(page);
  await page.goto('/dashboard');
  const main = page.locator('main');

  await expect(page).toHaveTitle('My Dashboard | Harlem');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Keisha!');
  await expect(main.getByText(plural(data.favorites.length, 'favorite place'), { exact: true })).toBeVisible();
  await expect(main.getByText(plural(data.registrations.length, 'registered event'), { exact: true })).toBeVisible();
  await expect(main.getByText('Premium Member', { exact: true })).toHaveCount(0);

  const cards = main.getByRole('list', { name: 'Summary' }).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  const figures = [
    ['Favorite Places', data.favorites.length],
    ['Registered Events', data.registrations.length],
    ['Premium Spots', data.premiumBusinesses.length],
    ['Exclusive Events', data.exclusive.length],
  ] as const;
  for (const [index, [label, value]] of figures.entries()) {
    await expect(cards.nth(index).locator('.summary-label')).toHaveText(label);
    await expect(cards.nth(index).locator('.summary-value')).toHaveText(String(value));
  }
  expect(data.favorites.length).toBeGreaterThan(0);
  expect(data.premiumBusinesses.length).toBeGreaterThan(6);
  expect(data.exclusive.length).toBeGreaterThan(0);

  // Tabs: My Favorites is open first; the others are hidden until chosen.
  await expect(tab(page, 'My Favorites')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, 'My Events')).toBeHidden();
  const favoriteCards = panel(page, 'My Favorites').locator('article.card h3');
  await expect(favoriteCards).toHaveText(data.favorites.map((favorite) => favorite.business.name));
  // Saved places show a pressed heart (pressing it removes the place).
  const hearts = panel(page, 'My Favorites').locator('button[data-favorite-id]');
  await expect(hearts).toHaveCount(data.favorites.length);
  for (const heart of await hearts.all()) await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await tab(page, 'My Events').click();
  await expect(panel(page, 'My Events')).toBeVisible();
  await expect(panel(page, 'My Favorites')).toBeHidden();
  if (data.registrations.length === 0) {
    await expect(panel(page, 'My Events')).toContainText('No events registered');
  } else {
    await expect(panel(page, 'My Events').getByRole('listitem')).toHaveCount(data.registrations.length);
  }

  await tab(page, 'Premium Content').click();
  const premium = panel(page, 'Premium Content');
  await expect(premium.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/premium');
  await expect(premium.locator('article.card h3')).toHaveText(data.premiumBusinesses.slice(0, 6).map((business) => business.name));
  const exclusiveItems = premium.locator('.dash-exclusive > li');
  await expect(exclusiveItems).toHaveCount(Math.min(6, data.exclusive.length));
  const registered = new Set(data.registrations.map((registration) => registration.eventId));
  for (const [index, event] of data.exclusive.slice(0, 6).entries()) {
    const item = exclusiveItems.nth(index);
    await expect(item.getByRole('heading')).toHaveText(event.title);
    if (registered.has(event.id)) await expect(item.getByText('Registered', { exact: true })).toBeVisible();
    else
      await expect(item.getByRole('link', { name: `Register for ${event.title}` })).toHaveAttribute('href', `/events/${event.id}/register`);
  }

  await tab(page, 'Discover').click();
  const discover = panel(page, 'Discover');
  for (const [name, slug] of [
    ['Restaurants', 'restaurants'],
    ['Museums', 'museums'],
    ['Hotels', 'hotels'],
    ['Historical Sites', 'history'],
  ]) {
    await expect(discover.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', `/businesses?category=${slug}`);
  }
  await discover.getByRole('link', { name: /^Museums/ }).click();
  await expect(page).toHaveURL('/businesses?category=museums');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Museums in Harlem');
});

test('a premium member sees the badge, no upgrade banner, and Registered on their events', async ({ page }) => {
  await signIn(page, PREMIUM);
  const data = await memberData(page);
  await page.goto('/user-dashboard');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Marcus!');
  await expect(main.getByText('Premium Member', { exact: true })).toBeVisible();

  await tab(page, 'Premium Content').click();
  const premium = panel(page, 'Premium Content');
  await expect(premium.getByRole('heading', { name: 'Exclusive Events' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Upgrade to Premium' })).toHaveCount(0);
  await expect(main.getByText('Unlock Harlem with Premium')).toHaveCount(0);
  const shown = data.exclusive.slice(0, 6);
  const registered = shown.filter((event) => data.registrations.some((registration) => registration.eventId === event.id));
  await expect(premium.getByText('Registered', { exact: true })).toHaveCount(registered.length);

  await tab(page, 'My Events').click();
  const events = panel(page, 'My Events');
  // The seed registers the premium member for two events.
  expect(data.registrations.length).toBeGreaterThan(0);
  await expect(events.getByRole('listitem')).toHaveCount(data.registrations.length);
  for (const registration of data.registrations) {
    await expect(events.getByRole('listitem').filter({ hasText: registration.event.title })).toContainText(
      registration.status === 'confirmed' ? 'Confirmed' : 'Awaiting payment',
    );
  }
});

test('a new account sees the empty states, then registers for an event and unregisters from the dashboard', async ({ page }) => {
  const email = uniqueEmail('dashboard');
  await page.goto('/auth?mode=register&next=%2Fdashboard');
  await page.getByLabel('First name').fill('Nadia');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('sugar-hill-stroll-7');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/dashboard');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Nadia!');
  await expect(main.getByText('0 favorite places', { exact: true })).toBeVisible();
  await expect(main.getByText('0 registered events', { exact: true })).toBeVisible();

  const favorites = panel(page, 'My Favorites');
  await expect(favorites).toContainText('No favorites yet');
  await expect(favorites.getByRole('link', { name: 'Explore Harlem' })).toHaveAttribute('href', '/');
  await tab(page, 'My Events').click();
  await expect(panel(page, 'My Events')).toContainText('No events registered');
  await expect(panel(page, 'My Events').getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/events');
  await tab(page, 'Premium Content').click();
  await expect(panel(page, 'Premium Content').getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();

  // Register for a free, open community event through the API, then leave it from the dashboard.
  const events = (await (await page.request.get('/api/events')).json()) as ApiEvent[];
  const event = events.find(
    (item) =>
      !item.isPremium && !item.price && item.requiresBooking && item.location && Date.parse(item.startsAt) > Date.now() + 86_400_000,
  )!;
  expect(event).toBeDefined();
  // A JSON body (even empty): Astro refuses bodiless posts that carry no Origin header as cross-site forms.
  expect((await page.request.post(`/api/user/events/${event.id}/register`, { data: {} })).status()).toBe(201);

  // /user-dashboard is the same screen; a different path so the page really loads again.
  await page.goto('/user-dashboard#my-events');
  await expect(main.getByText('1 registered event', { exact: true })).toBeVisible();
  const item = panel(page, 'My Events').getByRole('listitem').filter({ hasText: event.title });
  await expect(item).toContainText(longDate(event.date));
  await expect(item).toContainText(clock(event.startTime));
  await expect(item).toContainText(event.location!);
  await expect(item).toContainText('Confirmed');
  await item.getByRole('button', { name: `Unregister from ${event.title}` }).click();

  await expect(page).toHaveURL('/user-dashboard#my-events');
  const toast = page.getByRole('status').filter({ hasText: 'Unregistered' });
  await expect(toast).toContainText('You have been unregistered from the event.');
  await expect(panel(page, 'My Events')).toContainText('No events registered');
  expect(await (await page.request.get('/api/user/events')).json()).toEqual([]);

  // Leaving an event one is not registered for, by the plain form: back to the dashboard, which says why.
  await page.evaluate((id) => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/dashboard?_action=events.unregister';
    for (const [name, value] of Object.entries({ eventId: String(id), next: '/dashboard#my-events' })) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  }, event.id);
  await expect(page).toHaveURL('/dashboard#my-events');
  await expect(page.getByRole('status').filter({ hasText: 'Not registered' })).toContainText('You are not registered for this event.');
});

test('signed-out visitors are sent to sign in and come back', async ({ page }) => {
  await page.goto('/user-dashboard');
  await expect(page).toHaveURL('/auth?next=%2Fuser-dashboard');
});

test('the dashboard fits a phone @phone', async ({ page }) => {
  await signIn(page, MEMBER);
  await page.goto('/dashboard');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Keisha!');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Two summary cards a row on a phone.
  const cards = main.getByRole('list', { name: 'Summary' }).getByRole('listitem');
  const [first, second, third] = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!));
  expect(Math.abs(first.y - second.y)).toBeLessThan(2);
  expect(third.y).toBeGreaterThan(first.y + first.height - 1);
  await tab(page, 'Premium Content').tap();
  await expect(panel(page, 'Premium Content').getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();
  await expect(panel(page, 'My Favorites')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // A summary card opens its tab and scrolls the tabs up under the header, with the panel below them.
  await page.evaluate(() => window.scrollTo(0, 0));
  await main
    .getByRole('list', { name: 'Summary' })
    .getByRole('link', { name: /Registered Events/ })
    .tap();
  await expect(panel(page, 'My Events')).toBeVisible();
  await expect(tab(page, 'My Favorites')).toBeInViewport();
  const header = (await page.locator('.site-header').boundingBox())!;
  const firstTab = (await tab(page, 'My Favorites').boundingBox())!;
  expect(firstTab.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  await expect(panel(page, 'My Events').getByRole('heading', { level: 2 })).toBeInViewport();
});

// ---------------------------------------------------------------------------------------------
// Summary cards and in-page links open their tab; favorites follow the hearts; /favorites.

/** A new member stored directly in the shared run's database (no sign-up form, no shared limits). */
async function newMember(firstName: string) {
  const db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  try {
    return await storeMember(db, firstName);
  } finally {
    db.close();
  }
}

const summaryCard = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Summary' }).getByRole('link', { name: new RegExp(label) });

test('the summary cards and other links to a tab open that tab, and back and forward follow', async ({ page }) => {
  await signIn(page, MEMBER);
  await page.goto('/user-dashboard');
  await expect(tab(page, 'My Favorites')).toHaveAttribute('aria-selected', 'true');

  await summaryCard(page, 'Registered Events').click();
  await expect(page).toHaveURL('/user-dashboard#my-events');
  await expect(tab(page, 'My Events')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, 'My Events')).toBeVisible();
  await expect(panel(page, 'My Events')).toBeInViewport();
  await expect(panel(page, 'My Favorites')).toBeHidden();

  await summaryCard(page, 'Premium Spots').click();
  await expect(page).toHaveURL('/user-dashboard#premium-content');
  await expect(panel(page, 'Premium Content')).toBeVisible();
  await expect(panel(page, 'My Events')).toBeHidden();

  // Arrow keys change the tab without changing the address: a card for the address's own tab still opens it.
  await tab(page, 'Premium Content').focus();
  await page.keyboard.press('ArrowRight');
  await expect(panel(page, 'Discover')).toBeVisible();
  await expect(page).toHaveURL('/user-dashboard#premium-content');
  await summaryCard(page, 'Exclusive Events').click();
  await expect(panel(page, 'Premium Content')).toBeVisible();
  await expect(panel(page, 'Discover')).toBeHidden();

  // Keyboard: Enter on a card.
  await summaryCard(page, 'Favorite Places').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/user-dashboard#my-favorites');
  await expect(panel(page, 'My Favorites')).toBeVisible();

  // Back and forward walk the tabs the cards opened.
  await page.goBack();
  await expect(page).toHaveURL('/user-dashboard#premium-content');
  await expect(panel(page, 'Premium Content')).toBeVisible();
  await expect(panel(page, 'My Favorites')).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL('/user-dashboard#my-events');
  await expect(panel(page, 'My Events')).toBeVisible();
  await page.goForward();
  await expect(panel(page, 'Premium Content')).toBeVisible();

  // An address changed by hand.
  await page.evaluate(() => (location.hash = '#discover'));
  await expect(tab(page, 'Discover')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, 'Discover')).toBeVisible();
  // Tabs still answer clicks, and a hash that is not a tab changes nothing.
  await tab(page, 'My Events').click();
  await expect(page).toHaveURL('/user-dashboard#my-events');
  await page.evaluate(() => (location.hash = '#main'));
  await expect(panel(page, 'My Events')).toBeVisible();
});

test('without JavaScript the cards are links to the stacked sections', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await signIn(page, MEMBER);
  await page.goto('/user-dashboard');
  for (const [label, section] of [
    ['Registered Events', 'my-events'],
    ['Premium Spots', 'premium-content'],
    ['Favorite Places', 'my-favorites'],
  ]) {
    await summaryCard(page, label).click();
    await expect(page).toHaveURL(`/user-dashboard#${section}`);
    await expect(page.locator(`#${section}`)).toBeVisible();
    await expect(page.locator(`#${section} h2`)).toBeInViewport();
  }
  await context.close();
});

test('removing a heart on the dashboard removes the place, updates the counts, and shows the empty state; saving one under Premium Content adds it', async ({
  page,
}) => {
  const account = await newMember('Zelda');
  await signIn(page, account);
  const premiumBusinesses = (await (await page.request.get('/api/businesses?isPremium=true')).json()) as ApiBusiness[];
  const [first, second] = premiumBusinesses;
  // Saved oldest first: the dashboard lists the newest first.
  for (const business of [first, second])
    expect((await page.request.post(`/api/user/favorites/${business.id}`, { data: {} })).ok()).toBe(true);

  await page.goto('/user-dashboard');
  const main = page.locator('main');
  const favorites = panel(page, 'My Favorites');
  const names = favorites.locator('article.card h3');
  const favoriteFigure = summaryCard(page, 'Favorite Places').locator('.summary-value');
  await expect(names).toHaveText([second.name, first.name]);
  await expect(main.getByText('2 favorite places', { exact: true })).toBeVisible();
  await expect(favoriteFigure).toHaveText('2');

  // A refused removal changes nothing.
  await dashboardReady(page);
  await page.route('**/_actions/favorites.change', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"type":"AstroActionError","code":"INTERNAL_SERVER_ERROR","status":500,"message":"Something went wrong. Please try again."}',
    }),
  );
  await favorites.getByRole('button', { name: `Remove ${second.name} from favorites`, exact: true }).click();
  await expect(page.locator('[data-toast-list] .toast')).toContainText('Failed to update favorites. Please try again.');
  await expect(names).toHaveText([second.name, first.name]);
  await expect(favoriteFigure).toHaveText('2');
  await page.unroute('**/_actions/favorites.change');

  await favorites.getByRole('button', { name: `Remove ${second.name} from favorites`, exact: true }).click();
  await expect(page.locator('[data-toast-list] .toast')).toContainText('Removed from favorites');
  await expect(names).toHaveText([first.name]);
  await expect(main.getByText('1 favorite place', { exact: true })).toBeVisible();
  await expect(favoriteFigure).toHaveText('1');
  await expect(favorites.getByText('No favorites yet')).toBeHidden();
  // The keyboard focus moves to the place that is left.
  await expect(favorites.getByRole('button', { name: `Remove ${first.name} from favorites`, exact: true })).toBeFocused();

  await favorites.getByRole('button', { name: `Remove ${first.name} from favorites`, exact: true }).click();
  await expect(names).toHaveCount(0);
  await expect(favorites.getByText('No favorites yet')).toBeVisible();
  await expect(favorites.getByRole('link', { name: 'Explore Harlem' })).toBeVisible();
  await expect(main.getByText('0 favorite places', { exact: true })).toBeVisible();
  await expect(favoriteFigure).toHaveText('0');
  // The same businesses under Premium Content (a hidden tab for now) show unpressed hearts.
  await expect(page.locator(`#premium-content [data-favorite-id="${first.id}"]`)).toHaveAttribute('aria-pressed', 'false');

  // Saving one from Premium Content puts it back in My Favorites.
  await tab(page, 'Premium Content').click();
  const premium = panel(page, 'Premium Content');
  await premium.getByRole('button', { name: `Save ${second.name} to favorites`, exact: true }).click();
  await expect(premium.getByRole('button', { name: `Remove ${second.name} from favorites`, exact: true })).toBeEnabled();
  await tab(page, 'My Favorites').click();
  await expect(names).toHaveText([second.name]);
  await expect(favorites.getByText('No favorites yet')).toBeHidden();
  await expect(main.getByText('1 favorite place', { exact: true })).toBeVisible();
  await expect(favoriteFigure).toHaveText('1');
  await expect(favorites.getByRole('button', { name: `Remove ${second.name} from favorites`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The server agrees, after a reload.
  expect(((await (await page.request.get('/api/user/favorites')).json()) as ApiFavorite[]).map((item) => item.businessId)).toEqual([
    second.id,
  ]);
  await page.reload();
  await expect(names).toHaveText([second.name]);
  await expect(favoriteFigure).toHaveText('1');
});

test('/favorites lists the saved places, from the account menu too, and follows the hearts; signed-out visitors sign in first', async ({
  page,
}) => {
  await page.goto('/favorites');
  await expect(page).toHaveURL('/auth?next=%2Ffavorites');

  const account = await newMember('Farah');
  await signIn(page, account);
  const [first] = (await (await page.request.get('/api/businesses?isPremium=true')).json()) as ApiBusiness[];
  expect((await page.request.post(`/api/user/favorites/${first.id}`, { data: {} })).ok()).toBe(true);
  await page.goto('/events');
  await page.locator('.account-menu > summary', { hasText: 'Account menu for Farah' }).click();
  const menu = page.locator('.account-panel');
  await expect(menu.getByRole('link')).toHaveText(['Dashboard', /^My Favorites\s*1 saved$/, 'Settings']);
  await menu.getByRole('link', { name: /My Favorites/ }).click();
  await expect(page).toHaveURL('/favorites');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Favorites');
  await expect(page.getByText('1 favorite place', { exact: true })).toBeVisible();
  const cards = page.locator('main article.card h3');
  await expect(cards).toHaveText([first.name]);
  // Removing the heart empties the list at once.
  const heart = page.getByRole('button', { name: `Remove ${first.name} from favorites`, exact: true });
  await hydrated(page, heart);
  await heart.click();
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('No favorites yet')).toBeVisible();
  await expect(page.getByText('0 favorite places', { exact: true })).toBeVisible();
});

test('the account menu fits small screens and keeps the email on one line', async ({ browser, baseURL }) => {
  for (const width of [320, 390, 1280]) {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 700 } });
    const page = await context.newPage();
    await signIn(page, PREMIUM);
    await page.goto('/');
    await page.locator('.account-menu > summary', { hasText: 'Account menu for Marcus' }).click();
    const panelBox = (await page.locator('.account-panel').boundingBox())!;
    expect(panelBox.x, `${width}px: left edge`).toBeGreaterThanOrEqual(0);
    expect(panelBox.x + panelBox.width, `${width}px: right edge`).toBeLessThanOrEqual(width);
    const email = page.locator('.account-email');
    await expect(email).toHaveText(PREMIUM.email);
    // One line: the address is not broken inside a word.
    const lines = await email.evaluate(
      (element) =>
        element.getClientRects().length &&
        Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight || '20')),
    );
    expect(lines, `${width}px: email lines`).toBe(1);
    await expect(page.locator('.account-panel').getByText('Premium Member', { exact: true })).toBeVisible();
    await expect(page.locator('.account-panel').getByRole('link', { name: 'My Favorites' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await context.close();
  }
});

// ---------------------------------------------------------------------------------------------
// Membership on /settings and the premium page's promises.

test('a premium member sees their plan under Membership in settings; other members do not', async ({ page, browser, baseURL }) => {
  await signIn(page, PREMIUM);
  const db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  const row = (await db.execute({ sql: 'select premium_until, subscription_status from users where email = ?', args: [PREMIUM.email] }))
    .rows[0];
  db.close();
  expect(row.subscription_status).toBe('active');
  const until = new Date(Number(row.premium_until)).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'America/New_York',
  });

  await page.goto('/settings');
  const membership = page.getByRole('region', { name: 'Membership', exact: true });
  await expect(membership).toContainText('Premium Member');
  await expect(membership.locator('dt')).toHaveText(['Plan', 'Status', 'Until']);
  await expect(membership.locator('dd')).toHaveText(['Premium Member', 'Active', `Premium runs until ${until}.`]);
  await expect(membership).toContainText('You can cancel any time and keep Premium to the end of the period you paid for.');
  await expect(membership.getByRole('link', { name: 'contact us' })).toHaveAttribute(
    'href',
    '/contact-us?subject=Cancel%20my%20Premium%20membership',
  );
  // Premium granted without a Stripe subscription: cancelled through support, no billing button.
  await expect(membership.locator('form, input, button')).toHaveCount(0);

  const context = await browser.newContext({ baseURL });
  const member = await context.newPage();
  await signIn(member, MEMBER);
  await member.goto('/settings');
  await expect(member.getByRole('heading', { level: 1 })).toHaveText('Account settings');
  const free = member.getByRole('region', { name: 'Membership', exact: true });
  await expect(free).toContainText('You are on the free Community Member plan.');
  await expect(free.getByRole('link', { name: 'Go Premium' })).toHaveAttribute('href', '/premium');
  await expect(free.locator('dl')).toHaveCount(0);
  await context.close();
});

test('the premium page promises only what exists, and its yearly saving comes from the plan prices', async ({ page }) => {
  const db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  const prices = Object.fromEntries(
    (await db.execute("select duration, price_cents from subscription_plans where plan_type = 'user' and plan_tier = 'premium'")).rows.map(
      (plan) => [String(plan.duration), Number(plan.price_cents)],
    ),
  );
  db.close();
  // Rounded down: never more than the prices give. $99.99 a year against 12 × $9.99 is 16.6%.
  const saving = Math.floor((100 * (12 * prices.monthly - prices.yearly)) / (12 * prices.monthly));
  expect(saving).toBe(16);

  await page.goto('/premium');
  await expect(page.getByRole('navigation', { name: 'Billing period' }).getByRole('link', { name: /Yearly/ })).toHaveText(
    `Yearly Save ${saving}%`,
  );
  const faq = page.locator('dl.faq');
  await expect(faq).not.toContainText('settings whenever you like');
  const cancel = faq.locator('dt', { hasText: 'Can I cancel anytime?' }).locator('xpath=following-sibling::dd[1]');
  await expect(cancel).toContainText(
    'You can cancel any time and keep Premium to the end of the period you paid for: open billing from Membership in your account settings.',
  );
  await expect(cancel.getByRole('link', { name: 'Membership in your account settings' })).toHaveAttribute('href', '/settings#membership');
});

// ---------------------------------------------------------------------------------------------
// The business dashboard as an admin opens it. The admin overview's words for one and many are
// proven in tests/unit/islands/admin-dashboard-languages.test.tsx, the seats each event holds in
// tests/unit/owner-dashboard.test.ts; the page drawn for an unknown business is shown here.

test('an admin asking for a business that does not exist is told it was not found (404)', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  const response = await page.goto('/business-dashboard?business=999999');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business Not Found');
  await expect(page.getByText("The business you're looking for doesn't exist or has been removed.")).toBeVisible();
  await expect(page.getByText('No Business Associated')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute('href', '/admin');
  // A real one opens.
  const db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  const kitchen = Number((await db.execute("select id from businesses where name = 'Lenox Avenue Soul Kitchen'")).rows[0].id);
  db.close();
  expect((await page.goto(`/business-dashboard?business=${kitchen}`))!.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 2, name: 'Lenox Avenue Soul Kitchen' })).toBeVisible();
});
