/**
 * Getting paid (issue 33) in the browser: a new owner connects the business's Stripe account from
 * the Payments tab through the local test checkout's onboarding, comes back to the tab, and sees
 * it follow Stripe's verification (the signed account.updated webhook reaching the server), with the
 * balance and payouts read from Stripe. The owner then sells General and VIP tickets with a 20% code:
 * a member buys 2 VIP and 1 General in one order, the Sales tab's figures equal the tickets' and the
 * owner's Stripe balance transactions to the cent, and the owner refunds one VIP ticket from the
 * attendee list, which then stops admitting while the net falls by its price. The demo owner's
 * business starts connected in local mode. The rules (one account per business,
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

test('a new owner connects Stripe, sells General and VIP tickets with a code, sees the sales to the cent, and refunds one VIP ticket', async ({
  page,
  browser,
}) => {
  // The whole journey of the acceptance, owner and member: longer than one screen's test.
  test.slow();
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

  // The owner sells General and VIP tickets, with a 20% code (issue 33).
  const starts = Date.now() + 20 * 86_400_000;
  const [{ id: eventId }] = (
    await db.execute({
      sql: `insert into events (title, description, starts_at, business_id, price_cents, refund_days_before, max_attendees, requires_booking, is_premium, location)
            values ('Spec Payout Rent Party', 'Stride piano in the parlor.', ?, ?, 4000, 7, 20, 1, 0, '100 W 125th St') returning id`,
      args: [starts, businessId],
    })
  ).rows as unknown as { id: number }[];
  await page.goto('/business-dashboard?tab=events');
  const item = page.locator('.owner-events > li', { hasText: 'Spec Payout Rent Party' });
  await item.locator('summary', { hasText: 'Ticket types' }).click();
  const types = item.locator('form.owner-ticket-types');
  await types.getByLabel('Name').fill('General');
  await types.getByLabel('Price ($)').fill('40');
  await types.getByLabel('Quantity').fill('15');
  await types.getByRole('button', { name: 'Add a ticket type' }).click();
  const vipRow = types.locator('fieldset').nth(1);
  await vipRow.getByLabel('Name').fill('VIP');
  await vipRow.getByLabel('Price ($)').fill('90');
  await vipRow.getByLabel('Quantity').fill('5');
  await vipRow.getByLabel('Max per order').fill('4');
  await types.getByRole('button', { name: 'Save ticket types' }).click();
  await expect(page.getByText('Ticket types saved')).toBeVisible();
  const promo = page.locator('.owner-promo-codes');
  await promo.locator('summary', { hasText: 'Create a promo code' }).click();
  await promo.getByLabel('Code', { exact: true }).fill('SPRING20');
  await promo.getByLabel('Percent off').fill('20');
  await promo.getByLabel('Event').selectOption(String(eventId));
  await promo.getByRole('button', { name: 'Create code' }).click();
  await expect(promo.locator('table')).toContainText('SPRING20');

  // A member buys 2 VIP and 1 General with the code, in one order and one Checkout.
  const member = await (await browser.newContext()).newPage();
  await signIn(member.request, await storeMember(db, 'Payout'));
  await member.goto(`/events/${eventId}/register`);
  await expect(member.locator('.reg-payment [data-refund-policy]')).toHaveText('Refund policy: refunds up to 7 days before the event');
  await member.getByLabel('Number of VIP tickets').fill('2');
  await member.getByLabel('Number of General tickets').fill('1');
  await member.getByLabel('Promo code (optional)').fill('spring20');
  await member.locator('#reg-phone').fill('212 555 0199');
  await member.locator('form.reg-form').getByRole('button', { name: 'Complete Registration' }).click();
  await expect(member.getByText('Test payment, no money moves')).toBeVisible();
  await expect(member.getByText(/VIP ticket: Spec Payout Rent Party × 2/)).toBeVisible();
  await member.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(member.getByText('Your place is confirmed')).toBeVisible({ timeout: 15_000 });
  await expect(member.getByRole('link', { name: /Ticket \d of 3/ })).toHaveCount(3);

  // The Sales tab's figures, to the cent, are the tickets' and Stripe's own.
  const sold = (
    await db.execute({
      sql: `select ticket_type as type, total_amount_cents as paid, fees_cents as fee, discount_cents as discount, qr_code as code, promo_code as promo
            from tickets where event_id = ? order by seat`,
      args: [eventId],
    })
  ).rows as unknown as { type: string; paid: number; fee: number; discount: number; code: string; promo: string }[];
  expect(sold.map((ticket) => [ticket.type, ticket.promo])).toEqual([
    ['General', 'SPRING20'],
    ['VIP', 'SPRING20'],
    ['VIP', 'SPRING20'],
  ]);
  const sum = (tickets: typeof sold, pick: (ticket: (typeof sold)[number]) => number) =>
    tickets.reduce((total, ticket) => total + pick(ticket), 0);
  const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const ledger = async () => {
    const answer = await page.request.get(`${checkoutOrigin}/v1/balance_transactions`, {
      headers: { authorization: 'Bearer sk_test_local_checkout', 'stripe-account': account },
    });
    return ((await answer.json()) as { data: { net: number }[] }).data.reduce((total, entry) => total + entry.net, 0);
  };
  const gross = sum(sold, (ticket) => ticket.paid);
  const net = gross - sum(sold, (ticket) => ticket.fee);
  expect(await ledger()).toBe(net);
  await page.goto('/business-dashboard?tab=sales');
  const row = page.locator('.owner-sales-table tr', { hasText: 'Spec Payout Rent Party' });
  await expect(row.locator('td')).toHaveText([
    '3',
    money(gross),
    `−${money(sum(sold, (ticket) => ticket.discount))}`,
    money(sum(sold, (ticket) => ticket.fee)),
    '$0.00',
    money(net),
  ]);
  const vips = sold.filter((ticket) => ticket.type === 'VIP');
  await expect(page.locator('.owner-sales-type', { hasText: 'VIP tickets' }).locator('td').first()).toHaveText('2');

  // The owner refunds one VIP ticket from the attendee list: it stops admitting, and the net falls by the owner's share of it.
  await page.goto('/business-dashboard?tab=events');
  await item.locator('summary', { hasText: /registered|Attendees/ }).click();
  const vipRefund = item.locator('.owner-order-tickets li', { hasText: 'VIP, ticket 3' }).locator('.owner-refund-form');
  await vipRefund.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Refunded ${money(vips[1].paid)} to` })).toBeVisible();
  await member.goto(`/tickets/check/${vips[1].code}`);
  await expect(member.getByText('Not valid: refunded')).toBeVisible();
  await member.goto(`/tickets/check/${vips[0].code}`);
  await expect(member.getByText('Valid ticket')).toBeVisible();
  // Stripe takes back the owner's share of the refund in the whole payment's proportion (price / paid).
  const netAfter = net - Math.round((vips[1].paid * net) / gross);
  expect(netAfter).toBeLessThan(net);
  expect(await ledger()).toBe(netAfter);
  await page.goto('/business-dashboard?tab=sales');
  await expect(row.locator('td').last()).toHaveText(money(netAfter));
  await member.context().close();

  // The demo owner's business sells at once in local mode.
  const demo = await (await browser.newContext()).newPage();
  await signIn(demo.request, 'owner');
  await demo.goto('/es/business-dashboard?tab=payments');
  await expect(demo.locator('.owner-get-paid [data-connection-state]')).toHaveText('Lista para vender y cobrar');
  await demo.context().close();
});
