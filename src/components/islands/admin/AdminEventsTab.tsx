/** Events: upcoming, past or all, pages of 5 (or 10, 25), the "Booking Required" badge, seats, edit (with the event's own accessibility facts) and cancel. */
import { useState, type FormEvent } from 'react';
import { actions } from 'astro:actions';
import { localizePath } from '#lib/i18n/locales.ts';
import { eventInstantIn } from '#lib/i18n/localized/admin.ts';
import { formatPriceIn } from '#lib/i18n/format.ts';
import type { AdminEventRow, EventsData } from '#lib/views/admin-dashboard.ts';
import { EVENT_PAGE_SIZES } from '#lib/views/admin-dashboard.ts';
import { actionUrl } from '#lib/site/action-url.ts';
import AccessFactsFieldset from '../forms/AccessFactsFieldset.tsx';
import ActionButton from './ActionButton.tsx';
import Disclosure from './Disclosure.tsx';
import Pager from './Pager.tsx';
import { addressOf, type AdminControls } from './use-admin-dashboard.ts';
import {
  admin_access_note,
  admin_booking_required,
  admin_booking_required_badge,
  admin_cancel_event,
  admin_cancel_event_confirm,
  admin_cancelled,
  admin_close,
  admin_create_event,
  admin_edit,
  admin_edit_named,
  admin_event_cancelled_toast,
  admin_event_saved,
  admin_event_search_placeholder,
  admin_field_capacity,
  admin_field_date,
  admin_field_description,
  admin_field_end_time,
  admin_field_location,
  admin_field_price,
  admin_field_start_time,
  admin_field_title,
  admin_filter,
  admin_hosted_by,
  admin_members_only,
  admin_members_only_premium,
  admin_no_events,
  admin_not_stated,
  admin_per_page,
  admin_place_tba,
  admin_repeats_label,
  admin_save_event,
  admin_search,
  admin_seats_taken,
  admin_tab_events,
  admin_when,
  admin_when_all,
  admin_when_past,
  admin_when_upcoming,
} from '#paraglide/messages.js';
import { checkin_link } from '#paraglide/messages.js';
import { writtenIn } from '#lib/i18n/written-language.ts';

type Props = { data: EventsData; controls: AdminControls };

export default function AdminEventsTab({ data, controls }: Props) {
  const { go, search, locale } = controls;
  const t = { locale };
  const size = new URLSearchParams(search).get('size') ?? String(EVENT_PAGE_SIZES[0]);
  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(addressOf(new FormData(event.currentTarget).entries()));
  };
  return (
    <section aria-labelledby="admin-events-title">
      <div className="admin-section-head">
        <h2 id="admin-events-title">{admin_tab_events({}, t)}</h2>
        <a className="button" href={localizePath(locale, '/admin-panel#create-event')}>
          {admin_create_event({}, t)}
        </a>
      </div>
      <form className="admin-filters" method="get" action={localizePath(locale, '/admin')} onSubmit={onFilter} role="search">
        <input type="hidden" name="tab" value="events" />
        <label>
          <span>{admin_search({}, t)}</span>
          <input type="search" name="q" defaultValue={data.filters.q} placeholder={admin_event_search_placeholder({}, t)} />
        </label>
        <label>
          <span>{admin_when({}, t)}</span>
          <select name="when" defaultValue={data.filters.when}>
            <option value="upcoming">{admin_when_upcoming({}, t)}</option>
            <option value="past">{admin_when_past({}, t)}</option>
            <option value="all">{admin_when_all({}, t)}</option>
          </select>
        </label>
        <label>
          <span>{admin_per_page({}, t)}</span>
          <select name="size" defaultValue={size}>
            {EVENT_PAGE_SIZES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          {admin_filter({}, t)}
        </button>
      </form>
      <ul className="admin-rows" aria-label={admin_tab_events({}, t)}>
        {data.list.rows.map((event) => (
          <EventRow key={event.id} event={event} controls={controls} />
        ))}
      </ul>
      <Pager list={data.list} search={search} go={go} label={admin_tab_events({}, t)} locale={locale} empty={admin_no_events({}, t)} />
    </section>
  );
}

function EventRow({ event, controls }: { event: AdminEventRow; controls: AdminControls }) {
  const [editing, setEditing] = useState(false);
  const { locale } = controls;
  const t = { locale };
  // People's words (titles, places) stay marked as the English they are; so does a series' rule the server could only give in English.
  const peoples = writtenIn('en', locale);
  const upcoming = event.isActive && new Date(event.startsAt) > new Date();
  return (
    <li className="admin-row">
      <div className="admin-row-main">
        <p>
          <a href={localizePath(locale, `/events/${event.id}`)}>
            <strong lang={peoples}>{event.title}</strong>
          </a>{' '}
          {event.requiresBooking && <span className="badge">{admin_booking_required_badge({}, t)}</span>}{' '}
          {event.isPremium && <span className="badge gold">{admin_members_only({}, t)}</span>}{' '}
          {!event.isActive && <span className="badge muted-badge">{admin_cancelled({}, t)}</span>}
        </p>
        <p className="muted">
          {event.location ? <span lang={peoples}>{event.location}</span> : admin_place_tba({}, t)} ·{' '}
          {eventInstantIn(locale, event.startsAt)} · {formatPriceIn(locale, event.priceCents)}
        </p>
        <p className="muted">
          {admin_seats_taken({ taken: event.seatsTaken, max: event.maxAttendees }, t)}
          {event.business && (
            <>
              {' '}
              · {admin_hosted_by({}, t)} <span translate="no">{event.business.name}</span>
            </>
          )}
        </p>
        {event.repeats && (
          <p className="muted">
            {admin_repeats_label({}, t)} <span lang={event.repeatsTranslated ? undefined : peoples}>{event.repeats}</span>
          </p>
        )}
      </div>
      {upcoming && (
        <div className="admin-row-actions">
          <Disclosure
            summary={editing ? admin_close({}, t) : admin_edit({}, t)}
            label={editing ? undefined : admin_edit_named({ title: event.title }, t)}
            open={editing}
            onToggle={setEditing}
          >
            <EventEditForm event={event} controls={controls} onDone={() => setEditing(false)} />
          </Disclosure>
          <ActionButton
            action={actions.admin.cancelEvent}
            page={controls.page}
            act={controls.act}
            fields={{ eventId: String(event.id) }}
            success={admin_event_cancelled_toast({ title: event.title }, t)}
            confirm={admin_cancel_event_confirm({ title: event.title }, t)}
            variant="danger"
          >
            {admin_cancel_event({}, t)}
          </ActionButton>
          <a className="button secondary" href={localizePath(locale, `/events/${event.id}/check-in`)}>
            {checkin_link({}, t)}
          </a>
        </div>
      )}
      {event.isActive && !upcoming && (
        <div className="admin-row-actions">
          <a className="button secondary" href={localizePath(locale, `/events/${event.id}/check-in`)}>
            {checkin_link({}, t)}
          </a>
        </div>
      )}
    </li>
  );
}

function EventEditForm({ event, controls, onDone }: { event: AdminEventRow; controls: AdminControls; onDone: () => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { locale } = controls;
  const t = { locale };
  const values = event.form;
  const onSubmit = async (submit: FormEvent<HTMLFormElement>) => {
    submit.preventDefault();
    const sent = new FormData(submit.currentTarget);
    // A ticked box sends "on" before its hidden "false"; one value per field goes to the action.
    const fields = Object.fromEntries(
      [...new Set(sent.keys())].map((name) => [name, sent.getAll(name).includes('on') ? 'on' : String(sent.get(name))]),
    );
    const result = await controls.act(actions.admin.updateEvent, fields, admin_event_saved({ title: fields.title }, t));
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
    <form
      className="admin-edit-form"
      method="post"
      action={actionUrl(controls.page, actions.admin.updateEvent)}
      onSubmit={onSubmit}
      aria-label={admin_edit_named({ title: event.title }, t)}
    >
      <input type="hidden" name="eventId" value={event.id} />
      {field('title', admin_field_title({}, t))}
      <label className="wide">
        <span>{admin_field_description({}, t)}</span>
        <textarea name="description" defaultValue={values.description} rows={3} aria-invalid={errors.description ? true : undefined} />
        {errors.description && <span className="field-error">{errors.description}</span>}
      </label>
      {field('date', admin_field_date({}, t), 'date')}
      {field('startTime', admin_field_start_time({}, t), 'time')}
      {field('endTime', admin_field_end_time({}, t), 'time')}
      {field('location', admin_field_location({}, t))}
      {field('price', admin_field_price({}, t))}
      {field('maxCapacity', admin_field_capacity({}, t), 'number')}
      <input type="hidden" name="imageUrl" value={values.imageUrl} />
      <AccessFactsFieldset
        values={values}
        errors={errors}
        idOf={(key) => `admin-event-${event.id}-${key}`}
        unknownLabel={admin_not_stated({}, t)}
        note={admin_access_note({}, t)}
        className="wide"
        locale={locale}
      />
      <label className="check">
        <input type="checkbox" name="requiresBooking" defaultChecked={values.requiresBooking} /> {admin_booking_required({}, t)}
      </label>
      <input type="hidden" name="requiresBooking" value="false" />
      <label className="check">
        <input type="checkbox" name="isPremium" defaultChecked={values.isPremium} /> {admin_members_only_premium({}, t)}
      </label>
      <input type="hidden" name="isPremium" value="false" />
      <button type="submit" className="button">
        {admin_save_event({}, t)}
      </button>
    </form>
  );
}
