/**
 * A business's videos (spec 02): a thumbnail or placeholder, the length as m:ss, View opening the
 * video in a new tab, and Delete for the owner. A premium business's videos show locked to
 * visitors without premium, with the way to it. Empty: "No videos uploaded yet" (with a hint for owners).
 */
import { actions } from 'astro:actions';
import type { GalleryVideo } from '../../../lib/views/business-content.ts';
import { actionUrl } from '../../../lib/site/action-url.ts';
import { showToast } from '../../../stores/toasts.ts';
import { signInAgain } from '../../../stores/viewer.ts';
import { useHydrated } from '../use-hydrated.ts';

/** 95 seconds as "1:35" (seconds zero-padded). */
export const formatDuration = (seconds: number | null) => (seconds === null ? null : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`);

type Props = { businessId: number; videos: GalleryVideo[]; canManage: boolean; page: string; onDeleted?: (id: number) => void };

export default function VideoGallery({ businessId, videos, canManage, page, onDeleted }: Props) {
  const scripted = useHydrated();
  const remove = async (video: GalleryVideo, form: HTMLFormElement) => {
    if (!confirm(`Delete "${video.title}"?`)) return;
    const answer = await actions.owner.deleteVideo(new FormData(form)).catch(() => ({ error: { message: 'Failed to delete video. Please try again.', code: undefined } }));
    if (answer.error) {
      if (answer.error.code === 'UNAUTHORIZED') return signInAgain();
      return showToast({ title: 'Delete Failed', description: 'Failed to delete video. Please try again.', variant: 'destructive' });
    }
    showToast({ title: 'Video Deleted', description: 'The video has been removed from your business profile.', variant: 'success' });
    onDeleted?.(video.id);
  };

  if (videos.length === 0) {
    return (
      <div className="muted">
        <p>No videos uploaded yet</p>
        {canManage && <p>Add a video tour above: premium members can watch it on your listing.</p>}
      </div>
    );
  }
  return (
    <ul className="media-grid video-grid">
      {videos.map((video) => (
        <li key={video.id}>
          <div className="video-thumb">
            {video.thumbnailUrl ? <img src={video.thumbnailUrl} alt="" width="640" height="360" loading="lazy" decoding="async" /> : <span className="video-placeholder" aria-hidden="true">▶</span>}
            {formatDuration(video.duration) && <span className="video-duration" aria-label={`Length ${formatDuration(video.duration)}`}>{formatDuration(video.duration)}</span>}
          </div>
          <p className="video-title"><strong>{video.title}</strong></p>
          {video.description && <p className="muted video-description">{video.description}</p>}
          <p className="video-actions">
            {video.videoUrl ? (
              <a className="button secondary" href={video.videoUrl} target="_blank" rel="noopener">View<span className="visually-hidden">{` ${video.title}`}</span></a>
            ) : (
              <a className="button secondary" href="/premium">Premium members only</a>
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
              <button type="submit" className="link-button danger" aria-label={`Delete video ${video.title}`}>Delete</button>
            </form>
          )}
        </li>
      ))}
    </ul>
  );
}
