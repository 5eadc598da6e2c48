/** What needs a decision: listing claims and new listings, partnership applications, reported reviews, new photos. */
import { useState, type FormEvent } from 'react';
import { actions } from 'astro:actions';
import type { ModerationData } from '../../../lib/views/admin-dashboard.ts';
import { actionUrl } from '../../../lib/site/action-url.ts';
import ActionButton from './ActionButton.tsx';
import type { AdminControls, Send } from './use-admin-dashboard.ts';
import type { Locale } from '../../../lib/domain/locales.ts';

type Props = { data: ModerationData; controls: AdminControls; locale?: Locale };

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { timeZone: 'America/New_York', month: 'short', day: 'numeric', year: 'numeric' });

export default function ModerationTab({ data, controls }: Props) {
  const { act, page } = controls;
  const empty = data.claims.length + data.applications.length + data.reports.length + data.photos.length === 0;
  return (
    <section aria-labelledby="admin-moderation-title">
      <h2 id="admin-moderation-title">Moderation</h2>
      {empty && <p className="muted">Nothing is waiting for a decision.</p>}

      <h3>Listing claims and new listings ({data.claims.length})</h3>
      {data.claims.length === 0 ? <p className="muted">No claims waiting.</p> : (
        <ul className="admin-rows" aria-label="Listing claims">
          {data.claims.map((claim) => (
            <li key={claim.id} className="admin-row">
              <div className="admin-row-main">
                <p><strong>{claim.kind === 'new' ? 'New listing' : 'Claim'}: {claim.business.name}</strong> {!claim.business.isActive && <span className="badge muted-badge">Not listed yet</span>} {claim.business.hasOwner && <span className="badge danger-badge">Has an owner</span>}</p>
                <p className="muted">{claim.business.address} · by {claim.owner.name} ({claim.owner.email}) · {day(claim.createdAt)}</p>
                {claim.note && <p>“{claim.note}”</p>}
              </div>
              <div className="admin-row-actions">
                <ActionButton action={actions.admin.decideClaim} page={page} act={act} fields={{ claimId: String(claim.id), decision: 'approve' }} success={`Approved: ${claim.owner.email} now manages ${claim.business.name}. They are emailed.`} variant="primary">
                  Approve
                </ActionButton>
                <DecisionWithText send={actions.admin.decideClaim} fields={{ claimId: String(claim.id), decision: 'refuse' }} textName="reason" textLabel="Reason (sent to the owner)" button="Refuse" success={`Refused; ${claim.owner.email} is emailed.`} controls={controls} />
              </div>
            </li>
          ))}
        </ul>
      )}

      <h3>Partnership applications ({data.applications.length})</h3>
      {data.applications.length === 0 ? <p className="muted">No applications waiting.</p> : (
        <ul className="admin-rows" aria-label="Partnership applications">
          {data.applications.map((application) => (
            <li key={application.id} className="admin-row">
              <div className="admin-row-main">
                <p><strong>{application.businessName}</strong> <span className="badge">{application.level}</span></p>
                <p className="muted">{application.contactName} · <a href={`mailto:${application.email}`}>{application.email}</a> · {application.phone} · {day(application.createdAt)}</p>
                <p>{application.businessType}: {application.description}</p>
              </div>
              <div className="admin-row-actions">
                <DecisionWithText send={actions.admin.decideApplication} fields={{ applicationId: String(application.id), decision: 'approve' }} textName="notes" textLabel="Notes (kept, and sent to the applicant)" button="Approve" success={`${application.businessName} approved; the applicant is emailed.`} controls={controls} />
                <DecisionWithText send={actions.admin.decideApplication} fields={{ applicationId: String(application.id), decision: 'refuse' }} textName="notes" textLabel="Notes (kept, and sent to the applicant)" button="Refuse" success={`${application.businessName} refused; the applicant is emailed.`} controls={controls} />
              </div>
            </li>
          ))}
        </ul>
      )}

      <h3>Reported reviews ({data.reports.length})</h3>
      {data.reports.length === 0 ? <p className="muted">No reported reviews.</p> : (
        <ul className="admin-rows" aria-label="Reported reviews">
          {data.reports.map((report) => (
            <li key={report.reviewId} className="admin-row">
              <div className="admin-row-main">
                <p><strong>{report.review.title}</strong> ({report.review.rating} ★) on <a href={`/business/${report.business.id}#reviews`}>{report.business.name}</a> by {report.review.author}</p>
                {report.review.comment && <p>{report.review.comment}</p>}
                <p className="muted">{report.reports} {report.reports === 1 ? 'report' : 'reports'}: {report.reasons.map((reason) => reason.replace(/_/g, ' ')).join(', ')} · first {day(report.firstReportedAt)}</p>
                {report.details.map((detail, index) => <p key={index} className="muted">“{detail}”</p>)}
              </div>
              <div className="admin-row-actions">
                <ActionButton action={actions.admin.decideReport} page={page} act={act} fields={{ reviewId: String(report.reviewId), decision: 'hide' }} success="The review is hidden and no longer counts in the rating." variant="danger">Hide review</ActionButton>
                <ActionButton action={actions.admin.decideReport} page={page} act={act} fields={{ reviewId: String(report.reviewId), decision: 'keep' }} success="The review stays; its reports are closed.">Keep</ActionButton>
              </div>
            </li>
          ))}
        </ul>
      )}

      <h3>New photos ({data.photos.length})</h3>
      {data.photos.length === 0 ? <p className="muted">No new photos to look at.</p> : (
        <ul className="admin-photos" aria-label="New photos">
          {data.photos.map((photo) => (
            <li key={photo.id}>
              <img src={photo.url} alt={photo.caption ?? `New photo of ${photo.business.name}`} loading="lazy" width="240" height="160" />
              <p><a href={`/business/${photo.business.id}`}>{photo.business.name}</a>{photo.uploadedBy ? ` · by ${photo.uploadedBy}` : ''} · {day(photo.createdAt)}</p>
              <div className="admin-row-actions">
                <ActionButton action={actions.admin.decidePhoto} page={page} act={act} fields={{ photoId: String(photo.id), decision: 'keep' }} success="The photo stays in the gallery.">Keep</ActionButton>
                <ActionButton action={actions.admin.decidePhoto} page={page} act={act} fields={{ photoId: String(photo.id), decision: 'remove' }} success="The photo is removed." confirm="Remove this photo from the business's gallery?" variant="danger">Remove</ActionButton>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A decision with an optional note: the button opens a small form for the text. */
export function DecisionWithText({ send, fields, textName, textLabel, button, success, controls }: { send: Send & { toString(): string }; fields: Record<string, string>; textName: string; textLabel: string; button: string; success: string; controls: AdminControls }) {
  const [open, setOpen] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get(textName) ?? '');
    const result = await controls.act(send, { ...fields, [textName]: text }, success);
    if (result.ok) setOpen(false);
  };
  if (!open) {
    return <button type="button" className="button secondary" onClick={() => setOpen(true)}>{button}…</button>;
  }
  return (
    <form method="post" action={actionUrl(controls.page, send)} onSubmit={onSubmit} className="admin-decision-form">
      {Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <label>
        <span>{textLabel}</span>
        <textarea name={textName} rows={2} maxLength={2000} />
      </label>
      <button type="submit" className="button">{button}</button>
      <button type="button" className="button secondary" onClick={() => setOpen(false)}>Back</button>
    </form>
  );
}
