/**
 * The business dashboard in Spanish and French (issue 15, decision 024): each of the owner's tabs
 * (events and payments are checked with their own spec), the claim page of an owner without a
 * business, and a refusal of the Edit Business form answered in Spanish.
 */
import { createClient, type Client } from '@libsql/client';
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, hydrated, signIn, storeMember, storeOwnedBusiness, test } from './fixtures.ts';
import { expectLanguageHead, seriousViolations, untranslatedTexts } from './languages';

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

const violations = seriousViolations;

/** The same in every language: a web address's start (the website field's placeholder). */
const SAME = ['https://'];

/** The signed-in account's email, which the header shows as written. */
const emailWords = (email: string) => [`${email.split('@')[0]}@`, email.split('@')[1]];

/** The dashboard's island, hydrated (the hours grid and the map are drawn then). */
const ready = async (page: Page) => {
  await hydrated(page, '.owner');
};

const TABS = ['overview', 'edit', 'media', 'reviews', 'messages'] as const;

for (const locale of ['es', 'fr'] as const) {
  for (const tab of TABS) {
    test(`the business dashboard's ${tab} tab has no English interface left and no serious accessibility violation in ${locale}`, async ({
      page,
    }) => {
      // The demo owner's listing (reviews, messages); the media tab on a listing of its own, without
      // photos or videos, whose captions and titles the media manager shows as written.
      const owner = tab === 'media' ? (await storeOwnedBusiness(db, `Spec Media ${locale}`)).owner : ACCOUNTS.owner;
      await signIn(page.request, owner);
      const path = tab === 'overview' ? '/business-dashboard' : `/business-dashboard?tab=${tab}`;
      expect(await untranslatedTexts(page, path, locale, [...FRAME, ...SAME, ...OTHER_AREAS, ...emailWords(owner.email)], ready)).toEqual(
        [],
      );
      await expectLanguageHead(page, locale);
      expect(await violations(page)).toEqual([]);
    });
  }

  test(`the claim pages of an owner without a business have no English interface left in ${locale}`, async ({ page }) => {
    const owner = await storeMember(db, 'Claimant');
    await db.execute({ sql: "update users set role = 'business_owner' where email = ?", args: [owner.email] });
    await signIn(page.request, owner);
    for (const path of ['/business-dashboard', '/business-dashboard?q=Harlem', '/business-dashboard?q=zzqx-no-such-place']) {
      expect(await untranslatedTexts(page, path, locale, [...FRAME, ...emailWords(owner.email)]), path).toEqual([]);
      await expectLanguageHead(page, locale);
      expect(await violations(page), path).toEqual([]);
    }
    // A business's claim page: the form, then waiting for the code, then waiting for the team.
    const business = await db.execute({
      sql: `insert into businesses (name, address, phone, website, community_board_id, category_id) values (?, '1 W 135th St, New York, NY 10037', '(212) 555-0166', 'https://claim-${locale}.example',
            (select id from community_boards where number = 10), (select id from business_categories where slug = 'restaurants')) returning id`,
      args: [`Spec Claim Page ${locale}`],
    });
    const path = `/business/${Number(business.rows[0].id)}/claim`;
    // Besides the frame: the business's domain, the note as the claimant wrote it, and "Code", a French word too.
    const same = [
      ...FRAME,
      ...emailWords(owner.email),
      `@claim-${locale}.example`,
      'I run the place.',
      ...(locale === 'fr' ? ['Code'] : []),
    ];
    expect(await untranslatedTexts(page, path, locale, same), path).toEqual([]);
    expect(await violations(page), path).toEqual([]);
    const claimed = await page.request.post(`/_actions/claims.claim`, {
      multipart: { businessId: path.split('/')[2], note: 'I run the place.', method: 'email', localPart: 'owner' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(claimed.status()).toBe(200);
    expect(await untranslatedTexts(page, path, locale, same), `${path} (code sent)`).toEqual([]);
    expect(await violations(page), path).toEqual([]);
    const mail = await db.execute({
      sql: "select text_body from mail_outbox where to_address = ? and kind = 'claim_code'",
      args: [`owner@claim-${locale}.example`],
    });
    const code = /(\d{6})/.exec(String(mail.rows[0].text_body))![1];
    const claimId = (
      await db.execute({
        sql: 'select c.id from business_claims c join users u on u.id = c.user_id where u.email = ?',
        args: [owner.email],
      })
    ).rows[0].id;
    expect(
      (
        await page.request.post(`/_actions/claims.verify`, {
          multipart: { claimId: String(claimId), code },
          headers: { origin: new URL(page.url()).origin },
        })
      ).status(),
    ).toBe(200);
    expect(await untranslatedTexts(page, path, locale, same), `${path} (pending)`).toEqual([]);
    expect(
      await untranslatedTexts(page, '/business-dashboard', locale, [...FRAME, ...emailWords(owner.email)]),
      'dashboard (pending)',
    ).toEqual([]);
  });
}

test('a refused Edit Business form answers in Spanish, field message and toast', async ({ page }) => {
  const { owner } = await storeOwnedBusiness(db, 'Spec Idioma Café');
  await signIn(page.request, owner);
  await page.goto('/es/business-dashboard?tab=edit');
  await hydrated(page, '.owner');
  await page.getByLabel('Nombre del negocio *').fill('');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.locator('#name-error')).toHaveText('El nombre del negocio es obligatorio');
  await expect(page.getByText('Algo salió mal')).toBeVisible();
});

test('a claim with too short a note is refused in French, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const member = await storeMember(db, 'Revendique');
  await signIn(page.request, member);
  await page.goto('/fr/business-dashboard?q=Harlem');
  await page.locator('.claim-results li').first().getByRole('link', { name: 'Revendiquer cette fiche' }).click();
  await expect(page).toHaveURL(/\/fr\/business\/\d+\/claim$/);
  await page.locator('textarea[name="note"]').fill('Moi');
  await page.locator('form.claim-start button[type="submit"]').click();
  await expect(page).toHaveURL(/\/fr\/business\/\d+\/claim/);
  await expect(page.getByText('Indiquez-nous votre lien avec l’établissement (au moins 10 caractères)')).toBeVisible();
  await context.close();
});
