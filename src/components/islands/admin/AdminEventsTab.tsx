/** Events: upcoming, past or all, pages of 5 (or 10, 25), the "Booking Required" badge, seats, edit (with the event's own accessibility facts) and cancel. */
import { useState, type FormEvent } from 'react';
import { actions } from 'astro:actions';
import { formatPrice } from '../../../lib/domain/money.ts';
import type { AdminEventRow, EventsData } from '../../../lib/views/admin-dashboard.ts';
import { EVENT_PAGE_SIZES } from '../../../lib/views/admin-dashboard.ts';
import { actionUrl } from '../../../lib/site/action-url.ts';
import AccessFactsFieldset from '../forms/AccessFactsFieldset.tsx';
import ActionButton from './ActionButton.tsx';
import Pager from './Pager.tsx';
import { addressOf, type AdminControls } from './use-admin-dashboard.ts';

type Props = { data: EventsData; controls: AdminControls };

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { timeZone: 'America/New_York', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export default function AdminEventsTab({ data, controls }: Props) {
  const { go, search } = controls;
  const size = new URLSearchParams(search).get('size') ?? String(EVENT_PAGE_SIZES[0]);
  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(addressOf(new FormData(event.currentTarget).entries()));
  };
  return (
    <section aria-labelledby="admin-events-title">
      <div className="admin-section-head">
        <h2 id="admin-events-title">Events</h2>
        <a className="button" href="/admin-panel#create-event">Create Event</a>
      </div>
      <form className="admin-filters" method="get" action="/admin" onSubmit={onFilter} role="search">
        <input type="hidden" name="tab" value="events" />
        <label>
          <span>Search</span>
          <input type="search" name="q" defaultValue={data.filters.q} placeholder="Title or place" />
        </label>
        <label>
          <span>When</span>
          <select name="when" defaultValue={data.filters.when}>
            <option value="upcoming">Upcoming</option>
            <option value="past">Past</option>
            <option value="all">All</option>
          </select>
        </label>
        <label>
          <span>Per page</span>
          <select name="size" defaultValue={size}>
            {EVENT_PAGE_SIZES.map((option) => (
              <option key={option} value={option}>{option}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">Filter</button>
      </form>
      <ul className="admin-rows" aria-label="Events">
        {data.list.rows.map((event) => (
          <EventRow key={event.id} event={event} controls={controls} />
        ))}
      </ul>
      <Pager list={data.list} search={search} go={go} label="Events" />
    </section>
  );
}

function EventRow({ event, controls }: { event: AdminEventRow; controls: AdminControls }) {
  const [editing, setEditing] = useState(false);
  const upcoming = event.isActive && new Date(event.startsAt) > new Date();
  return (
    <li className="admin-row">
      <div className="admin-row-main">
        <p>
          <a href={`/events/${event.id}`}><strong>{event.title}</strong></a> {event.requiresBooking && <span className="badge">Booking Required</span>} {event.isPremium && <span className="badge gold">Members only</span>} {!event.isActive && <span className="badge muted-badge">Cancelled</span>}
        </p>
        <p className="muted">{event.location ?? 'Place to be announced'} · {when(event.startsAt)} · {formatPrice(event.priceCents)}</p>
        <p className="muted">{event.seatsTaken} of {event.maxAttendees} seats taken{event.business ? ` · hosted by ${event.business.name}` : ''}</p>
        {event.repeats && <p className="muted">{`Repeats: ${event.repeats}`}</p>}
      </div>
      {upcoming && (
        <div className="admin-row-actions">
          <button type="button" className="button secondary" aria-expanded={editing} onClick={() => setEditing(!editing)}>{editing ? 'Close' : 'Edit'}</button>
          <ActionButton action={actions.admin.cancelEvent} page={controls.page} act={controls.act} fields={{ eventId: String(event.id) }} success={`${event.title} is cancelled; registrants are emailed.`} confirm={`Cancel ${event.title}? Every registrant is emailed and paid tickets are refunded.`} variant="danger">
            Cancel event
          </ActionButton>
        </div>
      )}
      {editing && <EventEditForm event={event} controls={controls} onDone={() => setEditing(false)} />}
    </li>
  );
}

function EventEditForm({ event, controls, onDone }: { event: AdminEventRow; controls: AdminControls; onDone: () => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const values = event.form;
  const onSubmit = async (submit: FormEvent<HTMLFormElement>) => {
    submit.preventDefault();
    const sent = new FormData(submit.currentTarget);
    // A ticked box sends "on" before its hidden "false"; one value per field goes to the action.
    const fields = Object.fromEntries([...new Set(sent.keys())].map((name) => [name, sent.getAll(name).includes('on') ? 'on' : String(sent.get(name))]));
    const result = await controls.act(actions.admin.updateEvent, fields, `${fields.title} is saved.`);
    setErrors(result.fields ?? {});
    if (result.ok) onDone();
  };
  const field = (name: keyof typeof values, label: string, type = 'text') => (
    <label>
      <span>{label}</span>
      <input name={name} type={type} defaultValue={String(values[name])} aria-invalid={errors[name] ? true : undefined} />
      {errors[name] && <span className="field-error">{errors[name]}</span>}
    </label>
  );
  return (
    <form className="admin-edit-form" method="post" action={actionUrl(controls.page, actions.admin.updateEvent)} onSubmit={onSubmit} aria-label={`Edit ${event.title}`}>
      <input type="hidden" name="eventId" value={event.id} />
      {field('title', 'Title')}
      <label className="wide">
        <span>Description</span>
        <textarea name="description" defaultValue={values.description} rows={3} aria-invalid={errors.description ? true : undefined} />
        {errors.description && <span className="field-error">{errors.description}</span>}
      </label>
      {field('date', 'Date', 'date')}
      {field('startTime', 'Start time', 'time')}
      {field('endTime', 'End time', 'time')}
      {field('location', 'Location')}
      {field('price', 'Price')}
      {field('maxCapacity', 'Maximum capacity', 'number')}
      <input type="hidden" name="imageUrl" value={values.imageUrl} />
      <AccessFactsFieldset values={values} errors={errors} idOf={(key) => `admin-event-${event.id}-${key}`} unknownLabel="Not stated" note="Not stated shows the host venue's facts." className="wide" />
      <label className="check">
        <input type="checkbox" name="requiresBooking" defaultChecked={values.requiresBooking} /> Booking required
      </label>
      <input type="hidden" name="requiresBooking" value="false" />
      <label className="check">
        <input type="checkbox" name="isPremium" defaultChecked={values.isPremium} /> Members only (premium)
      </label>
      <input type="hidden" name="isPremium" value="false" />
      <button type="submit" className="button">Save event</button>
    </form>
  );
}
