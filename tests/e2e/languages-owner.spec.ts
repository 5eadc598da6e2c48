/**
 * The business dashboard in Spanish and French (issue 15, decision 024): its Edit Business tab,
 * once, with no English interface left, the language's head and no serious accessibility
 * violation, and a refused save answered in Spanish beside the field and in a toast. Every message
 * key (the other tabs' and the claim pages') is checked in each language by tests/unit/i18n.test.ts
 * (issue 32); the refusals of Edit Business and of a claim's note by
 * tests/unit/answers-in-languages.test.ts.
 */
import { createClient, type Client } from '@libsql/client';
import type { Page } from '@playwright/test';
import { expect, hydrated, signIn, storeOwnedBusiness, test } from './fixtures.ts';
import { expectPageInLanguages } from './languages';

let db: Client;
test.beforeAll(() => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
});
test.afterAll(() => db.close());
// Each test reads a page twice and runs axe on a loaded machine.
test.describe.configure({ timeout: 60_000 });

/**
 * The shared frame's texts these pages show the same in every language: names (share services,
 * the office's address and email), and two the frame still draws in English (the default meta
 * description, the notifications region's label).
 */
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

/**
 * Words drawn inside the dashboard by components of other areas, translated there: the
 * accessibility selects (islands/forms) and the photo and video manager (islands/media).
 */
const OTHER_AREAS = [
  'Accessibility',
  'Step-free entrance',
  'Accessible restroom',
  'Hearing loop',
  'Seating available',
  'Photos (0)',
  'Add a photo',
  'Video tours (0)',
  'Video file',
  'MP4, MOV or AVI, up to 50 MB. Or give a link below instead.',
  'Video URL',
  'Title *',
  'Thumbnail URL',
  'Duration (seconds)',
  'Read from the file automatically.',
  'Upload video',
  'No photos yet.',
  'Videos (0)',
  'No videos uploaded yet',
  'Add a video tour above: premium members can watch it on your listing.',
];

/** The same in every language: a web address's start (the website field's placeholder). */
const SAME = ['https://'];

/** The signed-in account's email, which the header shows as written. */
const emailWords = (email: string) => [`${email.split('@')[0]}@`, email.split('@')[1]];

/** The dashboard's island, hydrated (the hours grid and the map are drawn then). */
const ready = async (page: Page) => {
  await hydrated(page, '.owner');
};

test("the business dashboard's edit tab has no English interface left in es and fr, and a refused save says why in Spanish", async ({
  page,
}) => {
  const { owner } = await storeOwnedBusiness(db, 'Spec Idioma Café');
  await signIn(page.request, owner);
  await expectPageInLanguages(page, '/business-dashboard?tab=edit', {
    same: [...FRAME, ...SAME, ...OTHER_AREAS, ...emailWords(owner.email)],
    prepare: ready,
    axePrepared: true,
    andThen: async (page, locale) => {
      if (locale !== 'es') return;
      await page.getByLabel('Nombre del negocio *').fill('');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.locator('#name-error')).toHaveText('El nombre del negocio es obligatorio');
      await expect(page.getByText('Algo salió mal')).toBeVisible();
    },
  });
});
