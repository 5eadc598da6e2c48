/**
 * Where published uploads show (their tier's placement, UPLOAD_TIER_PLACEMENT): on their
 * business's page until publishedUntil, higher tiers first, at most UPLOADS_SHOWN_MAX (the review
 * never publishes more); and, until spotlightUntil, in the home page's spotlight, SPOTLIGHT_SIZE
 * at a time picked at random, so every one takes its turn. Read at the moment asked: an upload
 * leaves both places at its end, refunded or deleted at once.
 */
import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { businessUploads, businesses } from '../../../../db/schema.ts';
import { SPOTLIGHT_SIZE, UPLOADS_SHOWN_MAX } from '../../domain/upload-tiers.ts';
import type { ShowcaseItemView } from '../../views/uploads.ts';
import type { Database } from '../db/client.ts';
import { mediaUrl } from '../media/stored-files.ts';

const columns = {
  id: businessUploads.id,
  businessId: businessUploads.businessId,
  businessName: businesses.name,
  title: businessUploads.title,
  description: businessUploads.description,
  kind: businessUploads.type,
  storageKey: businessUploads.storageKey,
  fileType: businessUploads.fileType,
  fileSize: businessUploads.fileSize,
  tier: businessUploads.tier,
};

/** Published, not ended, its file still there, its business listed. */
const shown = (now: Date) =>
  and(eq(businessUploads.status, 'published'), gt(businessUploads.publishedUntil, now), eq(businessUploads.isActive, true), isNotNull(businessUploads.storageKey), eq(businesses.isActive, true));

const TIER_RANK = sql`case ${businessUploads.tier} when 'enterprise' then 4 when 'professional' then 3 when 'premium' then 2 else 1 end`;

/** A business's published uploads, higher tiers first, then the newest (a query: await it or batch it). */
export function showcaseQuery(db: Database, businessId: number, now = new Date()) {
  return db
    .select(columns)
    .from(businessUploads)
    .innerJoin(businesses, eq(businesses.id, businessUploads.businessId))
    .where(and(eq(businessUploads.businessId, businessId), shown(now)))
    .orderBy(desc(TIER_RANK), desc(businessUploads.reviewedAt), desc(businessUploads.id))
    .limit(UPLOADS_SHOWN_MAX);
}

/** The home page's spotlight: a random few of the uploads whose spotlight days run (a query). */
export function spotlightQuery(db: Database, now = new Date()) {
  return db
    .select(columns)
    .from(businessUploads)
    .innerJoin(businesses, eq(businesses.id, businessUploads.businessId))
    .where(and(shown(now), gt(businessUploads.spotlightUntil, now)))
    .orderBy(sql`random()`)
    .limit(SPOTLIGHT_SIZE);
}

type ShowcaseRow = Awaited<ReturnType<typeof showcaseQuery>>[number];

export function toShowcaseItem(row: ShowcaseRow): ShowcaseItemView {
  return {
    id: row.id,
    businessId: row.businessId,
    businessName: row.businessName,
    title: row.title,
    description: row.description,
    kind: row.kind === 'image' || row.kind === 'video' ? row.kind : 'document',
    fileUrl: mediaUrl(row.storageKey!),
    fileType: row.fileType ?? 'application/octet-stream',
    fileSize: row.fileSize,
    tier: row.tier,
  };
}
