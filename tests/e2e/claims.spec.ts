/**
 * Claiming a business, the whole way, on a phone without JavaScript (decisions: claiming a
 * listing): a signed-out visitor's "Claim this business" goes through sign-in and back; the member
 * asks for a code at the business's website domain, reads it in the outbox, enters it; an admin
 * approves the verified claim; the member, signed out by the role change, signs in again and
 * manages the business. Each test claims a business of its own.
 */
import { createClient, type Client } from '@libsql/client';
import { expect, hydrated, signIn, storeMember, test } from './fixtures.ts';

let db: Client;
test.beforeAll(() => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
});
test.afterAll(() => db.close());

/** A listing of the test's own, with a website and a phone, and no owner. */
async function storeUnownedBusiness(name: string, website: string, phone: string): Promise<number> {
  const row = await db.execute({
    sql: `insert into businesses (name, description, address, phone, website, community_board_id, category_id, latitude, longitude)
          values (?, 'A spec''s own business.', '210 W 135th St, New York, NY 10030', ?, ?,
                  (select id from community_boards where number = 10), (select id from business_categories where slug = 'restaurants'), 40.8153, -73.9441) returning id`,
    args: [name, phone, website],
  });
  return Number(row.rows[0].id);
}

test('a member claims a business by email at its domain, an admin approves, and the member manages it @phone', async ({
  browser,
  baseURL,
}) => {
  const name = 'Spec Claimable Supper Club';
  const businessId = await storeUnownedBusiness(name, 'https://www.spec-supper-club.example', '(212) 555-0177');
  const member = await storeMember(db, 'Claire');
  const phone = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();

  // Signed out: the link goes to sign-in, which comes back to the claim page.
  await page.goto(`/business/${businessId}`);
  await page.getByRole('link', { name: 'Claim this business' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth\\?next=${encodeURIComponent(`/business/${businessId}/claim`)}$`));
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(`/business/${businessId}/claim`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Claim this business');

  // The domain is the business's; only the part before the @ is typed.
  await expect(page.locator('.claim-domain')).toHaveText('@spec-supper-club.example');
  await expect(page.getByLabel('A code by text message to the business phone, (212) 555-0177')).toBeVisible();
  await page.getByLabel('How are you connected to it?').fill('I own the supper club and run its kitchen.');
  await page.getByLabel('Your address at spec-supper-club.example').fill('claire@gmail.com');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.locator('#claim-localPart-error')).toHaveText(
    'Enter the part of your work address before the @ (letters, digits and . _ + -)',
  );
  await page.getByLabel('Your address at spec-supper-club.example').fill('claire');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expect(page.locator('.claim-code')).toContainText('We sent a 6-digit code by email to claire@spec-supper-club.example.');

  // The code, as the claimant reads it in the mail (the outbox, locally).
  await page.goto('/dev/outbox');
  const mail = page.locator('li[data-mail-kind="claim_code"]', { hasText: 'To claire@spec-supper-club.example' });
  await expect(mail).toContainText(`Your code to claim ${name}`);
  const code = /is (\d{6})\./.exec(await mail.locator('pre').innerText())![1];
  await page.goto(`/business/${businessId}/claim`);
  await page.getByLabel('Code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.locator('#claim-code-error')).toHaveText('That code is not right. Check it and try again.');
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Your claim is pending' })).toBeVisible();
  await expect(page.locator('.claim-pending')).toContainText('with the code sent to claire@spec-supper-club.example.');
  await page.goto(`/business/${businessId}`);
  await expect(page.getByRole('link', { name: 'Your claim of this business is pending' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Claim this business' })).toHaveCount(0);
  // Nothing changes hands before an admin decides.
  expect((await db.execute({ sql: 'select owner_id from businesses where id = ?', args: [businessId] })).rows[0].owner_id).toBeNull();

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin.request, 'admin');
  await admin.goto('/admin?tab=moderation');
  await hydrated(admin, '.admin');
  const claim = admin.getByRole('list', { name: 'Listing claims' }).locator('> li', { hasText: name });
  await expect(claim).toContainText(
    'Verified: a code sent to claire@spec-supper-club.example, at the business’s website domain, came back',
  );
  await expect(claim).toContainText('I own the supper club and run its kitchen.');
  await claim.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(`Approved: ${member.email} now manages ${name}.`)).toBeVisible();
  await adminContext.close();

  // Becoming a business owner is a role change: signed out everywhere, then in again as an owner.
  await page.goto('/business-dashboard');
  await expect(page).toHaveURL(/\/auth\?/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/business-dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business Dashboard');
  await expect(page.locator('.owner-cards')).toContainText(name);
  await page.goto(`/business/${businessId}`);
  await expect(page.locator('.claim-link')).toHaveCount(0);
  const approved = await db.execute({
    sql: "select subject from mail_outbox where to_address = ? and kind = 'business_claim_approved'",
    args: [member.email],
  });
  expect(approved.rows.map((row) => row.subject)).toEqual([`Approved: ${name} is yours to manage`]);
  await phone.close();
});

test('a phone code arrives in the outbox as a phone message; the dashboard leads back to the claim; withdrawn, it can start again', async ({
  page,
}) => {
  const name = 'Spec Phone Claim Bakery';
  const businessId = await storeUnownedBusiness(name, 'https://spec-bakery.wordpress.com', '(212) 555-0178');
  const member = await storeMember(db, 'Pheobe');
  await signIn(page.request, member);
  await page.goto(`/business/${businessId}/claim`);
  // A website on a shared service proves nothing: only the phone is offered.
  await expect(page.locator('.claim-unavailable')).toContainText('By email: the listing’s website is on a shared service');
  await page.getByLabel('How are you connected to it?').fill('I bake every morning and own the shop.');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.locator('.claim-code')).toContainText('We sent a 6-digit code by text message to (212) 555-0178.');
  await page.goto('/dev/outbox');
  const text = page.locator('li.phone[data-mail-kind="phone_claim_code"]', { hasText: 'To the phone (212) 555-0178' });
  await expect(text).toContainText('Phone message (text), not an email');
  await expect(text.locator('pre')).toContainText(`is your code to claim ${name}.`);
  await page.goto(`/business-dashboard`);
  await expect(page.getByRole('heading', { name: 'Your claim waits for its code' })).toBeVisible();
  await page.getByRole('link', { name: 'Enter the code' }).click();
  await expect(page).toHaveURL(`/business/${businessId}/claim`);
  await page.getByRole('button', { name: 'Withdraw my claim' }).click();
  await expect(page.getByText('Your claim was withdrawn.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the code' })).toBeVisible();
});
