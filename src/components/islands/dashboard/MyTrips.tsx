/** My Trips: itineraries saved from the trip planner, each opening its plan, with Remove; or how to save one. */
import { actions } from 'astro:actions';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { longDateIn } from '#lib/i18n/format.ts';
import type { SavedTripView } from '#lib/views/dashboard.ts';
import {
  dashboard_plan_trip,
  dashboard_remove,
  dashboard_trip_again,
  dashboard_trip_past,
  dashboard_trip_starting,
  dashboard_trips_empty,
  dashboard_trips_empty_help,
} from '#paraglide/messages.js';

type Props = {
  locale: Locale;
  /** The plans, their titles, summaries and addresses already in `locale`. */
  trips: SavedTripView[];
  /** The dashboard's address, to come back to after Remove. */
  back: string;
};

export default function MyTrips({ locale, trips, back }: Props) {
  const t = { locale };
  if (trips.length === 0) {
    return (
      <div className="dash-empty">
        <p className="dash-empty-title">{dashboard_trips_empty({}, t)}</p>
        <p className="muted">{dashboard_trips_empty_help({}, t)}</p>
        <a className="button" href={localizePath(locale, '/trip-planner')}>
          {dashboard_plan_trip({}, t)}
        </a>
      </div>
    );
  }
  return (
    <ol className="dash-trips">
      {trips.map((trip) => (
        <li key={trip.id} className="dash-trip">
          <div>
            <h3>
              <a href={trip.href}>{trip.title}</a>
            </h3>
            <p className="muted">{trip.summary}</p>
            <p>
              {dashboard_trip_starting({ date: longDateIn(locale, trip.startDate) }, t)}
              {trip.isPast && (
                <>
                  {' '}
                  · <span className="dash-trip-past">{dashboard_trip_past({}, t)}</span>{' '}
                  <a href={trip.againHref}>{dashboard_trip_again({}, t)}</a>
                </>
              )}
            </p>
          </div>
          <form method="post" action={String(actions.trips.remove)}>
            <input type="hidden" name="tripId" value={trip.id} />
            <input type="hidden" name="next" value={`${back}#my-trips`} />
            <button type="submit" className="button secondary">
              {dashboard_remove({}, t)}
              <span className="visually-hidden"> {trip.title}</span>
            </button>
          </form>
        </li>
      ))}
    </ol>
  );
}
