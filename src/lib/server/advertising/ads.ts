/**
 * An advertiser's own ads (issue 17): written as drafts, sent for approval within their plan's
 * limits, paused and resumed, drafts deleted. Every read and write names the advertiser, so
 * another account's ad is simply not found. State changes are single conditional updates.
 */
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { advertisements } from '#db/schema.ts';
import { ADS_MESSAGES as M } from '#lib/schemas/ads-messages.ts';
import type { AdInput } from '#lib/schemas/ads.ts';
import { newYorkTimeToInstant, addDays } from '#lib/domain/time.ts';
import type { Database } from '../db/client.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { PHOTO_MAX_BYTES } from '../media/file-kinds.ts';
import { prepareImage } from '../media/photos.ts';
import { keyOfUrl, mediaUrl, newKey, removeStoredFiles, storeThenWrite } from '../media/stored-files.ts';
import { planCredit } from './ad-credit.ts';
import { forgetPlacementAds } from './ad-serving.ts';
import { activePartnerPlan, type ActivePartnerPlan } from './partner-plan.ts';

export type AdRow = typeof advertisements.$inferSelect;

const IMAGE_MESSAGES = {
  noFile: M.noImage,
  empty: M.imageEmpty,
  notImage: M.notImage,
  tooLarge: M.imageTooLarge,
  unreadable: M.imageUnreadable,
};

/** The advertiser's ads, newest first. */
export function listOwnAds(db: Database, userId: number) {
  return db
    .select()
    .from(advertisements)
    .where(eq(advertisements.partnerId, userId))
    .orderBy(desc(advertisements.createdAt), desc(advertisements.id))
    .limit(100);
}

/** One of the advertiser's ads; another account's (or none) is not found. */
export async function getOwnAd(db: Database, userId: number, adId: number): Promise<AdRow> {
  const [ad] = await db
    .select()
    .from(advertisements)
    .where(and(eq(advertisements.id, adId), eq(advertisements.partnerId, userId)));
  if (!ad) throw new HttpError(404, M.adId);
  return ad;
}

/** The schedule's days as instants: from the start of the first New York day to the end of the last. */
const scheduleOf = (input: AdInput) => ({
  startsAt: newYorkTimeToInstant(input.startDate),
  endsAt: newYorkTimeToInstant(addDays(input.endDate, 1)),
});

const columnsOf = (input: AdInput) => ({
  title: input.title,
  description: input.description,
  imageAlt: input.imageAlt,
  targetUrl: input.targetUrl,
  adType: input.adType,
  placement: input.placement,
  targeting: { boards: input.boards, categories: input.categories },
  budgetCents: input.budget,
  schedule: { start: input.startDate, end: input.endDate },
  ...scheduleOf(input),
});

/** A chosen file, or null when the form's file field was left empty. */
const chosenFile = (file: unknown): File | null => (file instanceof File && !(file.size === 0 && file.name === '') ? file : null);

async function checkBudget(
  db: Database,
  userId: number,
  plan: ActivePartnerPlan | null,
  budgetCents: number,
  spentCents: number,
  now: Date,
  adId: number | null,
) {
  if (!plan) return;
  const credit = await planCredit(db, userId, plan, now, adId);
  if (budgetCents - spentCents > credit.leftCents) throw fieldError({ budget: M.overCredit });
}

/** Saves a new draft (with its image when one was chosen). */
export async function createAd(db: Database, userId: number, input: AdInput, file: unknown, now = new Date()): Promise<number> {
  const plan = await activePartnerPlan(db, userId, now);
  await checkBudget(db, userId, plan, input.budget, 0, now, null);
  const chosen = chosenFile(file);
  const image = chosen ? await prepareImage(chosen, PHOTO_MAX_BYTES, IMAGE_MESSAGES, 'image') : null;
  const key = image ? newKey('ads', userId, image.ext) : null;
  const [row] = await storeThenWrite(image && key ? [{ key, bytes: image.bytes, contentType: image.contentType }] : [], () =>
    db
      .insert(advertisements)
      .values({ partnerId: userId, ...columnsOf(input), imageUrl: key ? mediaUrl(key) : null, status: 'draft' })
      .returning({ id: advertisements.id }),
  );
  return row.id;
}

/**
 * Saves an edit. A live (approved) ad whose text, image or address changed goes back to waiting
 * for approval; its budget, schedule and targeting may change without. An ended ad is not edited.
 */
export async function updateAd(
  db: Database,
  userId: number,
  adId: number,
  input: AdInput,
  file: unknown,
  now = new Date(),
): Promise<{ backToPending: boolean }> {
  const ad = await getOwnAd(db, userId, adId);
  if (ad.status === 'approved' && (ad.spentCents >= ad.budgetCents || (ad.endsAt && ad.endsAt <= now))) throw new HttpError(409, M.ended);
  const plan = await activePartnerPlan(db, userId, now);
  await checkBudget(db, userId, plan, input.budget, ad.spentCents, now, ad.id);
  if (input.budget < ad.spentCents) throw fieldError({ budget: M.budget });
  const chosen = chosenFile(file);
  const image = chosen ? await prepareImage(chosen, PHOTO_MAX_BYTES, IMAGE_MESSAGES, 'image') : null;
  const key = image ? newKey('ads', userId, image.ext) : null;
  const columns = { ...columnsOf(input), ...(key && { imageUrl: mediaUrl(key) }) };
  const seenChange =
    ad.title !== columns.title ||
    (ad.description ?? null) !== columns.description ||
    ad.targetUrl !== columns.targetUrl ||
    key !== null ||
    (ad.imageAlt ?? null) !== columns.imageAlt;
  const backToPending = ad.status === 'approved' && seenChange;
  const [row] = await storeThenWrite(image && key ? [{ key, bytes: image.bytes, contentType: image.contentType }] : [], () =>
    db
      .update(advertisements)
      .set({
        ...columns,
        ...(backToPending && { status: 'pending' }),
        ...(ad.status === 'rejected' && { status: 'draft', rejectionReason: null }),
        updatedAt: now,
      })
      // Written only if the ad is still as read (its state unchanged in between).
      .where(and(eq(advertisements.id, ad.id), eq(advertisements.partnerId, userId), eq(advertisements.status, ad.status)))
      .returning({ id: advertisements.id }),
  );
  if (!row) throw new HttpError(409, M.failed);
  if (key) await removeStoredFiles(keyOfUrl(ad.imageUrl));
  if (ad.status === 'approved') forgetPlacementAds();
  return { backToPending };
}

/** The SQL count of the advertiser's ads that hold a slot of the plan: pending, or approved and not ended. */
function slotsHeld(userId: number, now: Date) {
  return sql`(select count(*) from ${advertisements} a where a.partner_id = ${userId} and (a.status = 'pending' or (a.status = 'approved' and a.spent_cents < a.budget_cents and (a.ends_at is null or a.ends_at > ${now.getTime()}))))`;
}

/** Sends a draft (or a rejected ad) for approval: needs a plan in force, a free slot of it and the credit. */
export async function submitAd(db: Database, userId: number, adId: number, now = new Date()): Promise<void> {
  const ad = await getOwnAd(db, userId, adId);
  if (ad.status !== 'draft' && ad.status !== 'rejected') throw new HttpError(409, M.notSubmittable);
  const plan = await activePartnerPlan(db, userId, now);
  if (!plan) throw new HttpError(403, M.noPlan);
  if (ad.endsAt && ad.endsAt <= now) throw fieldError({ endDate: M.endDate });
  await checkBudget(db, userId, plan, ad.budgetCents, ad.spentCents, now, ad.id);
  const [row] = await db
    .update(advertisements)
    .set({ status: 'pending', rejectionReason: null, updatedAt: now })
    .where(
      and(
        eq(advertisements.id, ad.id),
        eq(advertisements.partnerId, userId),
        inArray(advertisements.status, ['draft', 'rejected']),
        sql`${slotsHeld(userId, now)} < ${plan.maxAds}`,
      ),
    )
    .returning({ id: advertisements.id });
  if (!row) throw new HttpError(409, M.tooMany);
}

/** Pauses a live ad: it leaves every placement at once. */
export async function pauseAd(db: Database, userId: number, adId: number, now = new Date()): Promise<void> {
  await getOwnAd(db, userId, adId);
  const [row] = await db
    .update(advertisements)
    .set({ status: 'paused', updatedAt: now })
    .where(
      and(
        eq(advertisements.id, adId),
        eq(advertisements.partnerId, userId),
        eq(advertisements.status, 'approved'),
        lt(advertisements.spentCents, advertisements.budgetCents),
        or(isNull(advertisements.endsAt), gt(advertisements.endsAt, now)),
      ),
    )
    .returning({ id: advertisements.id });
  if (!row) throw new HttpError(409, M.notPausable);
  forgetPlacementAds();
}

/** Resumes a paused ad, within the plan's limit of live or pending ads. */
export async function resumeAd(db: Database, userId: number, adId: number, now = new Date()): Promise<void> {
  const ad = await getOwnAd(db, userId, adId);
  if (ad.status !== 'paused') throw new HttpError(409, M.notResumable);
  const plan = await activePartnerPlan(db, userId, now);
  if (!plan) throw new HttpError(403, M.noPlan);
  const [row] = await db
    .update(advertisements)
    .set({ status: 'approved', updatedAt: now })
    .where(
      and(
        eq(advertisements.id, adId),
        eq(advertisements.partnerId, userId),
        eq(advertisements.status, 'paused'),
        lt(advertisements.spentCents, advertisements.budgetCents),
        or(isNull(advertisements.endsAt), gt(advertisements.endsAt, now)),
        sql`${slotsHeld(userId, now)} < ${plan.maxAds}`,
      ),
    )
    .returning({ id: advertisements.id });
  if (!row) throw new HttpError(409, ad.spentCents >= ad.budgetCents || (ad.endsAt && ad.endsAt <= now) ? M.ended : M.tooMany);
  forgetPlacementAds();
}

/** Deletes a draft (and its image); anything else stays. */
export async function deleteDraft(db: Database, userId: number, adId: number): Promise<void> {
  const ad = await getOwnAd(db, userId, adId);
  const [row] = await db
    .delete(advertisements)
    .where(and(eq(advertisements.id, adId), eq(advertisements.partnerId, userId), eq(advertisements.status, 'draft')))
    .returning({ id: advertisements.id });
  if (!row) throw new HttpError(409, M.notDraft);
  await removeStoredFiles(keyOfUrl(ad.imageUrl));
}
