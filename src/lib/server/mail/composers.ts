/**
 * The mails written as intents (outbox.ts MailIntent): each composer writes its mail from the
 * committed state, once the batch that wrote the intent is committed, or answers null when there
 * is nothing to say any more (the ticket was never issued, the plan was cancelled meanwhile).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { partnershipPlans, partnerSubscriptions, tickets, users } from '#db/schema.ts';
import { isLocale } from '#lib/i18n/locales.ts';
import type { Database } from '../db/client.ts';
import { LIVE_PARTNER_STATUSES } from '../advertising/partner-plan.ts';
import { composeBookingConfirmation } from '../bookings/bookings.ts';
import { donationReceipt } from '../donations/donation-mail.ts';
import { refundedSeatMail, ticketMail } from '../events/ticket-mail.ts';
import { composeHoldReleased } from '../events/tickets.ts';
import { composeSeatOffer } from '../events/waitlist-seats.ts';
import { composeRegistrationConfirmation } from '../events/registrations.ts';
import { listingPaidMail } from '../listings/listing-mail.ts';
import { partnerWelcomeMail } from '../plans/partner-mail.ts';
import { uploadReceiptMail } from '../uploads/upload-mail.ts';
import { composeUploadDecision } from '../uploads/upload-review.ts';
import type { ComposeMail } from './deliver-mail.ts';
import type { Mail } from './mail.ts';
import { recipientLanguageIn } from './recipient-language.ts';

type Args = Record<string, unknown>;
const text = (args: Args, name: string): string => String(args[name] ?? '');
const number = (args: Args, name: string): number => Number(args[name]);

const COMPOSERS: Record<string, (db: Database, args: Args) => Promise<Mail | null>> = {
  /** The ticket a paid Checkout Session issued. */
  event_ticket: async (db, args) => {
    const [ticket] = await db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.stripeCheckoutSessionId, text(args, 'sessionId')))
      .limit(1);
    return ticket ? ticketMail(db, ticket.id, text(args, 'origin')) : null;
  },
  /** A payment that came for a seat already released, refunded. */
  refunded_seat: (db, args) => refundedSeatMail(db, number(args, 'registrationId'), number(args, 'amountCents')),
  /** The receipt of a paid gift (with the link that stops a monthly one). */
  donation_receipt: (db, args) =>
    donationReceipt(db, number(args, 'donationId'), {
      origin: text(args, 'origin'),
      manageToken: (args.manageToken as string | null) ?? null,
      locale: isLocale(args.locale) ? args.locale : 'en',
    }),
  /** A listing plan paid. */
  listing_paid: (db, args) => listingPaidMail(db, number(args, 'paymentId'), text(args, 'origin')),
  /** A booking confirmed (not one refunded because its slot filled meanwhile). */
  booking_confirmed: (db, args) => composeBookingConfirmation(db, { args }),
  /** A seat held for payment that went back on sale unpaid. */
  hold_released: (db, args) => composeHoldReleased(db, { args }),
  /** A free seat confirmed, with its ticket. */
  registration_confirmation: (db, args) => composeRegistrationConfirmation(db, { args }),
  /** A seat offered from the waitlist (not one passed on or taken meanwhile). */
  waitlist_seat: (db, args) => composeSeatOffer(db, { args }),
  /** A paid upload: its receipt, and the review's decision (published, or refused and refunded). */
  upload_receipt: (db, args) =>
    uploadReceiptMail(
      db,
      number(args, 'uploadId'),
      args.payerId === null || args.payerId === undefined ? null : number(args, 'payerId'),
      text(args, 'origin'),
    ),
  upload_decision: (db, args) => composeUploadDecision(db, { args }),
  /** A partnership plan that started (not one cancelled as a duplicate meanwhile). */
  partnership_welcome: async (db, args) => {
    const [plan] = await db
      .select({
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        name: partnershipPlans.name,
        periodEnd: partnerSubscriptions.currentPeriodEnd,
      })
      .from(partnerSubscriptions)
      .innerJoin(users, eq(users.id, partnerSubscriptions.userId))
      .innerJoin(partnershipPlans, eq(partnershipPlans.id, partnerSubscriptions.planId))
      .where(
        and(
          eq(partnerSubscriptions.stripeSubscriptionId, text(args, 'subscriptionId')),
          inArray(partnerSubscriptions.status, [...LIVE_PARTNER_STATUSES]),
        ),
      )
      .limit(1);
    if (!plan?.periodEnd) return null;
    return {
      to: plan.email,
      kind: 'partnership_welcome',
      ...partnerWelcomeMail(await recipientLanguageIn(db, plan.userId), plan.firstName, plan.name, plan.periodEnd),
    };
  },
};

/** Composes an intent with its composer; an unknown kind is an error (the delivery retries, then gives up). */
export const composeMail: ComposeMail = async (db, intent) => {
  const composer = COMPOSERS[intent.kind];
  if (!composer) throw new Error(`No composer for mail ${intent.kind}`);
  return composer(db, intent.args);
};
