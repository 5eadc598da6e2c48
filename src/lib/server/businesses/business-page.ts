/** Everything a business page shows, in one database round trip. */
import { cacheKey, pageShows } from '../http/cache-keys.ts';
import { businessQuery } from './businesses.ts';
import type { BusinessView } from '#lib/views/businesses.ts';
import {
  photosQuery,
  ratingCountsQuery,
  reviewsQuery,
  toPhotoView,
  toRatingDistribution,
  toReviewView,
  toVideoView,
  videosQuery,
  type PhotoView,
  type RatingDistribution,
  type ReviewView,
  type VideoView,
} from './business-content.ts';
import { eventsQuery, toEventView } from '../events/events.ts';
import { withPricesAndTexts } from '../events/priced-texts.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { EventView } from '#lib/views/events.ts';
import { favoriteIdsQuery } from '../favorites/favorites.ts';
import type { AstroGlobal } from 'astro';
import { getDb, type Database } from '../db/client.ts';
import { placementHasAds } from '../advertising/ad-serving.ts';
import { attach } from '../translations/list-texts.ts';
import { and, count, eq } from 'drizzle-orm';
import { businessPhotos, businessServices } from '#db/schema.ts';
import type { SessionUser } from '../auth/session.ts';
import { forViewer, videoHostQuery } from '../media/video-access.ts';
import { claimStateQuery } from '../claims/claims.ts';
import { showcaseQuery, toShowcaseItem } from '../uploads/upload-showcase.ts';
import type { ShowcaseItemView } from '#lib/views/uploads.ts';

/** How much of each list the page shows; the API has the rest. */
export const BUSINESS_PAGE_LIMITS = { events: 6, reviews: 10, photos: 12, videos: 6 } as const;

export type BusinessPage = {
  business: BusinessView;
  /** Its description in the page's language where an admin verified a translation (null: the original). */
  texts: { description: string | null };
  reviews: ReviewView[];
  /** How many reviews give each number of stars, five to one (all of them, not only those shown). */
  ratings: RatingDistribution;
  photos: PhotoView[];
  /** How many photos the business has (the page shows the first BUSINESS_PAGE_LIMITS.photos). */
  photoTotal: number;
  /** Videos as this viewer may see them (video tours of a plan that includes them are locked without premium). */
  videos: VideoView[];
  /** Whether its listing plan includes video tours: they can be added, and play for premium members. */
  videoTours: boolean;
  /** Its next events, all-in prices (issue 33) and verified texts in the page's language (decision 024). */
  events: EventView[];
  /** Whether the viewer has saved this business (false when signed out). */
  favorite: boolean;
  /** Whether it offers services to book online. */
  bookable: boolean;
  /** Whether the listing has an owner, and the viewer's open claim of it (decisions: claiming a listing). */
  claim: { owned: boolean; mine: 'verifying' | 'pending' | null };
  /** Its published uploads (the upload center's tiers), higher tiers first. */
  showcase: ShowcaseItemView[];
};

/** The business, its content and the viewer's heart, or null when there is no active business with this id. */
export async function getBusinessPage(
  db: Database,
  id: number,
  now = new Date(),
  viewer: Pick<SessionUser, 'id' | 'role' | 'isPremium' | 'businessId'> | null = null,
  locale: Locale = 'en',
): Promise<BusinessPage | null> {
  // Its reviews, photos, videos, services, uploads and upcoming events are the business's (cache-keys.ts).
  pageShows(cacheKey.business(id));
  const viewerId = viewer?.id ?? null;
  const [found, reviews, ratings, photos, photoTotal, videos, videoHost, events, favorite, services, claim, showcase] = await db.batch([
    businessQuery(db, id, now),
    reviewsQuery(db, id, BUSINESS_PAGE_LIMITS.reviews),
    ratingCountsQuery(db, id),
    photosQuery(db, id, BUSINESS_PAGE_LIMITS.photos),
    db.select({ photos: count() }).from(businessPhotos).where(eq(businessPhotos.businessId, id)),
    videosQuery(db, id, BUSINESS_PAGE_LIMITS.videos),
    videoHostQuery(db, id, viewerId, now),
    eventsQuery(db, { businessId: id, from: now, limit: BUSINESS_PAGE_LIMITS.events }),
    favoriteIdsQuery(db, viewerId, [id]),
    db
      .select({ services: count() })
      .from(businessServices)
      .where(and(eq(businessServices.businessId, id), eq(businessServices.isActive, true))),
    claimStateQuery(db, id, viewerId),
    showcaseQuery(db, id, now),
  ]);
  if (!found[0]) return null;
  // Buyers see all-in prices (issue 33), read with its description's and events' verified translations.
  const views = events.map(toEventView);
  const { priced, texts } = await withPricesAndTexts(db, views, now, locale, { businesses: [id], events: views.map((event) => event.id) });
  return {
    business: found[0],
    texts: { description: texts.business(id)?.description ?? null },
    reviews: reviews.map(toReviewView),
    ratings: toRatingDistribution(ratings),
    photos: photos.map(toPhotoView),
    photoTotal: photoTotal[0]?.photos ?? 0,
    videos: forViewer(videos.map(toVideoView), viewer, videoHost[0] ?? { id, membersOnlyVideos: false, viewerHasTours: false }),
    videoTours: videoHost[0]?.membersOnlyVideos ?? false,
    events: priced.map((event) => attach(event, texts.event(event.id))),
    favorite: favorite.length > 0,
    bookable: (services[0]?.services ?? 0) > 0,
    claim: { owned: claim[0]?.owned ?? true, mine: claim[0]?.mine === 'verifying' || claim[0]?.mine === 'pending' ? claim[0].mine : null },
    showcase: showcase.map(toShowcaseItem),
  };
}

/**
 * The loader of /business/{id}: the business and its content (getBusinessPage), its description and
 * upcoming events' titles in the visitor's language where an admin verified one, and whether its ad
 * slot is drawn. Null for a malformed id or no active business.
 */
export async function loadBusinessPage(Astro: Pick<AstroGlobal, 'params' | 'locals'>) {
  const id = Astro.params.id ?? '';
  if (!/^\d{1,10}$/.test(id)) return null;
  const db = getDb();
  const { locale, now, user } = Astro.locals;
  const [page, adShown] = await Promise.all([
    getBusinessPage(db, Number(id), new Date(), user ?? null, locale),
    placementHasAds(db, 'business', now),
  ]);
  return page && { ...page, adShown };
}
