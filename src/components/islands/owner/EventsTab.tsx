/**
 * Events & Bookings (spec 02; decisions: live figures). Premium businesses see Event Management:
 * stat cards from their events, Create Event, upcoming events with registrations and seats left,
 * each with Edit, Attendees (list and CSV export) and Cancel (which emails every registrant); a
 * date of a repeating event says how it repeats, in the event page's words.
 * Basic businesses see the Premium Feature upsell. Every part works without JavaScript (details
 * elements and plain forms); hydrated, writes happen in place.
 */
import { useState } from 'react';
import { writtenIn } from '#lib/i18n/written-language.ts';
import { actions } from 'astro:actions';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { eventPriceIn, longDateIn, timeRangeIn } from '#lib/i18n/localized/organiser.ts';
import { eventFormValues } from '#lib/domain/owner-event-form.ts';
import { toNewYorkParts } from '#lib/domain/time.ts';
import { actionUrl } from '#lib/site/action-url.ts';
import {
  organiser_across_upcoming,
  organiser_attendees,
  organiser_booking_required,
  organiser_cancel_confirm,
  organiser_cancel_event,
  organiser_cancelling,
  organiser_create_event,
  organiser_edit,
  organiser_error,
  organiser_event_cancelled_title,
  organiser_event_figures,
  organiser_event_management,
  organiser_for_upcoming,
  organiser_members_only,
  organiser_msg_cancel_failed,
  organiser_msg_cancelled,
  organiser_no_upcoming,
  organiser_past_events,
  organiser_premium_feature,
  organiser_registered_of,
  organiser_registrations,
  organiser_seats_left,
  organiser_seats_left_label,
  organiser_upcoming_events,
  organiser_upgrade,
  organiser_upsell,
} from '#paraglide/messages.js';
import { checkin_link, ticketing_types_heading } from '#paraglide/messages.js';
import type { OwnerDashboardView, OwnerEventView } from '#lib/views/owner-dashboard.ts';
import { showToast } from '#stores/toasts.ts';
import { signInAgain } from '#stores/viewer.ts';
import { useHydrated } from '../use-hydrated.ts';
import AttendeeList from './AttendeeList.tsx';
import EventForm from './EventForm.tsx';
import RepeatsNote from './RepeatsNote.tsx';
import BookingsPanel from './BookingsPanel.tsx';
import PromoCodesPanel from './PromoCodesPanel.tsx';
import TicketTypesEditor from './TicketTypesEditor.tsx';
import type { PostedForm } from './dashboard-inputs.ts';

type Props = { data: OwnerDashboardView; page: string; posted: PostedForm | null; onChanged: () => void; locale?: Locale };

export default function EventsTab({ data, page, posted, onChanged, locale = 'en' }: Props) {
  const { summary, events, business } = data;
  const t = { locale };
  if (!data.listingFeatures.events) {
    return (
      <div className="card owner-upsell">
        <h2>{organiser_premium_feature({}, t)}</h2>
        <p>{organiser_upsell({}, t)}</p>
        <a className="button gold" href={localizePath(locale, '/business-listing-pricing#pricing')}>
          {organiser_upgrade({}, t)}
        </a>
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
      <h2>{organiser_event_management({}, t)}</h2>
      <ul className="owner-cards owner-event-stats" aria-label={organiser_event_figures({}, t)}>
        <li className="card">
          <small>{organiser_upcoming_events({}, t)}</small>
          <strong>{upcoming.length}</strong>
        </li>
        <li className="card">
          <small>{organiser_registrations({}, t)}</small>
          <strong>{registered}</strong>
          <small>{organiser_for_upcoming({}, t)}</small>
        </li>
        <li className="card">
          <small>{organiser_seats_left_label({}, t)}</small>
          <strong>{seatsLeft}</strong>
          <small>{organiser_across_upcoming({}, t)}</small>
        </li>
        <li className="card">
          <small>{organiser_past_events({}, t)}</small>
          <strong>{past.length}</strong>
        </li>
      </ul>

      <details className="owner-create" open={posted?.action === 'owner.createEvent' || undefined}>
        <summary className="button">{organiser_create_event({}, t)}</summary>
        <EventForm
          locale={locale}
          businessId={business.id}
          page={page}
          today={today}
          onDone={onChanged}
          posted={posted?.action === 'owner.createEvent' ? posted : null}
        />
      </details>

      <h3>{organiser_upcoming_events({}, t)}</h3>
      {upcoming.length === 0 ? (
        <p className="muted">{organiser_no_upcoming({}, t)}</p>
      ) : (
        <ul className="owner-list owner-events">
          {upcoming.map((event) => (
            <UpcomingEvent
              key={event.id}
              locale={locale}
              event={event}
              businessId={business.id}
              page={page}
              today={today}
              onChanged={onChanged}
              posted={posted?.action === 'owner.updateEvent' && posted.values.eventId === String(event.id) ? posted : null}
              typesPosted={posted?.action === 'owner.saveTicketTypes' && posted.values.eventId === String(event.id) ? posted : null}
              asOf={data.asOf}
            />
          ))}
        </ul>
      )}
      <PromoCodesPanel
        codes={data.promoCodes}
        events={upcoming}
        businessId={business.id}
        page={page}
        posted={posted}
        onChanged={onChanged}
        locale={locale}
      />
      <BookingsPanel locale={locale} data={data} page={page} today={today} onChanged={onChanged} />
      {past.length > 0 && (
        <>
          <h3>{organiser_past_events({}, t)}</h3>
          <ul className="owner-list">
            {past.map((event) => (
              <li key={event.id}>
                <a href={localizePath(locale, `/events/${event.id}`)} lang={writtenIn('en', locale)}>
                  {event.title}
                </a>{' '}
                · {longDateIn(locale, event.date)} ·{' '}
                {organiser_registered_of({ registered: event.registered, capacity: event.maxCapacity }, t)}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function UpcomingEvent({
  locale,
  event,
  businessId,
  page,
  today,
  onChanged,
  posted,
  typesPosted,
  asOf,
}: {
  locale: Locale;
  event: OwnerEventView;
  businessId: number;
  page: string;
  today: string;
  onChanged: () => void;
  posted: PostedForm | null;
  /** A refused plain post of this event's ticket types: its editor opens with the reason. */
  typesPosted: PostedForm | null;
  /** When the data was read: the ticket types editor starts again from each new reading. */
  asOf: string;
}) {
  const t = { locale };
  const scripted = useHydrated();
  const [cancelling, setCancelling] = useState(false);
  const left = Math.max(0, event.maxCapacity - event.registered);

  const cancel = async (form: HTMLFormElement) => {
    if (!confirm(organiser_cancel_confirm({ title: event.title, count: event.registered }, t))) return;
    setCancelling(true);
    const cancelFailed = organiser_msg_cancel_failed({}, t);
    const answer = await actions.owner
      .cancelEvent(new FormData(form))
      .catch(() => ({ data: undefined, error: { message: cancelFailed, code: undefined } }));
    setCancelling(false);
    if (!answer.error) {
      showToast({ title: organiser_event_cancelled_title({}, t), description: organiser_msg_cancelled({}, t), variant: 'success' });
      onChanged();
    } else if (answer.error.code === 'UNAUTHORIZED') signInAgain();
    else showToast({ title: organiser_error({}, t), description: answer.error.message || cancelFailed, variant: 'destructive' });
  };

  return (
    <li>
      <p className="owner-event-title">
        <a href={localizePath(locale, `/events/${event.id}`)}>
          <strong lang={writtenIn('en', locale)}>{event.title}</strong>
        </a>
        {event.isPremium && <span className="badge">{organiser_members_only({}, t)}</span>}
        {event.requiresBooking && <span className="badge subtle">{organiser_booking_required({}, t)}</span>}
      </p>
      <p className="muted">
        {longDateIn(locale, event.date)}, {timeRangeIn(locale, event.startTime, event.endTime)} · {eventPriceIn(locale, event.price)}
      </p>
      {event.repeats && (
        <p>
          <RepeatsNote locale={locale} rule={event.repeats} english={!event.repeatsTranslated} />
        </p>
      )}
      <p>
        <strong>{organiser_registered_of({ registered: event.registered, capacity: event.maxCapacity }, t)}</strong> ·{' '}
        {organiser_seats_left({ count: left }, t)}
      </p>
      <div className="owner-event-tools">
        <details open={posted !== null || undefined}>
          <summary>{organiser_edit({}, t)}</summary>
          <EventForm
            locale={locale}
            businessId={businessId}
            page={page}
            eventId={event.id}
            values={eventFormValues(event)}
            repeats={event.repeats}
            repeatsTranslated={event.repeatsTranslated}
            today={today}
            onDone={onChanged}
            posted={posted}
            priceFromTypes={event.ticketTypes.length > 0 ? eventPriceIn(locale, event.price) : null}
          />
        </details>
        {(event.price !== null || event.ticketTypes.length > 0) && (
          <details open={typesPosted !== null || undefined}>
            <summary>{ticketing_types_heading({}, t)}</summary>
            <TicketTypesEditor
              key={asOf}
              locale={locale}
              eventId={event.id}
              types={event.ticketTypes}
              businessId={businessId}
              page={page}
              onChanged={onChanged}
              postedErrors={typesPosted?.errors}
            />
          </details>
        )}
        <details>
          <summary>{organiser_attendees({ count: event.registered }, t)}</summary>
          <AttendeeList locale={locale} eventId={event.id} count={event.registered} businessId={businessId} page={page} />
        </details>
        <a className="button secondary" href={localizePath(locale, `/events/${event.id}/check-in`)}>
          {checkin_link({}, t)}
        </a>
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
          <button type="submit" className="link-button danger" disabled={cancelling}>
            {cancelling ? organiser_cancelling({}, t) : organiser_cancel_event({}, t)}
          </button>
        </form>
      </div>
    </li>
  );
}
