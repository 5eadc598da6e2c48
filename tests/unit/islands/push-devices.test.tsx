// @vitest-environment jsdom
/**
 * The settings' push card (issue 17) says honestly what this browser can do: push not configured
 * on the site, not supported by the browser, blocked by the member, off; Turn on only when it can
 * work; and each device of the account with its Remove form.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PushDevices, { type PushDeviceView } from '#components/islands/notify/PushDevices.tsx';

const DEVICES: PushDeviceView[] = [
  { id: 7, label: 'Chrome en Android', added: 'Agregado el 27 de noviembre de 2026', endpointHash: 'ab'.repeat(32) },
];
const props = {
  locale: 'en' as const,
  publicKey: `B${'A'.repeat(86)}`,
  devices: [] as PushDeviceView[],
  removeAction: '/settings?_action=notify.unsubscribePush',
  next: '/settings#push',
};

/** A browser with push, notifications allowed or not, and no subscription yet. */
function browserWithPush(permission: NotificationPermission) {
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn() });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => undefined } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the push card', () => {
  it('says push is not configured when the site has no key, with no button', () => {
    render(<PushDevices {...props} publicKey={null} />);
    expect(screen.getByRole('status').textContent).toBe('Push notifications are not configured on this site.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('No device gets push notifications yet.')).toBeTruthy();
  });

  it('says the browser does not support push when it has no Push API', async () => {
    render(<PushDevices {...props} />);
    expect((await screen.findByText('This browser does not support push notifications.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();
  });

  it('says the browser blocked notifications, and offers nothing it cannot do', async () => {
    browserWithPush('denied');
    render(<PushDevices {...props} />);
    expect(await screen.findByText(/^Blocked by the browser/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();
  });

  it('offers Turn on when push can work here, and lists the account’s devices with Remove forms', async () => {
    browserWithPush('default');
    render(<PushDevices {...props} locale="es" devices={DEVICES} />);
    expect(await screen.findByText('Desactivadas: este dispositivo no recibe notificaciones push.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Activar' })).toBeTruthy();
    const remove = screen.getByRole('button', { name: 'Quitar Chrome en Android' });
    const form = remove.closest('form')!;
    expect(form.getAttribute('action')).toBe('/settings?_action=notify.unsubscribePush');
    expect(Object.fromEntries(new FormData(form))).toEqual({ id: '7', next: '/settings#push' });
  });
});
