/**
 * A paid upload from payment to the pages it was bought for (issue 31, item 7), in Chromium: the
 * owner pays for an Enterprise upload in the local test checkout, the admin publishes it from the
 * moderation queue, and visitors find it on the business's page (a document to download) and in
 * the home page's spotlight, in English and in Spanish without English left but the owner's words.
 */
import { createClient, type Client } from '@libsql/client';
import { expect, hydrated, signIn, storeOwnedBusiness, test } from './fixtures.ts';
import { expectLanguageHead, untranslatedTexts } from './languages';

let db: Client;
test.beforeAll(() => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
});
test.afterAll(() => db.close());

/** The frame's words other specs allow too (the footer's address, share networks, the notifications region). */
const FRAME = [
  'X (Twitter)',
  'WhatsApp',
  'LinkedIn',
  'Pinterest',
  '163 W 125th St, Suite 1400, New York, NY 10027',
  'hello@harlemguide.example',
  'Notifications (F8)',
  'Explore authentic Harlem businesses, events, and cultural experiences across Community Boards 9, 10, 11, and 12.',
];

test('an Enterprise upload, paid and published by the admin, shows on its business page and in the home page spotlight', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const { owner, businessId } = await storeOwnedBusiness(db, 'Spec Showcase Cafe');
  await signIn(page.request, owner);
  await page.goto('/business-uploads');
  await hydrated(page, '.upload-center');
  await expect(page.locator('.upload-tier-list > li[data-tier="enterprise"] li')).toHaveText([
    'On your business page for 365 days',
    'In the home page spotlight for its first 90 days, taking turns with other uploads',
  ]);
  await page.getByLabel('Title *').fill('Spec winter menu');
  await page.getByLabel('Description').fill('Soups and stews all winter.');
  await page.getByLabel('Tier', { exact: true }).selectOption('enterprise');
  await page.getByLabel('File *').setInputFiles({
    name: 'winter-menu.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<<>>\nendobj\n'.repeat(40)),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const item = page.locator('.upload-list > li', { hasText: 'Spec winter menu' });
  await item.getByRole('button', { name: 'Pay $299.00' }).click();
  await page.getByRole('button', { name: 'Pay $299.00' }).click();
  await expect(page.getByText('Payment Successful')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.upload-list > li', { hasText: 'Spec winter menu' })).toContainText('Paid, waiting for review');

  // Not public before the review.
  const visitor = await browser.newPage();
  await visitor.goto(`/business/${businessId}`);
  await expect(visitor.locator('#showcase')).toHaveCount(0);

  const admin = await browser.newPage();
  await signIn(admin.request, 'admin');
  await admin.goto('/admin?tab=moderation');
  await hydrated(admin, '.admin-rows');
  const queued = admin.getByRole('list', { name: 'Paid uploads waiting for review' }).locator('li', { hasText: 'Spec winter menu' });
  await expect(queued).toContainText('Publishing puts it on the business’s page for 365 days, and in the home page spotlight for 90 days.');
  await queued.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByText('Published: it is on the business’s page, and its owner has been emailed.')).toBeVisible();

  await visitor.goto(`/business/${businessId}`);
  const showcase = visitor.locator('#showcase');
  await expect(showcase.getByRole('heading', { name: 'Spec winter menu' })).toBeVisible();
  const download = showcase.getByRole('link', { name: /^Download \(PDF, / });
  expect((await visitor.request.get((await download.getAttribute('href'))!)).status()).toBe(200);
  await visitor.goto('/');
  await expect(
    visitor.locator('section[aria-labelledby="spotlight-heading"]').getByRole('link', { name: 'Spec Showcase Cafe' }),
  ).toHaveAttribute('href', `/business/${businessId}#showcase`);

  // In Spanish: only the owner's own words stay as written (marked English).
  expect(await untranslatedTexts(visitor, `/business/${businessId}`, 'es', [...FRAME, 'Spec Showcase Cafe | Harlem'])).toEqual([]);
  await expectLanguageHead(visitor, 'es');
  await expect(visitor.locator('#showcase').getByRole('link', { name: /^Descargar \(PDF, / })).toBeVisible();
  expect(await untranslatedTexts(visitor, '/', 'es', FRAME)).toEqual([]);
  await expect(visitor.getByRole('heading', { name: 'En el foco: de los negocios de Harlem' })).toBeVisible();
});
