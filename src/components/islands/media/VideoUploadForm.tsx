/**
 * The video upload form (spec 02): a file (MP4, MOV or AVI, at most 50 MB) or a video URL, title,
 * description, thumbnail URL and duration. A chosen file is checked and read in the browser
 * (length and a thumbnail frame: "File Ready"), then sent with its progress shown; the server
 * checks everything again. States: idle, processing, uploading. Without JavaScript it is a
 * plain multipart form.
 */
import { useState, type FormEvent } from 'react';
import type { Locale } from '#lib/i18n/locales.ts';
import type { GalleryVideo } from '#lib/views/business-content.ts';
import {
  media_upload_progress,
  media_uploading_percent,
  media_uploads_title_label,
  media_video_description_label,
  media_video_duration_hint,
  media_video_duration_label,
  media_video_failed,
  media_video_failed_title,
  media_video_file_hint,
  media_video_file_label,
  media_video_invalid,
  media_video_invalid_title,
  media_video_missing,
  media_video_missing_title,
  media_video_process_error,
  media_video_process_error_title,
  media_video_reading,
  media_video_ready,
  media_video_ready_title,
  media_video_thumbnail_label,
  media_video_thumbnail_taken,
  media_video_too_large,
  media_video_too_large_title,
  media_video_upload,
  media_video_uploaded,
  media_video_uploaded_title,
  media_video_url_label,
} from '#paraglide/messages.js';
import { showToast } from '#stores/toasts.ts';
import { signInAgain } from '#stores/viewer.ts';
import { useHydrated } from '../use-hydrated.ts';
import { readVideoFile } from './read-video.ts';
import { sendForm } from './send-form.ts';

const MAX_BYTES = 50 * 1024 * 1024;
const ACCEPT = 'video/mp4,video/quicktime,video/x-msvideo,video/avi,.mp4,.mov,.avi';

type Props = { businessId: number; page: string; onUploaded: (video: GalleryVideo) => void; locale: Locale };

export default function VideoUploadForm({ businessId, page, onUploaded, locale }: Props) {
  const t = { locale };
  /** "Invalid File: Please upload a video file." as the spec words a field's message, in the page's language. */
  const titled = (title: string, description: string) => `${title}${locale === 'fr' ? '\u00a0:' : ':'} ${description}`;
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
      setErrors({ file: titled(media_video_invalid_title({}, t), media_video_invalid({}, t)) });
      return showToast({ title: media_video_invalid_title({}, t), description: media_video_invalid({}, t), variant: 'destructive' });
    }
    if (file.size > MAX_BYTES) {
      setErrors({ file: titled(media_video_too_large_title({}, t), media_video_too_large({}, t)) });
      return showToast({ title: media_video_too_large_title({}, t), description: media_video_too_large({}, t), variant: 'destructive' });
    }
    setState('processing');
    try {
      const read = await readVideoFile(file);
      if (read.duration !== null) setDuration(String(read.duration));
      setThumbnail(read.thumbnail);
      showToast({ title: media_video_ready_title({}, t), description: media_video_ready({}, t) });
    } catch {
      showToast({ title: media_video_process_error_title({}, t), description: media_video_process_error({}, t), variant: 'destructive' });
    }
    setState('idle');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (!scripted) return;
    event.preventDefault();
    const form = event.currentTarget;
    if (!title.trim() || (!hasFile && !url.trim()))
      return showToast({ title: media_video_missing_title({}, t), description: media_video_missing({}, t), variant: 'destructive' });
    const body = new FormData(form);
    if (thumbnail && !(body.get('thumbnailUrl') as string)) body.set('thumbnail', thumbnail, 'thumbnail.jpg');
    setState('uploading');
    setProgress(0);
    const answer = await sendForm(`/api/businesses/${businessId}/videos`, body, locale, setProgress);
    setState('idle');
    if (answer.status === 401) return signInAgain();
    if (!answer.ok) {
      setErrors(answer.body.errors ?? {});
      const message = Object.values(answer.body.errors ?? {})[0] ?? answer.body.message;
      return showToast({
        title: media_video_failed_title({}, t),
        description: message ?? media_video_failed({}, t),
        variant: 'destructive',
      });
    }
    showToast({ title: media_video_uploaded_title({}, t), description: media_video_uploaded({}, t), variant: 'success' });
    form.reset();
    setTitle('');
    setUrl('');
    setDuration('');
    setHasFile(false);
    setThumbnail(null);
    onUploaded(answer.body.video as GalleryVideo);
  };

  const message = (name: string) =>
    errors[name] && (
      <p id={`${id(name)}-error`} className="field-error">
        {errors[name]}
      </p>
    );
  const busy = state !== 'idle';

  return (
    <form
      method="post"
      action={`/api/businesses/${businessId}/videos`}
      encType="multipart/form-data"
      className="media-upload"
      onSubmit={submit}
      noValidate
    >
      <input type="hidden" name="next" value={page} />
      <div className="field">
        <label htmlFor={id('file')}>{media_video_file_label({}, t)}</label>
        <input
          id={id('file')}
          name="file"
          type="file"
          accept={ACCEPT}
          onChange={(event) => void choose(event.target.files?.[0])}
          aria-describedby={`${id('file')}-hint`}
          aria-invalid={errors.file ? true : undefined}
        />
        <p id={`${id('file')}-hint`} className="field-hint">
          {media_video_file_hint({}, t)}
        </p>
        {message('file')}
      </div>
      <div className="field">
        <label htmlFor={id('url')}>{media_video_url_label({}, t)}</label>
        <input
          id={id('url')}
          name="videoUrl"
          type="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder="https://"
          aria-invalid={errors.videoUrl ? true : undefined}
        />
        {message('videoUrl')}
      </div>
      <div className="field">
        <label htmlFor={id('title')}>{media_uploads_title_label({}, t)}</label>
        <input
          id={id('title')}
          name="title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={120}
          required
          aria-invalid={errors.title ? true : undefined}
        />
        {message('title')}
      </div>
      <div className="field">
        <label htmlFor={id('description')}>{media_video_description_label({}, t)}</label>
        <textarea id={id('description')} name="description" rows={2} maxLength={1000} />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={id('thumbnailUrl')}>{media_video_thumbnail_label({}, t)}</label>
          <input
            id={id('thumbnailUrl')}
            name="thumbnailUrl"
            type="url"
            placeholder={thumbnail ? media_video_thumbnail_taken({}, t) : 'https://'}
            aria-invalid={errors.thumbnailUrl ? true : undefined}
          />
          {message('thumbnailUrl')}
        </div>
        <div className="field">
          <label htmlFor={id('duration')}>{media_video_duration_label({}, t)}</label>
          <input
            id={id('duration')}
            name="duration"
            type="number"
            min={0}
            step={1}
            value={duration}
            onChange={(event) => setDuration(event.target.value)}
            aria-describedby={`${id('duration')}-hint`}
          />
          <p id={`${id('duration')}-hint`} className="field-hint">
            {media_video_duration_hint({}, t)}
          </p>
        </div>
      </div>
      {state === 'uploading' && (
        <progress
          className="media-progress"
          max={1}
          value={progress}
          aria-label={media_upload_progress({}, t)}
        >{`${Math.round(progress * 100)}%`}</progress>
      )}
      <button className="button" type="submit" disabled={scripted && (busy || !title.trim() || (!hasFile && !url.trim()))}>
        {state === 'processing'
          ? media_video_reading({}, t)
          : state === 'uploading'
            ? media_uploading_percent({ percent: Math.round(progress * 100) }, t)
            : media_video_upload({}, t)}
      </button>
    </form>
  );
}
