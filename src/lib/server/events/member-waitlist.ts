/** A member's places on waitlists across events, for the dashboard's My Events (decision 019). */
import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { businesses, communityBoards, eventWaitlist, events } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import type { EventView } from '#lib/views/events.ts';
import { toEventView } from './events.ts';

/** A place in line (waiting, with its position) or a seat held for the member until a time. */
export type MemberWaitlistPlace =
  { event: EventView; status: 'waiting'; position: number } | { event: EventView; status: 'offered'; offerExpiresAt: Date };

/** At most this many places show (a member is rarely in more than a few lines). */
const LIMIT = 20;

/** The query for the member's live waitlist places at listed events not yet over, soonest first: batch it, then map with toMemberWaitlist. */
export function memberWaitlistQuery(db: Database, userId: number, now: Date) {
  return db
    .select({
      status: eventWaitlist.status,
      offerExpiresAt: eventWaitlist.offerExpiresAt,
      position: sql<number>`(select count(*) from event_waitlist x
        where x.event_id = ${eventWaitlist.eventId} and x.status = 'waiting'
          and (x.created_at < ${eventWaitlist.createdAt} or (x.created_at = ${eventWaitlist.createdAt} and x.id <= ${eventWaitlist.id})))`.mapWith(
        Number,
      ),
      event: events,
      board: { id: communityBoards.id, number: communityBoards.number, name: communityBoards.name },
    })
    .from(eventWaitlist)
    .innerJoin(events, eq(events.id, eventWaitlist.eventId))
    .leftJoin(communityBoards, eq(communityBoards.id, events.communityBoardId))
    .leftJoin(businesses, eq(businesses.id, events.businessId))
    .where(
      and(
        eq(eventWaitlist.userId, userId),
        inArray(eventWaitlist.status, ['waiting', 'offered']),
        eq(events.isActive, true),
        or(isNull(events.businessId), eq(businesses.isActive, true)),
        gte(sql`coalesce(${events.endsAt}, ${events.startsAt})`, now.getTime()),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(LIMIT);
}

/** Shapes the rows of memberWaitlistQuery; offers past their deadline are left out (the job passes them on). */
export function toMemberWaitlist(rows: Awaited<ReturnType<typeof memberWaitlistQuery>>, now = new Date()): MemberWaitlistPlace[] {
  return rows.flatMap((row): MemberWaitlistPlace[] => {
    const event = toEventView({ event: row.event, board: row.board });
    if (row.status === 'waiting') return [{ event, status: 'waiting', position: row.position }];
    return row.offerExpiresAt && row.offerExpiresAt.getTime() > now.getTime()
      ? [{ event, status: 'offered', offerExpiresAt: row.offerExpiresAt }]
      : [];
  });
}
