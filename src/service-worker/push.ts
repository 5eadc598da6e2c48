/// <reference lib="webworker" />
/**
 * Web Push in the service worker (issue 17): a message from the server (notifications/web-push.ts,
 * JSON { title, body, url, tag }) is shown as a notification; a click focuses a tab of the site
 * already on that page, else opens it in a new one. Only pages of this site are opened.
 */

export type ShownNotification = { title: string; options: NotificationOptions & { data: { url: string } } };

const ICON = '/icons/icon-192.png';
const FALLBACK_TITLE = 'Harlem Guide';

/** What to show for a push message's text: its title and body, and the page of this site it opens (the home page when it names none or another site). */
export function notificationOf(text: string | null, origin: string): ShownNotification {
  let sent: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') sent = parsed as Record<string, unknown>;
  } catch {
    sent = { body: text ?? '' };
  }
  const words = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
  return {
    title: words(sent.title, 200) || FALLBACK_TITLE,
    options: {
      body: words(sent.body, 500),
      icon: ICON,
      badge: ICON,
      tag: words(sent.tag, 100) || undefined,
      data: { url: pageOfSite(sent.url, origin) },
    },
  };
}

/** A same-site address, or the home page. */
export function pageOfSite(url: unknown, origin: string): string {
  if (typeof url !== 'string') return `${origin}/`;
  try {
    const page = new URL(url, origin);
    return page.origin === origin ? page.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/** Adds the push and notificationclick listeners to the worker. */
export function listenForPush(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    const { title, options } = notificationOf(event.data?.text() ?? null, worker.location.origin);
    event.waitUntil(worker.registration.showNotification(title, options));
  });
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = pageOfSite((event.notification.data as { url?: unknown } | null)?.url, worker.location.origin);
    event.waitUntil(
      (async () => {
        const tabs = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
        // A tab already on the page is brought forward; another tab of the site is left as it is (a form half filled).
        const open = tabs.find((tab) => tab.url === url);
        if (open) await open.focus();
        else await worker.clients.openWindow(url);
      })(),
    );
  });
}
