/**
 * Partnership plans in Chromium (issue 17): an owner subscribes from /advertise-with-us in the
 * local test checkout ("Test payment, no money moves", real SDK, really signed webhooks), comes
 * back to their plan in force; a second plan is refused; a signed-out Subscribe asks to sign in
 * first. The admin's /admin/plans changes what the public pages sell. Each test has accounts
 * and plans of its own.
 */
import { createClient, type Client } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import * as schema from '#db/schema.ts';
import { activePartnerPlan } from '#lib/server/advertising/partner-plan.ts';
import type { Database } from '#lib/server/db/client.ts';
import { expect, signIn, storeMember, storeOwnedBusiness, test } from './fixtures.ts';
import { expectPageInLanguages } from './languages';

let client: Client;
let db: Database;
test.beforeAll(() => {
  client = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Database;
});
test.afterAll(() => client.close());

const CHECKOUT_BANNER = 'Test payment, no money moves';
const FRAME = [
  'X (Twitter)',
  'WhatsApp',
  'LinkedIn',
  'Pinterest',
  '163 W 125th St, Suite 1400, New York, NY 10027',
  'hello@harlemguide.example',
  'Notifications (F8)',
  'Explore authentic Harlem businesses, events, and cultural experiences across Community Boards 9, 10, 11, and 12.',
];
const emailWords = (email: string) => [`${email.split('@')[0]}@`, email.split('@')[1]];
const userIdOf = async (email: string) =>
  Number((await client.execute({ sql: 'select id from users where email = ?', args: [email] })).rows[0].id);

test('an owner subscribes to Spotlight in the test checkout, sees the plan in force, and cannot buy a second one', async ({ page }) => {
  const { owner } = await storeOwnedBusiness(client, 'Plans Spec Supper Club');
  await signIn(page.request, owner);
  await page.goto('/advertise-with-us');
  const spotlight = page.locator('article.ad-package', { has: page.getByRole('heading', { name: 'Spotlight' }) });
  await expect(spotlight.locator('.ad-price')).toHaveText('$599.00/month');
  await expect(spotlight).toContainText('Up to 3 live ads at a time');
  await spotlight.getByRole('button', { name: 'Subscribe to Spotlight' }).click();

  await expect(page.getByText(CHECKOUT_BANNER)).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe $599.00' }).click();
  await expect(page).toHaveURL(/\/advertise-with-us\?session_id=cs_test_/);
  // The plan starts from the verified webhook; the page refreshes itself until it has.
  await expect(page.getByRole('heading', { name: 'Your plan: Spotlight' })).toBeVisible({ timeout: 15_000 });
  const userId = await userIdOf(owner.email);
  const plan = await activePartnerPlan(db, userId);
  expect(plan).toMatchObject({ slug: 'spotlight', name: 'Spotlight', status: 'active', maxAds: 3, cancelAt: null });
  expect(plan!.currentPeriodEnd!.getTime() - plan!.currentPeriodStart!.getTime()).toBeGreaterThan(27 * 86_400_000);
  const renews = plan!.currentPeriodEnd!.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'America/New_York',
  });
  await expect(page.locator('#your-plan')).toContainText(`Renews on ${renews}.`);
  await expect(page.locator('#your-plan').getByRole('link', { name: 'Create and manage your ads' })).toHaveAttribute('href', '/advertiser');
  await expect(spotlight.locator('.badge')).toHaveText('Your plan');
  const rows = await client.execute({
    sql: 'select status, current_period_end from partner_subscriptions where user_id = ?',
    args: [userId],
  });
  expect(rows.rows.map((row) => row.status)).toEqual(['active']);
  const mail = await client.execute({
    sql: "select subject from mail_outbox where to_address = ? and kind = 'partnership_welcome'",
    args: [owner.email],
  });
  expect(mail.rows.map((row) => row.subject)).toEqual(['Your Spotlight partnership plan is active']);

  // A second plan is refused before Checkout, with the way to change the first.
  await page
    .locator('article.ad-package', { has: page.getByRole('heading', { name: 'Premier' }) })
    .getByRole('button', { name: 'Subscribe to Premier' })
    .click();
  await expect(page.getByRole('alert')).toContainText('You already have the Spotlight plan. Manage it from billing.');
  expect(
    (await client.execute({ sql: 'select count(*) as n from partner_subscriptions where user_id = ?', args: [userId] })).rows[0].n,
  ).toBe(1);

  // Manage billing opens the (local) Customer Portal.
  await page.locator('#your-plan').getByRole('button', { name: 'Manage billing' }).click();
  await expect(page.getByText(CHECKOUT_BANNER)).toBeVisible();
});

test('a signed-out visitor who chooses Subscribe signs in first and comes back to the plans', async ({ page }) => {
  const member = await storeMember(client, 'Ayo');
  await page.goto('/advertise-with-us');
  await expect(page.locator('#packages')).toContainText('You will be asked to sign in first, then you come back here.');
  await page.getByRole('button', { name: 'Subscribe to Neighborhood' }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fadvertise-with-us/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/advertise-with-us/);
  await expect(page.getByRole('button', { name: 'Subscribe to Neighborhood' })).toBeVisible();
});

test('the admin changes a partnership plan’s fee and a membership plan’s benefits, and the public pages show them; others are refused', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const partnerName = `Corner Spec ${suffix}`;
  const memberSlug = `spec-premium-${suffix}`;
  await signIn(page.request, 'admin');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Plans', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/plans/);
  await expect(page.getByText('A price change applies to new subscriptions only')).toBeVisible();

  // A partnership plan of the test's own, then its fee changed.
  const partnership = page.locator('#partnership-plans');
  await partnership.getByText('New partnership plan').click();
  const newPartner = partnership.locator('form').first();
  await newPartner.getByLabel('Plan id').fill(`corner-${suffix}`);
  await newPartner.getByLabel('Name').fill(partnerName);
  await newPartner.getByLabel('Monthly fee (dollars)').fill('0.50');
  await newPartner.getByLabel('Monthly ad credit (dollars)').fill('40');
  await newPartner.getByLabel('Features').fill('A card on the events calendar');
  await newPartner.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByText('Enter a monthly fee of at least $1.00, with at most two decimals')).toBeVisible();
  await page.locator('#new-partnership-price').fill('129');
  await page.locator('#partnership-plans form').first().getByRole('button', { name: 'Create plan' }).click();
  const card = page.locator(`li[data-plan="corner-${suffix}"]`);
  await expect(card).toContainText('$129.00/mo');
  await card.locator('summary', { hasText: 'Edit' }).click();
  await card.getByLabel('Monthly fee (dollars)').fill('149.50');
  await card.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.locator(`li[data-plan="corner-${suffix}"]`)).toContainText('$149.50/mo');

  await page.goto('/advertise-with-us');
  const sold = page.locator('article.ad-package', { has: page.getByRole('heading', { name: partnerName }) });
  await expect(sold.locator('.ad-price')).toHaveText('$149.50/month');
  await expect(sold).toContainText('A card on the events calendar');
  await expect(sold).toContainText('$40.00 of ad credit each month');
  // Taken off sale again at once, so the pages other specs read are as seeded.
  await page.goto('/admin/plans');
  await page.locator(`li[data-plan="corner-${suffix}"]`).getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.locator(`li[data-plan="corner-${suffix}"] [data-active]`)).toHaveText('Off sale');
  await page.goto('/advertise-with-us');
  await expect(page.getByRole('heading', { name: partnerName })).toHaveCount(0);

  // A membership plan of the test's own, then its benefits changed: ticked columns, no written features.
  await page.goto('/admin/plans');
  const membership = page.locator('#membership-plans');
  await membership.getByText('New membership plan').click();
  const newMember = membership.locator('form').first();
  await newMember.getByLabel('Plan id').fill(memberSlug);
  await newMember.getByLabel('Name').fill(`Spec Premium ${suffix}`);
  await newMember.getByLabel('Price (dollars)').fill('24.99');
  await newMember.getByLabel('Direct messaging with business owners').check();
  await newMember.getByRole('button', { name: 'Create plan' }).click();
  const memberCard = page.locator(`li[data-plan="${memberSlug}"]`);
  await expect(memberCard).toContainText('Direct messaging with business owners');
  await memberCard.locator('summary', { hasText: 'Edit' }).click();
  await memberCard.getByLabel('Video content and tours').check();
  await memberCard.getByLabel('Direct messaging with business owners').uncheck();
  await memberCard.getByLabel(/^Early event access/).fill('3');
  await memberCard.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.locator(`li[data-plan="${memberSlug}"] input[name="hasVideoTours"]`)).toBeChecked();
  await expect(page.locator(`li[data-plan="${memberSlug}"] input[name="hasMessaging"]`)).not.toBeChecked();
  await expect(page.locator(`li[data-plan="${memberSlug}"] textarea[name="features"]`)).toHaveCount(0);
  // What a member about to subscribe is shown.
  const buyer = await browser.newContext();
  const buyerPage = await buyer.newPage();
  await signIn(buyerPage.request, await storeMember(client, 'Buyer'));
  await buyerPage.goto(`/subscribe?plan=${memberSlug}`);
  await expect(buyerPage.locator('main')).toContainText(`Spec Premium ${suffix}: $24.99/month`);
  await expect(buyerPage.locator('main li')).toHaveText(['Video content and tours', 'Early event access: register 3 days before everyone']);
  await buyer.close();
  const audit = await client.execute({
    sql: "select count(*) as n from audit_log where action in ('partnership_plan.create', 'partnership_plan.update', 'membership_plan.create', 'membership_plan.update') and created_at > ?",
    args: [Date.now() - 120_000],
  });
  expect(Number(audit.rows[0].n)).toBeGreaterThanOrEqual(4);

  // Taken off sale again, so other pages are as they were.
  await page.goto('/admin/plans');
  await page.locator(`li[data-plan="${memberSlug}"]`).getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.locator(`li[data-plan="${memberSlug}"] [data-active]`)).toHaveText('Off sale');

  // A member is refused the page and the actions.
  const other = await browser.newContext();
  const memberPage = await other.newPage();
  await signIn(memberPage.request, 'member');
  const answer = await memberPage.goto('/admin/plans');
  expect(answer?.status()).toBe(403);
  await expect(memberPage.getByText('Admin access required')).toBeVisible();
  await other.close();
});

test("/advertise-with-us with a plan in force and the admin's plans are in Spanish and French", async ({ page, browser }) => {
  const member = await storeMember(client, 'Lingua');
  const userId = await userIdOf(member.email);
  const now = Date.now();
  await client.execute({
    sql: "insert into partner_subscriptions (user_id, plan_id, stripe_subscription_id, status, current_period_start, current_period_end) values (?, (select id from partnership_plans where slug = 'premier'), ?, 'active', ?, ?)",
    args: [userId, `sub_lang_${now}`, now, now + 30 * 86_400_000],
  });
  await signIn(page.request, member);
  await expectPageInLanguages(page, '/advertise-with-us', {
    same: [...FRAME, ...emailWords(member.email)],
    andThen: (page, locale) => expect(page.locator('#your-plan h2')).toContainText(locale === 'es' ? 'Tu plan:' : 'Votre formule'),
  });

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage.request, 'admin');
  await expectPageInLanguages(adminPage, '/admin/plans', { same: [...FRAME, 'admin@', 'harlemguide.example'] });
  await adminContext.close();
});
