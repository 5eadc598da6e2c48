import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signIn, storeMember } from './fixtures.ts';
import { useOwnServer } from '../helpers/server.ts';

// A server of its own: these tests change passwords and delete accounts, read the database, and
// need one failed sign-in, none of which may touch the shared run's demo accounts or limits.
test.describe.configure({ mode: 'serial' });
const { base: BASE, db } = useOwnServer('settings');

/** A new account in this server's database. */
const createAccount = (firstName: string) => storeMember(db(), firstName);

async function signedInContext(
  browser: Browser,
  account: { email: string; password: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  await signIn(page.request, account);
  return { context, page };
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const userRow = async (email: string) =>
  (await db().execute({ sql: 'select id, email, first_name, last_name from users where email = ?', args: [email] })).rows[0];

test('signed-out visitors are sent to sign in', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  await page.goto('/settings');
  await expect(page).toHaveURL(`${BASE}/auth?next=%2Fsettings`);
  await context.close();
});

test('changing the name shows it in the header; a refusal keeps what was typed', async ({ browser }) => {
  const account = await createAccount('Original');
  const { context, page } = await signedInContext(browser, account);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account settings');
  const profile = section(page, 'Profile');
  await expect(profile.getByLabel('First name')).toHaveValue('Original');

  // First name is required: 400, the message by the field, the last name kept.
  await profile.getByLabel('First name').fill('');
  await profile.getByLabel('Last name').fill('Kept');
  const refused = page.waitForResponse(
    (response) => response.url() === `${BASE}/settings?_action=settings.updateProfile` && response.request().method() === 'POST',
  );
  await profile.getByRole('button', { name: 'Save profile' }).click();
  expect((await refused).status()).toBe(400);
  await expect(section(page, 'Profile').getByText('First name is required')).toBeVisible();
  await expect(section(page, 'Profile').getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(section(page, 'Profile').getByLabel('Last name')).toHaveValue('Kept');

  await section(page, 'Profile').getByLabel('First name').fill('Zora');
  await section(page, 'Profile').getByLabel('Last name').fill('Hurston');
  await section(page, 'Profile').getByRole('button', { name: 'Save profile' }).click();
  await expect(page).toHaveURL(`${BASE}/settings#profile`);
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated' })).toBeVisible();
  await expect(page.locator('.account-menu > summary', { hasText: 'Account menu for Zora' })).toBeVisible();
  await expect(section(page, 'Profile').getByLabel('First name')).toHaveValue('Zora');
  expect(await userRow(account.email)).toMatchObject({ first_name: 'Zora', last_name: 'Hurston' });
  await context.close();
});

test('changing the email refuses one that is taken, then moves the account to the new one', async ({ browser }) => {
  const other = await createAccount('Other');
  const account = await createAccount('Mover');
  const { context, page } = await signedInContext(browser, account);
  await page.goto('/settings');
  const email = section(page, 'Email');
  await email.getByLabel('New email').fill(other.email.toUpperCase());
  await email.getByLabel('Current password').fill(account.password);
  await email.getByRole('button', { name: 'Change email' }).click();
  await expect(section(page, 'Email').getByText('An account with this email already exists.')).toBeVisible();
  await expect(section(page, 'Email').getByLabel('New email')).toHaveValue(other.email.toUpperCase());
  await expect(section(page, 'Email').getByLabel('Current password')).toHaveValue('');

  const moved = `Moved-${account.email}`;
  await section(page, 'Email').getByLabel('New email').fill(moved);
  await section(page, 'Email').getByLabel('Current password').fill(account.password);
  await section(page, 'Email').getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Email updated' })).toContainText(moved.toLowerCase());
  expect(await userRow(moved.toLowerCase())).toBeDefined();
  expect(await userRow(account.email)).toBeUndefined();
  await context.close();
});

test('changing the password keeps this session, ends the others, and the new password signs in', async ({ browser }) => {
  const account = await createAccount('Changer');
  const first = await signedInContext(browser, account);
  const second = await signedInContext(browser, account);
  await second.page.goto('/settings');
  await expect(second.page).toHaveURL(`${BASE}/settings`);

  const { page } = first;
  await page.goto('/settings');
  const form = section(page, 'Password');
  await form.getByLabel('Current password').fill(account.password);
  await form.getByLabel('New password', { exact: true }).fill('lenox-lounge-1939');
  await form.getByLabel('Confirm new password').fill('lenox-lounge-1940');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(section(page, 'Password').getByText("Passwords don't match")).toBeVisible();
  await expect(section(page, 'Password').getByLabel('New password', { exact: true })).toHaveValue('');

  await section(page, 'Password').getByLabel('Current password').fill(account.password);
  await section(page, 'Password').getByLabel('New password', { exact: true }).fill('lenox-lounge-1939');
  await section(page, 'Password').getByLabel('Confirm new password').fill('lenox-lounge-1939');
  await section(page, 'Password').getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(`${BASE}/settings#password`);
  await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();

  // This browser is still signed in; the other one was signed out.
  await page.reload();
  await expect(page).toHaveURL(`${BASE}/settings#password`);
  await second.page.goto('/settings');
  // Its cookie no longer signs anyone in: the sign-in page says the session is over.
  await expect(second.page).toHaveURL(`${BASE}/auth?next=%2Fsettings&error=session_invalid`);
  await expect(second.page.getByText('Session Invalid')).toBeVisible();

  // A third browser signs in with the new password through the sign-in form.
  const third = await browser.newContext({ baseURL: BASE });
  const signIn = await third.newPage();
  await signIn.goto('/auth?next=%2Fsettings');
  await signIn.getByLabel('Email').fill(account.email);
  await signIn.getByLabel('Password', { exact: true }).fill('lenox-lounge-1939');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn).toHaveURL(`${BASE}/settings`);
  await expect(signIn.getByText(`Signed in as ${account.email}.`)).toBeVisible();

  const mails = await db().execute({
    sql: "select subject from mail_outbox where to_address = ? and kind = 'password_changed'",
    args: [account.email],
  });
  expect(mails.rows.map((row) => row.subject)).toEqual(['Your password was changed']);
  await Promise.all([first.context.close(), second.context.close(), third.close()]);
});

test('deleting the account needs DELETE, removes the account and signs out', async ({ browser }) => {
  const account = await createAccount('Leaver');
  const { context, page } = await signedInContext(browser, account);
  await page.goto('/settings');
  const form = section(page, 'Delete account');
  await form.getByLabel('Type DELETE to confirm').fill('delete');
  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(section(page, 'Delete account').getByText('Please type DELETE to confirm.')).toBeVisible();
  expect(await userRow(account.email)).toBeDefined();

  await section(page, 'Delete account').getByLabel('Type DELETE to confirm').fill('DELETE');
  await section(page, 'Delete account').getByLabel('Current password').fill(account.password);
  await section(page, 'Delete account').getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(`${BASE}/`);
  await expect(page.getByRole('status').filter({ hasText: 'Account deleted' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  expect(await userRow(account.email)).toBeUndefined();

  // The one failed sign-in of these tests: the account is gone.
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Please check your email and password.');
  await context.close();
});
