/**
 * The public inboxes: contact messages, advertising and sponsorship inquiries, inquiries about a
 * listing and partner program applications. Anyone may send them; each has the honeypot (bots are
 * told it worked, nothing is stored) and a limit per address; admins read what is stored.
 */
import {
  AdvertisingInquirySchema,
  ContactFormSchema,
  PartnershipApplicationSchema,
  PropertyInquirySchema,
  PROPERTY_INQUIRY_MESSAGES,
  SponsorshipInquirySchema,
} from '../lib/schemas/inboxes.ts';
import { localizePath } from '../lib/i18n/locales.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { getDb } from '../lib/server/db/client.ts';
import { HttpError } from '../lib/server/http/errors.ts';
import { absoluteUrl } from '../lib/server/http/site-url.ts';
import { advertisingInquiryToMessage, contactPriorityOf, createContactMessage } from '../lib/server/inboxes/contact.ts';
import { applyForPartnership, PARTNER_PAGE_SENT, PARTNERSHIP_LIMIT } from '../lib/server/inboxes/partnerships.ts';
import { listCommunityBoards } from '../lib/server/reference/boards.ts';
import { submitPropertyInquiry } from '../lib/server/inboxes/property-inquiries.ts';
import { submitSponsorshipInquiry } from '../lib/server/inboxes/sponsorship.ts';
import { getProperty } from '../lib/server/properties/properties.ts';
import { LIMITS } from '../lib/server/security/rate-limit.ts';

/** Where a sent form lands, and what a bot that filled the honeypot is told too. */
const sentTo = (redirect: string) => () => ({ redirect });

/** The Harlem Week inquiry lands on its thank-you notice, not the tier cards above it; the year chosen stays. */
function sponsorshipSent(page: URL): string {
  const year = page.searchParams.get('year');
  return `/harlem-week?${year ? `year=${encodeURIComponent(year)}&` : ''}sent=1#sponsor-inquiry`;
}

export const inboxes = {
  contact: defineFormAction({
    changes: 'nothing public',
    input: ContactFormSchema,
    spam: sentTo('/contact-us?sent=1'),
    limit: { name: 'contact', limit: LIMITS.publicForm },
    handler: async ({ homepage: _bot, ...message }, { user }) => {
      // Priority support (a Premium benefit): the member's plan decides, never the form.
      const db = getDb();
      await createContactMessage(db, message, { priority: await contactPriorityOf(db, user) });
      return { redirect: '/contact-us?sent=1' };
    },
  }),

  advertising: defineFormAction({
    changes: 'nothing public',
    input: AdvertisingInquirySchema,
    spam: sentTo('/advertise-with-us/inquiry?sent=1'),
    limit: { name: 'advertising', limit: LIMITS.publicForm },
    handler: async (inquiry, { context }) => {
      await createContactMessage(getDb(), advertisingInquiryToMessage(inquiry));
      return { redirect: localizePath(context.locals.locale, '/advertise-with-us/inquiry?sent=1') };
    },
  }),

  sponsorship: defineFormAction({
    changes: 'nothing public',
    input: SponsorshipInquirySchema,
    spam: () => ({ redirect: '/harlem-week?sent=1#sponsor-inquiry' }),
    limit: { name: 'sponsorship', limit: LIMITS.publicForm },
    handler: async (inquiry, { context }) => {
      await submitSponsorshipInquiry(getDb(), inquiry, context.locals.locale);
      return { redirect: sponsorshipSent(context.url) };
    },
  }),

  /** An inquiry about an active listing, linked to the member when signed in, passed on to the realtor. */
  property: defineFormAction({
    changes: 'nothing public',
    input: PropertyInquirySchema,
    spam: (raw) => ({ redirect: `/property/${encodeURIComponent(String(raw.propertyId ?? ''))}?sent=1#inquire` }),
    limit: { name: 'property-inquiry', limit: LIMITS.publicForm },
    handler: async ({ propertyId, homepage: _bot, ...inquiry }, { context, user }) => {
      const db = getDb();
      const property = await getProperty(db, propertyId);
      if (!property) throw new HttpError(404, PROPERTY_INQUIRY_MESSAGES.notFound);
      await submitPropertyInquiry(db, property, inquiry, absoluteUrl(context, `/property/${property.id}`), user?.id ?? null);
      return { redirect: `/property/${property.id}?sent=1#inquire` };
    },
  }),

  partnership: defineFormAction({
    changes: 'nothing public',
    input: PartnershipApplicationSchema,
    spam: sentTo(PARTNER_PAGE_SENT),
    limit: PARTNERSHIP_LIMIT,
    handler: async (application, { context, user }) => {
      const db = getDb();
      await applyForPartnership(db, application, {
        boards: await listCommunityBoards(db),
        submittedBy: user?.id ?? null,
        locale: context.locals.locale,
      });
      return { redirect: PARTNER_PAGE_SENT };
    },
  }),
};
