/**
 * Issue 17's acceptance for notifications, with a frozen clock: quiet hours hold a reminder due
 * at 23:00 until 08:00; one due at 15:00 reaches the centre, the outbox and a push service that
 * verifies the VAPID signature and decrypts the message, at once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notificationPreferences, pushNotifications, pushSubscriptions, userLanguagePreferences } from '#db/schema.ts';
import { runScheduledJobs } from '#lib/server/jobs/scheduled.ts';
import { deliverDue } from '#lib/server/notifications/deliver.ts';
import { notificationStatement, notify, unreadCount, type NotificationInput } from '#lib/server/notifications/notify.ts';
import { savePushSubscription } from '#lib/server/notifications/push-subscriptions.ts';
import { createUser } from '../factories/index.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { startTestPushServer, type TestPushServer, type TestSubscription } from '../helpers/push-server.ts';

// 10 December 2026, New York on standard time (UTC-5).
const NEW_YORK = {
  at15: new Date('2026-12-10T20:00:00Z'),
  at23: new Date('2026-12-11T04:00:00Z'),
  at0759: new Date('2026-12-11T12:59:00Z'),
  at08: new Date('2026-12-11T13:00:00Z'),
};
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('notification delivery', async () => {
  const { db } = await useFreshDatabase();
  let push: TestPushServer;
  beforeAll(async () => {
    push = await startTestPushServer();
  });
  afterAll(() => push.close());

  /** A member with default preferences and one push device on the test push service. */
  const member = async () => {
    const user = await createUser(db);
    const device = push.subscribe();
    await savePushSubscription(db, user.id, device, ANDROID_CHROME);
    return { user, device };
  };
  const reminder = (userId: number, key: string, dueAt?: Date): NotificationInput => ({
    userId,
    kind: 'event_reminder',
    title: `Tomorrow: Jazz at the Lenox Lounge (${key})`,
    body: 'Your event starts tomorrow at 7:30 PM.',
    url: '/events/12',
    dueAt,
    dedupeKey: `reminder:event:${key}`,
  });
  const rowOf = async (userId: number) => (await db.select().from(pushNotifications).where(eq(pushNotifications.userId, userId)))[0];
  const mailsTo = (email: string) => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const pushesTo = (device: TestSubscription) => push.received.filter((message) => message.subscription === device.id);
  const job = (now: Date) => runScheduledJobs(db, { stripe: null, origin: 'http://localhost:4321', now });

  it('holds a reminder due at 23:00 through the quiet hours and delivers it at 08:00', async () => {
    const { user, device } = await member();
    await notify(db, reminder(user.id, 'night', NEW_YORK.at23), NEW_YORK.at23);
    const at23 = await job(NEW_YORK.at23);
    expect(at23.notificationsDelivered).toBe(0);
    expect((await rowOf(user.id)).scheduledFor?.toISOString()).toBe(NEW_YORK.at08.toISOString());
    await job(NEW_YORK.at0759);
    for (const nothing of [await unreadCount(db, user.id), (await mailsTo(user.email)).length, pushesTo(device).length])
      expect(nothing).toBe(0);
    expect((await rowOf(user.id)).status).toBe('pending');

    const at08 = await job(NEW_YORK.at08);
    expect(at08.notificationsDelivered).toBe(1);
    const row = await rowOf(user.id);
    expect(row).toMatchObject({ status: 'sent', emailStatus: 'sent', pushStatus: 'sent' });
    expect(row.sentAt?.toISOString()).toBe(NEW_YORK.at08.toISOString());
    expect(await unreadCount(db, user.id)).toBe(1);
    const [mail] = await mailsTo(user.email);
    expect(mail.subject).toBe('Tomorrow: Jazz at the Lenox Lounge (night)');
    expect(mail.textBody).toContain('http://localhost:4321/events/12');
    expect(pushesTo(device).map((message) => message.payload.title)).toEqual(['Tomorrow: Jazz at the Lenox Lounge (night)']);
    // A second run at 08:00 sends nothing again.
    expect((await job(NEW_YORK.at08)).notificationsDelivered).toBe(0);
    expect(pushesTo(device)).toHaveLength(1);
  });

  it('delivers a reminder due at 15:00 at once: centre, outbox and a push the service decrypted', async () => {
    const { user, device } = await member();
    await notify(db, reminder(user.id, 'afternoon'), NEW_YORK.at15);
    const row = await rowOf(user.id);
    expect(row).toMatchObject({ status: 'sent', emailStatus: 'sent', pushStatus: 'sent' });
    expect(row.sentAt?.toISOString()).toBe(NEW_YORK.at15.toISOString());
    expect(await unreadCount(db, user.id)).toBe(1);
    const mails = await mailsTo(user.email);
    expect(mails.map((mail) => [mail.subject, mail.kind])).toEqual([
      ['Tomorrow: Jazz at the Lenox Lounge (afternoon)', 'notification_event_reminder'],
    ]);
    expect(mails[0].textBody).toContain('Your event starts tomorrow at 7:30 PM.');
    const [message] = pushesTo(device);
    expect(message.payload).toMatchObject({
      title: 'Tomorrow: Jazz at the Lenox Lounge (afternoon)',
      body: 'Your event starts tomorrow at 7:30 PM.',
      url: '/events/12',
    });
    expect(message.subject).toMatch(/^mailto:/);
    expect(push.refused).toEqual([]);
    const [stored] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(stored.lastSuccessAt?.toISOString()).toBe(NEW_YORK.at15.toISOString());
    expect(stored.device).toBe('Chrome on Android');
  });

  it('writes the email and the push link in the member’s language, and holds by their own time zone', async () => {
    const { user, device } = await member();
    await db.insert(userLanguagePreferences).values({ userId: user.id, languageCode: 'es' });
    // 15:00 in New York is 21:00 in Paris: outside the default quiet hours.
    await db.insert(notificationPreferences).values({ userId: user.id, timeZone: 'Europe/Paris' });
    await notify(db, { ...reminder(user.id, 'es'), title: 'Mañana: Jazz en el Lenox Lounge' }, NEW_YORK.at15);
    expect(await rowOf(user.id)).toMatchObject({ status: 'sent' });
    const [mail] = await mailsTo(user.email);
    expect(mail.textBody).toContain('Ábrelo en la guía: http://localhost:4321/es/events/12');
    expect(pushesTo(device)[0].payload).toMatchObject({ title: 'Mañana: Jazz en el Lenox Lounge', url: '/es/events/12' });
    // 17:00 in New York is 23:00 in Paris: held until 08:00 there (07:00 UTC).
    await notify(db, reminder(user.id, 'paris-night'), new Date('2026-12-10T22:00:00Z'));
    const held = (await db.select().from(pushNotifications).where(eq(pushNotifications.dedupeKey, 'reminder:event:paris-night')))[0];
    expect(held).toMatchObject({ status: 'pending' });
    expect(held.scheduledFor?.toISOString()).toBe('2026-12-11T07:00:00.000Z');
  });

  it('skips a notification whose topic the member switched off: nothing is sent', async () => {
    const { user, device } = await member();
    await db.insert(notificationPreferences).values({ userId: user.id, eventReminders: false });
    await notify(db, reminder(user.id, 'off'), NEW_YORK.at15);
    expect(await rowOf(user.id)).toMatchObject({ status: 'skipped', sentAt: null, emailStatus: null, pushStatus: null });
    expect(await unreadCount(db, user.id)).toBe(0);
    expect(await mailsTo(user.email)).toHaveLength(0);
    expect(pushesTo(device)).toHaveLength(0);
  });

  it('honours the email and push switches, and records each channel', async () => {
    const { user, device } = await member();
    await db.insert(notificationPreferences).values({ userId: user.id, emailEnabled: false, pushEnabled: false });
    await notify(db, reminder(user.id, 'channels-off'), NEW_YORK.at15);
    expect(await rowOf(user.id)).toMatchObject({ status: 'sent', emailStatus: 'off', pushStatus: 'off' });
    expect(await mailsTo(user.email)).toHaveLength(0);
    expect(pushesTo(device)).toHaveLength(0);
    // Without a device: none.
    const lone = await createUser(db);
    await notify(db, reminder(lone.id, 'no-device'), NEW_YORK.at15);
    expect(await rowOf(lone.id)).toMatchObject({ status: 'sent', emailStatus: 'sent', pushStatus: 'none' });
  });

  it('removes a subscription the push service answers 410 to', async () => {
    const { user, device } = await member();
    push.answer(device.id, 410);
    await notify(db, reminder(user.id, 'gone'), NEW_YORK.at15);
    expect(await rowOf(user.id)).toMatchObject({ status: 'sent', emailStatus: 'sent', pushStatus: 'none' });
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
  });

  it('posts nothing to a stored address the push rules refuse, and removes that device', async () => {
    const user = await createUser(db);
    // Stored before the rules: the test push service under a trailing-dot name of this machine.
    const device = push.subscribe();
    const endpoint = device.endpoint.replace('//127.0.0.1:', '//localhost.:');
    await db.insert(pushSubscriptions).values({ userId: user.id, endpoint, p256dh: device.p256dh, auth: device.auth });
    const before = push.received.length + push.refused.length;
    await notify(db, reminder(user.id, 'refused'), NEW_YORK.at15);
    expect(await rowOf(user.id)).toMatchObject({ status: 'sent', emailStatus: 'sent', pushStatus: 'none' });
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
    expect(push.received.length + push.refused.length).toBe(before);
  });

  it('delivers once when two runs take the same notification at once', async () => {
    const { user, device } = await member();
    await notificationStatement(db, reminder(user.id, 'race'), NEW_YORK.at15);
    const reports = await Promise.all([
      deliverDue(db, { now: NEW_YORK.at15 }),
      deliverDue(db, { now: NEW_YORK.at15 }),
      deliverDue(db, { now: NEW_YORK.at15, userId: user.id }),
    ]);
    expect(reports.reduce((sum, report) => sum + report.delivered, 0)).toBe(1);
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(pushesTo(device)).toHaveLength(1);
    // The same event notified again (same key) is not a second notification.
    await notify(db, reminder(user.id, 'race'), NEW_YORK.at15);
    expect(
      await db
        .select()
        .from(pushNotifications)
        .where(and(eq(pushNotifications.userId, user.id))),
    ).toHaveLength(1);
  });
});
