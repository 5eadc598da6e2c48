/** What needs a decision: listing claims and new listings, partnership applications, reported reviews, new photos, paid uploads. */
import { actions } from 'astro:actions';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { reportReasonIn, shortDateIn } from '#lib/i18n/localized/moderation.ts';
import { businessTypeLabel, partnerLevelName } from '#lib/i18n/localized/partners.ts';
import { PARTNERSHIP_LEVELS, type PartnershipLevelId } from '#lib/domain/partnership.ts';
import type { ModerationData } from '#lib/views/admin-dashboard.ts';
import {
  moderation_by,
  moderation_mo_app_approved,
  moderation_mo_app_refused,
  moderation_mo_applications_label,
  moderation_mo_applications_title,
  moderation_mo_approve,
  moderation_mo_approved,
  moderation_mo_claim,
  moderation_mo_claim_refused,
  moderation_mo_claims_label,
  moderation_mo_claims_title,
  moderation_mo_empty,
  moderation_mo_has_owner,
  moderation_mo_hidden,
  moderation_mo_hide,
  moderation_mo_keep,
  moderation_mo_new_listing,
  moderation_mo_no_applications,
  moderation_mo_no_claims,
  moderation_mo_no_photos,
  moderation_mo_no_reports,
  moderation_mo_not_listed,
  moderation_mo_not_verified,
  moderation_mo_notes,
  moderation_mo_on,
  moderation_mo_photo_alt,
  moderation_mo_photo_kept,
  moderation_mo_photo_removed,
  moderation_mo_photos_label,
  moderation_mo_photos_title,
  moderation_mo_reason,
  moderation_mo_refuse,
  moderation_mo_remove,
  moderation_mo_remove_confirm,
  moderation_mo_report_line,
  moderation_mo_reports_label,
  moderation_mo_reports_title,
  moderation_mo_review_kept,
  moderation_mo_title,
  moderation_mo_verified_email,
  moderation_mo_verified_phone,
} from '#paraglide/messages.js';
import ActionButton from './ActionButton.tsx';
import UploadReviewList from './UploadReviewList.tsx';
import DecisionWithText from './DecisionWithText.tsx';
import type { AdminControls } from './use-admin-dashboard.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';

type Props = { data: ModerationData; controls: AdminControls; /** The page's language (English by default). */ locale?: Locale };

const isLevel = (level: string): level is PartnershipLevelId => PARTNERSHIP_LEVELS.some((item) => item.id === level);

export default function ModerationTab({ data, controls, locale = 'en' }: Props) {
  const { act, page } = controls;
  const t = { locale };
  const day = (iso: string) => shortDateIn(locale, iso);
  // What people wrote (notes, reviews, descriptions) stays as written, marked English.
  const english = writtenIn('en', locale);
  const by = moderation_by({}, t);
  const empty = data.claims.length + data.applications.length + data.reports.length + data.photos.length + data.uploads.length === 0;
  return (
    <section aria-labelledby="admin-moderation-title">
      <h2 id="admin-moderation-title">{moderation_mo_title({}, t)}</h2>
      {empty && <p className="muted">{moderation_mo_empty({}, t)}</p>}

      <h3>{moderation_mo_claims_title({ count: data.claims.length }, t)}</h3>
      {data.claims.length === 0 ? (
        <p className="muted">{moderation_mo_no_claims({}, t)}</p>
      ) : (
        <ul className="admin-rows" aria-label={moderation_mo_claims_label({}, t)}>
          {data.claims.map((claim) => (
            <li key={claim.id} className="admin-row">
              <div className="admin-row-main">
                <p>
                  <strong>
                    {claim.kind === 'new' ? moderation_mo_new_listing({}, t) : moderation_mo_claim({}, t)}
                    <span translate="no">{claim.business.name}</span>
                  </strong>{' '}
                  {!claim.business.isActive && <span className="badge muted-badge">{moderation_mo_not_listed({}, t)}</span>}{' '}
                  {claim.business.hasOwner && <span className="badge danger-badge">{moderation_mo_has_owner({}, t)}</span>}
                </p>
                <p className="muted">
                  <span translate="no">{claim.business.address}</span> · {by}{' '}
                  <span translate="no">
                    {claim.owner.name} ({claim.owner.email})
                  </span>{' '}
                  · {day(claim.createdAt)}
                </p>
                {claim.kind === 'claim' &&
                  (claim.verification ? (
                    <p className="claim-verified">
                      <span className="badge status-completed" aria-hidden="true">
                        ✓
                      </span>{' '}
                      {(claim.verification.method === 'email' ? moderation_mo_verified_email : moderation_mo_verified_phone)(
                        { contact: claim.verification.contact },
                        t,
                      )}
                    </p>
                  ) : (
                    <p className="claim-unverified">
                      <span className="badge status-pending" aria-hidden="true">
                        !
                      </span>{' '}
                      {moderation_mo_not_verified({}, t)}
                    </p>
                  ))}
                {claim.note && <p lang={english}>“{claim.note}”</p>}
              </div>
              <div className="admin-row-actions">
                <ActionButton
                  action={actions.admin.decideClaim}
                  page={page}
                  act={act}
                  fields={{ claimId: String(claim.id), decision: 'approve' }}
                  success={moderation_mo_approved({ email: claim.owner.email, business: claim.business.name }, t)}
                  variant="primary"
                >
                  {moderation_mo_approve({}, t)}
                </ActionButton>
                <DecisionWithText
                  send={actions.admin.decideClaim}
                  fields={{ claimId: String(claim.id), decision: 'refuse' }}
                  textName="reason"
                  textLabel={moderation_mo_reason({}, t)}
                  button={moderation_mo_refuse({}, t)}
                  success={moderation_mo_claim_refused({ email: claim.owner.email }, t)}
                  controls={controls}
                  locale={locale}
                />
              </div>
            </li>
          ))}
        </ul>
      )}

      <h3>{moderation_mo_applications_title({ count: data.applications.length }, t)}</h3>
      {data.applications.length === 0 ? (
        <p className="muted">{moderation_mo_no_applications({}, t)}</p>
      ) : (
        <ul className="admin-rows" aria-label={moderation_mo_applications_label({}, t)}>
          {data.applications.map((application) => (
            <li key={application.id} className="admin-row">
              <div className="admin-row-main">
                <p>
                  <strong translate="no">{application.businessName}</strong>{' '}
                  <span className="badge">
                    {locale !== 'en' && isLevel(application.level) ? partnerLevelName(locale, application.level) : application.level}
                  </span>
                </p>
                <p className="muted">
                  <span translate="no">{application.contactName}</span> ·{' '}
                  <a href={`mailto:${application.email}`} translate="no">
                    {application.email}
                  </a>{' '}
                  · <span translate="no">{application.phone}</span> · {day(application.createdAt)}
                </p>
                <p>
                  {businessTypeLabel(locale, application.businessType)}: <span lang={english}>{application.description}</span>
                </p>
              </div>
              <div className="admin-row-actions">
                <DecisionWithText
                  send={actions.admin.decideApplication}
                  fields={{ applicationId: String(application.id), decision: 'approve' }}
                  textName="notes"
                  textLabel={moderation_mo_notes({}, t)}
                  button={moderation_mo_approve({}, t)}
                  success={moderation_mo_app_approved({ name: application.businessName }, t)}
                  controls={controls}
                  locale={locale}
                />
                <DecisionWithText
                  send={actions.admin.decideApplication}
                  fields={{ applicationId: String(application.id), decision: 'refuse' }}
                  textName="notes"
                  textLabel={moderation_mo_notes({}, t)}
                  button={moderation_mo_refuse({}, t)}
                  success={moderation_mo_app_refused({ name: application.businessName }, t)}
                  controls={controls}
                  locale={locale}
                />
              </div>
            </li>
          ))}
        </ul>
      )}

      <h3>{moderation_mo_reports_title({ count: data.reports.length }, t)}</h3>
      {data.reports.length === 0 ? (
        <p className="muted">{moderation_mo_no_reports({}, t)}</p>
      ) : (
        <ul className="admin-rows" aria-label={moderation_mo_reports_label({}, t)}>
          {data.reports.map((report) => (
            <li key={report.reviewId} className="admin-row">
              <div className="admin-row-main">
                <p>
                  <strong lang={english}>{report.review.title}</strong> ({report.review.rating} ★) {moderation_mo_on({}, t)}{' '}
                  <a href={localizePath(locale, `/business/${report.business.id}#reviews`)} translate="no">
                    {report.business.name}
                  </a>{' '}
                  {by} <span translate="no">{report.review.author}</span>
                </p>
                {report.review.comment && <p lang={english}>{report.review.comment}</p>}
                <p className="muted">
                  {moderation_mo_report_line(
                    {
                      count: report.reports,
                      reasons: report.reasons.map((reason) => reportReasonIn(locale, reason)).join(', '),
                      date: day(report.firstReportedAt),
                    },
                    t,
                  )}
                </p>
                {report.details.map((detail, index) => (
                  <p key={index} className="muted" lang={english}>
                    “{detail}”
                  </p>
                ))}
              </div>
              <div className="admin-row-actions">
                <ActionButton
                  action={actions.admin.decideReport}
                  page={page}
                  act={act}
                  fields={{ reviewId: String(report.reviewId), decision: 'hide' }}
                  success={moderation_mo_hidden({}, t)}
                  variant="danger"
                >
                  {moderation_mo_hide({}, t)}
                </ActionButton>
                <ActionButton
                  action={actions.admin.decideReport}
                  page={page}
                  act={act}
                  fields={{ reviewId: String(report.reviewId), decision: 'keep' }}
                  success={moderation_mo_review_kept({}, t)}
                >
                  {moderation_mo_keep({}, t)}
                </ActionButton>
              </div>
            </li>
          ))}
        </ul>
      )}

      <h3>{moderation_mo_photos_title({ count: data.photos.length }, t)}</h3>
      {data.photos.length === 0 ? (
        <p className="muted">{moderation_mo_no_photos({}, t)}</p>
      ) : (
        <ul className="admin-photos" aria-label={moderation_mo_photos_label({}, t)}>
          {data.photos.map((photo) => (
            <li key={photo.id}>
              <img
                src={photo.url}
                alt={photo.caption ?? moderation_mo_photo_alt({ name: photo.business.name }, t)}
                lang={photo.caption ? english : undefined}
                loading="lazy"
                width="240"
                height="160"
              />
              <p>
                <a href={localizePath(locale, `/business/${photo.business.id}`)} translate="no">
                  {photo.business.name}
                </a>
                {photo.uploadedBy ? (
                  <>
                    {' '}
                    · {by} <span translate="no">{photo.uploadedBy}</span>
                  </>
                ) : (
                  ''
                )}{' '}
                · {day(photo.createdAt)}
              </p>
              <div className="admin-row-actions">
                <ActionButton
                  action={actions.admin.decidePhoto}
                  page={page}
                  act={act}
                  fields={{ photoId: String(photo.id), decision: 'keep' }}
                  success={moderation_mo_photo_kept({}, t)}
                >
                  {moderation_mo_keep({}, t)}
                </ActionButton>
                <ActionButton
                  action={actions.admin.decidePhoto}
                  page={page}
                  act={act}
                  fields={{ photoId: String(photo.id), decision: 'remove' }}
                  success={moderation_mo_photo_removed({}, t)}
                  confirm={moderation_mo_remove_confirm({}, t)}
                  variant="danger"
                >
                  {moderation_mo_remove({}, t)}
                </ActionButton>
              </div>
            </li>
          ))}
        </ul>
      )}

      <UploadReviewList uploads={data.uploads} controls={controls} locale={locale} />
    </section>
  );
}
