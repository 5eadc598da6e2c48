/**
 * The planner's preferences (spec 02, trip planner): duration, interests, budget, group size and a
 * start date, as a plain GET form whose address is the plan. Generate stays disabled until a
 * duration and at least one interest are chosen; without JavaScript the server explains what is
 * missing instead.
 */
import { useRef, type SubmitEvent } from 'react';
import { BUDGETS, DURATIONS, GROUP_SIZES, INTERESTS } from '#lib/domain/trip-planner/choices.ts';
import { parseTripQuery, type TripQuery } from '#lib/domain/trip-planner/address.ts';
import { useHydrated } from '../use-hydrated.ts';
import { formFields, useEarlyInput } from '../use-early-input.ts';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import {
  budgetLabel,
  budgetRange,
  durationHint,
  durationLabel,
  groupLabel,
  interestLabel,
  type TripErrors,
} from '#lib/i18n/localized/trip.ts';
import {
  trip_budget,
  trip_duration,
  trip_form_errors,
  trip_form_title,
  trip_generate,
  trip_generate_hint,
  trip_generating,
  trip_group,
  trip_interests,
  trip_interests_hint,
  trip_start,
} from '#paraglide/messages.js';
import './trip-form.css';
import '../../../styles/forms.css';

export type TripValues = TripQuery['values'];

type Props = {
  locale: Locale;
  values: TripValues;
  /** Each field's message, in the page's language. */
  errors: TripErrors;
  /** Today in New York: the earliest start the date picker offers. */
  today: string;
  busy: boolean;
  onChange: (values: TripValues) => void;
  onSubmit: (values: TripValues) => void;
};

export default function TripPreferencesForm({ locale, values, errors, today, busy, onChange, onSubmit }: Props) {
  const ready = values.duration !== null && values.interests.length > 0;
  // Until the island runs, Generate works as a plain submit (the server names what is missing).
  const scripted = useHydrated();
  const errorId = (field: string) => `trip-${field}-error`;
  const describedBy = (field: keyof TripErrors) => (errors[field] ? errorId(field) : undefined);
  const hasErrors = Object.keys(errors).length > 0;
  const set = (patch: Partial<TripValues>) => onChange({ ...values, ...patch });
  const toggleInterest = (id: TripValues['interests'][number], on: boolean) =>
    set({
      interests: INTERESTS.map((interest) => interest.id).filter((candidate) =>
        candidate === id ? on : values.interests.includes(candidate),
      ),
    });
  // Choices made before the island ran are the island's from the start.
  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form, (element) => onChange(parseTripQuery(formFields(element), today).values));
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ready && !busy) onSubmit(values);
  };

  return (
    <form
      ref={form}
      id="trip-form"
      className="trip-form form-card"
      method="get"
      action={localizePath(locale, '/trip-planner#plan')}
      noValidate
      aria-labelledby="trip-form-title"
      onSubmit={submit}
    >
      <h2 id="trip-form-title">{trip_form_title({}, { locale })}</h2>
      {hasErrors && (
        <div className="notice notice-error" role="alert">
          <strong>{trip_form_errors({}, { locale })}</strong>
          <ul>
            {Object.entries(errors).map(([field, message]) => (
              <li key={field}>
                <a href={`#trip-${field}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      )}

      <fieldset id="trip-duration" className="field" aria-describedby={describedBy('duration')}>
        <legend>{trip_duration({}, { locale })}</legend>
        <div className="trip-choices">
          {DURATIONS.map((duration) => (
            <label key={duration.id} className="trip-choice">
              <input
                type="radio"
                name="duration"
                value={duration.id}
                checked={values.duration === duration.id}
                onChange={() => set({ duration: duration.id })}
              />
              <span>
                <strong>{durationLabel(locale, duration.id)}</strong>
                <small>{durationHint(locale, duration.id)}</small>
              </span>
            </label>
          ))}
        </div>
        {errors.duration && (
          <p className="field-error" id={errorId('duration')}>
            {errors.duration}
          </p>
        )}
      </fieldset>

      <fieldset id="trip-interests" className="field" aria-describedby={describedBy('interests')}>
        <legend>
          {trip_interests({}, { locale })} <span className="field-hint">{trip_interests_hint({}, { locale })}</span>
        </legend>
        <div className="trip-choices interests">
          {INTERESTS.map((interest) => (
            <label key={interest.id} className="trip-choice">
              <input
                type="checkbox"
                name="interests"
                value={interest.id}
                checked={values.interests.includes(interest.id)}
                onChange={(event) => toggleInterest(interest.id, event.target.checked)}
              />
              <span>
                <strong>{interestLabel(locale, interest.id)}</strong>
              </span>
            </label>
          ))}
        </div>
        {errors.interests && (
          <p className="field-error" id={errorId('interests')}>
            {errors.interests}
          </p>
        )}
      </fieldset>

      <div className="field-row">
        <div className="field">
          <label htmlFor="trip-budget">{trip_budget({}, { locale })}</label>
          <select
            id="trip-budget"
            name="budget"
            value={values.budget}
            onChange={(event) => set({ budget: event.target.value as TripValues['budget'] })}
          >
            {BUDGETS.map((budget) => (
              <option key={budget.id} value={budget.id}>
                {budgetLabel(locale, budget.id)} ({budgetRange(locale, budget.id)})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="trip-group">{trip_group({}, { locale })}</label>
          <select
            id="trip-group"
            name="group"
            value={values.groupSize}
            onChange={(event) => set({ groupSize: event.target.value as TripValues['groupSize'] })}
          >
            {GROUP_SIZES.map((group) => (
              <option key={group.id} value={group.id}>
                {groupLabel(locale, group.id)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="field">
        <label htmlFor="trip-start">{trip_start({}, { locale })}</label>
        <input
          id="trip-start"
          type="date"
          name="start"
          value={values.start}
          min={today}
          aria-invalid={errors.start ? 'true' : undefined}
          aria-describedby={describedBy('start')}
          onChange={(event) => set({ start: event.target.value })}
        />
        {errors.start && (
          <p className="field-error" id={errorId('start')}>
            {errors.start}
          </p>
        )}
      </div>

      <p id="trip-generate-hint" className="field-hint" hidden={scripted && ready}>
        {trip_generate_hint({}, { locale })}
      </p>
      <button className="button trip-generate" type="submit" disabled={scripted && (!ready || busy)} aria-describedby="trip-generate-hint">
        {busy ? trip_generating({}, { locale }) : trip_generate({}, { locale })}
      </button>
    </form>
  );
}
