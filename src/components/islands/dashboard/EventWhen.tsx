/** An event's day and times in a dashboard list, in New York time. */
import { formatLongDate, formatTimeRange } from '../../../lib/domain/event-format.ts';
import type { DashboardEvent } from '../../../lib/views/dashboard.ts';

export default function EventWhen({ event }: { event: Pick<DashboardEvent, 'startsAt' | 'date' | 'startTime' | 'endTime'> }) {
  return (
    <p className="dash-event-when">
      <time dateTime={event.startsAt}>{formatLongDate(event.date)}</time>
      <span aria-hidden="true"> · </span>
      {formatTimeRange(event.startTime, event.endTime)}
      <span className="visually-hidden"> New York time</span>
    </p>
  );
}
