/** The loader of /notifications: a page of the member's notification centre, how many are unread, and the language they were written in. */
import type { AstroGlobal } from 'astro';
import { getDb } from '../db/client.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import { listNotifications } from './centre.ts';
import { unreadCount } from './notify.ts';

/** Call after requirePageUser; `page` is the page number the address asks for. */
export async function loadNotificationsPage(_context: Pick<AstroGlobal, 'locals'>, user: { id: number }, page: number) {
  const db = getDb();
  const [{ items, hasMore }, unread, written] = await Promise.all([
    listNotifications(db, user.id, page),
    unreadCount(db, user.id),
    recipientLanguageIn(db, user.id),
  ]);
  return { items, hasMore, unread, written };
}
