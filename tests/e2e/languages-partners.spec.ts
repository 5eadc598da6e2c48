/**
 * The partner program in Spanish and French (issue 15, decision 024): its page, once, with no
 * English interface left and no serious accessibility violation (every message key, the plans',
 * Premium's, the donation's and the newsletter's included, is checked in each language by
 * tests/unit/i18n.test.ts, issue 32); and a refused application's field messages in Spanish.
 */
import { createClient } from '@libsql/client';
import { expect, test } from '@playwright/test';
import { expectPageInLanguages } from './languages';

/** Names and addresses in the shared footer shown without translate="no" (the frame's owner will mark them), the
 * notifications region's label and the honeypot field's hidden label (forms/Honeypot.astro). */
const FRAME_NAMES = [
  'X (Twitter)',
  'WhatsApp',
  'LinkedIn',
  'Pinterest',
  '163 W 125th St, Suite 1400, New York, NY 10027',
  'hello@harlemguide.example',
  'Notifications (F8)',
  'Leave this empty',
];
/** Texts that are rightly the same in every language. */
const SAME = [...FRAME_NAMES, 'https://'];

test('/partner-program has no English interface left and no serious accessibility violation in es and fr', async ({ page }) => {
  await expectPageInLanguages(page, '/partner-program', { same: SAME });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a refused partnership application on the Spanish page names each field’s problem in Spanish', async ({ page }) => {
    // The authorization matrix sends eight refused applications from this address, the limit's count: start afresh.
    const db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
    await db.execute("delete from rate_limit_hits where key like 'partnership:ip:%'");
    db.close();
    await page.goto('/es/partner-program');
    await page.locator('#apply form button[type="submit"], form[action*="inboxes.partnership"] button[type="submit"]').first().click();
    await expect(page).toHaveURL(/\/es\/partner-program/);
    const form = page.locator('form[action*="inboxes.partnership"]');
    for (const message of [
      'El nombre del negocio es obligatorio',
      'Se requiere un correo electrónico válido',
      'Se requiere un número de teléfono válido',
      'La dirección es obligatoria',
      'Escribe una descripción detallada (mínimo 20 caracteres)',
      'Elige un distrito comunitario',
    ]) {
      await expect(form.getByText(message, { exact: true }).first()).toBeVisible();
    }
    await expect(form.getByText(/is required|Please /)).toHaveCount(0);
  });
});
