/**
 * Emails about paid uploads, each in its recipient's language: the receipt when the webhook
 * records the payment (to the payer), and the admin's decision (to the owner who uploaded it):
 * published, until when and where, or refused with the reason and the refund.
 */
import { eq, sql } from 'drizzle-orm';
import { businessUploads, businesses, users } from '#db/schema.ts';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { formatLongDayIn, formatPriceIn } from '#lib/i18n/format.ts';
import { MAIL_SIGNATURE, mailGreeting } from '#lib/i18n/localized/mail.ts';
import { uploadTierIn } from '#lib/i18n/localized/media.ts';
import type { Database } from '../db/client.ts';
import type { Mail } from '../mail/mail.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import {
  mail_listing_business_page,
  mail_upload_center,
  mail_upload_paid_subject,
  mail_upload_paid_thanks,
  mail_upload_published_body,
  mail_upload_published_spotlight,
  mail_upload_published_subject,
  mail_upload_receipt,
  mail_upload_refunded,
  mail_upload_refused_body,
  mail_upload_refused_reason,
  mail_upload_refused_subject,
  mail_upload_review_next,
} from '#paraglide/messages.js';

/** What the mails say about an upload, to whom (`recipientId`, else the uploader, else the business's owner), in their language. */
async function uploadFacts(db: Database, uploadId: number, recipientId: number | null) {
  const [row] = await db
    .select({ upload: businessUploads, businessName: businesses.name, ownerOfBusiness: businesses.ownerId })
    .from(businessUploads)
    .innerJoin(businesses, eq(businesses.id, businessUploads.businessId))
    .where(eq(businessUploads.id, uploadId));
  if (!row) return null;
  const toId = recipientId ?? row.upload.ownerId ?? row.ownerOfBusiness;
  if (toId === null) return null;
  const [person] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(sql`${users.id} = ${toId}`);
  if (!person) return null;
  const locale = await recipientLanguageIn(db, toId);
  return { ...row, person, locale };
}

type Facts = NonNullable<Awaited<ReturnType<typeof uploadFacts>>>;

const names = (facts: Facts, locale: Locale) => ({
  tier: uploadTierIn(locale, facts.upload.tier),
  business: facts.businessName,
  title: facts.upload.title,
});
const centerLink = (origin: string, locale: Locale) => `${origin}${localizePath(locale, '/business-uploads')}`;

/** The receipt of a paid upload, to whoever paid (the webhook's first delivery sends it). */
export async function uploadReceiptMail(db: Database, uploadId: number, payerId: number | null, origin: string): Promise<Mail | null> {
  const facts = await uploadFacts(db, uploadId, payerId);
  if (!facts?.upload.paidAt) return null;
  const { locale, upload } = facts;
  const t = { locale };
  const amount = formatPriceIn(locale, upload.priceCents);
  return {
    to: facts.person.email,
    kind: 'upload_payment_receipt',
    subject: mail_upload_paid_subject(names(facts, locale), t),
    text: [
      mailGreeting(locale, facts.person.firstName),
      '',
      mail_upload_paid_thanks({ ...names(facts, locale), amount }, t),
      mail_upload_receipt({ id: String(upload.id), amount, date: formatLongDayIn(locale, upload.paidAt!) }, t),
      '',
      mail_upload_review_next({}, t),
      '',
      mail_upload_center({ link: centerLink(origin, locale) }, t),
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}

/** The admin's decision, to the owner who uploaded it: published (until when, and the spotlight), or refused and refunded. */
export async function uploadDecisionMail(db: Database, uploadId: number, origin: string): Promise<Mail | null> {
  const facts = await uploadFacts(db, uploadId, null);
  if (!facts) return null;
  const { locale, upload } = facts;
  const t = { locale };
  const greeting = mailGreeting(locale, facts.person.firstName);
  if (upload.status === 'published' && upload.publishedUntil) {
    return {
      to: facts.person.email,
      kind: 'upload_published',
      subject: mail_upload_published_subject(names(facts, locale), t),
      text: [
        greeting,
        '',
        mail_upload_published_body({ ...names(facts, locale), date: formatLongDayIn(locale, upload.publishedUntil) }, t),
        ...(upload.spotlightUntil ? [mail_upload_published_spotlight({ date: formatLongDayIn(locale, upload.spotlightUntil) }, t)] : []),
        '',
        mail_listing_business_page({ link: `${origin}${localizePath(locale, `/business/${upload.businessId}`)}#showcase` }, t),
        '',
        MAIL_SIGNATURE,
      ].join('\n'),
    };
  }
  return {
    to: facts.person.email,
    kind: 'upload_refused',
    subject: mail_upload_refused_subject(names(facts, locale), t),
    text: [
      greeting,
      '',
      mail_upload_refused_body(names(facts, locale), t),
      ...(upload.refusalReason ? [mail_upload_refused_reason({ reason: upload.refusalReason }, t)] : []),
      mail_upload_refunded({ amount: formatPriceIn(locale, upload.priceCents) }, t),
      '',
      mail_upload_center({ link: centerLink(origin, locale) }, t),
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}
