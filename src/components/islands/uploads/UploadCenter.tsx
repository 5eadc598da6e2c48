/**
 * The Business Upload Center (spec 02): an upload form (title, description, tier, file) and the
 * business's uploads with title, description, tier, file name, type, size (Bytes/KB/MB/GB) and
 * status; a pending_payment upload has Pay (Checkout), every upload Delete. Without JavaScript
 * the form and buttons post; hydrated, the upload shows its progress and the list updates in place.
 */
import { useState, type FormEvent } from 'react';
import { actions } from 'astro:actions';
import { formatFileSize } from '../../../lib/domain/file-size.ts';
import { formatPrice } from '../../../lib/domain/money.ts';
import { formatDateTime } from '../../../lib/domain/time.ts';
import { DEFAULT_UPLOAD_TIER, UPLOAD_MESSAGES as M, UPLOAD_STATUS_LABELS, UPLOAD_TIER_NAMES, UPLOAD_TIER_PRICES, type UploadTier } from '../../../lib/domain/upload-tiers.ts';
import { actionUrl } from '../../../lib/site/action-url.ts';
import type { UploadView } from '../../../lib/views/uploads.ts';
import { showToast } from '../../../stores/toasts.ts';
import { signInAgain } from '../../../stores/viewer.ts';
import { sendForm } from '../media/send-form.ts';
import { useHydrated } from '../use-hydrated.ts';
import '../../../styles/forms.css';
import './upload-center.css';

export type UploadCenterProps = { businessId: number; uploads: UploadView[]; paymentsConfigured: boolean; page: string };

const ACCEPT = 'image/*,video/mp4,video/quicktime,video/x-msvideo,.mp4,.mov,.avi,application/pdf,.pdf,.doc,.docx,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export default function UploadCenter({ businessId, uploads: initial, paymentsConfigured, page }: UploadCenterProps) {
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
    if (!String(body.get('title') ?? '').trim()) problems.title = M.title;
    const file = body.get('file');
    if (!(file instanceof File) || file.size === 0) problems.file = M.noFile;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return showToast({ title: M.failed, description: Object.values(problems)[0], variant: 'destructive' });
    setProgress(0);
    const answer = await sendForm('/api/business-uploads', body, setProgress);
    setProgress(null);
    if (answer.status === 401) return signInAgain();
    if (!answer.ok) {
      setErrors(answer.body.errors ?? {});
      return showToast({ title: M.failed, description: Object.values(answer.body.errors ?? {})[0] ?? answer.body.message ?? 'Please try again.', variant: 'destructive' });
    }
    showToast({ title: M.uploaded, variant: 'success' });
    form.reset();
    setUploads((list) => [answer.body.upload as UploadView, ...list]);
  };

  const act = async (upload: UploadView, form: HTMLFormElement, intent: 'pay' | 'delete') => {
    if (intent === 'delete' && !confirm(`Delete "${upload.title}"?`)) return;
    setBusy(upload.id);
    const send = intent === 'pay' ? actions.owner.payUpload : actions.owner.deleteUpload;
    const answer = await send(new FormData(form)).catch(() => ({ data: undefined, error: { message: intent === 'pay' ? M.paymentFailed : 'Please try again.', code: undefined } }));
    setBusy(null);
    if (answer.error) {
      if (answer.error.code === 'UNAUTHORIZED') return signInAgain();
      return showToast({ title: intent === 'pay' ? 'Payment Error' : 'Delete failed', description: answer.error.message, variant: 'destructive' });
    }
    if (intent === 'pay') {
      const redirect = (answer.data as { redirect?: string } | undefined)?.redirect;
      if (redirect) window.location.assign(redirect);
      return;
    }
    showToast({ title: M.deleted, variant: 'success' });
    setUploads((list) => list.filter((item) => item.id !== upload.id));
  };

  const field = (name: string) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `upload-${name}-error` } : {});
  const message = (name: string) => errors[name] && <p id={`upload-${name}-error`} className="field-error">{errors[name]}</p>;

  return (
    <div className="upload-center">
      <form method="post" action="/api/business-uploads" encType="multipart/form-data" className="form-card upload-form" onSubmit={submit} noValidate>
        <h2>New upload</h2>
        <input type="hidden" name="businessId" value={businessId} />
        <input type="hidden" name="next" value={page} />
        <div className="field">
          <label htmlFor="upload-title">Title *</label>
          <input id="upload-title" name="title" maxLength={120} required {...field('title')} />
          {message('title')}
        </div>
        <div className="field">
          <label htmlFor="upload-description">Description</label>
          <textarea id="upload-description" name="description" rows={3} maxLength={1000} />
        </div>
        <div className="field">
          <label htmlFor="upload-tier">Tier</label>
          <select id="upload-tier" name="tier" defaultValue={DEFAULT_UPLOAD_TIER} {...field('tier')}>
            {(Object.keys(UPLOAD_TIER_PRICES) as UploadTier[]).map((tier) => <option key={tier} value={tier}>{`${UPLOAD_TIER_NAMES[tier]} – ${formatPrice(UPLOAD_TIER_PRICES[tier]).replace(/\.00$/, '')}`}</option>)}
          </select>
          {message('tier')}
        </div>
        <div className="field">
          <label htmlFor="upload-file">File *</label>
          <input id="upload-file" name="file" type="file" accept={ACCEPT} required {...field('file')} aria-describedby={errors.file ? 'upload-file-error' : 'upload-file-hint'} />
          <p id="upload-file-hint" className="field-hint">Images, videos (MP4, MOV, AVI), PDF, DOC or DOCX, up to 50 MB.</p>
          {message('file')}
        </div>
        {progress !== null && <progress className="upload-progress" max={1} value={progress} aria-label="Upload progress" />}
        <button className="button" type="submit" disabled={progress !== null}>{progress !== null ? `Uploading… ${Math.round(progress * 100)}%` : 'Upload'}</button>
      </form>

      <section aria-labelledby="uploads-heading">
        <h2 id="uploads-heading">{`Your uploads (${uploads.length})`}</h2>
        {uploads.length === 0 ? (
          <p className="muted">No uploads yet.</p>
        ) : (
          <ul className="upload-list">
            {uploads.map((upload) => (
              <li key={upload.id} className="card">
                <p className="upload-title">
                  <strong>{upload.title}</strong>
                  <span className={`upload-status status-${upload.status in UPLOAD_STATUS_LABELS ? upload.status : 'other'}`}>{UPLOAD_STATUS_LABELS[upload.status] ?? upload.status}</span>
                </p>
                {upload.description && <p>{upload.description}</p>}
                <dl className="upload-facts">
                  <dt>Tier</dt><dd>{`${UPLOAD_TIER_NAMES[upload.tier]} (${formatPrice(upload.priceCents)})`}</dd>
                  <dt>File</dt><dd>{upload.fileUrl ? <a href={upload.fileUrl}>{upload.fileName}</a> : upload.fileName}</dd>
                  <dt>Type</dt><dd>{upload.fileType}</dd>
                  <dt>Size</dt><dd>{upload.fileSize === null ? '—' : formatFileSize(upload.fileSize)}</dd>
                  <dt>Added</dt><dd>{formatDateTime(new Date(upload.createdAt))}</dd>
                </dl>
                <div className="upload-actions">
                  {upload.status === 'pending_payment' && paymentsConfigured && (
                    <form method="post" action={actionUrl(page, 'owner.payUpload')} onSubmit={(event) => { if (!scripted) return; event.preventDefault(); void act(upload, event.currentTarget, 'pay'); }}>
                      <input type="hidden" name="businessId" value={upload.businessId} />
                      <input type="hidden" name="id" value={upload.id} />
                      <input type="hidden" name="next" value={page} />
                      <button className="button" type="submit" disabled={busy === upload.id}>{`Pay ${formatPrice(upload.priceCents)}`}</button>
                    </form>
                  )}
                  {upload.status === 'pending_payment' && !paymentsConfigured && <p className="muted">Payments are not configured on this site.</p>}
                  <form method="post" action={actionUrl(page, 'owner.deleteUpload')} onSubmit={(event) => { if (!scripted) return; event.preventDefault(); void act(upload, event.currentTarget, 'delete'); }}>
                    <input type="hidden" name="businessId" value={upload.businessId} />
                    <input type="hidden" name="id" value={upload.id} />
                    <input type="hidden" name="next" value={page} />
                    <button className="button secondary" type="submit" disabled={busy === upload.id} aria-label={`Delete ${upload.title}`}>Delete</button>
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
