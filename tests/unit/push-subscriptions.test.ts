/** Push subscriptions (issue 17): the settings card's actions, who may remove what, the addresses and keys accepted, and the VAPID keys. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generatedKeys, pushSubscriptions } from '../../db/schema.ts';
import { notify as notifyActions } from '../../src/actions/notify.ts';
import { deviceLabel } from '../../src/lib/domain/device-label.ts';
import { pushEndpointProblem } from '../../src/lib/domain/push-endpoint.ts';
import type { SessionUser } from '../../src/lib/server/auth/session.ts';
import { parseConfig } from '../../src/lib/server/config.ts';
import { listPushDevices } from '../../src/lib/server/notifications/push-subscriptions.ts';
import { getVapidKeys } from '../../src/lib/server/notifications/vapid-keys.ts';
import { createUser } from '../factories/index.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { useFreshDatabase } from '../helpers/database.ts';

const P256DH = `B${'A'.repeat(86)}`;
const AUTH = 'q1w2e3r4t5y6u7i8o9p0aA';

describe('device labels', () => {
  it('names the browser and the system, never more', () => {
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36')).toBe('Chrome on Android');
    expect(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe('Safari on iPhone');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe('Edge on Windows');
    expect(deviceLabel('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox on macOS');
    expect(deviceLabel('curl/8.0')).toBeNull();
    expect(deviceLabel(null)).toBeNull();
  });
});

describe('push addresses', () => {
  it('takes https push services; plain http only to this machine in local mode; never private networks', () => {
    expect(pushEndpointProblem('https://fcm.googleapis.com/fcm/send/abc', { localMode: false })).toBeNull();
    expect(pushEndpointProblem('https://updates.push.services.mozilla.com/wpush/v2/abc', { localMode: false })).toBeNull();
    expect(pushEndpointProblem('http://127.0.0.1:9000/push/1', { localMode: true })).toBeNull();
    expect(pushEndpointProblem('http://127.0.0.1:9000/push/1', { localMode: false })).toBe('invalid');
    expect(pushEndpointProblem('http://push.example.com/1', { localMode: true })).toBe('invalid');
    for (const bad of ['https://10.0.0.5/push', 'https://192.168.1.1/push', 'https://169.254.169.254/latest', 'https://[::1]/push', 'https://intranet/push', 'ftp://push.example.com/', 'javascript:alert(1)', 'https://user:pw@push.example.com/', 'not a url']) {
      expect(pushEndpointProblem(bad, { localMode: false }), bad).toBe('invalid');
    }
  });
});

describe('VAPID configuration', () => {
  it('takes both keys or neither', () => {
    const publicKey = `B${'a'.repeat(86)}`;
    const privateKey = 'b'.repeat(43);
    expect(parseConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'mailto:ops@example.org' }).webPush).toEqual({ publicKey, privateKey, subject: 'mailto:ops@example.org' });
    expect(parseConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, SITE_URL: 'https://harlem.example' }).webPush?.subject).toBe('https://harlem.example');
    expect(parseConfig({}).webPush).toBeNull();
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/set both keys/);
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey })).toThrow(/VAPID_PUBLIC_KEY must be/);
    expect(() => parseConfig({ VAPID_SUBJECT: 'ops@example.org' })).toThrow(/VAPID_SUBJECT must be/);
  });
});

describe('push subscription actions', async () => {
  const { db } = await useFreshDatabase();
  const session = async (): Promise<SessionUser> => {
    const user = await createUser(db);
    return { id: user.id, email: user.email, firstName: user.firstName, lastName: null, profileImageUrl: null, role: 'user', isPremium: false, businessId: null, hasPassword: true, favoriteCount: 0 };
  };
  const subscribe = (user: SessionUser | null, values: Record<string, unknown>, locale?: 'es') => callAction(notifyActions.subscribePush, { p256dh: P256DH, auth: AUTH, next: '/settings', ...values }, { user, locale });

  it('makes one pair of local VAPID keys and keeps it', async () => {
    const [first, second] = await Promise.all([getVapidKeys(db, { webPush: null, localMode: true }), getVapidKeys(db, { webPush: null, localMode: true })]);
    expect(first).toEqual(second);
    expect(first?.publicKey).toMatch(/^B[\w-]{86}$/);
    expect(await db.select().from(generatedKeys)).toHaveLength(1);
    expect(await getVapidKeys(db, { webPush: null, localMode: false })).toBeNull();
  });

  it('ties this browser’s subscription to the signed-in account, once per endpoint', async () => {
    const member = await session();
    const endpoint = 'http://127.0.0.1:9/push/member-one';
    const saved = await subscribe(member, { endpoint });
    expect(saved.error).toBeUndefined();
    expect(saved.data).toMatchObject({ id: expect.any(Number), redirect: '/settings', flash: { description: 'Push notifications are on for this device.' } });
    await subscribe(member, { endpoint });
    expect((await listPushDevices(db, member.id)).map((device) => device.id)).toEqual([saved.data.id]);
  });

  it('refuses visitors, bad addresses and bad keys with a clear message, storing nothing', async () => {
    const member = await session();
    expect((await subscribe(null, { endpoint: 'https://fcm.googleapis.com/fcm/send/x' })).error).toMatchObject({ status: 401, message: 'Please log in to manage push notifications.' });
    expect(fieldsOf((await subscribe(member, { endpoint: 'http://push.example.com/1' })).error)).toEqual({ endpoint: 'Your browser gave a push address that is not valid.' });
    expect(fieldsOf((await subscribe(member, { endpoint: 'https://10.1.2.3/push' })).error)).toEqual({ endpoint: 'Your browser gave a push address that is not valid.' });
    expect(fieldsOf((await subscribe(member, { endpoint: 'https://fcm.googleapis.com/fcm/send/x', p256dh: 'nope', auth: '' })).error)).toEqual({ p256dh: 'Your browser gave push keys that are not valid.', auth: 'Your browser gave push keys that are not valid.' });
    expect(fieldsOf((await subscribe(member, { endpoint: ['a', 'b'], p256dh: 12 })).error)).toMatchObject({ endpoint: expect.any(String), p256dh: expect.any(String) });
    expect(fieldsOf((await subscribe(member, { endpoint: 'ftp://push.example.com/' }, 'es')).error)).toEqual({ endpoint: 'Tu navegador dio una dirección push que no es válida.' });
    expect(await listPushDevices(db, member.id)).toEqual([]);
  });

  it('lets only the account remove its devices', async () => {
    const [owner, other] = [await session(), await session()];
    const endpoint = 'http://127.0.0.1:9/push/owner-device';
    const { data } = await subscribe(owner, { endpoint });
    const refused = await callAction(notifyActions.unsubscribePush, { id: String(data.id), next: '/settings' }, { user: other });
    expect(refused.error).toMatchObject({ status: 404, message: 'This device was not found among yours.' });
    await callAction(notifyActions.unsubscribePush, { endpoint, next: '/settings' }, { user: other });
    expect(await listPushDevices(db, owner.id)).toHaveLength(1);
    expect((await callAction(notifyActions.unsubscribePush, { id: String(data.id) }, { user: null })).error).toMatchObject({ status: 401 });
    expect(fieldsOf((await callAction(notifyActions.unsubscribePush, { next: '/settings' }, { user: owner })).error)).toEqual({ id: 'This device was not found among yours.' });

    const removed = await callAction(notifyActions.unsubscribePush, { id: String(data.id), next: '/settings' }, { user: owner });
    expect(removed.data).toMatchObject({ removed: true, flash: { description: 'The device was removed: it gets no more push notifications.' } });
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toEqual([]);
    // Turning off this device by its endpoint.
    await subscribe(owner, { endpoint });
    expect((await callAction(notifyActions.unsubscribePush, { endpoint, next: '/settings' }, { user: owner })).data).toMatchObject({ flash: { description: 'Push notifications are off for this device.' } });
    expect(await listPushDevices(db, owner.id)).toEqual([]);
  });
});
