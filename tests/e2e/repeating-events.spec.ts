import { createClient } from '@libsql/client';
import { expect, test } from './fixtures.ts';

test('a repeating event names its rule and its next dates, each its own page with its own seats and Register @phone', async ({ page }) => {
  const db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  let dates: { id: number; starts_at: number }[];
  try {
    const [series] = (await db.execute("select id from events where title = 'Amateur Night at the Apollo' and recurrence is not null"))
      .rows;
    dates = (
      await db.execute({
        sql: 'select id, starts_at from events where series_id = ? and starts_at > ? order by starts_at limit 3',
        args: [series.id, Date.now()],
      })
    ).rows.map((row) => ({ id: Number(row.id), starts_at: Number(row.starts_at) }));
  } finally {
    db.close();
  }
  const longDate = (ms: number) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(ms));

  await page.goto(`/events/${dates[0].id}`);
  await expect(page.locator('.evd-facts')).toContainText('RepeatsEvery week on Wednesday');
  const more = page.getByRole('region', { name: 'More dates' });
  await expect(more.getByRole('link').first()).toHaveText(longDate(dates[1].starts_at));
  await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', `/events/${dates[0].id}/register`);

  // The next date is an event of its own: its page, its seats, its Register.
  await more.getByRole('link', { name: longDate(dates[1].starts_at) }).click();
  await expect(page).toHaveURL(`/events/${dates[1].id}`);
  await expect(page.locator('.evd-facts')).toContainText(longDate(dates[1].starts_at));
  await expect(page.locator('.evd-facts')).toContainText('7:30 PM');
  await expect(page.locator('.evd-seats')).toHaveText(/^\d+ of \d+ seats left$/);
  await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', `/events/${dates[1].id}/register`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
