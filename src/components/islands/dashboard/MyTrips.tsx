/** My Trips: itineraries saved from the trip planner, each opening its plan, with Remove; or how to save one. */
import { actions } from 'astro:actions';
import { formatLongDate } from '../../../lib/domain/event-format.ts';
import type { SavedTripView } from '../../../lib/views/dashboard.ts';

type Props = {
  trips: SavedTripView[];
  /** The dashboard's address, to come back to after Remove. */
  back: string;
};

export default function MyTrips({ trips, back }: Props) {
  if (trips.length === 0) {
    return (
      <div className="dash-empty">
        <p className="dash-empty-title">No saved itineraries</p>
        <p className="muted">Plan a day in Harlem and press Save to My Trips: the plan will wait for you here.</p>
        <a className="button" href="/trip-planner">
          Plan a Trip
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
              Starting {formatLongDate(trip.startDate)}
              {trip.isPast && (
                <>
                  {' '}
                  · <span className="dash-trip-past">These dates have passed.</span> <a href={trip.againHref}>Plan it again from today</a>
                </>
              )}
            </p>
          </div>
          <form method="post" action={String(actions.trips.remove)}>
            <input type="hidden" name="tripId" value={trip.id} />
            <input type="hidden" name="next" value={`${back}#my-trips`} />
            <button type="submit" className="button secondary">
              Remove<span className="visually-hidden"> {trip.title}</span>
            </button>
          </form>
        </li>
      ))}
    </ol>
  );
}
