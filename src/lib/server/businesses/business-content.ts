/** What a business page shows besides the business: reviews, photos and videos. */
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { businessPhotos, businessReviews, businessVideos, users } from '#db/schema.ts';
import type { Database } from '../db/client.ts';

export type { PhotoView, RatingDistribution, ReviewView, VideoView } from '#lib/views/business-content.ts';
import type { PhotoView, RatingDistribution, ReviewView, VideoView } from '#lib/views/business-content.ts';

/** The query for a business's reviews, newest first (await or batch it, then map with toReviewView). */
export function reviewsQuery(db: Database, businessId: number, limit?: number) {
  const query = db
    .select({ review: businessReviews, firstName: users.firstName, lastName: users.lastName })
    .from(businessReviews)
    .innerJoin(users, eq(users.id, businessReviews.userId))
    // Reviews an admin hid after a report are not shown.
    .where(and(eq(businessReviews.businessId, businessId), isNull(businessReviews.hiddenAt)))
    .orderBy(desc(businessReviews.createdAt), desc(businessReviews.id))
    .$dynamic();
  return limit ? query.limit(limit) : query;
}

/** The query for how many of a business's shown reviews give each number of stars (batch it, then shape with toRatingDistribution). */
export function ratingCountsQuery(db: Database, businessId: number) {
  return db
    .select({ stars: businessReviews.rating, count: count() })
    .from(businessReviews)
    .where(and(eq(businessReviews.businessId, businessId), isNull(businessReviews.hiddenAt)))
    .groupBy(businessReviews.rating);
}

/** Five stars to one, each with its count (zero where none) and its share of all the reviews. */
export function toRatingDistribution(rows: { stars: number; count: number }[]): RatingDistribution {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return [5, 4, 3, 2, 1].map((stars) => {
    const found = rows.find((row) => row.stars === stars)?.count ?? 0;
    return { stars, count: found, percent: total === 0 ? 0 : Math.round((found / total) * 100) };
  });
}

/** Reviews of a business, newest first. */
export async function listReviews(db: Database, businessId: number): Promise<ReviewView[]> {
  return (await reviewsQuery(db, businessId)).map(toReviewView);
}

/** Shapes a review row for the API and pages: the reviewer by first name and last initial. */
export function toReviewView({ review, firstName, lastName }: Awaited<ReturnType<typeof reviewsQuery>>[number]): ReviewView {
  return {
    id: review.id,
    rating: review.rating,
    title: review.title,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
    user: { firstName: firstName ?? 'Member', lastName: lastName ? `${lastName[0]}.` : '' },
    ownerReply: review.ownerReply,
    ownerReplyAt: review.ownerReplyAt?.toISOString() ?? null,
    demo: review.isDemo,
  };
}

/** The query for a business's photos, the primary one first. */
export function photosQuery(db: Database, businessId: number, limit?: number) {
  const query = db
    .select()
    .from(businessPhotos)
    .where(eq(businessPhotos.businessId, businessId))
    .orderBy(desc(businessPhotos.isPrimary), asc(businessPhotos.id))
    .$dynamic();
  return limit ? query.limit(limit) : query;
}

/** Photos of a business, the primary one first. */
export async function listPhotos(db: Database, businessId: number): Promise<PhotoView[]> {
  return (await photosQuery(db, businessId)).map(toPhotoView);
}

/** Shapes a photo row. */
export function toPhotoView(photo: typeof businessPhotos.$inferSelect): PhotoView {
  return {
    id: photo.id,
    businessId: photo.businessId,
    url: photo.url,
    caption: photo.caption,
    altText: photo.altText,
    isPrimary: photo.isPrimary,
    uploadedBy: photo.uploadedBy,
    createdAt: photo.createdAt.toISOString(),
  };
}

/** The query for a business's active videos, newest first. */
export function videosQuery(db: Database, businessId: number, limit?: number) {
  const query = db
    .select()
    .from(businessVideos)
    .where(and(eq(businessVideos.businessId, businessId), eq(businessVideos.isActive, true)))
    .orderBy(desc(businessVideos.createdAt), desc(businessVideos.id))
    .$dynamic();
  return limit ? query.limit(limit) : query;
}

/** Active videos of a business, newest first. */
export async function listVideos(db: Database, businessId: number): Promise<VideoView[]> {
  return (await videosQuery(db, businessId)).map(toVideoView);
}

/** Shapes a video row. */
export function toVideoView(video: typeof businessVideos.$inferSelect): VideoView {
  return {
    id: video.id,
    businessId: video.businessId,
    title: video.title,
    description: video.description,
    videoUrl: video.videoUrl,
    captionsUrl: video.captionsUrl,
    locked: false,
    thumbnailUrl: video.thumbnailUrl,
    duration: video.duration,
    createdAt: video.createdAt.toISOString(),
  };
}
