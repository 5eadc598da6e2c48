/** A photo at full size over the page, with previous and next (wrapping at both ends), a counter, arrow keys and Escape. */
import { useEffect, useRef } from 'react';
import { writtenIn } from '#lib/i18n/written-language.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { GalleryPhoto } from '#lib/views/business-content.ts';
import { media_lightbox, media_lightbox_close, media_lightbox_next, media_lightbox_previous } from '#paraglide/messages.js';

type Props = {
  photos: GalleryPhoto[];
  index: number;
  fallbackAlt: string;
  onMove: (index: number) => void;
  onClose: () => void;
  locale: Locale;
};

export default function Lightbox({ photos, index, fallbackAlt, onMove, onClose, locale }: Props) {
  const t = { locale };
  // Captions and alternative texts are written by people: marked English on other pages.
  const asWritten = writtenIn('en', locale);
  const dialog = useRef<HTMLDialogElement>(null);
  const count = photos.length;
  const photo = photos[index];
  const move = (step: number) => onMove((index + step + count) % count);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={media_lightbox({}, t)}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(1);
        if (event.key === 'ArrowLeft') move(-1);
      }}
    >
      <figure>
        <img src={photo.url} alt={photo.altText ?? photo.caption ?? fallbackAlt} lang={asWritten} />
        <figcaption>
          <span className="lightbox-counter" aria-live="polite">{`${index + 1} / ${count}`}</span>
          {photo.caption && <span lang={asWritten}>{photo.caption}</span>}
        </figcaption>
      </figure>
      <button
        type="button"
        className="lightbox-nav prev"
        onClick={() => move(-1)}
        aria-label={media_lightbox_previous({}, t)}
        disabled={count < 2}
      >
        ‹
      </button>
      <button
        type="button"
        className="lightbox-nav next"
        onClick={() => move(1)}
        aria-label={media_lightbox_next({}, t)}
        disabled={count < 2}
      >
        ›
      </button>
      <button type="button" className="lightbox-close" onClick={() => dialog.current?.close()} aria-label={media_lightbox_close({}, t)}>
        ×
      </button>
    </dialog>
  );
}
