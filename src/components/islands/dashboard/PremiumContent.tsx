/**
 * Premium Content (spec 02 section 2, decisions): an upgrade banner for members who are not
 * premium, up to six premium businesses, and up to six members-only events, each with Register
 * or a Registered badge.
 */
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { formatEventWhenIn } from '#lib/i18n/format.ts';
import { buyerEventPriceIn } from '#lib/i18n/localized/guide-fee.ts';
import {
  dashboard_exclusive_events,
  dashboard_no_exclusive_events,
  dashboard_no_premium_businesses,
  dashboard_premium_businesses,
  dashboard_register,
  dashboard_register_label,
  dashboard_registered,
  dashboard_see_all,
  dashboard_upgrade,
  dashboard_upgrade_text,
  dashboard_upgrade_title,
} from '#paraglide/messages.js';
import type { BusinessCardView } from '#lib/views/businesses.ts';
import type { PersonalDashboardView } from '#lib/views/dashboard.ts';
import BusinessCard from '../businesses/BusinessCard.tsx';
import FavoriteButton from '../favorites/FavoriteButton.tsx';
import { writtenIn } from '#lib/i18n/written-language.ts';

type Props = {
  locale: Locale;
  isPremium: boolean;
  businesses: BusinessCardView[];
  events: PersonalDashboardView['exclusiveEvents'];
  eventCount: number;
  /** Which of these the member has saved (hearts drawn pressed). */
  savedIds: ReadonlySet<number>;
  back: string;
};

export default function PremiumContent({ locale, isPremium, businesses, events, eventCount, savedIds, back }: Props) {
  const t = { locale };
  const peoples = writtenIn('en', locale);
  return (
    <>
      {!isPremium && (
        <div className="dash-upgrade" role="note" aria-labelledby="dash-upgrade-title">
          <div>
            <p className="dash-upgrade-title" id="dash-upgrade-title">
              {dashboard_upgrade_title({}, t)}
            </p>
            <p>{dashboard_upgrade_text({}, t)}</p>
          </div>
          <a className="button gold" href={localizePath(locale, '/premium')}>
            {dashboard_upgrade({}, t)}
          </a>
        </div>
      )}

      <h3>{dashboard_premium_businesses({}, t)}</h3>
      {businesses.length > 0 ? (
        <div className="grid">
          {businesses.map((business) => (
            <BusinessCard
              key={business.id}
              business={business}
              locale={locale}
              heart={<FavoriteButton business={business} saved={savedIds.has(business.id)} signedIn next={back} locale={locale} />}
            />
          ))}
        </div>
      ) : (
        <p className="muted">{dashboard_no_premium_businesses({}, t)}</p>
      )}

      <div className="section-head">
        <h3>{dashboard_exclusive_events({}, t)}</h3>
        {eventCount > events.length && (
          <a href={localizePath(locale, '/events?type=premium')}>{dashboard_see_all({ count: eventCount }, t)}</a>
        )}
      </div>
      {events.length > 0 ? (
        <ul className="dash-exclusive">
          {events.map((event) => (
            <li key={event.id} className="card">
              <img src={event.imageUrl ?? '/images/fallback.svg'} alt="" width={640} height={400} loading="lazy" decoding="async" />
              <div className="card-body">
                <h4>
                  <a href={localizePath(locale, `/events/${event.id}`)} lang={peoples}>
                    {event.title}
                  </a>
                </h4>
                <p className="dash-event-when">
                  <time dateTime={event.startsAt}>{formatEventWhenIn(locale, event)}</time>
                </p>
                {event.location && (
                  <p className="muted" lang={peoples}>
                    {event.location}
                  </p>
                )}
                <p className="dash-exclusive-foot">
                  <span>{buyerEventPriceIn(locale, event)}</span>
                  {event.isRegistered ? (
                    <span className="dash-status dash-status-confirmed">{dashboard_registered({}, t)}</span>
                  ) : (
                    <a
                      className="button secondary"
                      href={localizePath(locale, `/events/${event.id}/register`)}
                      aria-label={dashboard_register_label({ title: event.title }, t)}
                    >
                      {dashboard_register({}, t)}
                    </a>
                  )}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{dashboard_no_exclusive_events({}, t)}</p>
      )}
    </>
  );
}
