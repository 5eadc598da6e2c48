/**
 * Reviews: "Customer Reviews (N)" with reviewer, stars, date, title and comment, or "No reviews
 * yet"; the owner replies once to each, in public (owner.replyToReview), and may edit that reply
 * (owner.editReviewReply, a form in a <details>, so it opens without JavaScript too).
 */
import { actions } from 'astro:actions';
import type { Locale } from '#lib/i18n/locales.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';
import { dateTimeIn } from '#lib/i18n/localized/owner.ts';
import { actionUrl } from '#lib/site/action-url.ts';
import { REVIEW_LIMITS } from '#lib/schemas/reviews-messages.ts';
import type { ReviewView } from '#lib/views/business-content.ts';
import type { OwnerDashboardView } from '#lib/views/owner-dashboard.ts';
import { useActionForm } from './use-action-form.ts';
import {
  owner_demo_review,
  owner_edit_reply,
  owner_no_reviews,
  owner_publish_reply,
  owner_publishing,
  owner_reply_failed,
  owner_reply_public,
  owner_reply_published,
  owner_reply_updated,
  owner_save_reply,
  owner_reviews_heading,
  owner_stars,
  owner_toast_error,
  owner_your_reply,
  owner_msg_review_reply_updated,
  owner_msg_review_replied,
} from '#paraglide/messages.js';

export function StarRating({ rating, locale = 'en' }: { rating: number; locale?: Locale }) {
  return (
    <span className="owner-stars" role="img" aria-label={owner_stars({ rating }, { locale })}>
      {'★'.repeat(rating)}
      <span aria-hidden="true" className="owner-stars-off">
        {'★'.repeat(5 - rating)}
      </span>
    </span>
  );
}

function ReplyForm({
  review,
  businessId,
  locale,
  page,
  onDone,
  editing = false,
}: {
  review: ReviewView;
  businessId: number;
  locale: Locale;
  page: string;
  onDone: () => void;
  /** Changes the published reply instead of adding one. */ editing?: boolean;
}) {
  const t = { locale };
  const form = useActionForm<unknown>({
    send: (body) => (editing ? actions.owner.editReviewReply(body) : actions.owner.replyToReview(body)),
    success: editing
      ? { title: owner_reply_updated({}, t), description: owner_msg_review_reply_updated({}, t) }
      : { title: owner_reply_published({}, t), description: owner_msg_review_replied({}, t) },
    failure: { title: owner_toast_error({}, t), description: owner_reply_failed({}, t) },
    onDone,
  });
  const id = `${editing ? 'edit-reply' : 'reply'}-${review.id}`;
  const idle = editing ? owner_save_reply({}, t) : owner_publish_reply({}, t);
  return (
    <form
      method="post"
      action={actionUrl(page, editing ? 'owner.editReviewReply' : 'owner.replyToReview')}
      className="owner-reply-form"
      onSubmit={form.onSubmit}
      noValidate
    >
      <input type="hidden" name="businessId" value={businessId} />
      <input type="hidden" name="reviewId" value={review.id} />
      <input type="hidden" name="next" value={page} />
      <label htmlFor={id}>{editing ? owner_your_reply({}, t) : owner_reply_public({}, t)}</label>
      <textarea
        id={id}
        name="reply"
        rows={2}
        maxLength={REVIEW_LIMITS.reply}
        defaultValue={editing ? (review.ownerReply ?? '') : undefined}
        aria-invalid={form.errors.reply ? true : undefined}
        aria-describedby={form.errors.reply ? `${id}-error` : undefined}
      />
      {form.errors.reply && (
        <p id={`${id}-error`} className="field-error">
          {form.errors.reply}
        </p>
      )}
      <button className="button secondary" type="submit" disabled={form.sending}>
        {form.sending ? owner_publishing({}, t) : idle}
      </button>
    </form>
  );
}

export default function ReviewsTab({
  data,
  locale,
  page,
  onChanged,
}: {
  data: OwnerDashboardView;
  locale: Locale;
  page: string;
  onChanged: () => void;
}) {
  const { reviews, summary, business } = data;
  const t = { locale };
  // People's words (reviews, the owner's replies) stay as written, marked English.
  const written = writtenIn('en', locale);
  return (
    <>
      <h2>{owner_reviews_heading({ count: summary.reviewCount }, t)}</h2>
      {reviews.length === 0 ? (
        <p className="muted">{owner_no_reviews({}, t)}</p>
      ) : (
        <ul className="owner-list">
          {reviews.map((review) => (
            <li key={review.id}>
              <p>
                <StarRating rating={review.rating} locale={locale} /> <strong lang={written}>{review.title}</strong>
              </p>
              <p className="muted">
                <span translate="no">{`${review.user.firstName} ${review.user.lastName}`}</span> · {dateTimeIn(locale, review.createdAt)}
                {review.demo && <> · {owner_demo_review({}, t)}</>}
              </p>
              {review.comment && <p lang={written}>{review.comment}</p>}
              {review.ownerReply ? (
                <blockquote className="owner-reply-shown">
                  <strong>{owner_your_reply({}, t)}</strong> <span className="muted">{dateTimeIn(locale, review.ownerReplyAt!)}</span>
                  <p lang={written}>{review.ownerReply}</p>
                  <details className="owner-reply-edit">
                    <summary>{owner_edit_reply({}, t)}</summary>
                    <ReplyForm review={review} businessId={business.id} locale={locale} page={page} onDone={onChanged} editing />
                  </details>
                </blockquote>
              ) : (
                <ReplyForm review={review} businessId={business.id} locale={locale} page={page} onDone={onChanged} />
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
