/**
 * Reviews: "Customer Reviews (N)" with reviewer, stars, date, title and comment, or "No reviews
 * yet"; the owner replies once to each, in public (owner.replyToReview).
 */
import { actions } from 'astro:actions';
import { formatDateTime } from '../../../lib/domain/time.ts';
import { actionUrl } from '../../../lib/site/action-url.ts';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '../../../lib/schemas/reviews-messages.ts';
import type { ReviewView } from '../../../lib/views/business-content.ts';
import type { OwnerDashboardView } from '../../../lib/views/owner-dashboard.ts';
import { useActionForm } from './use-action-form.ts';

export function StarRating({ rating }: { rating: number }) {
  return (
    <span className="owner-stars" role="img" aria-label={`${rating} out of 5 stars`}>
      {'★'.repeat(rating)}
      <span aria-hidden="true" className="owner-stars-off">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

function ReplyForm({ review, businessId, page, onDone }: { review: ReviewView; businessId: number; page: string; onDone: () => void }) {
  const form = useActionForm<unknown>({
    send: (body) => actions.owner.replyToReview(body),
    success: { title: 'Reply published', description: REVIEW_MESSAGES.replied },
    failure: { title: 'Error', description: 'Failed to publish your reply. Please try again.' },
    onDone,
  });
  const id = `reply-${review.id}`;
  return (
    <form method="post" action={actionUrl(page, 'owner.replyToReview')} className="owner-reply-form" onSubmit={form.onSubmit} noValidate>
      <input type="hidden" name="businessId" value={businessId} />
      <input type="hidden" name="reviewId" value={review.id} />
      <input type="hidden" name="next" value={page} />
      <label htmlFor={id}>Reply in public (once)</label>
      <textarea id={id} name="reply" rows={2} maxLength={REVIEW_LIMITS.reply} aria-invalid={form.errors.reply ? true : undefined} aria-describedby={form.errors.reply ? `${id}-error` : undefined} />
      {form.errors.reply && <p id={`${id}-error`} className="field-error">{form.errors.reply}</p>}
      <button className="button secondary" type="submit" disabled={form.sending}>{form.sending ? 'Publishing…' : 'Publish reply'}</button>
    </form>
  );
}

export default function ReviewsTab({ data, page, onChanged }: { data: OwnerDashboardView; page: string; onChanged: () => void }) {
  const { reviews, summary, business } = data;
  return (
    <>
      <h2>{`Customer Reviews (${summary.reviewCount})`}</h2>
      {reviews.length === 0 ? (
        <p className="muted">No reviews yet</p>
      ) : (
        <ul className="owner-list">
          {reviews.map((review) => (
            <li key={review.id}>
              <p><StarRating rating={review.rating} /> <strong>{review.title}</strong></p>
              <p className="muted">{`${review.user.firstName} ${review.user.lastName}`} · {formatDateTime(new Date(review.createdAt))}</p>
              {review.comment && <p>{review.comment}</p>}
              {review.ownerReply ? (
                <blockquote className="owner-reply-shown">
                  <strong>Your reply</strong> <span className="muted">{formatDateTime(new Date(review.ownerReplyAt!))}</span>
                  <p>{review.ownerReply}</p>
                </blockquote>
              ) : (
                <ReplyForm review={review} businessId={business.id} page={page} onDone={onChanged} />
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
