/** The check-in page's writes (decision 025): the list the phone keeps before the doors open, and the scans it syncs. Only the event's business's owner and admins. */
import { CHECK_IN_MESSAGES as M, CheckInEventSchema, CheckInSyncSchema } from '../lib/schemas/check-in.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { requireRole } from '../lib/server/auth/guards.ts';
import { getDb } from '../lib/server/db/client.ts';
import { doorEventFor, doorState, syncScans } from '../lib/server/events/door-sync.ts';

const guard = (context: Parameters<typeof requireRole>[0]) =>
  requireRole(context, ['business_owner', 'admin'], M.signedOut, { message: M.ownersOnly, title: M.accessDenied });

export const checkin = {
  /** The event's tickets by name, with their codes and check-in times, and the count. */
  attendees: defineFormAction({
    changes: 'nothing public',
    input: CheckInEventSchema,
    guard,
    handler: async ({ eventId }, { user }) => {
      const db = getDb();
      const event = await doorEventFor(db, user, eventId);
      return doorState(db, event.id);
    },
  }),

  /** A batch of scans from the phone, recorded once each, the earliest of a ticket admitting it. */
  sync: defineFormAction({
    changes: 'nothing public',
    input: CheckInSyncSchema,
    guard,
    failure: M.failed,
    handler: async ({ eventId, scans }, { user }) => {
      const db = getDb();
      const event = await doorEventFor(db, user, eventId);
      return syncScans(db, event, scans, user.id);
    },
  }),
};
