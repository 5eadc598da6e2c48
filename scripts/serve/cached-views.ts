/**
 * A page served from the page cache is still a visit: business and event pages count it as the
 * app would have (lib/server/analytics/page-views.ts: people only, no cookies, nothing about
 * them). Served from memory at thousands a second, the views are added up in memory and written
 * every few seconds, one upsert per page and day, so counting never costs a page its speed.
 */
import type { IncomingMessage } from 'node:http';
import { addPageView, isCountableView, type PageViewKind } from '#lib/server/analytics/page-views.ts';
import { PAGE_VIEW_KINDS } from '#db/schema.ts';
import { toNewYorkParts } from '#lib/domain/time.ts';
import { getDb } from '#lib/server/db/client.ts';

const FLUSH_EVERY_MS = 2000;
/** "day|kind|id" to the views not yet written. */
const pending = new Map<string, number>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** Counts a cached page's view ("business:7") when the request is a person's. */
export function countCachedView(request: IncomingMessage, tag: string): void {
  const [kind, id] = tag.split(':');
  if (!PAGE_VIEW_KINDS.includes(kind as PageViewKind) || !/^\d+$/.test(id ?? '')) return;
  const headers = new Headers();
  for (const name of ['user-agent', 'sec-purpose', 'purpose', 'x-purpose', 'x-moz']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  if (!isCountableView({ method: request.method ?? 'GET', headers } as Request)) return;
  const key = `${toNewYorkParts(new Date()).date}|${kind}|${id}`;
  pending.set(key, (pending.get(key) ?? 0) + 1);
  timer ??= setTimeout(() => void flushCachedViews(), FLUSH_EVERY_MS);
}

/** Writes the views counted so far (on a timer, and when the server stops). */
export async function flushCachedViews(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = undefined;
  const batch = [...pending];
  pending.clear();
  for (const [key, views] of batch) {
    const [day, kind, id] = key.split('|');
    await addPageView(getDb(), kind as PageViewKind, Number(id), new Date(), views, day).catch((error: unknown) =>
      console.error(`${views} page views of ${kind} ${id} not counted:`, error instanceof Error ? error.message : error),
    );
  }
}
