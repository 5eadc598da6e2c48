/** Photos & Videos: the listing's photo gallery and video tours. */
import type { OwnerDashboardView } from '../../../lib/views/owner-dashboard.ts';

const duration = (seconds: number | null) => (seconds === null ? null : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`);

export default function MediaTab({ data }: { data: OwnerDashboardView }) {
  const { photos, videos } = data;
  return (
    <>
      <h2>Photos &amp; Videos</h2>
      <h3>{`Photos (${photos.length})`}</h3>
      {photos.length === 0 ? (
        <p className="muted">No photos yet.</p>
      ) : (
        <ul className="owner-photos">
          {photos.map((photo) => (
            <li key={photo.id}><img src={photo.url} alt={photo.altText ?? photo.caption ?? ''} loading="lazy" width="240" height="160" />{photo.caption && <span>{photo.caption}</span>}</li>
          ))}
        </ul>
      )}
      <h3>{`Videos (${videos.length})`}</h3>
      {videos.length === 0 ? (
        <p className="muted">No videos uploaded yet</p>
      ) : (
        <ul className="owner-list">
          {videos.map((video) => (
            <li key={video.id}><strong>{video.title}</strong>{duration(video.duration) && <span className="badge">{duration(video.duration)}</span>}</li>
          ))}
        </ul>
      )}
    </>
  );
}
