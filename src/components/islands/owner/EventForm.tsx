/**
 * The Create Event form (spec 02 section 5) and, prefilled, the edit form of one event: title,
 * description and date required, times, location (the business's address when empty), price as
 * text ("$25 per person"), capacity (default 50), booking required and members-only (default on),
 * and the event's own accessibility facts (Not stated: the venue's apply). A new event may repeat
 * (decision 020); editing changes one date of a series only.
 */
import { useState } from 'react';
import { actions } from 'astro:actions';
import { UNKNOWN_ACCESS, factAnswers } from '#lib/domain/accessibility.ts';
import type { OwnerEventFormValues } from '#lib/domain/owner-event-form.ts';
import { REFUND_DAY_CHOICES } from '#lib/domain/refund-policy.ts';
import { actionUrl } from '#lib/site/action-url.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { OWNER_EVENT_DEFAULTS, OWNER_EVENT_LIMITS as L } from '#lib/schemas/owner-events-messages.ts';
import {
  organiser_access_note,
  organiser_booking_required_check,
  organiser_create_event,
  organiser_error,
  organiser_field_capacity,
  organiser_field_date,
  organiser_field_description,
  organiser_field_end,
  organiser_field_image,
  organiser_field_location,
  organiser_field_price,
  organiser_field_refunds,
  organiser_field_opens_to_all,
  organiser_opens_to_all_hint,
  organiser_refunds_none,
  organiser_refunds_until_start,
  organiser_refunds_days,
  organiser_refunds_hint,
  organiser_field_start,
  organiser_field_title,
  organiser_location_placeholder,
  organiser_msg_created,
  organiser_msg_failed,
  organiser_msg_updated,
  organiser_not_stated,
  organiser_premium_only_check,
  organiser_price_placeholder,
  organiser_save_event,
  organiser_saving,
  organiser_series_note,
  organiser_success,
} from '#paraglide/messages.js';
import AccessFactsFieldset from '../forms/AccessFactsFieldset.tsx';
import RepeatsField from '../forms/RepeatsField.tsx';
import { ticketing_price_from_types } from '#paraglide/messages.js';
import { useActionForm } from './use-action-form.ts';
import type { PostedForm } from './dashboard-inputs.ts';
import RepeatsNote from './RepeatsNote.tsx';

type Props = {
  businessId: number;
  page: string;
  /** The event being edited, or absent to create one. */
  eventId?: number;
  values?: OwnerEventFormValues;
  /** The rule of the series the edited event is a date of, in the event page's words. */
  repeats?: string | null;
  /** Set when that rule is in the page's words (Spanish or French); otherwise it is the English original. */
  repeatsTranslated?: boolean;
  today: string;
  onDone: () => void;
  /** A refused plain post of this form: what was typed and why. */
  posted?: PostedForm | null;
  /** The event has ticket types: its price is the lowest type's ("$25.00", "Free"), set there (issue 33). */
  priceFromTypes?: string | null;
  locale?: Locale;
};

const EMPTY: OwnerEventFormValues = {
  title: '',
  description: '',
  date: '',
  startTime: '',
  endTime: '',
  location: '',
  price: '',
  refundDaysBefore: 'none',
  opensToAll: '',
  maxCapacity: String(OWNER_EVENT_DEFAULTS.maxCapacity),
  requiresBooking: true,
  isPremium: true,
  imageUrl: '',
  ...factAnswers(UNKNOWN_ACCESS),
};

export default function EventForm({
  businessId,
  page,
  eventId,
  values: saved = EMPTY,
  repeats,
  repeatsTranslated = false,
  today,
  onDone,
  posted,
  priceFromTypes = null,
  locale = 'en',
}: Props) {
  const t = { locale };
  const editing = eventId !== undefined;
  const typed = posted?.values ?? {};
  const values: OwnerEventFormValues = posted
    ? {
        ...saved,
        ...Object.fromEntries(
          Object.entries(typed).filter(([key]) => key in saved && typeof saved[key as keyof OwnerEventFormValues] === 'string'),
        ),
        requiresBooking: typed.requiresBooking === 'on',
        isPremium: typed.isPremium === 'on',
      }
    : saved;
  // The Repeats choices are worded for the date chosen ("Every week on Wednesday").
  const [date, setDate] = useState(values.date);
  const form = useActionForm<unknown>({
    send: (body) => (editing ? actions.owner.updateEvent(body) : actions.owner.createEvent(body)),
    success: { title: organiser_success({}, t), description: editing ? organiser_msg_updated({}, t) : organiser_msg_created({}, t) },
    failure: { title: organiser_error({}, t), description: organiser_msg_failed({}, t) },
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
  const message = (name: string) =>
    errors[name] && (
      <p id={`${id(name)}-error`} className="field-error">
        {errors[name]}
      </p>
    );

  return (
    <form
      method="post"
      action={actionUrl(page, editing ? 'owner.updateEvent' : 'owner.createEvent')}
      className="owner-event-form"
      onSubmit={form.onSubmit}
      noValidate
    >
      <input type="hidden" name="businessId" value={businessId} />
      {editing && <input type="hidden" name="eventId" value={eventId} />}
      <input type="hidden" name="next" value={page} />
      {errors.form && (
        <p className="notice" role="alert">
          {errors.form}
        </p>
      )}
      <div className="field">
        <label htmlFor={id('title')}>{organiser_field_title({}, t)}</label>
        <input id={id('title')} name="title" defaultValue={values.title} maxLength={L.title} required {...invalid('title')} />
        {message('title')}
      </div>
      <div className="field">
        <label htmlFor={id('description')}>{organiser_field_description({}, t)}</label>
        <textarea
          id={id('description')}
          name="description"
          defaultValue={values.description}
          maxLength={L.description}
          rows={3}
          required
          {...invalid('description')}
        />
        {message('description')}
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={id('date')}>{organiser_field_date({}, t)}</label>
          <input
            id={id('date')}
            name="date"
            type="date"
            min={today}
            defaultValue={values.date}
            onChange={(change) => setDate(change.currentTarget.value)}
            required
            {...invalid('date')}
          />
          {message('date')}
        </div>
        <div className="field">
          <label htmlFor={id('startTime')}>{organiser_field_start({}, t)}</label>
          <input id={id('startTime')} name="startTime" type="time" defaultValue={values.startTime} {...invalid('startTime')} />
          {message('startTime')}
        </div>
        <div className="field">
          <label htmlFor={id('endTime')}>{organiser_field_end({}, t)}</label>
          <input id={id('endTime')} name="endTime" type="time" defaultValue={values.endTime} {...invalid('endTime')} />
          {message('endTime')}
        </div>
      </div>
      {editing ? (
        repeats && (
          <p className="muted owner-series-note">
            <RepeatsNote
              locale={locale}
              rule={repeats}
              english={!repeatsTranslated}
              render={(part) => organiser_series_note({ rule: part }, t)}
            />
          </p>
        )
      ) : (
        <RepeatsField date={date} repeats={typed.repeats} until={typed.repeatsUntil} errors={errors} idOf={id} locale={locale} />
      )}
      <div className="field-row">
        <div className="field">
          <label htmlFor={id('location')}>{organiser_field_location({}, t)}</label>
          <input
            id={id('location')}
            name="location"
            defaultValue={values.location}
            maxLength={L.location}
            placeholder={organiser_location_placeholder({}, t)}
            {...invalid('location')}
          />
          {message('location')}
        </div>
        <div className="field">
          <label htmlFor={id('price')}>{organiser_field_price({}, t)}</label>
          <input
            id={id('price')}
            name="price"
            defaultValue={values.price}
            maxLength={L.price}
            placeholder={organiser_price_placeholder({}, t)}
            readOnly={priceFromTypes !== null}
            {...invalid('price')}
            {...(priceFromTypes !== null ? { 'aria-describedby': id('price-hint') } : {})}
          />
          {priceFromTypes !== null && (
            <p id={id('price-hint')} className="field-hint">
              {ticketing_price_from_types({ price: priceFromTypes }, t)}
            </p>
          )}
          {message('price')}
        </div>
        <div className="field">
          <label htmlFor={id('refundDaysBefore')}>{organiser_field_refunds({}, t)}</label>
          <select
            id={id('refundDaysBefore')}
            name="refundDaysBefore"
            defaultValue={values.refundDaysBefore}
            aria-describedby={id('refundDaysBefore-hint')}
            {...invalid('refundDaysBefore')}
          >
            <option value="none">{organiser_refunds_none({}, t)}</option>
            {REFUND_DAY_CHOICES.map((days) => (
              <option key={days} value={String(days)}>
                {days === 0 ? organiser_refunds_until_start({}, t) : organiser_refunds_days({ days }, t)}
              </option>
            ))}
          </select>
          <p className="muted field-hint" id={id('refundDaysBefore-hint')}>
            {organiser_refunds_hint({}, t)}
          </p>
          {message('refundDaysBefore')}
        </div>
        <div className="field">
          <label htmlFor={id('opensToAll')}>{organiser_field_opens_to_all({}, t)}</label>
          <input
            id={id('opensToAll')}
            name="opensToAll"
            type="date"
            defaultValue={values.opensToAll}
            aria-describedby={id('opensToAll-hint')}
            {...invalid('opensToAll')}
          />
          <p className="muted field-hint" id={id('opensToAll-hint')}>
            {organiser_opens_to_all_hint({}, t)}
          </p>
          {message('opensToAll')}
        </div>
        <div className="field">
          <label htmlFor={id('maxCapacity')}>{organiser_field_capacity({}, t)}</label>
          <input
            id={id('maxCapacity')}
            name="maxCapacity"
            type="number"
            min={1}
            max={L.maxCapacity}
            step={1}
            inputMode="numeric"
            defaultValue={values.maxCapacity}
            required
            {...invalid('maxCapacity')}
          />
          {message('maxCapacity')}
        </div>
      </div>
      <div className="field">
        <label htmlFor={id('imageUrl')}>{organiser_field_image({}, t)}</label>
        <input
          id={id('imageUrl')}
          name="imageUrl"
          type="text"
          inputMode="url"
          defaultValue={values.imageUrl}
          maxLength={L.imageUrl}
          {...invalid('imageUrl')}
        />
        {message('imageUrl')}
      </div>
      <AccessFactsFieldset
        values={values}
        errors={errors}
        idOf={id}
        unknownLabel={organiser_not_stated({}, t)}
        note={organiser_access_note({}, t)}
        locale={locale}
      />
      <div className="owner-checks">
        {/* An unchecked box sends nothing: the hidden "false" after it says so (a checked box's "on" comes first). */}
        <label className="check">
          <input type="checkbox" name="requiresBooking" defaultChecked={values.requiresBooking} /> {organiser_booking_required_check({}, t)}
        </label>
        <input type="hidden" name="requiresBooking" value="false" />
        <label className="check">
          <input type="checkbox" name="isPremium" defaultChecked={values.isPremium} /> {organiser_premium_only_check({}, t)}
        </label>
        <input type="hidden" name="isPremium" value="false" />
      </div>
      <p className="owner-form-actions">
        <button className="button" type="submit" disabled={form.sending}>
          {form.sending ? organiser_saving({}, t) : editing ? organiser_save_event({}, t) : organiser_create_event({}, t)}
        </button>
      </p>
    </form>
  );
}
