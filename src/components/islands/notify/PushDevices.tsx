/**
 * "Push notifications on this device" on /settings (issue 17): this browser's state (on, off,
 * blocked by the browser, not supported, not configured) with Turn on / Turn off, and the
 * account's devices with Remove. Remove is a plain form (works without JavaScript); turning push
 * on needs the browser's Push API, then the page is drawn again with the list.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '#lib/i18n/locales.ts';
import { postAction } from '#lib/site/post-action.ts';
import { currentSubscription, disablePush, enablePush, endpointHash, pushBlocked, pushSupported } from '#lib/site/push-subscription.ts';
import {
  notify_push_denied,
  notify_push_devices,
  notify_push_no_devices,
  notify_push_remove,
  notify_push_remove_label,
  notify_push_state_blocked,
  notify_push_state_checking,
  notify_push_state_not_configured,
  notify_push_state_off,
  notify_push_state_on,
  notify_push_state_unsupported,
  notify_push_this_device,
  notify_push_turn_off,
  notify_push_turn_on,
  notify_push_working,
  notify_msg_failed,
} from '#paraglide/messages.js';

export type PushDeviceView = { id: number; label: string; added: string; endpointHash: string };

type Props = {
  locale: Locale;
  /** The site's VAPID public key, or null when push is not configured here. */
  publicKey: string | null;
  devices: PushDeviceView[];
  /** Where the Remove forms post (the unsubscribe action on this page), and come back to. */
  removeAction: string;
  next: string;
};

type State = 'checking' | 'not-configured' | 'unsupported' | 'blocked' | 'off' | 'on';

/** This browser's state, and its subscription's hash. On only when the server also sends to it (it forgets devices the push service refused). */
async function readThisDevice(devices: PushDeviceView[]): Promise<[State, string | null]> {
  if (!pushSupported()) return ['unsupported', null];
  if (pushBlocked()) return ['blocked', null];
  const subscription = await currentSubscription().catch(() => null);
  const hash = subscription ? await endpointHash(subscription.endpoint) : null;
  return [hash && devices.some((device) => device.endpointHash === hash) ? 'on' : 'off', hash];
}

export default function PushDevices({ locale, publicKey, devices, removeAction, next }: Props) {
  const t = { locale };
  const [state, setState] = useState<State>(publicKey ? 'checking' : 'not-configured');
  const [thisDevice, setThisDevice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!publicKey) return;
    let live = true;
    void (async () => {
      const [found, hash] = await readThisDevice(devices);
      if (!live) return;
      setThisDevice(hash);
      setState(found);
    })();
    return () => {
      live = false;
    };
  }, [publicKey, devices]);

  const change = async (work: () => Promise<string | null>) => {
    setBusy(true);
    setProblem(null);
    try {
      const refused = await work();
      if (refused === null) {
        window.location.reload();
        return;
      }
      setProblem(refused);
    } catch {
      setProblem(notify_msg_failed({}, t));
    }
    setBusy(false);
  };

  const turnOn = () =>
    change(async () => {
      const subscription = await enablePush(publicKey ?? '');
      if (subscription === 'denied') {
        if (pushBlocked()) setState('blocked');
        return notify_push_denied({}, t);
      }
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...subscription, next })) form.append(name, value);
      const { error } = await postAction('notify.subscribePush', form);
      return error ? error.message || notify_msg_failed({}, t) : null;
    });

  const turnOff = () =>
    change(async () => {
      const endpoint = await disablePush();
      if (!endpoint) return null;
      const form = new FormData();
      form.append('endpoint', endpoint);
      form.append('next', next);
      const { error } = await postAction('notify.unsubscribePush', form);
      return error ? error.message || notify_msg_failed({}, t) : null;
    });

  const words: Record<State, string> = {
    checking: notify_push_state_checking({}, t),
    'not-configured': notify_push_state_not_configured({}, t),
    unsupported: notify_push_state_unsupported({}, t),
    blocked: notify_push_state_blocked({}, t),
    off: notify_push_state_off({}, t),
    on: notify_push_state_on({}, t),
  };

  return (
    <div className="push-devices" data-push-state={state}>
      <div className="push-this-device">
        <p className="push-state" role="status">
          {words[state]}
        </p>
        {state === 'off' && (
          <button type="button" className="button" onClick={turnOn} disabled={busy}>
            {busy ? notify_push_working({}, t) : notify_push_turn_on({}, t)}
          </button>
        )}
        {state === 'on' && (
          <button type="button" className="button secondary" onClick={turnOff} disabled={busy}>
            {busy ? notify_push_working({}, t) : notify_push_turn_off({}, t)}
          </button>
        )}
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <h3 className="push-devices-heading">{notify_push_devices({}, t)}</h3>
      {devices.length === 0 ? (
        <p className="muted">{notify_push_no_devices({}, t)}</p>
      ) : (
        <ul className="push-device-list">
          {devices.map((device) => (
            <li key={device.id} data-device={device.id}>
              <span className="push-device-name">
                <strong translate="no">{device.label}</strong>
                {device.endpointHash === thisDevice && <> {notify_push_this_device({}, t)}</>}
                <br />
                <span className="muted">{device.added}</span>
              </span>
              <form method="post" action={removeAction}>
                <input type="hidden" name="id" value={device.id} />
                <input type="hidden" name="next" value={next} />
                <button type="submit" className="button secondary" aria-label={notify_push_remove_label({ device: device.label }, t)}>
                  {notify_push_remove({}, t)}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
