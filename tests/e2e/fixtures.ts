/**
 * What the browser specs share: the demo accounts (their one definition is the seed's), a
 * signed-in page, so no spec copies a password or clicks through sign-in to get one, new
 * accounts and addresses of a test's own, and a wait for an island to hydrate before it is used.
 */
import { randomUUID } from 'node:crypto';
import type { Client } from '@libsql/client';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '#db/seed-data/people.ts';
import { hashPassword } from '#lib/server/auth/password.ts';

export type DemoRole = 'admin' | 'owner' | 'premium' | 'member';
export type Account = { email: string; password: string; firstName: string };

const byEmail = (prefix: string): Account => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email.startsWith(`${prefix}@`));
  if (!account) throw new Error(`No demo account ${prefix}@...`);
  return { email: account.email, password: account.password, firstName: account.firstName };
};

/** The seeded demo accounts, one per role. */
export const ACCOUNTS: Record<DemoRole, Account> = {
  admin: byEmail('admin'),
  owner: byEmail('owner'),
  premium: byEmail('premium'),
  member: byEmail('member'),
};

/** An email address no other test uses: `ada-1f3c9a2b@example.com`. */
export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A new member stored straight into a server's database: no sign-up form, so no shared sign-up limit is touched. */
export async function storeMember(db: Client, firstName: string): Promise<Account> {
  const account = { email: uniqueEmail(firstName.toLowerCase()), password: `strivers-row-${randomUUID().slice(0, 8)}`, firstName };
  await db.execute({
    sql: "insert into users (email, password_hash, first_name, last_name, role) values (?, ?, ?, 'Tester', 'user')",
    args: [account.email, await hashPassword(account.password), firstName],
  });
  return account;
}

/** Signs a request context in (a page shares its context's cookies); `base` for a server of a spec's own. */
export async function signIn(request: APIRequestContext, who: DemoRole | Pick<Account, 'email' | 'password'>, base = ''): Promise<void> {
  const account = typeof who === 'string' ? ACCOUNTS[who] : who;
  const response = await request.post(`${base}/api/auth/login`, { data: { email: account.email, password: account.password } });
  expect(response.status(), `sign in as ${account.email}`).toBe(200);
}

/**
 * Waits until every island holding what `inside` matches has hydrated: Astro drops an island's
 * ssr attribute, and a server-drawn heart (FavoriteButton.astro) or business gallery
 * (BusinessMediaOnPage.astro) gains `hydrated`.
 */
export async function hydrated(page: Page, inside: Locator | string): Promise<void> {
  const target = typeof inside === 'string' ? page.locator(inside) : inside;
  // Islands hydrate when they come into view: bring each one there.
  for (let i = 0, count = await target.count(); i < count; i++) await target.nth(i).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]').filter({ has: target })).toHaveCount(0);
  await expect(page.locator('favorite-heart:not([hydrated]), business-media:not([hydrated])').filter({ has: target })).toHaveCount(0);
}

/** Playwright's test, with `signInAs(role)` signing the page in. */
export const test = base.extend<{ signInAs: (who: DemoRole | Pick<Account, 'email' | 'password'>) => Promise<void> }>({
  signInAs: async ({ page }, use) => {
    await use((who) => signIn(page.request, who));
  },
});

export { expect };

/**
 * A business of the spec's own with a new owner linked to it, stored straight into the server's
 * database (Central Harlem, restaurants unless given), so a spec edits nothing another one reads.
 */
export async function storeOwnedBusiness(
  db: Client,
  name: string,
  { premium = false, connected = false } = {},
): Promise<{ owner: Account; businessId: number }> {
  const owner = { email: uniqueEmail('owner'), password: `sugar-hill-${randomUUID().slice(0, 8)}`, firstName: 'Olu' };
  const inserted = await db.execute({
    sql: `insert into businesses (name, description, address, phone, community_board_id, category_id, latitude, longitude, opening_hours, is_premium)
          values (?, 'A spec''s own business.', '100 W 125th St, New York, NY 10027', '(212) 555-0199',
                  (select id from community_boards where number = 10), (select id from business_categories where slug = 'restaurants'), 40.8081, -73.9452, 'Mo-Fr 09:00-17:00', ?)
          returning id`,
    args: [name, premium ? 1 : 0],
  });
  const businessId = Number(inserted.rows[0].id);
  await db.execute({
    sql: "insert into users (email, password_hash, first_name, last_name, role, business_id) values (?, ?, 'Olu', 'Owner', 'business_owner', ?)",
    args: [owner.email, await hashPassword(owner.password), businessId],
  });
  await db.execute({
    sql: 'update businesses set owner_id = (select id from users where email = ?) where id = ?',
    args: [owner.email, businessId],
  });
  // A Stripe account that takes charges, as Stripe would report it once onboarding is done (paid events and bookings need one).
  if (connected)
    await db.execute({
      sql: 'insert into connected_accounts (business_id, stripe_account_id, details_submitted, charges_enabled, payouts_enabled, state_at) values (?, ?, 1, 1, 1, ?)',
      args: [businessId, `acct_spec_${randomUUID().slice(0, 12)}`, Date.now()],
    });
  return { owner, businessId };
}

/**
 * The service worker's registration (public/sw-register.js, decision 022): on every page, the one
 * script information pages may load. `OTHER_SCRIPTS` selects every script element but it (and
 * JSON-LD); `isRegistration` tells its request apart.
 */
export const REGISTRATION_SCRIPT = '/sw-register.js';
export const OTHER_SCRIPTS = `script:not([type="application/ld+json"]):not([src="${REGISTRATION_SCRIPT}"])`;
export const isRegistration = (url: string) => new URL(url).pathname === REGISTRATION_SCRIPT;
