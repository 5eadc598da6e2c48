/**
 * The monthly neighborhood guide, a Premium benefit (issue 35): after the scheduled job runs, the
 * premium demo member's guide is in the developers' outbox, on the boards of their favorites with
 * links to the boards' guides, and the plain demo member has none; its one-click link turns off
 * the guide alone. Its rules (once a month,
 * language, boards, bounds) are tests/unit/monthly-guide.test.ts's.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createClient, type Client } from '@libsql/client';
import { ACCOUNTS, expect, signIn, test } from './fixtures.ts';

let db: Client;
test.beforeAll(() => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
});
test.afterAll(() => db.close());
test.describe.configure({ timeout: 60_000 });

test('the scheduled job mails the premium member their monthly guide, and the plain member nothing', async ({ page }) => {
  const guidesTo = async (email: string) =>
    (await db.execute({ sql: "select subject, text_body from mail_outbox where to_address = ? and kind = 'monthly_guide'", args: [email] }))
      .rows;
  // Whatever the hour the suite runs at, neither has quiet hours (start = end): the guide waits for them to end otherwise.
  for (const who of [ACCOUNTS.premium, ACCOUNTS.member])
    await db.execute({
      sql: `insert into notification_preferences (user_id, quiet_hours_start, quiet_hours_end) select id, '00:00', '00:00' from users where email = ?
        on conflict (user_id) do update set quiet_hours_start = '00:00', quiet_hours_end = '00:00'`,
      args: [who.email],
    });
  // The scheduled job, once, against the server's database.
  const port = new URL(test.info().project.use.baseURL!).port;
  await promisify(execFile)('npx', ['node', 'scripts/run-jobs.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: `file:${process.env.E2E_DATABASE_FILE}`,
      UPLOADS_DIR: process.env.E2E_UPLOADS_DIR,
      SITE_URL: `http://127.0.0.1:${port}`,
    },
    timeout: 45_000,
  });

  const [guide, ...more] = await guidesTo(ACCOUNTS.premium.email);
  expect(more).toEqual([]);
  expect(String(guide.subject)).toMatch(/^Your Harlem neighborhood guide for [A-Z][a-z]+ \d{4}$/);
  expect(String(guide.text_body)).toContain(`Hello ${ACCOUNTS.premium.firstName},`);
  expect(await guidesTo(ACCOUNTS.member.email)).toEqual([]);

  // The developers' outbox shows it, with a link to a board's guide.
  await signIn(page.request, 'admin');
  await page.goto('/dev/outbox');
  const entry = page.locator('li[data-mail-kind="monthly_guide"]', { hasText: ACCOUNTS.premium.email });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByText(String(guide.subject))).toBeVisible();
  await expect(entry.locator('pre')).toContainText(/Read the [A-Za-z ]+ guide\n {2}http:\/\/127\.0\.0\.1:\d+\/neighborhoods\/[a-z-]+/);
  await expect(page.locator('li[data-mail-kind="monthly_guide"]', { hasText: ACCOUNTS.member.email })).toHaveCount(0);

  // Its one-click link stops the guide, and only the guide.
  const link = /http:\/\/127\.0\.0\.1:\d+(\/notifications\/unsubscribe\?token=[A-Za-z0-9_-]+&topic=monthly-guide)/.exec(
    String(guide.text_body),
  )!;
  const switches = async () =>
    (
      await db.execute({
        sql: 'select p.monthly_guide, p.weekly_digest from notification_preferences p join users u on u.id = p.user_id where u.email = ?',
        args: [ACCOUNTS.premium.email],
      })
    ).rows[0];
  await page.goto(link[1]);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from the monthly neighborhood guide' })).toBeVisible();
  expect(await switches()).toMatchObject({ monthly_guide: 1, weekly_digest: 1 });
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You will no longer receive the monthly neighborhood guide.')).toBeVisible();
  expect(await switches()).toMatchObject({ monthly_guide: 0, weekly_digest: 1 });
});
