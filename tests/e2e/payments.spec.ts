/**
 * Every paid flow in Chromium, as a newcomer runs them after `npm start`: the local test checkout
 * ("Test payment, no money moves") driven through the real Stripe SDK, with really signed
 * webhooks back to the site. Each test uses accounts of its own on the shared server.
 */
import { createClient, type Client } from '@libsql/client';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '#lib/server/auth/password.ts';
import { expect, hydrated, signIn, storeMember, test, uniqueEmail } from './fixtures.ts';

let db: Client;
test.beforeAll(() => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
});
test.afterAll(() => db.close());

const CHECKOUT_BANNER = 'Test payment, no money moves';

test('a member buys Premium in the test checkout, sees Premium Member, then cancels in billing', async ({ page }) => {
  const member = await storeMember(db, 'Imani');
  await signIn(page.request, member);
  await page.goto('/premium');
  await expect(page.locator('.price')).toHaveText('$9.99/month');
  await page.getByRole('link', { name: 'Subscribe Now' }).click();
  await expect(page).toHaveURL(/\/subscribe\?plan=explorer-premium-monthly/);
  await page.getByRole('button', { name: 'Subscribe for $9.99/month' }).click();

  await expect(page.getByText(CHECKOUT_BANNER)).toBeVisible();
  await expect(page.locator('.total')).toContainText('$9.99');
  await page.getByRole('button', { name: 'Subscribe $9.99' }).click();

  await expect(page).toHaveURL(/\/subscribe\?session_id=cs_test_/);
  await expect(page.getByText('Welcome, Premium Member!')).toBeVisible({ timeout: 15_000 });
  await page.goto('/user-dashboard');
  await expect(page.locator('main')).toContainText('Premium Member');

  await page.goto('/settings');
  const membership = page.locator('#membership');
  await expect(membership).toContainText('Active');
  await membership.getByRole('button', { name: /Manage billing/ }).click();
  await expect(page.getByText(CHECKOUT_BANNER)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText(/Cancels on/)).toBeVisible();
  await page.getByRole('link', { name: 'Return to Harlem Guide' }).click();
  await expect(page).toHaveURL(/\/settings/);
  // The cancellation arrives by webhook: Premium stays to the end of the paid period.
  await expect(async () => {
    await page.reload();
    await expect(page.locator('#membership')).toContainText('will not renew', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});

test('a new member asks for the 30-day refund: Stripe refunds, Premium ends', async ({ page }) => {
  const member = await storeMember(db, 'Refund');
  await signIn(page.request, member);
  await page.goto('/subscribe?plan=explorer-premium-monthly');
  await page.getByRole('button', { name: 'Subscribe for $9.99/month' }).click();
  await page.getByRole('button', { name: 'Subscribe $9.99' }).click();
  await expect(page.getByText('Welcome, Premium Member!')).toBeVisible({ timeout: 15_000 });

  await page.goto('/settings');
  await expect(page.locator('#membership')).toContainText('30-day satisfaction guarantee');
  await page.getByRole('button', { name: 'Request a refund' }).click();
  await expect(page.getByText('Your payment is being refunded and Premium has ended.')).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.locator('#membership')).toContainText('You are on the free Community Member plan.', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const mail = await db.execute({
    sql: "select text_body from mail_outbox where to_address = ? and kind = 'membership_refund'",
    args: [member.email],
  });
  expect(String(mail.rows[0].text_body)).toContain('We have refunded $9.99');
});

test('an owner buys a listing plan; the business becomes premium and ranks among the premium listings', async ({ page }) => {
  const business = await db.execute({ sql: "select id from businesses where name = 'Strivers'' Row Supper Club'", args: [] });
  const businessId = Number(business.rows[0].id);
  const owner = { email: uniqueEmail('owner'), password: `sugar-hill-${randomUUID().slice(0, 8)}` };
  await db.execute({
    sql: "insert into users (email, password_hash, first_name, last_name, role, business_id) values (?, ?, 'Dee', 'Owner', 'business_owner', ?)",
    args: [owner.email, await hashPassword(owner.password), businessId],
  });
  await signIn(page.request, owner);

  await page.goto('/business-listing-pricing');
  await expect(page.getByRole('heading', { name: 'Success stories' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose Standard Plus: $79.00' }).click();
  await expect(page.getByText(CHECKOUT_BANNER)).toBeVisible();
  await expect(page.getByText("Standard Plus listing: Strivers' Row Supper Club")).toBeVisible();
  await page.getByRole('button', { name: 'Pay $79.00' }).click();

  await expect(page).toHaveURL(/\/payment\?session_id=cs_test_/);
  await expect(page.getByText('Payment Successful')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.payment-outcome')).toContainText("Strivers' Row Supper Club is a premium listing (Standard Plus, $79.00)");

  // In the directory it now sits with the premium listings, before every basic one.
  await page.goto('/businesses');
  const names = await page.locator('main article h3').allInnerTexts();
  const premium = await page.locator('main article').evaluateAll((cards) => cards.map((card) => /Premium/.test(card.textContent ?? '')));
  const position = names.findIndex((name) => name.includes("Strivers' Row Supper Club"));
  expect(position).toBeGreaterThanOrEqual(0);
  expect(premium[position]).toBe(true);
  expect(premium.slice(0, position).every(Boolean)).toBe(true);
  const row = await db.execute({
    sql: "select status, amount_cents from business_listing_payments where business_id = ? and status = 'paid'",
    args: [businessId],
  });
  expect(row.rows[0]).toMatchObject({ status: 'paid', amount_cents: 7900 });
});

test('a basic business upgrades from its dashboard with the Annual Premium plan, and /checkout shows the outcome', async ({ page }) => {
  const business = await db.execute({ sql: "select id from businesses where name = 'Heights Pilates Studio'", args: [] });
  const owner = { email: uniqueEmail('pilates'), password: `convent-ave-${randomUUID().slice(0, 8)}` };
  await db.execute({
    sql: "insert into users (email, password_hash, first_name, last_name, role, business_id) values (?, ?, 'Pia', 'Owner', 'business_owner', ?)",
    args: [owner.email, await hashPassword(owner.password), Number(business.rows[0].id)],
  });
  await signIn(page.request, owner);
  await page.goto('/business-dashboard?tab=payments');
  await expect(page.getByText('Basic Business Listing (free)')).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade to Premium - $199' }).click();
  await expect(page.getByText(CHECKOUT_BANNER)).toBeVisible();
  await expect(page.getByText('Annual Premium listing: Heights Pilates Studio')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $199.00' }).click();
  await expect(page).toHaveURL(/\/checkout\?type=business&session_id=cs_test_/);
  await expect(page.getByText('Payment Successful')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.payment-outcome')).toContainText('Heights Pilates Studio is a premium listing (Annual Premium, $199.00)');
  await page.getByRole('link', { name: 'Business dashboard' }).click();
  await page.locator('#owner-tab-payments').click();
  await expect(page.getByText('Premium Business Listing (active)')).toBeVisible();
  await expect(page.locator('.owner-table')).toContainText('Annual Premium');
  await expect(page.getByRole('button', { name: /Upgrade to Premium/ })).toHaveCount(0);
});

test('a visitor gives a recurring monthly gift anonymously through the wizard, and the wizard resets', async ({ page }) => {
  await page.goto('/donate');
  const wizard = page.locator('form.donate-wizard');
  await hydrated(page, wizard);
  await expect(wizard.getByRole('list', { name: 'Steps' })).toBeVisible();
  await wizard.getByRole('radio', { name: /^\$25 / }).check();
  await expect(wizard.getByRole('button', { name: 'Continue with $25' })).toBeEnabled();
  await wizard.getByLabel('Or another amount (US dollars)').fill('40');
  await expect(wizard.getByRole('radio', { checked: true })).toHaveCount(0);
  await wizard.getByRole('button', { name: 'Continue with $40' }).click();

  await wizard.getByLabel(/Give anonymously/).check();
  await expect(wizard.getByLabel('Name', { exact: true })).toBeDisabled();
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await expect(wizard.getByText('Email is required for your receipt')).toBeVisible();
  const email = uniqueEmail('giver');
  await wizard.getByLabel('Email (for your receipt)').fill(email);
  await wizard.getByLabel(/Make it a monthly gift/).check();
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await expect(wizard.getByText('$40 every month from an anonymous donor')).toBeVisible();
  await wizard.getByRole('button', { name: 'Donate $40 every month' }).click();

  await expect(page.getByText(CHECKOUT_BANNER)).toBeVisible();
  await expect(page.locator('.total')).toContainText('$40.00 per month');
  await page.getByRole('button', { name: 'Subscribe $40.00' }).click();

  await expect(page.getByText('Thank you for your donation!')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.payment-outcome')).toContainText('your monthly gift has started');
  await hydrated(page, 'form.donate-wizard');
  await expect(page.getByRole('radiogroup', { name: 'Preset amounts' })).toBeVisible();
  const gift = await db.execute({
    sql: 'select status, amount_cents, is_anonymous, donor_name, is_recurring, recurring_status from donations where donor_email = ?',
    args: [email],
  });
  expect(gift.rows[0]).toMatchObject({
    status: 'paid',
    amount_cents: 4000,
    is_anonymous: 1,
    donor_name: null,
    is_recurring: 1,
    recurring_status: 'active',
  });
  const receipt = await db.execute({
    sql: "select text_body from mail_outbox where to_address = ? and kind = 'donation_receipt'",
    args: [email],
  });
  expect(String(receipt.rows[0].text_body)).toMatch(/\/donate\/manage\?token=[a-z2-7]{32}/);
});

test('the donation form works without JavaScript and refuses an amount under $1', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/donate');
  await page.getByLabel('Or another amount (US dollars)').fill('0.40');
  await page.getByLabel('Email (for your receipt)').fill(uniqueEmail('nojs'));
  await page.getByLabel('Name', { exact: true }).fill('Ada');
  await page.getByRole('button', { name: /^Donate/ }).click();
  await expect(page.getByText('Please choose or enter an amount of at least $1.')).toBeVisible();
  await page.getByLabel('Or another amount (US dollars)').fill('12');
  await page.getByRole('button', { name: /^Donate/ }).click();
  await expect(page.getByText(CHECKOUT_BANNER)).toBeVisible();
  await expect(page.locator('.total')).toContainText('$12.00');
  await context.close();
});

test('a return page with another account’s checkout shows the Payment Error and nothing else', async ({ page, browser }) => {
  const payer = await storeMember(db, 'Payer');
  await signIn(page.request, payer);
  await page.goto('/subscribe?plan=explorer-premium-yearly');
  await page.getByRole('button', { name: 'Subscribe for $99.99/year' }).click();
  await expect(page.getByText(CHECKOUT_BANNER)).toBeVisible();
  const sessionId = page.url().split('/pay/')[1];

  const other = await browser.newContext();
  const stranger = await other.newPage();
  await signIn(stranger.request, await storeMember(db, 'Stranger'));
  const answer = await stranger.goto(`/subscribe?session_id=${sessionId}`);
  expect(answer?.status()).toBe(404);
  await expect(stranger.getByText('Subscription Error')).toBeVisible();
  await expect(stranger.getByText('We could not find that payment for your account. Please try again or contact support.')).toBeVisible();
  const anonymous = await (await other.request.get(`/donate?session_id=${sessionId}`)).text();
  expect(anonymous).toContain('We could not find that donation');
  await other.close();
});
