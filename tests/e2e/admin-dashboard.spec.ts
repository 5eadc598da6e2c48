/**
 * The admin dashboard as the demo admin uses it, on a server of its own (suspensions, roles and
 * permissions change what other specs would see): filters that filter, approving a new owner's
 * claim, suspending a member, hiding a reported review, at 1280 px and 390 px.
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, hydrated, signIn, storeMember, test, uniqueEmail } from './fixtures.ts';
import { hashPassword } from '#lib/server/auth/password.ts';
import { useOwnServer } from '../helpers/server.ts';

test.describe('admin dashboard', () => {
  test.describe.configure({ mode: 'default' });
  const own = useOwnServer('admin-dashboard');
  test.use({ baseURL: own.base });

  const ready = (page: Page) => hydrated(page, page.locator('.admin'));
  const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: false }).filter({ hasText: new RegExp(`^${name}`) });

  // The filters' SQL (search, category, board, pages of 10) is tests/unit/admin-tools.test.ts's: here
  // the form drives it on a phone, the narrowest screen it has to work on.
  const PHONE = 390;
  test('businesses: search, category and board filters and pages of 10 really filter (390 px)', async ({ page }) => {
    await page.setViewportSize({ width: PHONE, height: 900 });
    await signIn(page.request, 'admin');
    await page.goto('/admin');
    await ready(page);
    await tab(page, 'Businesses').click();
    await expect(page).toHaveURL(/\?tab=businesses$/);
    const rows = page.getByRole('list', { name: 'Businesses' }).locator('> li');
    await expect(rows).toHaveCount(10);
    const total = Number((await own.db().execute('select count(*) as n from businesses')).rows[0].n);
    await expect(page.locator('.admin-pager [role=status]')).toHaveText(`Showing 1–10 of ${total}`);
    await page.getByRole('searchbox', { name: 'Search' }).fill('Lenox Avenue');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Lenox Avenue Soul Kitchen');
    await expect(page).toHaveURL(/q=Lenox\+Avenue/);
    // A board with its count straight from the database.
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByLabel('Community board').selectOption({ label: 'CB 11 - East Harlem' });
    await page.getByRole('button', { name: 'Filter' }).click();
    const inEast = Number(
      (
        await own
          .db()
          .execute('select count(*) as n from businesses b join community_boards c on c.id = b.community_board_id where c.number = 11')
      ).rows[0].n,
    );
    await expect(page.locator('.admin-pager [role=status]')).toHaveText(`Showing 1–${Math.min(10, inEast)} of ${inEast}`);
    await expect(rows.first()).toContainText('CB 11');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE);
    await page.screenshot({ path: test.info().outputPath(`admin-businesses-${PHONE}.png`), fullPage: true });
  });

  test("approving a new owner's claim gives them a working dashboard, and the owner is emailed", async ({ page, browser }) => {
    const db = own.db();
    const email = uniqueEmail('claimant');
    const password = 'sugar-hill-4471';
    const listing = await db.execute({
      sql: `insert into businesses (name, address, community_board_id, category_id, is_active) values ('Claimed Corner Cafe', '2 W 135th St, New York, NY 10037',
            (select id from community_boards where number = 10), (select id from business_categories where slug = 'restaurants'), 0) returning id`,
      args: [],
    });
    const businessId = Number(listing.rows[0].id);
    const owner = await db.execute({
      sql: "insert into users (email, password_hash, first_name, last_name, role) values (?, ?, 'Cleo', 'Claimant', 'business_owner') returning id",
      args: [email, await hashPassword(password)],
    });
    await db.execute({
      sql: "insert into business_claims (user_id, business_id, kind, note) values (?, ?, 'new', 'I opened it last month.')",
      args: [Number(owner.rows[0].id), businessId],
    });

    await signIn(page.request, 'admin');
    await page.goto('/admin?tab=moderation');
    await ready(page);
    const claim = page.getByRole('list', { name: 'Listing claims' }).locator('> li', { hasText: 'Claimed Corner Cafe' });
    await expect(claim).toContainText('I opened it last month.');
    await claim.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`Approved: ${email} now manages Claimed Corner Cafe.`)).toBeVisible();
    await expect(claim).toHaveCount(0);

    const ownerContext = await browser.newContext({ baseURL: own.base });
    const ownerPage = await ownerContext.newPage();
    await signIn(ownerPage.request, { email, password });
    await ownerPage.goto('/business-dashboard');
    await expect(ownerPage.getByRole('heading', { level: 1 })).toHaveText('Business Dashboard');
    await expect(ownerPage.locator('.owner-cards')).toContainText('Claimed Corner Cafe');
    await ownerContext.close();
    const mail = await db.execute({
      sql: "select subject from mail_outbox where to_address = ? and kind = 'business_claim_approved'",
      args: [email],
    });
    expect(String(mail.rows[0].subject)).toContain('Claimed Corner Cafe');
    // Listed now.
    await page.goto(`/business/${businessId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Claimed Corner Cafe');
  });

  test('suspending a member ends their session at once; restored, they sign in again', async ({ page, browser }) => {
    const member = await storeMember(own.db(), 'Sunny');
    const memberContext = await browser.newContext({ baseURL: own.base });
    const memberPage = await memberContext.newPage();
    await signIn(memberPage.request, member);
    await memberPage.goto('/user-dashboard');
    await expect(memberPage.getByText('Welcome back, Sunny!')).toBeVisible();

    await page.setViewportSize({ width: 390, height: 900 });
    await signIn(page.request, 'admin');
    await page.goto(`/admin?tab=users&q=${encodeURIComponent(member.email)}`);
    await ready(page);
    const row = page.getByRole('list', { name: 'Users' }).locator('> li', { hasText: member.email });
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Suspend' }).click();
    await expect(row.getByText('Suspended')).toBeVisible();

    await memberPage.goto('/user-dashboard');
    await expect(memberPage).toHaveURL(/\/auth\?next=/);
    const refused = await memberPage.request.post('/api/auth/login', { data: { email: member.email, password: member.password } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toContain('suspended');

    await row.getByRole('button', { name: 'Restore' }).click();
    await expect(row.getByText('Suspended')).toHaveCount(0);
    await signIn(memberPage.request, member);
    await memberContext.close();
    await page.goto('/admin');
    await expect(page.getByRole('table').filter({ hasText: 'user.suspend' })).toContainText(`user.suspend · user #`);
  });

  test('hiding a reported review takes it off the business page and out of the rating', async ({ page }) => {
    const db = own.db();
    const writer = await db.execute({
      sql: "insert into users (email, first_name, last_name) values (?, 'Rex', 'Reviewer') returning id",
      args: [uniqueEmail('reviewer')],
    });
    const reporter = await db.execute({
      sql: "insert into users (email, first_name) values (?, 'Ria') returning id",
      args: [uniqueEmail('reporter')],
    });
    const business = await db.execute(
      "select id, name from businesses where is_active = 1 and name <> 'Lenox Avenue Soul Kitchen' order by id limit 1",
    );
    const businessId = Number(business.rows[0].id);
    const review = await db.execute({
      sql: "insert into business_reviews (user_id, business_id, rating, title, comment) values (?, ?, 1, 'Buy cheap watches here', 'Visit my shop') returning id",
      args: [Number(writer.rows[0].id), businessId],
    });
    await db.execute({
      sql: "insert into review_reports (review_id, reporter_id, reason, details) values (?, ?, 'spam', 'An advert for another shop')",
      args: [Number(review.rows[0].id), Number(reporter.rows[0].id)],
    });

    await page.goto(`/business/${businessId}`);
    await expect(page.getByText('Buy cheap watches here')).toBeVisible();
    await signIn(page.request, 'admin');
    await page.goto('/admin?tab=moderation');
    await ready(page);
    const report = page.getByRole('list', { name: 'Reported reviews' }).locator('> li', { hasText: 'Buy cheap watches here' });
    await expect(report).toContainText('An advert for another shop');
    await report.getByRole('button', { name: 'Hide review' }).click();
    await expect(page.getByText('The review is hidden and no longer counts in the rating.')).toBeVisible();
    await page.goto(`/business/${businessId}`);
    await expect(page.getByText('Buy cheap watches here')).toHaveCount(0);
    const visible = await db.execute({
      sql: 'select round(avg(rating), 2) as r from business_reviews where business_id = ? and hidden_at is null',
      args: [businessId],
    });
    const stored = await db.execute({ sql: 'select rating from businesses where id = ?', args: [businessId] });
    expect(stored.rows[0].rating).toBe(visible.rows[0].r);
  });

  test('inboxes: a contact message is read, answered by email and archived', async ({ page }) => {
    const db = own.db();
    const sender = uniqueEmail('visitor');
    await db.execute({
      sql: "insert into contact_messages (name, email, subject, message) values ('Vi Visitor', ?, 'Wheelchair access at the Apollo?', 'Is there step-free access?')",
      args: [sender],
    });
    await signIn(page.request, 'admin');
    await page.goto('/admin?tab=inboxes');
    await ready(page);
    const item = page.getByRole('list', { name: 'Contact messages' }).locator('> li', { hasText: 'Wheelchair access at the Apollo?' });
    await item.locator('summary', { hasText: 'Reply' }).click();
    await item.getByLabel('Message').fill('Yes: the Apollo has step-free access from 125th Street.');
    await item.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText(`Reply sent to ${sender}.`)).toBeVisible();
    const mail = await db.execute({
      sql: "select subject, text_body from mail_outbox where to_address = ? and kind = 'admin_reply'",
      args: [sender],
    });
    expect(mail.rows[0].subject).toBe('Re: Wheelchair access at the Apollo?');
    expect(String(mail.rows[0].text_body)).toContain('step-free access from 125th Street');
    await item.getByRole('button', { name: 'Archive' }).click();
    await expect(item).toHaveCount(0);
    await page.getByRole('link', { name: 'Show archived' }).click();
    await expect(page.getByRole('list', { name: 'Contact messages' })).toContainText('Wheelchair access at the Apollo?');
  });

  test('a role change of the last admin is refused, and permissions the admin sets are enforced', async ({ page }) => {
    await signIn(page.request, 'admin');
    const demoAdmin = ACCOUNTS.admin.email;
    // Only one admin in the demo data: any other admin trying to demote them is refused; the admin cannot demote themselves.
    await page.goto(`/admin?tab=users&q=${encodeURIComponent(demoAdmin)}`);
    await ready(page);
    const row = page.getByRole('list', { name: 'Users' }).locator('> li', { hasText: demoAdmin });
    await expect(row.getByText('You')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Change role' })).toHaveCount(0);
    const self = await page.request.post('/_actions/admin.changeRole', {
      multipart: {
        userId: String((await own.db().execute({ sql: 'select id from users where email = ?', args: [demoAdmin] })).rows[0].id),
        role: 'user',
      },
      headers: { origin: own.base },
    });
    expect(self.status()).toBe(409);
    // Members lose favorites: the heart is refused on the server.
    // A role's permission is changed for every account with the role: the button names the change, and it is asked once more.
    const editor = page.locator('.admin-permissions');
    await editor.getByRole('link', { name: 'Remove Save favorite places from Member' }).click();
    await expect(editor.getByRole('alertdialog')).toContainText('Remove “Save favorite places” from the role Member?');
    await editor.getByRole('button', { name: 'Remove from every Member' }).click();
    await expect(editor.getByRole('link', { name: 'Allow Save favorite places for Member' })).toBeVisible();
    await expect(editor.getByRole('alertdialog')).toHaveCount(0);
    const member = await storeMember(own.db(), 'Fay');
    const memberRequest = await (await import('@playwright/test')).request.newContext({ baseURL: own.base });
    await signIn(memberRequest, member);
    const business = Number((await own.db().execute('select id from businesses where is_active = 1 limit 1')).rows[0].id);
    expect((await memberRequest.post(`/api/user/favorites/${business}`, { headers: { origin: own.base } })).status()).toBe(403);
    await editor.getByRole('link', { name: 'Allow Save favorite places for Member' }).click();
    await editor.getByRole('button', { name: 'Allow for every Member' }).click();
    await expect(editor.getByRole('link', { name: 'Remove Save favorite places from Member' })).toBeVisible();
    expect((await memberRequest.post(`/api/user/favorites/${business}`, { headers: { origin: own.base } })).status()).toBe(200);
    await memberRequest.dispose();
    // The role demo shows the same table.
    await page.goto('/cms-demo?role=user');
    await expect(page.locator('.cd-item', { hasText: 'Save favorite places' })).toContainText('Allowed');
  });

  // Every export parsing as CSV with its header, BOM and file name is tests/unit/admin-exports.test.ts's;
  // donations and the other series landing in their day's bucket are tests/unit/analytics.test.ts's.
  test('analytics move after a registration and a page view; the tab draws the chart and its table, by day or month', async ({
    page,
    browser,
  }) => {
    await signIn(page.request, 'admin');
    const before = await (await page.request.get('/api/admin/analytics?period=day')).json();
    // A member registers for a free upcoming event.
    const member = await storeMember(own.db(), 'Ana');
    const visitor = await browser.newContext({
      baseURL: own.base,
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
    });
    const visitorPage = await visitor.newPage();
    await signIn(visitorPage.request, member);
    const event = Number(
      (
        await own
          .db()
          .execute(
            'select id from events where is_active = 1 and starts_at > unixepoch() * 1000 and coalesce(price_cents, 0) = 0 and is_premium = 0 order by starts_at limit 1',
          )
      ).rows[0].id,
    );
    expect(
      (
        await visitorPage.request.post(`/api/user/events/${event}/register`, {
          headers: { origin: own.base },
          data: { firstName: 'Ana', lastName: 'Visitor', email: member.email, phone: '212 555 0142' },
        })
      ).status(),
    ).toBe(201);
    // A page view by a person (a browser's user agent: the test browser's own names it headless).
    await visitorPage.goto('/business/1');
    await visitor.close();

    await expect
      .poll(async () => {
        const after = await (await page.request.get('/api/admin/analytics?period=day')).json();
        return [after.totals.registrations - before.totals.registrations, after.totals.pageViews - before.totals.pageViews];
      })
      .toEqual([1, 1]);
    await page.goto('/admin');
    await ready(page);
    await page.getByText('Export Data').click();
    await expect(page.locator('.admin-export a')).toHaveCount(6);
    await page.goto('/admin?tab=analytics');
    await ready(page);
    await expect(page.locator('.analytics-totals')).toContainText(`${before.totals.registrations + 1} registration`);
    await expect(page.locator('.admin-chart canvas').first()).toBeVisible();
    await page.getByText('Activity as a table').click();
    // Sign-ups, registrations, favorites, donations: today's registration is in its row.
    const today = page.getByRole('table', { name: 'Activity' }).locator('tbody tr').last();
    await expect(today.locator('td').nth(1)).not.toHaveText('0');
    await page.getByRole('link', { name: 'Last 12 months' }).click();
    await expect(page).toHaveURL(/period=month/);
    await expect(page.getByRole('table', { name: 'Activity' }).locator('tbody tr')).toHaveCount(12);
  });
});
