/**
 * Bookings in Events & Bookings (decisions: bookings): the business's bookable services with their
 * upcoming times and places left, forms to add a service and a time, and "Recent bookings" with
 * Cancel (a paid booking is refunded, the guest emailed). Plain forms that the island sends in place.
 */
import { actions } from 'astro:actions';
import { formatPrice } from '../../../lib/domain/money.ts';
import { formatDateTime } from '../../../lib/domain/time.ts';
import { actionUrl } from '../../../lib/site/action-url.ts';
import { BOOKING_MESSAGES } from '../../../lib/schemas/bookings-messages.ts';
import type { OwnerDashboardView } from '../../../lib/views/owner-dashboard.ts';
import type { ServiceView } from '../../../lib/views/bookings.ts';
import { useActionForm } from './use-action-form.ts';

const STATUS: Record<string, string> = { confirmed: 'Confirmed', awaiting_payment: 'Awaiting payment', cancelled: 'Cancelled', refunded: 'Refunded' };

function ServiceForm({ businessId, page, onDone }: { businessId: number; page: string; onDone: () => void }) {
  const form = useActionForm<unknown>({ send: (body) => actions.owner.createService(body), success: { title: 'Service saved', description: BOOKING_MESSAGES.serviceSaved }, failure: { title: 'Error', description: 'Failed to save the service.' }, onDone: (_d, element) => { element.reset(); onDone(); } });
  const field = (name: string, label: string, props: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`service-${name}`}>{label}</label>
      <input id={`service-${name}`} name={name} {...props} aria-invalid={form.errors[name] ? true : undefined} aria-describedby={form.errors[name] ? `service-${name}-error` : undefined} />
      {form.errors[name] && <p id={`service-${name}-error`} className="field-error">{form.errors[name]}</p>}
    </div>
  );
  return (
    <form method="post" action={actionUrl(page, 'owner.createService')} className="owner-event-form" onSubmit={form.onSubmit} noValidate>
      <input type="hidden" name="businessId" value={businessId} />
      <input type="hidden" name="next" value={page} />
      {field('name', 'Name *', { maxLength: 120, placeholder: 'A guided tasting' })}
      <div className="field">
        <label htmlFor="service-description">Description</label>
        <textarea id="service-description" name="description" rows={2} maxLength={1000} />
      </div>
      <div className="field-row">
        {field('price', 'Price per person (USD) *', { inputMode: 'decimal', placeholder: '45' })}
        {field('durationMinutes', 'Duration (minutes) *', { type: 'number', min: 5, max: 720, defaultValue: 90 })}
        {field('placesPerSlot', 'Places per time *', { type: 'number', min: 1, max: 500, defaultValue: 6 })}
      </div>
      <button className="button" type="submit" disabled={form.sending}>Add service</button>
    </form>
  );
}

function SlotForm({ service, businessId, page, today, onDone }: { service: ServiceView; businessId: number; page: string; today: string; onDone: () => void }) {
  const form = useActionForm<unknown>({ send: (body) => actions.owner.addSlot(body), success: { title: BOOKING_MESSAGES.slotAdded, description: service.name }, failure: { title: 'Error', description: 'Failed to add the time.' }, onDone });
  const id = `slot-${service.id}`;
  return (
    <form method="post" action={actionUrl(page, 'owner.addSlot')} className="owner-slot-form" onSubmit={form.onSubmit} noValidate>
      <input type="hidden" name="businessId" value={businessId} />
      <input type="hidden" name="serviceId" value={service.id} />
      <input type="hidden" name="next" value={page} />
      <label htmlFor={`${id}-date`}>Date</label>
      <input id={`${id}-date`} name="date" type="date" min={today} aria-invalid={form.errors.date ? true : undefined} />
      <label htmlFor={`${id}-time`}>Time</label>
      <input id={`${id}-time`} name="time" type="time" aria-invalid={form.errors.time ? true : undefined} />
      <button className="button secondary" type="submit" disabled={form.sending}>Add time</button>
      {(form.errors.date || form.errors.time) && <p className="field-error">{form.errors.date ?? form.errors.time}</p>}
    </form>
  );
}

function CancelButton({ bookingId, businessId, page, onDone }: { bookingId: number; businessId: number; page: string; onDone: () => void }) {
  const form = useActionForm<unknown>({ send: (body) => actions.owner.cancelBooking(body), success: { title: 'Booking cancelled', description: BOOKING_MESSAGES.cancelled }, failure: { title: 'Error', description: 'Failed to cancel the booking.' }, onDone });
  return (
    <form method="post" action={actionUrl(page, 'owner.cancelBooking')} onSubmit={(event) => { if (!confirm('Cancel this booking? A paid booking is refunded and the guest emailed.')) { event.preventDefault(); return; } void form.onSubmit(event); }}>
      <input type="hidden" name="businessId" value={businessId} />
      <input type="hidden" name="bookingId" value={bookingId} />
      <input type="hidden" name="next" value={page} />
      <button type="submit" className="link-button danger" disabled={form.sending}>Cancel</button>
    </form>
  );
}

export default function BookingsPanel({ data, page, today, onChanged }: { data: OwnerDashboardView; page: string; today: string; onChanged: () => void }) {
  const { services, bookings, business } = data;
  return (
    <>
      <h3>Bookable services</h3>
      {services.length === 0 && <p className="muted">Offer a guided tasting, a private tour or a table for a group: members book and pay for a place at the times you set.</p>}
      <ul className="owner-list">
        {services.map((service) => (
          <li key={service.id}>
            <p><strong>{service.name}</strong> · {service.priceCents > 0 ? formatPrice(service.priceCents) : 'Free'} · {service.durationMinutes} min · {service.placesPerSlot} places per time</p>
            {service.slots.length === 0 ? <p className="muted">No upcoming times.</p> : (
              <ul className="owner-slots">
                {service.slots.map((slot) => <li key={slot.id}>{formatDateTime(new Date(slot.startsAt))} · <strong>{slot.placesLeft === 0 ? 'Full' : `${slot.placesLeft} of ${service.placesPerSlot} left`}</strong></li>)}
              </ul>
            )}
            <SlotForm service={service} businessId={business.id} page={page} today={today} onDone={onChanged} />
          </li>
        ))}
      </ul>
      <details className="owner-create">
        <summary className="button secondary">Add a bookable service</summary>
        <ServiceForm businessId={business.id} page={page} onDone={onChanged} />
      </details>
      <h3>Recent bookings</h3>
      {bookings.length === 0 ? <p className="muted">No bookings yet.</p> : (
        <div className="owner-table-wrap">
          <table className="owner-table">
            <thead><tr><th scope="col">Guest</th><th scope="col">Service</th><th scope="col">When</th><th scope="col">Paid</th><th scope="col">Status</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr></thead>
            <tbody>
              {bookings.map((booking) => (
                <tr key={booking.id}>
                  <td>{booking.guestName}<br /><a href={`mailto:${booking.guestEmail}`}>{booking.guestEmail}</a></td>
                  <td>{booking.serviceName}</td>
                  <td>{formatDateTime(new Date(booking.startsAt))}</td>
                  <td>{booking.amountCents > 0 ? formatPrice(booking.amountCents) : 'Free'}</td>
                  <td>{STATUS[booking.status] ?? booking.status}</td>
                  <td>{(booking.status === 'confirmed' || booking.status === 'awaiting_payment') && <CancelButton bookingId={booking.id} businessId={business.id} page={page} onDone={onChanged} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
