/** The loader of /events/{id}/check-in: the event at the door and its tickets, for its business's owner or an admin. */
import type { AstroGlobal } from 'astro';
import { IdParamSchema } from '#lib/schemas/api-query.ts';
import type { SessionUser } from '../auth/session.ts';
import { getDb } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { doorEventFor, doorState } from './door-sync.ts';

/** Call after requirePageRole(Astro, ['business_owner', 'admin']): ok with the door's state, not-yours (another business's event) or not-found. */
export async function loadCheckInPage(Astro: Pick<AstroGlobal, 'params'>, user: SessionUser) {
  const id = IdParamSchema.safeParse(Astro.params.id ?? '');
  if (!id.success) return { outcome: 'not-found' as const, event: null, state: null };
  const db = getDb();
  try {
    const event = await doorEventFor(db, user, id.data);
    return { outcome: 'ok' as const, event, state: await doorState(db, event.id) };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { outcome: error.status === 403 ? ('not-yours' as const) : ('not-found' as const), event: null, state: null };
  }
}
