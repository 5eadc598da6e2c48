/**
 * A business's photo gallery (spec 02): a grid, a lightbox (previous and next wrap, a counter),
 * "Show all photos" loading the rest with 8 skeletons, and, for an admin or the owner of this
 * business, an upload dialog (file, caption, alt text: POST /api/business-photos) and Delete on
 * each photo. Without JavaScript the photos link to their full size and the upload form posts.
 * It shows only uploaded photos; empty, it says so, and invites the owner to the dashboard's tab.
 */
import { useState } from 'react';
import { writtenIn } from '#lib/i18n/written-language.ts';
import { actions } from 'astro:actions';
import type { Locale } from '#lib/i18n/locales.ts';
import type { GalleryPhoto } from '#lib/views/business-content.ts';
import { actionUrl } from '#lib/site/action-url.ts';
import { showToast } from '#stores/toasts.ts';
import { signInAgain } from '#stores/viewer.ts';
import { useHydrated } from '../use-hydrated.ts';
import Lightbox from './Lightbox.tsx';
import { around } from '#lib/i18n/localized/media.ts';
import { ownerActionText } from './owner-action-text.ts';
import { sendForm } from './send-form.ts';
import {
  media_delete,
  media_delete_failed,
  media_photo_add,
  media_photo_alt,
  media_photo_caption,
  media_photo_confirm_delete,
  media_photo_delete_label,
  media_photo_delete_label_caption,
  media_photo_deleted,
  media_photo_error_title,
  media_photo_file_hint,
  media_photo_file_label,
  media_photo_load_failed,
  media_photo_no_file,
  media_photo_none,
  media_photo_none_invite,
  media_photo_none_invite_link,
  media_photo_none_note,
  media_photo_show_all,
  media_photo_upload,
  media_photo_uploaded,
  media_try_again,
  media_upload_failed,
  media_uploading,
} from '#paraglide/messages.js';

export type PhotoGalleryProps = {
  businessId: number;
  businessName: string;
  photos: GalleryPhoto[];
  /** How many the business has in all (more than shown: "Show all photos"). */
  total: number;
  canManage: boolean;
  /** The page plain forms come back to. */
  page: string;
  /** A photo was added (+1) or deleted (-1) here. */
  onCountChange?: (change: number) => void;
  onChanged?: () => void;
  locale: Locale;
  /** On the public page, for the owner or an admin: the dashboard's Photos & Videos tab, which an empty gallery invites to. */
  mediaTabHref?: string;
};

const SKELETONS = 8;

export default function PhotoGallery({
  businessId,
  businessName,
  photos: initial,
  total,
  canManage,
  page,
  onCountChange,
  onChanged,
  locale,
  mediaTabHref,
}: PhotoGalleryProps) {
  const t = { locale };
  const invite = around((link) => media_photo_none_invite({ link }, t));
  // Captions, alternative texts and the business's name are people's words: marked English on other pages.
  const asWritten = writtenIn('en', locale);
  const scripted = useHydrated();
  const [photos, setPhotos] = useState(initial);
  const [open, setOpen] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [showUpload, setShowUpload] = useState(false);
  const [known, setKnown] = useState(initial);
  if (known !== initial) {
    // New photos from the dashboard's refresh replace the ones shown.
    setKnown(initial);
    setPhotos(initial);
  }

  const showAll = async () => {
    setLoading(true);
    try {
      const response = await fetch(`/api/businesses/${businessId}/photos`);
      if (!response.ok) throw new Error(String(response.status));
      setPhotos((await response.json()) as GalleryPhoto[]);
    } catch {
      showToast({ title: media_photo_error_title({}, t), description: media_photo_load_failed({}, t), variant: 'destructive' });
    }
    setLoading(false);
  };

  const upload = async (form: HTMLFormElement) => {
    const file = (form.elements.namedItem('file') as HTMLInputElement).files?.[0];
    if (!file) return setFileError(media_photo_no_file({}, t));
    setFileError(null);
    setUploading(true);
    const answer = await sendForm('/api/business-photos', new FormData(form), locale);
    setUploading(false);
    if (answer.status === 401) return signInAgain();
    if (!answer.ok) {
      const message = answer.body.errors?.file ?? answer.body.message ?? media_try_again({}, t);
      setFileError(message);
      return showToast({ title: media_upload_failed({}, t), description: message, variant: 'destructive' });
    }
    showToast({ title: media_photo_uploaded({}, t), variant: 'success' });
    form.reset();
    setShowUpload(false);
    setPhotos((list) => [...list, answer.body.photo as GalleryPhoto]);
    onCountChange?.(1);
    onChanged?.();
  };

  const remove = async (photo: GalleryPhoto, form: HTMLFormElement) => {
    if (!confirm(media_photo_confirm_delete({}, t))) return;
    const answer = await actions.owner
      .deletePhoto(new FormData(form))
      .catch(() => ({ error: { message: media_try_again({}, t), code: undefined } }));
    if (answer.error) {
      if (answer.error.code === 'UNAUTHORIZED') return signInAgain();
      return showToast({
        title: media_delete_failed({}, t),
        description: ownerActionText(locale, answer.error.message),
        variant: 'destructive',
      });
    }
    showToast({ title: media_photo_deleted({}, t), variant: 'success' });
    setPhotos((list) => list.filter((item) => item.id !== photo.id));
    onCountChange?.(-1);
    onChanged?.();
  };

  const uploadForm = (
    <form
      method="post"
      action="/api/business-photos"
      encType="multipart/form-data"
      className="media-upload"
      onSubmit={(event) => {
        if (!scripted) return;
        event.preventDefault();
        void upload(event.currentTarget);
      }}
    >
      <input type="hidden" name="businessId" value={businessId} />
      <input type="hidden" name="next" value={page} />
      <div className="field">
        <label htmlFor={`photo-file-${businessId}`}>{media_photo_file_label({}, t)}</label>
        <input
          id={`photo-file-${businessId}`}
          name="file"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          aria-describedby={fileError ? `photo-file-error-${businessId}` : `photo-file-hint-${businessId}`}
          aria-invalid={fileError ? true : undefined}
        />
        <p id={`photo-file-hint-${businessId}`} className="field-hint">
          {media_photo_file_hint({}, t)}
        </p>
        {fileError && (
          <p id={`photo-file-error-${businessId}`} className="field-error">
            {fileError}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`photo-caption-${businessId}`}>{media_photo_caption({}, t)}</label>
        <input id={`photo-caption-${businessId}`} name="caption" maxLength={200} />
      </div>
      <div className="field">
        <label htmlFor={`photo-alt-${businessId}`}>{media_photo_alt({}, t)}</label>
        <input id={`photo-alt-${businessId}`} name="altText" maxLength={200} />
      </div>
      <button className="button" type="submit" disabled={uploading}>
        {uploading ? media_uploading({}, t) : media_photo_upload({}, t)}
      </button>
    </form>
  );

  return (
    <div className="photo-gallery">
      {canManage &&
        (scripted ? (
          <>
            <button type="button" className="button" onClick={() => setShowUpload((shown) => !shown)} aria-expanded={showUpload}>
              {media_photo_add({}, t)}
            </button>
            {showUpload && uploadForm}
          </>
        ) : (
          <details className="media-upload-details">
            <summary className="button">{media_photo_add({}, t)}</summary>
            {uploadForm}
          </details>
        ))}
      {photos.length === 0 && !loading ? (
        <div className="muted">
          <p>{media_photo_none({}, t)}</p>
          {!canManage && <p>{media_photo_none_note({}, t)}</p>}
          {canManage && mediaTabHref && (
            <p>
              {invite[0]}
              <a href={mediaTabHref}>{media_photo_none_invite_link({}, t)}</a>
              {invite[1]}
            </p>
          )}
        </div>
      ) : (
        <ul className="media-grid" aria-busy={loading}>
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <a
                href={photo.url}
                onClick={(event) => {
                  if (!scripted) return;
                  event.preventDefault();
                  setOpen(index);
                }}
              >
                <img
                  src={photo.url}
                  alt={photo.altText ?? photo.caption ?? businessName}
                  lang={asWritten}
                  width="640"
                  height="400"
                  loading="lazy"
                  decoding="async"
                />
              </a>
              {photo.caption && (
                <span className="media-caption" lang={asWritten}>
                  {photo.caption}
                </span>
              )}
              {canManage && (
                <form
                  method="post"
                  action={actionUrl(page, 'owner.deletePhoto')}
                  onSubmit={(event) => {
                    if (!scripted) return;
                    event.preventDefault();
                    void remove(photo, event.currentTarget);
                  }}
                >
                  <input type="hidden" name="businessId" value={businessId} />
                  <input type="hidden" name="id" value={photo.id} />
                  <input type="hidden" name="next" value={page} />
                  <button
                    type="submit"
                    className="link-button danger"
                    aria-label={
                      photo.caption
                        ? media_photo_delete_label_caption({ number: index + 1, caption: photo.caption }, t)
                        : media_photo_delete_label({ number: index + 1 }, t)
                    }
                  >
                    {media_delete({}, t)}
                  </button>
                </form>
              )}
            </li>
          ))}
          {loading &&
            Array.from({ length: SKELETONS }, (_, index) => <li key={`skeleton-${index}`} className="media-skeleton" aria-hidden="true" />)}
        </ul>
      )}
      {scripted && total > photos.length && !loading && (
        <button type="button" className="button secondary" onClick={() => void showAll()}>
          {media_photo_show_all({ total }, t)}
        </button>
      )}
      {open !== null && photos[open] && (
        <Lightbox locale={locale} photos={photos} index={open} fallbackAlt={businessName} onMove={setOpen} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
