/**
 * This browser's Web Push subscription (issue 17), for the settings card: whether push works
 * here, the subscription the browser holds, turning it on (the browser asks the member, then
 * subscribes with the site's VAPID public key) and off. The server is told by the card's actions.
 */

/** Whether this browser can receive push: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Whether the member told the browser never to show this site's notifications. */
export function pushBlocked(): boolean {
  return pushSupported() && Notification.permission === 'denied';
}

/** The site's service worker registration: the one registered, or registered now (the page registers it only once idle). */
async function registration(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration('/'))) await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

/** The subscription this browser holds for the site, or null. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const existing = await navigator.serviceWorker.getRegistration('/');
  return existing ? existing.pushManager.getSubscription() : null;
}

/** The subscription as the server stores it. */
export type SubscriptionFields = { endpoint: string; p256dh: string; auth: string };

/**
 * Asks the member, then subscribes with the site's key (a subscription made with another key is
 * replaced). 'denied' when the browser was not allowed to show notifications.
 */
export async function enablePush(publicKey: string): Promise<SubscriptionFields | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const { pushManager } = await registration();
  const key = decodeBase64url(publicKey);
  let subscription = await pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options?.applicationServerKey ?? null, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' };
}

/** Unsubscribes this browser; its endpoint (to tell the server), or null when it had none. */
export async function disablePush(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe().catch(() => false);
  return subscription.endpoint;
}

/** SHA-256 of an endpoint, hex, as the server hashes it (to find "this device" in the list). */
export async function endpointHash(endpoint: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function decodeBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(
    text
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(text.length / 4) * 4, '='),
  );
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}
