/**
 * My Events' waitlist places (decision 019): a seat held for the member ("A seat is held for you
 * until ...", Confirm seat or Decline) and their place in line with Leave. Plain form posts: the
 * server decides, and the dashboard comes back drawn afresh.
 */
import { actions } from 'astro:actions';
import { actionUrl } from '../../../lib/site/action-url.ts';
import type { DashboardWaitlistPlace } from '../../../lib/views/dashboard.ts';
import EventWhen from './EventWhen.tsx';

type Props = {
  places: DashboardWaitlistPlace[];
  /** The dashboard's address, to come back to after a post. */
  back: string;
};

function Button({ action, eventId, next, label, className, aria }: { action: string; eventId: number; next: string; label: string; className: string; aria: string }) {
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

export default function MyWaitlist({ places, back }: Props) {
  if (places.length === 0) return null;
  const next = `${back}#my-events`;
  return (
    <section aria-labelledby="my-waitlist-heading" className="dash-waitlist">
      <h3 id="my-waitlist-heading">Waitlists</h3>
      <ol className="dash-events">
        {places.map((place) => {
          const { event } = place;
          return (
            <li key={event.id} className="dash-event" data-waitlist={place.status}>
              <div className="dash-event-text">
                <h4>
                  <a href={`/events/${event.id}`}>{event.title}</a>
                </h4>
                <EventWhen event={event} />
                {place.status === 'offered' ? (
                  <p className="dash-held">
                    <strong>A seat is held for you until {place.heldUntil}</strong> <span className="muted">(New York time)</span>
                  </p>
                ) : (
                  <p>You are #{place.position} on the waitlist</p>
                )}
              </div>
              {place.status === 'offered' ? (
                <div className="dash-event-actions">
                  <Button action={actionUrl(back, actions.waitlist.confirm)} eventId={event.id} next={next} label="Confirm seat" className="button gold" aria={`Confirm your seat at ${event.title}`} />
                  <Button action={actionUrl(back, actions.waitlist.decline)} eventId={event.id} next={next} label="Decline" className="button secondary" aria={`Decline the seat at ${event.title}`} />
                </div>
              ) : (
                <Button action={actionUrl(back, actions.waitlist.leave)} eventId={event.id} next={next} label="Leave the waitlist" className="button secondary" aria={`Leave the waitlist for ${event.title}`} />
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
