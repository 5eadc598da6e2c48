/** Events & Bookings: premium businesses manage events here; basic ones see the Premium Feature upsell. */
import { formatLongDate, formatTimeRange } from '../../../lib/domain/event-format.ts';
import type { OwnerDashboardView } from '../../../lib/views/owner-dashboard.ts';

export default function EventsTab({ data }: { data: OwnerDashboardView; page: string }) {
  const { summary, events } = data;
  if (!summary.isPremium) {
    return (
      <div className="card owner-upsell">
        <h2>Premium Feature</h2>
        <p>Event management is part of a premium listing: post events, take registrations and bookings, and see who is coming.</p>
        <a className="button gold" href="/business-listing-pricing#pricing">Upgrade to Premium</a>
      </div>
    );
  }
  return (
    <>
      <h2>Event Management</h2>
      <h3>Upcoming events</h3>
      {events.length === 0 ? (
        <p className="muted">No events yet.</p>
      ) : (
        <ul className="owner-list">
          {events.map((event) => (
            <li key={event.id}>
              <a href={`/events/${event.id}`}><strong>{event.title}</strong></a> · {formatLongDate(event.date)}, {formatTimeRange(event.startTime, event.endTime)} · {`${event.registered} of ${event.maxCapacity} registered`}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
