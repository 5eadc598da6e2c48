/**
 * What each kind of notification says (issue 17), in the member's language: a short title, one
 * sentence, and the page it is about (a path on this site, in English; pages put it in the
 * reader's language). People's texts (an event's title, a business's name) stay as written.
 */
import type { Locale } from '#lib/i18n/locales.ts';
import { formatPriceIn } from '#lib/i18n/format.ts';
import { longDateTimeIn, newYorkDateTimeIn } from '#lib/i18n/localized/mail.ts';
import * as m from '#paraglide/messages.js';

type Said = { title: string; body: string; url: string };
const cut = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** An event you registered for starts tomorrow. */
export const eventReminderText = (locale: Locale, event: { id: number; title: string; startsAt: Date }): Said => ({
  title: cut(m.alerts_n_reminder_title({ event: event.title }, { locale })),
  body: m.alerts_n_reminder_body({ when: longDateTimeIn(locale, event.startsAt) }, { locale }),
  url: `/events/${event.id}`,
});

/** A seat freed at a full event is held for you (the first in line). */
export const waitlistSeatText = (locale: Locale, event: { id: number; title: string }, deadline: Date): Said => ({
  title: cut(m.alerts_n_waitlist_title({ event: event.title }, { locale })),
  body: m.alerts_n_waitlist_body({ deadline: newYorkDateTimeIn(locale, deadline) }, { locale }),
  url: `/events/${event.id}/register`,
});

/** A business you favorited posted an event. */
export const favoriteEventText = (locale: Locale, business: string, event: { id: number; title: string; startsAt: Date }): Said => ({
  title: cut(m.alerts_n_favorite_title({ business }, { locale })),
  body: cut(m.alerts_n_favorite_body({ event: event.title, when: newYorkDateTimeIn(locale, event.startsAt) }, { locale })),
  url: `/events/${event.id}`,
});

/** The owner replied to your review. */
export const reviewReplyText = (locale: Locale, business: { id: number; name: string }): Said => ({
  title: cut(m.alerts_n_reply_title({ business: business.name }, { locale })),
  body: m.alerts_n_reply_body({}, { locale }),
  url: `/business/${business.id}#reviews`,
});

/** A message arrived (to an owner from a member, or the owner's reply to the member). */
export const messageText = (locale: Locale, business: string, from: string, url: string): Said => ({
  title: cut(m.alerts_n_message_title({ business }, { locale })),
  body: cut(m.alerts_n_message_body({ name: from }, { locale })),
  url,
});

/** A payment went through (its receipt is mailed by the payment's own effect). */
export const paymentSucceededText = (locale: Locale, cents: number): Said => ({
  title: m.alerts_n_paid_title({}, { locale }),
  body: m.alerts_n_paid_body({ amount: formatPriceIn(locale, cents) }, { locale }),
  url: '/dashboard',
});

/** A membership payment could not be taken. */
export const paymentFailedText = (locale: Locale): Said => ({
  title: m.alerts_n_failed_title({}, { locale }),
  body: m.alerts_n_failed_body({}, { locale }),
  url: '/settings#membership',
});

/** The owner's paid listing ends soon. */
export const listingExpiringText = (locale: Locale, business: string, endsAt: Date): Said => ({
  title: cut(m.alerts_n_listing_title({ business }, { locale })),
  body: m.alerts_n_listing_body({ date: longDateTimeIn(locale, endsAt) }, { locale }),
  url: '/business-listing-pricing',
});
