/** Reviews: "Customer Reviews (N)" with reviewer, stars, date, title and comment, or "No reviews yet". */
import { formatDateTime } from '../../../lib/domain/time.ts';
import type { OwnerDashboardView } from '../../../lib/views/owner-dashboard.ts';

export function StarRating({ rating }: { rating: number }) {
  return (
    <span className="owner-stars" role="img" aria-label={`${rating} out of 5 stars`}>
      {'★'.repeat(rating)}
      <span aria-hidden="true" className="owner-stars-off">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

export default function ReviewsTab({ data }: { data: OwnerDashboardView }) {
  const { reviews, summary } = data;
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
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
