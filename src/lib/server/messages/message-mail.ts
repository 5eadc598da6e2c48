/** Emails about messages, in the recipient's language: a business owner told of a member's message, a member told of the owner's reply. The message itself is quoted as written. */
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { MAIL_SIGNATURE, mailGreeting } from '#lib/i18n/localized/mail.ts';
import {
  mail_message_a_member,
  mail_message_dashboard,
  mail_message_subject,
  mail_message_subject_with,
  mail_message_wrote,
  mail_reply_intro,
  mail_reply_messages,
  mail_reply_subject,
} from '#paraglide/messages.js';

export function messageReceivedMail(input: {
  to: string;
  ownerName: string | null;
  businessName: string;
  from: { firstName: string | null; lastName: string | null };
  subject: string | null;
  content: string;
  origin: string;
  locale?: Locale;
}) {
  const locale = input.locale ?? 'en';
  const t = { locale };
  const business = input.businessName;
  const name =
    [input.from.firstName, input.from.lastName?.[0] ? `${input.from.lastName[0]}.` : null].filter(Boolean).join(' ') ||
    mail_message_a_member({}, t);
  return {
    to: input.to,
    subject: input.subject ? mail_message_subject_with({ business, subject: input.subject }, t) : mail_message_subject({ business }, t),
    text: [
      mailGreeting(locale, input.ownerName),
      '',
      mail_message_wrote({ name, business }, t),
      '',
      input.content,
      '',
      mail_message_dashboard({ link: `${input.origin.replace(/\/$/, '')}${localizePath(locale, '/business-dashboard?tab=messages')}` }, t),
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
    kind: 'business_message',
  };
}

export function replyReceivedMail(input: {
  to: string;
  firstName: string | null;
  businessName: string;
  subject: string;
  content: string;
  origin: string;
  locale?: Locale;
}) {
  const locale = input.locale ?? 'en';
  const t = { locale };
  const business = input.businessName;
  return {
    to: input.to,
    subject: mail_reply_subject({ business, subject: input.subject.replace(/^Re: /, '') }, t),
    text: [
      mailGreeting(locale, input.firstName),
      '',
      mail_reply_intro({ business }, t),
      '',
      input.content,
      '',
      mail_reply_messages({ link: `${input.origin.replace(/\/$/, '')}${localizePath(locale, '/user-dashboard#my-messages')}` }, t),
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
    kind: 'business_message_reply',
  };
}
