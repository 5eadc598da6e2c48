/**
 * Premium Content (spec 02 section 2, decisions): an upgrade banner for members who are not
 * premium, up to six premium businesses, and up to six members-only events, each with Register
 * or a Registered badge.
 */
import { formatEventPrice, formatEventWhen } from '../../../lib/domain/event-format.ts';
import type { BusinessCardView } from '../../../lib/views/businesses.ts';
import type { PersonalDashboardView } from '../../../lib/views/dashboard.ts';
import BusinessCard from '../businesses/BusinessCard.tsx';
import FavoriteButton from '../favorites/FavoriteButton.tsx';

type Props = {
  isPremium: boolean;
  businesses: BusinessCardView[];
  events: PersonalDashboardView['exclusiveEvents'];
  eventCount: number;
  /** Which of these the member has saved (hearts drawn pressed). */
  savedIds: ReadonlySet<number>;
  back: string;
};

export default function PremiumContent({ isPremium, businesses, events, eventCount, savedIds, back }: Props) {
  return (
    <>
      {!isPremium && (
        <div className="dash-upgrade" role="note" aria-labelledby="dash-upgrade-title">
          <div>
            <p className="dash-upgrade-title" id="dash-upgrade-title">
              Unlock Harlem with Premium
            </p>
            <p>Premium members watch video tours of premium places, message business owners directly and register for members-only events.</p>
          </div>
          <a className="button gold" href="/premium">
            Upgrade to Premium
          </a>
        </div>
      )}

      <h3>Premium Businesses</h3>
      {businesses.length > 0 ? (
        <div className="grid">
          {businesses.map((business) => (
            <BusinessCard key={business.id} business={business} heart={<FavoriteButton business={business} saved={savedIds.has(business.id)} signedIn next={back} />} />
          ))}
        </div>
      ) : (
        <p className="muted">No premium businesses right now.</p>
      )}

      <div className="section-head">
        <h3>Exclusive Events</h3>
        {eventCount > events.length && <a href="/events?type=premium">See all {eventCount}</a>}
      </div>
      {events.length > 0 ? (
        <ul className="dash-exclusive">
          {events.map((event) => (
            <li key={event.id} className="card">
              <img src={event.imageUrl ?? '/images/fallback.svg'} alt="" width={640} height={400} loading="lazy" decoding="async" />
              <div className="card-body">
                <h4>
                  <a href={`/events/${event.id}`}>{event.title}</a>
                </h4>
                <p className="dash-event-when">
                  <time dateTime={event.startsAt}>{formatEventWhen(event)}</time>
                </p>
                {event.location && <p className="muted">{event.location}</p>}
                <p className="dash-exclusive-foot">
                  <span>{formatEventPrice(event.price)}</span>
                  {event.isRegistered ? (
                    <span className="dash-status dash-status-confirmed">Registered</span>
                  ) : (
                    <a className="button secondary" href={`/events/${event.id}/register`} aria-label={`Register for ${event.title}`}>
                      Register
                    </a>
                  )}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No members-only events are coming up. Check back soon.</p>
      )}
    </>
  );
}
