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

test('the directory filters by a venue\'s accessibility, and the business page shows its facts in words and schema.org @phone', async ({ page }) => {
  const stepFree = (await rows('select name from businesses where is_active = 1 and step_free_entrance = 1 order by name')).map((row) => String(row.name));
  expect(stepFree.length).toBeGreaterThan(3);
  await page.goto('/businesses');
  await page.getByRole('combobox', { name: 'Accessibility' }).selectOption({ label: 'Step-free entrance' });
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/access=step-free/);
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(`Showing 1–${stepFree.length} of ${stepFree.length} businesses with step-free entrance`);
  const names = await page.locator('.card h3').allInnerTexts();
  expect(names.map((name) => name.trim()).sort()).toEqual(stepFree);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A venue with steps says so; one nobody reported on says that too.
  const [stoop] = await rows("select id, name from businesses where step_free_entrance = 0 and accessible_restroom = 0 limit 1");
  await page.goto(`/business/${stoop.id}#visit`);
  const facts = page.locator('.access-facts li');
  await expect(facts).toContainText(['Seating available', 'Steps at the entrance', 'No accessible restroom']);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(jsonLd.amenityFeature).toContainEqual({ '@type': 'LocationFeatureSpecification', name: 'Step-free entrance', value: false });
  const [unknown] = await rows('select id from businesses where step_free_entrance is null and accessible_restroom is null and hearing_loop is null and seating is null and is_active = 1 limit 1');
  await page.goto(`/business/${unknown.id}#visit`);
  await expect(page.getByText('Not reported for this venue yet: call ahead to ask.')).toBeVisible();
});
