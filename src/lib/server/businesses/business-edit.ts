/**
 * Editing a listing (the dashboard's Edit Business tab and PATCH /api/businesses/{id}): the
 * changes a validated form or PATCH carries, checked for what the schema cannot know (hours the
 * opening_hours library cannot read, a board or category that does not exist), then written in
 * one statement. Who may edit is the caller's guard (the owner of this business, or an admin).
 */
import { businessChanged } from '../http/records-changed.ts';
import { eq } from 'drizzle-orm';
import { businessCategories, businesses, communityBoards } from '#db/schema.ts';
import { BUSINESS_EDIT_MESSAGES, type BusinessChanges } from '#lib/schemas/business-edit.ts';
import type { Text } from '#lib/i18n/said.ts';
import type { BusinessView } from '#lib/views/businesses.ts';
import type { Database } from '../db/client.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { getBusiness } from './businesses.ts';
import { openingHoursProblem } from './opening-hours.ts';
import { refreshOpenIntervals } from './open-intervals.ts';

export const BUSINESS_NOT_FOUND = BUSINESS_EDIT_MESSAGES.businessNotFound;

/**
 * Field messages for references and hours that cannot be used; empty when all is well. The
 * admin's new-business form names its own words for the board and category.
 */
export async function problemsOf(
  db: Database,
  changes: BusinessChanges,
  words: Record<'communityBoardId' | 'categoryId', Text> = BUSINESS_EDIT_MESSAGES,
): Promise<Record<string, Text>> {
  const problems: Record<string, Text> = {};
  const hoursProblem = changes.openingHours ? openingHoursProblem(changes.openingHours) : null;
  if (hoursProblem) problems.openingHours = hoursProblem;
  const [boards, categories] = await db.batch([
    db
      .select({ id: communityBoards.id })
      .from(communityBoards)
      .where(eq(communityBoards.id, changes.communityBoardId ?? 0)),
    db
      .select({ id: businessCategories.id })
      .from(businessCategories)
      .where(eq(businessCategories.id, changes.categoryId ?? 0)),
  ]);
  if (changes.communityBoardId !== undefined && boards.length === 0) problems.communityBoardId = words.communityBoardId;
  if (changes.categoryId !== undefined && categories.length === 0) problems.categoryId = words.categoryId;
  return problems;
}

/** Applies the changes to the business and returns it as the public view shows it; 400 or 404 changing nothing. */
export async function updateBusiness(db: Database, businessId: number, changes: BusinessChanges): Promise<BusinessView> {
  const problems = await problemsOf(db, changes);
  if (Object.keys(problems).length > 0) throw fieldError(problems);
  // A business moved to another board leaves its old board's guide (cache-keys.ts).
  if (changes.communityBoardId !== undefined) await businessChanged(db, businessId);
  const updated = await db
    .update(businesses)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(businesses.id, businessId))
    .returning({ id: businesses.id });
  if (updated.length === 0) throw new HttpError(404, BUSINESS_NOT_FOUND);
  if (changes.openingHours !== undefined) await refreshOpenIntervals(db, [businessId]);
  await businessChanged(db, businessId);
  const view = await getBusiness(db, businessId);
  if (!view) throw new HttpError(404, BUSINESS_NOT_FOUND);
  return view;
}
