/**
 * The scheduled job (a CLI command, an interval in the Node server, a Cron Trigger on Workers):
 * paid listings past their end revert to basic, owners get the renewal reminder 30 days before a
 * listing ends (once), seats held for payment past their hold go back on sale, waitlist offers
 * past their day pass to the next in line, and checkouts
 * never finished are marked expired, and opening times are rolled a week ahead; members get their
 * event reminders, weekly digest and (Premium) monthly neighborhood guide. Each step is a conditional write, so two runs at once, or a
 * run repeated, change nothing twice.
 */
import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { businesses, businessListingPayments, donations } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { refreshDueOpenIntervals } from '../businesses/open-intervals.ts';
import { extendDueSeries } from '../events/series.ts';
import { releaseLapsedHolds } from '../events/tickets.ts';
import { passOnLapsedOffers } from '../events/waitlist-seats.ts';
import { recomputeListings } from '../listings/listing-payments.ts';
import { renewalReminderMails } from '../listings/listing-mail.ts';
import { mailStatement, outboxIdsOf } from '../mail/outbox.ts';
import { deliverDueMail, deliverMail } from '../mail/deliver-mail.ts';
import { composeMail } from '../mail/composers.ts';
import { createEventReminders } from '../notifications/event-reminders.ts';
import { notifyListingsExpiring } from '../notifications/listing-notices.ts';
import { sendWeeklyDigests } from '../notifications/weekly-digest.ts';
import { sendMonthlyGuides } from '../notifications/monthly-guide.ts';
import { deliverDue } from '../notifications/deliver.ts';
import { refundRefusedUploads } from '../uploads/upload-review.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Renewal reminders go out this long before a listing ends (decisions). */
export const RENEWAL_REMINDER_DAYS = 30;
/** Listings ended in one run of the job; more wait for the next run. */
export const LISTINGS_ENDED_PER_RUN = 200;
/** Checkout Sessions expire after 24 hours unpaid; a pledge older than this never completed. */
const UNFINISHED_CHECKOUT_MS = 25 * 60 * 60 * 1000;

export type JobReport = {
  listingsExpired: number;
  remindersSent: number;
  holdsReleased: number;
  /** Waitlist offers past their deadline (decision 019), and seats offered to the next in line. */
  offersExpired: number;
  seatsOffered: number;
  checkoutsExpired: number;
  openHoursRolledForward: number;
  /** Dates of repeating events added as the days pass. */
  occurrencesAdded: number;
  /** Notifications of tomorrow's events created for those registered (issue 17). */
  eventRemindersCreated: number;
  /** Weekly digests emailed (issue 17). */
  digestsSent: number;
  /** Monthly neighborhood guides emailed to Premium members (issue 35). */
  monthlyGuidesSent: number;
  /** Notifications due (issue 17): sent (centre, email, push), held for quiet hours, skipped (their topic is off). */
  notificationsDelivered: number;
  notificationsHeld: number;
  notificationsSkipped: number;
  /** Refunds asked for refused uploads the refusing request did not refund. */
  uploadRefunds: number;
  /** Mails the outbox still had due (mail/deliver-mail.ts): sent (or stored, without a provider), to retry, given up. */
  mailsSent: number;
  mailsRetrying: number;
  mailsFailed: number;
};

/** Whether a run changed what pages show (rolling opening times forward changes nothing shown yet). */
export const changedPages = (report: JobReport) =>
  report.listingsExpired +
    report.remindersSent +
    report.holdsReleased +
    report.offersExpired +
    report.seatsOffered +
    report.checkoutsExpired +
    report.occurrencesAdded >
  0;

export async function runScheduledJobs(db: Database, options: { stripe: Stripe | null; origin: string; now?: Date }): Promise<JobReport> {
  const now = options.now ?? new Date();
  const nowMs = now.getTime();

  // 1. Listings past their end: the payment is expired and the business recomputed (back to basic, or its next plan);
  // at most LISTINGS_ENDED_PER_RUN a run, the rest in the next (each step is bounded, so a run fits a Worker's CPU time).
  const pastEnd = and(eq(businessListingPayments.status, 'paid'), lte(businessListingPayments.expiresAt, now));
  const ended = await db
    .update(businessListingPayments)
    .set({ status: 'expired' })
    .where(
      and(
        pastEnd,
        inArray(
          businessListingPayments.id,
          db.select({ id: businessListingPayments.id }).from(businessListingPayments).where(pastEnd).limit(LISTINGS_ENDED_PER_RUN),
        ),
      ),
    )
    .returning({ businessId: businessListingPayments.businessId });
  if (ended.length > 0) await recomputeListings(db, nowMs, inArray(businesses.id, [...new Set(ended.map((row) => row.businessId))]));

  // 2. Renewal reminders, once per payment, for the listing that ends last: marked sent in the batch that writes the mails.
  const dueReminders = sql`status = 'paid' and renewal_reminder_sent_at is null
      and expires_at > ${nowMs} and expires_at <= ${nowMs + RENEWAL_REMINDER_DAYS * DAY_MS}
      and expires_at = (select max(q.expires_at) from business_listing_payments q where q.business_id = business_listing_payments.business_id and q.status = 'paid')`;
  const dueIds = (await db.all<{ id: number }>(sql`select id from business_listing_payments where ${dueReminders} limit 200`)).map(
    ({ id }) => Number(id),
  );
  const reminders = await renewalReminderMails(db, dueIds, options.origin);
  const [marked, ...reminderMails] =
    dueIds.length === 0
      ? [[]]
      : await db.batch([
          db.all<{ id: number }>(
            sql`update business_listing_payments set renewal_reminder_sent_at = ${nowMs} where ${inArray(businessListingPayments.id, dueIds)} and ${dueReminders} returning id`,
          ),
          ...reminders.map(({ paymentId, mail }) => mailStatement(db, mail, { dedupeKey: `listing_renewal_reminder:${paymentId}` })),
        ]);
  const remindedIds = (marked as { id: number }[]).map(({ id }) => Number(id));
  await deliverMail(db, outboxIdsOf(reminderMails));
  await notifyListingsExpiring(db, remindedIds, now);

  // 2b. Refused uploads whose refund was not made when they were refused.
  const uploadRefunds = await refundRefusedUploads(db, options.stripe, now);

  // 3. Seats held for payment past their hold.
  const holdsReleased = await releaseLapsedHolds(db, options.stripe, now, options.origin);

  // 3b. Waitlist offers past their deadline pass on; seats freed above go to the first in line.
  const { offersExpired, seatsOffered } = await passOnLapsedOffers(db, { now, origin: options.origin });

  // 4. Pledges and plan purchases whose Checkout never finished (the expired webhook may never have come).
  const stale = new Date(nowMs - UNFINISHED_CHECKOUT_MS);
  const [donationRows, listingRows] = await db.batch([
    db
      .update(donations)
      .set({ status: 'expired' })
      .where(and(eq(donations.status, 'pending'), lt(donations.createdAt, stale)))
      .returning({ id: donations.id }),
    db
      .update(businessListingPayments)
      .set({ status: 'expired' })
      .where(and(eq(businessListingPayments.status, 'pending'), lt(businessListingPayments.createdAt, stale)))
      .returning({ id: businessListingPayments.id }),
  ]);

  // 5. Opening times rolled a week ahead, a batch of businesses at a time.
  const openHoursRolledForward = await refreshDueOpenIntervals(db, now);

  // 6. Repeating events listed three months ahead, as the days pass.
  const occurrencesAdded = await extendDueSeries(db, now);

  // 7. Notifications (issue 17): tomorrow's events reminded to those registered.
  const eventRemindersCreated = await createEventReminders(db, now);
  // 8. The weekly digest of what's on near each member's favorites, once per ISO week.
  const digestsSent = await sendWeeklyDigests(db, { now, origin: options.origin });
  // 9. The monthly neighborhood guide of Premium members, once per New York month.
  const monthlyGuidesSent = await sendMonthlyGuides(db, { now, origin: options.origin });

  // Last: notifications due now, those the steps above made included.
  const notifications = await deliverDue(db, { now });
  const notificationReport = {
    notificationsDelivered: notifications.delivered,
    notificationsHeld: notifications.held,
    notificationsSkipped: notifications.skipped,
  };

  // Then every mail still due: written by a process that died before sending it, or waiting for a retry.
  const mail = await deliverDueMail(db, { now, compose: composeMail });

  return {
    eventRemindersCreated,
    digestsSent,
    monthlyGuidesSent,
    uploadRefunds,
    mailsSent: mail.sent + mail.stored,
    mailsRetrying: mail.retry,
    mailsFailed: mail.failed,
    listingsExpired: ended.length,
    remindersSent: remindedIds.length,
    holdsReleased,
    offersExpired,
    seatsOffered,
    checkoutsExpired: donationRows.length + listingRows.length,
    openHoursRolledForward,
    occurrencesAdded,
    ...notificationReport,
  };
}
