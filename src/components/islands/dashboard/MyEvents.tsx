/** My Events (spec 02 section 2): the member's registrations with Unregister, or "No events registered". */
import type { SubmitEvent } from 'react';
import { actions } from 'astro:actions';
import { actionUrl } from '#lib/site/action-url.ts';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { buyerEventPriceIn } from '#lib/i18n/localized/guide-fee.ts';
import type { DashboardRegistration } from '#lib/views/dashboard.ts';
import {
  dashboard_browse_events,
  dashboard_complete_payment,
  dashboard_ended,
  dashboard_events_empty,
  dashboard_events_empty_help,
  dashboard_members_only,
  dashboard_status_awaiting,
  dashboard_status_confirmed,
  dashboard_unregister,
  dashboard_unregister_label,
  dashboard_unregistering,
  dashboard_view_ticket,
} from '#paraglide/messages.js';
import EventWhen from './EventWhen.tsx';
import { writtenIn } from '#lib/i18n/written-language.ts';

const STATUS_LABELS = { confirmed: dashboard_status_confirmed, awaiting_payment: dashboard_status_awaiting } as const;

type Props = {
  locale: Locale;
  registrations: DashboardRegistration[];
  pending: ReadonlySet<number>;
  onUnregister: (eventId: number) => void;
  /** The dashboard's address, to come back to after the form post without JavaScript. */
  back: string;
};

export default function MyEvents({ locale, registrations, pending, onUnregister, back }: Props) {
  const t = { locale };
  const peoples = writtenIn('en', locale);
  if (registrations.length === 0) {
    return (
      <div className="dash-empty">
        <p className="dash-empty-title">{dashboard_events_empty({}, t)}</p>
        <p className="muted">{dashboard_events_empty_help({}, t)}</p>
        <a className="button" href={localizePath(locale, '/events')}>
          {dashboard_browse_events({}, t)}
        </a>
      </div>
    );
  }
  return (
    <ol className="dash-events">
      {registrations.map(({ event, status, hasEnded, paid, ticketId }) => {
        const busy = pending.has(event.id);
        const submit = (form: SubmitEvent<HTMLFormElement>) => {
          form.preventDefault();
          onUnregister(event.id);
        };
        return (
          <li key={event.id} className="dash-event">
            <div className="dash-event-text">
              <h3>
                <a href={localizePath(locale, `/events/${event.id}`)} lang={peoples}>
                  {event.title}
                </a>
              </h3>
              <EventWhen event={event} locale={locale} />
              {event.location && (
                <p className="muted" lang={peoples}>
                  {event.location}
                </p>
              )}
              <p className="dash-event-meta">
                <span className={`dash-status dash-status-${status}`}>{STATUS_LABELS[status]({}, t)}</span>
                {event.isPremium && <span className="badge">{dashboard_members_only({}, t)}</span>}
                <span>{buyerEventPriceIn(locale, event)}</span>
                {hasEnded && <span className="muted">{dashboard_ended({}, t)}</span>}
              </p>
            </div>
            {ticketId ? (
              <a className="button gold dash-event-action" href={localizePath(locale, `/tickets/${ticketId}`)}>
                {dashboard_view_ticket({}, t)}
              </a>
            ) : (
              paid && (
                <a className="button gold dash-event-action" href={localizePath(locale, `/events/${event.id}/register`)}>
                  {dashboard_view_ticket({}, t)}
                </a>
              )
            )}
            {!hasEnded && status === 'awaiting_payment' && (
              <a className="button gold dash-event-action" href={localizePath(locale, `/events/${event.id}/register`)}>
                {dashboard_complete_payment({}, t)}
              </a>
            )}
            {!hasEnded && !paid && (
              <form method="post" action={actionUrl(back, actions.events.unregister)} className="dash-event-action" onSubmit={submit}>
                <input type="hidden" name="eventId" value={event.id} />
                <input type="hidden" name="next" value={`${back}#my-events`} />
                <button
                  className="button secondary"
                  type="submit"
                  aria-label={dashboard_unregister_label({ title: event.title }, t)}
                  aria-disabled={busy || undefined}
                >
                  {busy ? dashboard_unregistering({}, t) : dashboard_unregister({}, t)}
                </button>
              </form>
            )}
          </li>
        );
      })}
    </ol>
  );
}
