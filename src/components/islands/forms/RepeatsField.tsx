/**
 * A new event's Repeats choice and its optional last date (lib/domain/repeat-choices.ts), the
 * choices worded for the chosen first date as the event page words a rule ("Every week on
 * Wednesday"). Without a date (or without JavaScript, until the page knows one) they read in
 * general words; the server checks every choice. Drawn in islands and in Astro pages.
 */
import type { Locale } from '#lib/i18n/locales.ts';
import { repeatLabelIn } from '#lib/i18n/localized/media.ts';
import { latestRepeatUntil, REPEAT_CHOICES } from '#lib/domain/repeat-choices.ts';
import { media_repeat_until, media_repeat_until_hint, media_repeats } from '#paraglide/messages.js';
import { addDays, isCalendarDate } from '#lib/domain/time.ts';

type Props = {
  /** The event's (first) date as typed, YYYY-MM-DD or empty. */
  date: string;
  repeats?: string;
  until?: string;
  errors?: Readonly<Record<string, string | undefined>>;
  /** A field's id, unique on the page. */
  idOf?: (name: 'repeats' | 'repeatsUntil') => string;
  /** The page's language (English when not given). */
  locale?: Locale;
};

export default function RepeatsField({ date, repeats = 'none', until = '', errors = {}, idOf = (name) => name, locale = 'en' }: Props) {
  const t = { locale };
  const dated = isCalendarDate(date);
  const ids = { repeats: idOf('repeats'), until: idOf('repeatsUntil') };
  const describedBy = (id: string, error: string | undefined, hint?: string) =>
    [hint, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field-row repeats-field">
      <div className="field">
        <label htmlFor={ids.repeats}>{media_repeats({}, t)}</label>
        <select
          id={ids.repeats}
          name="repeats"
          defaultValue={repeats}
          aria-invalid={errors.repeats ? true : undefined}
          aria-describedby={describedBy(ids.repeats, errors.repeats)}
        >
          {REPEAT_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {repeatLabelIn(locale, choice, date)}
            </option>
          ))}
        </select>
        {errors.repeats && (
          <p id={`${ids.repeats}-error`} className="field-error">
            {errors.repeats}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={ids.until}>{media_repeat_until({}, t)}</label>
        <input
          id={ids.until}
          name="repeatsUntil"
          type="date"
          defaultValue={until}
          min={dated ? addDays(date, 1) : undefined}
          max={dated ? latestRepeatUntil(date) : undefined}
          aria-invalid={errors.repeatsUntil ? true : undefined}
          aria-describedby={describedBy(ids.until, errors.repeatsUntil, `${ids.until}-hint`)}
        />
        <p id={`${ids.until}-hint`} className="field-hint">
          {media_repeat_until_hint({}, t)}
        </p>
        {errors.repeatsUntil && (
          <p id={`${ids.until}-error`} className="field-error">
            {errors.repeatsUntil}
          </p>
        )}
      </div>
    </div>
  );
}
