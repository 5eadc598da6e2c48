/** The accounts' emails in the recipient's language (decision 024): English as the spec words it, Spanish and French. */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import type { Database } from '#lib/server/db/client.ts';
import { createAccount } from '#lib/server/auth/accounts.ts';
import { requestPasswordReset } from '#lib/server/auth/password-reset.ts';
import { storeLanguage } from '#lib/server/preferences/language.ts';
import { passwordResetMail, welcomeMail } from '#lib/server/mail/account-mail.ts';
import { donationReceipt } from '#lib/server/donations/donation-mail.ts';
import { moneyIn } from '#lib/i18n/format.ts';
import { createProperty } from '../factories/index.ts';
import { realtorInquiryMail, submitPropertyInquiry } from '#lib/server/inboxes/property-inquiries.ts';

let db: Database;
const PASSWORD = 'brownstone-stoop-42';

beforeAll(async () => {
  ({ db } = await useFreshDatabase());
});

async function mailTo(address: string, kind: string) {
  const [mail] = await db
    .select()
    .from(schema.mailOutbox)
    .where(and(eq(schema.mailOutbox.toAddress, address), eq(schema.mailOutbox.kind, kind)));
  return mail;
}

describe('account emails', () => {
  it('keeps the English wording', () => {
    expect(welcomeMail('en', 'Nia')).toEqual({
      subject: 'Welcome to Harlem Guide',
      text: 'Hello Nia,\n\nYour Harlem Guide account is ready. Save your favorite places, register for events and plan your trip uptown.\n\nSee you in Harlem!',
    });
    expect(passwordResetMail('en', null, 'https://x/r').text).toBe(
      'Hello there,\n\nSomeone asked to reset the password of your Harlem Guide account. If it was you, open this link within one hour:\n\nhttps://x/r\n\nIf it was not you, ignore this email: your password stays the same.',
    );
  });

  it('welcomes an account made on a Spanish page in Spanish', async () => {
    const outcome = await createAccount(
      { email: 'sofia@example.com', password: PASSWORD, firstName: 'Sofía', lastName: null, role: 'user' },
      '203.0.113.40',
      'es',
    );
    expect(outcome.ok).toBe(true);
    const mail = await mailTo('sofia@example.com', 'welcome');
    expect(mail.subject).toBe('Bienvenido a Harlem Guide');
    expect(mail.textBody).toBe(
      'Hola, Sofía:\n\nTu cuenta de Harlem Guide está lista. Guarda tus lugares favoritos, inscríbete en eventos y planea tu viaje al Alto Manhattan.\n\n¡Nos vemos en Harlem!',
    );
  });

  it('sends the reset link in the language the member chose, whatever the page', async () => {
    const outcome = await createAccount(
      { email: 'camille@example.com', password: PASSWORD, firstName: 'Camille', lastName: 'Roux', role: 'user' },
      '203.0.113.41',
    );
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    await storeLanguage(db, outcome.userId, 'fr');
    let language = '';
    const linkFor = (token: string, locale: string) => ((language = locale), `https://x/${locale}/reset-password?token=${token}`);
    expect(await requestPasswordReset('camille@example.com', '203.0.113.42', linkFor, 'en')).toBe('sent');
    expect(language).toBe('fr');
    const mail = await mailTo('camille@example.com', 'password_reset');
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Harlem Guide');
    expect(mail.textBody).toMatch(
      /^Bonjour Camille,\n\nQuelqu’un a demandé la réinitialisation du mot de passe de votre compte Harlem Guide\. Si c’est vous, ouvrez ce lien dans l’heure qui vient\u00a0:\n\nhttps:\/\/x\/fr\/reset-password\?token=\S+\n\nSi ce n’est pas vous, ignorez ce message\u00a0: votre mot de passe reste inchangé\.$/,
    );
  });

  it('writes to a member without a chosen language in the language of the asking page', async () => {
    const outcome = await createAccount(
      { email: 'luis@example.com', password: PASSWORD, firstName: 'Luis', lastName: 'Ortiz', role: 'user' },
      '203.0.113.43',
    );
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    expect(
      await requestPasswordReset('luis@example.com', '203.0.113.44', (token) => `https://x/es/reset-password?token=${token}`, 'es'),
    ).toBe('sent');
    const mail = await mailTo('luis@example.com', 'password_reset');
    expect(mail.subject).toBe('Restablece tu contraseña de Harlem Guide');
    expect(mail.textBody).toContain('Hola, Luis:\n\nAlguien pidió restablecer la contraseña');
  });
});

describe('an email in the language the member stored', () => {
  it('writes a donation receipt in Spanish for a member who chose Spanish, though the gift was made on an English page', async () => {
    const outcome = await createAccount(
      { email: 'marisol@example.com', password: PASSWORD, firstName: 'Marisol', lastName: 'Vega', role: 'user' },
      '203.0.113.45',
    );
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    await storeLanguage(db, outcome.userId, 'es');
    const [gift] = await db
      .insert(schema.donations)
      .values({
        userId: outcome.userId,
        amountCents: 5000,
        donorEmail: 'marisol@example.com',
        donorName: 'Marisol Vega',
        status: 'paid',
        paidAt: new Date('2026-12-05T17:00:00Z'),
      })
      .returning();
    const mail = await donationReceipt(db, gift.id, { origin: 'https://x', manageToken: null, locale: 'en' });
    const amount = moneyIn('es', 5000);
    expect(mail?.subject).toBe(`Gracias por tu donación: ${amount}`);
    expect(mail?.text).toBe(
      `Hola, Marisol Vega:\n\nGracias por tu donación de ${amount}.\n\nRecibo: donación n.º ${gift.id}, ${amount}, pagada el 5 de diciembre de 2026.\n\nHarlem Guide`,
    );
  });

  it('dates a receipt on New York clocks: an evening gift is paid that day, not the next', async () => {
    const [gift] = await db
      .insert(schema.donations)
      .values({
        amountCents: 2500,
        donorEmail: 'evening@example.com',
        donorName: 'Ada Evening',
        status: 'paid',
        // 9:30 PM on December 5 in New York.
        paidAt: new Date('2026-12-06T02:30:00Z'),
      })
      .returning();
    const english = await donationReceipt(db, gift.id, { origin: 'https://x', manageToken: null, locale: 'en' });
    expect(english?.text).toContain(`Receipt: donation #${gift.id}, $25.00, paid 2026-12-05.`);
    const french = await donationReceipt(db, gift.id, { origin: 'https://x', manageToken: null, locale: 'fr' });
    expect(french?.text).toContain('payé le 5 décembre 2026.');
  });

  it('tells a realtor who chose French about an inquiry in French; one without an account in English', async () => {
    const outcome = await createAccount(
      { email: 'realtor@example.com', password: PASSWORD, firstName: 'Renée', lastName: 'Roux', role: 'user' },
      '203.0.113.46',
    );
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    await storeLanguage(db, outcome.userId, 'fr');
    const listing = { id: 1, title: 'Brownstone', address: '1 W 139th St', realtorName: 'Renée Roux' };
    const inquiry = { inquirerName: 'Ada', email: 'ada@example.com', phone: null, message: 'Samedi ?' };
    const property = await createProperty(db, { title: listing.title, address: listing.address, realtorName: listing.realtorName });
    await submitPropertyInquiry(db, { ...listing, id: property.id, realtorEmail: 'Realtor@example.com' }, inquiry, 'https://x/property/1');
    const mail = await mailTo('Realtor@example.com', 'property_inquiry');
    expect(mail.subject).toBe('Nouvelle demande : Brownstone');
    expect(mail.textBody).toBe(
      'Bonjour Renée Roux,\n\nAda a posé une question sur « Brownstone » (1 W 139th St) dans le guide de Harlem.\n\nE-mail : ada@example.com\nTéléphone : non indiqué\n\nSamedi ?\n\nAnnonce : https://x/property/1',
    );
    expect(realtorInquiryMail(listing, inquiry, 'https://x/property/1')).toEqual({
      subject: 'New inquiry: Brownstone',
      text: 'Hello Renée Roux,\n\nAda asked about "Brownstone" (1 W 139th St) on the Harlem guide.\n\nEmail: ada@example.com\nPhone: not given\n\nSamedi ?\n\nListing: https://x/property/1',
    });
  });
});
