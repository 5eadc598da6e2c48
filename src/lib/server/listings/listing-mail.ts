/** Emails about paid listings: the receipt when a plan is paid, and the renewal reminder before it ends. */
import { eq, inArray, sql } from 'drizzle-orm';
import { businesses, businessListingPayments, listingPlans, users } from '#db/schema.ts';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { formatLongDayIn, formatPriceIn } from '#lib/i18n/format.ts';
import { MAIL_SIGNATURE, mailGreeting } from '#lib/i18n/localized/mail.ts';
import type { Database } from '../db/client.ts';
import type { Mail } from '../mail/mail.ts';
import { recipientLanguagesIn } from '../mail/recipient-language.ts';
import {
  mail_listing_business_page,
  mail_listing_dashboard,
  mail_listing_paid_subject,
  mail_listing_paid_thanks,
  mail_listing_premium_until,
  mail_listing_renew,
  mail_listing_reminder_body,
  mail_listing_reminder_subject,
  mail_listing_will_remind,
} from '#paraglide/messages.js';

/** What the mails need about payments, in one query: who paid, for which business and plan, until when. */
async function paymentFacts(db: Database, paymentIds: number[]) {
  if (paymentIds.length === 0) return [];
  const rows = await db
    .select({
      email: sql<string | null>`coalesce(${users.email}, (select o.email from users o where o.id = ${businesses.ownerId}))`,
      userId: sql<number | null>`coalesce(${users.id}, ${businesses.ownerId})`,
      firstName: users.firstName,
      businessId: businesses.id,
      businessName: businesses.name,
      planName: sql<string>`coalesce(${listingPlans.name}, ${businessListingPayments.planType})`,
      paymentId: businessListingPayments.id,
      amountCents: businessListingPayments.amountCents,
      expiresAt: businessListingPayments.expiresAt,
    })
    .from(businessListingPayments)
    .innerJoin(businesses, eq(businesses.id, businessListingPayments.businessId))
    .leftJoin(users, eq(users.id, businessListingPayments.userId))
    .leftJoin(listingPlans, eq(listingPlans.id, businessListingPayments.listingPlanId))
    .where(inArray(businessListingPayments.id, paymentIds));
  const found = rows.flatMap((row) => (row.email && row.expiresAt ? [{ ...row, email: row.email, expiresAt: row.expiresAt }] : []));
  const languageOf = await recipientLanguagesIn(
    db,
    found.map((row) => row.userId),
  );
  return found.map((row) => ({ ...row, locale: languageOf(row.userId) }));
}

/** The receipt of a paid listing plan, in the payer's language. */
export async function listingPaidMail(db: Database, paymentId: number, origin: string): Promise<Mail | null> {
  const [facts] = await paymentFacts(db, [paymentId]);
  if (!facts) return null;
  const { locale } = facts;
  const t = { locale };
  const names = { plan: facts.planName, business: facts.businessName };
  return {
    to: facts.email,
    kind: 'listing_payment_receipt',
    subject: mail_listing_paid_subject(names, t),
    text: [
      mailGreeting(locale, facts.firstName),
      '',
      mail_listing_paid_thanks({ ...names, amount: formatPriceIn(locale, facts.amountCents) }, t),
      mail_listing_premium_until({ business: facts.businessName, date: formatLongDayIn(locale, facts.expiresAt) }, t),
      '',
      mail_listing_business_page({ link: `${origin}${localizePath(locale, `/business/${facts.businessId}`)}` }, t),
      mail_listing_dashboard({ link: `${origin}${localizePath(locale, '/business-dashboard')}` }, t),
      '',
      mail_listing_will_remind({}, t),
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}

/** The reminders 30 days before paid listings end, one per payment, each in its recipient's language. */
export async function renewalReminderMails(
  db: Database,
  paymentIds: number[],
  origin: string,
): Promise<{ paymentId: number; mail: Mail }[]> {
  return (await paymentFacts(db, paymentIds)).map((facts) => ({
    paymentId: facts.paymentId,
    mail: reminderMail(facts.locale, facts, origin),
  }));
}

function reminderMail(
  locale: Locale,
  facts: { email: string; firstName: string | null; businessName: string; planName: string; expiresAt: Date },
  origin: string,
): Mail {
  const t = { locale };
  const date = formatLongDayIn(locale, facts.expiresAt);
  return {
    to: facts.email,
    kind: 'listing_renewal_reminder',
    subject: mail_listing_reminder_subject({ business: facts.businessName, date }, t),
    text: [
      mailGreeting(locale, facts.firstName),
      '',
      mail_listing_reminder_body({ plan: facts.planName, business: facts.businessName, date }, t),
      '',
      mail_listing_renew({ link: `${origin}${localizePath(locale, '/business-listing-pricing#pricing')}` }, t),
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}
