/**
 * People's texts in Spanish and French (decision 024), as an owner and an admin use them: the
 * owner writes a French description in the dashboard's Edit tab; the public French page keeps the
 * English (with a note) until an admin verifies it from the translation queue, then shows it;
 * Spanish still shows the original with its note. Bad input and another business's text change
 * nothing. The seed's Spanish and French pages (issue 35) stay within the HTML budget.
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

const FRENCH = 'Une boulangerie d’essai, avec du pain frais chaque matin.';

test("an owner's French description from the Edit tab is shown once an admin verifies it from the queue; Spanish keeps the original with a note", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { owner, businessId } = await storeOwnedBusiness(db, 'Spec Translation Bakery');
  const key = `business:${businessId}:description`;

  // The admin's queue lists the new description as missing in French.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin.request, 'admin');
  await admin.goto('/admin/translations?language=fr&kind=business');
  await expect(admin.locator(`.tq-item[data-key="${key}"] [lang="en"]`).last()).toHaveText("A spec's own business.");

  await signIn(page.request, owner);
  await page.goto('/business-dashboard?tab=edit');
  const panel = page.locator('section.owner-translations');
  await expect(panel.getByRole('heading', { name: 'Spanish and French texts' })).toBeVisible();
  // Folded until opened: the Edit tab stays short on a phone.
  await expect(panel.getByRole('link', { name: 'French' })).toBeHidden();
  await panel.locator('summary').click();
  await panel.getByRole('link', { name: 'French' }).click();
  const text = panel.locator(`li[data-key="${key}"]`);
  await expect(text.locator('[lang="en"]')).toHaveText("A spec's own business.");
  await expect(text.getByText('(Not translated yet)')).toBeVisible();
  await text.locator('textarea[lang="fr"]').fill(FRENCH);
  await text.getByRole('button', { name: 'Save French' }).click();
  await expect(text.getByText('(Waiting for review)')).toBeVisible();
  await expect(text.locator('textarea')).toHaveValue(FRENCH);

  // Not verified: the French page shows the English original, marked English, with the note.
  await page.goto(`/fr/business/${businessId}`);
  const lead = page.locator('p.lead');
  await expect(lead.locator('[lang="en"]')).toHaveText("A spec's own business.");
  await expect(lead.locator('.original-note')).toHaveText('Texte original en anglais');
  await expect(page.getByText(FRENCH)).toHaveCount(0);

  // The admin verifies it from the queue's waiting list; it is no longer missing there.
  await admin.goto('/admin/translations?language=fr&kind=business');
  await expect(admin.locator(`.tq-item[data-key="${key}"]`)).toHaveCount(0);
  const item = admin.locator('.pending-translations article').filter({ hasText: 'Spec Translation Bakery' });
  await expect(item.locator('textarea')).toHaveValue(FRENCH);
  await item.getByRole('button', { name: 'Verify and publish' }).click();
  await expect(admin.locator('.pending-translations article').filter({ hasText: 'Spec Translation Bakery' })).toHaveCount(0);
  await adminContext.close();

  await page.goto(`/fr/business/${businessId}`);
  await expect(lead).toHaveText(FRENCH);
  await expect(lead.locator('[lang="en"], .original-note')).toHaveCount(0);
  await page.goto(`/es/business/${businessId}`);
  await expect(lead.locator('[lang="en"]')).toHaveText("A spec's own business.");
  await expect(lead.locator('.original-note')).toHaveText('Texto original en inglés');

  // Once verified, the owner sees it published.
  await page.goto('/business-dashboard?tab=edit&translate=fr');
  await expect(text.getByText('(Published)')).toBeVisible();
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
  // A refused form says why, under its field, in the Edit tab.
  await page.goto('/business-dashboard?tab=edit&translate=es');
  const spanish = page.locator(`section.owner-translations li[data-key="${base.key}"]`);
  await spanish.locator('textarea').evaluate((area) => area.removeAttribute('maxlength'));
  await spanish.locator('textarea').fill('x'.repeat(5001));
  await spanish.getByRole('button', { name: 'Save Spanish' }).click();
  await expect(spanish.locator('.field-error')).toHaveText('A translation can be at most 5000 characters.');
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
