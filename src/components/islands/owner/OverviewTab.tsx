/** Overview: page views and favorites, then the listing as visitors see it (name, description, contact, hours, rating, price range). */
import { priceTier } from '../../../lib/domain/price-tiers.ts';
import { safeExternalUrl } from '../../../lib/domain/safe-url.ts';
import type { OwnerDashboardView } from '../../../lib/views/owner-dashboard.ts';

export default function OverviewTab({ data }: { data: OwnerDashboardView }) {
  const { business } = data;
  const website = safeExternalUrl(business.website);
  const tier = priceTier(business.priceRange);
  return (
    <>
      <h2>{business.name}</h2>
      <dl className="owner-audience">
        <div><dt>Page views (30 days)</dt><dd>{data.audience.viewsLast30Days.toLocaleString('en-US')}</dd></div>
        <div><dt>Favorites</dt><dd>{data.audience.favorites.toLocaleString('en-US')}</dd></div>
      </dl>
      <dl className="owner-facts">
        <dt>Description</dt><dd>{business.description ?? '—'}</dd>
        <dt>Address</dt><dd>{business.address}</dd>
        <dt>Phone</dt><dd>{business.phone ?? '—'}</dd>
        <dt>Email</dt><dd>{business.email ?? '—'}</dd>
        <dt>Website</dt><dd>{website ? <a href={website} rel="noopener nofollow" target="_blank">{business.website}</a> : '—'}</dd>
        <dt>Hours</dt>
        <dd>
          {business.openStatus && <strong className="owner-open">{business.openStatus}</strong>}
          {business.hoursLines.length > 0 ? <ul className="owner-hours">{business.hoursLines.map((line) => <li key={line}>{line}</li>)}</ul> : !business.hours && '—'}
          {business.hours && <p className="muted owner-notes">{business.hours}</p>}
        </dd>
        <dt>Rating</dt><dd>{business.rating !== null ? `${business.rating.toFixed(1)} out of 5` : 'No ratings'}</dd>
        <dt>Price range</dt><dd>{tier ? `${tier.symbol} ${tier.label} (${tier.range} per person)` : '—'}</dd>
        <dt>Community board</dt><dd>{`CB ${business.communityBoard.number} - ${business.communityBoard.name}`}</dd>
        <dt>Category</dt><dd>{business.category.name}</dd>
      </dl>
      <p className="owner-actions">
        <a className="button secondary" href={`/business/${business.id}`}>View your public listing</a>
      </p>
    </>
  );
}
