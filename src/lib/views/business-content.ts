/** What pages and islands show of a business's reviews, photos and videos. */

export type ReviewView = {
  id: number;
  rating: number;
  title: string;
  comment: string | null;
  createdAt: string;
  /** Reviewers are shown by first name and last initial. */
  user: { firstName: string; lastName: string };
  /** The owner's public reply, if any. */
  ownerReply: string | null;
  ownerReplyAt: string | null;
  /** Written by the seed's demo data, and labelled so. */
  demo: boolean;
};
/** How many reviews give each number of stars, five first; `percent` is the share of all, rounded. */
export type RatingDistribution = { stars: number; count: number; percent: number }[];
export type PhotoView = {
  id: number;
  businessId: number;
  url: string;
  caption: string | null;
  altText: string | null;
  isPrimary: boolean;
  uploadedBy: number | null;
  createdAt: string;
};
/** A video; `videoUrl` is null (and `locked` true) for a viewer who may not watch it (a premium business's tour, a visitor without premium). */
export type VideoView = {
  id: number;
  businessId: number;
  title: string;
  description: string | null;
  videoUrl: string | null;
  /** WebVTT captions of the video, null without (or when locked). */
  captionsUrl: string | null;
  locked: boolean;
  thumbnailUrl: string | null;
  duration: number | null;
  createdAt: string;
};

/** What the gallery island draws of a photo and a video: its props are written into the page, so they carry only these. */
export type GalleryPhoto = Pick<PhotoView, 'id' | 'url' | 'caption' | 'altText'>;
export type GalleryVideo = Omit<VideoView, 'businessId' | 'createdAt'>;
export const toGalleryPhoto = ({ id, url, caption, altText }: PhotoView): GalleryPhoto => ({ id, url, caption, altText });
export const toGalleryVideo = ({ businessId: _business, createdAt: _created, ...video }: VideoView): GalleryVideo => video;
