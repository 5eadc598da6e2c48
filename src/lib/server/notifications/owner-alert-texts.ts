/**
 * What the owner alerts say (issue 33), in the recipient's language: a short title, one sentence,
 * and the page it is about (a path on this site, in English; pages put it in the reader's
 * language). People's texts (a business's name, a review's title, a guest's name) stay as written.
 */
import type { Locale } from '#lib/i18n/locales.ts';
import { clockTimeIn, longDateIn, moneyIn } from '#lib/i18n/format.ts';
import { newYorkDateTimeIn } from '#lib/i18n/localized/mail.ts';
import { toNewYorkParts } from '#lib/domain/time.ts';
import * as m from '#paraglide/messages.js';

type Said = { title: string; body: string; url: string };
const cut = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A rating as five stars, filled for each star given: "★★☆☆☆". */
export const starsOf = (rating: number) => '★'.repeat(rating) + '☆'.repeat(Math.max(0, 5 - rating));

type Review = { rating: number; title: string };

/** A member reviewed the owner's business. */
export const ownerReviewText = (locale: Locale, business: string, review: Review): Said => ({
  title: cut(m.alerts_n_owner_review_title({ business, rating: review.rating }, { locale })),
  body: cut(m.alerts_n_owner_review_body({ stars: starsOf(review.rating), rating: review.rating, title: review.title }, { locale })),
  url: '/business-dashboard?tab=reviews',
});

/** A reviewer changed a review the owner had already answered (the product has no answer to an owner's reply: this is the reviewer's answer). */
export const ownerReviewEditedText = (locale: Locale, business: string, review: Review): Said => ({
  title: cut(m.alerts_n_owner_edited_title({ business }, { locale })),
  body: cut(m.alerts_n_owner_edited_body({ stars: starsOf(review.rating), rating: review.rating, title: review.title }, { locale })),
  url: '/business-dashboard?tab=reviews',
});

/** A booking of one of the owner's services was confirmed. */
export const ownerBookingText = (locale: Locale, booking: { service: string; guest: string; startsAt: Date }): Said => ({
  title: cut(m.alerts_n_owner_booking_title({ service: booking.service }, { locale })),
  body: cut(m.alerts_n_owner_booking_body({ guest: booking.guest, when: newYorkDateTimeIn(locale, booking.startsAt) }, { locale })),
  url: '/business-dashboard?tab=events',
});

/** What a gathering ticket-sales alert keeps in its row's data: the event, the start of the hour of its first sale, and how many were sold since. */
export type TicketSalesData = { eventId: number; event: string; since: number; count: number };

/** Tickets sold for one of the owner's events since the hour of the first (New York clocks). */
export const ownerTicketSalesText = (locale: Locale, sales: TicketSalesData): Said => {
  const since = toNewYorkParts(new Date(sales.since));
  return {
    title: cut(m.alerts_n_owner_sales_title({ count: sales.count, event: sales.event }, { locale })),
    body: m.alerts_n_owner_sales_body({ time: clockTimeIn(locale, since.time), date: longDateIn(locale, since.date) }, { locale }),
    url: '/business-dashboard?tab=events',
  };
};

/** The team decided the member's claim of a listing, or their new listing. */
export const claimDecidedText = (locale: Locale, claim: { business: string; kind: 'claim' | 'new'; approved: boolean }): Said => {
  const { business } = claim;
  if (claim.approved)
    return {
      title: cut((claim.kind === 'new' ? m.alerts_n_listing_approved_title : m.alerts_n_claim_approved_title)({ business }, { locale })),
      body: m.alerts_n_claim_approved_body({}, { locale }),
      url: '/business-dashboard',
    };
  return {
    title: cut((claim.kind === 'new' ? m.alerts_n_listing_refused_title : m.alerts_n_claim_refused_title)({ business }, { locale })),
    body: m.alerts_n_claim_refused_body({}, { locale }),
    url: '/contact-us',
  };
};

/** Stripe paid out to the owner's bank, or could not. */
export const ownerPayoutText = (locale: Locale, payout: { amountCents: number; arrivesAt: Date; failed: boolean }): Said => {
  const amount = moneyIn(locale, payout.amountCents);
  return payout.failed
    ? {
        title: cut(m.alerts_n_owner_payout_failed_title({ amount }, { locale })),
        body: cut(m.alerts_n_owner_payout_failed_body({ amount }, { locale })),
        url: '/business-dashboard?tab=payments',
      }
    : {
        title: cut(m.alerts_n_owner_payout_paid_title({ amount }, { locale })),
        body: cut(
          m.alerts_n_owner_payout_paid_body({ amount, date: longDateIn(locale, toNewYorkParts(payout.arrivesAt).date) }, { locale }),
        ),
        url: '/business-dashboard?tab=payments',
      };
};

/** Stripe asks for more before the business can keep selling or getting paid. */
export const ownerAccountText = (locale: Locale, business: string): Said => ({
  title: cut(m.alerts_n_owner_account_title({}, { locale })),
  body: cut(m.alerts_n_owner_account_body({ business }, { locale })),
  url: '/business-dashboard?tab=payments',
});
