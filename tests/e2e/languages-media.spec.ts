/**
 * The member's settings in Spanish and French (issue 15, decision 024): no English interface left,
 * the language's head, no serious accessibility violation, once (every message key, the upload
 * center's included, is checked in each language by tests/unit/i18n.test.ts, issue 32); and
 * refusals (a form's field message, a toast, an upload endpoint's message) in the page's language.
 */
import { createClient, type Client } from '@libsql/client';
import { expect, hydrated, signIn, storeMember, storeOwnedBusiness, test } from './fixtures.ts';
import { expectPageInLanguages, localized } from './languages';

/**
 * Texts of the shared frame the same in every language (names, the office's address, the
 * signed-in header's name and saved count, which its owner translates) and the default
 * description the frame still draws in English.
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
  'member@',
  'owner@',
  'premium@',
  'harlemguide.example',
  'saved',
];

let db: Client;
test.beforeAll(() => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
});

// Two cores shared: axe on a full page takes its time.
test.describe.configure({ timeout: 60_000 });

test('/settings as member has no English interface left and no serious accessibility violation in es and fr', async ({ page }) => {
  await signIn(page.request, 'member');
  // The account's own name and address are written by its holder.
  const account = (await (await page.request.get('/api/auth/user')).json()) as { firstName?: string; email?: string };
  const names = [account.firstName, account.email].filter((text): text is string => Boolean(text));
  await expectPageInLanguages(page, '/settings', { same: [...FRAME, ...names] });
});

test('a refused settings form says why in Spanish, beside the field', async ({ page }) => {
  const account = await storeMember(db, 'Lucía');
  await signIn(page.request, account);
  await page.goto(localized('es', '/settings'));
  const profile = page.getByRole('region', { name: 'Perfil', exact: true });
  await profile.getByLabel('Nombre', { exact: true }).fill('');
  await profile.getByRole('button', { name: 'Guardar perfil' }).click();
  await expect(page).toHaveURL(/\/es\/settings/);
  await expect(profile.locator('.field-error')).toHaveText('El nombre es obligatorio');
  await profile.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await profile.getByRole('button', { name: 'Guardar perfil' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Perfil actualizado' })).toBeVisible();
});

test("the upload center answers in French: a toast for a missing title, and the server's reason for a file it refuses", async ({
  page,
}) => {
  const { owner } = await storeOwnedBusiness(db, 'Spec Salon des Langues');
  await signIn(page.request, owner);
  await page.goto(localized('fr', '/business-uploads'));
  await hydrated(page, '.upload-center');
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Échec de l’envoi' })).toBeVisible();
  await expect(page.locator('#upload-title-error')).toHaveText('Le titre est obligatoire');

  await page.getByLabel('Titre *').fill('Carte du soir');
  await page
    .getByLabel('Fichier *')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain words, not a document') });
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(page.locator('#upload-file-error')).toHaveText(
    'Veuillez envoyer une image, une vidéo (MP4, MOV, AVI), un PDF ou un document Word (DOC, DOCX).',
  );
});
