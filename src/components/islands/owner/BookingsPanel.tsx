/**
 * Bookings in Events & Bookings (decisions: bookings): the business's bookable services with their
 * upcoming times and places left, forms to add a service and a time, and "Recent bookings" with
 * what each guest paid and what was refunded of it, Refund (in part or what is left) and Cancel (a
 * paid booking is refunded, the guest emailed). Plain forms that the island sends in place.
 */
import { actions } from 'astro:actions';
import { writtenIn } from '#lib/i18n/written-language.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { amountIn, dateTimeIn } from '#lib/i18n/localized/organiser.ts';
import { moneyIn } from '#lib/i18n/format.ts';
import type { BookingRowView } from '#lib/views/bookings.ts';
import { actionUrl } from '#lib/site/action-url.ts';
import type { OwnerDashboardView } from '#lib/views/owner-dashboard.ts';
import type { ServiceView } from '#lib/views/bookings.ts';
import {
  organiser_add_bookable,
  organiser_add_service,
  organiser_add_time,
  organiser_bookable_services,
  organiser_booking_cancel_confirm,
  organiser_booking_cancel_failed,
  organiser_booking_cancelled_title,
  organiser_booking_refund_done,
  organiser_cancel,
  organiser_col_actions,
  organiser_col_guest,
  organiser_col_paid,
  organiser_col_service,
  organiser_col_status,
  organiser_error,
  organiser_full,
  organiser_minutes_short,
  organiser_msg_booking_cancelled,
  organiser_msg_service_saved,
  organiser_msg_slot_added,
  organiser_no_bookings,
  organiser_no_services,
  organiser_no_times,
  organiser_places_left_of,
  organiser_places_per_time,
  organiser_recent_bookings,
  organiser_refund_amount_label,
  organiser_refund_button,
  organiser_refund_failed,
  organiser_refund_title,
  organiser_refunded_all,
  organiser_refunded_so_far,
  organiser_service_description,
  organiser_service_duration,
  organiser_service_failed,
  organiser_service_name,
  organiser_service_name_placeholder,
  organiser_service_places,
  organiser_service_price,
  organiser_service_saved_title,
  organiser_slot_date,
  organiser_slot_failed,
  organiser_slot_time,
  organiser_status_awaiting,
  organiser_status_cancelled,
  organiser_status_confirmed,
  organiser_status_refunded,
  organiser_when,
} from '#paraglide/messages.js';
import { useActionForm } from './use-action-form.ts';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;
const STATUS: Record<string, Message> = {
  confirmed: organiser_status_confirmed,
  awaiting_payment: organiser_status_awaiting,
  cancelled: organiser_status_cancelled,
  refunded: organiser_status_refunded,
};
/** People's words (service names) stay marked as the English they are written in. */
const peoples = (locale: Locale) => writtenIn('en', locale);

function ServiceForm({ businessId, page, onDone, locale }: { businessId: number; page: string; onDone: () => void; locale: Locale }) {
  const t = { locale };
  const form = useActionForm<unknown>({
    send: (body) => actions.owner.createService(body),
    success: { title: organiser_service_saved_title({}, t), description: organiser_msg_service_saved({}, t) },
    failure: { title: organiser_error({}, t), description: organiser_service_failed({}, t) },
    onDone: (_d, element) => {
      element.reset();
      onDone();
    },
  });
  const field = (name: string, label: string, props: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`service-${name}`}>{label}</label>
      <input
        id={`service-${name}`}
        name={name}
        {...props}
        aria-invalid={form.errors[name] ? true : undefined}
        aria-describedby={form.errors[name] ? `service-${name}-error` : undefined}
      />
      {form.errors[name] && (
        <p id={`service-${name}-error`} className="field-error">
          {form.errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <form method="post" action={actionUrl(page, 'owner.createService')} className="owner-event-form" onSubmit={form.onSubmit} noValidate>
      <input type="hidden" name="businessId" value={businessId} />
      <input type="hidden" name="next" value={page} />
      {field('name', organiser_service_name({}, t), { maxLength: 120, placeholder: organiser_service_name_placeholder({}, t) })}
      <div className="field">
        <label htmlFor="service-description">{organiser_service_description({}, t)}</label>
        <textarea id="service-description" name="description" rows={2} maxLength={1000} />
      </div>
      <div className="field-row">
        {field('price', organiser_service_price({}, t), { inputMode: 'decimal', placeholder: '45' })}
        {field('durationMinutes', organiser_service_duration({}, t), { type: 'number', min: 5, max: 720, defaultValue: 90 })}
        {field('placesPerSlot', organiser_service_places({}, t), { type: 'number', min: 1, max: 500, defaultValue: 6 })}
      </div>
      <button className="button" type="submit" disabled={form.sending}>
        {organiser_add_service({}, t)}
      </button>
    </form>
  );
}

function SlotForm({
  service,
  businessId,
  page,
  today,
  onDone,
  locale,
}: {
  service: ServiceView;
  businessId: number;
  page: string;
  today: string;
  onDone: () => void;
  locale: Locale;
}) {
  const t = { locale };
  const form = useActionForm<unknown>({
    send: (body) => actions.owner.addSlot(body),
    success: { title: organiser_msg_slot_added({}, t), description: service.name },
    failure: { title: organiser_error({}, t), description: organiser_slot_failed({}, t) },
    onDone,
  });
  const id = `slot-${service.id}`;
  return (
    <form method="post" action={actionUrl(page, 'owner.addSlot')} className="owner-slot-form" onSubmit={form.onSubmit} noValidate>
      <input type="hidden" name="businessId" value={businessId} />
      <input type="hidden" name="serviceId" value={service.id} />
      <input type="hidden" name="next" value={page} />
      <label htmlFor={`${id}-date`}>{organiser_slot_date({}, t)}</label>
      <input id={`${id}-date`} name="date" type="date" min={today} aria-invalid={form.errors.date ? true : undefined} />
      <label htmlFor={`${id}-time`}>{organiser_slot_time({}, t)}</label>
      <input id={`${id}-time`} name="time" type="time" aria-invalid={form.errors.time ? true : undefined} />
      <button className="button secondary" type="submit" disabled={form.sending}>
        {organiser_add_time({}, t)}
      </button>
      {(form.errors.date || form.errors.time) && <p className="field-error">{form.errors.date ?? form.errors.time}</p>}
    </form>
  );
}

function CancelButton({
  bookingId,
  businessId,
  page,
  onDone,
  locale,
}: {
  bookingId: number;
  businessId: number;
  page: string;
  onDone: () => void;
  locale: Locale;
}) {
  const t = { locale };
  const form = useActionForm<unknown>({
    send: (body) => actions.owner.cancelBooking(body),
    success: { title: organiser_booking_cancelled_title({}, t), description: organiser_msg_booking_cancelled({}, t) },
    failure: { title: organiser_error({}, t), description: organiser_booking_cancel_failed({}, t) },
    onDone,
  });
  return (
    <form
      method="post"
      action={actionUrl(page, 'owner.cancelBooking')}
      onSubmit={(event) => {
        if (!confirm(organiser_booking_cancel_confirm({}, t))) {
          event.preventDefault();
          return;
        }
        void form.onSubmit(event);
      }}
    >
      <input type="hidden" name="businessId" value={businessId} />
      <input type="hidden" name="bookingId" value={bookingId} />
      <input type="hidden" name="next" value={page} />
      <button type="submit" className="link-button danger" disabled={form.sending}>
        {organiser_cancel({}, t)}
      </button>
    </form>
  );
}

/** What the guest paid, all in (the price and the guide's fee), and what has been refunded of it. */
function PaidCell({ booking, locale }: { booking: BookingRowView; locale: Locale }) {
  const t = { locale };
  if (!booking.paid) return <>{amountIn(locale, booking.amountCents)}</>;
  return (
    <>
      {moneyIn(locale, booking.paidCents)}
      {booking.refundedCents > 0 && (
        <>
          <br />
          <small className="muted">
            {booking.refundedCents >= booking.paidCents
              ? organiser_refunded_all({}, t)
              : organiser_refunded_so_far({ amount: moneyIn(locale, booking.refundedCents) }, t)}
          </small>
        </>
      )}
    </>
  );
}

/** A refund of a paid booking, in part or what is left (empty); the server holds what is left, from the booking's own figures. */
function RefundForm({
  booking,
  businessId,
  page,
  onDone,
  locale,
}: {
  booking: BookingRowView;
  businessId: number;
  page: string;
  onDone: () => void;
  locale: Locale;
}) {
  const t = { locale };
  const form = useActionForm<unknown>({
    send: (body) => actions.owner.refundBooking(body),
    success: { title: organiser_refund_title({}, t), description: organiser_booking_refund_done({}, t) },
    failure: { title: organiser_error({}, t), description: organiser_refund_failed({}, t) },
    onDone: (_data, element) => {
      element.reset();
      onDone();
    },
  });
  const left = booking.paidCents - booking.refundedCents;
  const id = `booking-refund-${booking.id}`;
  return (
    <form
      method="post"
      action={actionUrl(page, 'owner.refundBooking')}
      className="owner-booking-refund"
      onSubmit={form.onSubmit}
      noValidate
    >
      <input type="hidden" name="businessId" value={businessId} />
      <input type="hidden" name="bookingId" value={booking.id} />
      <input type="hidden" name="next" value={page} />
      <input
        id={`${id}-amount`}
        name="amount"
        inputMode="decimal"
        size={7}
        placeholder={moneyIn(locale, left)}
        aria-label={organiser_refund_amount_label({ name: booking.guestName, amount: moneyIn(locale, left) }, t)}
        aria-invalid={form.errors.amount ? true : undefined}
        aria-describedby={form.errors.amount ? `${id}-error` : undefined}
      />
      <button type="submit" className="button secondary" disabled={form.sending}>
        {organiser_refund_button({}, t)}
      </button>
      {form.errors.amount && (
        <p id={`${id}-error`} className="field-error">
          {form.errors.amount}
        </p>
      )}
    </form>
  );
}

export default function BookingsPanel({
  data,
  page,
  today,
  onChanged,
  locale = 'en',
}: {
  data: OwnerDashboardView;
  page: string;
  today: string;
  onChanged: () => void;
  locale?: Locale;
}) {
  const { services, bookings, business } = data;
  const t = { locale };
  return (
    <>
      <h3>{organiser_bookable_services({}, t)}</h3>
      {services.length === 0 && <p className="muted">{organiser_no_services({}, t)}</p>}
      <ul className="owner-list">
        {services.map((service) => (
          <li key={service.id}>
            <p>
              <strong lang={peoples(locale)}>{service.name}</strong> · {amountIn(locale, service.priceCents)} ·{' '}
              {organiser_minutes_short({ count: service.durationMinutes }, t)} ·{' '}
              {organiser_places_per_time({ count: service.placesPerSlot }, t)}
            </p>
            {service.slots.length === 0 ? (
              <p className="muted">{organiser_no_times({}, t)}</p>
            ) : (
              <ul className="owner-slots">
                {service.slots.map((slot) => (
                  <li key={slot.id}>
                    {dateTimeIn(locale, new Date(slot.startsAt))} ·{' '}
                    <strong>
                      {slot.placesLeft === 0
                        ? organiser_full({}, t)
                        : organiser_places_left_of({ left: slot.placesLeft, places: service.placesPerSlot }, t)}
                    </strong>
                  </li>
                ))}
              </ul>
            )}
            <SlotForm locale={locale} service={service} businessId={business.id} page={page} today={today} onDone={onChanged} />
          </li>
        ))}
      </ul>
      <details className="owner-create">
        <summary className="button secondary">{organiser_add_bookable({}, t)}</summary>
        <ServiceForm locale={locale} businessId={business.id} page={page} onDone={onChanged} />
      </details>
      <h3>{organiser_recent_bookings({}, t)}</h3>
      {bookings.length === 0 ? (
        <p className="muted">{organiser_no_bookings({}, t)}</p>
      ) : (
        <div className="owner-table-wrap">
          <table className="owner-table">
            <thead>
              <tr>
                <th scope="col">{organiser_col_guest({}, t)}</th>
                <th scope="col">{organiser_col_service({}, t)}</th>
                <th scope="col">{organiser_when({}, t)}</th>
                <th scope="col">{organiser_col_paid({}, t)}</th>
                <th scope="col">{organiser_col_status({}, t)}</th>
                <th scope="col">
                  <span className="visually-hidden">{organiser_col_actions({}, t)}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {bookings.map((booking) => (
                <tr key={booking.id}>
                  <td>
                    <span translate="no">{booking.guestName}</span>
                    <br />
                    <a href={`mailto:${booking.guestEmail}`} translate="no">
                      {booking.guestEmail}
                    </a>
                  </td>
                  <td lang={peoples(locale)}>{booking.serviceName}</td>
                  <td>{dateTimeIn(locale, new Date(booking.startsAt))}</td>
                  <td>
                    <PaidCell booking={booking} locale={locale} />
                  </td>
                  <td>{STATUS[booking.status]?.({}, t) ?? booking.status}</td>
                  <td>
                    {booking.status === 'confirmed' && booking.paid && booking.refundedCents < booking.paidCents && (
                      <RefundForm locale={locale} booking={booking} businessId={business.id} page={page} onDone={onChanged} />
                    )}
                    {(booking.status === 'confirmed' || booking.status === 'awaiting_payment') && (
                      <CancelButton locale={locale} bookingId={booking.id} businessId={business.id} page={page} onDone={onChanged} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
