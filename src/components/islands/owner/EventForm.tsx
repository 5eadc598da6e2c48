/**
 * The Create Event form (spec 02 section 5) and, prefilled, the edit form of one event: title,
 * description and date required, times, location (the business's address when empty), price as
 * text ("$25 per person"), capacity (default 50), booking required and members-only (default on),
 * and the event's own accessibility facts (Not stated: the venue's apply). A new event may repeat
 * (decision 020); editing changes one date of a series only.
 */
import { useState } from 'react';
import { actions } from 'astro:actions';
import { UNKNOWN_ACCESS, factAnswers } from '../../../lib/domain/accessibility.ts';
import type { OwnerEventFormValues } from '../../../lib/domain/owner-event-form.ts';
import { actionUrl } from '../../../lib/site/action-url.ts';
import { OWNER_EVENT_DEFAULTS, OWNER_EVENT_LIMITS as L, OWNER_EVENT_MESSAGES as M } from '../../../lib/schemas/owner-events-messages.ts';
import AccessFactsFieldset from '../forms/AccessFactsFieldset.tsx';
import RepeatsField from '../forms/RepeatsField.tsx';
import { useActionForm } from './use-action-form.ts';
import type { PostedForm } from './BusinessDashboard.tsx';

type Props = {
  businessId: number;
  page: string;
  /** The event being edited, or absent to create one. */
  eventId?: number;
  values?: OwnerEventFormValues;
  /** The rule of the series the edited event is a date of, in the event page's words. */
  repeats?: string | null;
  today: string;
  onDone: () => void;
  /** A refused plain post of this form: what was typed and why. */
  posted?: PostedForm | null;
};

const EMPTY: OwnerEventFormValues = { title: '', description: '', date: '', startTime: '', endTime: '', location: '', price: '', maxCapacity: String(OWNER_EVENT_DEFAULTS.maxCapacity), requiresBooking: true, isPremium: true, imageUrl: '', ...factAnswers(UNKNOWN_ACCESS) };

export default function EventForm({ businessId, page, eventId, values: saved = EMPTY, repeats, today, onDone, posted }: Props) {
  const editing = eventId !== undefined;
  const typed = posted?.values ?? {};
  const values: OwnerEventFormValues = posted
    ? { ...saved, ...Object.fromEntries(Object.entries(typed).filter(([key]) => key in saved && typeof saved[key as keyof OwnerEventFormValues] === 'string')), requiresBooking: typed.requiresBooking === 'on', isPremium: typed.isPremium === 'on' }
    : saved;
  // The Repeats choices are worded for the date chosen ("Every week on Wednesday").
  const [date, setDate] = useState(values.date);
  const form = useActionForm<unknown>({
    send: (body) => (editing ? actions.owner.updateEvent(body) : actions.owner.createEvent(body)),
    success: { title: 'Success', description: editing ? M.updated : M.created },
    failure: { title: 'Error', description: M.failed },
    onDone: (_data, element) => {
      if (!editing) {
        element.reset();
        setDate(values.date);
      }
      onDone();
    },
    initialErrors: posted?.errors,
  });
  const { errors } = form;
  const id = (name: string) => `${editing ? `event-${eventId}` : 'new-event'}-${name}`;
  const invalid = (name: string) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${id(name)}-error` } : {});
  const message = (name: string) => errors[name] && <p id={`${id(name)}-error`} className="field-error">{errors[name]}</p>;

  return (
    <form method="post" action={actionUrl(page, editing ? 'owner.updateEvent' : 'owner.createEvent')} className="owner-event-form" onSubmit={form.onSubmit} noValidate>
      <input type="hidden" name="businessId" value={businessId} />
      {editing && <input type="hidden" name="eventId" value={eventId} />}
      <input type="hidden" name="next" value={page} />
      {errors.form && <p className="notice" role="alert">{errors.form}</p>}
      <div className="field">
        <label htmlFor={id('title')}>Event title *</label>
        <input id={id('title')} name="title" defaultValue={values.title} maxLength={L.title} required {...invalid('title')} />
        {message('title')}
      </div>
      <div className="field">
        <label htmlFor={id('description')}>Description *</label>
        <textarea id={id('description')} name="description" defaultValue={values.description} maxLength={L.description} rows={3} required {...invalid('description')} />
        {message('description')}
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={id('date')}>Date *</label>
          <input id={id('date')} name="date" type="date" min={today} defaultValue={values.date} onChange={(change) => setDate(change.currentTarget.value)} required {...invalid('date')} />
          {message('date')}
        </div>
        <div className="field">
          <label htmlFor={id('startTime')}>Start time</label>
          <input id={id('startTime')} name="startTime" type="time" defaultValue={values.startTime} {...invalid('startTime')} />
          {message('startTime')}
        </div>
        <div className="field">
          <label htmlFor={id('endTime')}>End time</label>
          <input id={id('endTime')} name="endTime" type="time" defaultValue={values.endTime} {...invalid('endTime')} />
          {message('endTime')}
        </div>
      </div>
      {editing ? (
        repeats && <p className="muted owner-series-note">{`Repeats: ${repeats}. Changes here apply to this date only.`}</p>
      ) : (
        <RepeatsField date={date} repeats={typed.repeats} until={typed.repeatsUntil} errors={errors} idOf={id} />
      )}
      <div className="field-row">
        <div className="field">
          <label htmlFor={id('location')}>Location</label>
          <input id={id('location')} name="location" defaultValue={values.location} maxLength={L.location} placeholder="Your business's address" {...invalid('location')} />
          {message('location')}
        </div>
        <div className="field">
          <label htmlFor={id('price')}>Price</label>
          <input id={id('price')} name="price" defaultValue={values.price} maxLength={L.price} placeholder="$50 per person, or empty for free" {...invalid('price')} />
          {message('price')}
        </div>
        <div className="field">
          <label htmlFor={id('maxCapacity')}>Maximum capacity *</label>
          <input id={id('maxCapacity')} name="maxCapacity" type="number" min={1} max={L.maxCapacity} step={1} inputMode="numeric" defaultValue={values.maxCapacity} required {...invalid('maxCapacity')} />
          {message('maxCapacity')}
        </div>
      </div>
      <div className="field">
        <label htmlFor={id('imageUrl')}>Image URL</label>
        <input id={id('imageUrl')} name="imageUrl" type="text" inputMode="url" defaultValue={values.imageUrl} maxLength={L.imageUrl} {...invalid('imageUrl')} />
        {message('imageUrl')}
      </div>
      <AccessFactsFieldset values={values} errors={errors} idOf={id} unknownLabel="Not stated" note="Not stated shows your venue's own facts. Answer where this event differs, like another room or a standing show." />
      <div className="owner-checks">
        {/* An unchecked box sends nothing: the hidden "false" after it says so (a checked box's "on" comes first). */}
        <label className="check"><input type="checkbox" name="requiresBooking" defaultChecked={values.requiresBooking} /> Booking required (guests register for a seat)</label>
        <input type="hidden" name="requiresBooking" value="false" />
        <label className="check"><input type="checkbox" name="isPremium" defaultChecked={values.isPremium} /> Premium members only</label>
        <input type="hidden" name="isPremium" value="false" />
      </div>
      <p className="owner-form-actions">
        <button className="button" type="submit" disabled={form.sending}>{form.sending ? 'Saving…' : editing ? 'Save event' : 'Create Event'}</button>
      </p>
    </form>
  );
}
