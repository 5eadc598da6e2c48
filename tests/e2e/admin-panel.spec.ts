/** The admin panel, as an admin uses it: create a business and an event, then find them in the directory and the calendar. */
import { expect, signIn, test } from './fixtures.ts';

test('an admin creates a business and an event and finds them in the directory and the calendar', async ({ page }) => {
  await signIn(page.request, 'admin');
  await page.goto('/admin-panel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Panel');
  const business = page.locator('form', { has: page.getByRole('button', { name: 'Create Business' }) });
  await business.getByRole('button', { name: 'Create Business' }).click();
  await expect(page.getByText('Business name is required')).toBeVisible();
  await expect(page.getByText('Community board is required')).toBeVisible();
  const name = `Panel Test Bakery ${Date.now()}`;
  await page.getByLabel('Business name').fill(name);
  await page.getByLabel('Address').first().fill('4001 Broadway, New York, NY 10032');
  await business.getByLabel('Community board').selectOption({ label: 'CB 12 - Washington Heights' });
  await business.getByLabel('Category').selectOption({ label: 'Cafes & Bakeries' });
  await business.getByRole('button', { name: 'Create Business' }).click();
  // A write and its redirect: allow for a loaded machine at the start of the run.
  await expect(page.getByText('Business created successfully!').first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'See the new listing' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.goto(`/businesses?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('link', { name }).first()).toBeVisible();

  await page.goto('/admin-panel');
  const title = `Panel Test Stoop Sale ${Date.now()}`;
  // Well in the past, in a board: the shared server's upcoming lists and current months stay as other specs expect.
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() - 400 * 86_400_000));
  const event = page.locator('form', { has: page.getByRole('button', { name: 'Create Event' }) });
  await event.getByLabel('Title').fill(title);
  await event.getByLabel('Date *').fill(date);
  await event.getByLabel('Start time').fill('11:00');
  await event.getByLabel('Community board').selectOption({ label: 'CB 10 - Central Harlem' });
  await event.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('Event created successfully!').first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'See the new event' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const calendar = await (await page.request.get(`/api/events/calendar?month=${date.slice(0, 7)}`)).json();
  expect(JSON.stringify(calendar)).toContain(title);
});
