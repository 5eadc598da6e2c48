/** What /dev/outbox shows: the latest mails the product sent or would send, to whoever may read them. */
import type { AstroGlobal } from 'astro';
import { desc } from 'drizzle-orm';
import { mailOutbox } from '#db/schema.ts';
import { PageDenied } from '../auth/guards.ts';
import { getConfig } from '../config.ts';
import { getDb } from '../db/client.ts';
import { canReadOutbox } from './outbox-access.ts';

export type OutboxPage = { mails: (typeof mailOutbox.$inferSelect)[] };

/** The last 50 mails, or the page's refusal (status 403) when this visitor may not read the outbox (outbox-access.ts). */
export async function loadOutboxPage(Astro: Pick<AstroGlobal, 'locals' | 'url' | 'response'>): Promise<OutboxPage | PageDenied> {
  if (!canReadOutbox(getConfig(), Astro.locals.user, Astro.url.hostname)) {
    Astro.response.status = 403;
    return new PageDenied('Admin access required');
  }
  return { mails: await getDb().select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(50) };
}
