import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { contactMessages, rateLimitHits } from '#db/schema.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { AdvertisingInquirySchema, CONTACT_MESSAGES, ContactFormSchema } from '#lib/schemas/inboxes.ts';
import { textIn, type Text } from '#lib/i18n/said.ts';
import { createContactMessage, prefillSubject } from '#lib/server/inboxes/contact.ts';
import { inboxes } from '#actions/inboxes.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { ADVERTISING_PACKAGES, advertisingChoiceLabel, parseAdvertisingChoice } from '#lib/domain/advertising.ts';
import { LIMITS, TOO_MANY_ATTEMPTS } from '#lib/server/security/rate-limit.ts';
import { fieldErrors } from '#lib/server/http/forms.ts';

const valid = {
  topic: 'general',
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  subject: 'Opening hours',
  message: 'Is the visitor center open on Sundays?',
};
/** Each field's message in English, as the spec words it. */
const inEnglish = (fields: Record<string, Text>) =>
  Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, textIn('en', text)]));
const errorsOf = (values: Record<string, unknown>) => {
  const result = ContactFormSchema.safeParse(values);
  return result.success ? {} : inEnglish(fieldErrors(result.error.issues));
};

describe('contact form validation', () => {
  it('accepts a complete message, trimming each field', () => {
    const result = ContactFormSchema.parse({ ...valid, name: '  Ana Ruiz ', email: ' ana@example.com ', topic: 'media' });
    expect(result).toEqual({ ...valid, topic: 'media', homepage: '' });
  });

  it('refuses each missing or blank field with the spec wording', () => {
    expect(errorsOf({})).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    expect(errorsOf({ ...valid, name: '   ', subject: '\n', message: ' ' })).toEqual({
      name: 'Name is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('refuses addresses that are not email addresses', () => {
    for (const email of ['ana', 'ana@', '@example.com', 'ana@example', 'ana example@x.com', `${'a'.repeat(250)}@example.com`]) {
      expect(errorsOf({ ...valid, email })).toEqual({ email: 'Please enter a valid email address' });
    }
  });

  it('bounds the length of every field', () => {
    expect(errorsOf({ ...valid, name: 'x'.repeat(121), subject: 'x'.repeat(201), message: 'x'.repeat(5001) })).toEqual({
      name: 'Name must be at most 120 characters',
      subject: 'Subject must be at most 200 characters',
      message: 'Message must be at most 5000 characters',
    });
    expect(errorsOf({ ...valid, message: 'x'.repeat(5000) })).toEqual({});
  });

  it('files unknown or missing topics as general', () => {
    expect(ContactFormSchema.parse({ ...valid, topic: 'sales' }).topic).toBe('general');
    expect(ContactFormSchema.parse({ ...valid, topic: undefined }).topic).toBe('general');
    expect(ContactFormSchema.parse({ ...valid, topic: 'travel_trade' }).topic).toBe('travel_trade');
  });

  it('prefills a subject from a link: one line, trimmed, cut to the field limit', () => {
    expect(prefillSubject('  Schedule   a\ntrade consultation ')).toBe('Schedule a trade consultation');
    expect(prefillSubject(null)).toBe('');
    expect(prefillSubject('x'.repeat(300))).toHaveLength(200);
  });
});

describe('advertising inquiry validation', () => {
  const inquiry = { name: 'Marcus Lee', email: 'marcus@lenoxcoffee.example', company: 'Lenox Coffee', package: 'spotlight', message: '' };

  it('knows the three monthly packages and the custom option', () => {
    expect(ADVERTISING_PACKAGES.map((p) => [p.name, p.monthlyCents])).toEqual([
      ['Neighborhood', 29_900],
      ['Spotlight', 59_900],
      ['Premier', 99_900],
    ]);
    expect(advertisingChoiceLabel('premier')).toBe('Premier ($999.00/month)');
    expect(advertisingChoiceLabel('custom')).toBe('Custom Solutions');
    expect(parseAdvertisingChoice('neighborhood')).toBe('neighborhood');
    expect(parseAdvertisingChoice('gold')).toBeNull();
    expect(parseAdvertisingChoice(null)).toBeNull();
  });

  it('requires name, a valid email, company and a known package; the message is optional', () => {
    expect(AdvertisingInquirySchema.safeParse(inquiry).success).toBe(true);
    const result = AdvertisingInquirySchema.safeParse({ name: '', email: 'no', company: ' ', package: 'gold' });
    expect(result.success).toBe(false);
    expect(inEnglish(fieldErrors(result.error!.issues))).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      company: 'Company is required',
      package: 'Please choose a package',
    });
    const missing = AdvertisingInquirySchema.safeParse({ ...inquiry, package: undefined });
    expect(inEnglish(fieldErrors(missing.error!.issues))).toEqual({ package: 'Please choose a package' });
  });
});

describe('the contact inbox', async () => {
  const { db } = await useFreshDatabase();
  const rows = () => db.select().from(contactMessages).orderBy(asc(contactMessages.id));

  it('createContactMessage stores a row with its topic, unread', async () => {
    const id = await createContactMessage(db, { ...valid, topic: 'media' });
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ ...valid, topic: 'media', isRead: false });
    expect(row.createdAt).toBeInstanceOf(Date);
    await db.delete(contactMessages);
  });

  const submitContactForm = (values: Record<string, unknown>, ip: string) => callAction(inboxes.contact, values, { ip });
  const submitAdvertisingInquiry = (values: Record<string, unknown>, ip: string) => callAction(inboxes.advertising, values, { ip });

  it('a valid post is stored and lands on the thank-you notice', async () => {
    const result = await submitContactForm({ ...valid, topic: 'travel_trade', homepage: '' }, '198.51.100.1');
    expect(result.data).toEqual({ redirect: '/contact-us?sent=1' });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ topic: 'travel_trade', name: 'Ana Ruiz', subject: 'Opening hours' });
    await db.delete(contactMessages);
  });

  it('a refused post stores nothing and says what is wrong with each field', async () => {
    const result = await submitContactForm({ topic: 'general', name: 'Ana', email: 'ana@', subject: '', message: '' }, '198.51.100.2');
    expect(result.error.status).toBe(400);
    expect(fieldsOf(result.error)).toEqual({
      email: CONTACT_MESSAGES.email.in('en'),
      subject: CONTACT_MESSAGES.subject.in('en'),
      message: CONTACT_MESSAGES.message.in('en'),
    });
    expect(await rows()).toEqual([]);
  });

  it('a bot that fills the honeypot is told it was sent, and nothing is stored or counted', async () => {
    const result = await submitContactForm({ ...valid, homepage: 'http://spam.example' }, '198.51.100.3');
    expect(result.data).toEqual({ redirect: '/contact-us?sent=1' });
    expect(await rows()).toEqual([]);
    expect(await db.select().from(rateLimitHits).where(eq(rateLimitHits.key, 'contact:ip:198.51.100.3'))).toEqual([]);
    // Whatever else it sent: the honeypot is looked at before the fields.
    expect((await submitContactForm({ homepage: 'http://spam.example' }, '198.51.100.3')).data).toEqual({ redirect: '/contact-us?sent=1' });
  });

  it('counts every attempt, refused ones too, toward the limit', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < LIMITS.publicForm.limit; i++)
      expect((await submitContactForm({ ...valid, email: 'not-an-address' }, ip)).error.status).toBe(400);
    expect((await submitContactForm(valid, ip)).error).toMatchObject({ status: 429, message: TOO_MANY_ATTEMPTS.in('en') });
    expect(await rows()).toEqual([]);
  });

  it('limits posts per address under contact:ip:..., storing nothing over the limit', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < LIMITS.publicForm.limit; i++) {
      expect((await submitContactForm({ ...valid, subject: `Question ${i}` }, ip)).error).toBeUndefined();
    }
    const over = await submitContactForm({ ...valid, subject: 'One too many' }, ip);
    expect(over.error).toMatchObject({ status: 429, message: TOO_MANY_ATTEMPTS.in('en') });
    const stored = await rows();
    expect(stored).toHaveLength(LIMITS.publicForm.limit);
    expect(stored.map((row) => row.subject)).not.toContain('One too many');
    expect(
      await db
        .select()
        .from(rateLimitHits)
        .where(eq(rateLimitHits.key, `contact:ip:${ip}`)),
    ).toHaveLength(LIMITS.publicForm.limit);
    // Another address, and the advertising form at the same address, have their own limits.
    expect((await submitContactForm(valid, '203.0.113.10')).error).toBeUndefined();
    const inquiry = { name: 'Marcus Lee', email: 'marcus@example.com', company: 'Lenox Coffee', package: 'neighborhood' };
    expect((await submitAdvertisingInquiry(inquiry, ip)).error).toBeUndefined();
    await db.delete(contactMessages);
  });

  it('an advertising inquiry is stored with topic advertising and subject "Advertising: <package>"', async () => {
    const result = await submitAdvertisingInquiry(
      {
        name: ' Marcus Lee ',
        email: 'marcus@lenoxcoffee.example',
        company: 'Lenox Coffee',
        package: 'spotlight',
        message: 'Starting in March.',
      },
      '198.51.100.20',
    );
    expect(result.data).toEqual({ redirect: '/advertise-with-us/inquiry?sent=1' });
    const [row] = await rows();
    expect(row).toMatchObject({
      topic: 'advertising',
      name: 'Marcus Lee',
      email: 'marcus@lenoxcoffee.example',
      subject: 'Advertising: Spotlight ($599.00/month)',
    });
    expect(row.message).toBe('Company: Lenox Coffee\nPackage: Spotlight ($599.00/month)\n\nStarting in March.');

    await submitAdvertisingInquiry({ name: 'Dee', email: 'dee@example.com', company: 'Uptown Tours', package: 'custom' }, '198.51.100.20');
    const [, custom] = await rows();
    expect(custom.subject).toBe('Advertising: Custom Solutions');
    expect(custom.message).toContain('Company: Uptown Tours');
  });

  it('a refused advertising inquiry stores nothing', async () => {
    await db.delete(contactMessages);
    const result = await submitAdvertisingInquiry({ name: 'Dee', email: 'dee@example.com', company: '', package: '' }, '198.51.100.21');
    expect(fieldsOf(result.error)).toEqual({ company: 'Company is required', package: 'Please choose a package' });
    expect(await rows()).toEqual([]);
  });
});
