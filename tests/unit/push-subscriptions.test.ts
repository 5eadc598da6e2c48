/** Push subscriptions (issue 17): the settings card's actions, who may remove what, the addresses and keys accepted, and the VAPID keys. */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { generatedKeys, pushSubscriptions } from '#db/schema.ts';
import { notify as notifyActions } from '#actions/notify.ts';
import { deviceLabel } from '#lib/domain/device-label.ts';
import { isPublicAddress } from '#lib/domain/public-address.ts';
import { pushEndpointProblem } from '#lib/domain/push-endpoint.ts';
import type { SessionUser } from '#lib/server/auth/session.ts';
import { parseConfig } from '#lib/server/config.ts';
import { validatePushDestination } from '#lib/server/notifications/push-destination.ts';
import { listPushDevices, savePushSubscription } from '#lib/server/notifications/push-subscriptions.ts';
import { sendWebPush } from '#lib/server/notifications/web-push.ts';
import { getVapidKeys } from '#lib/server/notifications/vapid-keys.ts';
import { createUser } from '../factories/index.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { useFreshDatabase } from '../helpers/database.ts';

const P256DH = `B${'A'.repeat(86)}`;
const AUTH = 'q1w2e3r4t5y6u7i8o9p0aA';

describe('device labels', () => {
  it('names the browser and the system, never more', () => {
    expect(
      deviceLabel('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'),
    ).toBe('Chrome on Android');
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iPhone');
    expect(
      deviceLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge on Windows');
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
    for (const bad of [
      'https://10.0.0.5/push',
      'https://192.168.1.1/push',
      'https://169.254.169.254/latest',
      'https://[::1]/push',
      'https://intranet/push',
      'ftp://push.example.com/',
      'javascript:alert(1)',
      'https://user:pw@push.example.com/',
      'not a url',
    ]) {
      expect(pushEndpointProblem(bad, { localMode: false }), bad).toBe('invalid');
    }
  });

  it('takes only the known push services, on https and port 443, exactly as they are named', () => {
    for (const good of [
      'https://fcm.googleapis.com/wp/abc',
      'https://fcm.googleapis.com:443/fcm/send/abc',
      'https://push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://FCM.GoogleAPIs.com/wp/abc',
    ]) {
      expect(pushEndpointProblem(good, { localMode: false }), good).toBeNull();
    }
    for (const bad of [
      'https://localhost./push',
      'https://fcm.googleapis.com./wp/abc',
      'https://fcm.googleapis.com:8443/wp/abc',
      'https://fcm.googleapis.com:80/wp/abc',
      'http://fcm.googleapis.com/wp/abc',
      'https://push.example.com/push',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://fcm.googleapis.com.evil.example/wp/abc',
      'https://evilfcm.googleapis.com/wp/abc',
      'https://notify.windows.com/w/',
      'https://a.b.notify.windows.com/w/',
      'https://224.0.0.1/push',
      'https://[ff02::1]/push',
      'https://2130706433/push',
      'https://[::ffff:169.254.169.254]/latest',
    ]) {
      expect(pushEndpointProblem(bad, { localMode: false }), bad).toBe('invalid');
    }
    // Local mode opens this machine's loopback addresses, not a name that merely ends like one.
    expect(pushEndpointProblem('http://[::1]:9000/push/1', { localMode: true })).toBeNull();
    expect(pushEndpointProblem('http://localhost.:9000/push/1', { localMode: true })).toBe('invalid');
    expect(pushEndpointProblem('https://localhost.:9000/push/1', { localMode: true })).toBe('invalid');
    expect(pushEndpointProblem('https://127.0.0.1.nip.io/push/1', { localMode: true })).toBe('invalid');
  });

  it('tells public addresses from private, loopback, link-local, carrier NAT, metadata, multicast and the rest', () => {
    for (const open of [
      '142.250.74.170',
      '8.8.8.8',
      '100.63.255.255',
      '100.128.0.1',
      '172.32.0.1',
      '2607:f8b0:4004:c1b::5f',
      '2a03:2880:f10c:83:face:b00c:0:25de',
    ]) {
      expect(isPublicAddress(open), open).toBe(true);
    }
    for (const closed of [
      '127.0.0.1',
      '127.255.0.9',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.10',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.255',
      '0.0.0.0',
      '224.0.0.251',
      '239.255.255.250',
      '255.255.255.255',
      '192.0.2.1',
      '198.18.0.1',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:8.8.8.8',
      '64:ff9b::a00:1',
      'fc00::1',
      'fd00:ec2::254',
      'fe80::1%eth0',
      'fec0::1',
      'ff02::1',
      '2001:db8::1',
      '2001:0:4136:e378::1',
      '2002:a00:1::1',
      'localhost',
      '',
      'not an address',
      '1.2.3',
      '1.2.3.256',
      '1::2::3',
      '[::1]',
    ]) {
      expect(isPublicAddress(closed), closed).toBe(false);
    }
  });
});

describe('push destinations, resolved', () => {
  const resolvingTo = (...addresses: string[]) => {
    const asked: string[] = [];
    const resolve = async (host: string) => {
      asked.push(host);
      return addresses;
    };
    return { asked, resolve };
  };
  const FCM = 'https://fcm.googleapis.com/wp/abc';

  it('refuses a push service name that resolves to any non-public address, and posts where every answer is public', async () => {
    const open = resolvingTo('142.250.74.170', '2607:f8b0:4004:c1b::5f');
    expect(await validatePushDestination(FCM, { localMode: false, resolve: open.resolve })).toBeNull();
    expect(open.asked).toEqual(['fcm.googleapis.com']);
    for (const inside of [
      ['10.0.0.7'],
      ['169.254.169.254'],
      ['127.0.0.1'],
      ['::ffff:127.0.0.1'],
      ['fd00::1'],
      ['224.0.0.1'],
      ['0.0.0.0'],
      ['142.250.74.170', '192.168.1.1'],
    ]) {
      expect(await validatePushDestination(FCM, { localMode: false, resolve: resolvingTo(...inside).resolve }), inside.join()).toBe(
        'private',
      );
    }
  });

  it('looks names up on Node with the system resolver', async () => {
    const { resolveHostAddresses } = await import('#lib/server/platform/node.ts');
    expect((await resolveHostAddresses('localhost')).some((address) => address === '127.0.0.1' || address === '::1')).toBe(true);
    await expect(resolveHostAddresses('no-such-host.invalid')).rejects.toThrow();
  });

  it('reads a name that does not resolve as not now, and trusts the allow-list where the platform cannot look up', async () => {
    const failing = async () => {
      throw new Error('getaddrinfo ENOTFOUND');
    };
    expect(await validatePushDestination(FCM, { localMode: false, resolve: failing })).toBe('unresolved');
    expect(await validatePushDestination(FCM, { localMode: false, resolve: resolvingTo().resolve })).toBe('unresolved');
    expect(await validatePushDestination(FCM, { localMode: false, resolve: async () => null })).toBeNull();
  });

  it('never looks up an address the rules refuse, nor the local test push service', async () => {
    const lookup = resolvingTo('142.250.74.170');
    expect(await validatePushDestination('https://push.example.com/x', { localMode: false, resolve: lookup.resolve })).toBe('invalid');
    expect(await validatePushDestination('http://127.0.0.1:9000/push/1', { localMode: true, resolve: lookup.resolve })).toBeNull();
    expect(lookup.asked).toEqual([]);
  });

  it('sends nothing to an address that resolves inside, and refuses one the rules refuse', async () => {
    const keys = { publicKey: `B${'A'.repeat(86)}`, privateKey: 'b'.repeat(43), subject: 'mailto:ops@example.org' };
    const target = { endpoint: FCM, p256dh: P256DH, auth: AUTH };
    const payload = { title: 'Hello', body: 'There', url: '/notifications' };
    const fetched = vi.spyOn(globalThis, 'fetch');
    try {
      expect(await sendWebPush(target, payload, keys, { localMode: false, resolve: resolvingTo('169.254.169.254').resolve })).toBe(
        'failed',
      );
      expect(await sendWebPush({ ...target, endpoint: 'https://localhost./push' }, payload, keys, { localMode: true })).toBe('refused');
      expect(fetched).not.toHaveBeenCalled();
    } finally {
      fetched.mockRestore();
    }
  });
});

describe('VAPID configuration', () => {
  it('takes both keys or neither', () => {
    const publicKey = `B${'a'.repeat(86)}`;
    const privateKey = 'b'.repeat(43);
    expect(
      parseConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'mailto:ops@example.org' }).webPush,
    ).toEqual({ publicKey, privateKey, subject: 'mailto:ops@example.org' });
    expect(
      parseConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, SITE_URL: 'https://harlem.example' }).webPush?.subject,
    ).toBe('https://harlem.example');
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
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: null,
      profileImageUrl: null,
      role: 'user',
      isPremium: false,
      businessId: null,
      hasPassword: true,
      favoriteCount: 0,
    };
  };
  const subscribe = (user: SessionUser | null, values: Record<string, unknown>, locale?: 'es') =>
    callAction(notifyActions.subscribePush, { p256dh: P256DH, auth: AUTH, next: '/settings', ...values }, { user, locale });

  it('makes one pair of local VAPID keys and keeps it', async () => {
    const [first, second] = await Promise.all([
      getVapidKeys(db, { webPush: null, localMode: true }),
      getVapidKeys(db, { webPush: null, localMode: true }),
    ]);
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
    expect(saved.data).toMatchObject({
      id: expect.any(Number),
      redirect: '/settings',
      flash: { description: 'Push notifications are on for this device.' },
    });
    await subscribe(member, { endpoint });
    expect((await listPushDevices(db, member.id)).map((device) => device.id)).toEqual([saved.data.id]);
  });

  it('refuses visitors, bad addresses and bad keys with a clear message, storing nothing', async () => {
    const member = await session();
    expect((await subscribe(null, { endpoint: 'https://fcm.googleapis.com/fcm/send/x' })).error).toMatchObject({
      status: 401,
      message: 'Please log in to manage push notifications.',
    });
    expect(fieldsOf((await subscribe(member, { endpoint: 'http://push.example.com/1' })).error)).toEqual({
      endpoint: 'Your browser gave a push address that is not valid.',
    });
    expect(fieldsOf((await subscribe(member, { endpoint: 'https://10.1.2.3/push' })).error)).toEqual({
      endpoint: 'Your browser gave a push address that is not valid.',
    });
    expect(
      fieldsOf((await subscribe(member, { endpoint: 'https://fcm.googleapis.com/fcm/send/x', p256dh: 'nope', auth: '' })).error),
    ).toEqual({ p256dh: 'Your browser gave push keys that are not valid.', auth: 'Your browser gave push keys that are not valid.' });
    expect(fieldsOf((await subscribe(member, { endpoint: ['a', 'b'], p256dh: 12 })).error)).toMatchObject({
      endpoint: expect.any(String),
      p256dh: expect.any(String),
    });
    expect(fieldsOf((await subscribe(member, { endpoint: 'ftp://push.example.com/' }, 'es')).error)).toEqual({
      endpoint: 'Tu navegador dio una dirección push que no es válida.',
    });
    expect(await listPushDevices(db, member.id)).toEqual([]);
  });

  it('refuses a subscription whose push service resolves inside, or another host, storing nothing', async () => {
    const member = await session();
    const input = { endpoint: 'https://fcm.googleapis.com/wp/inside', p256dh: P256DH, auth: AUTH };
    await expect(savePushSubscription(db, member.id, input, null, async () => ['10.0.0.7'])).rejects.toMatchObject({
      status: 400,
      message: 'Your browser gave a push address that is not valid.',
    });
    await expect(
      savePushSubscription(db, member.id, input, null, async () => {
        throw new Error('getaddrinfo EAI_AGAIN');
      }),
    ).rejects.toMatchObject({ status: 503, message: 'Failed to update push notifications. Please try again.' });
    for (const endpoint of ['https://localhost./push', 'https://push.example.com:8443/x', 'https://239.255.255.250/x']) {
      expect(fieldsOf((await subscribe(member, { endpoint })).error), endpoint).toEqual({
        endpoint: 'Your browser gave a push address that is not valid.',
      });
    }
    expect(await listPushDevices(db, member.id)).toEqual([]);
    const saved = await savePushSubscription(db, member.id, input, null, async () => ['142.250.74.170']);
    expect((await listPushDevices(db, member.id)).map((device) => device.id)).toEqual([saved.id]);
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
    expect(fieldsOf((await callAction(notifyActions.unsubscribePush, { next: '/settings' }, { user: owner })).error)).toEqual({
      id: 'This device was not found among yours.',
    });

    const removed = await callAction(notifyActions.unsubscribePush, { id: String(data.id), next: '/settings' }, { user: owner });
    expect(removed.data).toMatchObject({
      removed: true,
      flash: { description: 'The device was removed: it gets no more push notifications.' },
    });
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toEqual([]);
    // Turning off this device by its endpoint.
    await subscribe(owner, { endpoint });
    expect((await callAction(notifyActions.unsubscribePush, { endpoint, next: '/settings' }, { user: owner })).data).toMatchObject({
      flash: { description: 'Push notifications are off for this device.' },
    });
    expect(await listPushDevices(db, owner.id)).toEqual([]);
  });
});
