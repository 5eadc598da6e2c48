/**
 * People's texts in Spanish and French (decision 024), as an owner and an admin use them: the
 * owner writes a Spanish description on the dashboard; the public Spanish page keeps the English
 * (with a note) until an admin verifies it, then shows it; French still shows the original with
 * its note. Bad input and another business's text change nothing. The seed's Spanish and French
 * pages (issue 35) stay within the HTML budget.
 */
import { brotliCompressSync, constants } from 'node:zlib';
import { createClient, type Client } from '@libsql/client';
import { EVENTS } from '#db/seed-data/events.ts';
import { expect, signIn, storeOwnedBusiness, test } from './fixtures.ts';

let db: Client;
test.beforeAll(() => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
});
test.afterAll(() => db.close());

const SPANISH = 'Un negocio de prueba, con pan recién horneado cada mañana.';

test("an owner's Spanish description is shown once an admin verifies it; French keeps the original with a note", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { owner, businessId } = await storeOwnedBusiness(db, 'Spec Translation Bakery');
  const key = `business:${businessId}:description`;
  await signIn(page.request, owner);
  await page.goto('/business-dashboard');
  const editor = page.locator('section.content-translations');
  await expect(editor.getByRole('heading', { name: 'Spanish and French texts' })).toBeVisible();
  const spanish = editor
    .locator('form')
    .filter({ has: page.locator(`input[name="key"][value="${key}"]`) })
    .filter({ has: page.locator('input[name="language"][value="es"]') });
  await expect(spanish.getByText('(Not translated yet)')).toBeVisible();
  await spanish.locator('textarea').fill(SPANISH);
  await spanish.getByRole('button', { name: 'Save Spanish' }).click();
  await expect(spanish.getByText('(Waiting for review)')).toBeVisible();
  await expect(spanish.locator('textarea')).toHaveValue(SPANISH);

  // Not verified: the Spanish page shows the English original, marked English, with the note.
  await page.goto(`/es/business/${businessId}`);
  const lead = page.locator('p.lead');
  await expect(lead.locator('[lang="en"]')).toHaveText("A spec's own business.");
  await expect(lead.locator('.original-note')).toHaveText('Texto original en inglés');
  await expect(page.getByText(SPANISH)).toHaveCount(0);

  // The admin verifies it from the admin panel.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin.request, 'admin');
  await admin.goto('/admin-panel');
  const item = admin.locator('.pending-translations article').filter({ hasText: 'Spec Translation Bakery' });
  await expect(item.locator('[lang="en"]')).toHaveText("A spec's own business.");
  await expect(item.locator('textarea')).toHaveValue(SPANISH);
  await item.getByRole('button', { name: 'Verify and publish' }).click();
  await expect(admin.locator('.pending-translations article').filter({ hasText: 'Spec Translation Bakery' })).toHaveCount(0);
  await adminContext.close();

  await page.goto(`/es/business/${businessId}`);
  await expect(lead).toHaveText(SPANISH);
  await expect(lead.locator('[lang="en"], .original-note')).toHaveCount(0);
  await page.goto(`/fr/business/${businessId}`);
  await expect(lead.locator('[lang="en"]')).toHaveText("A spec's own business.");
  await expect(lead.locator('.original-note')).toHaveText('Texte original en anglais');
  await page.goto(`/business/${businessId}`);
  await expect(lead).toHaveText("A spec's own business.");
  await expect(lead.locator('.original-note')).toHaveCount(0);

  // Once verified, the owner sees it published; a new text from the owner waits again.
  await page.goto('/business-dashboard');
  await expect(spanish.getByText('(Published)')).toBeVisible();
});

test('bad input and another business’s text are refused and change nothing', async ({ page, baseURL }) => {
  const { owner, businessId } = await storeOwnedBusiness(db, 'Spec Translation Refusals');
  const other = await db.execute({
    sql: 'select id, business_id from events where business_id is not null and business_id != ? limit 1',
    args: [businessId],
  });
  const otherEvent = Number(other.rows[0].id);
  await signIn(page.request, owner);
  const post = (data: Record<string, string>) =>
    page.request.post('/_actions/translations.save', { multipart: data, headers: { origin: baseURL! } });
  const base = { businessId: String(businessId), key: `business:${businessId}:description`, language: 'es', text: 'Hola' };
  expect((await post({ ...base, language: 'de' })).status()).toBe(400);
  expect((await post({ ...base, key: `business:${businessId}:name` })).status()).toBe(400);
  expect((await post({ ...base, text: 'x'.repeat(5001) })).status()).toBe(400);
  expect((await post({ ...base, key: `event:${otherEvent}:title` })).status()).toBe(403);
  expect((await post({ ...base, businessId: String(other.rows[0].business_id) })).status()).toBe(403);
  const stored = await db.execute({
    sql: 'select count(*) as n from translations where translation_key in (?, ?)',
    args: [base.key, `event:${otherEvent}:title`],
  });
  expect(Number(stored.rows[0].n)).toBe(0);
  // A refused plain form says why on the dashboard.
  await page.goto('/business-dashboard');
  const spanish = page
    .locator('section.content-translations form')
    .filter({ has: page.locator('input[name="language"][value="es"]') })
    .first();
  await spanish.locator('textarea').evaluate((area) => area.removeAttribute('maxlength'));
  await spanish.locator('textarea').fill('x'.repeat(5001));
  await spanish.getByRole('button', { name: 'Save Spanish' }).click();
  await expect(page.locator('section.content-translations [role="alert"]')).toHaveText('A translation can be at most 5000 characters.');
});

test('the seeded Spanish and French pages stay within the 14,000-byte budget, compressed as served', async ({ request }) => {
  // Business 7 and an event of the coming month carry their translation in the body, the description and the structured data.
  const comingEvent = EVENTS.findIndex((event) => event.title === 'Jazz for Young People') + 1;
  for (const [path, words] of [
    ['/es/business/7', 'Pollo frito con waffles'],
    ['/fr/business/7', 'Poulet frit et gaufres'],
    [`/es/events/${comingEvent}`, 'Jazz para jóvenes'],
  ]) {
    const response = await request.get(path);
    const html = await response.body();
    expect(html.toString(), path).toContain(words);
    // Brotli at the quality the Node server compresses rendered pages with (scripts/serve.ts).
    const served = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }).length;
    expect(served, path).toBeLessThan(14_000);
  }
});
