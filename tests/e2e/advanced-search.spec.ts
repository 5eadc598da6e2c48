/**
 * Premium's advanced search in the directory, without JavaScript: a plain member sees it locked
 * (and the address's advanced filters ignored), the demo Premium member filters by a rating floor
 * near a saved place, and neither one's page is served to the other from the page cache.
 */
import { createClient, type Client } from '@libsql/client';
import { distanceMetres } from '#lib/domain/distance.ts';
import { expect, signIn, test } from './fixtures.ts';

/** The first page of the whole directory: no filter said after it. */
const UNFILTERED = /^Showing 1–24 of [\d,]+ businesses$/;

let db: Client;
test.beforeAll(() => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
});
test.afterAll(() => db.close());

/** The active businesses rated 4 or more within a quarter mile of the place (itself left out), by name. */
async function expectedNear(name: string): Promise<string[]> {
  const { rows } = await db.execute(
    'select name, latitude, longitude, rating from businesses where is_active = 1 and latitude is not null',
  );
  const place = rows.find((row) => row.name === name)!;
  const at = (row: typeof place) => ({ latitude: Number(row.latitude), longitude: Number(row.longitude) });
  return rows
    .filter((row) => row.name !== name && Number(row.rating ?? 0) >= 4 && distanceMetres(at(place), at(row)) <= 0.25 * 1609.344)
    .map((row) => String(row.name))
    .sort();
}

test('advanced search: locked for a member, working for a Premium member, never shared through the page cache', async ({
  browser,
  baseURL,
}) => {
  const noScript = () => browser.newContext({ javaScriptEnabled: false, baseURL });
  const advanced = (page: import('@playwright/test').Page) => page.locator('fieldset.advanced-search');
  const showing = (page: import('@playwright/test').Page) => page.locator('.result-count');

  // A plain member: the fields are there but locked, with the way to Premium; the address's filters are ignored.
  const memberContext = await noScript();
  await signIn(memberContext.request, 'member');
  const member = await memberContext.newPage();
  await member.goto('/es/businesses?minRating=4.5&price=4');
  await expect(member.locator('#adv-rating')).toBeDisabled();
  await expect(advanced(member)).toContainText('es un beneficio para miembros Premium');
  await expect(advanced(member).getByRole('link', { name: 'Hazte miembro Premium' })).toHaveAttribute('href', '/es/subscribe');
  await expect(member.getByRole('status').filter({ hasText: 'no se aplicaron' })).toBeVisible();
  await member.goto('/businesses?minRating=4.5&price=4');
  await expect(showing(member)).toHaveText(UNFILTERED);
  await memberContext.close();

  // A visitor's page for the same address may be kept for every visitor: still locked, still everything.
  const visitorContext = await noScript();
  const visitor = await visitorContext.newPage();
  const url = '/businesses?minRating=4';
  const shared = await visitor.goto(url);
  expect(shared!.headers()['cache-control']).toMatch(/^public.*s-maxage/);
  await expect(visitor.locator('#adv-rating')).toBeDisabled();
  await expect(showing(visitor)).toHaveText(UNFILTERED);

  // The demo Premium member: a rating floor near one of their saved places, chosen in the form.
  const premiumContext = await noScript();
  await signIn(premiumContext.request, 'premium');
  const premium = await premiumContext.newPage();
  const answer = await premium.goto(url);
  expect(answer!.headers()['x-cache']).toBeUndefined();
  expect(answer!.headers()['cache-control']).toBe('private, no-store');
  await expect(premium.locator('#adv-rating')).toBeEnabled();
  await expect(premium.locator('#adv-rating')).toHaveValue('4');
  await premium.locator('#adv-saved').selectOption({ label: "Minton's Playhouse" });
  await premium.locator('#adv-within').selectOption('0.25');
  await premium.locator('.directory-search button[type="submit"]').click();
  await expect(premium).toHaveURL(/savedPlace=\d+&within=0.25/);
  await expect(showing(premium)).toContainText("rated 4 or more within 0.25 mi of Minton's Playhouse");
  const expected = await expectedNear("Minton's Playhouse");
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThanOrEqual(24);
  const names = await premium.locator('article.card h3').allInnerTexts();
  expect(names.map((name) => name.trim()).sort()).toEqual(expected);

  // The member's page was not kept for visitors: the same address still shows them everything.
  const again = await visitor.goto(premium.url().replace(/^https?:\/\/[^/]+/, ''));
  await expect(visitor.locator('#adv-rating')).toBeDisabled();
  expect(again!.headers()['cache-control']).toMatch(/^public/);
  await expect(showing(visitor)).toHaveText(UNFILTERED);
  await premiumContext.close();
  await visitorContext.close();
});
