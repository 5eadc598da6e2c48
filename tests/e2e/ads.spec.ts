/**
 * Advertising (issue 17), end to end against the built server: an owner subscribes to a
 * partnership plan in the local test checkout, writes an ad at /advertiser, the admin approves it at /admin/ads, the home page shows it
 * labelled Sponsored; four views in the browser count four impressions, a crawler's fetches of
 * the page, the slot and the beacon count none, the budget stops it at the fourth (the counting
 * rules themselves, a hundred views and the budget, are unit tests: tests/unit/ads.test.ts); the dashboard
 * shows the figures. And: another advertiser cannot see or change the ad, a javascript: or ftp:
 * address is refused, a non-admin cannot approve, and no plan means no submitting.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type Client } from '@libsql/client';
import sharp from 'sharp';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, signIn, storeOwnedBusiness, test, type Account } from './fixtures.ts';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
// The advertiser's address: a page of the test server, so the browser can open it offline.
const TARGET = `http://127.0.0.1:${process.env.E2E_PORT}/about-us?from=ad-spec`;

let db: Client;
test.beforeAll(() => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
});
test.afterAll(() => db.close());

/**
 * Gives an account a live partnership plan of the spec's own (a plan row and an active
 * subscription in force for a month), straight into the database. The one step to swap for the
 * real checkout at /advertise-with-us once the plans exist.
 */
async function givePlan(account: Account, plan: { credits?: number; maxAds?: number; priority?: number } = {}): Promise<string> {
  const slug = `spec-${randomUUID().slice(0, 8)}`;
  const name = `Spec plan ${slug}`;
  const inserted = await db.execute({
    sql: 'insert into partnership_plans (slug, name, monthly_fee_cents, ad_credits, max_ads, priority) values (?, ?, 29900, ?, ?, ?) returning id',
    args: [slug, name, plan.credits ?? 10_000, plan.maxAds ?? 3, plan.priority ?? 2],
  });
  const now = Date.now();
  await db.execute({
    sql: "insert into partner_subscriptions (user_id, plan_id, stripe_subscription_id, status, current_period_start, current_period_end) values ((select id from users where email = ?), ?, ?, 'active', ?, ?)",
    args: [account.email, Number(inserted.rows[0].id), `sub_${slug}`, now - 86_400_000, now + 29 * 86_400_000],
  });
  return name;
}

const adRow = async (adId: number) =>
  (
    await db.execute({
      sql: 'select status, impressions, clicks, spent_cents, budget_cents, title, target_url from advertisements where id = ?',
      args: [adId],
    })
  ).rows[0];

/** A page signed in as `account` in a context of its own. */
async function pageAs(browser: Browser, account: Account | 'admin'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page.request, account);
  return page;
}

/** Fills and saves the new ad form at /advertiser; returns the new ad's id (from the page it lands on). */
async function createAd(
  page: Page,
  fields: { title: string; targetUrl?: string; placement?: string; budget?: string; image?: boolean },
): Promise<number | null> {
  await page.goto('/advertiser');
  const form = page.locator('.advertiser-new form');
  if (!(await page.locator('.advertiser-new').evaluate((details) => (details as HTMLDetailsElement).open)))
    await page.locator('.advertiser-new summary').click();
  await form.getByLabel('Title', { exact: true }).fill(fields.title);
  await form.getByLabel('Target URL').fill(fields.targetUrl ?? TARGET);
  await form.getByLabel('Description', { exact: true }).fill('Fresh plates on Lenox Avenue, every day.');
  await form.getByLabel('Image description (read to people who cannot see it)').fill('A plate of food');
  if (fields.image) await form.locator('input[name="image"]').setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: PNG });
  await form.getByLabel('Placement').selectOption(fields.placement ?? 'home');
  await form.getByLabel('Budget (dollars)').fill(fields.budget ?? '1.00');
  await form.getByRole('button', { name: 'Save draft' }).click();
  const match = /\/advertiser\/ads\/(\d+)$/.exec(new URL(page.url()).pathname);
  return match ? Number(match[1]) : null;
}

/** A small PNG, read from its bytes like any upload. */
const PNG = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#c8553d' } })
  .png()
  .toBuffer();

/** Posts an action as an island does (form data to /_actions/...), from a signed-in request context. */
/** Subscribes the signed-in page's account to Spotlight at /advertise-with-us in the local test checkout (real SDK, signed webhooks). */
async function subscribeToSpotlight(page: Page): Promise<void> {
  await page.goto('/advertise-with-us');
  await page
    .locator('article.ad-package', { has: page.getByRole('heading', { name: 'Spotlight' }) })
    .getByRole('button', { name: 'Subscribe to Spotlight' })
    .click();
  await expect(page.getByText('Test payment, no money moves')).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe $599.00' }).click();
  // The plan starts from the verified webhook; the page refreshes itself until it has.
  await expect(page.getByRole('heading', { name: 'Your plan: Spotlight' })).toBeVisible({ timeout: 15_000 });
}

const act = (request: APIRequestContext, name: string, data: Record<string, string>) =>
  request.post(`/_actions/${name}`, { multipart: data, headers: { origin: new URL(test.info().project.use.baseURL!).origin } });

test('an approved ad shows on the home page labelled Sponsored, counts real views and no crawler, and stops when its budget is spent', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { owner } = await storeOwnedBusiness(db, `Ad Spec Kitchen ${randomUUID().slice(0, 6)}`);
  // Our ad is the only home ad that can show: any other (the demo's) stands aside for this run.
  await db.execute("update advertisements set status = 'paused' where status = 'approved' and placement = 'home'");

  // The owner writes the ad and sends it for approval.
  const ownerPage = await pageAs(browser, owner);
  await subscribeToSpotlight(ownerPage);
  await ownerPage.getByRole('link', { name: 'Create and manage your ads' }).click();
  await expect(ownerPage).toHaveURL(/\/advertiser$/);
  await expect(ownerPage.locator('.advertiser-plan')).toContainText('Spotlight');
  await expect(ownerPage.locator('[data-ads-used]')).toHaveText('0 of 3 ads live or waiting for approval');
  await expect(ownerPage.locator('[data-credit-left]')).toHaveText('Credit left this period: $200.00 of $200.00');
  const title = `Lenox lunch ${randomUUID().slice(0, 6)}`;
  const adId = (await createAd(ownerPage, { title, image: true }))!;
  expect(adId).toBeGreaterThan(0);
  // Four cents of its dollar left to spend (the form's least budget is a dollar): four views end it.
  await db.execute({ sql: 'update advertisements set budget_cents = 4 where id = ?', args: [adId] });
  await expect(ownerPage.getByText('Ad saved as a draft', { exact: true })).toBeVisible();
  await expect(ownerPage.locator('[data-status]').first()).toHaveText('Draft');
  await ownerPage.getByRole('button', { name: 'Send for approval' }).click();
  await expect(ownerPage.locator('[data-status]').first()).toHaveText('Waiting for approval');
  expect((await adRow(adId)).status).toBe('pending');

  // Nothing shows before approval.
  const visitor = await (await browser.newContext()).newPage();
  const slotAnswer = await visitor.request.get('/ads/slot?placement=home');
  expect((await slotAnswer.json()).ad).toBeNull();

  // The admin sees it as it will show, and approves it.
  const adminPage = await pageAs(browser, 'admin');
  await adminPage.goto('/admin/ads');
  const queued = adminPage.locator(`li[data-ad="${adId}"]`);
  await expect(queued.locator('.ad-label')).toHaveText('Sponsored');
  await expect(queued.locator('.ad-title')).toHaveText(title);
  await expect(queued.locator('.ad-link')).toHaveAttribute('rel', 'sponsored noopener');
  await expect(queued).toContainText(TARGET);
  await queued.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText('Ad approved', { exact: true })).toBeVisible();
  expect((await adRow(adId)).status).toBe('approved');
  const audit = await db.execute({
    sql: "select action from audit_log where subject_type = 'advertisement' and subject_id = ?",
    args: [adId],
  });
  expect(audit.rows.map((row) => row.action)).toEqual(['ad.approve']);

  // A crawler: fetches of the page, of the slot and of the beacon (with a real view's id) count nothing.
  const unseen = (await (await visitor.request.get('/ads/slot?placement=home')).json()).ad as { viewId: string; id: number };
  expect(unseen.id).toBe(adId);
  const bot = await (
    await import('@playwright/test')
  ).request.newContext({ baseURL: test.info().project.use.baseURL, userAgent: GOOGLEBOT });
  for (let i = 0; i < 5; i++) {
    expect((await bot.get('/')).status()).toBe(200);
    expect((await (await bot.get('/ads/slot?placement=home')).json()).ad).toBeNull();
    expect((await bot.get(`/ads/seen?v=${unseen.viewId}`)).status()).toBe(204);
  }
  await bot.dispose();
  expect(Number((await adRow(adId)).impressions)).toBe(0);
  // Forged beacons: malformed, unknown, and a known view's repeat count nothing either.
  for (const forged of ['', 'not-a-view', randomUUID(), `${unseen.viewId}x`])
    expect((await visitor.request.get(`/ads/seen?v=${encodeURIComponent(forged)}`)).status()).toBe(204);
  expect(Number((await adRow(adId)).impressions)).toBe(0);

  // Four views in the browser: each fills the slot and counts once it is on screen.
  const context = visitor.context();
  for (let view = 1; view <= 4; view++) {
    await visitor.goto('/');
    const slot = visitor.locator('[data-ad-slot]');
    await slot.scrollIntoViewIfNeeded();
    await expect(slot).toHaveAttribute('data-seen', 'true');
    if (view === 1) {
      await expect(slot.locator('.ad-label')).toHaveText('Sponsored');
      await expect(slot.locator('.ad-title')).toHaveText(title);
      const link = slot.locator('.ad-link');
      await expect(link).toHaveAttribute('rel', 'sponsored noopener');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(slot.locator('.ad-image')).toHaveAttribute('alt', 'A plate of food');
      await expect(slot.locator('.ad-image')).toHaveAttribute('src', /^\/files\/ads\//);
    }
    if (view <= 2) {
      // A click opens the advertiser's address (the stored one) and counts once per view.
      for (let twice = 0; twice < 2; twice++) {
        const popup = context.waitForEvent('page');
        await slot.locator('.ad-link').click();
        const opened = await popup;
        await opened.waitForLoadState();
        expect(opened.url()).toBe(TARGET);
        await opened.close();
      }
    }
  }
  const counted = await adRow(adId);
  expect(Number(counted.impressions)).toBe(4);
  expect(Number(counted.clicks)).toBe(2);
  // $0.04 at 1 cent an impression: the fourth spent it all, and the ad has ended.
  expect(Number(counted.spent_cents)).toBe(4);
  await visitor.goto('/');
  await expect(visitor.locator('.ad-slot:not([hidden])')).toHaveCount(0);
  expect((await (await visitor.request.get('/ads/slot?placement=home')).json()).ad).toBeNull();

  // The advertiser's figures.
  await ownerPage.goto(`/advertiser/ads/${adId}`);
  await expect(ownerPage.locator('[data-status]').first()).toHaveText('Ended: budget spent');
  await expect(ownerPage.locator('[data-impressions]')).toHaveText('4');
  await expect(ownerPage.locator('[data-clicks]')).toHaveText('2');
  await expect(ownerPage.locator('[data-ctr]')).toHaveText('50%');
  await expect(ownerPage.locator('[data-cpc]')).toHaveText('$0.02');
  await expect(ownerPage.locator('[data-spend]')).toHaveText('$0.04 / $0.04');
  const today = ownerPage.locator('.advertiser-days tbody tr');
  await expect(today).toHaveCount(1);
  await expect(today.locator('td')).toHaveText(['4', '2', '50%', '$0.02', '$0.04']);
  await ownerPage.goto('/advertiser');
  await expect(ownerPage.locator(`[data-ad="${adId}"] [data-impressions]`)).toHaveText('4');
  await expect(ownerPage.locator('[data-ads-used]')).toHaveText('0 of 3 ads live or waiting for approval');
});

test('another advertiser can neither see nor change an ad, and a non-admin cannot approve one', async ({ browser }) => {
  const { owner } = await storeOwnedBusiness(db, `Ad Spec Owner ${randomUUID().slice(0, 6)}`);
  const { owner: other } = await storeOwnedBusiness(db, `Ad Spec Other ${randomUUID().slice(0, 6)}`);
  await givePlan(owner);
  await givePlan(other);
  const ownerPage = await pageAs(browser, owner);
  const title = `Private ad ${randomUUID().slice(0, 6)}`;
  const adId = (await createAd(ownerPage, { title, placement: 'events' }))!;
  await ownerPage.getByRole('button', { name: 'Send for approval' }).click();
  await expect(ownerPage.locator('[data-status]').first()).toHaveText('Waiting for approval');

  const otherPage = await pageAs(browser, other);
  const page = await otherPage.goto(`/advertiser/ads/${adId}`);
  expect(page!.status()).toBe(404);
  await expect(otherPage.locator('h1')).toHaveText('Ad not found');
  await expect(otherPage.locator('body')).not.toContainText(title);
  await otherPage.goto('/advertiser');
  await expect(otherPage.locator('body')).not.toContainText(title);
  const before = await adRow(adId);
  for (const name of ['ads.pause', 'ads.resume', 'ads.submit', 'ads.deleteDraft']) {
    expect((await act(otherPage.request, name, { adId: String(adId) })).status(), name).toBe(404);
  }
  const edit = await act(otherPage.request, 'ads.update', {
    adId: String(adId),
    title: 'Hijacked',
    targetUrl: 'https://evil.example/',
    adType: 'banner',
    placement: 'home',
    budget: '5',
    startDate: '2026-01-01',
    endDate: '2030-01-01',
  });
  expect(edit.status()).toBe(404);
  // Not an admin: the owner cannot approve their own ad.
  expect((await act(ownerPage.request, 'ads.approve', { adId: String(adId) })).status()).toBe(403);
  expect((await act(otherPage.request, 'ads.reject', { adId: String(adId), reason: 'No' })).status()).toBe(403);
  expect(await adRow(adId)).toEqual(before);
  expect((await adRow(adId)).status).toBe('pending');
});

test('a javascript: or ftp: address is refused with a clear message, and without a plan an ad cannot be sent', async ({ browser }) => {
  const { owner } = await storeOwnedBusiness(db, `Ad Spec Plain ${randomUUID().slice(0, 6)}`);
  const page = await pageAs(browser, owner);
  await page.goto('/advertiser');
  await expect(page.locator('.advertiser-plan')).toContainText('You have no partnership plan yet');
  await expect(page.locator('.advertiser-plan a')).toHaveAttribute('href', '/advertise-with-us');
  for (const targetUrl of ['javascript:alert(1)', 'ftp://files.example.com/menu.pdf']) {
    const title = `Refused ${randomUUID().slice(0, 6)}`;
    expect(await createAd(page, { title, targetUrl })).toBeNull();
    await expect(page.locator('#new-ad-targetUrl-error')).toHaveText('Enter the address people go to, starting with http:// or https://');
    expect((await db.execute({ sql: 'select count(*) as n from advertisements where title = ?', args: [title] })).rows[0].n).toBe(0);
  }
  const adId = (await createAd(page, { title: `No plan ${randomUUID().slice(0, 6)}`, placement: 'directory' }))!;
  await page.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.getByText('You need a partnership plan to submit an ad.')).toBeVisible();
  expect((await adRow(adId)).status).toBe('draft');
  // A draft can be deleted.
  await page.goto(`/advertiser/ads/${adId}`);
  await page.getByRole('button', { name: 'Delete draft' }).click();
  await expect(page.getByText('Draft deleted', { exact: true })).toBeVisible();
  expect(await adRow(adId)).toBeUndefined();
});

test('a plan allows at most its number of live or pending ads', async ({ browser }) => {
  const { owner } = await storeOwnedBusiness(db, `Ad Spec Limit ${randomUUID().slice(0, 6)}`);
  await givePlan(owner, { maxAds: 1, credits: 500 });
  const page = await pageAs(browser, owner);
  const first = (await createAd(page, { title: `First ${randomUUID().slice(0, 6)}`, placement: 'business', budget: '2.00' }))!;
  await page.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.locator('[data-status]').first()).toHaveText('Waiting for approval');
  // Over the credit left ($5 less the $2 the first holds).
  await page.goto('/advertiser');
  expect(await createAd(page, { title: `Too dear ${randomUUID().slice(0, 6)}`, placement: 'business', budget: '4.00' })).toBeNull();
  await expect(page.locator('#new-ad-budget-error')).toHaveText('The budget is more than the credit left on your plan.');
  const second = (await createAd(page, { title: `Second ${randomUUID().slice(0, 6)}`, placement: 'business', budget: '2.00' }))!;
  await page.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.getByText('Your plan’s limit of live or pending ads is reached. Pause an ad or wait until one ends.')).toBeVisible();
  expect((await adRow(first)).status).toBe('pending');
  expect((await adRow(second)).status).toBe('draft');
});
