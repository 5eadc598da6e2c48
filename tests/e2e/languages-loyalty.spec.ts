/**
 * Loyalty's screens in Spanish and French (issue 16, decision 024): the dashboard's Points tab,
 * the public rewards page, the owner's Verify a code section and the admin's rewards page have
 * no English interface left, the language's head, and no serious axe violation. Rewards' and
 * places' names stay as written (marked English). The member and business are the spec's own.
 */
import { createClient, type Client } from '@libsql/client';
import type { Page } from '@playwright/test';
import { expect, hydrated, signIn, storeMember, storeOwnedBusiness, test, type Account } from './fixtures.ts';
import { expectLanguageHead, expectPageInLanguages, seriousViolations, untranslatedTexts } from './languages';

/** The frame's names and texts drawn the same in every language (see languages-exports.spec.ts). */
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
const emailWords = (email: string) => [`${email.split('@')[0]}@`, email.split('@')[1]];

let db: Client;
let member: Account;
let owner: Account;
test.beforeAll(async () => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  const tag = Date.now().toString(36);
  let businessId: number;
  ({ owner, businessId } = await storeOwnedBusiness(db, `Spec Idiomas Cafe ${tag}`));
  member = await storeMember(db, 'Lucia');
  const memberId = Number((await db.execute({ sql: 'select id from users where email = ?', args: [member.email] })).rows[0].id);
  const rewardId = Number(
    (
      await db.execute({
        sql: "insert into loyalty_rewards (title, points_cost, business_partner_id, is_limited, total_available, terms_conditions) values ('Spec cafe con leche', 50, ?, 1, 4, 'Weekdays only.') returning id",
        args: [businessId],
      })
    ).rows[0].id,
  );
  // A history with an earning and a redemption, and a code waiting at the business.
  await db.execute({
    sql: "insert into loyalty_transactions (user_id, type, points, description, source_key) values (?, 'tour_finished', 100, 'Walking tour finished', 'tour:92001')",
    args: [memberId],
  });
  await db.execute({
    sql: 'insert into loyalty_redemptions (reward_id, user_id, code, points_spent) values (?, ?, ?, 50)',
    args: [
      rewardId,
      memberId,
      `LANG${tag
        .slice(-6)
        .toUpperCase()
        .replace(/[01ILO]/g, 'X')
        .padEnd(6, 'X')}`,
    ],
  });
  await db.execute({
    sql: "insert into loyalty_transactions (user_id, type, points, description, source_key) select ?, 'redemption', -50, 'Redeemed', 'redemption:' || code from loyalty_redemptions where user_id = ?",
    args: [memberId, memberId],
  });
  await db.execute({ sql: 'insert into loyalty_points (user_id, points, lifetime_points) values (?, 50, 100)', args: [memberId] });
});
test.afterAll(() => db.close());
test.describe.configure({ timeout: 90_000 });

const pointsReady = async (page: Page) => {
  await hydrated(page, page.locator('.dash'));
  await page.evaluate(() => {
    location.hash = '#points';
  });
  await expect(page.locator('#points')).toBeVisible();
};

/** Names of the seed's and the spec's rewards and places, as written. */
const NAMES = ['Spec cafe con leche', 'Weekdays only.'];
/** French says "Explorer" for "Explore" (the footer's heading), which is also the English tier's name. */
const SAME_BY_CHANCE = { es: [], fr: ['Explorer'] };

for (const locale of ['es', 'fr'] as const) {
  test(`the Points tab in ${locale}: no English interface left`, async ({ page }) => {
    await signIn(page.request, member);
    expect(
      await untranslatedTexts(
        page,
        '/dashboard',
        locale,
        [...FRAME, ...emailWords(member.email), 'Lucia', ...NAMES, ...SAME_BY_CHANCE[locale]],
        pointsReady,
      ),
    ).toEqual([]);
    await expectLanguageHead(page, locale);
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page.locator('#points')).toContainText(locale === 'es' ? 'Puntos para usar' : 'Points à dépenser');
  });

  test(`the rewards page in ${locale}: no English interface left`, async ({ page }) => {
    expect(await untranslatedTexts(page, '/rewards', locale, [...FRAME, ...NAMES, ...SAME_BY_CHANCE[locale]])).toEqual([]);
    await expectLanguageHead(page, locale);
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page.locator('h1')).toHaveText(
      locale === 'es' ? 'Recompensas y puntos de fidelidad' : 'Récompenses et points de fidélité',
    );
  });
}

test(`the owner's Verify a code in es and fr: no English interface left, the refusal translated`, async ({ page }) => {
  await signIn(page.request, owner);
  const ready = async (each: Page) => {
    await hydrated(each, '.owner');
    await each
      .locator('.owner-panel, .owner-cards, .owner-tabs, .owner-head')
      .evaluateAll((elements) => elements.forEach((element) => element.setAttribute('lang', 'en')));
  };
  // The owner's tabs are other areas' (checked in languages-owner.spec.ts): only the rewards section is compared here.
  await expectPageInLanguages(page, '/business-dashboard', {
    same: [...FRAME, ...emailWords(owner.email), 'Lucia', ...NAMES],
    prepare: ready,
    axePrepared: true,
    andThen: async (page, locale) => {
      await page.getByRole('textbox', { name: locale === 'es' ? 'Código' : 'Code du membre' }).fill('ABCDEFGHJK');
      await page.getByRole('button', { name: locale === 'es' ? 'Verificar' : 'Valider', exact: true }).click();
      await expect(page.locator('#verify-code-error')).toHaveText(
        locale === 'es' ? 'Este código no es válido para tu negocio.' : 'Ce code n’est pas valable pour votre commerce.',
      );
    },
  });
});

test(`the admin's rewards page in es and fr: no English interface left`, async ({ page, signInAs }) => {
  await signInAs('admin');
  const open = async (each: Page) => {
    await each.locator('details').evaluateAll((elements) => elements.forEach((element) => element.setAttribute('open', '')));
    // Partner businesses' names in the pickers, as written.
    await each.locator('select option').evaluateAll((elements) => elements.forEach((element) => element.setAttribute('lang', 'en')));
  };
  await expectPageInLanguages(page, '/admin/rewards', {
    same: [...FRAME, 'admin@', 'harlemguide.example', ...NAMES, '/rewards'],
    prepare: open,
    axePrepared: true,
  });
});
