/**
 * A business as a card (spec 01 section 2.3): image, Premium badge, name linking to its page,
 * category, board, rating, reviews, price range, whether it is open now (when its hours are
 * known), how far it is from the visitor (when they shared where they are), and the favorite heart. Rendered statically by
 * Astro pages (the heart, an island of its own, comes as the `heart` slot) and inside islands
 * such as the personal dashboard (the heart given as an element).
 */
import type { ReactNode } from 'react';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { openStatusText, ratedText, ratingNumber, reviewCountText } from '#lib/i18n/localized/businesses.ts';
import type { BusinessCardView } from '#lib/views/businesses.ts';
import { businessImageAlt } from '#lib/i18n/localized/artwork.ts';
import { businesses_no_ratings, community_board_short } from '#paraglide/messages.js';

/** `locale`: the page's language (English when not given); the category name comes already in it. */
export default function BusinessCard({
  business,
  heart,
  locale = 'en',
}: {
  business: BusinessCardView;
  heart?: ReactNode;
  locale?: Locale;
}) {
  return (
    <article className="card">
      <img
        src={business.imageUrl ?? '/images/fallback.svg'}
        alt={businessImageAlt(locale, business.imageUrl, {
          name: business.name,
          category: business.categoryName,
          board: business.communityBoard.name,
        })}
        width={640}
        height={400}
        loading="lazy"
        decoding="async"
      />
      {business.isPremium && (
        <span className="badge premium" translate="no">
          Premium
        </span>
      )}
      <div className="card-body">
        <h3>
          <a href={localizePath(locale, `/business/${business.id}`)} translate="no">
            {business.name}
          </a>
        </h3>
        <div className="meta">
          <span>{business.categoryName}</span>
          {/* One string per element: React separates adjacent texts with comments in the page. */}
          <span>
            {`${community_board_short({ number: business.communityBoard.number }, { locale })} · `}
            <span translate="no">{business.communityBoard.name}</span>
          </span>
        </div>
        <div className="meta">
          {business.rating !== null ? (
            <span className="rating">
              <span aria-hidden="true">{`★ ${ratingNumber(locale, business.rating)}`}</span>
              <span className="visually-hidden">{ratedText(locale, business.rating)}</span>
            </span>
          ) : (
            <span>{businesses_no_ratings({}, { locale })}</span>
          )}
          {business.reviewCount > 0 && <span>{reviewCountText(locale, business.reviewCount)}</span>}
          {business.priceRange && <span>{business.priceRange}</span>}
        </div>
        {business.openStatus && (
          <p className={business.openStatus.open ? 'hours-now open' : 'hours-now'}>{openStatusText(locale, business.openStatus)}</p>
        )}
        {business.distance && <p className="distance">{business.distance}</p>}
      </div>
      {heart}
    </article>
  );
}
