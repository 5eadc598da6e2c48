/** The month grid (spec 01 section 2.4): Sunday to Saturday, up to three events a day (two in a crowded month) and "+N more". */
import type { MonthGrid as Grid } from '#lib/domain/calendar.ts';
import { clockTimeIn, shortDateIn, weekdayNamesIn } from '#lib/i18n/localized/events.ts';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';
import type { CalendarEventView } from '#lib/views/events.ts';
import { events_grid_caption, events_more, events_more_label } from '#paraglide/messages.js';

type Props = {
  locale: Locale;
  grid: Grid<CalendarEventView>;
  monthLabel: string;
  /** Where a day's "+N more" leads: its place in the list below, or the list of that day alone. */
  dayHref: (date: string) => string;
};

export default function MonthGrid({ locale, grid, monthLabel, dayHref }: Props) {
  const t = { locale };
  // Month and weekday names from Intl in Spanish and French; the guide's own in English.
  const weekdays = weekdayNamesIn(locale);
  const title = writtenIn('en', locale);
  return (
    <table className="cal">
      <caption className="visually-hidden">{events_grid_caption({ month: monthLabel }, t)}</caption>
      <thead>
        <tr>
          {weekdays.map(([short, long]) => (
            <th key={short} scope="col">
              <abbr title={long}>{short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.weeks.map((week) => (
          <tr key={week[0].date}>
            {week.map((day) => (
              <td
                key={day.date}
                className={[!day.inMonth && 'cal-out', day.isToday && 'cal-today'].filter(Boolean).join(' ') || undefined}
                aria-current={day.isToday ? 'date' : undefined}
              >
                <span className="cal-n">{day.day}</span>
                {day.events.map((event) => (
                  <a
                    key={event.id}
                    className={event.isPremium ? 'cal-ev cal-p' : 'cal-ev'}
                    href={localizePath(locale, `/events/${event.id}`)}
                  >
                    <span className="cal-t">{clockTimeIn(locale, event.startTime)} </span>
                    <span lang={event.translated?.title ? undefined : title}>{event.translated?.title ?? event.title}</span>
                  </a>
                ))}
                {day.more > 0 && (
                  <a
                    className="cal-more"
                    href={dayHref(day.date)}
                    aria-label={events_more_label({ count: day.more, date: shortDateIn(locale, day.date) }, t)}
                  >
                    {events_more({ count: day.more }, t)}
                  </a>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
