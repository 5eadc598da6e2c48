/**
 * Advertising in Spanish and French (issue 17, decision 024): the advertiser's dashboard, with a
 * waiting and a paused ad, has no English interface left, the language's head, and no serious axe
 * violation; the ads' texts stay as written (marked English). The advertiser, plan and ads are the
 * spec's own. One page for the area: every message key is checked in each language by
 * tests/unit/i18n.test.ts (issue 32).
 */
import { randomUUID } from 'node:crypto';
import { createClient, type Client } from '@libsql/client';
import { expect, signIn, storeOwnedBusiness, test, type Account } from './fixtures.ts';
import { expectPageInLanguages } from './languages';

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
const emailWords = (email: string) => [email, `${email.split('@')[0]}@`, email.split('@')[1]];
const TARGET = 'https://example.com/idiomas';
/** The address field's hint, a scheme in every language. */
const SCHEME = 'https://';

let db: Client;
let owner: Account;
test.beforeAll(async () => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  ({ owner } = await storeOwnedBusiness(db, `Spec Idiomas Ads ${randomUUID().slice(0, 6)}`));
  const slug = `spec-lang-${randomUUID().slice(0, 8)}`;
  const plan = await db.execute({
    sql: 'insert into partnership_plans (slug, name, monthly_fee_cents, ad_credits, max_ads, priority) values (?, ?, 29900, 10000, 3, 1) returning id',
    args: [slug, `Plan ${slug}`],
  });
  const now = Date.now();
  await db.execute({
    sql: "insert into partner_subscriptions (user_id, plan_id, stripe_subscription_id, status, current_period_start, current_period_end) values ((select id from users where email = ?), ?, ?, 'active', ?, ?)",
    args: [owner.email, Number(plan.rows[0].id), `sub_${slug}`, now - 86_400_000, now + 29 * 86_400_000],
  });
  const insert = (status: string, title: string) =>
    db.execute({
      sql: `insert into advertisements (partner_id, title, description, target_url, ad_type, placement, targeting, budget_cents, spent_cents, impressions, clicks, schedule, starts_at, ends_at, status)
            values ((select id from users where email = ?), ?, 'Spec description of the ad.', ?, 'banner', 'business', '{"boards":[11],"categories":[]}', 500, 40, 40, 3, '{"start":"2026-01-01","end":"2030-12-31"}', ?, ?, ?) returning id`,
      args: [owner.email, title, TARGET, now - 86_400_000, now + 400 * 86_400_000, status],
    });
  await insert('pending', 'Spec ad waiting');
  const liveId = Number((await insert('paused', 'Spec ad paused')).rows[0].id);
  await db.execute({
    sql: "insert into ad_daily_stats (ad_id, day, impressions, clicks, spent_cents) values (?, '2026-11-20', 40, 3, 40)",
    args: [liveId],
  });
});
test.afterAll(() => db.close());
test.describe.configure({ timeout: 90_000 });

test(`the advertiser's dashboard in es and fr: no English interface left`, async ({ page }) => {
  await signIn(page.request, owner);
  await expectPageInLanguages(page, '/advertiser', {
    same: [...FRAME, ...emailWords(owner.email), 'Olu', SCHEME],
    andThen: (page, locale) => expect(page.locator('h1')).toHaveText(locale === 'es' ? 'Panel del anunciante' : 'Espace annonceur'),
  });
});
