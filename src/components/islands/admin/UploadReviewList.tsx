/**
 * The moderation queue's paid uploads: each with its file (an image shown, others opened), its
 * tier, price and payment date, and what publishing it does (its tier's placement); Publish, or
 * Refuse and refund with the reason the owner is told.
 */
import { actions } from 'astro:actions';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { fileSizeIn, priceIn, uploadTierIn } from '#lib/i18n/localized/media.ts';
import { shortDateIn } from '#lib/i18n/localized/moderation.ts';
import { UPLOAD_TIER_PLACEMENT } from '#lib/domain/upload-tiers.ts';
import type { UploadReviewItem } from '#lib/views/admin-dashboard.ts';
import {
  moderation_by,
  moderation_mo_no_uploads,
  moderation_mo_publish,
  moderation_mo_reason,
  moderation_mo_refuse_refund,
  moderation_mo_upload_file,
  moderation_mo_upload_line,
  moderation_mo_upload_placement,
  moderation_mo_upload_placement_spotlight,
  moderation_mo_upload_published,
  moderation_mo_upload_refused,
  moderation_mo_uploads_label,
  moderation_mo_uploads_title,
} from '#paraglide/messages.js';
import ActionButton from './ActionButton.tsx';
import DecisionWithText from './DecisionWithText.tsx';
import type { AdminControls } from './use-admin-dashboard.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';

export default function UploadReviewList({
  uploads,
  controls,
  locale,
}: {
  uploads: UploadReviewItem[];
  controls: AdminControls;
  locale: Locale;
}) {
  const t = { locale };
  const english = writtenIn('en', locale);
  return (
    <>
      <h3>{moderation_mo_uploads_title({ count: uploads.length }, t)}</h3>
      {uploads.length === 0 ? (
        <p className="muted">{moderation_mo_no_uploads({}, t)}</p>
      ) : (
        <ul className="admin-rows" aria-label={moderation_mo_uploads_label({}, t)}>
          {uploads.map((upload) => {
            const { pageDays, spotlightDays } = UPLOAD_TIER_PLACEMENT[upload.tier];
            return (
              <li key={upload.id} className="admin-row">
                <div className="admin-row-main">
                  <p>
                    <strong lang={english}>{upload.title}</strong> ·{' '}
                    <a href={localizePath(locale, `/business/${upload.business.id}`)} translate="no">
                      {upload.business.name}
                    </a>
                    {upload.uploadedBy ? (
                      <>
                        {' '}
                        · {moderation_by({}, t)} <span translate="no">{upload.uploadedBy}</span>
                      </>
                    ) : (
                      ''
                    )}
                  </p>
                  <p className="muted">
                    {moderation_mo_upload_line(
                      {
                        tier: uploadTierIn(locale, upload.tier),
                        price: priceIn(locale, upload.priceCents),
                        date: shortDateIn(locale, upload.paidAt),
                      },
                      t,
                    )}
                  </p>
                  {upload.description && <p lang={english}>{upload.description}</p>}
                  {upload.fileUrl && upload.kind === 'image' && (
                    <img className="admin-upload-preview" src={upload.fileUrl} alt="" loading="lazy" width="240" height="160" />
                  )}
                  {upload.fileUrl && (
                    <p>
                      <a href={upload.fileUrl} target="_blank" rel="noopener">
                        {moderation_mo_upload_file({}, t)}
                      </a>{' '}
                      <span className="muted" translate="no">
                        ({upload.fileName}
                        {upload.fileSize !== null ? `, ${fileSizeIn(locale, upload.fileSize)}` : ''})
                      </span>
                    </p>
                  )}
                  <p className="muted">
                    {spotlightDays > 0
                      ? moderation_mo_upload_placement_spotlight({ days: String(pageDays), spotlight: String(spotlightDays) }, t)
                      : moderation_mo_upload_placement({ days: String(pageDays) }, t)}
                  </p>
                </div>
                <div className="admin-row-actions">
                  <ActionButton
                    action={actions.admin.decideUpload}
                    page={controls.page}
                    act={controls.act}
                    fields={{ uploadId: String(upload.id), decision: 'publish' }}
                    success={moderation_mo_upload_published({}, t)}
                    variant="primary"
                  >
                    {moderation_mo_publish({}, t)}
                  </ActionButton>
                  <DecisionWithText
                    send={actions.admin.decideUpload}
                    fields={{ uploadId: String(upload.id), decision: 'refuse' }}
                    textName="reason"
                    textLabel={moderation_mo_reason({}, t)}
                    button={moderation_mo_refuse_refund({}, t)}
                    success={moderation_mo_upload_refused({}, t)}
                    controls={controls}
                    locale={locale}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
