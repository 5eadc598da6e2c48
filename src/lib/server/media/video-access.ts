/**
 * Who may watch a business's videos (decisions: video tours on premium profiles are a premium
 * member benefit; the listing plans state it as their rule): a business whose listing plan
 * includes video tours shows them to members whose premium plan gives video tours (its
 * has_video_tours column, membership/member-benefits.ts), its owner and admins, and to others their
 * title, length and thumbnail, never the address. A business without (a basic listing, or a plan
 * without video tours) keeps any videos it has public, so an upgrade locks only what its plan says.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import { businessVideos, businesses } from '#db/schema.ts';
import type { SessionUser } from '../auth/session.ts';
import type { Database } from '../db/client.ts';
import { businessHasFeature } from '../listings/listing-features.ts';
import { memberHasBenefit } from '../membership/member-benefits.ts';
import type { VideoView } from '../businesses/business-content.ts';

type Viewer = Pick<SessionUser, 'role' | 'isPremium' | 'businessId'> | null;

/**
 * The business as the rule needs it: whether its plan makes its videos premium members' tours, and
 * whether the viewer it was read for holds the video tours benefit.
 */
export type VideoHost = { id: number; membersOnlyVideos: boolean; viewerHasTours: boolean };

export function canWatchVideos(viewer: Viewer, business: VideoHost): boolean {
  if (!business.membersOnlyVideos) return true;
  if (!viewer) return false;
  return business.viewerHasTours || viewer.role === 'admin' || (viewer.role === 'business_owner' && viewer.businessId === business.id);
}

/** The videos as this viewer may see them: without their address when locked. */
export function forViewer(videos: readonly VideoView[], viewer: Viewer, business: VideoHost): VideoView[] {
  const allowed = canWatchVideos(viewer, business);
  return videos.map((video) => (allowed ? video : { ...video, videoUrl: null, captionsUrl: null, locked: true }));
}

/**
 * The business of a stored video file (its address), with whether its videos are members' tours now
 * and the viewer holds them; null when no video has that address.
 */
export async function videoFileOwner(
  db: Database,
  url: string,
  viewerId: number | null,
  now = new Date(),
): Promise<(VideoHost & { isThumbnail: boolean }) | null> {
  const [row] = await db
    .select({
      id: businesses.id,
      membersOnlyVideos: businessHasFeature('videos', now).mapWith(Boolean),
      viewerHasTours: memberHasBenefit('hasVideoTours', now, viewerId).mapWith(Boolean),
      isThumbnail: sql<number>`${businessVideos.thumbnailUrl} = ${url}`.mapWith(Boolean),
    })
    .from(businessVideos)
    .innerJoin(businesses, eq(businesses.id, businessVideos.businessId))
    .where(and(or(eq(businessVideos.videoUrl, url), eq(businessVideos.thumbnailUrl, url)), eq(businessVideos.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** Whether a business's videos are premium members' tours now, and the viewer holds them (a query: await it or batch it). */
export function videoHostQuery(db: Database, businessId: number, viewerId: number | null, now = new Date()) {
  return db
    .select({
      id: businesses.id,
      membersOnlyVideos: businessHasFeature('videos', now).mapWith(Boolean),
      viewerHasTours: memberHasBenefit('hasVideoTours', now, viewerId).mapWith(Boolean),
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
}
