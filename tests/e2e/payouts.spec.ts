/**
 * Getting paid (issue 33) in the browser: a new owner connects the business's Stripe account from
 * the Payments tab through the local test checkout's onboarding, comes back to the tab, and sees
 * it follow Stripe's verification (the signed account.updated webhook reaching the server), with the
 * balance and payouts read from Stripe; a member's ticket puts its price in the owner's balance (a
 * destination charge), and the owner's $10 refund from the attendee list takes the business's share
 * back. The
 * demo owner's business starts connected in local mode. The rules (one account per business,
 * events applied once and in order, no paid event before charges) are unit tests:
 * tests/unit/connected-accounts.test.ts.
 */
import { createClient, type Client } from '@libsql/client';
import { expect, signIn, storeMember, storeOwnedBusiness, test } from './fixtures.ts';

let db: Client;
test.beforeAll(() => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
});
test.afterAll(() => db.close());

test('a new owner connects Stripe, sells a ticket whose price reaches their account, and refunds part of it from the attendee list', async ({
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

  // A member buys a ticket: the price reaches the owner's Stripe account, the guide keeps its fee.
  const starts = Date.now() + 20 * 86_400_000;
  const [{ id: eventId }] = (
    await db.execute({
      sql: `insert into events (title, description, starts_at, business_id, price_cents, refund_days_before, max_attendees, requires_booking, is_premium, location)
            values ('Spec Payout Rent Party', 'Stride piano in the parlor.', ?, ?, 4000, 7, 20, 1, 0, '100 W 125th St') returning id`,
      args: [starts, businessId],
    })
  ).rows as unknown as { id: number }[];
  const member = await (await browser.newContext()).newPage();
  await signIn(member.request, await storeMember(db, 'Payout'));
  await member.goto(`/events/${eventId}/register`);
  await expect(member.locator('.reg-payment [data-refund-policy]')).toHaveText('Refund policy: refunds up to 7 days before the event');
  await member.locator('#reg-phone').fill('212 555 0199');
  await member.locator('form.reg-form').getByRole('button', { name: 'Complete Registration' }).click();
  await expect(member.getByText('Test payment, no money moves')).toBeVisible();
  await member.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(member.getByText('Your place is confirmed')).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(card.locator('[data-balance-available]')).toHaveText('Available for payout: $40.00');

  // The owner refunds $10 of it from the attendee list, then what is left: the balance follows.
  await page.goto('/business-dashboard?tab=events');
  const item = page.locator('.owner-events > li', { hasText: 'Spec Payout Rent Party' });
  await item.locator('summary', { hasText: /registered|Attendees/ }).click();
  const refund = item.locator('.owner-refund-form');
  await refund.getByRole('textbox').fill('10');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Refunded \$10\.00 to/ })).toBeVisible();
  await page.goto('/business-dashboard?tab=payments');
  // $10 of what the member paid (the ticket and the guide's fee): the business gives back its share of it.
  const [{ paid }] = (await db.execute({ sql: 'select total_amount_cents as paid from tickets where event_id = ?', args: [eventId] }))
    .rows as unknown as { paid: number }[];
  const left = 4000 - Math.round((1000 * 4000) / paid);
  await expect(card.locator('[data-balance-available]')).toHaveText(`Available for payout: $${(left / 100).toFixed(2)}`);

  // The demo owner's business sells at once in local mode.
  const demo = await (await browser.newContext()).newPage();
  await signIn(demo.request, 'owner');
  await demo.goto('/es/business-dashboard?tab=payments');
  await expect(demo.locator('.owner-get-paid [data-connection-state]')).toHaveText('Lista para vender y cobrar');
  await demo.context().close();
});
