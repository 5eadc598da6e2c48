/** What a business page shows besides the business: reviews, photos and videos. */
import { and, asc, desc, eq } from 'drizzle-orm';
import { businessPhotos, businessReviews, businessVideos, users } from '../../../../db/schema.ts';
import type { Database } from '../db/client.ts';

export type ReviewView = {
  id: number;
  rating: number;
  title: string;
  comment: string | null;
  createdAt: string;
  /** Reviewers are shown by first name and last initial. */
  user: { firstName: string; lastName: string };
};
export type PhotoView = { id: number; businessId: number; url: string; caption: string | null; altText: string | null; isPrimary: boolean; uploadedBy: number | null; createdAt: string };
export type VideoView = { id: number; businessId: number; title: string; description: string | null; videoUrl: string; thumbnailUrl: string | null; duration: number | null; createdAt: string };

/** Reviews of a business, newest first. */
export async function listReviews(db: Database, businessId: number): Promise<ReviewView[]> {
  const rows = await db
    .select({ review: businessReviews, firstName: users.firstName, lastName: users.lastName })
    .from(businessReviews)
    .innerJoin(users, eq(users.id, businessReviews.userId))
    .where(eq(businessReviews.businessId, businessId))
    .orderBy(desc(businessReviews.createdAt), desc(businessReviews.id));
  return rows.map(({ review, firstName, lastName }) => ({
    id: review.id,
    rating: review.rating,
    title: review.title,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
    user: { firstName: firstName ?? 'Member', lastName: lastName ? `${lastName[0]}.` : '' },
  }));
}

/** Photos of a business, the primary one first. */
export async function listPhotos(db: Database, businessId: number): Promise<PhotoView[]> {
  const rows = await db
    .select()
    .from(businessPhotos)
    .where(eq(businessPhotos.businessId, businessId))
    .orderBy(desc(businessPhotos.isPrimary), asc(businessPhotos.id));
  return rows.map((photo) => ({
    id: photo.id, businessId: photo.businessId, url: photo.url, caption: photo.caption, altText: photo.altText,
    isPrimary: photo.isPrimary, uploadedBy: photo.uploadedBy, createdAt: photo.createdAt.toISOString(),
  }));
}

/** Active videos of a business, newest first. */
export async function listVideos(db: Database, businessId: number): Promise<VideoView[]> {
  const rows = await db
    .select()
    .from(businessVideos)
    .where(and(eq(businessVideos.businessId, businessId), eq(businessVideos.isActive, true)))
    .orderBy(desc(businessVideos.createdAt), desc(businessVideos.id));
  return rows.map((video) => ({
    id: video.id, businessId: video.businessId, title: video.title, description: video.description, videoUrl: video.videoUrl,
    thumbnailUrl: video.thumbnailUrl, duration: video.duration, createdAt: video.createdAt.toISOString(),
  }));
}
