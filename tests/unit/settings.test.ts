import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createBoard, createBusiness, createCategory, createEvent, createUser } from '../factories/index.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import * as schema from '#db/schema.ts';
import { hashPassword, verifyPassword } from '#lib/server/auth/password.ts';
import { createSession, generateSessionToken, validateSessionToken } from '#lib/server/auth/session.ts';
import { LIMITS, recordHit } from '#lib/server/security/rate-limit.ts';
import { requestPasswordReset, resetPassword, resetTokenIsValid } from '#lib/server/auth/password-reset.ts';
import type { z } from 'zod';
import { DeleteAccountSchema, EmailChangeSchema, PasswordChangeSchema, ProfileSchema, SETTINGS_MESSAGES } from '#lib/schemas/settings.ts';
import type { SettingsAccount, SettingsOutcome } from '#lib/server/settings/current-password.ts';
import { updateProfile as saveProfile } from '#lib/server/settings/profile.ts';
import { changeEmail as saveEmail } from '#lib/server/settings/email-change.ts';
import { changePassword as savePassword } from '#lib/server/settings/password-change.ts';
import { deleteAccount as removeAccount } from '#lib/server/settings/account-deletion.ts';
import { fieldErrors } from '#lib/server/http/forms.ts';
import { fieldError } from '#lib/server/http/errors.ts';

/** What a settings form answers: the schema's refusal (as the action gives it), else the service's outcome. */
function submit<S extends z.ZodType, R>(
  schema: S,
  values: Record<string, unknown>,
  service: (input: z.output<S>) => Promise<R>,
): Promise<R | SettingsOutcome> {
  const parsed = schema.safeParse(values);
  if (!parsed.success)
    return Promise.resolve({ ok: false, status: 400, errors: fieldError(fieldErrors(parsed.error.issues)).fields ?? {} });
  return service(parsed.data);
}
const updateProfile = (account: SettingsAccount, values: Record<string, unknown>) =>
  submit(ProfileSchema, values, (input) => saveProfile(account, input));
const changeEmail = (account: SettingsAccount, values: Record<string, unknown>, ip: string) =>
  submit(EmailChangeSchema, values, (input) => saveEmail(account, input, ip));
const changePassword = (account: SettingsAccount, sessionId: string | undefined, values: Record<string, unknown>, ip: string) =>
  submit(PasswordChangeSchema, values, (input) => savePassword(account, sessionId, input, ip));
const deleteAccount = (account: SettingsAccount, values: Record<string, unknown>, ip: string) =>
  submit(DeleteAccountSchema, values, (input) => removeAccount(account, input, ip));

const PASSWORD = 'brownstone-stoop-42';

describe('account settings', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { number: 10 });
  const category = await createCategory(db);
  const passwordHash = await hashPassword(PASSWORD);
  let ipCounter = 0;
  /** A fresh address per call, so rate limits of one test never leak into another. */
  const ip = () => `198.51.100.${++ipCounter}`;

  async function account(overrides: Partial<typeof schema.users.$inferInsert> = {}): Promise<SettingsAccount> {
    const row = await createUser(db, { passwordHash, ...overrides });
    return { id: row.id, email: row.email, firstName: row.firstName, role: row.role, hasPassword: row.passwordHash !== null };
  }
  const userRow = async (id: number) => (await db.select().from(schema.users).where(eq(schema.users.id, id)))[0];
  const mails = (to: string) => db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, to));
  const hitsOf = (key: string) => db.select().from(schema.rateLimitHits).where(eq(schema.rateLimitHits.key, key));

  it('updates the first and last name, trimmed; first name is required', async () => {
    const member = await account({ firstName: 'Keisha', lastName: 'Brown' });
    expect(await updateProfile(member, { firstName: '  Keisha Ann ', lastName: ' Brown-Lee ' })).toEqual({ ok: true });
    expect(await userRow(member.id)).toMatchObject({ firstName: 'Keisha Ann', lastName: 'Brown-Lee' });

    expect(await updateProfile(member, { firstName: '   ', lastName: 'X' })).toEqual({
      ok: false,
      status: 400,
      errors: { firstName: 'First name is required' },
    });
    expect(await updateProfile(member, { firstName: 'A'.repeat(81), lastName: '' })).toMatchObject({
      ok: false,
      errors: { firstName: 'Please use at most 80 characters' },
    });
    // An empty last name is stored as none; nothing else changed on refusal.
    expect(await updateProfile(member, { firstName: 'Keisha', lastName: '' })).toEqual({ ok: true });
    expect(await userRow(member.id)).toMatchObject({ firstName: 'Keisha', lastName: null });
  });

  it('changes the email, normalised, and tells the old address', async () => {
    const member = await account({ email: 'old.address@example.com', firstName: 'Luis' });
    const outcome = await changeEmail(member, { email: '  New.Address@Example.COM ', currentPassword: PASSWORD }, ip());
    expect(outcome).toEqual({ ok: true, email: 'new.address@example.com' });
    expect(await userRow(member.id)).toMatchObject({ email: 'new.address@example.com', emailVerifiedAt: null });
    const [notice] = await mails('old.address@example.com');
    expect(notice.subject).toBe('Your Harlem Guide email was changed');
    expect(notice.textBody).toContain('new.address@example.com');
  });

  it('changing the email kills unused reset links sent to the old address, and only those of this account', async () => {
    const member = await account({ email: 'stolen.inbox@example.com' });
    const bystander = await account({ email: 'bystander@example.com' });
    const links: string[] = [];
    const keep = (token: string) => (links.push(token), `http://localhost:4321/reset-password?token=${token}`);
    expect(await requestPasswordReset('stolen.inbox@example.com', ip(), keep)).toBe('sent');
    expect(await requestPasswordReset('bystander@example.com', ip(), keep)).toBe('sent');
    const [memberToken, bystanderToken] = links;
    expect(await resetTokenIsValid(memberToken)).toBe(true);

    expect(await changeEmail(member, { email: 'fresh.inbox@example.com', currentPassword: PASSWORD }, ip())).toEqual({
      ok: true,
      email: 'fresh.inbox@example.com',
    });
    expect(await resetTokenIsValid(memberToken)).toBe(false);
    expect(await resetPassword(memberToken, 'taken-over-123')).toBeNull();
    expect(await verifyPassword(PASSWORD, (await userRow(member.id)).passwordHash!)).toBe(true);
    expect(await db.select().from(schema.passwordResetTokens).where(eq(schema.passwordResetTokens.userId, member.id))).toEqual([]);
    // Another account's link is untouched.
    expect(await resetTokenIsValid(bystanderToken)).toBe(true);
    expect(bystander.id).not.toBe(member.id);
  });

  it('refuses an email another account has (whatever its case), an invalid one, or the same one', async () => {
    await account({ email: 'taken@example.com' });
    const member = await account({ email: 'mine@example.com' });
    expect(await changeEmail(member, { email: 'TAKEN@example.com', currentPassword: PASSWORD }, ip())).toEqual({
      ok: false,
      status: 400,
      errors: { email: SETTINGS_MESSAGES.emailTaken },
    });
    expect(await changeEmail(member, { email: 'not-an-email', currentPassword: PASSWORD }, ip())).toMatchObject({
      ok: false,
      errors: { email: 'Please enter a valid email address' },
    });
    expect(await changeEmail(member, { email: 'Mine@Example.com', currentPassword: PASSWORD }, ip())).toMatchObject({
      ok: false,
      errors: { email: SETTINGS_MESSAGES.sameEmail },
    });
    expect((await userRow(member.id)).email).toBe('mine@example.com');
  });

  it('needs the right current password, and counts a wrong one as a failed sign-in', async () => {
    const member = await account({ email: 'guarded@example.com' });
    const address = ip();
    expect(await changeEmail(member, { email: 'elsewhere@example.com', currentPassword: '' }, address)).toMatchObject({
      ok: false,
      errors: { currentPassword: SETTINGS_MESSAGES.currentRequired },
    });
    expect(await changeEmail(member, { email: 'elsewhere@example.com', currentPassword: 'wrong-password' }, address)).toEqual({
      ok: false,
      status: 400,
      errors: { currentPassword: SETTINGS_MESSAGES.wrongPassword },
    });
    expect(await hitsOf(`login:account-ip:guarded@example.com|${address}`)).toHaveLength(1);
    expect(await hitsOf(`login:ip:${address}`)).toHaveLength(1);
    expect((await userRow(member.id)).email).toBe('guarded@example.com');

    // Once the sign-in limit is reached, even the right password is refused without checking it.
    for (let i = 1; i < LIMITS.login.limit; i++) await recordHit([`login:account-ip:guarded@example.com|${address}`]);
    expect(await changeEmail(member, { email: 'elsewhere@example.com', currentPassword: PASSWORD }, address)).toMatchObject({
      ok: false,
      status: 429,
    });
    expect(await verifyPassword(PASSWORD, (await userRow(member.id)).passwordHash!)).toBe(true);
  });

  it('changes the password: this session stays, every other one ends, and the owner is told', async () => {
    const member = await account({ email: 'sessions@example.com' });
    const current = generateSessionToken();
    const other = generateSessionToken();
    const currentSession = await createSession(current, member.id);
    await createSession(other, member.id);
    const bystander = await account();
    const bystanderToken = generateSessionToken();
    await createSession(bystanderToken, bystander.id);

    expect(
      await changePassword(
        member,
        currentSession.id,
        { currentPassword: PASSWORD, newPassword: 'harlem-nights-77', confirmPassword: 'harlem-other-77' },
        ip(),
      ),
    ).toEqual({
      ok: false,
      status: 400,
      errors: { confirmPassword: "Passwords don't match" },
    });
    expect(
      await changePassword(member, currentSession.id, { currentPassword: PASSWORD, newPassword: '12345', confirmPassword: '12345' }, ip()),
    ).toMatchObject({
      ok: false,
      errors: { newPassword: 'Password must be at least 6 characters' },
    });
    expect(await validateSessionToken(other)).not.toBeNull();

    expect(
      await changePassword(
        member,
        currentSession.id,
        { currentPassword: PASSWORD, newPassword: 'harlem-nights-77', confirmPassword: 'harlem-nights-77' },
        ip(),
      ),
    ).toEqual({ ok: true });
    const stored = (await userRow(member.id)).passwordHash!;
    expect(await verifyPassword('harlem-nights-77', stored)).toBe(true);
    expect(await verifyPassword(PASSWORD, stored)).toBe(false);
    expect(await validateSessionToken(current)).not.toBeNull();
    expect(await validateSessionToken(other)).toBeNull();
    expect(await validateSessionToken(bystanderToken)).not.toBeNull();
    expect((await mails('sessions@example.com')).map((mail) => mail.subject)).toContain('Your password was changed');
  });

  it('lets an account without a password set one without a current password', async () => {
    const member = await account({ passwordHash: null });
    expect(await changePassword(member, undefined, { newPassword: 'first-password-1', confirmPassword: 'first-password-1' }, ip())).toEqual(
      { ok: true },
    );
    expect(await verifyPassword('first-password-1', (await userRow(member.id)).passwordHash!)).toBe(true);
  });

  it('deletes the account: favorites, registrations and sessions go; donations and payments stay, unlinked', async () => {
    const member = await account({ email: 'leaving@example.com' });
    const business = await createBusiness(db, { communityBoardId: board.id, categoryId: category.id });
    const event = await createEvent(db, { communityBoardId: board.id });
    await db.insert(schema.userFavorites).values({ userId: member.id, businessId: business.id });
    await db.insert(schema.eventRegistrations).values({
      userId: member.id,
      eventId: event.id,
      firstName: 'Leaving',
      lastName: 'Member',
      email: member.email,
      phone: '212 555 0101',
    });
    await db.insert(schema.businessReviews).values({ userId: member.id, businessId: business.id, rating: 4, title: 'Nice' });
    await createSession(generateSessionToken(), member.id);
    const [donation] = await db
      .insert(schema.donations)
      .values({ userId: member.id, amountCents: 5000, donorEmail: member.email, status: 'paid' })
      .returning();
    const [payment] = await db
      .insert(schema.businessListingPayments)
      .values({ businessId: business.id, userId: member.id, planType: 'basic', amountCents: 2900 })
      .returning();

    expect(await deleteAccount(member, { confirmation: 'delete', currentPassword: PASSWORD }, ip())).toEqual({
      ok: false,
      status: 400,
      errors: { confirmation: 'Please type DELETE to confirm.' },
    });
    expect(await deleteAccount(member, { confirmation: 'DELETE', currentPassword: 'not-it-at-all' }, ip())).toMatchObject({
      ok: false,
      errors: { currentPassword: SETTINGS_MESSAGES.wrongPassword },
    });
    expect(await userRow(member.id)).toBeDefined();

    expect(await deleteAccount(member, { confirmation: ' DELETE ', currentPassword: PASSWORD }, ip())).toEqual({ ok: true });
    expect(await userRow(member.id)).toBeUndefined();
    expect(await db.select().from(schema.userFavorites).where(eq(schema.userFavorites.userId, member.id))).toEqual([]);
    expect(await db.select().from(schema.eventRegistrations).where(eq(schema.eventRegistrations.userId, member.id))).toEqual([]);
    expect(await db.select().from(schema.businessReviews).where(eq(schema.businessReviews.userId, member.id))).toEqual([]);
    expect(await db.select().from(schema.sessions).where(eq(schema.sessions.userId, member.id))).toEqual([]);
    const [keptDonation] = await db.select().from(schema.donations).where(eq(schema.donations.id, donation.id));
    expect(keptDonation).toMatchObject({ userId: null, amountCents: 5000, status: 'paid' });
    const [keptPayment] = await db.select().from(schema.businessListingPayments).where(eq(schema.businessListingPayments.id, payment.id));
    expect(keptPayment).toMatchObject({ userId: null, amountCents: 2900 });
    // The business and event themselves are untouched.
    expect(await db.select().from(schema.businesses).where(eq(schema.businesses.id, business.id))).toHaveLength(1);
  });

  it('keeps the last admin', async () => {
    const others = await db
      .select()
      .from(schema.users)
      .where(and(eq(schema.users.role, 'admin')));
    expect(others).toEqual([]);
    const admin = await account({ role: 'admin' });
    expect(await deleteAccount(admin, { confirmation: 'DELETE', currentPassword: PASSWORD }, ip())).toMatchObject({
      ok: false,
      errors: { form: SETTINGS_MESSAGES.lastAdmin },
    });
    const second = await account({ role: 'admin' });
    expect(await deleteAccount(admin, { confirmation: 'DELETE', currentPassword: PASSWORD }, ip())).toEqual({ ok: true });
    expect(await userRow(second.id)).toBeDefined();
  });
});
