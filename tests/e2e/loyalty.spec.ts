/**
 * Loyalty points and rewards (issue 16, decision 025), in the browser and over HTTP: a member's
 * first review earns points shown in the dashboard's Points tab, the tier changes when lifetime
 * points cross a threshold, a reward is redeemed for a code, the partner business verifies it
 * once (a second check says when), and another business cannot. (Twenty members redeeming a
 * reward with five left get exactly five codes: tests/unit/loyalty-redeem.test.ts.) Every
 * business, member and reward is the spec's own.
 */
import { createClient, type Client } from '@libsql/client';
import type { Page } from '@playwright/test';
import { expect, hydrated, signIn, storeMember, storeOwnedBusiness, test } from './fixtures.ts';

let db: Client;
test.beforeAll(() => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
});
test.afterAll(() => db.close());
test.describe.configure({ timeout: 90_000 });

const suffix = () => Date.now().toString(36) + Math.floor(Math.random() * 1e4).toString(36);

async function storeReward(businessId: number, values: { title: string; cost: number; total?: number }): Promise<number> {
  const inserted = await db.execute({
    sql: 'insert into loyalty_rewards (title, description, points_cost, business_partner_id, is_limited, total_available, terms_conditions) values (?, ?, ?, ?, ?, ?, ?) returning id',
    args: [values.title, 'A spec’s own reward.', values.cost, businessId, values.total ? 1 : 0, values.total ?? null, 'One per visit.'],
  });
  return Number(inserted.rows[0].id);
}

const userIdOf = async (email: string) =>
  Number((await db.execute({ sql: 'select id from users where email = ?', args: [email] })).rows[0].id);

/** Points earned from finished tours of the spec's own (tour ids far from the seed's), as the award would record them. */
async function storeTourPoints(email: string, tours: number[]) {
  const userId = await userIdOf(email);
  for (const tour of tours) {
    await db.execute({
      sql: "insert into loyalty_transactions (user_id, type, points, description, source_key) values (?, 'tour_finished', 100, 'Walking tour finished', ?)",
      args: [userId, `tour:${tour}`],
    });
  }
  const total = tours.length * 100;
  await db.execute({
    sql: "insert into loyalty_points (user_id, points, lifetime_points, tier) values (?, ?, ?, 'explorer') on conflict(user_id) do update set points = points + excluded.points, lifetime_points = lifetime_points + excluded.lifetime_points",
    args: [userId, total, total],
  });
}

async function openPoints(page: Page) {
  // Drawn afresh (a page already at #points would only move within itself).
  await page.goto('/dashboard');
  await page.goto('/dashboard#points');
  await hydrated(page, page.locator('.dash'));
  await expect(page.locator('#points')).toBeVisible();
}

test('a first review earns points and a tier, a reward is redeemed for a code, and only its business verifies it, once', async ({
  page,
  browser,
}) => {
  const tag = suffix();
  const { owner, businessId } = await storeOwnedBusiness(db, `Spec Loyalty Cafe ${tag}`);
  const other = await storeOwnedBusiness(db, `Spec Other Cafe ${tag}`);
  const title = `Spec mint tea ${tag}`;
  await storeReward(businessId, { title, cost: 100, total: 3 });
  const member = await storeMember(db, 'Nia');
  // 475 lifetime points from four finished tours and change: 25 short of Neighbor.
  await storeTourPoints(member.email, [90_001, 90_002, 90_003, 90_004]);
  await db.execute({
    sql: 'update loyalty_points set points = 475, lifetime_points = 475 where user_id = ?',
    args: [await userIdOf(member.email)],
  });
  await signIn(page.request, member);

  await openPoints(page);
  await expect(page.locator('[data-tier]').first()).toHaveText('Explorer');
  await expect(page.locator('.loyalty-progress')).toContainText('25 more lifetime points to reach Neighbor');

  // The first review, through the real form.
  await page.goto(`/business/${businessId}`);
  await page.getByRole('link', { name: 'Write a review' }).click();
  await page.getByLabel('5 stars').check();
  await page.getByLabel('Title').fill('Best mint tea uptown');
  await page.getByLabel('Your review').fill('Fresh leaves, and they remember your name.');
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText('Thank you: your review is published.')).toBeVisible();

  await openPoints(page);
  await expect(page.locator('[data-points-balance]')).toHaveText('500');
  await expect(page.locator('[data-points-lifetime]')).toHaveText('500');
  await expect(page.locator('[data-tier]').first()).toHaveText('Neighbor');
  await expect(page.locator('.loyalty-progress')).toContainText('1,000 more lifetime points to reach Insider');
  const reviewRow = page.locator('.loyalty-history tr[data-type="first_review"]');
  await expect(reviewRow).toContainText(`First review of a business: Spec Loyalty Cafe ${tag}`);
  await expect(reviewRow).toContainText('+25');

  // Redeem: the code comes back, the balance drops, the tier stays.
  const card = page.locator('.loyalty-reward', { hasText: title });
  await expect(card).toContainText('100 points');
  await expect(card).toContainText('3 left');
  await card.getByRole('button', { name: `Redeem: ${title}` }).click();
  await expect(page.getByText(/Your code is [A-Z2-9]{10}\. Show it at the business\./)).toBeVisible();
  await openPoints(page);
  const codeRow = page.locator('.loyalty-codes li', { hasText: title });
  const code = (await codeRow.getAttribute('data-code'))!;
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
  await expect(codeRow).toContainText('Not used yet');
  await expect(page.locator('[data-points-balance]')).toHaveText('400');
  await expect(page.locator('[data-tier]').first()).toHaveText('Neighbor');
  await expect(page.locator('.loyalty-reward', { hasText: title })).toContainText('2 left');
  await expect(page.locator('.loyalty-history tr[data-type="redemption"]')).toContainText(`Redeemed a reward: ${title}`);
  await expect(page.locator('.loyalty-history tr[data-type="redemption"]')).toContainText('−100');

  // Another business's owner gets the refusal a forged code gets, and nothing changes.
  const otherPage = await (await browser.newContext()).newPage();
  await signIn(otherPage.request, other.owner);
  await verify(otherPage, code);
  await expect(otherPage.locator('#verify-code-error')).toHaveText('This code is not valid for your business.');
  await verify(otherPage, 'ABCDEFGHJK');
  await expect(otherPage.locator('#verify-code-error')).toHaveText('This code is not valid for your business.');
  expect(
    (await db.execute({ sql: 'select verified_at from loyalty_redemptions where code = ?', args: [code] })).rows[0].verified_at,
  ).toBeNull();

  // The business's owner verifies it once; a second check says when.
  const ownerPage = await (await browser.newContext()).newPage();
  await signIn(ownerPage.request, owner);
  await verify(ownerPage, code.toLowerCase());
  await expect(ownerPage.getByText('Code verified', { exact: true })).toBeVisible();
  await expect(ownerPage.getByText(`${title}, for Nia`)).toBeVisible();
  await expect(ownerPage.locator(`.owner-redemptions tr[data-code="${code}"]`)).toContainText(/Verified .+/);
  const stored = (await db.execute({ sql: 'select verified_at, verified_by from loyalty_redemptions where code = ?', args: [code] }))
    .rows[0];
  expect(stored.verified_at).not.toBeNull();
  expect(Number(stored.verified_by)).toBe(await userIdOf(owner.email));
  // A second check is refused, as an error under the field saying when it was used; no success notice.
  await verify(ownerPage, code);
  await expect(ownerPage.locator('#verify-code-error')).toHaveText(
    new RegExp(`^This code was already used on .+ \\(${title}, for Nia\\)\\. Do not give the reward again\\.$`),
  );
  await expect(ownerPage.locator('#verify-code-error')).toHaveAttribute('role', 'alert');
  await expect(ownerPage.getByText('Code verified', { exact: true })).toHaveCount(0);

  // The member sees it used.
  await openPoints(page);
  await expect(page.locator(`.loyalty-codes li[data-code="${code}"]`)).toContainText(/Used on .+/);
});

async function verify(page: Page, code: string) {
  await page.goto('/business-dashboard#rewards');
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

test('the rewards page states the tiers, how points are earned and the rewards open now', async ({ page, baseURL }) => {
  const tag = suffix();
  const { businessId } = await storeOwnedBusiness(db, `Spec Public Deli ${tag}`);
  await storeReward(businessId, { title: `Spec pickle plate ${tag}`, cost: 250 });
  // A cookie of the test's own: the page cache never answers a request carrying one, so the page reads the reward added above.
  await page.context().addCookies([{ name: 'rewards_spec', value: '1', url: baseURL! }]);
  await page.goto('/rewards');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rewards and Loyalty Points');
  await expect(page.locator('.rewards-tiers li')).toHaveText([
    /Explorer\s*From 0 lifetime points/,
    /Neighbor\s*From 500 lifetime points/,
    /Insider\s*From 1,500 lifetime points/,
    /Ambassador\s*From 5,000 lifetime points/,
  ]);
  await expect(page.locator('.rewards-earn li', { hasText: 'Your first review of a business' })).toContainText('25 points');
  await expect(page.locator('.rewards-earn')).toContainText('A donation: 1 point per dollar, up to 500 points');
  const card = page.locator('.loyalty-reward', { hasText: `Spec pickle plate ${tag}` });
  await expect(card).toContainText('250 points');
  await expect(card.getByRole('link', { name: 'Sign in to redeem' })).toBeVisible();
  // Seeded: one reward not open yet, none that has ended.
  await expect(page.locator('.loyalty-reward', { hasText: 'Hot cocoa float' })).toContainText('Not open yet');
  await expect(page.locator('.loyalty-reward', { hasText: '10% off a guided walk' })).toHaveCount(0);
  await expect(page.locator('footer').getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/rewards');
});
