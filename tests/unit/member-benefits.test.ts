/**
 * Premium delivers what it sells (issue 35): a member plan's benefits are its columns, worded from
 * them in three languages and granted from them on the server; early event access; priority support.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { server } from '#actions/index.ts';
import {
  earlyAccessDays,
  eventRegistrationOpen,
  memberPlanBenefits,
  NO_BENEFITS,
  type MemberBenefits,
} from '#lib/domain/member-benefits.ts';
import { memberPlanFeaturesIn } from '#lib/i18n/localized/member-benefits.ts';
import { PREMIUM_MEMBER_BENEFITS } from '#db/seed-data/plans.ts';
import { getMemberBenefits, memberHasBenefit } from '#lib/server/membership/member-benefits.ts';
import { register } from '#lib/server/events/registrations.ts';
import { placeOrder } from '#lib/server/events/ticket-orders.ts';
import { joinWaitlist } from '#lib/server/events/waitlist.ts';
import { inboxFiltersOf, loadInboxesTab } from '#lib/server/admin/admin-inboxes.ts';
import { REPLY_TARGET_BUSINESS_DAYS } from '#lib/domain/support-response.ts';
import { buildRegistrationContact, createEvent } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction } from '../helpers/actions.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { insertPremiumPlan } from '../helpers/premium-plan.ts';

const DAY = 86_400_000;
const ALL: MemberBenefits = { ...PREMIUM_MEMBER_BENEFITS };

describe('a member plan’s list', () => {
  it('is its columns, each once, in the card’s order, and nothing else', () => {
    expect(memberPlanBenefits(ALL).map((benefit) => benefit.key)).toEqual([
      'videoTours',
      'messaging',
      'advancedSearch',
      'monthlyGuide',
      'earlyAccess',
      'prioritySupport',
    ]);
    expect(memberPlanBenefits({ ...NO_BENEFITS, hasMessaging: true, earlyAccessDays: 1 })).toEqual([
      { key: 'messaging' },
      { key: 'earlyAccess', days: 1 },
    ]);
    expect(memberPlanBenefits(NO_BENEFITS)).toEqual([]);
  });

  it('reads in English, Spanish and French; the free plan lists what every account gets', () => {
    const premium = { ...ALL, planTier: 'premium' as const };
    expect(memberPlanFeaturesIn('en', premium)).toEqual([
      'Video content and tours',
      'Direct messaging with business owners',
      'Advanced search',
      'Monthly neighborhood guides',
      'Early event access: register 7 days before everyone',
      'Priority support',
    ]);
    expect(memberPlanFeaturesIn('es', { ...premium, earlyAccessDays: 1 })).toContain(
      'Acceso anticipado a eventos: inscríbete 1 día antes que los demás',
    );
    expect(memberPlanFeaturesIn('fr', premium)).toContain('Messagerie directe avec les commerçants');
    expect(memberPlanFeaturesIn('en', { ...NO_BENEFITS, planTier: 'free' })).toEqual([
      'Browse every business and event',
      'Save favorite places',
      'Register for free community events',
      'Neighborhood news and guides',
    ]);
  });
});

describe('early event access, as a rule', () => {
  const now = new Date('2026-12-01T15:00:00Z');
  const opens = new Date(now.getTime() + 5 * DAY);
  it('opens to everyone at its date, and that many days before to members with early access', () => {
    expect(eventRegistrationOpen({ opensToAllAt: null }, 0, now)).toEqual({ open: true });
    expect(eventRegistrationOpen({ opensToAllAt: opens }, 0, now)).toEqual({ open: false, opensToAllAt: opens });
    expect(eventRegistrationOpen({ opensToAllAt: opens }, 5, now)).toEqual({ open: true });
    expect(eventRegistrationOpen({ opensToAllAt: opens }, 4, now)).toEqual({ open: false, opensToAllAt: opens });
    expect(eventRegistrationOpen({ opensToAllAt: opens }, 0, new Date(opens.getTime()))).toEqual({ open: true });
    expect(earlyAccessDays({ ...NO_BENEFITS, earlyAccessDays: -3 })).toBe(0);
  });
});

describe('the benefits a member holds', async () => {
  const { db } = await useFreshDatabase();
  const monthly = await insertPremiumPlan(db);
  // A second premium plan without video tours or early access.
  const [yearly] = await db
    .insert(schema.subscriptionPlans)
    .values({
      slug: 'yearly-lite',
      name: 'Lite',
      planType: 'user',
      planTier: 'premium',
      duration: 'yearly',
      priceCents: 5000,
      hasMessaging: true,
    })
    .returning({ id: schema.subscriptionPlans.id });
  const premium = await storeAccount(db, 'user', { isPremium: true });
  const lite = await storeAccount(db, 'user', { isPremium: true });
  await db.update(schema.users).set({ membershipPlanId: yearly.id }).where(eq(schema.users.id, lite.id));
  const ended = await storeAccount(db, 'user', { isPremium: true });
  await db
    .update(schema.users)
    .set({ premiumUntil: new Date(Date.now() - DAY) })
    .where(eq(schema.users.id, ended.id));
  const member = await storeAccount(db, 'user');
  const holds = async (userId: number) =>
    (
      await db
        .select({ tours: memberHasBenefit('hasVideoTours', new Date(), userId).mapWith(Boolean) })
        .from(schema.users)
        .limit(1)
    )[0].tours;

  it('are their own plan’s columns; premium granted without a plan holds the cheapest premium plan’s; none without premium', async () => {
    expect(await getMemberBenefits(db, premium)).toEqual(ALL);
    expect(await getMemberBenefits(db, lite)).toMatchObject({ hasMessaging: true, hasVideoTours: false, earlyAccessDays: 0 });
    // The session may still say premium; the database knows the period ended.
    expect(await getMemberBenefits(db, { id: ended.id, isPremium: true })).toEqual(NO_BENEFITS);
    expect(await getMemberBenefits(db, member)).toEqual(NO_BENEFITS);
    expect(await getMemberBenefits(db, null)).toEqual(NO_BENEFITS);
    expect([await holds(premium.id), await holds(lite.id), await holds(ended.id), await holds(member.id)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    // A column an admin switches off stops granting at once.
    await db.update(schema.subscriptionPlans).set({ hasVideoTours: false }).where(eq(schema.subscriptionPlans.id, monthly));
    expect(await holds(premium.id)).toBe(false);
    await db.update(schema.subscriptionPlans).set({ hasVideoTours: true }).where(eq(schema.subscriptionPlans.id, monthly));
  });

  it('early access: refused for a member, with when it opens; a premium member registers; a waitlist or an order cannot go round it', async () => {
    const opensToAllAt = new Date(Date.now() + 3 * DAY);
    const event = await createEvent(db, { title: 'Early Access Preview', opensToAllAt, startsAt: new Date(Date.now() + 10 * DAY) });
    const attempt = (user: typeof member) =>
      register(db, { user, eventId: event.id, contact: buildRegistrationContact({ email: user.email }) });
    const refused = await attempt(member);
    expect(refused).toMatchObject({ ok: false, status: 403, reason: 'not_yet_open' });
    if (refused.ok) throw new Error('expected a refusal');
    expect(refused.message.in('en')).toMatch(
      /^Opens to everyone on \w+day, \w+ \d+, 2026\. Premium members with early access can register before then\.$/,
    );
    expect(refused.message.in('es')).toMatch(/^Se abre a todo el público el /);
    // A premium plan without early access is refused too, and a waitlist or an order cannot go round it.
    expect(await attempt(lite)).toMatchObject({ ok: false, reason: 'not_yet_open' });
    await expect(joinWaitlist(db, { user: member, eventId: event.id })).rejects.toMatchObject({ status: 403 });
    expect(
      await placeOrder(db, {
        user: member,
        eventId: event.id,
        contact: buildRegistrationContact(),
        order: { quantities: [], promoCode: '' },
      }),
    ).toMatchObject({ ok: false, reason: 'not_yet_open' });
    expect(await attempt(premium)).toMatchObject({ ok: true, registration: { status: 'confirmed' } });
    // Once it opens to everyone, the member registers.
    expect(
      await register(db, {
        user: member,
        eventId: event.id,
        contact: buildRegistrationContact(),
        now: new Date(opensToAllAt.getTime() + 1),
      }),
    ).toMatchObject({
      ok: true,
    });
  });

  it('priority support: a premium member’s contact message is priority, listed first with a one-day target', async () => {
    const form = {
      topic: 'general',
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      subject: 'Opening hours',
      message: 'When do you open?',
      homepage: '',
    };
    await callAction(server.inboxes.contact, { ...form, subject: 'Plain question' }, { user: member, ip: '198.51.100.31' });
    await callAction(server.inboxes.contact, { ...form, subject: 'Premium question' }, { user: premium, ip: '198.51.100.32' });
    await callAction(server.inboxes.contact, { ...form, subject: 'Visitor question' }, { ip: '198.51.100.33' });
    const stored = await db
      .select({ subject: schema.contactMessages.subject, isPriority: schema.contactMessages.isPriority })
      .from(schema.contactMessages);
    expect(Object.fromEntries(stored.map((row) => [row.subject, row.isPriority]))).toEqual({
      'Plain question': false,
      'Premium question': true,
      'Visitor question': false,
    });
    const inbox = await loadInboxesTab(db, inboxFiltersOf(new URLSearchParams('')));
    expect(inbox.list.rows.map((row) => [row.subject, row.priority, row.replyTargetDays])).toEqual([
      ['Premium question', true, REPLY_TARGET_BUSINESS_DAYS.priority],
      ['Visitor question', false, REPLY_TARGET_BUSINESS_DAYS.standard],
      ['Plain question', false, REPLY_TARGET_BUSINESS_DAYS.standard],
    ]);
    // Once read, a priority message takes its place by date: it does not hold the top for good.
    await db.update(schema.contactMessages).set({ isRead: true }).where(eq(schema.contactMessages.subject, 'Premium question'));
    const later = await loadInboxesTab(db, inboxFiltersOf(new URLSearchParams('')));
    expect(later.list.rows.map((row) => row.subject)).toEqual(['Visitor question', 'Premium question', 'Plain question']);
  });
});
