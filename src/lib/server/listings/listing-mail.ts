/** Emails about paid listings: the receipt when a plan is paid, and the renewal reminder before it ends. */
import { eq, inArray, sql } from 'drizzle-orm';
import { businesses, businessListingPayments, listingPlans, users } from '../../../../db/schema.ts';
import { formatLongDay } from '../../domain/event-format.ts';
import { formatPrice } from '../../domain/money.ts';
import type { Database } from '../db/client.ts';
import type { Mail } from '../mail/outbox.ts';


/** What the mails need about payments, in one query: who paid, for which business and plan, until when. */
async function paymentFacts(db: Database, paymentIds: number[]) {
  if (paymentIds.length === 0) return [];
  const rows = await db
    .select({
      email: sql<string | null>`coalesce(${users.email}, (select o.email from users o where o.id = ${businesses.ownerId}))`,
      firstName: users.firstName,
      businessId: businesses.id,
      businessName: businesses.name,
      planName: sql<string>`coalesce(${listingPlans.name}, ${businessListingPayments.planType})`,
      amountCents: businessListingPayments.amountCents,
      expiresAt: businessListingPayments.expiresAt,
    })
    .from(businessListingPayments)
    .innerJoin(businesses, eq(businesses.id, businessListingPayments.businessId))
    .leftJoin(users, eq(users.id, businessListingPayments.userId))
    .leftJoin(listingPlans, eq(listingPlans.id, businessListingPayments.listingPlanId))
    .where(inArray(businessListingPayments.id, paymentIds));
  return rows.flatMap((row) => (row.email && row.expiresAt ? [{ ...row, email: row.email, expiresAt: row.expiresAt }] : []));
}

/** The receipt of a paid listing plan. */
export async function listingPaidMail(db: Database, paymentId: number, origin: string): Promise<Mail | null> {
  const [facts] = await paymentFacts(db, [paymentId]);
  if (!facts) return null;
  return {
    to: facts.email,
    kind: 'listing_payment_receipt',
    subject: `Payment received: ${facts.planName} listing for ${facts.businessName}`,
    text: [
      `Hello ${facts.firstName ?? 'there'},`,
      '',
      `Thank you: we received ${formatPrice(facts.amountCents)} for the ${facts.planName} listing of ${facts.businessName}.`,
      `${facts.businessName} is now a premium listing in the Harlem Guide directory until ${formatLongDay(facts.expiresAt)}.`,
      '',
      `Your business page: ${origin}/business/${facts.businessId}`,
      `Your business dashboard: ${origin}/business-dashboard`,
      '',
      'We will remind you 30 days before the listing ends.',
      '',
      'Harlem Guide',
    ].join('\n'),
  };
}

/** The reminders 30 days before paid listings end, one per payment. */
export async function renewalReminderMails(db: Database, paymentIds: number[], origin: string): Promise<Mail[]> {
  return (await paymentFacts(db, paymentIds)).map((facts) => ({
    to: facts.email,
    kind: 'listing_renewal_reminder',
    subject: `Your premium listing for ${facts.businessName} ends on ${formatLongDay(facts.expiresAt)}`,
    text: [
      `Hello ${facts.firstName ?? 'there'},`,
      '',
      `The ${facts.planName} listing of ${facts.businessName} ends on ${formatLongDay(facts.expiresAt)}. After that the business returns to a basic listing.`,
      '',
      `Renew or choose another plan: ${origin}/business-listing-pricing#pricing`,
      '',
      'Harlem Guide',
    ].join('\n'),
  }));
}
