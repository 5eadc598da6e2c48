import { expect, test, type Page } from '@playwright/test';

// Expected figures come from the public and member APIs at test time, so other tests that save
// favorites or register the demo members for events do not break these.
const MEMBER = { email: 'member@harlemguide.example', password: 'harlem-member-2026' };
const PREMIUM = { email: 'premium@harlemguide.example', password: 'harlem-premium-2026' };

type ApiBusiness = { id: number; name: string };
type ApiEvent = { id: number; title: string; date: string; startTime: string; startsAt: string; price: string | null; isPremium: boolean; requiresBooking: boolean; location: string | null };
type ApiRegistration = { eventId: number; status: string; event: { title: string } };
type ApiFavorite = { businessId: number; business: { name: string } };

async function signIn(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/login', { data: account });
  expect(response.ok()).toBe(true);
}

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
const longDate = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
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
    else await expect(item.getByRole('link', { name: `Register for ${event.title}` })).toHaveAttribute('href', `/events/${event.id}/register`);
  }

  await tab(page, 'Discover').click();
  const discover = panel(page, 'Discover');
  for (const [name, slug] of [['Restaurants', 'restaurants'], ['Museums', 'museums'], ['Hotels', 'hotels'], ['Historical Sites', 'history']]) {
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
  await expect(events.getByRole('listitem')).toHaveCount(data.registrations.length);
  for (const registration of data.registrations) {
    await expect(events.getByRole('listitem').filter({ hasText: registration.event.title })).toContainText(registration.status === 'confirmed' ? 'Confirmed' : 'Awaiting payment');
  }
});

test('a new account sees the empty states, then registers for an event and unregisters from the dashboard', async ({ page }) => {
  const email = `dashboard-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
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
  const event = events.find((item) => !item.isPremium && !item.price && item.requiresBooking && Date.parse(item.startsAt) > Date.now() + 86_400_000)!;
  expect(event).toBeDefined();
  // A JSON body (even empty): Astro refuses bodiless posts that carry no Origin header as cross-site forms.
  expect((await page.request.post(`/api/user/events/${event.id}/register`, { data: {} })).status()).toBe(201);

  // /user-dashboard is the same screen; a different path so the page really loads again.
  await page.goto('/user-dashboard#my-events');
  await expect(main.getByText('1 registered event', { exact: true })).toBeVisible();
  const item = panel(page, 'My Events').getByRole('listitem').filter({ hasText: event.title });
  await expect(item).toContainText(longDate(event.date));
  await expect(item).toContainText(clock(event.startTime));
  if (event.location) await expect(item).toContainText(event.location);
  await expect(item).toContainText('Confirmed');
  await item.getByRole('button', { name: `Unregister from ${event.title}` }).click();

  await expect(page).toHaveURL('/user-dashboard#my-events');
  const toast = page.getByRole('status').filter({ hasText: 'Unregistered' });
  await expect(toast).toContainText('You have been unregistered from the event.');
  await expect(panel(page, 'My Events')).toContainText('No events registered');
  expect(await (await page.request.get('/api/user/events')).json()).toEqual([]);

  // Leaving an event one is not registered for fails with the spec's message.
  await page.evaluate((id) => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/user-dashboard';
    for (const [name, value] of Object.entries({ intent: 'unregister', eventId: String(id), from: '/dashboard' })) {
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
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to unregister from event. Please try again.' })).toBeVisible();
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
});
