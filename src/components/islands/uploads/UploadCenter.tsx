/**
 * The Business Upload Center (spec 02): what each tier gets (from the tiers' table, which the
 * review publishes by), an upload form (title, description, tier, file) and the business's
 * uploads with title, description, tier, file name, type, size (Bytes/KB/MB/GB) and status, and
 * once published until when it shows (or why it was not published); a pending_payment upload has
 * Pay (Checkout), every upload Delete. Without JavaScript the form and buttons post; hydrated, the
 * upload shows its progress and the list updates in place.
 */
import { useState, type FormEvent } from 'react';
import { writtenIn } from '#lib/i18n/written-language.ts';
import { actions } from 'astro:actions';
import type { Locale } from '#lib/i18n/locales.ts';
import { dateTimeIn, fileSizeIn, priceIn, uploadStatusIn, uploadTierIn, wholePriceIn } from '#lib/i18n/localized/media.ts';
import { formatLongDayIn } from '#lib/i18n/format.ts';
import {
  DEFAULT_UPLOAD_TIER,
  UPLOAD_STATUS_LABELS,
  UPLOAD_TIER_PRICES,
  uploadTierFeatures,
  type UploadTier,
} from '#lib/domain/upload-tiers.ts';
import { actionUrl } from '#lib/site/action-url.ts';
import type { UploadView } from '#lib/views/uploads.ts';
import { showToast } from '#stores/toasts.ts';
import { signInAgain } from '#stores/viewer.ts';
import { ownerActionText } from '../media/owner-action-text.ts';
import { sendForm } from '../media/send-form.ts';
import { useHydrated } from '../use-hydrated.ts';
import {
  media_confirm_delete_named,
  media_delete,
  media_delete_failed,
  media_delete_named,
  media_error_no_file,
  media_error_title_required,
  media_payment_error,
  media_try_again,
  media_upload_deleted,
  media_upload_done,
  media_upload_failed,
  media_upload_progress,
  media_uploading_percent,
  media_uploads_description_label,
  media_uploads_fact_added,
  media_uploads_fact_file,
  media_uploads_fact_reason,
  media_uploads_fact_shown,
  media_uploads_fact_size,
  media_uploads_fact_spotlight,
  media_uploads_fact_type,
  media_uploads_file_hint,
  media_uploads_file_label,
  media_uploads_new,
  media_uploads_none,
  media_uploads_pay,
  media_uploads_payments_off,
  media_uploads_submit,
  media_uploads_tier,
  media_uploads_tier_page,
  media_uploads_tier_spotlight,
  media_uploads_tiers_heading,
  media_uploads_tiers_intro,
  media_uploads_title_label,
  media_uploads_yours,
  media_error_payment_failed,
} from '#paraglide/messages.js';
import '../../../styles/forms.css';
import './upload-center.css';

export type UploadCenterProps = { businessId: number; uploads: UploadView[]; paymentsConfigured: boolean; page: string; locale: Locale };

const ACCEPT =
  'image/*,video/mp4,video/quicktime,video/x-msvideo,.mp4,.mov,.avi,application/pdf,.pdf,.doc,.docx,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export default function UploadCenter({ businessId, uploads: initial, paymentsConfigured, page, locale }: UploadCenterProps) {
  const t = { locale };
  // People's words (titles, descriptions, file names) stay as written, marked English on other pages.
  const asWritten = writtenIn('en', locale);
  const scripted = useHydrated();
  const [uploads, setUploads] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (!scripted) return;
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    const problems: Record<string, string> = {};
    if (!String(body.get('title') ?? '').trim()) problems.title = media_error_title_required({}, t);
    const file = body.get('file');
    if (!(file instanceof File) || file.size === 0) problems.file = media_error_no_file({}, t);
    setErrors(problems);
    if (Object.keys(problems).length > 0)
      return showToast({ title: media_upload_failed({}, t), description: Object.values(problems)[0], variant: 'destructive' });
    setProgress(0);
    const answer = await sendForm('/api/business-uploads', body, locale, setProgress);
    setProgress(null);
    if (answer.status === 401) return signInAgain();
    if (!answer.ok) {
      setErrors(answer.body.errors ?? {});
      return showToast({
        title: media_upload_failed({}, t),
        description: Object.values(answer.body.errors ?? {})[0] ?? answer.body.message ?? media_try_again({}, t),
        variant: 'destructive',
      });
    }
    showToast({ title: media_upload_done({}, t), variant: 'success' });
    form.reset();
    setUploads((list) => [answer.body.upload as UploadView, ...list]);
  };

  const act = async (upload: UploadView, form: HTMLFormElement, intent: 'pay' | 'delete') => {
    if (intent === 'delete' && !confirm(media_confirm_delete_named({ title: upload.title }, t))) return;
    setBusy(upload.id);
    const send = intent === 'pay' ? actions.owner.payUpload : actions.owner.deleteUpload;
    const answer = await send(new FormData(form)).catch(() => ({
      data: undefined,
      error: { message: intent === 'pay' ? media_error_payment_failed({}, t) : media_try_again({}, t), code: undefined },
    }));
    setBusy(null);
    if (answer.error) {
      if (answer.error.code === 'UNAUTHORIZED') return signInAgain();
      return showToast({
        title: intent === 'pay' ? media_payment_error({}, t) : media_delete_failed({}, t),
        description: ownerActionText(locale, answer.error.message),
        variant: 'destructive',
      });
    }
    if (intent === 'pay') {
      const redirect = (answer.data as { redirect?: string } | undefined)?.redirect;
      if (redirect) window.location.assign(redirect);
      return;
    }
    showToast({ title: media_upload_deleted({}, t), variant: 'success' });
    setUploads((list) => list.filter((item) => item.id !== upload.id));
  };

  const field = (name: string) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `upload-${name}-error` } : {});
  const message = (name: string) =>
    errors[name] && (
      <p id={`upload-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    );

  const tiers = Object.keys(UPLOAD_TIER_PRICES) as UploadTier[];
  const day = (iso: string) => formatLongDayIn(locale, new Date(iso));
  const shown = (upload: UploadView) => upload.status === 'published' || upload.status === 'ended';
  return (
    <div className="upload-center">
      <section className="upload-tiers">
        <h2 id="upload-tiers-heading">{media_uploads_tiers_heading({}, t)}</h2>
        <p className="muted">{media_uploads_tiers_intro({}, t)}</p>
        <ul className="upload-tier-list">
          {tiers.map((tier) => (
            <li key={tier} className="card" data-tier={tier}>
              {/* Premium is the guide's plan name in every language. */}
              <h3>
                <span translate={tier === 'premium' ? 'no' : undefined}>{uploadTierIn(locale, tier)}</span>
                {` – ${wholePriceIn(locale, UPLOAD_TIER_PRICES[tier])}`}
              </h3>
              <ul>
                {uploadTierFeatures(tier).map((feature) => (
                  <li key={feature.key} data-feature={feature.key}>
                    {feature.key === 'page'
                      ? media_uploads_tier_page({ days: String(feature.days) }, t)
                      : media_uploads_tier_spotlight({ days: String(feature.days) }, t)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <form
        method="post"
        action="/api/business-uploads"
        encType="multipart/form-data"
        className="form-card upload-form"
        onSubmit={submit}
        noValidate
      >
        <h2>{media_uploads_new({}, t)}</h2>
        <input type="hidden" name="businessId" value={businessId} />
        <input type="hidden" name="next" value={page} />
        <div className="field">
          <label htmlFor="upload-title">{media_uploads_title_label({}, t)}</label>
          <input id="upload-title" name="title" maxLength={120} required {...field('title')} />
          {message('title')}
        </div>
        <div className="field">
          <label htmlFor="upload-description">{media_uploads_description_label({}, t)}</label>
          <textarea id="upload-description" name="description" rows={3} maxLength={1000} />
        </div>
        <div className="field">
          <label htmlFor="upload-tier">{media_uploads_tier({}, t)}</label>
          <select id="upload-tier" name="tier" defaultValue={DEFAULT_UPLOAD_TIER} {...field('tier')}>
            {tiers.map((tier) => (
              <option key={tier} value={tier}>{`${uploadTierIn(locale, tier)} – ${wholePriceIn(locale, UPLOAD_TIER_PRICES[tier])}`}</option>
            ))}
          </select>
          {message('tier')}
        </div>
        <div className="field">
          <label htmlFor="upload-file">{media_uploads_file_label({}, t)}</label>
          <input
            id="upload-file"
            name="file"
            type="file"
            accept={ACCEPT}
            required
            {...field('file')}
            aria-describedby={errors.file ? 'upload-file-error' : 'upload-file-hint'}
          />
          <p id="upload-file-hint" className="field-hint">
            {media_uploads_file_hint({}, t)}
          </p>
          {message('file')}
        </div>
        {progress !== null && <progress className="upload-progress" max={1} value={progress} aria-label={media_upload_progress({}, t)} />}
        <button className="button" type="submit" disabled={progress !== null}>
          {progress !== null ? media_uploading_percent({ percent: Math.round(progress * 100) }, t) : media_uploads_submit({}, t)}
        </button>
      </form>

      <section aria-labelledby="uploads-heading">
        <h2 id="uploads-heading">{media_uploads_yours({ count: uploads.length }, t)}</h2>
        {uploads.length === 0 ? (
          <p className="muted">{media_uploads_none({}, t)}</p>
        ) : (
          <ul className="upload-list">
            {uploads.map((upload) => (
              <li key={upload.id} className="card">
                <p className="upload-title">
                  <strong lang={asWritten}>{upload.title}</strong>
                  <span className={`upload-status status-${upload.status in UPLOAD_STATUS_LABELS ? upload.status : 'other'}`}>
                    {uploadStatusIn(locale, upload.status)}
                  </span>
                </p>
                {upload.description && <p lang={asWritten}>{upload.description}</p>}
                <dl className="upload-facts">
                  <dt>{media_uploads_tier({}, t)}</dt>
                  <dd>{`${uploadTierIn(locale, upload.tier)} (${priceIn(locale, upload.priceCents)})`}</dd>
                  <dt>{media_uploads_fact_file({}, t)}</dt>
                  <dd translate="no">{upload.fileUrl ? <a href={upload.fileUrl}>{upload.fileName}</a> : upload.fileName}</dd>
                  <dt>{media_uploads_fact_type({}, t)}</dt>
                  <dd translate="no">{upload.fileType}</dd>
                  <dt>{media_uploads_fact_size({}, t)}</dt>
                  <dd>{upload.fileSize === null ? '—' : fileSizeIn(locale, upload.fileSize)}</dd>
                  <dt>{media_uploads_fact_added({}, t)}</dt>
                  <dd>{dateTimeIn(locale, new Date(upload.createdAt))}</dd>
                  {shown(upload) && upload.publishedUntil && (
                    <>
                      <dt>{media_uploads_fact_shown({}, t)}</dt>
                      <dd>{day(upload.publishedUntil)}</dd>
                    </>
                  )}
                  {shown(upload) && upload.spotlightUntil && (
                    <>
                      <dt>{media_uploads_fact_spotlight({}, t)}</dt>
                      <dd>{day(upload.spotlightUntil)}</dd>
                    </>
                  )}
                  {upload.refusalReason && (
                    <>
                      <dt>{media_uploads_fact_reason({}, t)}</dt>
                      <dd lang={asWritten}>{upload.refusalReason}</dd>
                    </>
                  )}
                </dl>
                <div className="upload-actions">
                  {upload.status === 'pending_payment' && paymentsConfigured && (
                    <form
                      method="post"
                      action={actionUrl(page, 'owner.payUpload')}
                      onSubmit={(event) => {
                        if (!scripted) return;
                        event.preventDefault();
                        void act(upload, event.currentTarget, 'pay');
                      }}
                    >
                      <input type="hidden" name="businessId" value={upload.businessId} />
                      <input type="hidden" name="id" value={upload.id} />
                      <input type="hidden" name="next" value={page} />
                      <button className="button" type="submit" disabled={busy === upload.id}>
                        {media_uploads_pay({ price: priceIn(locale, upload.priceCents) }, t)}
                      </button>
                    </form>
                  )}
                  {upload.status === 'pending_payment' && !paymentsConfigured && (
                    <p className="muted">{media_uploads_payments_off({}, t)}</p>
                  )}
                  <form
                    method="post"
                    action={actionUrl(page, 'owner.deleteUpload')}
                    onSubmit={(event) => {
                      if (!scripted) return;
                      event.preventDefault();
                      void act(upload, event.currentTarget, 'delete');
                    }}
                  >
                    <input type="hidden" name="businessId" value={upload.businessId} />
                    <input type="hidden" name="id" value={upload.id} />
                    <input type="hidden" name="next" value={page} />
                    <button
                      className="button secondary"
                      type="submit"
                      disabled={busy === upload.id}
                      aria-label={media_delete_named({ title: upload.title }, t)}
                    >
                      {media_delete({}, t)}
                    </button>
                  </form>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
