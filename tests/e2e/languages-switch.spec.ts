/**
 * Choosing a language (decision 024): the switcher keeps the page, the choice is remembered on the
 * device (prerendered pages included) and, for a member, in their account for their next sign-in.
 */
import { createClient } from '@libsql/client';
import { expect, signIn, storeMember, test } from './fixtures';

test('switching language keeps the page and the choice is remembered, English included', async ({ page }) => {
  await page.goto('/events?when=weekend');
  await page.getByRole('navigation', { name: 'Language' }).first().getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/events\?when=weekend$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // Another page opened by its English address comes in Spanish: one rendered on the server, one built ahead.
  await page.goto('/neighborhoods');
  await expect(page).toHaveURL(/\/es\/neighborhoods$/);
  await page.goto('/about-us');
  await expect(page).toHaveURL(/\/es\/about-us$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // French from the Spanish page keeps the page too.
  await page.getByRole('navigation', { name: 'Idioma' }).first().getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/about-us$/);
  // English is a choice as well: English addresses stay English afterwards.
  await page.getByRole('navigation', { name: 'Langue' }).first().getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await page.goto('/events');
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test("a member's language is kept in their account and follows them to another device", async ({ page, browser }) => {
  const db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  const member = await storeMember(db, 'Celia');
  await signIn(page.request, member);
  // A request nobody clicked (a crawler, a prefetch, a link followed by a script) changes only that client's cookie.
  await page.request.get('/language/es?next=/about-us', { maxRedirects: 0 });
  const untouched = await db.execute({
    sql: 'select count(*) as n from user_language_preferences p join users u on u.id = p.user_id where u.email = ?',
    args: [member.email],
  });
  expect(untouched.rows[0]?.n).toBe(0);
  await page.goto('/language/en?next=/about-us');
  await page.goto('/about-us');
  await page.getByRole('navigation', { name: 'Language' }).first().getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/about-us$/);
  const stored = await db.execute({
    sql: 'select p.language_code from user_language_preferences p join users u on u.id = p.user_id where u.email = ?',
    args: [member.email],
  });
  expect(stored.rows[0]?.language_code).toBe('fr');

  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await signIn(other.request, member);
    await other.goto('/events');
    await expect(other).toHaveURL(/\/fr\/events$/);
    await expect(other.locator('html')).toHaveAttribute('lang', 'fr');
  } finally {
    await elsewhere.close();
    db.close();
  }
});

test('only pages have other languages, and a missing page answers in the visitor’s language', async ({ request, page }) => {
  expect((await request.get('/es/api/health')).status()).toBe(404);
  expect((await request.get('/fr/sitemap.xml')).status()).toBe(404);
  const missing = await page.goto('/es/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect((await page.goto('/fr/events'))?.status()).toBe(200);
});
