import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox, newsletterSubscriptions } from '#db/schema.ts';
import { NEWSLETTER_EMAIL, NewsletterSignupSchema } from '#lib/schemas/newsletter.ts';
import { saidOfKey } from '#lib/i18n/said.ts';
import {
  confirmAndWelcome,
  confirmNewsletterSubscription,
  isPendingConfirmToken,
  isUnsubscribeToken,
  signUpForNewsletter,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from '#lib/server/newsletter/subscriptions.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { hashToken } from '#lib/server/security/tokens.ts';
import { newsletter } from '#actions/newsletter.ts';
import { LIMITS, TOO_MANY_ATTEMPTS } from '#lib/server/security/rate-limit.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';

const link = (token: string) => `https://harlem.example/newsletter/confirm?token=${token}`;

describe('newsletter sign-ups', async () => {
  const { db } = await useFreshDatabase();
  const rowsFor = (email: string) => db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  const lastMailTo = async (email: string) =>
    (await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id)).limit(1))[0];
  const tokenIn = (text: string | null) => (text ?? '').match(/token=([a-z2-7]+)/)?.[1] ?? '';

  it('accepts a valid address, trimmed and lower-cased, and refuses anything else with the spec message', () => {
    expect(NewsletterSignupSchema.parse({ email: '  Reader@Example.COM ' })).toEqual({ email: 'reader@example.com', homepage: '' });
    for (const email of [undefined, '', 'reader', 'reader@', '@example.com', 'a b@example.com', `${'a'.repeat(250)}@example.com`]) {
      const result = NewsletterSignupSchema.safeParse({ email });
      expect(result.success, String(email)).toBe(false);
      expect(saidOfKey(result.error!.issues[0].message)?.in('en')).toBe('Please enter a valid email address');
      expect(saidOfKey(result.error!.issues[0].message)).toBe(NEWSLETTER_EMAIL);
    }
  });

  it('stores a pending sign-up with only the hash of the token, and mails an absolute confirmation link', async () => {
    expect(await signUpForNewsletter('first@example.com', link)).toBe('pending');
    const [row] = await rowsFor('first@example.com');
    expect(row.confirmedAt).toBeNull();
    const mail = await lastMailTo('first@example.com');
    expect(mail).toMatchObject({ kind: 'newsletter_confirmation', subject: 'Confirm your Harlem newsletter subscription' });
    expect(mail.textBody).toContain('https://harlem.example/newsletter/confirm?token=');
    expect(mail.htmlBody).toContain('href="https://harlem.example/newsletter/confirm?token=');
    const token = tokenIn(mail.textBody);
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    expect(row.confirmTokenHash).toBe(hashToken(token));
    expect(row.confirmTokenHash).not.toContain(token);
    expect(await isPendingConfirmToken(token)).toBe(true);
  });

  it('gives a pending sign-up a fresh link on a second sign-up, without a second row; the old link stops working', async () => {
    await signUpForNewsletter('again@example.com', link);
    const firstToken = tokenIn((await lastMailTo('again@example.com')).textBody);
    expect(await signUpForNewsletter('again@example.com', link)).toBe('pending');
    const secondToken = tokenIn((await lastMailTo('again@example.com')).textBody);
    expect(secondToken).not.toBe(firstToken);
    expect(await rowsFor('again@example.com')).toHaveLength(1);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'again@example.com'))).toHaveLength(2);
    expect(await confirmNewsletterSubscription(firstToken)).toBeNull();
    expect(await confirmNewsletterSubscription(secondToken)).toMatchObject({ email: 'again@example.com' });
  });

  it('confirms once: sets confirmedAt, forgets the token hash, and a second use is refused', async () => {
    await signUpForNewsletter('confirm@example.com', link);
    const token = tokenIn((await lastMailTo('confirm@example.com')).textBody);
    const now = new Date('2026-11-21T15:00:00Z');
    const confirmed = await confirmNewsletterSubscription(token, now);
    expect(confirmed).toEqual({ email: 'confirm@example.com', unsubscribeToken: expect.stringMatching(/^[a-z2-7]{32}$/) });
    const [row] = await rowsFor('confirm@example.com');
    expect(row.confirmedAt?.toISOString()).toBe(now.toISOString());
    expect(row.confirmTokenHash).toBeNull();
    expect(row.unsubscribeTokenHash).toBe(hashToken(confirmed!.unsubscribeToken));
    expect(await confirmNewsletterSubscription(token)).toBeNull();
    expect(await isPendingConfirmToken(token)).toBe(false);
  });

  it('tells a confirmed subscriber so, without a new row, a new token or an email', async () => {
    await signUpForNewsletter('done@example.com', link);
    await confirmNewsletterSubscription(tokenIn((await lastMailTo('done@example.com')).textBody));
    const before = await rowsFor('done@example.com');
    expect(await signUpForNewsletter('done@example.com', link)).toBe('already_subscribed');
    expect(await subscribeToNewsletter('done@example.com')).toEqual({ status: 'already_subscribed' });
    expect(await rowsFor('done@example.com')).toEqual(before);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'done@example.com'))).toHaveLength(1);
  });

  it('refuses unknown, malformed and empty tokens without touching the database rows', async () => {
    for (const token of ['', 'not-a-token', 'a'.repeat(32), 'A'.repeat(32), '%27%20or%201%3D1', 'x'.repeat(10_000)]) {
      expect(await confirmNewsletterSubscription(token), token.slice(0, 20)).toBeNull();
      expect(await isPendingConfirmToken(token)).toBe(false);
      expect(await unsubscribeFromNewsletter(token)).toBeNull();
      expect(await isUnsubscribeToken(token)).toBe(false);
    }
    const pending = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'first@example.com'));
    expect(pending[0].confirmedAt).toBeNull();
  });

  it('keeps one row per address when sign-ups for it race', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => subscribeToNewsletter('race@example.com')));
    expect(results.every((result) => result.status === 'pending')).toBe(true);
    expect(await rowsFor('race@example.com')).toHaveLength(1);
  });

  it('mails a welcome with an absolute unsubscribe link at confirmation, and the link removes the address once', async () => {
    const unsubscribeLink = (token: string) => `https://harlem.example/newsletter/unsubscribe?token=${token}`;
    await signUpForNewsletter('leaving@example.com', link);
    const confirmToken = tokenIn((await lastMailTo('leaving@example.com')).textBody);
    expect(await confirmAndWelcome(confirmToken, unsubscribeLink)).toBe(true);
    expect(await confirmAndWelcome(confirmToken, unsubscribeLink)).toBe(false);

    const welcome = await lastMailTo('leaving@example.com');
    expect(welcome).toMatchObject({ kind: 'newsletter_welcome', subject: "You're subscribed to the Harlem newsletter" });
    expect(welcome.textBody).toContain('https://harlem.example/newsletter/unsubscribe?token=');
    expect(welcome.htmlBody).toContain('href="https://harlem.example/newsletter/unsubscribe?token=');
    const token = tokenIn(welcome.textBody);
    expect(await isUnsubscribeToken(token)).toBe(true);
    expect(await isUnsubscribeToken(confirmToken)).toBe(false);

    expect(await unsubscribeFromNewsletter(token)).toEqual({ email: 'leaving@example.com' });
    expect(await rowsFor('leaving@example.com')).toHaveLength(0);
    expect(await unsubscribeFromNewsletter(token)).toBeNull();
    expect(await isUnsubscribeToken(token)).toBe(false);
    // Other subscribers stay, and the address may sign up again.
    expect(await rowsFor('confirm@example.com')).toHaveLength(1);
    expect(await signUpForNewsletter('leaving@example.com', link)).toBe('pending');
  });

  describe('the sign-up form (newsletter.subscribe)', () => {
    const post = (values: Record<string, unknown>, ip: string) => callAction(newsletter.subscribe, values, { ip });

    it('lands a new address on "check your inbox" and a confirmed one on "already subscribed", mailing only the first', async () => {
      expect((await post({ email: ' Form.Reader@Example.com ' }, '198.51.100.20')).data).toEqual({ redirect: '/newsletter?sent=1' });
      expect((await rowsFor('form.reader@example.com'))[0].confirmedAt).toBeNull();
      const mail = await lastMailTo('form.reader@example.com');
      expect(mail.textBody).toMatch(/https?:\/\/[^/\s]+\/newsletter\/confirm\?token=[a-z2-7]+/);
      expect(await confirmNewsletterSubscription(tokenIn(mail.textBody))).toMatchObject({ email: 'form.reader@example.com' });
      expect((await post({ email: 'FORM.reader@example.com' }, '198.51.100.20')).data).toEqual({ redirect: '/newsletter?subscribed=1' });
      expect((await lastMailTo('form.reader@example.com')).id).toBe(mail.id);
      expect(await rowsFor('form.reader@example.com')).toHaveLength(1);
    });

    it('refuses a bad address beside the field and stores nothing', async () => {
      const refused = await post({ email: 'reader@nowhere' }, '198.51.100.21');
      expect(refused.error.status).toBe(400);
      expect(fieldsOf(refused.error)).toEqual({ email: 'Please enter a valid email address' });
      expect(await rowsFor('reader@nowhere')).toEqual([]);
    });

    it('tells a bot that fills the hidden field it was sent, storing and mailing nothing', async () => {
      const result = await post({ email: 'bot@example.com', homepage: 'https://spam.example' }, '198.51.100.22');
      expect(result.data).toEqual({ redirect: '/newsletter?sent=1' });
      expect(await rowsFor('bot@example.com')).toEqual([]);
      expect(await lastMailTo('bot@example.com')).toBeUndefined();
    });

    it('refuses sign-ups from one address over the public form limit with 429, storing nothing', async () => {
      const ip = '203.0.113.20';
      for (let attempt = 0; attempt < LIMITS.publicForm.limit; attempt++)
        expect((await post({ email: `burst${attempt}@example.com` }, ip)).data).toEqual({ redirect: '/newsletter?sent=1' });
      const over = await post({ email: 'burst-over@example.com' }, ip);
      expect(over.error).toMatchObject({ status: 429, message: TOO_MANY_ATTEMPTS.in('en') });
      expect(await rowsFor('burst-over@example.com')).toEqual([]);
      // Another address has its own.
      expect((await post({ email: 'burst-elsewhere@example.com' }, '203.0.113.21')).data).toEqual({ redirect: '/newsletter?sent=1' });
    });
  });
});
