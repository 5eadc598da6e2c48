/** The cursors of the two list APIs: a business's place in the directory order, an event's in date order (list-cursor.ts). */
import { decodeCursor, encodeCursor } from '#lib/domain/list-cursor.ts';
import type { DirectoryPosition } from '../businesses/businesses.ts';
import type { EventPosition } from '../events/events.ts';

/** The cursor after a business of /api/businesses. */
export const businessCursor = ({ listingPriority, rating, name, id }: DirectoryPosition) =>
  encodeCursor('businesses', [listingPriority, rating, name, id]);

/** A /api/businesses cursor's place, or null when it is not one. */
export function readBusinessCursor(cursor: string): DirectoryPosition | null {
  const values = decodeCursor('businesses', cursor, ['number', 'number or null', 'text', 'number']);
  if (!values) return null;
  const [listingPriority, rating, name, id] = values as [number, number | null, string, number];
  return { listingPriority, rating, name, id };
}

/** The cursor after an event of /api/events. */
export const eventCursor = ({ startsAt, id }: EventPosition) => encodeCursor('events', [startsAt.getTime(), id]);

/** A /api/events cursor's place, or null when it is not one. */
export function readEventCursor(cursor: string): EventPosition | null {
  const values = decodeCursor('events', cursor, ['number', 'number']);
  if (!values) return null;
  const [startsAt, id] = values as [number, number];
  // A time a Date can hold (a forged one past year 275760 would be an Invalid Date).
  const valid = Number.isSafeInteger(startsAt) && Math.abs(startsAt) <= 8.64e15 && Number.isSafeInteger(id);
  return valid ? { startsAt: new Date(startsAt), id } : null;
}
