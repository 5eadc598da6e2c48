/** Emails about paid listings: the receipt when a plan is paid, and the renewal reminder before it ends. */
import { eq, sql } from 'drizzle-orm';
import { businesses, businessListingPayments, listingPlans, users } from '../../../../db/schema.ts';
import { formatLongDate, toNewYorkIsoString } from '../../domain/event-format.ts';
import { formatPrice } from '../../domain/money.ts';
import type { Database } from '../db/client.ts';
import type { Mail } from '../mail/outbox.ts';

const longDate = (instant: Date) => formatLongDate(toNewYorkIsoString(instant).slice(0, 10));

/** What the mails need about one payment: who paid, for which business and plan, until when. */
async function paymentFacts(db: Database, paymentId: number) {
  const [row] = await db
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
    .where(eq(businessListingPayments.id, paymentId))
    .limit(1);
  return row?.email && row.expiresAt ? { ...row, email: row.email, expiresAt: row.expiresAt } : null;
}

/** The receipt of a paid listing plan. */
export async function listingPaidMail(db: Database, paymentId: number, origin: string): Promise<Mail | null> {
  const facts = await paymentFacts(db, paymentId);
  if (!facts) return null;
  return {
    to: facts.email,
    kind: 'listing_payment_receipt',
    subject: `Payment received: ${facts.planName} listing for ${facts.businessName}`,
    text: [
      `Hello ${facts.firstName ?? 'there'},`,
      '',
      `Thank you: we received ${formatPrice(facts.amountCents)} for the ${facts.planName} listing of ${facts.businessName}.`,
      `${facts.businessName} is now a premium listing in the Harlem Guide directory until ${longDate(facts.expiresAt)}.`,
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

/** The reminder 30 days before a paid listing ends. */
export async function renewalReminderMail(db: Database, paymentId: number, origin: string): Promise<Mail | null> {
  const facts = await paymentFacts(db, paymentId);
  if (!facts) return null;
  return {
    to: facts.email,
    kind: 'listing_renewal_reminder',
    subject: `Your premium listing for ${facts.businessName} ends on ${longDate(facts.expiresAt)}`,
    text: [
      `Hello ${facts.firstName ?? 'there'},`,
      '',
      `The ${facts.planName} listing of ${facts.businessName} ends on ${longDate(facts.expiresAt)}. After that the business returns to a basic listing.`,
      '',
      `Renew or choose another plan: ${origin}/business-listing-pricing#pricing`,
      '',
      'Harlem Guide',
    ].join('\n'),
  };
}
