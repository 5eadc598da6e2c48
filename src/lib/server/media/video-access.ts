/**
 * Who may watch a business's videos (decisions: video tours on premium profiles are a premium
 * member benefit): a basic business's videos are public; a premium business's are for premium
 * members, its owner and admins. Others see the title, length and thumbnail, never the address.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import { businessVideos, businesses } from '../../../../db/schema.ts';
import type { SessionUser } from '../auth/session.ts';
import type { Database } from '../db/client.ts';
import { businessIsPremium } from '../businesses/businesses.ts';
import type { VideoView } from '../businesses/business-content.ts';

type Viewer = Pick<SessionUser, 'role' | 'isPremium' | 'businessId'> | null;

export function canWatchVideos(viewer: Viewer, business: { id: number; isPremium: boolean }): boolean {
  if (!business.isPremium) return true;
  if (!viewer) return false;
  return viewer.isPremium || viewer.role === 'admin' || (viewer.role === 'business_owner' && viewer.businessId === business.id);
}

/** The videos as this viewer may see them: without their address when locked. */
export function forViewer(videos: readonly VideoView[], viewer: Viewer, business: { id: number; isPremium: boolean }): VideoView[] {
  const allowed = canWatchVideos(viewer, business);
  return videos.map((video) => (allowed ? video : { ...video, videoUrl: null, locked: true }));
}

/** The business of a stored video file (its address), with whether it is premium now; null when no video has that address. */
export async function videoFileOwner(db: Database, url: string, now = new Date()): Promise<{ id: number; isPremium: boolean; isThumbnail: boolean } | null> {
  const [row] = await db
    .select({ id: businesses.id, isPremium: businessIsPremium(now).mapWith(Boolean), isThumbnail: sql<number>`${businessVideos.thumbnailUrl} = ${url}`.mapWith(Boolean) })
    .from(businessVideos)
    .innerJoin(businesses, eq(businesses.id, businessVideos.businessId))
    .where(and(or(eq(businessVideos.videoUrl, url), eq(businessVideos.thumbnailUrl, url)), eq(businessVideos.isActive, true)))
    .limit(1);
  return row ?? null;
}
