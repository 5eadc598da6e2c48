/**
 * The contact inbox: the contact form and the advertising inquiry form both end up as rows in
 * contact_messages (topic says which), which admins read. Validation messages are the spec's.
 */
import { z } from 'zod';
import { CONTACT_TOPICS, contactMessages } from '../../../../db/schema.ts';
import { advertisingChoiceLabel, ADVERTISING_CHOICE_IDS } from '../../domain/advertising.ts';
import type { Database } from '../db/client.ts';
import { getDb } from '../db/client.ts';
import { fieldErrors, isSpam } from '../http/forms.ts';
import { LIMITS, limitAttempt, TOO_MANY_ATTEMPTS } from '../security/rate-limit.ts';

export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_LIMITS = { name: 120, email: 254, subject: 200, company: 160, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  name: 'Name is required',
  email: 'Please enter a valid email address',
  subject: 'Subject is required',
  message: 'Message is required',
  company: 'Company is required',
  package: 'Please choose a package',
  sent: "Message Sent – Thank you for contacting us. We'll get back to you soon!",
} as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** A required text field: trimmed, not empty, bounded. A missing field reads as empty. */
const required = (message: string, label: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(label, max));

const email = z
  .string({ error: CONTACT_MESSAGES.email })
  .trim()
  .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.email)
  .pipe(z.email(CONTACT_MESSAGES.email));

/** A topic from a query string or hidden field; anything unknown is a general message. */
export const ContactTopicSchema = z.enum(CONTACT_TOPICS).catch('general');

/** The contact form: name, email, subject and message are all required. */
export const ContactMessageSchema = z.object({
  topic: ContactTopicSchema,
  name: required(CONTACT_MESSAGES.name, 'Name', CONTACT_LIMITS.name),
  email,
  subject: required(CONTACT_MESSAGES.subject, 'Subject', CONTACT_LIMITS.subject),
  message: required(CONTACT_MESSAGES.message, 'Message', CONTACT_LIMITS.message),
});
export type ContactMessageInput = z.output<typeof ContactMessageSchema>;

/** The advertising inquiry: who is asking, for which company and package; the message is optional. */
export const AdvertisingInquirySchema = z.object({
  name: required(CONTACT_MESSAGES.name, 'Name', CONTACT_LIMITS.name),
  email,
  company: required(CONTACT_MESSAGES.company, 'Company', CONTACT_LIMITS.company),
  package: z.enum(ADVERTISING_CHOICE_IDS, { error: CONTACT_MESSAGES.package }),
  message: z.string().trim().max(CONTACT_LIMITS.message, tooLong('Message', CONTACT_LIMITS.message)).catch(''),
});
export type AdvertisingInquiryInput = z.output<typeof AdvertisingInquirySchema>;

/** The inbox row for an advertising inquiry: topic advertising, subject "Advertising: <package>". */
export function advertisingInquiryToMessage(inquiry: AdvertisingInquiryInput): ContactMessageInput {
  const choice = advertisingChoiceLabel(inquiry.package);
  const lines = [`Company: ${inquiry.company}`, `Package: ${choice}`, '', inquiry.message || '(No message: the sender chose a package only.)'];
  return { topic: 'advertising', name: inquiry.name, email: inquiry.email, subject: `Advertising: ${choice}`, message: lines.join('\n') };
}

/** Stores one message in the contact inbox and returns its id. */
export async function createContactMessage(db: Database, input: ContactMessageInput): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({ topic: input.topic, name: input.name, email: input.email, subject: input.subject, message: input.message })
    .returning({ id: contactMessages.id });
  return row.id;
}

export type SubmissionResult =
  | { status: 'sent'; id: number | null }
  | { status: 'invalid'; errors: Record<string, string> }
  | { status: 'limited'; errors: { form: string } };

type Submission<T> = {
  /** The posted form (lib/server/http/forms.ts readForm). */
  values: Record<string, string>;
  /** Names the rate limit: `<form>:ip:<address>`. */
  form: string;
  ip: string;
  schema: z.ZodType<T>;
  toMessage: (input: T) => ContactMessageInput;
};

/**
 * One public form post into the inbox: a bot that filled the honeypot is told "sent" and nothing is
 * stored (id null); over the rate limit nothing is stored; invalid input gives one message per
 * field; otherwise the message is stored.
 */
export async function submitToInbox<T>({ values, form, ip, schema, toMessage }: Submission<T>): Promise<SubmissionResult> {
  if (isSpam(values)) return { status: 'sent', id: null };
  if (await limitAttempt([`${form}:ip:${ip}`], LIMITS.publicForm)) return { status: 'limited', errors: { form: TOO_MANY_ATTEMPTS } };
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error.issues) };
  const id = await createContactMessage(getDb(), toMessage(parsed.data));
  return { status: 'sent', id };
}

/** The contact form's post (rate limit key contact:ip:...). */
export function submitContactForm(values: Record<string, string>, ip: string): Promise<SubmissionResult> {
  return submitToInbox({ values, form: 'contact', ip, schema: ContactMessageSchema, toMessage: (input) => input });
}

/** The advertising inquiry's post (rate limit key advertising:ip:...). */
export function submitAdvertisingInquiry(values: Record<string, string>, ip: string): Promise<SubmissionResult> {
  return submitToInbox({ values, form: 'advertising', ip, schema: AdvertisingInquirySchema, toMessage: advertisingInquiryToMessage });
}

/** A prefilled subject from a link (?subject=), trimmed and cut to the field's limit. */
export function prefillSubject(value: string | null): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, CONTACT_LIMITS.subject);
}
