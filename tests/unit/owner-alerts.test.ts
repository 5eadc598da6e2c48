/**
 * Owner alerts (issue 33): each trigger (a new review, a change to a review the owner answered, a
 * free or paid booking, ticket sales, a claim decided) stores exactly one alert with its words and
 * link, in the recipient's language; ticket sales are one alert per event and hour that counts
 * the hour's tickets, whatever the webhook repeats; a switched-off alert is delivered nowhere;
 * quiet hours hold an alert; the owner switches are saved only from a form that showed them.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import * as schema from '#db/schema.ts';
import { notifications as actions } from '#actions/notifications.ts';
import { decideClaim } from '#lib/server/admin/moderation.ts';
import { bookSlot } from '#lib/server/bookings/bookings.ts';
import { deliverDue } from '#lib/server/notifications/deliver.ts';
import { unreadCount } from '#lib/server/notifications/notify.ts';
import { notificationPreferencesOf } from '#lib/server/notifications/preferences.ts';
import { applyEvent } from '#lib/server/payments/webhook.ts';
import { replyToReview, saveReview } from '#lib/server/reviews/reviews.ts';
import { loadSettingsPage } from '#lib/server/settings/settings-page.ts';
import { createBoard, createBusiness, createCategory, createEvent, createUser } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction } from '../helpers/actions.ts';
import { useFreshDatabase } from '../helpers/database.ts';

const ORIGIN = 'http://localhost:4321';
const DAY = 24 * 60 * 60 * 1000;
// Thursday 10 December 2026, New York on standard time (UTC-5).
const AT = {
  ny1410: new Date('2026-12-10T19:10:00Z'),
  ny1440: new Date('2026-12-10T19:40:00Z'),
  ny1459: new Date('2026-12-10T19:59:00Z'),
  ny1500: new Date('2026-12-10T20:00:00Z'),
  ny1505: new Date('2026-12-10T20:05:00Z'),
  ny2300: new Date('2026-12-11T04:00:00Z'),
  ny0800: new Date('2026-12-11T13:00:00Z'),
};

describe('owner alerts', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { number: 10 });
  const category = await createCategory(db);
  /** A business with an owner (English unless said), whose quiet hours are none unless `quiet`. */
  const ownedBusiness = async (name: string, options: { language?: 'es'; quiet?: boolean } = {}) => {
    const business = await createBusiness(db, { name, communityBoardId: board.id, categoryId: category.id });
    const owner = await storeAccount(db, 'business_owner', { businessId: business.id });
    await db.update(schema.businesses).set({ ownerId: owner.id }).where(eq(schema.businesses.id, business.id));
    if (options.language) await db.insert(schema.userLanguagePreferences).values({ userId: owner.id, languageCode: options.language });
    if (!options.quiet)
      await db.insert(schema.notificationPreferences).values({ userId: owner.id, quietHoursStart: '00:00', quietHoursEnd: '00:00' });
    return { business, owner };
  };
  const alertsOf = (userId: number, kind: string) =>
    db
      .select()
      .from(schema.pushNotifications)
      .where(and(eq(schema.pushNotifications.userId, userId), eq(schema.pushNotifications.type, kind)));
  const mailsTo = (email: string, kind: string) =>
    db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.toAddress, email), eq(schema.mailOutbox.kind, kind)));
  const apply = (event: Record<string, unknown>, now: Date) =>
    applyEvent(event as unknown as Stripe.Event, { db, stripe: {} as Stripe, origin: ORIGIN, now });
  /** A paid Checkout's event as Stripe sends it. */
  const paidCheckout = (eventId: string, session: Record<string, unknown>, type = 'checkout.session.completed') => ({
    id: eventId,
    type,
    data: { object: { object: 'checkout.session', payment_status: 'paid', payment_intent: `pi_${eventId}`, ...session } },
  });

  it('tells the owner of a new review with its stars, once, by the centre and email; a save again adds nothing', async () => {
    const { business, owner } = await ownedBusiness('Test Alert Diner');
    const reviewer = await storeAccount(db, 'user');
    const review = { businessId: business.id, rating: 1, title: 'Cold soup', comment: 'It was cold.' };
    await saveReview(db, reviewer, review);
    await saveReview(db, reviewer, review);
    const alerts = await alertsOf(owner.id, 'owner_review');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      title: 'New 1-star review of Test Alert Diner',
      body: '★☆☆☆☆ (1/5) “Cold soup”. Read it and reply from your dashboard.',
      targetUrl: '/business-dashboard?tab=reviews',
      status: 'sent',
      emailStatus: 'sent',
    });
    const [mail, ...more] = await mailsTo(owner.email, 'notification_owner_review');
    expect(more).toHaveLength(0);
    expect(mail.subject).toBe('New 1-star review of Test Alert Diner');
    expect(mail.textBody).toContain(`${ORIGIN}/business-dashboard?tab=reviews`);
    expect(await unreadCount(db, owner.id)).toBe(1);
    // Nobody else is told.
    expect(await alertsOf(reviewer.id, 'owner_review')).toHaveLength(0);
  });

  it('tells the owner when a review they answered is changed by its author, at most once an hour per review', async () => {
    const { business, owner } = await ownedBusiness('Test Alert Tavern');
    const reviewer = await storeAccount(db, 'user');
    const { reviewId } = await saveReview(db, reviewer, { businessId: business.id, rating: 2, title: 'Slow', comment: null });
    // Changed before any reply: only the new review was told.
    await saveReview(db, reviewer, { businessId: business.id, rating: 3, title: 'Slow', comment: null });
    expect(await alertsOf(owner.id, 'owner_review_edited')).toHaveLength(0);
    await replyToReview(db, business.id, reviewId, 'Sorry, we were short-staffed.');
    // Saved unchanged after the reply: nothing to tell.
    await saveReview(db, reviewer, { businessId: business.id, rating: 3, title: 'Slow', comment: null });
    expect(await alertsOf(owner.id, 'owner_review_edited')).toHaveLength(0);
    await saveReview(db, reviewer, { businessId: business.id, rating: 4, title: 'Better now', comment: 'Thanks for answering.' });
    await saveReview(db, reviewer, { businessId: business.id, rating: 5, title: 'Great now', comment: 'Thanks for answering.' });
    const edited = await alertsOf(owner.id, 'owner_review_edited');
    expect(edited).toHaveLength(1);
    expect(edited[0]).toMatchObject({
      title: 'A review you answered was changed: Test Alert Tavern',
      body: '★★★★☆ (4/5) “Better now”. Read it again and edit your reply from your dashboard if you wish.',
      targetUrl: '/business-dashboard?tab=reviews',
      status: 'sent',
    });
  });

  it('says a review in Spanish to a Spanish-speaking owner', async () => {
    const { business, owner } = await ownedBusiness('Test Alert Bodega', { language: 'es' });
    await saveReview(db, await storeAccount(db, 'user'), { businessId: business.id, rating: 1, title: 'Fría', comment: null });
    await saveReview(db, await storeAccount(db, 'user'), { businessId: business.id, rating: 3, title: 'Bien', comment: null });
    const titles = (await alertsOf(owner.id, 'owner_review')).map((alert) => [alert.title, alert.body]).sort();
    expect(titles).toEqual([
      ['Nueva reseña de Test Alert Bodega: 1 estrella', '★☆☆☆☆ (1/5) “Fría”. Léela y responde desde tu panel.'],
      ['Nueva reseña de Test Alert Bodega: 3 estrellas', '★★★☆☆ (3/5) “Bien”. Léela y responde desde tu panel.'],
    ]);
    const [mail] = await mailsTo(owner.email, 'notification_owner_review');
    expect(mail.textBody).toContain(`${ORIGIN}/es/business-dashboard?tab=reviews`);
  });

  /** A service of the business with one slot three days after `from`. */
  const bookable = async (businessId: number, priceCents: number, from = new Date()) => {
    const [service] = await db
      .insert(schema.businessServices)
      .values({ businessId, name: priceCents ? 'Test wine tasting' : 'Test free tour', priceCents, durationMinutes: 60, placesPerSlot: 4 })
      .returning();
    const [slot] = await db
      .insert(schema.serviceSlots)
      .values({ serviceId: service.id, startsAt: new Date(from.getTime() + 3 * DAY) })
      .returning();
    return slot;
  };
  /** A paid booking awaiting its payment, as Checkout leaves it. */
  const awaitingPayment = async (businessId: number, slot: typeof schema.serviceSlots.$inferSelect, sessionId: string, now: Date) => {
    const guest = await createUser(db, { firstName: 'Ama', lastName: 'Mensah' });
    const [booking] = await db
      .insert(schema.bookings)
      .values({
        slotId: slot.id,
        serviceId: slot.serviceId,
        businessId,
        userId: guest.id,
        contactName: 'Ama Mensah',
        contactEmail: guest.email,
        amountCents: 4500,
        stripeCheckoutSessionId: sessionId,
        createdAt: now,
      })
      .returning();
    return { booking, guest };
  };

  it('tells the owner of a free booking once, with the batch that confirms it', async () => {
    const { business, owner } = await ownedBusiness('Test Alert Gallery');
    const slot = await bookable(business.id, 0);
    const guest = await storeAccount(db, 'user');
    const outcome = await bookSlot(db, null, {
      user: { ...guest, firstName: 'Kofi', lastName: 'Boateng' },
      slotId: slot.id,
      origin: ORIGIN,
    });
    expect(outcome.status).toBe('confirmed');
    // Booking again is refused and tells nothing more.
    await expect(bookSlot(db, null, { user: guest, slotId: slot.id, origin: ORIGIN })).rejects.toMatchObject({ status: 409 });
    const alerts = await alertsOf(owner.id, 'owner_booking');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      title: 'New booking: Test free tour',
      dedupeKey: `owner:booking:${outcome.bookingId}`,
      targetUrl: '/business-dashboard?tab=events',
      status: 'sent',
    });
    expect(alerts[0].body).toMatch(/^For Kofi Boateng, .+ \(New York time\)\.$/);
    expect(await mailsTo(guest.email, 'booking_confirmation')).toHaveLength(1);
  });

  it('tells the owner of a paid booking once, when the verified webhook confirms it, whatever it repeats', async () => {
    const { business, owner } = await ownedBusiness('Test Alert Winery');
    const slot = await bookable(business.id, 4500, AT.ny1410);
    const { booking, guest } = await awaitingPayment(business.id, slot, 'cs_alert_booking', AT.ny1410);
    const completed = paidCheckout('evt_alert_booking', {
      id: 'cs_alert_booking',
      metadata: { kind: 'booking', bookingId: String(booking.id) },
      client_reference_id: String(guest.id),
      amount_total: 4500,
    });
    expect(await apply(completed, AT.ny1410)).toBe('applied');
    expect(await apply(completed, AT.ny1410)).toBe('duplicate');
    expect(await apply({ ...completed, id: 'evt_alert_booking_async', type: 'checkout.session.async_payment_succeeded' }, AT.ny1440)).toBe(
      'applied',
    );
    const alerts = await alertsOf(owner.id, 'owner_booking');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      title: 'New booking: Test wine tasting',
      body: 'For Ama Mensah, Sunday, December 13, 2026, 2:10 PM (New York time).',
      targetUrl: '/business-dashboard?tab=events',
      status: 'sent',
    });
    expect(alerts[0].sentAt?.toISOString()).toBe(AT.ny1410.toISOString());
  });

  it('holds a booking confirmed in the owner’s quiet hours until they end', async () => {
    const { business, owner } = await ownedBusiness('Test Alert Night Club', { quiet: true });
    const slot = await bookable(business.id, 4500, AT.ny2300);
    const { booking, guest } = await awaitingPayment(business.id, slot, 'cs_alert_night', AT.ny2300);
    const completed = paidCheckout('evt_alert_night', {
      id: 'cs_alert_night',
      metadata: { kind: 'booking', bookingId: String(booking.id) },
      client_reference_id: String(guest.id),
      amount_total: 4500,
    });
    expect(await apply(completed, AT.ny2300)).toBe('applied');
    const [held] = await alertsOf(owner.id, 'owner_booking');
    expect(held).toMatchObject({ status: 'pending', emailStatus: null });
    expect(held.scheduledFor?.toISOString()).toBe(AT.ny0800.toISOString());
    expect(await mailsTo(owner.email, 'notification_owner_booking')).toHaveLength(0);
    expect(await unreadCount(db, owner.id)).toBe(0);
    expect(await deliverDue(db, { now: AT.ny0800, userId: owner.id })).toMatchObject({ delivered: 1 });
    expect((await alertsOf(owner.id, 'owner_booking'))[0]).toMatchObject({ status: 'sent', emailStatus: 'sent' });
    expect(await mailsTo(owner.email, 'notification_owner_booking')).toHaveLength(1);
  });

  /** A paid event of the business, a week after `from`. */
  const concertOf = (businessId: number, title: string, from: Date) =>
    createEvent(db, { title, businessId, communityBoardId: board.id, startsAt: new Date(from.getTime() + 7 * DAY), priceCents: 2500 });
  /** A seat held for payment at the event, and its paid Checkout's event. */
  const sale = async (eventId: number, key: string) => {
    const buyer = await createUser(db);
    const [seat] = await db
      .insert(schema.eventRegistrations)
      .values({
        userId: buyer.id,
        eventId,
        firstName: 'Test',
        lastName: 'Buyer',
        email: buyer.email,
        phone: '2125550100',
        status: 'awaiting_payment',
        amountCents: 2500,
        stripeCheckoutSessionId: `cs_sale_${key}`,
      })
      .returning();
    return paidCheckout(`evt_sale_${key}`, {
      id: `cs_sale_${key}`,
      metadata: { kind: 'ticket', registrationId: String(seat.id), eventId: String(eventId) },
      client_reference_id: String(buyer.id),
      amount_total: 2500,
    });
  };

  it('batches ticket sales: one alert per event and hour, counting each sale once, sent at the end of the hour', async () => {
    const { business, owner } = await ownedBusiness('Test Alert Theater');
    const concert = await concertOf(business.id, 'Test Alert Concert', AT.ny1410);
    const sales = () => alertsOf(owner.id, 'owner_ticket_sales');

    const first = await sale(concert.id, 'one');
    expect(await apply(first, AT.ny1410)).toBe('applied');
    let [pending, ...none] = await sales();
    expect(none).toHaveLength(0);
    expect(pending).toMatchObject({ status: 'pending', data: { eventId: concert.id, count: 1 } });
    expect(pending.scheduledFor?.toISOString()).toBe(AT.ny1500.toISOString());
    // The same delivery again, and the same payment's other event: not counted again.
    expect(await apply(first, AT.ny1410)).toBe('duplicate');
    expect(await apply({ ...first, id: 'evt_sale_one_async', type: 'checkout.session.async_payment_succeeded' }, AT.ny1440)).toBe(
      'applied',
    );
    expect(await apply(await sale(concert.id, 'two'), AT.ny1440)).toBe('applied');
    [pending, ...none] = await sales();
    expect(none).toHaveLength(0);
    expect(pending).toMatchObject({ status: 'pending', data: { count: 2 } });
    expect(await db.select().from(schema.tickets).where(eq(schema.tickets.eventId, concert.id))).toHaveLength(2);

    expect(await deliverDue(db, { now: AT.ny1459, userId: owner.id })).toMatchObject({ delivered: 0 });
    await deliverDue(db, { now: AT.ny1500, userId: owner.id });
    const [sent] = await sales();
    expect(sent).toMatchObject({
      status: 'sent',
      title: '2 tickets sold: Test Alert Concert',
      body: 'Since 2:00 PM on Thursday, December 10, 2026 (New York time). See who is coming on your dashboard.',
      targetUrl: '/business-dashboard?tab=events',
    });
    const [mail, ...more] = await mailsTo(owner.email, 'notification_owner_ticket_sales');
    expect(more).toHaveLength(0);
    expect(mail.subject).toBe('2 tickets sold: Test Alert Concert');

    // A sale in the next hour starts the next alert, due at the end of its hour.
    expect(await apply(await sale(concert.id, 'three'), AT.ny1505)).toBe('applied');
    const next = (await sales()).filter((alert) => alert.status === 'pending');
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ data: { count: 1 }, title: '1 ticket sold: Test Alert Concert' });
    expect(next[0].scheduledFor?.toISOString()).toBe(new Date('2026-12-10T21:00:00Z').toISOString());
    expect((await sales()).filter((alert) => alert.status === 'sent')).toHaveLength(1);
  });

  it('gathers a night of ticket sales held by quiet hours into one alert in the morning', async () => {
    const { business, owner } = await ownedBusiness('Test Alert Late Club', { quiet: true });
    const show = await concertOf(business.id, 'Test Alert Late Show', AT.ny2300);
    expect(await apply(await sale(show.id, 'night-1'), new Date('2026-12-11T04:10:00Z'))).toBe('applied');
    // Due at midnight, held by the quiet hours until 08:00.
    expect(await deliverDue(db, { now: new Date('2026-12-11T05:00:00Z'), userId: owner.id })).toMatchObject({ held: 1 });
    expect(await apply(await sale(show.id, 'night-2'), new Date('2026-12-11T06:10:00Z'))).toBe('applied');
    let alerts = await alertsOf(owner.id, 'owner_ticket_sales');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ status: 'pending', data: { count: 2 } });
    expect(alerts[0].scheduledFor?.toISOString()).toBe(AT.ny0800.toISOString());
    expect(await deliverDue(db, { now: AT.ny0800, userId: owner.id })).toMatchObject({ delivered: 1 });
    alerts = await alertsOf(owner.id, 'owner_ticket_sales');
    expect(alerts).toMatchObject([
      {
        status: 'sent',
        title: '2 tickets sold: Test Alert Late Show',
        body: 'Since 11:00 PM on Thursday, December 10, 2026 (New York time). See who is coming on your dashboard.',
      },
    ]);
  });

  it('delivers nowhere an alert its owner switched off', async () => {
    const { business, owner } = await ownedBusiness('Test Alert Quiet Cafe');
    await db.update(schema.notificationPreferences).set({ ownerReviews: false }).where(eq(schema.notificationPreferences.userId, owner.id));
    await saveReview(db, await storeAccount(db, 'user'), { businessId: business.id, rating: 2, title: 'Meh', comment: null });
    const [skipped] = await alertsOf(owner.id, 'owner_review');
    expect(skipped).toMatchObject({ status: 'skipped', emailStatus: null, pushStatus: null });
    expect(await unreadCount(db, owner.id)).toBe(0);
    expect(await mailsTo(owner.email, 'notification_owner_review')).toHaveLength(0);
  });

  it('tells the claimant of the decision on their claim or new listing, once, as the decision’s email already says', async () => {
    const admin = await storeAccount(db, 'admin');
    const listing = (name: string) => createBusiness(db, { name, communityBoardId: board.id, categoryId: category.id });
    const claimOf = async (userId: number, businessId: number, kind: 'claim' | 'new') =>
      (
        await db
          .insert(schema.businessClaims)
          .values({ userId, businessId, kind, status: 'pending', verification: kind === 'claim' ? 'review' : null })
          .returning()
      )[0];
    const claimant = await storeAccount(db, 'user');
    const corner = await listing('Test Alert Corner Shop');
    const approved = await claimOf(claimant.id, corner.id, 'claim');
    await decideClaim(db, admin.id, { claimId: approved.id, approve: true, reason: null }, ORIGIN);
    await expect(decideClaim(db, admin.id, { claimId: approved.id, approve: false, reason: null }, ORIGIN)).rejects.toMatchObject({
      status: 409,
    });
    const [yes, ...again] = await alertsOf(claimant.id, 'claim_decided');
    expect(again).toHaveLength(0);
    expect(yes).toMatchObject({
      title: 'Approved: Test Alert Corner Shop is yours to manage',
      body: 'Manage it from your business dashboard.',
      targetUrl: '/business-dashboard',
      emailStatus: 'producer',
    });
    expect(await mailsTo(claimant.email, 'business_claim_approved')).toHaveLength(1);
    expect(await mailsTo(claimant.email, 'notification_claim_decided')).toHaveLength(0);

    const newcomer = await storeAccount(db, 'business_owner');
    await db.insert(schema.userLanguagePreferences).values({ userId: newcomer.id, languageCode: 'fr' });
    const refused = await claimOf(newcomer.id, (await listing('Test Alert Pop-up')).id, 'new');
    await decideClaim(db, admin.id, { claimId: refused.id, approve: false, reason: 'No proof yet.' }, ORIGIN);
    expect(await alertsOf(newcomer.id, 'claim_decided')).toMatchObject([
      {
        title: 'Votre nouvelle fiche pour Test Alert Pop-up n’a pas été approuvée',
        body: 'Nous vous avons envoyé par e-mail la raison, et comment nous écrire si ce commerce vous appartient.',
        targetUrl: '/contact-us',
      },
    ]);
  });

  it('shows the owner switches to accounts that own or claimed a business, and saves them only from a form that showed them', async () => {
    const { owner } = await ownedBusiness('Test Alert Settings Shop');
    const member = await storeAccount(db, 'user');
    expect((await loadSettingsPage({} as never, owner)).notifications.ownerAlerts).toBe(true);
    expect((await loadSettingsPage({} as never, member)).notifications.ownerAlerts).toBe(false);
    const form = {
      eventReminders: 'on',
      emailEnabled: 'on',
      quietHoursStart: '22:00',
      quietHoursEnd: '08:00',
      timeZone: 'America/New_York',
    };
    const shown = { ...form, ownerAlertsShown: 'on', ownerReviews: 'on', ownerBookings: 'on', claimDecisions: 'on' };
    expect((await callAction(actions.savePreferences, shown, { user: owner })).error).toBeUndefined();
    expect(await notificationPreferencesOf(db, owner.id)).toMatchObject({
      ownerReviews: true,
      ownerBookings: true,
      ownerSales: false,
      claimDecisions: true,
      ownerPayouts: false,
    });
    // A form without them (a member's) leaves them as stored.
    expect((await callAction(actions.savePreferences, form, { user: owner })).error).toBeUndefined();
    expect(await notificationPreferencesOf(db, owner.id)).toMatchObject({ ownerReviews: true, ownerSales: false });
    expect((await callAction(actions.savePreferences, form, { user: member })).error).toBeUndefined();
    expect(await notificationPreferencesOf(db, member.id)).toMatchObject({ ownerReviews: true, ownerSales: true, ownerPayouts: true });
  });
});
