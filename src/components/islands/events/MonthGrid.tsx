/** The month grid (spec 01 section 2.4): Sunday to Saturday, up to three events a day and "+N more". */
import type { MonthGrid as Grid } from '../../../lib/domain/calendar.ts';
import { formatClockTime, formatShortDate } from '../../../lib/domain/event-format.ts';
import type { CalendarEventView } from '../../../lib/views/events.ts';

const WEEKDAYS = [['Sun', 'Sunday'], ['Mon', 'Monday'], ['Tue', 'Tuesday'], ['Wed', 'Wednesday'], ['Thu', 'Thursday'], ['Fri', 'Friday'], ['Sat', 'Saturday']] as const;

type Props = {
  grid: Grid<CalendarEventView>;
  monthLabel: string;
  /** Where a day's "+N more" leads: its place in the list below, or the list of that day alone. */
  dayHref: (date: string) => string;
};

export default function MonthGrid({ grid, monthLabel, dayHref }: Props) {
  return (
    <table className="cal">
      <caption className="visually-hidden">Events in {monthLabel}, New York time</caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
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
              <td key={day.date} className={[!day.inMonth && 'cal-out', day.isToday && 'cal-today'].filter(Boolean).join(' ') || undefined} aria-current={day.isToday ? 'date' : undefined}>
                <span className="cal-n">{day.day}</span>
                {day.events.map((event) => (
                  <a key={event.id} className={event.isPremium ? 'cal-ev cal-p' : 'cal-ev'} href={`/events/${event.id}`}>
                    <span className="cal-t">{formatClockTime(event.startTime)} </span>
                    {event.title}
                  </a>
                ))}
                {day.more > 0 && (
                  <a className="cal-more" href={dayHref(day.date)} aria-label={`${day.more} more events on ${formatShortDate(day.date)}`}>
                    +{day.more} more
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
