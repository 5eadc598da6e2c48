import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { callApi } from '../helpers/api.ts';
import { callAction } from '../helpers/actions.ts';
import { DEVICE_COOKIE } from '#lib/server/auth/known-devices.ts';
import type { Database } from '#lib/server/db/client.ts';
import { createAccount, signIn } from '#lib/server/auth/accounts.ts';
import { AUTH_MESSAGES } from '#lib/schemas/auth-messages.ts';
import { saidOfKey, textIn } from '#lib/i18n/said.ts';
const { signInFailed: SIGN_IN_FAILED, emailTaken: EMAIL_TAKEN } = AUTH_MESSAGES;
import {
  createSession,
  generateSessionToken,
  hashToken,
  invalidateUserSessions,
  SESSION_DURATION_MS,
  validateSessionToken,
} from '#lib/server/auth/session.ts';
import { setSessionCookie, SESSION_COOKIE } from '#lib/server/auth/cookies.ts';
import { parseConfig, resetConfig } from '#lib/server/config.ts';
import { RegisterSchema, QuickRegisterSchema } from '#lib/schemas/auth.ts';
import { isCrossSiteRequest } from '#lib/server/security/same-origin.ts';
import { safeNextPath } from '#lib/domain/safe-next.ts';
import { requestPasswordReset, resetPassword, resetTokenIsValid } from '#lib/server/auth/password-reset.ts';
import { createUserAccount } from '#lib/server/auth/create-user.ts';
import { POST as loginRoute } from '#pages/api/auth/login.ts';
import { POST as registerRoute } from '#pages/api/auth/register.ts';
import { GET as userRoute } from '#pages/api/auth/user.ts';
import { recordHit, TOO_MANY_ATTEMPTS } from '#lib/server/security/rate-limit.ts';

let db: Database;
const PASSWORD = 'brownstone-stoop-42';

beforeAll(async () => {
  ({ db } = await useFreshDatabase());
});

/** The failed attempts counted under a key. */
const hitsOf = async (key: string) => (await db.select().from(schema.rateLimitHits).where(eq(schema.rateLimitHits.key, key))).length;

async function newAccount(email: string, role: 'user' | 'business_owner' = 'user') {
  const outcome = await createAccount(
    { email, password: PASSWORD, firstName: 'Nia', lastName: 'Lee', role },
    `203.0.113.${Math.floor(Math.random() * 250)}`,
  );
  if (!outcome.ok) throw new Error(JSON.stringify(outcome));
  return outcome.userId;
}

describe('registration rules', () => {
  const valid = {
    email: 'Ada@Example.com ',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    firstName: 'Ada',
    lastName: 'Lovelace',
    accountType: 'user',
    subscriptionPlan: 'free',
    terms: 'on',
  };

  it('accepts a complete form and normalises the email', () => {
    const parsed = RegisterSchema.parse(valid);
    expect(parsed.email).toBe('ada@example.com');
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ password: '12345', confirmPassword: '12345' }, 'password', 'Password must be at least 6 characters'],
    [
      { password: 'password1', confirmPassword: 'password1' },
      'password',
      'This password is too common. Please choose a less guessable one.',
    ],
    [{ confirmPassword: 'something-else' }, 'confirmPassword', "Passwords don't match"],
    [{ firstName: '  ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ accountType: 'admin' }, 'accountType', 'Please select an account type'],
    [{ subscriptionPlan: 'gold' }, 'subscriptionPlan', 'Please select a subscription plan'],
    [{ terms: undefined }, 'terms', 'You must agree to the terms and conditions'],
  ])('refuses %o on %s', (change, field, message) => {
    const result = RegisterSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((candidate) => candidate.path[0] === field);
    expect(issue && textIn('en', saidOfKey(issue.message) ?? issue.message)).toBe(message);
  });

  it('the auth page form needs a first name and email, the last name is optional', () => {
    expect(QuickRegisterSchema.safeParse({ email: 'a@b.co', password: PASSWORD, firstName: 'A' }).success).toBe(true);
    const [issue] = QuickRegisterSchema.safeParse({ email: 'a@b.co', password: PASSWORD }).error!.issues;
    expect(saidOfKey(issue.message)).toBe(AUTH_MESSAGES.firstName);
  });

  it('one account per email, whatever its case', async () => {
    await newAccount('dup@example.com');
    const again = await createAccount(
      { email: 'dup@example.com', password: PASSWORD, firstName: 'X', lastName: null, role: 'user' },
      '198.51.100.1',
    );
    expect(again).toEqual({ ok: false, status: 409, message: EMAIL_TAKEN, field: 'email' });
    const api = await callApi(
      registerRoute,
      '/api/auth/register',
      {},
      { method: 'POST', json: { email: 'DUP@example.com', password: PASSWORD, firstName: 'X' } },
    );
    expect(api.status).toBe(409);
    expect(api.body.message).toBe(EMAIL_TAKEN.in('en'));
  });

  it('the API names the first problem and every field', async () => {
    const api = await callApi(
      registerRoute,
      '/api/auth/register',
      {},
      { method: 'POST', json: { email: 'x', password: '1', confirmPassword: '2', accountType: 'user', subscriptionPlan: 'free' } },
    );
    expect(api.status).toBe(400);
    expect(api.body.errors).toMatchObject({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      firstName: 'First name is required',
    });
  });

  it('a premium choice continues to the premium page and sets the role', async () => {
    const api = await callApi(
      registerRoute,
      '/api/auth/register',
      {},
      {
        method: 'POST',
        json: {
          email: 'owner-new@example.com',
          password: PASSWORD,
          confirmPassword: PASSWORD,
          firstName: 'Olu',
          lastName: 'Ade',
          role: 'business_owner',
          subscriptionPlan: 'premium',
          terms: true,
        },
      },
    );
    expect(api.status).toBe(201);
    expect(api.body.next).toBe('/premium');
    expect(api.cookies.get(SESSION_COOKIE)).toMatch(/^[a-z2-7]{32}$/);
    const [row] = await db.select().from(schema.users).where(eq(schema.users.email, 'owner-new@example.com'));
    expect(row.role).toBe('business_owner');
    expect(row.passwordHash).toMatch(/^scrypt\$/);
  });
});

describe('signing in', () => {
  it('starts a session whose cookie resolves to the user', async () => {
    const id = await newAccount('signin@example.com');
    const api = await callApi(
      loginRoute,
      '/api/auth/login',
      {},
      { method: 'POST', json: { email: ' SignIn@Example.com', password: PASSWORD } },
    );
    expect(api.status).toBe(200);
    const token = api.cookies.get(SESSION_COOKIE)!;
    const resolved = await validateSessionToken(token);
    expect(resolved?.user).toMatchObject({ id, email: 'signin@example.com', role: 'user', isPremium: false });
    const [stored] = await db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.id, hashToken(token)));
    expect(stored.userId).toBe(id);
    // Only the hash of the token is stored.
    expect(stored.id).not.toBe(token);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    await newAccount('known@example.com');
    expect(await signIn('known@example.com', 'wrong-password', '192.0.2.1')).toEqual({ ok: false, status: 401, message: SIGN_IN_FAILED });
    expect(await signIn('nobody@example.com', 'wrong-password', '192.0.2.2')).toEqual({ ok: false, status: 401, message: SIGN_IN_FAILED });
  });

  it('answers 429 on the 11th failed sign-in for an account from one address, even with the right password', async () => {
    await newAccount('target@example.com');
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await signIn('target@example.com', `guess-${attempt}`, '192.0.2.100')).ok).toBe(false);
    }
    const eleventh = await signIn('target@example.com', PASSWORD, '192.0.2.100');
    expect(eleventh).toEqual({ ok: false, status: 429, message: AUTH_MESSAGES.accountCooling });
  });

  it('50 parallel wrong passwords from one address: at most the limit are checked, the rest get 429 unhashed', async () => {
    await newAccount('parallel@example.com');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => signIn('parallel@example.com', `parallel-guess-${n}`, '192.0.2.250')),
    );
    const statuses = answers.map((answer) => (answer.ok ? 200 : answer.status));
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(40);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it('a right password does not count against the address', async () => {
    await newAccount('regular@example.com');
    for (let attempt = 1; attempt <= 15; attempt++)
      expect(await signIn('regular@example.com', PASSWORD, '192.0.2.251')).toMatchObject({ ok: true });
  });

  it('answers 429 on the 51st failed sign-in from one address at unknown browsers, whether or not the emails exist', async () => {
    const now = Date.now();
    // 45 failures at other accounts already counted (each a password check, which is slow), then 5 more.
    await recordHit(
      Array.from({ length: 45 }, () => 'login:ip:198.51.100.77'),
      now,
    );
    for (let attempt = 1; attempt <= 5; attempt++)
      expect(await signIn(`ghost${attempt}@example.com`, 'nope-nope', '198.51.100.77', { now })).toMatchObject({ status: 401 });
    expect(await signIn('ghost-new@example.com', 'nope-nope', '198.51.100.77', { now })).toEqual({
      ok: false,
      status: 429,
      message: TOO_MANY_ATTEMPTS,
    });
    expect(await signIn('ghost-new@example.com', 'nope-nope', '198.51.100.78', { now })).toMatchObject({ status: 401 });
  });

  it('the API refuses missing fields with the spec messages', async () => {
    const api = await callApi(loginRoute, '/api/auth/login', {}, { method: 'POST', json: { email: '', password: '' } });
    expect(api.status).toBe(400);
    expect(api.body.message).toBe('Email is required');
    const malformed = await callApi(loginRoute, '/api/auth/login', {}, { method: 'POST', json: ['not', 'an', 'object'] });
    expect(malformed.status).toBe(400);
  });

  it('GET /api/auth/user answers 401 signed out and the public fields signed in', async () => {
    expect((await callApi(userRoute, '/api/auth/user')).status).toBe(401);
    const user = {
      id: 7,
      email: 'a@b.co',
      firstName: 'A',
      lastName: null,
      profileImageUrl: null,
      role: 'user' as const,
      isPremium: true,
      businessId: null,
      hasPassword: true,
      favoriteCount: 0,
    };
    const api = await callApi(userRoute, '/api/auth/user', {}, { user });
    expect(api.body).toEqual({
      id: 7,
      email: 'a@b.co',
      firstName: 'A',
      lastName: null,
      profileImageUrl: null,
      role: 'user',
      isPremium: true,
      businessId: null,
    });
  });
});

describe('sign-in limits that strangers cannot turn into a lockout (issue 31)', () => {
  const MINUTE = 60_000;
  /** The known-device cookie a browser gets when it signs in to the account (through the form's action). */
  async function ownersBrowser(email: string, ip: string): Promise<string> {
    const { auth } = await import('#actions/auth.ts');
    const signedIn = await callAction(auth.signIn, { email, password: PASSWORD, next: '/' }, { ip });
    expect(signedIn.error).toBeUndefined();
    return signedIn.cookies.get(DEVICE_COOKIE)!;
  }

  it('checks only 10 of 100 guesses at one account from 10 addresses; the rest wait, unhashed', async () => {
    await newAccount('hundred@example.com');
    const now = Date.now();
    const answers = [];
    for (let address = 1; address <= 10; address++) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, n) =>
            signIn('hundred@example.com', `guess-${address}-${n}`, `203.0.113.${100 + address}`, { now }),
          ),
        )),
      );
    }
    const statuses = answers.map((answer) => (answer.ok ? 200 : answer.status));
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(90);
    expect(answers.find((answer) => !answer.ok && answer.status === 429)).toMatchObject({ message: AUTH_MESSAGES.accountCooling });
    expect(await hitsOf('login:account:hundred@example.com')).toBe(10);
  });

  it('does not lock a second account behind an address where 10 wrong passwords were typed for a first', async () => {
    await newAccount('first-guest@example.com');
    await newAccount('second-guest@example.com');
    const hotel = '198.51.100.150';
    for (let attempt = 1; attempt <= 10; attempt++)
      expect(await signIn('first-guest@example.com', `typo-${attempt}`, hotel)).toMatchObject({ status: 401 });
    expect(await signIn('second-guest@example.com', 'one-typo', hotel)).toMatchObject({ status: 401 });
    expect(await signIn('second-guest@example.com', PASSWORD, hotel)).toMatchObject({ ok: true });
  });

  it('makes each try past 10 failures wait, doubling from 1 minute to 30, and lets the right password in after the wait', async () => {
    await newAccount('slow@example.com');
    const start = Date.now();
    for (let attempt = 1; attempt <= 10; attempt++)
      await signIn('slow@example.com', `guess-${attempt}`, `192.0.2.${10 + attempt}`, { now: start });
    const at = (ms: number, password = 'still-wrong', ip = '192.0.2.60') => signIn('slow@example.com', password, ip, { now: start + ms });
    expect(await at(59_000)).toMatchObject({ status: 429, message: AUTH_MESSAGES.accountCooling });
    expect(await at(MINUTE)).toMatchObject({ status: 401 });
    // 11 failures: the next waits 2 minutes from the last.
    expect(await at(MINUTE + 2 * MINUTE - 1000)).toMatchObject({ status: 429 });
    expect(await at(3 * MINUTE)).toMatchObject({ status: 401 });
    for (const [wait, last] of [
      [4, 3],
      [8, 7],
      [16, 15],
      [30, 31],
      [30, 61],
    ]) {
      expect(await at((last + wait) * MINUTE - 1000)).toMatchObject({ status: 429 });
      expect(await at((last + wait) * MINUTE)).toMatchObject({ status: 401 });
    }
    // The owner, from a browser the account does not know, once the wait is over: in, and the slate is clean.
    expect(await at(91 * MINUTE + 30 * MINUTE, PASSWORD, '192.0.2.61')).toMatchObject({ ok: true });
    expect(await hitsOf('login:account:slow@example.com')).toBe(0);
  });

  it('lets the owner in from a browser the account knows, whatever strangers did to the account and the address', async () => {
    await newAccount('owner-device@example.com');
    const device = await ownersBrowser('owner-device@example.com', '192.0.2.70');
    expect(device).toMatch(/^\d+\.[0-9a-z]+\.[\w-]{43}$/);
    const now = Date.now();
    // A stranger on the owner's own address: the account's delay and the address's limit both run out.
    for (let attempt = 1; attempt <= 10; attempt++)
      expect(await signIn('owner-device@example.com', `guess-${attempt}`, '192.0.2.71', { now })).toMatchObject({ status: 401 });
    // And 40 more at other accounts from that address (counted as the password checks would).
    await recordHit(
      Array.from({ length: 40 }, () => 'login:ip:192.0.2.71'),
      now,
    );
    expect(await signIn('owner-device@example.com', PASSWORD, '192.0.2.71', { now })).toMatchObject({ status: 429 });
    expect(await signIn('someone-else@example.com', PASSWORD, '192.0.2.71', { now })).toMatchObject({ status: 429 });
    expect(await signIn('owner-device@example.com', PASSWORD, '192.0.2.72', { now })).toMatchObject({
      status: 429,
      message: AUTH_MESSAGES.accountCooling,
    });
    // The owner's browser is held by nothing of that.
    expect(await signIn('owner-device@example.com', PASSWORD, '192.0.2.71', { now, device })).toMatchObject({ ok: true });
    // A wrong password on it counts against that browser only: 10, then it waits too.
    for (let attempt = 1; attempt <= 10; attempt++)
      expect(await signIn('owner-device@example.com', `mine-${attempt}`, '192.0.2.71', { now, device })).toMatchObject({ status: 401 });
    expect(await signIn('owner-device@example.com', PASSWORD, '192.0.2.71', { now, device })).toEqual({
      ok: false,
      status: 429,
      message: TOO_MANY_ATTEMPTS,
    });
  });

  it('trusts no forged, altered, expired or other account’s browser cookie', async () => {
    const id = await newAccount('cookie-owner@example.com');
    await newAccount('cookie-other@example.com');
    const device = await ownersBrowser('cookie-owner@example.com', '192.0.2.80');
    const { knownDeviceOf } = await import('#lib/server/auth/known-devices.ts');
    expect(await knownDeviceOf(db, device, id)).toMatch(new RegExp(`^${id}\\.`));
    const [, issued, signature] = device.split('.');
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    for (const forged of [
      `${id}.${issued}.${flipped}`,
      `${id + 1}.${issued}.${signature}`,
      `${id}.${(Number.parseInt(issued, 36) + 1).toString(36)}.${signature}`,
      'junk',
      '',
      null,
    ]) {
      expect(await knownDeviceOf(db, forged, id), String(forged)).toBeNull();
    }
    expect(await knownDeviceOf(db, device, id, Date.now() + 366 * 24 * 60 * MINUTE)).toBeNull();
    // The other account's failures from this browser still count as a stranger's.
    const now = Date.now();
    for (let attempt = 1; attempt <= 10; attempt++)
      await signIn('cookie-other@example.com', `guess-${attempt}`, `192.0.2.${81 + attempt}`, { now, device });
    expect(await signIn('cookie-other@example.com', PASSWORD, '192.0.2.99', { now, device })).toMatchObject({
      status: 429,
      message: AUTH_MESSAGES.accountCooling,
    });
  });

  it('makes the browser known and forgets strangers’ failures when the owner resets the password by email', async () => {
    const { auth } = await import('#actions/auth.ts');
    await newAccount('reset-owner@example.com');
    const now = Date.now();
    for (let attempt = 1; attempt <= 12; attempt++)
      await signIn('reset-owner@example.com', `guess-${attempt}`, `203.0.113.${200 + attempt}`, { now });
    let link = '';
    await requestPasswordReset('reset-owner@example.com', '192.0.2.90', (token) => (link = `https://x/reset-password?token=${token}`));
    const token = new URL(link).searchParams.get('token')!;
    const reset = await callAction(
      auth.resetPassword,
      { token, password: 'fresh-harlem-pass', confirmPassword: 'fresh-harlem-pass' },
      { ip: '192.0.2.90' },
    );
    expect(reset.error).toBeUndefined();
    const device = reset.cookies.get(DEVICE_COOKIE);
    expect(device).toBeTruthy();
    expect(await hitsOf('login:account:reset-owner@example.com')).toBe(0);
    expect(await signIn('reset-owner@example.com', 'fresh-harlem-pass', '192.0.2.91', { device })).toMatchObject({ ok: true });
  });
});

describe('sessions', () => {
  it('expire after 30 days and slide when past half their life', async () => {
    const id = await newAccount('slide@example.com');
    const token = generateSessionToken();
    const start = Date.now();
    await createSession(token, id, start);
    expect((await validateSessionToken(token, start + 1000))?.renewed).toBe(false);
    const late = await validateSessionToken(token, start + 20 * 24 * 3600_000);
    expect(late?.renewed).toBe(true);
    expect(late!.session.expiresAt.getTime()).toBe(start + 20 * 24 * 3600_000 + SESSION_DURATION_MS);
    expect(await validateSessionToken(token, start + 20 * 24 * 3600_000 + SESSION_DURATION_MS + 1)).toBeNull();
    expect(await validateSessionToken('not-a-token')).toBeNull();
  });

  it('ending every session of a user can keep the current one', async () => {
    const id = await newAccount('many@example.com');
    const [a, b, c] = [generateSessionToken(), generateSessionToken(), generateSessionToken()];
    for (const token of [a, b, c]) await createSession(token, id);
    await invalidateUserSessions(id, hashToken(a));
    expect(await validateSessionToken(a)).not.toBeNull();
    expect(await validateSessionToken(b)).toBeNull();
    expect(await validateSessionToken(c)).toBeNull();
  });

  it('cookies are HttpOnly and SameSite=Lax everywhere, and Secure in production', () => {
    const recorded: Record<string, unknown>[] = [];
    const cookies = { set: (_name: string, _value: string, options: Record<string, unknown>) => void recorded.push(options) } as never;
    process.env.SITE_URL = 'https://harlem.example';
    resetConfig();
    setSessionCookie(cookies, 'x', new Date());
    delete process.env.SITE_URL;
    resetConfig();
    expect(recorded[0]).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: true, path: '/' });
    expect(parseConfig({ SITE_URL: 'https://harlem.example' }).secureCookies).toBe(true);
    expect(parseConfig({}, 'workers').secureCookies).toBe(true);
    expect(parseConfig({ NODE_ENV: 'production' }).secureCookies).toBe(true);
    expect(parseConfig({ SITE_URL: 'http://localhost:4321' }).secureCookies).toBe(false);
  });
});

describe('password reset', () => {
  it('sends a single-use link valid for one hour that ends every session', async () => {
    const id = await newAccount('forgot@example.com');
    const session = generateSessionToken();
    await createSession(session, id);
    let link = '';
    expect(
      await requestPasswordReset('forgot@example.com', '203.0.113.9', (token) => (link = `https://x/reset-password?token=${token}`)),
    ).toBe('sent');
    const token = new URL(link).searchParams.get('token')!;
    const [mail] = await db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.kind, 'password_reset'), eq(schema.mailOutbox.toAddress, 'forgot@example.com')));
    expect(mail.toAddress).toBe('forgot@example.com');
    expect(mail.textBody).toContain(link);
    expect(await resetTokenIsValid(token)).toBe(true);
    expect(await resetTokenIsValid(token, Date.now() + 61 * 60_000)).toBe(false);
    expect(await resetPassword(token, 'a-new-harlem-pass')).toBe(id);
    expect(await resetPassword(token, 'another-new-pass')).toBeNull();
    expect(await validateSessionToken(session)).toBeNull();
    expect((await signIn('forgot@example.com', 'a-new-harlem-pass', '203.0.113.10')).ok).toBe(true);
  });

  it('answers the same for unknown emails and sends nothing', async () => {
    const before = (await db.select().from(schema.mailOutbox)).length;
    expect(await requestPasswordReset('nobody-here@example.com', '203.0.113.11', () => 'x')).toBe('sent');
    expect((await db.select().from(schema.mailOutbox)).length).toBe(before);
  });
});

describe('guards and helpers', () => {
  it('recognises cross-site writes by Origin or Sec-Fetch-Site', () => {
    const request = (headers: Record<string, string>) => new Request('https://harlem.example/api/auth/login', { method: 'POST', headers });
    expect(isCrossSiteRequest(request({ origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSiteRequest(request({ origin: 'null' }))).toBe(true);
    expect(isCrossSiteRequest(request({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSiteRequest(request({ origin: 'https://harlem.example' }))).toBe(false);
    expect(isCrossSiteRequest(request({}))).toBe(false);
  });

  it('only follows same-site paths after sign-in', () => {
    expect(safeNextPath('/events/3/register')).toBe('/events/3/register');
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '/auth?next=/x', null])
      expect(safeNextPath(bad)).toBe('/');
  });

  it('carries a next holding characters beyond Latin-1 into a Location header, percent-encoded', async () => {
    const asked = '/events?q=caf\u00e9 \u20ac\u{1F600}\ud800';
    const next = safeNextPath(asked);
    expect(next).toBe('/events?q=caf%C3%A9%20%E2%82%AC%F0%9F%98%80%EF%BF%BD');
    expect(new Headers({ location: next }).get('location')).toBe(next);
    expect(safeNextPath('/news?q=already%20encoded')).toBe('/news?q=already%20encoded');
    expect(safeNextPath('/x\u007f')).toBe('/');
    // The sign-in action goes on to it.
    const { auth } = await import('#actions/auth.ts');
    await newAccount('unicode-next@example.com');
    const signedIn = await callAction(
      auth.signIn,
      { email: 'unicode-next@example.com', password: PASSWORD, next: '/events?q=\u6771\u4eac' },
      { ip: '192.0.2.31' },
    );
    expect(signedIn.data.redirect).toBe('/events?q=%E6%9D%B1%E4%BA%AC');
    // The language switch too.
    const { GET: switchLanguage } = await import('#pages/language/[locale].ts');
    const switched = await callApi(switchLanguage, `/language/es?next=${encodeURIComponent('/events?q=\u20ac')}`, { locale: 'es' });
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toBe('/es/events?q=%E2%82%AC');
  });

  it('user:create makes an account with any role and refuses duplicates and weak passwords', async () => {
    const created = await createUserAccount(db, {
      email: 'Root@Example.com',
      password: 'strong-admin-pass',
      role: 'admin',
      firstName: 'Root',
    });
    expect('id' in created).toBe(true);
    const [row] = await db.select().from(schema.users).where(eq(schema.users.email, 'root@example.com'));
    expect(row.role).toBe('admin');
    expect(
      await createUserAccount(db, { email: 'root@example.com', password: 'strong-admin-pass', role: 'admin', firstName: 'Root' }),
    ).toEqual({ error: 'An account with the email root@example.com already exists.' });
    expect('error' in (await createUserAccount(db, { email: 'x@example.com', password: '123456', role: 'user', firstName: 'X' }))).toBe(
      true,
    );
  });
});
