/**
 * Who registered for one event: the list from GET /api/events/{id}/attendees, loaded when opened
 * (with its loading and error states), those who cancelled kept and marked Cancelled, with a
 * filter (everyone, coming, cancelled) once some have; the waitlist's size (decision 019), and the
 * CSV export, a plain link that works without JavaScript.
 */
import { useEffect, useState } from 'react';
import { writtenIn } from '#lib/i18n/written-language.ts';
import { withLanguageParam } from '#lib/i18n/language-param.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { dateTimeIn } from '#lib/i18n/localized/organiser.ts';
import {
  organiser_attendees_failed,
  organiser_col_email,
  organiser_col_name,
  organiser_col_phone,
  organiser_col_registered,
  organiser_col_status,
  organiser_export_csv,
  organiser_loading_attendees,
  organiser_no_registrations,
  organiser_retry,
  organiser_seats_held,
  organiser_show,
  organiser_show_all,
  organiser_show_cancelled,
  organiser_show_coming,
  organiser_status_awaiting,
  organiser_status_cancelled,
  organiser_status_confirmed,
  organiser_waitlist,
  organiser_col_refund,
  organiser_refund_amount_label,
  organiser_refund_button,
  organiser_refunded_so_far,
  organiser_refunded_all,
  organiser_refund_order_button,
  organiser_refund_order_label,
  organiser_ticket_line,
} from '#paraglide/messages.js';
import { moneyIn } from '#lib/i18n/format.ts';
import { actionUrl } from '#lib/site/action-url.ts';
import { useHydrated } from '../use-hydrated.ts';

type Waitlist = { waiting: number; offered: number };
type Attendee = {
  name: string;
  email: string;
  phone: string;
  status: 'confirmed' | 'awaiting_payment' | 'cancelled';
  registeredAt: string;
  specialRequests: string | null;
  registrationId: number;
  seats: number;
  tickets: Ticket[];
};
type Ticket = { id: number; type: string; seat: number; paidCents: number; refundedCents: number; status: string };
type Shown = 'all' | 'coming' | 'cancelled';

const STATUS = {
  confirmed: organiser_status_confirmed,
  awaiting_payment: organiser_status_awaiting,
  cancelled: organiser_status_cancelled,
} as const;

/** A paid ticket's refunds: what was refunded, and a form for more while some is left (owner.refundTicket: the server holds the policy). */
function RefundCell({
  ticket,
  name,
  businessId,
  page,
  locale,
}: {
  ticket: Ticket;
  name: string;
  businessId: number;
  page: string;
  locale: Locale;
}) {
  const t = { locale };
  const left = ticket.paidCents - ticket.refundedCents;
  if (ticket.status === 'refunded' || left <= 0) return <span className="muted">{organiser_refunded_all({}, t)}</span>;
  return (
    <>
      {ticket.refundedCents > 0 && (
        <small className="muted">{organiser_refunded_so_far({ amount: moneyIn(locale, ticket.refundedCents) }, t)} </small>
      )}
      {ticket.status === 'active' && (
        <form method="post" action={actionUrl(page, 'owner.refundTicket')} className="owner-refund-form">
          <input type="hidden" name="businessId" value={businessId} />
          <input type="hidden" name="ticketId" value={ticket.id} />
          <input type="hidden" name="next" value={page} />
          <input
            name="amount"
            inputMode="decimal"
            size={7}
            placeholder={moneyIn(locale, left)}
            aria-label={organiser_refund_amount_label({ name, amount: moneyIn(locale, left) }, t)}
          />
          <button type="submit" className="button secondary">
            {organiser_refund_button({}, t)}
          </button>
        </form>
      )}
    </>
  );
}

/**
 * An attendee's paid tickets: one alone is refunded in place; an order of several lists each
 * ticket (its type, seat and price) with its own refund form, and a button refunding the whole order.
 */
function OrderRefunds({ attendee, businessId, page, locale }: { attendee: Attendee; businessId: number; page: string; locale: Locale }) {
  const t = { locale };
  const { tickets, name } = attendee;
  if (tickets.length === 0) return null;
  if (tickets.length === 1 && attendee.seats === 1)
    return <RefundCell ticket={tickets[0]} name={name} businessId={businessId} page={page} locale={locale} />;
  const refundable = tickets.filter((ticket) => ticket.status === 'active' && ticket.paidCents > ticket.refundedCents);
  return (
    <div className="owner-order-refunds">
      <ul className="owner-order-tickets">
        {tickets.map((ticket) => (
          <li key={ticket.id}>
            <span>{organiser_ticket_line({ type: ticket.type, seat: ticket.seat, amount: moneyIn(locale, ticket.paidCents) }, t)}</span>{' '}
            <RefundCell
              ticket={ticket}
              name={`${name}, ${ticket.type} ${ticket.seat}`}
              businessId={businessId}
              page={page}
              locale={locale}
            />
          </li>
        ))}
      </ul>
      {refundable.length > 1 && (
        <form method="post" action={actionUrl(page, 'owner.refundOrder')} className="owner-refund-form">
          <input type="hidden" name="businessId" value={businessId} />
          <input type="hidden" name="registrationId" value={attendee.registrationId} />
          <input type="hidden" name="next" value={page} />
          <button
            type="submit"
            className="button secondary"
            aria-label={organiser_refund_order_label({ count: refundable.length, name }, t)}
          >
            {organiser_refund_order_button({}, t)}
          </button>
        </form>
      )}
    </div>
  );
}

export default function AttendeeList({
  eventId,
  count,
  locale = 'en',
  businessId,
  page,
}: {
  eventId: number;
  count: number;
  locale?: Locale;
  /** For the refund forms: the business and the page to come back to. */
  businessId: number;
  page: string;
}) {
  const t = { locale };
  // What attendees wrote (special requests) stays as written, in English.
  const peoples = writtenIn('en', locale);
  const scripted = useHydrated();
  const [state, setState] = useState<
    { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; attendees: Attendee[]; waitlist?: Waitlist }
  >({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<Shown>('all');

  useEffect(() => {
    if (!scripted || count === 0) return;
    let current = true;
    fetch(`/api/events/${eventId}/attendees`, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then(
        (body: { attendees: Attendee[]; waitlist?: Waitlist }) =>
          current && setState({ kind: 'ready', attendees: body.attendees, waitlist: body.waitlist }),
      )
      .catch(() => current && setState({ kind: 'error' }));
    return () => {
      current = false;
    };
  }, [scripted, eventId, count, attempt]);

  return (
    <div className="owner-attendees">
      {count === 0 ? (
        <p className="muted">{organiser_no_registrations({}, t)}</p>
      ) : !scripted ? null : state.kind === 'loading' ? (
        <p role="status">{organiser_loading_attendees({}, t)}</p>
      ) : state.kind === 'error' ? (
        <p role="alert">
          {organiser_attendees_failed({}, t)}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setState({ kind: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {organiser_retry({}, t)}
          </button>
        </p>
      ) : (
        <>
          {state.attendees.some((attendee) => attendee.status === 'cancelled') && (
            <label className="owner-attendee-filter">
              {organiser_show({}, t)}{' '}
              <select value={shown} onChange={(event) => setShown(event.currentTarget.value as Shown)}>
                <option value="all">{organiser_show_all({ count: state.attendees.length }, t)}</option>
                <option value="coming">
                  {organiser_show_coming({ count: state.attendees.filter((attendee) => attendee.status !== 'cancelled').length }, t)}
                </option>
                <option value="cancelled">
                  {organiser_show_cancelled({ count: state.attendees.filter((attendee) => attendee.status === 'cancelled').length }, t)}
                </option>
              </select>
            </label>
          )}
          <div className="owner-table-wrap">
            <table className="owner-table">
              <thead>
                <tr>
                  <th scope="col">{organiser_col_name({}, t)}</th>
                  <th scope="col">{organiser_col_email({}, t)}</th>
                  <th scope="col">{organiser_col_phone({}, t)}</th>
                  <th scope="col">{organiser_col_status({}, t)}</th>
                  <th scope="col">{organiser_col_registered({}, t)}</th>
                  {state.attendees.some((attendee) => attendee.tickets.length > 0) && <th scope="col">{organiser_col_refund({}, t)}</th>}
                </tr>
              </thead>
              <tbody>
                {state.attendees
                  .filter((attendee) => shown === 'all' || (shown === 'cancelled') === (attendee.status === 'cancelled'))
                  .map((attendee) => (
                    <tr
                      key={`${attendee.email}-${attendee.registeredAt}`}
                      className={attendee.status === 'cancelled' ? 'owner-attendee-cancelled' : undefined}
                    >
                      <td>
                        <span translate="no">{attendee.name}</span>
                        {attendee.specialRequests && (
                          <small className="muted">
                            {' '}
                            · <span lang={peoples}>{attendee.specialRequests}</span>
                          </small>
                        )}
                      </td>
                      <td>
                        <a href={`mailto:${attendee.email}`} translate="no">
                          {attendee.email}
                        </a>
                      </td>
                      <td translate="no">{attendee.phone}</td>
                      <td>
                        {attendee.status === 'cancelled' ? (
                          <span className="badge owner-cancelled-badge">{STATUS.cancelled({}, t)}</span>
                        ) : (
                          STATUS[attendee.status]({}, t)
                        )}
                      </td>
                      <td>{dateTimeIn(locale, new Date(attendee.registeredAt))}</td>
                      {state.attendees.some((other) => other.tickets.length > 0) && (
                        <td>
                          <OrderRefunds attendee={attendee} businessId={businessId} page={page} locale={locale} />
                        </td>
                      )}
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {state.kind === 'ready' && state.waitlist && state.waitlist.waiting + state.waitlist.offered > 0 && (
        <p className="muted owner-waitlist">
          {organiser_waitlist({ count: state.waitlist.waiting }, t)}
          {state.waitlist.offered > 0 && ` · ${organiser_seats_held({ count: state.waitlist.offered }, t)}`}
        </p>
      )}
      <p>
        <a className="button secondary" href={withLanguageParam(locale, `/api/events/${eventId}/attendees?format=csv`)} download>
          {organiser_export_csv({}, t)}
        </a>
      </p>
    </div>
  );
}
