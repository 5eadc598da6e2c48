/** An event's day and times in a dashboard list, in New York time. */
import type { Locale } from '#lib/i18n/locales.ts';
import { longDateIn, timeRangeIn } from '#lib/i18n/format.ts';
import type { DashboardEvent } from '#lib/views/dashboard.ts';
import { dashboard_new_york_time } from '#paraglide/messages.js';

export default function EventWhen({
  event,
  locale,
}: {
  event: Pick<DashboardEvent, 'startsAt' | 'date' | 'startTime' | 'endTime'>;
  locale: Locale;
}) {
  return (
    <p className="dash-event-when">
      <time dateTime={event.startsAt}>{longDateIn(locale, event.date)}</time>
      <span aria-hidden="true"> · </span>
      {timeRangeIn(locale, event.startTime, event.endTime)}
      <span className="visually-hidden">{` ${dashboard_new_york_time({}, { locale })}`}</span>
    </p>
  );
}
