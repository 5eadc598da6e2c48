/** Overview: page views and favorites, then the listing as visitors see it (name, description, contact, hours, rating, price range). */
import type { Locale } from '#lib/i18n/locales.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';
import { localizePath } from '#lib/i18n/locales.ts';
import { openStatusText, priceTierIn, ratingNumber, weekLinesIn } from '#lib/i18n/localized/businesses.ts';
import { boardLabelIn, categoryLabelIn, countIn } from '#lib/i18n/localized/owner.ts';
import { priceTier } from '#lib/domain/price-tiers.ts';
import { safeExternalUrl } from '#lib/domain/safe-url.ts';
import type { OwnerDashboardView } from '#lib/views/owner-dashboard.ts';
import {
  owner_address,
  owner_board,
  owner_category,
  owner_description,
  owner_email,
  owner_favorites,
  owner_hours,
  owner_no_ratings,
  owner_phone,
  owner_price_range,
  owner_price_tier,
  owner_rating,
  owner_rating_value,
  owner_view_public,
  owner_views_30,
  owner_website,
} from '#paraglide/messages.js';

export default function OverviewTab({ data, locale }: { data: OwnerDashboardView; locale: Locale }) {
  const { business } = data;
  const t = { locale };
  // People's words (the owner's description and notes) stay as written, marked English.
  const written = writtenIn('en', locale);
  const website = safeExternalUrl(business.website);
  const englishTier = priceTier(business.priceRange);
  const tier = englishTier && priceTierIn(locale, englishTier);
  const hoursLines = weekLinesIn(locale, business.openingHours) ?? business.hoursLines;
  return (
    <>
      <h2 translate="no">{business.name}</h2>
      <dl className="owner-audience">
        <div>
          <dt>{owner_views_30({}, t)}</dt>
          <dd>{countIn(locale, data.audience.viewsLast30Days)}</dd>
        </div>
        <div>
          <dt>{owner_favorites({}, t)}</dt>
          <dd>{countIn(locale, data.audience.favorites)}</dd>
        </div>
      </dl>
      <dl className="owner-facts">
        <dt>{owner_description({}, t)}</dt>
        <dd lang={business.description ? written : undefined}>{business.description ?? '—'}</dd>
        <dt>{owner_address({}, t)}</dt>
        <dd translate="no">{business.address}</dd>
        <dt>{owner_phone({}, t)}</dt>
        <dd>{business.phone ?? '—'}</dd>
        <dt>{owner_email({}, t)}</dt>
        <dd translate="no">{business.email ?? '—'}</dd>
        <dt>{owner_website({}, t)}</dt>
        <dd translate="no">
          {website ? (
            <a href={website} rel="noopener nofollow" target="_blank">
              {business.website}
            </a>
          ) : (
            '—'
          )}
        </dd>
        <dt>{owner_hours({}, t)}</dt>
        <dd>
          {business.openStatus && (
            <strong className="owner-open">{openStatusText(locale, { open: false, text: business.openStatus })}</strong>
          )}
          {hoursLines.length > 0 ? (
            <ul className="owner-hours">
              {hoursLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            !business.hours && '—'
          )}
          {business.hours && (
            <p className="muted owner-notes" lang={written}>
              {business.hours}
            </p>
          )}
        </dd>
        <dt>{owner_rating({}, t)}</dt>
        <dd>
          {business.rating !== null ? owner_rating_value({ rating: ratingNumber(locale, business.rating) }, t) : owner_no_ratings({}, t)}
        </dd>
        <dt>{owner_price_range({}, t)}</dt>
        <dd>{tier ? owner_price_tier({ symbol: tier.symbol, label: tier.label, range: tier.range }, t) : '—'}</dd>
        <dt>{owner_board({}, t)}</dt>
        <dd>{boardLabelIn(locale, business.communityBoard)}</dd>
        <dt>{owner_category({}, t)}</dt>
        <dd>{categoryLabelIn(locale, business.category)}</dd>
      </dl>
      <p className="owner-actions">
        <a className="button secondary" href={localizePath(locale, `/business/${business.id}`)}>
          {owner_view_public({}, t)}
        </a>
      </p>
    </>
  );
}
