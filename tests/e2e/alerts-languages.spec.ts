/**
 * The notification centre in Spanish and French (decision 024): no English interface left, the
 * language's head, and no serious axe violation. The member's notifications were written in
 * English (their language then): they are marked lang="en". The notification preferences are
 * drawn in both languages with the whole of /settings (languages-media.spec.ts), and their refusal
 * in Spanish and French is proven by tests/unit/answers-in-languages.test.ts (issue 32).
 */
import { createClient, type Client } from '@libsql/client';
import { expect, signIn, storeMember, test, type Account } from './fixtures.ts';
import { expectPageInLanguages } from './languages';

/** The frame's names and texts the same in every language (see languages-exports.spec.ts). */
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
const emailWords = (email: string) => [`${email.split('@')[0]}@`, email.split('@')[1], email];

let db: Client;
let zora: Account;
test.beforeAll(async () => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  zora = await storeMember(db, 'Zora');
  const userId = Number((await db.execute({ sql: 'select id from users where email = ?', args: [zora.email] })).rows[0].id);
  for (const [title, read] of [
    ['New event at Apollo Theater', 0],
    ['Payment received', 1],
  ] as const) {
    await db.execute({
      sql: "insert into push_notifications (user_id, type, title, body, target_url, scheduled_for, sent_at, status, is_read, dedupe_key) values (?, 'favorite_event', ?, 'Amateur Night, soon.', '/events', ?, ?, 'sent', ?, ?)",
      args: [userId, title, Date.now() - 60_000, Date.now() - 60_000, read, `spec-lang:${title}`],
    });
  }
});
test.afterAll(() => db.close());
test.describe.configure({ timeout: 60_000 });

test('the notification centre in es and fr', async ({ page }) => {
  await signIn(page.request, zora);
  await expectPageInLanguages(page, '/notifications', {
    same: [...FRAME, ...emailWords(zora.email)],
    andThen: async (page, locale) => {
      await expect(page.locator('.bell')).toHaveAttribute(
        'aria-label',
        locale === 'es' ? 'Notificaciones, 1 sin leer' : 'Notifications, 1 non lues',
      );
      await expect(page.locator('.centre-link').first()).toHaveAttribute('lang', 'en');
    },
  });
});
