/**
 * The video upload form (spec 02): a file (MP4, MOV or AVI, at most 50 MB) or a video URL, title,
 * description, thumbnail URL and duration. A chosen file is checked and read in the browser
 * (length and a thumbnail frame: "File Ready"), then sent with its progress shown; the server
 * checks everything again. States: idle, processing, uploading. Without JavaScript it is a
 * plain multipart form.
 */
import { useState, type FormEvent } from 'react';
import type { GalleryVideo } from '../../../lib/views/business-content.ts';
import { showToast } from '../../../stores/toasts.ts';
import { signInAgain } from '../../../stores/viewer.ts';
import { useHydrated } from '../use-hydrated.ts';
import { readVideoFile } from './read-video.ts';
import { sendForm } from './send-form.ts';

const MAX_BYTES = 50 * 1024 * 1024;
const ACCEPT = 'video/mp4,video/quicktime,video/x-msvideo,video/avi,.mp4,.mov,.avi';

type Props = { businessId: number; page: string; onUploaded: (video: GalleryVideo) => void };

export default function VideoUploadForm({ businessId, page, onUploaded }: Props) {
  const scripted = useHydrated();
  const [state, setState] = useState<'idle' | 'processing' | 'uploading'>('idle');
  const [progress, setProgress] = useState(0);
  const [hasFile, setHasFile] = useState(false);
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [duration, setDuration] = useState('');
  const [thumbnail, setThumbnail] = useState<Blob | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = (name: string) => `video-${name}-${businessId}`;

  const choose = async (file: File | undefined) => {
    setErrors({});
    setThumbnail(null);
    // A new file's length is its own: never the previous file's.
    setDuration('');
    setHasFile(Boolean(file));
    if (!file) return;
    if (!file.type.startsWith('video/') && !/\.(mp4|mov|avi)$/i.test(file.name)) {
      setErrors({ file: 'Invalid File: Please upload a video file.' });
      return showToast({ title: 'Invalid File', description: 'Please upload a video file.', variant: 'destructive' });
    }
    if (file.size > MAX_BYTES) {
      setErrors({ file: 'File Too Large: Video files must be under 50MB.' });
      return showToast({ title: 'File Too Large', description: 'Video files must be under 50MB.', variant: 'destructive' });
    }
    setState('processing');
    try {
      const read = await readVideoFile(file);
      if (read.duration !== null) setDuration(String(read.duration));
      setThumbnail(read.thumbnail);
      showToast({ title: 'File Ready', description: 'Video file processed and ready to upload.' });
    } catch {
      showToast({ title: 'Upload Error', description: 'Failed to process video file.', variant: 'destructive' });
    }
    setState('idle');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (!scripted) return;
    event.preventDefault();
    const form = event.currentTarget;
    if (!title.trim() || (!hasFile && !url.trim())) return showToast({ title: 'Missing Information', description: 'Please provide at least a title and video URL.', variant: 'destructive' });
    const body = new FormData(form);
    if (thumbnail && !(body.get('thumbnailUrl') as string)) body.set('thumbnail', thumbnail, 'thumbnail.jpg');
    setState('uploading');
    setProgress(0);
    const answer = await sendForm(`/api/businesses/${businessId}/videos`, body, setProgress);
    setState('idle');
    if (answer.status === 401) return signInAgain();
    if (!answer.ok) {
      setErrors(answer.body.errors ?? {});
      const message = Object.values(answer.body.errors ?? {})[0] ?? answer.body.message;
      return showToast({ title: 'Upload Failed', description: message ?? 'Failed to upload video. Please try again.', variant: 'destructive' });
    }
    showToast({ title: 'Video Uploaded', description: 'Your video has been successfully uploaded to your business profile.', variant: 'success' });
    form.reset();
    setTitle('');
    setUrl('');
    setDuration('');
    setHasFile(false);
    setThumbnail(null);
    onUploaded(answer.body.video as GalleryVideo);
  };

  const message = (name: string) => errors[name] && <p id={`${id(name)}-error`} className="field-error">{errors[name]}</p>;
  const busy = state !== 'idle';

  return (
    <form method="post" action={`/api/businesses/${businessId}/videos`} encType="multipart/form-data" className="media-upload" onSubmit={submit} noValidate>
      <input type="hidden" name="next" value={page} />
      <div className="field">
        <label htmlFor={id('file')}>Video file</label>
        <input id={id('file')} name="file" type="file" accept={ACCEPT} onChange={(event) => void choose(event.target.files?.[0])} aria-describedby={`${id('file')}-hint`} aria-invalid={errors.file ? true : undefined} />
        <p id={`${id('file')}-hint`} className="field-hint">MP4, MOV or AVI, up to 50 MB. Or give a link below instead.</p>
        {message('file')}
      </div>
      <div className="field">
        <label htmlFor={id('url')}>Video URL</label>
        <input id={id('url')} name="videoUrl" type="url" value={url} onChange={(event) => setUrl(event.target.value)} placeholder="https://" aria-invalid={errors.videoUrl ? true : undefined} />
        {message('videoUrl')}
      </div>
      <div className="field">
        <label htmlFor={id('title')}>Title *</label>
        <input id={id('title')} name="title" value={title} onChange={(event) => setTitle(event.target.value)} maxLength={120} required aria-invalid={errors.title ? true : undefined} />
        {message('title')}
      </div>
      <div className="field">
        <label htmlFor={id('description')}>Description</label>
        <textarea id={id('description')} name="description" rows={2} maxLength={1000} />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={id('thumbnailUrl')}>Thumbnail URL</label>
          <input id={id('thumbnailUrl')} name="thumbnailUrl" type="url" placeholder={thumbnail ? 'Taken from the video' : 'https://'} aria-invalid={errors.thumbnailUrl ? true : undefined} />
          {message('thumbnailUrl')}
        </div>
        <div className="field">
          <label htmlFor={id('duration')}>Duration (seconds)</label>
          <input id={id('duration')} name="duration" type="number" min={0} step={1} value={duration} onChange={(event) => setDuration(event.target.value)} aria-describedby={`${id('duration')}-hint`} />
          <p id={`${id('duration')}-hint`} className="field-hint">Read from the file automatically.</p>
        </div>
      </div>
      {state === 'uploading' && <progress className="media-progress" max={1} value={progress} aria-label="Upload progress">{`${Math.round(progress * 100)}%`}</progress>}
      <button className="button" type="submit" disabled={scripted && (busy || !title.trim() || (!hasFile && !url.trim()))}>
        {state === 'processing' ? 'Reading the video…' : state === 'uploading' ? `Uploading… ${Math.round(progress * 100)}%` : 'Upload video'}
      </button>
    </form>
  );
}
