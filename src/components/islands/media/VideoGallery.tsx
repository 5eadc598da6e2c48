/**
 * A business's videos (spec 02): a player for a file this site serves (with its WebVTT captions),
 * else a thumbnail or placeholder, the length as m:ss, View opening the video in a new tab, and Delete for the owner. A premium business's videos show locked to
 * visitors without premium, with the way to it. Empty: "No videos uploaded yet" (with a hint for owners).
 */
import { actions } from 'astro:actions';
import { writtenIn } from '#lib/i18n/written-language.ts';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import type { GalleryVideo } from '#lib/views/business-content.ts';
import {
  media_confirm_delete_named,
  media_delete,
  media_video_delete_failed,
  media_video_delete_failed_title,
  media_video_delete_label,
  media_video_deleted,
  media_video_deleted_title,
  media_video_captions_label,
  media_video_length,
  media_video_none,
  media_video_none_owner,
  media_video_premium_only,
  media_video_view,
} from '#paraglide/messages.js';
import { actionUrl } from '#lib/site/action-url.ts';
import { showToast } from '#stores/toasts.ts';
import { signInAgain } from '#stores/viewer.ts';
import { useHydrated } from '../use-hydrated.ts';

/** 95 seconds as "1:35" (seconds zero-padded). */
export const formatDuration = (seconds: number | null) =>
  seconds === null ? null : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** A video file this site serves (a demo file or an upload) plays in the page; an outside link opens in a new tab. */
const playsHere = (url: string) => url.startsWith('/');

type Props = {
  businessId: number;
  videos: GalleryVideo[];
  canManage: boolean;
  page: string;
  onDeleted?: (id: number) => void;
  locale: Locale;
  /** Whether the owner can add videos (the hint points to the form). */ canAdd?: boolean;
};

export default function VideoGallery({ businessId, videos, canManage, page, onDeleted, locale, canAdd = canManage }: Props) {
  const t = { locale };
  // Titles and descriptions are the owner's words: marked English on other pages.
  const asWritten = writtenIn('en', locale);
  const scripted = useHydrated();
  const remove = async (video: GalleryVideo, form: HTMLFormElement) => {
    if (!confirm(media_confirm_delete_named({ title: video.title }, t))) return;
    const answer = await actions.owner
      .deleteVideo(new FormData(form))
      .catch(() => ({ error: { message: 'Failed to delete video. Please try again.', code: undefined } }));
    if (answer.error) {
      if (answer.error.code === 'UNAUTHORIZED') return signInAgain();
      return showToast({
        title: media_video_delete_failed_title({}, t),
        description: media_video_delete_failed({}, t),
        variant: 'destructive',
      });
    }
    showToast({ title: media_video_deleted_title({}, t), description: media_video_deleted({}, t), variant: 'success' });
    onDeleted?.(video.id);
  };

  if (videos.length === 0) {
    return (
      <div className="muted">
        <p>{media_video_none({}, t)}</p>
        {canManage && canAdd && <p>{media_video_none_owner({}, t)}</p>}
      </div>
    );
  }
  return (
    <ul className="media-grid video-grid">
      {videos.map((video) => (
        <li key={video.id}>
          <div className="video-thumb">
            {video.videoUrl && playsHere(video.videoUrl) ? (
              <video
                className="video-player"
                controls
                preload="none"
                poster={video.thumbnailUrl ?? undefined}
                width="640"
                height="360"
                aria-label={video.title}
                lang={asWritten}
              >
                <source src={video.videoUrl} type={video.videoUrl.endsWith('.webm') ? 'video/webm' : undefined} />
                {video.captionsUrl && (
                  <track kind="captions" src={video.captionsUrl} srcLang="en" label={media_video_captions_label({}, t)} default />
                )}
              </video>
            ) : video.thumbnailUrl ? (
              <img src={video.thumbnailUrl} alt="" width="640" height="360" loading="lazy" decoding="async" />
            ) : (
              <span className="video-placeholder" aria-hidden="true">
                ▶
              </span>
            )}
            {formatDuration(video.duration) && (
              <span
                className={video.videoUrl && playsHere(video.videoUrl) ? 'video-duration on-player' : 'video-duration'}
                aria-label={media_video_length({ duration: formatDuration(video.duration) ?? '' }, t)}
              >
                {formatDuration(video.duration)}
              </span>
            )}
          </div>
          <p className="video-title">
            <strong lang={asWritten}>{video.title}</strong>
          </p>
          {video.description && (
            <p className="muted video-description" lang={asWritten}>
              {video.description}
            </p>
          )}
          <p className="video-actions">
            {video.videoUrl ? (
              <a className="button secondary" href={video.videoUrl} target="_blank" rel="noopener">
                {media_video_view({}, t)}
                <span className="visually-hidden" lang={asWritten}>{` ${video.title}`}</span>
              </a>
            ) : (
              <a className="button secondary" href={localizePath(locale, '/premium')}>
                {media_video_premium_only({}, t)}
              </a>
            )}
          </p>
          {canManage && (
            <form
              method="post"
              action={actionUrl(page, 'owner.deleteVideo')}
              onSubmit={(event) => {
                if (!scripted) return;
                event.preventDefault();
                void remove(video, event.currentTarget);
              }}
            >
              <input type="hidden" name="businessId" value={businessId} />
              <input type="hidden" name="id" value={video.id} />
              <input type="hidden" name="next" value={page} />
              <button type="submit" className="link-button danger" aria-label={media_video_delete_label({ title: video.title }, t)}>
                {media_delete({}, t)}
              </button>
            </form>
          )}
        </li>
      ))}
    </ul>
  );
}
