/**
 * Events & Bookings (spec 02; decisions: live figures). Premium businesses see Event Management:
 * stat cards from their events, Create Event, upcoming events with registrations and seats left,
 * each with Edit, Attendees (list and CSV export) and Cancel (which emails every registrant); a
 * date of a repeating event says how it repeats, in the event page's words.
 * Basic businesses see the Premium Feature upsell. Every part works without JavaScript (details
 * elements and plain forms); hydrated, writes happen in place.
 */
import { useState } from 'react';
import { actions } from 'astro:actions';
import { formatLongDate, formatTimeRange } from '../../../lib/domain/event-format.ts';
import { eventFormValues } from '../../../lib/domain/owner-event-form.ts';
import { plural } from '../../../lib/domain/plural.ts';
import { toNewYorkParts } from '../../../lib/domain/time.ts';
import { actionUrl } from '../../../lib/site/action-url.ts';
import { OWNER_EVENT_MESSAGES as M } from '../../../lib/schemas/owner-events-messages.ts';
import type { OwnerDashboardView, OwnerEventView } from '../../../lib/views/owner-dashboard.ts';
import { showToast } from '../../../stores/toasts.ts';
import { signInAgain } from '../../../stores/viewer.ts';
import { useHydrated } from '../use-hydrated.ts';
import AttendeeList from './AttendeeList.tsx';
import EventForm from './EventForm.tsx';
import BookingsPanel from './BookingsPanel.tsx';
import type { PostedForm } from './BusinessDashboard.tsx';
import type { Locale } from '../../../lib/domain/locales.ts';

type Props = { data: OwnerDashboardView; page: string; posted: PostedForm | null; onChanged: () => void; locale?: Locale };


export default function EventsTab({ data, page, posted, onChanged }: Props) {
  const { summary, events, business } = data;
  if (!summary.isPremium) {
    return (
      <div className="card owner-upsell">
        <h2>Premium Feature</h2>
        <p>Event management is part of a premium listing: post events, take registrations and bookings, and see who is coming.</p>
        <a className="button gold" href="/business-listing-pricing#pricing">Upgrade to Premium</a>
      </div>
    );
  }
  const now = new Date(data.asOf).getTime();
  const upcoming = events.filter((event) => new Date(event.startsAt).getTime() > now).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const past = events.filter((event) => new Date(event.startsAt).getTime() <= now);
  const registered = upcoming.reduce((sum, event) => sum + event.registered, 0);
  const seatsLeft = upcoming.reduce((sum, event) => sum + Math.max(0, event.maxCapacity - event.registered), 0);
  const today = toNewYorkParts(new Date(data.asOf)).date;

  return (
    <>
      <h2>Event Management</h2>
      <ul className="owner-cards owner-event-stats" aria-label="Event figures">
        <li className="card"><small>Upcoming events</small><strong>{upcoming.length}</strong></li>
        <li className="card"><small>Registrations</small><strong>{registered}</strong><small>for upcoming events</small></li>
        <li className="card"><small>Seats left</small><strong>{seatsLeft}</strong><small>across upcoming events</small></li>
        <li className="card"><small>Past events</small><strong>{past.length}</strong></li>
      </ul>

      <details className="owner-create" open={posted?.action === 'owner.createEvent' || undefined}>
        <summary className="button">Create Event</summary>
        <EventForm businessId={business.id} page={page} today={today} onDone={onChanged} posted={posted?.action === 'owner.createEvent' ? posted : null} />
      </details>

      <h3>Upcoming events</h3>
      {upcoming.length === 0 ? (
        <p className="muted">No upcoming events. Create one above: it appears on the events calendar at once.</p>
      ) : (
        <ul className="owner-list owner-events">
          {upcoming.map((event) => <UpcomingEvent key={event.id} event={event} businessId={business.id} page={page} today={today} onChanged={onChanged} posted={posted?.action === 'owner.updateEvent' && posted.values.eventId === String(event.id) ? posted : null} />)}
        </ul>
      )}
      <BookingsPanel data={data} page={page} today={today} onChanged={onChanged} />
      {past.length > 0 && (
        <>
          <h3>Past events</h3>
          <ul className="owner-list">
            {past.map((event) => (
              <li key={event.id}><a href={`/events/${event.id}`}>{event.title}</a> · {formatLongDate(event.date)} · {`${event.registered} of ${event.maxCapacity} registered`}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function UpcomingEvent({ event, businessId, page, today, onChanged, posted }: { event: OwnerEventView; businessId: number; page: string; today: string; onChanged: () => void; posted: PostedForm | null }) {
  const scripted = useHydrated();
  const [cancelling, setCancelling] = useState(false);
  const left = Math.max(0, event.maxCapacity - event.registered);

  const cancel = async (form: HTMLFormElement) => {
    if (!confirm(`Cancel "${event.title}"? ${plural(event.registered, 'registrant')} will be emailed and paid tickets refunded.`)) return;
    setCancelling(true);
    const answer = await actions.owner.cancelEvent(new FormData(form)).catch(() => ({ data: undefined, error: { message: M.cancelFailed, code: undefined } }));
    setCancelling(false);
    if (!answer.error) {
      showToast({ title: 'Event Cancelled', description: M.cancelled, variant: 'success' });
      onChanged();
    } else if (answer.error.code === 'UNAUTHORIZED') signInAgain();
    else showToast({ title: 'Error', description: answer.error.message || M.cancelFailed, variant: 'destructive' });
  };

  return (
    <li>
      <p className="owner-event-title">
        <a href={`/events/${event.id}`}><strong>{event.title}</strong></a>
        {event.isPremium && <span className="badge">Members only</span>}
        {event.requiresBooking && <span className="badge subtle">Booking required</span>}
      </p>
      <p className="muted">{formatLongDate(event.date)}, {formatTimeRange(event.startTime, event.endTime)} · {event.price ? `$${event.price}` : 'Free'}</p>
      {event.repeats && <p>{`Repeats: ${event.repeats}`}</p>}
      <p><strong>{`${event.registered} of ${event.maxCapacity} registered`}</strong> · {`${left} ${left === 1 ? 'seat' : 'seats'} left`}</p>
      <div className="owner-event-tools">
        <details open={posted !== null || undefined}>
          <summary>Edit</summary>
          <EventForm businessId={businessId} page={page} eventId={event.id} values={eventFormValues(event)} repeats={event.repeats} today={today} onDone={onChanged} posted={posted} />
        </details>
        <details>
          <summary>{`Attendees (${event.registered})`}</summary>
          <AttendeeList eventId={event.id} count={event.registered} />
        </details>
        <form
          method="post"
          action={actionUrl(page, 'owner.cancelEvent')}
          onSubmit={(submit) => {
            if (!scripted) return;
            submit.preventDefault();
            void cancel(submit.currentTarget);
          }}
        >
          <input type="hidden" name="businessId" value={businessId} />
          <input type="hidden" name="eventId" value={event.id} />
          <input type="hidden" name="next" value={page} />
          <button type="submit" className="link-button danger" disabled={cancelling}>{cancelling ? 'Cancelling…' : 'Cancel event'}</button>
        </form>
      </div>
    </li>
  );
}
