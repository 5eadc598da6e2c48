/** The receipt of a donation, in the donor's language; a monthly gift's receipt says how to change or stop it. */
import { eq } from 'drizzle-orm';
import { donations } from '#db/schema.ts';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { formatLongDayIn, formatPriceIn } from '#lib/i18n/format.ts';
import { MAIL_SIGNATURE } from '#lib/i18n/localized/mail.ts';
import { toNewYorkParts } from '#lib/domain/time.ts';
import type { Database } from '../db/client.ts';
import type { Mail } from '../mail/mail.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import {
  mail_donation_anonymous,
  mail_donation_dear,
  mail_donation_dear_friend,
  mail_donation_manage,
  mail_donation_receipt,
  mail_donation_receipt_monthly,
  mail_donation_subject,
  mail_donation_subject_monthly,
  mail_donation_thanks,
  mail_donation_thanks_monthly,
} from '#paraglide/messages.js';

/** The New York day a gift was paid, as each language's receipt writes it (English receipts have always given the ISO date). */
const RECEIPT_DAY: Record<Locale, (paid: Date) => string> = {
  en: (paid) => toNewYorkParts(paid).date,
  es: (paid) => formatLongDayIn('es', paid),
  fr: (paid) => formatLongDayIn('fr', paid),
};

/** `locale` is the language of the page the gift was made on, for a donor without an account. */
export async function donationReceipt(
  db: Database,
  donationId: number,
  options: { origin: string; manageToken: string | null; locale?: Locale },
): Promise<Mail | null> {
  const [gift] = await db.select().from(donations).where(eq(donations.id, donationId)).limit(1);
  if (!gift) return null;
  const locale = await recipientLanguageIn(db, gift.userId, options.locale);
  const t = { locale };
  const amount = formatPriceIn(locale, gift.amountCents);
  const paid = gift.paidAt ? RECEIPT_DAY[locale](gift.paidAt) : '';
  const lines = [
    gift.isAnonymous || !gift.donorName ? mail_donation_dear_friend({}, t) : mail_donation_dear({ name: gift.donorName }, t),
    '',
    gift.isRecurring ? mail_donation_thanks_monthly({ amount }, t) : mail_donation_thanks({ amount }, t),
    gift.isAnonymous ? mail_donation_anonymous({}, t) : '',
    '',
    (gift.isRecurring ? mail_donation_receipt_monthly : mail_donation_receipt)({ id: gift.id, amount, date: paid }, t),
    ...(gift.isRecurring && options.manageToken
      ? ['', mail_donation_manage({ link: `${options.origin}${localizePath(locale, `/donate/manage?token=${options.manageToken}`)}` }, t)]
      : []),
    '',
    MAIL_SIGNATURE,
  ].filter((line, index, all) => line !== '' || all[index - 1] !== '');
  return {
    to: gift.donorEmail,
    kind: 'donation_receipt',
    subject: (gift.isRecurring ? mail_donation_subject_monthly : mail_donation_subject)({ amount }, t),
    text: lines.join('\n'),
  };
}
