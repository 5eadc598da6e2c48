/**
 * A business as a card (spec 01 section 2.3): image, Premium badge, name linking to its page,
 * category, board, rating, reviews, price range, whether it is open now (when its hours are
 * known), how far it is from the visitor (when they shared where they are), and the favorite heart. Rendered statically by
 * Astro pages (the heart, an island of its own, comes as the `heart` slot) and inside islands
 * such as the personal dashboard (the heart given as an element).
 */
import type { ReactNode } from 'react';
import { plural } from '../../../lib/domain/plural.ts';
import type { BusinessCardView } from '../../../lib/views/businesses.ts';

export default function BusinessCard({ business, heart }: { business: BusinessCardView; heart?: ReactNode }) {
  return (
    <article className="card">
      <img src={business.imageUrl ?? '/images/fallback.svg'} alt="" width={640} height={400} loading="lazy" decoding="async" />
      {business.isPremium && <span className="badge premium">Premium</span>}
      <div className="card-body">
        <h3>
          <a href={`/business/${business.id}`}>{business.name}</a>
        </h3>
        <div className="meta">
          <span>{business.categoryName}</span>
          {/* One string per element: React separates adjacent texts with comments in the page. */}
          <span>{`CB ${business.communityBoard.number} · ${business.communityBoard.name}`}</span>
        </div>
        <div className="meta">
          {business.rating !== null ? (
            <span className="rating">
              <span aria-hidden="true">{`★ ${business.rating.toFixed(1)}`}</span>
              <span className="visually-hidden">{`Rated ${business.rating.toFixed(1)} out of 5`}</span>
            </span>
          ) : (
            <span>No ratings</span>
          )}
          {business.reviewCount > 0 && <span>{plural(business.reviewCount, 'review')}</span>}
          {business.priceRange && <span>{business.priceRange}</span>}
        </div>
        {business.openStatus && <p className={business.openStatus.open ? 'hours-now open' : 'hours-now'}>{business.openStatus.text}</p>}
        {business.distance && <p className="distance">{business.distance}</p>}
      </div>
      {heart}
    </article>
  );
}
