/** My Events (spec 02 section 2): the member's registrations with Unregister, or "No events registered". */
import type { SubmitEvent } from 'react';
import { actions } from 'astro:actions';
import { actionUrl } from '../../../lib/site/action-url.ts';
import { formatEventPrice } from '../../../lib/domain/event-format.ts';
import type { DashboardRegistration } from '../../../lib/views/dashboard.ts';
import EventWhen from './EventWhen.tsx';

const STATUS_LABELS = { confirmed: 'Confirmed', awaiting_payment: 'Awaiting payment' } as const;

type Props = {
  registrations: DashboardRegistration[];
  pending: ReadonlySet<number>;
  onUnregister: (eventId: number) => void;
  /** The dashboard's address, to come back to after the form post without JavaScript. */
  back: string;
};

export default function MyEvents({ registrations, pending, onUnregister, back }: Props) {
  if (registrations.length === 0) {
    return (
      <div className="dash-empty">
        <p className="dash-empty-title">No events registered</p>
        <p className="muted">Concerts, tours and festivals across Harlem: register and they will show up here.</p>
        <a className="button" href="/events">
          Browse Events
        </a>
      </div>
    );
  }
  return (
    <ol className="dash-events">
      {registrations.map(({ event, status, hasEnded, paid }) => {
        const busy = pending.has(event.id);
        const submit = (form: SubmitEvent<HTMLFormElement>) => {
          form.preventDefault();
          onUnregister(event.id);
        };
        return (
          <li key={event.id} className="dash-event">
            <div className="dash-event-text">
              <h3>
                <a href={`/events/${event.id}`}>{event.title}</a>
              </h3>
              <EventWhen event={event} />
              {event.location && <p className="muted">{event.location}</p>}
              <p className="dash-event-meta">
                <span className={`dash-status dash-status-${status}`}>{STATUS_LABELS[status]}</span>
                {event.isPremium && <span className="badge">Members only</span>}
                <span>{formatEventPrice(event.price)}</span>
                {hasEnded && <span className="muted">Ended</span>}
              </p>
            </div>
            {paid && (
              <a className="button gold dash-event-action" href={`/events/${event.id}/register`}>
                View ticket
              </a>
            )}
            {!hasEnded && status === 'awaiting_payment' && (
              <a className="button gold dash-event-action" href={`/events/${event.id}/register`}>
                Complete payment
              </a>
            )}
            {!hasEnded && !paid && (
              <form method="post" action={actionUrl(back, actions.events.unregister)} className="dash-event-action" onSubmit={submit}>
                <input type="hidden" name="eventId" value={event.id} />
                <input type="hidden" name="next" value={`${back}#my-events`} />
                <button className="button secondary" type="submit" aria-label={`Unregister from ${event.title}`} aria-disabled={busy || undefined}>
                  {busy ? 'Unregistering...' : 'Unregister'}
                </button>
              </form>
            )}
          </li>
        );
      })}
    </ol>
  );
}
