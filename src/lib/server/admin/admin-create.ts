/**
 * The admin panel's creations (spec 02: Create Business, Create Event): listed at once (active),
 * checked like the owner forms (a board, category or host that exists, hours the opening_hours
 * library reads), written in one statement each; a repeating event then lists its dates.
 */
import { businessChanged, eventChanged } from '../http/records-changed.ts';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from './audit.ts';
import type { z } from 'zod';
import { businesses, communityBoards, events } from '#db/schema.ts';
import { accessFactsOf } from '#lib/domain/accessibility.ts';
import { repeatRecurrence } from '#lib/domain/recurrence.ts';
import { newYorkTimeToInstant } from '#lib/domain/time.ts';
import type { AdminBusinessSchema, AdminEventSchema } from '#lib/schemas/admin-create.ts';
import { ADMIN_BUSINESS_FIELDS, ADMIN_CREATE_MESSAGES as M } from '#lib/schemas/admin-tools-messages.ts';
import type { Text } from '#lib/i18n/said.ts';
import type { Database } from '../db/client.ts';
import { fieldError } from '../http/errors.ts';
import { problemsOf } from '../businesses/business-edit.ts';
import { getBusiness } from '../businesses/businesses.ts';
import { refreshOpenIntervals } from '../businesses/open-intervals.ts';
import { getEvent } from '../events/events.ts';
import { extendSeries } from '../events/series.ts';
import type { BusinessView } from '#lib/views/businesses.ts';
import type { EventView } from '#lib/views/events.ts';

export async function createBusinessAsAdmin(
  db: Database,
  input: z.output<typeof AdminBusinessSchema>,
  actorId: number,
): Promise<BusinessView> {
  const problems = await problemsOf(db, input, ADMIN_BUSINESS_FIELDS.messages);
  if (Object.keys(problems).length > 0) throw fieldError(problems);
  const [row] = await db
    .insert(businesses)
    .values({ ...input, isActive: true })
    .returning({ id: businesses.id });
  await refreshOpenIntervals(db, [row.id]);
  await businessChanged(db, row.id);
  await recordAudit(db, {
    actorId,
    action: 'business.create',
    subjectType: 'business',
    subjectId: row.id,
    after: { name: input.name, address: input.address },
  });
  return (await getBusiness(db, row.id))!;
}

export async function createEventAsAdmin(db: Database, input: z.output<typeof AdminEventSchema>, createdById: number): Promise<EventView> {
  const [boards, hosts] = await db.batch([
    db
      .select({ id: communityBoards.id })
      .from(communityBoards)
      .where(eq(communityBoards.id, input.communityBoardId ?? 0)),
    db
      .select({
        id: businesses.id,
        boardId: businesses.communityBoardId,
        address: businesses.address,
        latitude: businesses.latitude,
        longitude: businesses.longitude,
      })
      .from(businesses)
      .where(and(eq(businesses.id, input.businessId ?? 0), eq(businesses.isActive, true))),
  ]);
  const problems: Record<string, Text> = {};
  if (input.communityBoardId !== undefined && boards.length === 0) problems.communityBoardId = M.board;
  if (input.businessId !== undefined && hosts.length === 0) problems.businessId = M.business;
  if (Object.keys(problems).length > 0) throw fieldError(problems);
  const host = hosts[0];
  const startsAt = newYorkTimeToInstant(input.date, input.startTime ?? '00:00');
  let endsAt = input.endTime ? newYorkTimeToInstant(input.date, input.endTime) : null;
  if (endsAt && endsAt <= startsAt) endsAt = new Date(endsAt.getTime() + 86_400_000);
  const [row] = await db
    .insert(events)
    .values({
      title: input.title,
      description: input.description,
      startsAt,
      endsAt,
      location: input.location ?? host?.address ?? null,
      latitude: host?.latitude ?? null,
      longitude: host?.longitude ?? null,
      priceCents: input.price,
      imageUrl: input.imageUrl,
      businessId: host?.id ?? null,
      communityBoardId: input.communityBoardId ?? host?.boardId ?? null,
      createdById,
      isPremium: input.isPremium,
      requiresBooking: input.requiresBooking,
      maxAttendees: input.maxCapacity,
      ...accessFactsOf(input),
      recurrence: repeatRecurrence(input.repeats, input.date, input.repeatsUntil),
    })
    .returning();
  if (row.recurrence) await extendSeries(db, row);
  await eventChanged(db, row.id);
  await recordAudit(db, {
    actorId: createdById,
    action: 'event.create',
    subjectType: 'event',
    subjectId: row.id,
    after: { title: input.title, date: input.date, ...(row.recurrence ? { recurrence: row.recurrence } : {}) },
  });
  return (await getEvent(db, row.id))!;
}
