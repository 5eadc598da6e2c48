/** Accounts end to end: registration rules, sign-in and sign-out, password reset through the outbox, route guards. */
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, test, uniqueEmail as unique } from './fixtures.ts';
import { useOwnServer } from '../helpers/server.ts';

const PASSWORD = 'stoop-sitting-125';

/** Signs in through the form on the page (what these tests are about). */
async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('/register shows every validation message and keeps what was typed', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Please enter a valid email address',
    'Password must be at least 6 characters',
    'You must agree to the terms and conditions',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('First name').fill('Zora');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('secret-one');
  await page.getByLabel('Confirm password').fill('secret-two');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Zora');
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  // A password is never sent back into the page.
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

  await page.getByLabel('Password', { exact: true }).fill('password1');
  await page.getByLabel('Confirm password').fill('password1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('This password is too common. Please choose a less guessable one.')).toBeVisible();
});

test('registering as a business owner signs in; the account menu signs out', async ({ page }) => {
  const email = unique('owner');
  await page.goto('/register');
  await page.getByLabel('First name').fill('Langston');
  await page.getByLabel('Last name').fill('Hughes');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByText('Business Owner', { exact: true }).click();
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Registration successful')).toBeVisible();
  // A new owner has no linked business yet.
  await expect(page.getByRole('heading', { name: 'No Business Associated' })).toBeVisible();
  const me = await (await page.request.get('/api/auth/user')).json();
  expect(me).toMatchObject({ email, firstName: 'Langston', lastName: 'Hughes', role: 'business_owner', isPremium: false });

  await page.locator('.account-menu > summary', { hasText: 'Account menu for Langston' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Signed out')).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('choosing premium at registration continues to the premium page', async ({ page }) => {
  await page.goto('/register?plan=premium');
  await page.getByLabel('First name').fill('Ella');
  await page.getByLabel('Last name').fill('Baker');
  await page.getByLabel('Email').fill(unique('premium'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/premium$/);
  await expect(page.getByRole('link', { name: 'Subscribe Now' })).toBeVisible();
});

test('sign in from a guarded page comes back to it; wrong passwords get the spec message', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth\?next=%2Fsettings$/);
  await signInWithForm(page, 'member@harlemguide.example', 'not-the-password');
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page.getByText('Please check your email and password.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('member@harlemguide.example');
  await signInWithForm(page, ACCOUNTS.member.email, ACCOUNTS.member.password);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText('Login Successful')).toBeVisible();
  // Signed-in visitors are sent away from the sign-in page.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
});

test.describe('an expired session', () => {
  // A server of its own: this test creates an account, and the shared server's registration
  // limit (5 an hour from one address) belongs to the registration tests.
  const own = useOwnServer('expired-session');

  test('sends a guarded page to sign-in with the Session Invalid notice', async ({ page }) => {
    const email = unique('expired');
    expect(
      (await page.request.post(`${own.base}/api/auth/register`, { data: { email, password: PASSWORD, firstName: 'Nella' } })).status(),
    ).toBe(201);
    await page.goto(`${own.base}/settings`);
    await expect(page.getByRole('heading', { name: /settings/i }).first()).toBeVisible();

    // The session runs out while the cookie is still in the browser.
    await own.db().execute({
      sql: 'update sessions set expires_at = ? where user_id = (select id from users where email = ?)',
      args: [Date.now() - 60_000, email],
    });
    await page.goto(`${own.base}/settings`);
    await expect(page).toHaveURL(/\/auth\?next=%2Fsettings&error=session_invalid$/);
    await expect(page.getByText('Session Invalid')).toBeVisible();
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
    // The dead cookie was cleared: the next guarded page is a plain sign-in, without the notice.
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'harlem_session')).toBeUndefined();
    await page.goto(`${own.base}/user-dashboard`);
    await expect(page).toHaveURL(/\/auth\?next=%2Fuser-dashboard$/);
    await expect(page.getByText('Session Invalid')).toHaveCount(0);

    // A forged cookie reads the same, and signing in returns to the page.
    await page.context().addCookies([{ name: 'harlem_session', value: 'a'.repeat(32), url: own.base }]);
    await page.goto(`${own.base}/settings`);
    await expect(page).toHaveURL(/error=session_invalid/);
    await signInWithForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/settings$/);
  });
});

test('signed-out visitors of /subscribe land on sign-in with the Login Required notice, then come back', async ({ page }) => {
  await page.goto('/subscribe');
  await expect(page).toHaveURL(/\/auth\?next=%2Fsubscribe$/);
  await expect(page.getByText('Login Required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please log in to subscribe to premium features.')).toBeVisible();
  await signInWithForm(page, ACCOUNTS.member.email, ACCOUNTS.member.password);
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByRole('heading', { name: 'Subscribe to Premium' })).toBeVisible();
});

test('the Create Account tab, error notices, and external sign-in without providers', async ({ page }) => {
  await page.goto('/auth?error=session_invalid');
  await expect(page.getByText('Session Invalid')).toBeVisible();
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  await page.goto('/auth?error=auth_failed');
  await expect(page.getByText('There was an issue with your login. Please try again.')).toBeVisible();

  await page.getByRole('link', { name: 'Continue with GitHub or Google' }).click();
  await expect(page).toHaveURL(/\/auth\?error=oauth_unavailable/);
  await expect(page.getByText(/not configured on this site/)).toBeVisible();

  await page.getByRole('link', { name: 'Create Account' }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await page.getByLabel('First name').fill('Romare');
  await page.getByLabel('Email').fill(unique('quick'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page
    .getByRole('button', { name: 'Show password' })
    .or(page.getByRole('button', { name: 'Show' }))
    .first()
    .click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created!')).toBeVisible();
  await expect(page.locator('.account-menu > summary', { hasText: 'Account menu for Romare' })).toBeVisible();
});

test('password reset through the outbox: one use, other sessions end', async ({ page, browser }) => {
  const email = unique('reset');
  expect((await page.request.post('/api/auth/register', { data: { email, password: PASSWORD, firstName: 'Jacob' } })).status()).toBe(201);
  // A second browser stays signed in until the password changes.
  const other = await browser.newContext();
  const base = test.info().project.use.baseURL;
  expect((await other.request.post(`${base}/api/auth/login`, { data: { email, password: PASSWORD } })).status()).toBe(200);

  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/we've sent a link to reset its password/)).toBeVisible();

  await page.goto('/dev/outbox');
  const mail = page.locator('[data-mail-kind=password_reset]').filter({ hasText: email }).first();
  const text = await mail.locator('pre').innerText();
  const link = text.match(/https?:\/\/\S+reset-password\?token=[a-z2-7]+/)![0];
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-pass');
  await page.getByLabel('Confirm new password').fill('a-brand-new-pass');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Password updated')).toBeVisible();
  expect((await other.request.get(`${base}/api/auth/user`)).status()).toBe(401);
  await other.close();

  await page.goto(link);
  await expect(page.getByText(/invalid, has expired or was already used/)).toBeVisible();
  await page.goto('/auth');
  await signInWithForm(page, email, 'a-brand-new-pass');
  await expect(page.getByText('Login Successful')).toBeVisible();
});

test('JSON writes from another origin are refused; same-origin ones are not', async ({ request }) => {
  const refused = await request.post('/api/auth/login', {
    headers: { origin: 'https://evil.example' },
    data: { email: ACCOUNTS.member.email, password: ACCOUNTS.member.password },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('Cross-site requests are not allowed.');
  expect(refused.headers()['set-cookie']).toBeUndefined();
  const allowed = await request.post('/api/auth/login', { data: { email: ACCOUNTS.member.email, password: ACCOUNTS.member.password } });
  expect(allowed.status()).toBe(200);
});

test('every response carries the security headers; the session cookie is HttpOnly and SameSite=Lax', async ({ request }) => {
  for (const path of ['/', '/about-us', '/api/businesses', '/auth']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("script-src 'self'");
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy'], path).toContain("form-action 'self' https://checkout.stripe.com");
    // Served over plain http here: no HSTS (behind-a-proxy.spec.ts sees it over https).
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }
  // Prerendered pages go out as their build-time brotli twins.
  const about = await request.get('/about-us', { headers: { 'accept-encoding': 'br' } });
  expect(about.headers()['content-encoding']).toBe('br');
  expect(await about.text()).toContain('<html');
  // Files that configure a host are not served; the round-trip count is a local diagnostic only.
  expect((await request.get('/_headers')).status()).toBe(404);
  expect((await request.get('/_headers/')).status()).toBe(404);
  const login = await request.post('/api/auth/login', { data: { email: ACCOUNTS.premium.email, password: ACCOUNTS.premium.password } });
  const cookie = login.headers()['set-cookie'];
  expect(cookie).toMatch(/harlem_session=[a-z2-7]{32}/);
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Lax/);
});

test('signing out takes a POST or a navigation on this site: a link or image elsewhere only asks', async ({ page, signInAs, baseURL }) => {
  await signInAs('member');
  // Another site's image or script (no navigation headers): a page asking to confirm, still signed in.
  const elsewhere = await page.request.get('/api/auth/logout', {
    headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' },
  });
  expect(elsewhere.status()).toBe(200);
  expect(await elsewhere.text()).toContain('Press the button to sign out of Harlem.');
  expect((await (await page.request.get('/api/auth/user')).json()).email).toBe(ACCOUNTS.member.email);
  // Followed from another site's page: the same question, and its button signs out.
  const logout = new URL('/api/auth/logout', baseURL).href;
  await page.route('http://elsewhere.example/', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<a href="${logout}">away</a>` }),
  );
  await page.goto('http://elsewhere.example/');
  await page.getByRole('link', { name: 'away' }).click();
  await expect(page.getByRole('heading', { name: 'Sign Out?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out')).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  // Typed in the address bar (a navigation of the visitor's own): signs out at once.
  await signInAs('member');
  await page.goto('/api/auth/logout');
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('sign-in page on a phone @phone', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await signInWithForm(page, ACCOUNTS.premium.email, ACCOUNTS.premium.password);
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page.locator('.account-menu > summary', { hasText: 'Account menu for Marcus' })).toBeVisible();
});
