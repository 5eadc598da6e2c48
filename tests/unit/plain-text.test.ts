/**
 * Control characters in what people type (issue 31): names, titles and subjects are one line, so
 * no CR, LF or NUL reaches an email subject; text of several lines keeps its line breaks and loses
 * NUL and the other controls; and the mail outbox writes every subject on one line.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { mailOutbox } from '#db/schema.ts';
import { toSingleLine, withoutControlCharacters } from '#lib/domain/plain-text.ts';
import { AdSchema } from '#lib/schemas/ads.ts';
import { InboxReplySchema } from '#lib/schemas/admin-tools.ts';
import { QuickRegisterSchema, RegisterSchema } from '#lib/schemas/auth.ts';
import { ServiceSchema } from '#lib/schemas/bookings.ts';
import { BusinessEditFields } from '#lib/schemas/business-edit.ts';
import { NewListingSchema } from '#lib/schemas/claims.ts';
import { SaveTranslationSchema } from '#lib/schemas/content-translations.ts';
import { RegistrationSchema } from '#lib/schemas/events.ts';
import { ContactFormSchema, SponsorshipInquirySchema } from '#lib/schemas/inboxes.ts';
import { RewardSchema } from '#lib/schemas/loyalty.ts';
import { MessageFormSchema } from '#lib/schemas/messages.ts';
import { EventFields } from '#lib/schemas/owner-events.ts';
import { MembershipPlanSchema } from '#lib/schemas/plans.ts';
import { ReviewFormSchema } from '#lib/schemas/reviews.ts';
import { ProfileSchema } from '#lib/schemas/settings.ts';
import { TourPointSchema, TourSchema } from '#lib/schemas/tours.ts';
import { videoFields } from '#lib/schemas/videos.ts';
import { sendMail } from '#lib/server/mail/outbox.ts';
import { useFreshDatabase } from '../helpers/database.ts';

const INJECTED = 'Ann\r\nBcc: eve@example.com\u0000\t\u2028Lee\u001b';
const ONE_LINE = 'Ann Bcc: eve@example.com Lee';
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

describe('one line and several lines', () => {
  it('turns breaks and tabs into a space and drops every other control character', () => {
    expect(toSingleLine(INJECTED)).toBe('Ann Bcc: eve@example.com Lee');
    expect(toSingleLine('Caf\u00e9 \u2014 Harlem \u00bd')).toBe('Caf\u00e9 \u2014 Harlem \u00bd');
    expect(withoutControlCharacters('Line one\r\nLine two\tend\u0000\u0007\u0085')).toBe('Line one\r\nLine two\tend');
  });
});

describe('single-line fields of every form', () => {
  const fields: [string, z.ZodObject, string][] = [
    ['sign-up first name', QuickRegisterSchema, 'firstName'],
    ['sign-up last name', QuickRegisterSchema, 'lastName'],
    ['register first name', RegisterSchema, 'firstName'],
    ['register last name', RegisterSchema, 'lastName'],
    ['settings first name', ProfileSchema, 'firstName'],
    ['settings last name', ProfileSchema, 'lastName'],
    ['registrant first name', RegistrationSchema, 'firstName'],
    ['registrant last name', RegistrationSchema, 'lastName'],
    ['review title', ReviewFormSchema, 'title'],
    ['event title', EventFields, 'title'],
    ['event location', EventFields, 'location'],
    ['ad title', AdSchema, 'title'],
    ['reward title', RewardSchema, 'title'],
    ['contact name', ContactFormSchema, 'name'],
    ['contact subject', ContactFormSchema, 'subject'],
    ['sponsor contact name', SponsorshipInquirySchema, 'contactName'],
    ['admin reply subject', InboxReplySchema, 'subject'],
    ['business name', BusinessEditFields, 'name'],
    ['new listing name', NewListingSchema, 'name'],
    ['message subject', MessageFormSchema, 'subject'],
    ['tour title', TourSchema, 'title'],
    ['tour point title', TourPointSchema, 'title'],
    ['bookable service name', ServiceSchema, 'name'],
    ['plan name', MembershipPlanSchema, 'name'],
  ];

  it.each(fields)('keeps the %s on one line without control characters', (_label, schema, field) => {
    const parsed = (schema.shape[field] as z.ZodType).parse(INJECTED);
    expect(parsed).toBe(ONE_LINE);
    expect(parsed).not.toMatch(CONTROLS);
  });

  it('keeps the line breaks of text of several lines, never NUL', () => {
    expect(ReviewFormSchema.shape.comment.parse('Great brunch.\r\nGo early.\u0000')).toBe('Great brunch.\r\nGo early.');
    expect(ContactFormSchema.shape.message.parse('Hello,\n\nThanks\u0000')).toBe('Hello,\n\nThanks');
  });

  it('keeps a video title and a title’s translation on one line', () => {
    const video = videoFields((name) => ({ title: INJECTED, description: 'One\nTwo\u0000' })[name] ?? '');
    expect(video).toMatchObject({ ok: true, value: { title: ONE_LINE, description: 'One\nTwo' } });
    const translated = SaveTranslationSchema.parse({ businessId: '1', key: 'event:3:title', language: 'es', text: INJECTED, next: '/' });
    expect(translated.text).toBe(ONE_LINE);
    const description = SaveTranslationSchema.parse({
      businessId: '1',
      key: 'event:3:description',
      language: 'es',
      text: 'Uno\nDos\u0000',
      next: '/',
    });
    expect(description.text).toBe('Uno\nDos');
  });
});

describe('the mail outbox', async () => {
  const { db } = await useFreshDatabase();

  it('writes a subject on one line, whatever it was made from', async () => {
    const id = await sendMail({
      to: 'realtor@example.com',
      subject: `New inquiry: Loft\r\nBcc: eve@example.com\u0000`,
      text: 'Line one\nLine two',
      kind: 'property_inquiry',
    });
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row.subject).toBe('New inquiry: Loft Bcc: eve@example.com');
    expect(row.textBody).toBe('Line one\nLine two');
  });
});
