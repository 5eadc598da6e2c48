/** The calendar's list: the month's events (or one day's) by day, with time, place, board and price. */
import { groupEventsByDay } from '../../../lib/domain/calendar.ts';
import { formatClockTime, formatEventPrice, formatShortDate } from '../../../lib/domain/event-format.ts';
import type { CalendarEventView } from '../../../lib/views/events.ts';

type Props = {
  listed: CalendarEventView[];
  day: string | null;
  monthLabel: string;
  total: number;
  monthTotal: number;
  /** The whole month's list, when one day is shown. */
  monthHref: string;
};

export default function MonthList({ listed, day, monthLabel, total, monthTotal, monthHref }: Props) {
  const days = groupEventsByDay(listed);
  return (
    <section className="cal-list" aria-labelledby="cal-list">
      <div className="section-head">
        <h2 id="cal-list" tabIndex={-1}>
          {day ? `Events on ${formatShortDate(day)}` : `Events in ${monthLabel}`}
        </h2>
        {day && (
          <a href={monthHref}>
            All of {monthLabel}
          </a>
        )}
      </div>
      {total === 0 ? (
        <p className="cal-empty">{monthTotal === 0 ? 'No Events This Month' : 'No events on this day'}</p>
      ) : (
        <ol className="cal-days">
          {days.map(({ date, events }) => (
            <li key={date} id={`d-${date}`}>
              <h3>{formatShortDate(date)}</h3>
              <ul>
                {events.map((event) => (
                  <li key={event.id}>
                    <time dateTime={event.startsAt}>{formatClockTime(event.startTime)}</time>
                    <div>
                      <a href={`/events/${event.id}`}>{event.title}</a>
                      {event.isPremium && <span className="badge">Premium</span>}
                      <span className="meta">
                        {event.location && <span>{event.location}</span>}
                        {event.boardNumber !== null && <span>CB {event.boardNumber}</span>}
                        <span>{formatEventPrice(event.price)}</span>
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {total > listed.length && (
        <p className="muted">
          Showing the first {listed.length} of {total} events. Choose a board or type, or a day's “more” link, to see the rest.
        </p>
      )}
    </section>
  );
}
