/**
 * What the browser can read from a chosen video file before it is sent: its length (the file's
 * own metadata, read by the browser's video decoder) and a thumbnail (a frame a second in, as a
 * JPEG). Either is null when the browser cannot decode the file (an AVI, often): the server
 * still checks and stores it.
 */
export async function readVideoFile(file: File): Promise<{ duration: number | null; thumbnail: Blob | null }> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.preload = 'metadata';
  video.muted = true;
  video.playsInline = true;
  video.src = url;
  try {
    const loaded = await new Promise<boolean>((resolve) => {
      video.onloadedmetadata = () => resolve(true);
      video.onerror = () => resolve(false);
      setTimeout(() => resolve(false), 8000);
    });
    if (!loaded) return { duration: null, thumbnail: null };
    const duration = Number.isFinite(video.duration) ? Math.round(video.duration) : null;
    const seeked = await new Promise<boolean>((resolve) => {
      video.onseeked = () => resolve(true);
      video.onerror = () => resolve(false);
      video.currentTime = Math.min(1, (video.duration || 2) / 2);
      setTimeout(() => resolve(false), 5000);
    });
    if (!seeked || !video.videoWidth) return { duration, thumbnail: null };
    const canvas = document.createElement('canvas');
    const scale = Math.min(1, 960 / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    const thumbnail = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
    return { duration, thumbnail };
  } finally {
    URL.revokeObjectURL(url);
  }
}
