/**
 * Notifications (issue 17): the centre's actions touch only the caller's rows; the preferences are
 * stored and refused with specific messages; every producer stores its notification once, in the
 * member's language; the weekly digest mails once a week with its one-click unsubscribe.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import * as schema from '#db/schema.ts';
import { notifications as actions } from '#actions/notifications.ts';
import { isoWeekOf } from '#lib/domain/iso-week.ts';
import { replyToReview } from '#lib/server/reviews/reviews.ts';
import { replyToMessage, sendMessage } from '#lib/server/messages/messages.ts';
import { offerFreedSeats } from '#lib/server/events/waitlist-seats.ts';
import { deliverDue } from '#lib/server/notifications/deliver.ts';
import { listNotifications, NOTIFICATIONS_PAGE_SIZE } from '#lib/server/notifications/centre.ts';
import { createEventReminders } from '#lib/server/notifications/event-reminders.ts';
import { notifyFavoritersOfEvent } from '#lib/server/notifications/favorite-events.ts';
import { notifyListingsExpiring } from '#lib/server/notifications/listing-notices.ts';
import { notify, unreadCount } from '#lib/server/notifications/notify.ts';
import { paymentNoticeStatement } from '#lib/server/notifications/payment-notices.ts';
import { notificationPreferencesOf } from '#lib/server/notifications/preferences.ts';
import { isDigestToken, unsubscribeFromDigest } from '#lib/server/notifications/preference-changes.ts';
import { sendWeeklyDigests } from '#lib/server/notifications/weekly-digest.ts';
import { createBoard, createBusiness, createCategory, createEvent } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { insertPremiumPlan } from '../helpers/premium-plan.ts';

const HOUR = 60 * 60 * 1000;

describe('notifications', async () => {
  const { db } = await useFreshDatabase();
  // Premium members hold their plan's benefits (messaging an owner among them).
  await insertPremiumPlan(db);
  const board = await createBoard(db, { number: 10 });
  const otherBoard = await createBoard(db, { number: 11 });
  const category = await createCategory(db);
  const cafe = await createBusiness(db, { name: 'Test Notify Cafe', communityBoardId: board.id, categoryId: category.id });
  const faraway = await createBusiness(db, { name: 'Test Faraway Hall', communityBoardId: otherBoard.id, categoryId: category.id });
  const owner = await storeAccount(db, 'business_owner', { businessId: cafe.id });
  await db.update(schema.businesses).set({ ownerId: owner.id }).where(eq(schema.businesses.id, cafe.id));
  const ada = await storeAccount(db, 'user', { isPremium: true });
  const bea = await storeAccount(db, 'user');
  // Quiet hours would hold what these tests deliver at whatever time they run: start = end means
  // none to the delivery (the quiet hours' own tests are in notification-delivery and quiet-hours).
  const noQuietHours = (userId: number) =>
    db
      .insert(schema.notificationPreferences)
      .values({ userId, quietHoursStart: '00:00', quietHoursEnd: '00:00' })
      .onConflictDoUpdate({ target: schema.notificationPreferences.userId, set: { quietHoursStart: '00:00', quietHoursEnd: '00:00' } });
  for (const account of [owner, ada, bea]) await noQuietHours(account.id);
  const rows = (userId: number, kind?: string) =>
    db
      .select()
      .from(schema.pushNotifications)
      .where(
        kind
          ? and(eq(schema.pushNotifications.userId, userId), eq(schema.pushNotifications.type, kind))
          : eq(schema.pushNotifications.userId, userId),
      );
  const say = (userId: number, key: string, hoursAgo = 0) =>
    notify(
      db,
      { userId, kind: 'message', title: `Title ${key}`, body: 'Body', url: `/events/${key}`, dedupeKey: `test:${key}` },
      new Date(Date.now() - hoursAgo * HOUR),
    );

  it("lists the member's sent notifications newest first, a page at a time, and counts the unread", async () => {
    for (let i = 0; i < NOTIFICATIONS_PAGE_SIZE + 2; i++) await say(bea.id, `page-${i}`, NOTIFICATIONS_PAGE_SIZE + 2 - i);
    await say(ada.id, 'other-member');
    const first = await listNotifications(db, bea.id, 1);
    expect(first.items).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.items[0].title).toBe(`Title page-${NOTIFICATIONS_PAGE_SIZE + 1}`);
    const second = await listNotifications(db, bea.id, 2);
    expect(second.items.map((item) => item.title)).toEqual(['Title page-1', 'Title page-0']);
    expect(second.hasMore).toBe(false);
    expect(await unreadCount(db, bea.id)).toBe(NOTIFICATIONS_PAGE_SIZE + 2);
  });

  it("marks one or all read for the caller only, and refuses another member's notification", async () => {
    const [adas] = await rows(ada.id);
    const refused = await callAction(actions.markRead, { id: String(adas.id) }, { user: bea });
    expect(refused.error).toMatchObject({ status: 404, message: 'This notification is not in your notification centre.' });
    expect((await rows(ada.id))[0].isRead).toBe(false);
    const [beas] = await rows(bea.id);
    expect((await callAction(actions.markRead, { id: String(beas.id) }, { user: bea })).data).toMatchObject({ redirect: '/notifications' });
    expect(await unreadCount(db, bea.id)).toBe(NOTIFICATIONS_PAGE_SIZE + 1);
    expect((await callAction(actions.markAllRead, {}, { user: bea })).data).toMatchObject({ marked: NOTIFICATIONS_PAGE_SIZE + 1 });
    expect(await unreadCount(db, bea.id)).toBe(0);
    expect(await unreadCount(db, ada.id)).toBe(1);
    expect((await callAction(actions.markAllRead, {}, {})).error).toMatchObject({ status: 401 });
    expect(fieldsOf((await callAction(actions.markRead, { id: 'x' }, { user: bea })).error)).toEqual({
      id: 'This notification is not in your notification centre.',
    });
  });

  it('stores the preferences, and refuses a bad time zone or hours with a specific message, changing nothing', async () => {
    const form = {
      eventReminders: 'on',
      weeklyDigest: 'on',
      emailEnabled: 'on',
      quietHoursStart: '23:00',
      quietHoursEnd: '07:30',
      timeZone: 'Europe/Paris',
    };
    expect((await callAction(actions.savePreferences, form, { user: bea })).error).toBeUndefined();
    expect(await notificationPreferencesOf(db, bea.id)).toMatchObject({
      eventReminders: true,
      loyaltyUpdates: false,
      pushEnabled: false,
      smsEnabled: false,
      quietHoursStart: '23:00',
      quietHoursEnd: '07:30',
      timeZone: 'Europe/Paris',
    });
    expect(fieldsOf((await callAction(actions.savePreferences, { ...form, timeZone: 'Mars/Olympus' }, { user: bea })).error)).toEqual({
      timeZone: 'Enter a time zone such as America/New_York.',
    });
    expect(fieldsOf((await callAction(actions.savePreferences, { ...form, quietHoursStart: '25:00' }, { user: bea })).error)).toEqual({
      quietHoursStart: 'Enter a time as HH:MM, for example 22:00.',
    });
    expect(fieldsOf((await callAction(actions.savePreferences, { ...form, quietHoursEnd: '23:00' }, { user: bea })).error)).toEqual({
      quietHoursEnd: 'Quiet hours must start and end at different times.',
    });
    // In Spanish, the same refusal in Spanish.
    expect(
      fieldsOf((await callAction(actions.savePreferences, { ...form, timeZone: 'nowhere' }, { user: bea, locale: 'es' })).error),
    ).toEqual({ timeZone: 'Escribe una zona horaria como America/New_York.' });
    expect((await notificationPreferencesOf(db, bea.id)).timeZone).toBe('Europe/Paris');
    // Saved again: updated in place (one row).
    await callAction(actions.savePreferences, { ...form, timeZone: 'America/Chicago', loyaltyUpdates: 'on' }, { user: bea });
    expect(await db.select().from(schema.notificationPreferences).where(eq(schema.notificationPreferences.userId, bea.id))).toHaveLength(1);
    expect(await notificationPreferencesOf(db, bea.id)).toMatchObject({ loyaltyUpdates: true, timeZone: 'America/Chicago' });
    await noQuietHours(bea.id);
  });

  it('reminds each confirmed registration of an event starting in 24 to 48 hours once, due 24 hours before', async () => {
    const now = new Date();
    const tomorrow = await createEvent(db, {
      title: 'Test Reminder Jazz',
      startsAt: new Date(now.getTime() + 30 * HOUR),
      businessId: cafe.id,
      communityBoardId: board.id,
    });
    const later = await createEvent(db, {
      title: 'Test Later Jazz',
      startsAt: new Date(now.getTime() + 72 * HOUR),
      businessId: cafe.id,
      communityBoardId: board.id,
    });
    for (const event of [tomorrow, later])
      await db.insert(schema.eventRegistrations).values({
        userId: ada.id,
        eventId: event.id,
        firstName: 'Ada',
        lastName: 'L',
        email: ada.email,
        phone: '(212) 555-0100',
        status: 'confirmed',
      });
    await db.insert(schema.eventRegistrations).values({
      userId: bea.id,
      eventId: tomorrow.id,
      firstName: 'Bea',
      lastName: 'L',
      email: bea.email,
      phone: '(212) 555-0101',
      status: 'cancelled',
    });
    await db.insert(schema.userLanguagePreferences).values({ userId: ada.id, languageCode: 'fr' });
    expect(await createEventReminders(db, now)).toBe(1);
    expect(await createEventReminders(db, now)).toBe(0);
    const [reminder] = await rows(ada.id, 'event_reminder');
    expect(reminder).toMatchObject({
      title: 'Demain : Test Reminder Jazz',
      targetUrl: `/events/${tomorrow.id}`,
      dedupeKey: `reminder:event:${tomorrow.id}`,
      status: 'pending',
    });
    expect(reminder.scheduledFor!.getTime()).toBe(tomorrow.startsAt.getTime() - 24 * HOUR);
    expect(await rows(bea.id, 'event_reminder')).toHaveLength(0);
    await deliverDue(db, { now: new Date(now.getTime() + 7 * HOUR) });
    expect((await rows(ada.id, 'event_reminder'))[0].status).toBe('sent');
  });

  it('tells every favoriter of a business of its new event in one statement, each in their language, once', async () => {
    await db.insert(schema.userFavorites).values([
      { userId: ada.id, businessId: cafe.id },
      { userId: bea.id, businessId: cafe.id },
      { userId: owner.id, businessId: cafe.id },
    ]);
    const event = { id: 987654, title: 'Test Poetry Night', startsAt: new Date(Date.now() + 5 * 24 * HOUR) };
    expect(await notifyFavoritersOfEvent(db, { businessId: cafe.id, businessName: cafe.name, event, authorId: owner.id })).toBe(2);
    expect(await notifyFavoritersOfEvent(db, { businessId: cafe.id, businessName: cafe.name, event, authorId: owner.id })).toBe(0);
    expect((await rows(ada.id, 'favorite_event'))[0]).toMatchObject({
      title: 'Nouvel événement chez Test Notify Cafe',
      status: 'sent',
      targetUrl: '/events/987654',
    });
    expect((await rows(bea.id, 'favorite_event'))[0]).toMatchObject({ title: 'New event at Test Notify Cafe' });
    expect(await rows(owner.id, 'favorite_event')).toHaveLength(0);
  });

  it("tells a reviewer of the owner's reply once", async () => {
    const [review] = await db
      .insert(schema.businessReviews)
      .values({ userId: bea.id, businessId: cafe.id, rating: 4, title: 'Good', comment: 'Nice.' })
      .returning();
    await replyToReview(db, cafe.id, review.id, 'Thank you!');
    await expect(replyToReview(db, cafe.id, review.id, 'Again')).rejects.toMatchObject({ status: 409 });
    const replies = await rows(bea.id, 'review_reply');
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({
      title: 'Test Notify Cafe replied to your review',
      targetUrl: `/business/${cafe.id}#reviews`,
      status: 'sent',
    });
  });

  it("tells the owner of a member's message and the member of the reply, each once, as already mailed", async () => {
    const messageId = await sendMessage(
      db,
      ada,
      { businessId: cafe.id, subject: 'Hello', content: 'A table for two?' },
      'http://localhost',
    );
    const [toOwner] = await rows(owner.id, 'message');
    expect(toOwner).toMatchObject({
      dedupeKey: `message:${messageId}`,
      emailStatus: 'producer',
      targetUrl: '/business-dashboard?tab=messages',
    });
    const replyId = await replyToMessage(db, owner, { businessId: cafe.id, messageId, content: 'Yes!' }, 'http://localhost');
    const toAda = (await rows(ada.id, 'message')).filter((row) => row.dedupeKey === `message:${replyId}`);
    expect(toAda).toHaveLength(1);
    expect(toAda[0].title).toBe('Nouveau message à propos de Test Notify Cafe');
  });

  it('tells the first in line that a seat is theirs, once', async () => {
    const full = await createEvent(db, {
      title: 'Test Waitlist Gala',
      startsAt: new Date(Date.now() + 5 * 24 * HOUR),
      businessId: cafe.id,
      communityBoardId: board.id,
      maxAttendees: 1,
    });
    await db.insert(schema.eventWaitlist).values({ eventId: full.id, userId: bea.id });
    expect(await offerFreedSeats(db, full.id, { origin: 'http://localhost' })).toBe(1);
    const seats = await rows(bea.id, 'waitlist_seat');
    expect(seats).toHaveLength(1);
    expect(seats[0]).toMatchObject({
      title: 'A seat is yours: Test Waitlist Gala',
      targetUrl: `/events/${full.id}/register`,
      emailStatus: 'producer',
    });
  });

  it('tells the payer of a paid checkout and of a failed membership payment, once per payment', async () => {
    const now = new Date();
    const completed = {
      id: 'evt_1',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_1', payment_status: 'paid', client_reference_id: String(bea.id), amount_total: 2500 } },
    } as unknown as Stripe.Event;
    for (let i = 0; i < 2; i++) {
      const notice = await paymentNoticeStatement(db, completed, now);
      await db.batch([notice!.statement]);
    }
    const paid = await rows(bea.id, 'payment_succeeded');
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      title: 'Payment received',
      body: 'Thank you: your payment of $25.00 went through. The receipt is in your email.',
      emailStatus: 'producer',
    });
    await db.update(schema.users).set({ stripeCustomerId: 'cus_test_ada' }).where(eq(schema.users.id, ada.id));
    const failed = {
      id: 'evt_2',
      type: 'invoice.payment_failed',
      data: { object: { id: 'in_test_1', customer: 'cus_test_ada', amount_paid: 0 } },
    } as unknown as Stripe.Event;
    await db.batch([(await paymentNoticeStatement(db, failed, now))!.statement]);
    expect((await rows(ada.id, 'payment_failed'))[0]).toMatchObject({ title: 'Le paiement a échoué', targetUrl: '/settings#membership' });
    // A checkout nobody signed in made, or a first invoice already told by its checkout: nothing.
    expect(
      await paymentNoticeStatement(
        db,
        {
          ...completed,
          data: { object: { id: 'cs_2', payment_status: 'paid', client_reference_id: null, amount_total: 100 } },
        } as unknown as Stripe.Event,
        now,
      ),
    ).toBeNull();
    expect(
      await paymentNoticeStatement(
        db,
        {
          id: 'evt_3',
          type: 'invoice.paid',
          data: { object: { id: 'in_2', customer: 'cus_test_ada', billing_reason: 'subscription_create', amount_paid: 999 } },
        } as unknown as Stripe.Event,
        now,
      ),
    ).toBeNull();
  });

  it('tells the owner that their listing ends soon, once per listing payment', async () => {
    const [payment] = await db
      .insert(schema.businessListingPayments)
      .values({
        businessId: cafe.id,
        userId: owner.id,
        planType: 'basic',
        amountCents: 2900,
        status: 'paid',
        expiresAt: new Date(Date.now() + 20 * 24 * HOUR),
      })
      .returning();
    await notifyListingsExpiring(db, [payment.id], new Date());
    await notifyListingsExpiring(db, [payment.id], new Date());
    const notices = await rows(owner.id, 'listing_expiring');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: 'Your listing ends soon: Test Notify Cafe', emailStatus: 'producer', status: 'sent' });
  });

  it('mails the weekly digest once a week to members with something near their favorites, with a one-click unsubscribe', async () => {
    const now = new Date();
    await createEvent(db, {
      title: 'Test Digest Brunch',
      startsAt: new Date(now.getTime() + 3 * 24 * HOUR),
      businessId: cafe.id,
      communityBoardId: board.id,
    });
    await createEvent(db, {
      title: 'Test Digest Far Away',
      startsAt: new Date(now.getTime() + 3 * 24 * HOUR),
      businessId: faraway.id,
      communityBoardId: otherBoard.id,
    });
    const carl = await storeAccount(db, 'user');
    await db.insert(schema.userFavorites).values({ userId: carl.id, businessId: faraway.id });
    await db.insert(schema.notificationPreferences).values({ userId: carl.id, weeklyDigest: false });
    const digests = () => db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.kind, 'weekly_digest'));
    await sendWeeklyDigests(db, { now, origin: 'http://localhost:4321' });
    await sendWeeklyDigests(db, { now, origin: 'http://localhost:4321' });
    const mails = await digests();
    // Ada (French) and Bea favorited the cafe; the owner too; Carl turned the digest off.
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([ada.email, bea.email, owner.email].sort());
    const beas = mails.find((mail) => mail.toAddress === bea.email)!;
    expect(beas.subject).toBe('This week near your favorites');
    expect(beas.textBody).toContain('Test Digest Brunch');
    expect(beas.textBody).not.toContain('Test Digest Far Away');
    const link = /http:\/\/localhost:4321\/notifications\/unsubscribe\?token=([a-z2-7]+)/.exec(beas.textBody!)!;
    expect(beas.headers).toEqual({ 'List-Unsubscribe': `<${link[0]}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mails.find((mail) => mail.toAddress === ada.email)!.subject).toBe('Cette semaine près de vos favoris');
    // Next week, again; the unsubscribed member is left out.
    expect(await isDigestToken(db, link[1])).toBe(true);
    expect(await unsubscribeFromDigest(db, link[1])).toBe(true);
    expect(await unsubscribeFromDigest(db, 'nosuchtoken'.padEnd(32, 'a'))).toBe(false);
    expect((await notificationPreferencesOf(db, bea.id)).weeklyDigest).toBe(false);
    await sendWeeklyDigests(db, { now: new Date(now.getTime() + 7 * 24 * HOUR), origin: 'http://localhost:4321' });
    expect((await digests()).filter((mail) => mail.toAddress === bea.email)).toHaveLength(1);
  });

  it("keeps a member's digest through their quiet hours and sends it on the first run after", async () => {
    const dana = await storeAccount(db, 'user');
    await db.insert(schema.userFavorites).values({ userId: dana.id, businessId: cafe.id });
    // Default quiet hours, 22:00 to 08:00 in New York; a Wednesday of a week no digest went out yet.
    const night = new Date('2031-03-12T06:30:00Z'); // 02:30 in New York
    const morning = new Date('2031-03-12T12:30:00Z'); // 08:30
    await createEvent(db, {
      title: 'Test Digest Night Owl',
      startsAt: new Date(morning.getTime() + 2 * 24 * HOUR),
      businessId: cafe.id,
      communityBoardId: board.id,
    });
    const danas = () =>
      db
        .select()
        .from(schema.mailOutbox)
        .where(and(eq(schema.mailOutbox.kind, 'weekly_digest'), eq(schema.mailOutbox.toAddress, dana.email)));
    await sendWeeklyDigests(db, { now: night, origin: 'http://localhost:4321' });
    expect(await danas()).toHaveLength(0);
    await sendWeeklyDigests(db, { now: morning, origin: 'http://localhost:4321' });
    expect(await danas()).toHaveLength(1);
  });

  it('names ISO weeks', () => {
    expect(isoWeekOf(new Date('2026-11-27T12:00:00Z'))).toBe('2026-W48');
    expect(isoWeekOf(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeekOf(new Date('2024-12-30T00:00:00Z'))).toBe('2025-W01');
  });
});
