/**
 * Where published uploads show (their tier's placement, UPLOAD_TIER_PLACEMENT): on their
 * business's page until publishedUntil, higher tiers first, at most UPLOADS_SHOWN_MAX (the review
 * never publishes more); and, until spotlightUntil, in the home page's spotlight, SPOTLIGHT_SIZE
 * at a time picked at random, one per business, so every one takes its turn. Read at the moment asked: an upload
 * leaves both places at its end, refunded or deleted at once.
 */
import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { businessUploads, businesses } from '#db/schema.ts';
import { SPOTLIGHT_SIZE, UPLOAD_TIER_RANK, UPLOADS_SHOWN_MAX } from '#lib/domain/upload-tiers.ts';
import type { ShowcaseItemView } from '#lib/views/uploads.ts';
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
  and(
    eq(businessUploads.status, 'published'),
    gt(businessUploads.publishedUntil, now),
    eq(businessUploads.isActive, true),
    isNotNull(businessUploads.storageKey),
    eq(businesses.isActive, true),
  );

const TIER_RANK = sql`case ${businessUploads.tier} ${sql.join(
  Object.entries(UPLOAD_TIER_RANK).map(([tier, rank]) => sql.raw(`when '${tier}' then ${rank}`)),
  sql` `,
)} else 0 end`;

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

/**
 * The home page's spotlight: a random few of the uploads whose spotlight days run, one per
 * business (its own uploads take turns in its place), so no business fills the section (a query).
 */
export function spotlightQuery(db: Database, now = new Date()) {
  const nowMs = now.getTime();
  return db.all<SpotlightRow>(sql`
    select id, business_id, business_name, title, description, type, storage_key, file_type, file_size, tier from (
      select u.id, u.business_id, b.name as business_name, u.title, u.description, u.type, u.storage_key, u.file_type, u.file_size, u.tier,
        row_number() over (partition by u.business_id order by random()) as turn
      from business_uploads u join businesses b on b.id = u.business_id
      where u.status = 'published' and u.spotlight_until > ${nowMs} and u.published_until > ${nowMs} and u.is_active = 1 and u.storage_key is not null and b.is_active = 1
    ) where turn = 1 order by random() limit ${SPOTLIGHT_SIZE}`);
}

type SpotlightRow = {
  id: number;
  business_id: number;
  business_name: string;
  title: string;
  description: string | null;
  type: string;
  storage_key: string;
  file_type: string | null;
  file_size: number | null;
  tier: ShowcaseRow['tier'];
};

/** A spotlight row as the showcase's. */
export function fromSpotlightRow(row: SpotlightRow): ShowcaseRow {
  return {
    id: Number(row.id),
    businessId: Number(row.business_id),
    businessName: row.business_name,
    title: row.title,
    description: row.description,
    kind: row.type,
    storageKey: row.storage_key,
    fileType: row.file_type,
    fileSize: row.file_size === null ? null : Number(row.file_size),
    tier: row.tier,
  };
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
