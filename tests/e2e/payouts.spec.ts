/**
 * Getting paid (issue 33) in the browser: a new owner connects the business's Stripe account from
 * the Payments tab through the local test checkout's onboarding, comes back to the tab, and sees
 * it follow Stripe's verification (the signed account.updated webhook reaching the server), with the
 * balance and payouts read from Stripe. The
 * demo owner's business starts connected in local mode. The rules (one account per business,
 * events applied once and in order, no paid event before charges) are unit tests:
 * tests/unit/connected-accounts.test.ts.
 */
import { createClient, type Client } from '@libsql/client';
import { expect, signIn, storeOwnedBusiness, test } from './fixtures.ts';

let db: Client;
test.beforeAll(() => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
});
test.afterAll(() => db.close());

test('a new owner connects Stripe from the Payments tab, and the tab follows Stripe until charges and payouts are enabled', async ({
  page,
  browser,
}) => {
  const { owner, businessId } = await storeOwnedBusiness(db, 'Spec Payout Supper Club', { premium: true });
  await signIn(page.request, owner);
  await page.goto('/business-dashboard?tab=payments');
  const card = page.locator('.owner-get-paid');
  await expect(card.getByRole('heading', { name: 'Get paid for tickets and bookings' })).toBeVisible();
  await expect(card.locator('[data-connection-state]')).toHaveText('Not connected');
  await expect(card).toContainText('Until Stripe enables charges, paid events and paid bookings cannot go on sale.');

  // Stripe's onboarding, here the local test checkout's, labelled as a test.
  await card.getByRole('button', { name: 'Connect with Stripe' }).click();
  await expect(page.getByText('Test payment, no money moves')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Set up payouts for ${owner.email}` })).toBeVisible();
  const checkoutOrigin = new URL(page.url()).origin;
  await page.getByRole('button', { name: 'Submit details: verification pending' }).click();

  // Back on the tab: details sent, Stripe still checking.
  await expect(page).toHaveURL(/\/business-dashboard\?tab=payments&connected=1$/);
  await expect(card.locator('[data-connection-state]')).toHaveText('Pending verification');
  await expect(card.locator('[data-charges]')).toHaveText('Charges not enabled yet');
  await expect(card.locator('[data-payouts]')).toHaveText('Payouts not enabled yet');
  await expect(card.getByRole('button', { name: 'Finish setting up with Stripe' })).toBeVisible();
  const [{ account }] = (
    await db.execute({ sql: 'select stripe_account_id as account from connected_accounts where business_id = ?', args: [businessId] })
  ).rows as unknown as { account: string }[];

  // Stripe verifies the account; its signed webhook reaches the server.
  const verified = await page.request.post(`${checkoutOrigin}/test/accounts/${account}/verify`, {
    headers: { authorization: 'Bearer sk_test_local_checkout' },
  });
  expect(verified.status()).toBe(200);
  await expect
    .poll(
      async () =>
        (await db.execute({ sql: 'select charges_enabled from connected_accounts where business_id = ?', args: [businessId] })).rows[0]
          ?.charges_enabled,
    )
    .toBe(1);
  await page.reload();
  await expect(card.locator('[data-connection-state]')).toHaveText('Ready to sell and get paid');
  await expect(card.locator('[data-charges]')).toHaveText('Charges enabled');
  await expect(card.locator('[data-payouts]')).toHaveText('Payouts enabled');
  await expect(card).not.toContainText('cannot go on sale');
  // Its balance and payouts, read from Stripe when the tab shows.
  await expect(card.locator('[data-balance-available]')).toHaveText('Available for payout: $0.00');
  await expect(card.locator('[data-payouts-list]')).toContainText('No payouts yet.');

  // The demo owner's business sells at once in local mode.
  const demo = await (await browser.newContext()).newPage();
  await signIn(demo.request, 'owner');
  await demo.goto('/es/business-dashboard?tab=payments');
  await expect(demo.locator('.owner-get-paid [data-connection-state]')).toHaveText('Lista para vender y cobrar');
  await demo.context().close();
});
