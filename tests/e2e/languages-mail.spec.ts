/**
 * Emails in the recipient's language (decision 024): a member whose language is Spanish registers
 * for a free event and the confirmation in the outbox is in Spanish, with its links to /es/ pages.
 * Registering takes a seat, so the spec runs on a server and database of its own.
 */
import { useOwnServer } from '../helpers/server.ts';
import { expect, signIn, storeMember, test } from './fixtures.ts';

type ApiEvent = { id: number; title: string; startsAt: string; price: string | null; isPremium: boolean; requiresBooking: boolean };

const { base: BASE, db } = useOwnServer('mail');

test.describe('emails in the recipient’s language', () => {
  test.use({ baseURL: BASE });

  test('a member whose language is Spanish gets the registration confirmation in Spanish', async ({ page, request }) => {
    const member = await storeMember(db(), 'Lucia');
    await db().execute({
      sql: "insert into user_language_preferences (user_id, language_code) select id, 'es' from users where email = ?",
      args: [member.email],
    });
    const events: ApiEvent[] = await (await request.get('/api/events')).json();
    const event = events
      .filter((one) => Date.parse(one.startsAt) > Date.now() + 3_600_000 && one.requiresBooking && !one.isPremium && one.price === null)
      .at(-1)!;

    await signIn(page.request, member);
    await page.goto(`/es/events/${event.id}/register`);
    await page.locator('#reg-phone').fill('(212) 555-0142');
    await page.locator('form.reg-form button[type=submit]').click();

    const subjects = async () =>
      (
        await db().execute({
          sql: "select subject from mail_outbox where to_address = ? and kind = 'event_registration'",
          args: [member.email],
        })
      ).rows.map((row) => row.subject);
    await expect.poll(subjects, { timeout: 15_000 }).toEqual([`Inscripción confirmada: ${event.title}`]);

    await page.goto('/dev/outbox');
    const mail = page.locator('[data-mail-kind=event_registration]').filter({ hasText: member.email }).first();
    const text = await mail.locator('pre').innerText();
    expect(text).toContain('Hola, Lucia:');
    expect(text).toContain(`Tu inscripción para ${event.title} está confirmada.`);
    expect(text).toMatch(/Cuándo: .+ de \d{4}, .+ \(hora de Nueva York\)/);
    expect(text).toContain('Precio: Gratis');
    expect(text).toContain(`/es/events/${event.id}`);
    expect(text).toContain('/es/user-dashboard');
    expect(text).not.toContain("You're registered");
    await mail.scrollIntoViewIfNeeded();
    await mail.screenshot({ path: test.info().outputPath('registration-mail-es.png') });
  });
});
