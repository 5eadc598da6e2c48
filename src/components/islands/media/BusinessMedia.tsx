/**
 * A business's photos and videos, on its public page and in the dashboard's Photos & Videos tab:
 * the gallery, the video tours, and for an admin or the owner of this business the upload forms
 * and Delete buttons (the server checks the same rule on every write).
 */
import { useState } from 'react';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { around } from '#lib/i18n/localized/media.ts';
import {
  media_photos_heading,
  media_video_add,
  media_video_plan_link,
  media_video_plan_note,
  media_video_tours_premium,
  media_video_tours_premium_link,
  media_videos_heading,
  media_videos_heading_tours,
} from '#paraglide/messages.js';
import type { GalleryPhoto, GalleryVideo } from '#lib/views/business-content.ts';
import PhotoGallery from './PhotoGallery.tsx';
import VideoGallery from './VideoGallery.tsx';
import VideoUploadForm from './VideoUploadForm.tsx';
import { useHydrated } from '../use-hydrated.ts';

export type BusinessMediaProps = {
  businessId: number;
  businessName: string;
  /** Whether the business's listing plan includes video tours: they can be added, and play for premium members. */
  videoTours: boolean;
  photos: GalleryPhoto[];
  photoTotal: number;
  videos: GalleryVideo[];
  canManage: boolean;
  page: string;
  /** Heading level of the two sections (3 inside a page's panel). */
  level?: 2 | 3;
  onChanged?: () => void;
  /** The page's language (English when not given). */
  locale?: Locale;
  /** On the public page, for who may manage it: the dashboard's Photos & Videos tab. */
  mediaTabHref?: string;
};

export default function BusinessMedia(props: BusinessMediaProps) {
  const scripted = useHydrated();
  const [videos, setVideos] = useState(props.videos);
  const [photoTotal, setPhotoTotal] = useState(props.photoTotal);
  const [known, setKnown] = useState(props);
  if (known !== props) {
    // Fresh data from the dashboard's refresh replaces what was changed here.
    setKnown(props);
    setVideos(props.videos);
    setPhotoTotal(props.photoTotal);
  }
  const locale = props.locale ?? 'en';
  const t = { locale };
  const Heading = props.level === 2 ? 'h2' : 'h3';
  const premiumNote = around((link) => media_video_tours_premium({ link }, t));
  const planNote = around((link) => media_video_plan_note({ link }, t));
  const upload = (
    <VideoUploadForm
      businessId={props.businessId}
      page={props.page}
      locale={locale}
      onUploaded={(video) => {
        setVideos((list) => [video, ...list]);
        props.onChanged?.();
      }}
    />
  );
  return (
    <div className="business-media">
      <section aria-labelledby={`photos-heading-${props.businessId}`}>
        <Heading id={`photos-heading-${props.businessId}`}>{media_photos_heading({ count: photoTotal }, t)}</Heading>
        <PhotoGallery
          locale={locale}
          businessId={props.businessId}
          businessName={props.businessName}
          photos={props.photos}
          total={photoTotal}
          canManage={props.canManage}
          page={props.page}
          onCountChange={(change) => setPhotoTotal((total) => total + change)}
          onChanged={props.onChanged}
          mediaTabHref={props.mediaTabHref}
        />
      </section>
      {(videos.length > 0 || props.canManage) && (
        <section aria-labelledby={`videos-heading-${props.businessId}`}>
          <Heading id={`videos-heading-${props.businessId}`}>
            {props.videoTours ? media_videos_heading_tours({ count: videos.length }, t) : media_videos_heading({ count: videos.length }, t)}
          </Heading>
          {props.canManage &&
            props.videoTours &&
            (scripted ? (
              upload
            ) : (
              <details className="media-upload-details">
                <summary className="button">{media_video_add({}, t)}</summary>
                {upload}
              </details>
            ))}
          {props.canManage && !props.videoTours && (
            <p className="muted">
              {planNote[0]}
              <a href={localizePath(locale, '/business-listing-pricing#pricing')}>{media_video_plan_link({}, t)}</a>
              {planNote[1]}
            </p>
          )}
          <VideoGallery
            locale={locale}
            businessId={props.businessId}
            videos={videos}
            canManage={props.canManage}
            canAdd={props.videoTours}
            page={props.page}
            onDeleted={(id) => {
              setVideos((list) => list.filter((video) => video.id !== id));
              props.onChanged?.();
            }}
          />
          {props.videoTours && videos.some((video) => video.locked) && (
            <p className="muted">
              {premiumNote[0]}
              <a href={localizePath(locale, '/premium')}>{media_video_tours_premium_link({}, t)}</a>
              {premiumNote[1]}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
