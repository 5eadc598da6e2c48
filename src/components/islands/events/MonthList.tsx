/** The calendar's list: the month's events (or one day's) by day, with time, place, board and price. */
import { groupEventsByDay } from '#lib/domain/calendar.ts';
import { clockTimeIn, shortDateIn } from '#lib/i18n/localized/events.ts';
import { buyerEventPriceIn } from '#lib/i18n/localized/guide-fee.ts';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';
import type { CalendarEventView } from '#lib/views/events.ts';
import {
  badge_premium,
  community_board_short,
  events_all_of_month,
  events_in_month,
  events_none_day,
  events_none_month,
  events_on_day,
  events_showing_first,
} from '#paraglide/messages.js';

type Props = {
  locale: Locale;
  listed: CalendarEventView[];
  day: string | null;
  monthLabel: string;
  total: number;
  monthTotal: number;
  /** The whole month's list, when one day is shown. */
  monthHref: string;
};

export default function MonthList({ locale, listed, day, monthLabel, total, monthTotal, monthHref }: Props) {
  const t = { locale };
  const days = groupEventsByDay(listed);
  const title = writtenIn('en', locale);
  return (
    <section className="cal-list" aria-labelledby="cal-list">
      <div className="section-head">
        <h2 id="cal-list" tabIndex={-1}>
          {day ? events_on_day({ date: shortDateIn(locale, day) }, t) : events_in_month({ month: monthLabel }, t)}
        </h2>
        {day && <a href={monthHref}>{events_all_of_month({ month: monthLabel }, t)}</a>}
      </div>
      {total === 0 ? (
        <p className="cal-empty">{monthTotal === 0 ? events_none_month({}, t) : events_none_day({}, t)}</p>
      ) : (
        <ol className="cal-days">
          {days.map(({ date, events }) => (
            <li key={date} id={`d-${date}`}>
              <h3>{shortDateIn(locale, date)}</h3>
              <ul>
                {events.map((event) => (
                  <li key={event.id}>
                    <time dateTime={event.startsAt}>{clockTimeIn(locale, event.startTime)}</time>
                    <div>
                      <a href={localizePath(locale, `/events/${event.id}`)} lang={event.translated?.title ? undefined : title}>
                        {event.translated?.title ?? event.title}
                      </a>
                      {event.isPremium && <span className="badge">{badge_premium({}, t)}</span>}
                      <span className="meta">
                        {event.location && <span translate="no">{event.location}</span>}
                        {event.boardNumber !== null && <span>{community_board_short({ number: event.boardNumber }, t)}</span>}
                        <span>{buyerEventPriceIn(locale, event)}</span>
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {total > listed.length && <p className="muted">{events_showing_first({ shown: listed.length, total }, t)}</p>}
    </section>
  );
}
