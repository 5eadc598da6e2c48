import { createClient } from '@libsql/client';
import { expect, test } from './fixtures.ts';

// Expectations come from the server's own database (read only).
async function rows(sql: string) {
  const db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  try {
    return (await db.execute(sql)).rows;
  } finally {
    db.close();
  }
}

test("the directory filters by a venue's accessibility, and the business page shows its facts in words and schema.org @phone", async ({
  page,
}) => {
  const stepFree = (await rows('select name from businesses where is_active = 1 and step_free_entrance = 1 order by name')).map((row) =>
    String(row.name),
  );
  expect(stepFree.length).toBeGreaterThan(3);
  await page.goto('/businesses');
  await page.getByRole('combobox', { name: 'Accessibility' }).selectOption({ label: 'Step-free entrance' });
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/access=step-free/);
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
    `Showing 1–${stepFree.length} of ${stepFree.length} businesses with step-free entrance`,
  );
  const names = await page.locator('.card h3').allInnerTexts();
  expect(names.map((name) => name.trim()).sort()).toEqual(stepFree);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A venue with steps says so; one nobody reported on says that too.
  const [stoop] = await rows('select id, name from businesses where step_free_entrance = 0 and accessible_restroom = 0 limit 1');
  await page.goto(`/business/${stoop.id}#visit`);
  const facts = page.locator('.access-facts li');
  await expect(facts).toContainText(['Seating available', 'Steps at the entrance', 'No accessible restroom']);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(jsonLd.amenityFeature).toContainEqual({ '@type': 'LocationFeatureSpecification', name: 'Step-free entrance', value: false });
  const [unknown] = await rows(
    'select id from businesses where step_free_entrance is null and accessible_restroom is null and hearing_loop is null and seating is null and is_active = 1 limit 1',
  );
  await page.goto(`/business/${unknown.id}#visit`);
  await expect(page.getByText('Not reported for this venue yet: call ahead to ask.')).toBeVisible();
});

test("the events list filters by accessibility as each event page states it (its own facts, else its venue's), kept by the date filters @phone", async ({
  page,
}) => {
  const listed = `e.is_active = 1 and (e.business_id is null or e.business_id not in (select id from businesses where is_active = 0))`;
  const hasStepFree = `coalesce(e.step_free_entrance, (select b.step_free_entrance from businesses b where b.id = e.business_id)) = 1`;
  const now = Date.now();
  const stepFree = new Set(
    (await rows(`select e.id from events e where ${listed} and ${hasStepFree} and e.starts_at >= ${now}`)).map((row) => Number(row.id)),
  );
  const upcoming = Number((await rows(`select count(*) as n from events e where ${listed} and e.starts_at >= ${now}`))[0].n);
  expect(stepFree.size).toBeGreaterThan(3);
  expect(stepFree.size).toBeLessThan(upcoming);

  await page.goto('/events');
  await page.getByRole('combobox', { name: 'Accessibility' }).selectOption({ label: 'Step-free entrance' });
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/access=step-free/);
  await expect(page.locator('[data-summary]')).toHaveText(`${stepFree.size} upcoming events matching your filters`);
  const shown = (await page
    .locator('.ec h3 a')
    .evaluateAll((links) => links.map((link) => Number(link.getAttribute('href')!.split('/').pop())))) as number[];
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((id) => !stepFree.has(id))).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A date filter keeps it, and so does the form's select.
  await page.getByRole('navigation', { name: 'When' }).getByRole('link', { name: 'This weekend' }).click();
  await expect(page).toHaveURL(/when=weekend/);
  await expect(page).toHaveURL(/access=step-free/);
  await expect(page.getByRole('combobox', { name: 'Accessibility' })).toHaveValue('step-free');
  const weekend = (await page
    .locator('.ec h3 a')
    .evaluateAll((links) => links.map((link) => Number(link.getAttribute('href')!.split('/').pop())))) as number[];
  expect(weekend.filter((id) => !stepFree.has(id))).toEqual([]);
});
