/**
 * My Events' waitlist places (decision 019): a seat held for the member ("A seat is held for you
 * until ...", Confirm seat or Decline) and their place in line with Leave. Plain form posts: the
 * server decides, and the dashboard comes back drawn afresh.
 */
import { actions } from 'astro:actions';
import { actionUrl } from '#lib/site/action-url.ts';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import type { DashboardWaitlistPlace } from '#lib/views/dashboard.ts';
import {
  dashboard_confirm_seat,
  dashboard_confirm_seat_label,
  dashboard_decline,
  dashboard_decline_label,
  dashboard_leave_waitlist,
  dashboard_leave_waitlist_label,
  dashboard_new_york_time_note,
  dashboard_seat_held,
  dashboard_waitlist_position,
  dashboard_waitlists,
} from '#paraglide/messages.js';
import EventWhen from './EventWhen.tsx';
import { writtenIn } from '#lib/i18n/written-language.ts';

type Props = {
  locale: Locale;
  /** The places, the held seats' times already in `locale`. */
  places: DashboardWaitlistPlace[];
  /** The dashboard's address, to come back to after a post. */
  back: string;
};

function Button({
  action,
  eventId,
  next,
  label,
  className,
  aria,
}: {
  action: string;
  eventId: number;
  next: string;
  label: string;
  className: string;
  aria: string;
}) {
  return (
    <form method="post" action={action} className="dash-event-action">
      <input type="hidden" name="eventId" value={eventId} />
      <input type="hidden" name="next" value={next} />
      <button className={className} type="submit" aria-label={aria}>
        {label}
      </button>
    </form>
  );
}

export default function MyWaitlist({ locale, places, back }: Props) {
  if (places.length === 0) return null;
  const t = { locale };
  const peoples = writtenIn('en', locale);
  const next = `${back}#my-events`;
  return (
    <section aria-labelledby="my-waitlist-heading" className="dash-waitlist">
      <h3 id="my-waitlist-heading">{dashboard_waitlists({}, t)}</h3>
      <ol className="dash-events">
        {places.map((place) => {
          const { event } = place;
          return (
            <li key={event.id} className="dash-event" data-waitlist={place.status}>
              <div className="dash-event-text">
                <h4>
                  <a href={localizePath(locale, `/events/${event.id}`)} lang={peoples}>
                    {event.title}
                  </a>
                </h4>
                <EventWhen event={event} locale={locale} />
                {place.status === 'offered' ? (
                  <p className="dash-held">
                    <strong>{dashboard_seat_held({ when: place.heldUntil }, t)}</strong>{' '}
                    <span className="muted">{dashboard_new_york_time_note({}, t)}</span>
                  </p>
                ) : (
                  <p>{dashboard_waitlist_position({ position: place.position }, t)}</p>
                )}
              </div>
              {place.status === 'offered' ? (
                <div className="dash-event-actions">
                  <Button
                    action={actionUrl(back, actions.waitlist.confirm)}
                    eventId={event.id}
                    next={next}
                    label={dashboard_confirm_seat({}, t)}
                    className="button gold"
                    aria={dashboard_confirm_seat_label({ title: event.title }, t)}
                  />
                  <Button
                    action={actionUrl(back, actions.waitlist.decline)}
                    eventId={event.id}
                    next={next}
                    label={dashboard_decline({}, t)}
                    className="button secondary"
                    aria={dashboard_decline_label({ title: event.title }, t)}
                  />
                </div>
              ) : (
                <Button
                  action={actionUrl(back, actions.waitlist.leave)}
                  eventId={event.id}
                  next={next}
                  label={dashboard_leave_waitlist({}, t)}
                  className="button secondary"
                  aria={dashboard_leave_waitlist_label({ title: event.title }, t)}
                />
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
