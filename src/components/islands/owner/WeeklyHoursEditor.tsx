/**
 * Opening hours as a weekly grid (decisions): each day closed or open in one or more spans (+ adds
 * a split shift), with "Copy Monday's hours to every day"; the form sends the grid as opening_hours syntax in `openingHours`.
 * Values richer than a grid (holidays, months) are edited as text, with the syntax's example;
 * without JavaScript the text field is all there is. The server validates either way.
 */
import { useState } from 'react';
import { DAY_NAMES, emptyWeek, isValidSpan, openingHoursToWeek, WEEK_DAYS, weekToOpeningHours, type WeekDay, type WeeklyHours } from '../../../lib/domain/weekly-hours.ts';
import { useHydrated } from '../use-hydrated.ts';

type Props = { value: string; error?: string };

export default function WeeklyHoursEditor({ value, error }: Props) {
  const scripted = useHydrated();
  const [week, setWeek] = useState<WeeklyHours | null>(() => (value.trim() === '' ? emptyWeek() : openingHoursToWeek(value)));
  const [text, setText] = useState(value);
  const asText = !scripted || week === null;
  const describedBy = `openingHours-help${error ? ' openingHours-error' : ''}`;

  const setDay = (day: WeekDay, spans: WeeklyHours[WeekDay]) => setWeek((current) => (current ? { ...current, [day]: spans } : current));
  const allClosed = week !== null && WEEK_DAYS.every((day) => week[day].length === 0);
  const sent = asText ? text : allClosed && value.trim() === '' ? '' : weekToOpeningHours(week!);
  const invalid = !asText && WEEK_DAYS.some((day) => week![day].some((span) => !isValidSpan(span)));

  return (
    <fieldset className="owner-hours-editor">
      <legend>Opening hours</legend>
      {asText ? (
        <>
          <input
            id="openingHours"
            name="openingHours"
            aria-label="Opening hours"
            type="text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={255}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            placeholder="Mo-Fr 09:00-17:00, Sa 10:00-14:00"
          />
          <p id="openingHours-help" className="muted">
            OpenStreetMap opening_hours format: days (Mo Tu We Th Fr Sa Su) then times, rules separated by commas, for example
            <code> Mo-Fr 09:00-17:00, Sa 10:00-14:00</code>. Leave empty if you do not list hours.
          </p>
          {scripted && (
            <button type="button" className="button secondary" onClick={() => { setWeek(emptyWeek()); setText(''); }}>
              Use the weekly grid instead (starts empty)
            </button>
          )}
        </>
      ) : (
        <>
          <input type="hidden" name="openingHours" value={sent} />
          <p id="openingHours-help" className="muted">Tick the days you open and set the times, in New York time. A closing time earlier than the opening time runs past midnight.</p>
          <p><button type="button" className="link-button" onClick={() => setWeek((current) => (current ? Object.fromEntries(WEEK_DAYS.map((day) => [day, current.Mo.map((span) => ({ ...span }))])) as WeeklyHours : current))}>Copy Monday's hours to every day</button></p>
          <table className="owner-week" aria-describedby={error ? 'openingHours-error' : 'openingHours-help'}>
            <tbody>
              {WEEK_DAYS.map((day) => {
                const spans = week![day];
                const open = spans.length > 0;
                return (
                  <tr key={day}>
                    <th scope="row"><span className="owner-day-long">{DAY_NAMES[day]}</span><abbr className="owner-day-short" title={DAY_NAMES[day]}>{day}</abbr></th>
                    <td className="owner-day-open">
                      <label className="owner-inline">
                        <input type="checkbox" aria-label={`Open on ${DAY_NAMES[day]}`} checked={open} onChange={(event) => setDay(day, event.target.checked ? [{ open: '09:00', close: '17:00' }] : [])} /> <span aria-hidden="true" className="owner-open-word">Open</span>
                      </label>
                    </td>
                    <td className="owner-spans">
                      {open ? (
                        spans.map((span, index) => (
                          <span key={index} className="owner-span">
                            <input type="time" aria-label={`${DAY_NAMES[day]} opens${index > 0 ? ` (${index + 1})` : ''}`} value={span.open} required onChange={(event) => setDay(day, spans.map((item, at) => (at === index ? { ...item, open: event.target.value } : item)))} />
                            <span aria-hidden="true">–</span>
                            <input type="time" aria-label={`${DAY_NAMES[day]} closes${index > 0 ? ` (${index + 1})` : ''}`} value={span.close === '24:00' ? '00:00' : span.close} required onChange={(event) => setDay(day, spans.map((item, at) => (at === index ? { ...item, close: event.target.value === '00:00' ? '24:00' : event.target.value } : item)))} />
                            {index > 0 ? (
                              <button type="button" className="owner-icon-button" aria-label={`Remove ${DAY_NAMES[day]} hours ${index + 1}`} onClick={() => setDay(day, spans.filter((_, at) => at !== index))}>×</button>
                            ) : (
                              spans.length < 3 && <button type="button" className="owner-icon-button" aria-label={`Add more hours on ${DAY_NAMES[day]}`} title="Add a second opening (split shift)" onClick={() => setDay(day, [...spans, { open: '17:00', close: '22:00' }])}>+</button>
                            )}
                          </span>
                        ))
                      ) : (
                        <span className="muted">Closed</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {invalid && <p className="field-error">Each open day needs an opening and a closing time that differ.</p>}
          <p className="muted owner-preview">Saved as <code>{sent || '(not listed)'}</code></p>
          <button type="button" className="link-button" onClick={() => { setText(sent); setWeek(null); }}>Edit as text (holidays, seasons)</button>
        </>
      )}
      {error && <p id="openingHours-error" className="field-error">{error}</p>}
    </fieldset>
  );
}
