/**
 * The admin dashboard without JavaScript (issue 31, item 10), on a server of its own: every tab
 * fits a 390 px phone (tables scroll in their own box) and every button on it posts a form or is a
 * link; the admin's actions work as plain forms, each coming back to its tab with a notice:
 * approving and refusing a claim and a partnership application, creating and editing a walking
 * tour, editing an event, and a role's permission changed through its confirmation step.
 */
import type { Page } from '@playwright/test';
import { hashPassword } from '#lib/server/auth/password.ts';
import { useOwnServer } from '../helpers/server.ts';
import { expect, signIn, test, uniqueEmail } from './fixtures.ts';

const TABS = ['overview', 'businesses', 'events', 'users', 'tours', 'analytics', 'moderation', 'inboxes', 'payments'];

test.describe('the admin dashboard without JavaScript', () => {
  test.describe.configure({ mode: 'default' });
  const own = useOwnServer('admin-no-js');
  test.use({ baseURL: own.base, javaScriptEnabled: false });

  /** The notice drawn with the page after a plain post. */
  const notice = (page: Page) => page.locator('.toast[role=status]');

  /** A pending claim of a new, unlisted business by a business owner of its own. */
  async function storeClaim(name: string): Promise<{ claimId: number; businessId: number; ownerId: number }> {
    const db = own.db();
    const business = await db.execute({
      sql: `insert into businesses (name, address, community_board_id, category_id, is_active) values (?, '2 W 135th St, New York, NY 10037',
            (select id from community_boards where number = 10), (select id from business_categories where slug = 'restaurants'), 0) returning id`,
      args: [name],
    });
    const owner = await db.execute({
      sql: "insert into users (email, password_hash, first_name, last_name, role) values (?, ?, 'Cleo', 'Claimant', 'business_owner') returning id",
      args: [uniqueEmail('claimant'), await hashPassword('sugar-hill-4471')],
    });
    const claim = await db.execute({
      sql: "insert into business_claims (user_id, business_id, kind, note) values (?, ?, 'new', 'I opened it last month.') returning id",
      args: [Number(owner.rows[0].id), Number(business.rows[0].id)],
    });
    return { claimId: Number(claim.rows[0].id), businessId: Number(business.rows[0].id), ownerId: Number(owner.rows[0].id) };
  }

  async function storeApplication(businessName: string): Promise<number> {
    const row = await own.db().execute({
      sql: "insert into partnership_applications (business_name, contact_name, email, phone, address, business_type, description, partnership_level) values (?, 'Marcus Partner', ?, '212-555-0100', '1 W 125th St', 'Retail Store', 'We sell hats.', 'premium') returning id",
      args: [businessName, uniqueEmail('applicant')],
    });
    return Number(row.rows[0].id);
  }

  test('every tab fits 390 px, and every button on it posts a form or is a link @phone', async ({ page }) => {
    await signIn(page.request, 'admin');
    await storeClaim('Phone Width Diner');
    for (const tab of TABS) {
      await page.goto(`/admin?tab=${tab}`);
      await expect(page.locator('.admin h1')).toHaveText('Admin Dashboard');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${tab} is wider than the phone`).toBeLessThanOrEqual(390);
      // A button that is not a form's submit would do nothing here.
      const dead = await page
        .locator('.admin button')
        .evaluateAll((buttons) =>
          (buttons as HTMLButtonElement[]).filter((button) => button.type !== 'submit' || !button.form).map((button) => button.textContent),
        );
      expect(dead, `${tab}: buttons that do nothing without JavaScript`).toEqual([]);
      expect(
        await page
          .locator('.admin form')
          .evaluateAll((forms) => (forms as HTMLFormElement[]).filter((form) => !['get', 'post'].includes(form.method)).length),
      ).toBe(0);
    }
  });

  test('approving and refusing a claim and a partnership application, each by a plain form', async ({ page }) => {
    await signIn(page.request, 'admin');
    const approved = await storeClaim('Plain Form Bistro');
    const refused = await storeClaim('Plain Form Grill');
    const goodApplication = await storeApplication('Plain Hats');
    const badApplication = await storeApplication('Plain Scarves');
    const db = own.db();

    await page.goto('/admin?tab=moderation');
    const claims = page.getByRole('list', { name: 'Listing claims' });
    await claims.locator('> li', { hasText: 'Plain Form Bistro' }).getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/admin\?tab=moderation$/);
    await expect(notice(page)).toContainText('Approved; the owner now manages the listing and is emailed.');
    expect(
      (
        await db.execute({
          sql: 'select b.is_active, b.owner_id, c.status from businesses b join business_claims c on c.business_id = b.id where c.id = ?',
          args: [approved.claimId],
        })
      ).rows[0],
    ).toMatchObject({ is_active: 1, owner_id: approved.ownerId, status: 'approved' });

    // Refuse opens its form in place (a <details>), with the reason.
    const grill = claims.locator('> li', { hasText: 'Plain Form Grill' });
    await grill.locator('summary', { hasText: 'Refuse' }).click();
    await grill.getByLabel('Reason (sent to the owner)').fill('We could not reach the business at its listed number.');
    await grill.getByRole('button', { name: 'Refuse', exact: true }).click();
    await expect(notice(page)).toContainText('Refused; the owner is emailed.');
    expect((await db.execute({ sql: 'select status from business_claims where id = ?', args: [refused.claimId] })).rows[0].status).toBe(
      'refused',
    );
    await expect(page.getByRole('list', { name: 'Listing claims' }).locator('> li', { hasText: 'Plain Form' })).toHaveCount(0);

    const applications = page.getByRole('list', { name: 'Partnership applications' });
    const hats = applications.locator('> li', { hasText: 'Plain Hats' });
    await hats.locator('summary', { hasText: 'Approve' }).click();
    await hats.locator('details[open]').getByLabel('Notes (kept, and sent to the applicant)').fill('Welcome aboard.');
    await hats.locator('details[open]').getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(notice(page)).toContainText('Application approved; the applicant is emailed.');
    const scarves = page.getByRole('list', { name: 'Partnership applications' }).locator('> li', { hasText: 'Plain Scarves' });
    await scarves.locator('summary', { hasText: 'Refuse' }).click();
    await scarves.locator('details[open]').getByRole('button', { name: 'Refuse', exact: true }).click();
    await expect(notice(page)).toContainText('Application refused; the applicant is emailed.');
    const decided = await db.execute({
      sql: 'select id, status, notes from partnership_applications where id in (?, ?) order by id',
      args: [goodApplication, badApplication],
    });
    expect(decided.rows.map((row) => [Number(row.id), row.status, row.notes])).toEqual([
      [goodApplication, 'approved', 'Welcome aboard.'],
      [badApplication, 'refused', null],
    ]);
  });

  test('creating and editing a walking tour, and editing an event, by plain forms', async ({ page }) => {
    await signIn(page.request, 'admin');
    const db = own.db();
    await page.goto('/admin?tab=tours');
    await page.locator('summary', { hasText: 'Create Tour' }).click();
    const create = page.getByRole('form', { name: 'Create Tour' });
    await create.getByLabel('Title', { exact: true }).fill('Plain Form Walk');
    await create.getByLabel('Duration (minutes)').fill('75');
    await create.getByLabel('Distance (km)').fill('2.5');
    await create.getByRole('button', { name: 'Create Tour' }).click();
    await expect(page).toHaveURL(/\/admin\?tab=tours$/);
    await expect(notice(page)).toContainText('Tour created');
    const tour = (await db.execute("select id, duration, distance from ar_tours where title = 'Plain Form Walk'")).rows[0];
    expect(tour).toMatchObject({ duration: 75, distance: 2.5 });

    const item = page.locator('.tour-item').filter({ has: page.locator('h3', { hasText: 'Plain Form Walk' }) });
    await item.locator('summary', { hasText: 'Edit tour' }).click();
    const edit = item.getByRole('form', { name: 'Edit Plain Form Walk' });
    await edit.getByLabel('Title', { exact: true }).fill('Plain Form Walk to Sugar Hill');
    await edit.getByRole('button', { name: 'Save tour' }).click();
    await expect(notice(page)).toContainText('Tour saved');
    expect((await db.execute({ sql: 'select title from ar_tours where id = ?', args: [Number(tour.id)] })).rows[0].title).toBe(
      'Plain Form Walk to Sugar Hill',
    );

    // An upcoming event of the guide, edited from the Events tab.
    const start = Date.now() + 5 * 86_400_000;
    const event = await db.execute({
      sql: "insert into events (title, description, starts_at, ends_at, community_board_id, requires_booking, is_premium, location, max_attendees) values ('Plain Form Block Party', 'Music on the block.', ?, ?, (select id from community_boards where number = 10), 1, 0, 'W 129th St', 80) returning id",
      args: [start, start + 3 * 3_600_000],
    });
    const eventId = Number(event.rows[0].id);
    await page.goto('/admin?tab=events&q=Plain+Form+Block');
    const row = page.getByRole('list', { name: 'Events' }).locator('> li', { hasText: 'Plain Form Block Party' });
    await row.locator('summary', { hasText: 'Edit' }).click();
    const form = row.getByRole('form', { name: 'Edit Plain Form Block Party' });
    await form.getByLabel('Title', { exact: true }).fill('Plain Form Block Party and Cookout');
    await form.getByLabel('Maximum capacity').fill('120');
    await form.getByRole('button', { name: 'Save event' }).click();
    await expect(page).toHaveURL(/\/admin\?tab=events&q=Plain\+Form\+Block$/);
    await expect(notice(page)).toContainText('The event is saved.');
    expect(
      (await db.execute({ sql: 'select title, max_attendees, requires_booking from events where id = ?', args: [eventId] })).rows[0],
    ).toMatchObject({ title: 'Plain Form Block Party and Cookout', max_attendees: 120, requires_booking: 1 });
  });

  test('a refused plain post is said above the tabs, each field’s message in the page’s language', async ({ page }) => {
    await signIn(page.request, 'admin');
    await page.goto('/es/admin?tab=tours');
    await page.locator('#create-tour').click();
    await page.locator('form.admin-edit-form').first().getByRole('button', { name: 'Crear recorrido' }).click();
    const refusal = page.locator('.admin-refused [role=alert]');
    await expect(refusal).toContainText('El título del recorrido es obligatorio');
    expect(Number((await own.db().execute("select count(*) as n from ar_tours where title = ''")).rows[0].n)).toBe(0);
  });

  test("a role's permission changes only after its confirmation step", async ({ page }) => {
    await signIn(page.request, 'admin');
    const allowed = async () =>
      Number(
        (
          await own
            .db()
            .execute("select is_allowed from cms_permissions where role = 'user' and resource = 'favorites' and action = 'manage_own'")
        ).rows[0].is_allowed,
      );
    expect(await allowed()).toBe(1);
    await page.goto('/admin?tab=users');
    const editor = page.locator('.admin-permissions');
    await editor.getByRole('link', { name: 'Remove Save favorite places from Member' }).click();
    // The link only asks: nothing changed yet.
    await expect(page).toHaveURL(/permission=user%3Afavorites%3Amanage_own/);
    expect(await allowed()).toBe(1);
    await expect(editor.getByRole('alertdialog')).toContainText('Remove “Save favorite places” from the role Member?');
    await expect(editor.getByRole('alertdialog')).toContainText('It applies at once to every account with this role.');
    await editor.getByRole('button', { name: 'Remove from every Member' }).click();
    await expect(page).toHaveURL(/\/admin\?tab=users$/);
    await expect(notice(page)).toContainText('Removed from every account with this role.');
    expect(await allowed()).toBe(0);
    // Cancel leaves it as it is.
    await editor.getByRole('link', { name: 'Allow Save favorite places for Member' }).click();
    await editor.getByRole('link', { name: 'Cancel' }).click();
    await expect(editor.getByRole('alertdialog')).toHaveCount(0);
    expect(await allowed()).toBe(0);
    await editor.getByRole('link', { name: 'Allow Save favorite places for Member' }).click();
    await editor.getByRole('button', { name: 'Allow for every Member' }).click();
    await expect(notice(page)).toContainText('Allowed for every account with this role.');
    expect(await allowed()).toBe(1);
  });
});
