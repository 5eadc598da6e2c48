/**
 * Opening hours as a weekly grid (decisions): each day closed or open in one or more spans (+ adds
 * a split shift), with "Copy Monday's hours to every day"; the form sends the grid as opening_hours syntax in `openingHours`.
 * Values richer than a grid (holidays, months) are edited as text, with the syntax's example;
 * without JavaScript the text field is all there is. The server validates either way.
 */
import { useRef, useState } from 'react';
import {
  emptyWeek,
  isValidSpan,
  openingHoursToWeek,
  WEEK_DAYS,
  weekToOpeningHours,
  type WeekDay,
  type WeeklyHours,
} from '#lib/domain/weekly-hours.ts';
import { useHydrated } from '../use-hydrated.ts';
import { formFields, useEarlyInput } from '../use-early-input.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { dayNamesIn } from '#lib/i18n/localized/owner.ts';
import {
  owner_add_hours,
  owner_add_hours_title,
  owner_closed,
  owner_copy_monday,
  owner_day_closes,
  owner_day_opens,
  owner_edit_as_text,
  owner_grid_help,
  owner_hours_format_after,
  owner_hours_format_before,
  owner_not_listed_paren,
  owner_open_on,
  owner_open_word,
  owner_opening_hours,
  owner_remove_hours,
  owner_saved_as,
  owner_spans_invalid,
  owner_use_grid,
} from '#paraglide/messages.js';

type Props = { value: string; error?: string; locale?: Locale };

export default function WeeklyHoursEditor({ value, error, locale = 'en' }: Props) {
  const t = { locale };
  const scripted = useHydrated();
  const [week, setWeek] = useState<WeeklyHours | null>(() => (value.trim() === '' ? emptyWeek() : openingHoursToWeek(value)));
  const [text, setText] = useState(value);
  // No hours listed (rather than closed every day) while the grid is left empty.
  const [unlisted, setUnlisted] = useState(value.trim() === '');
  // Hours typed before the editor ran are the ones it edits (as a grid when they fit one); emptied, none are listed.
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useEarlyInput(fieldset, (element) => {
    const typed = formFields(element).get('openingHours') ?? '';
    setText(typed);
    setUnlisted(typed.trim() === '');
    setWeek(typed.trim() === '' ? emptyWeek() : openingHoursToWeek(typed));
  });
  const asText = !scripted || week === null;
  const describedBy = `openingHours-help${error ? ' openingHours-error' : ''}`;

  const setDay = (day: WeekDay, spans: WeeklyHours[WeekDay]) => setWeek((current) => (current ? { ...current, [day]: spans } : current));
  const allClosed = week !== null && WEEK_DAYS.every((day) => week[day].length === 0);
  const sent = asText ? text : allClosed && unlisted ? '' : weekToOpeningHours(week!);
  const invalid = !asText && WEEK_DAYS.some((day) => week![day].some((span) => !isValidSpan(span)));

  return (
    <fieldset ref={fieldset} className="owner-hours-editor">
      <legend>{owner_opening_hours({}, t)}</legend>
      {asText ? (
        <>
          <input
            id="openingHours"
            name="openingHours"
            aria-label={owner_opening_hours({}, t)}
            type="text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={255}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            placeholder="Mo-Fr 09:00-17:00, Sa 10:00-14:00"
          />
          <p id="openingHours-help" className="muted">
            {owner_hours_format_before({}, t)}
            <code> Mo-Fr 09:00-17:00, Sa 10:00-14:00</code>
            {owner_hours_format_after({}, t)}
          </p>
          {scripted && (
            <button
              type="button"
              className="button secondary"
              onClick={() => {
                setWeek(emptyWeek());
                setText('');
              }}
            >
              {owner_use_grid({}, t)}
            </button>
          )}
        </>
      ) : (
        <>
          {/* Its own element, not the text field turned hidden: a field typed in keeps that text as its value. */}
          <input key="grid" type="hidden" name="openingHours" value={sent} />
          <p id="openingHours-help" className="muted">
            {owner_grid_help({}, t)}
          </p>
          <p>
            <button
              type="button"
              className="link-button"
              onClick={() =>
                setWeek((current) =>
                  current
                    ? (Object.fromEntries(WEEK_DAYS.map((day) => [day, current.Mo.map((span) => ({ ...span }))])) as WeeklyHours)
                    : current,
                )
              }
            >
              {owner_copy_monday({}, t)}
            </button>
          </p>
          <table className="owner-week" aria-describedby={error ? 'openingHours-error' : 'openingHours-help'}>
            <tbody>
              {WEEK_DAYS.map((day) => {
                const spans = week![day];
                const names = dayNamesIn(locale, day);
                const named = { day: names.inSentence };
                const open = spans.length > 0;
                return (
                  <tr key={day}>
                    <th scope="row">
                      <span className="owner-day-long">{names.heading}</span>
                      <abbr className="owner-day-short" title={names.heading}>
                        {names.short}
                      </abbr>
                    </th>
                    <td className="owner-day-open">
                      <label className="owner-inline">
                        <input
                          type="checkbox"
                          aria-label={owner_open_on(named, t)}
                          checked={open}
                          onChange={(event) => setDay(day, event.target.checked ? [{ open: '09:00', close: '17:00' }] : [])}
                        />{' '}
                        <span aria-hidden="true" className="owner-open-word">
                          {owner_open_word({}, t)}
                        </span>
                      </label>
                    </td>
                    <td className="owner-spans">
                      {open ? (
                        spans.map((span, index) => (
                          <span key={index} className="owner-span">
                            <input
                              type="time"
                              aria-label={`${owner_day_opens(named, t)}${index > 0 ? ` (${index + 1})` : ''}`}
                              value={span.open}
                              required
                              onChange={(event) =>
                                setDay(
                                  day,
                                  spans.map((item, at) => (at === index ? { ...item, open: event.target.value } : item)),
                                )
                              }
                            />
                            <span aria-hidden="true">–</span>
                            <input
                              type="time"
                              aria-label={`${owner_day_closes(named, t)}${index > 0 ? ` (${index + 1})` : ''}`}
                              value={span.close === '24:00' ? '00:00' : span.close}
                              required
                              onChange={(event) =>
                                setDay(
                                  day,
                                  spans.map((item, at) =>
                                    at === index ? { ...item, close: event.target.value === '00:00' ? '24:00' : event.target.value } : item,
                                  ),
                                )
                              }
                            />
                            {index > 0 ? (
                              <button
                                type="button"
                                className="owner-icon-button"
                                aria-label={owner_remove_hours({ ...named, number: index + 1 }, t)}
                                onClick={() =>
                                  setDay(
                                    day,
                                    spans.filter((_, at) => at !== index),
                                  )
                                }
                              >
                                ×
                              </button>
                            ) : (
                              spans.length < 3 && (
                                <button
                                  type="button"
                                  className="owner-icon-button"
                                  aria-label={owner_add_hours(named, t)}
                                  title={owner_add_hours_title({}, t)}
                                  onClick={() => setDay(day, [...spans, { open: '17:00', close: '22:00' }])}
                                >
                                  +
                                </button>
                              )
                            )}
                          </span>
                        ))
                      ) : (
                        <span className="muted">{owner_closed({}, t)}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {invalid && <p className="field-error">{owner_spans_invalid({}, t)}</p>}
          <p className="muted owner-preview">
            {owner_saved_as({}, t)} <code>{sent || owner_not_listed_paren({}, t)}</code>
          </p>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setText(sent);
              setWeek(null);
            }}
          >
            {owner_edit_as_text({}, t)}
          </button>
        </>
      )}
      {error && (
        <p id="openingHours-error" className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
