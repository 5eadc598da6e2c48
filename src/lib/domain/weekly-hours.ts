/**
 * Opening hours as a weekly grid, the friendly face of OpenStreetMap's `opening_hours` syntax
 * (decisions: hours are stored structured). The owner edits seven days, each closed or open in
 * one or more spans; this module turns the grid into the syntax and a simple value back into the
 * grid. Pure and small, so the edit form uses it in the browser; validation and "Open now" use
 * the `opening_hours` library on the server (opening-hours.ts).
 *
 * A span that closes at or before it opens runs past midnight ("16:00-01:00"). Values the grid
 * cannot show (months, holidays, sunrise, weeks) parse to null: the form then keeps the text.
 */

export const WEEK_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const DAY_NAMES: Record<WeekDay, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};
const SHORT_NAMES: Record<WeekDay, string> = { Mo: 'Mon', Tu: 'Tue', We: 'Wed', Th: 'Thu', Fr: 'Fri', Sa: 'Sat', Su: 'Sun' };

/** One open span, "HH:MM" each; `close` may be "24:00" or earlier than `open` (past midnight). */
export type Span = { open: string; close: string };
/** Each day's spans, in order; an empty list is closed. */
export type WeeklyHours = Record<WeekDay, Span[]>;

export const emptyWeek = (): WeeklyHours => ({ Mo: [], Tu: [], We: [], Th: [], Fr: [], Sa: [], Su: [] });

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** Whether a span is a valid pair of times that is not empty. */
export const isValidSpan = (span: Span): boolean =>
  TIME.test(span.open) && TIME.test(span.close) && span.open !== span.close && span.open !== '24:00';

const sameSpans = (a: Span[], b: Span[]) =>
  a.length === b.length && a.every((span, index) => span.open === b[index].open && span.close === b[index].close);

/** Consecutive days with the same spans, as "Mo-Fr" or "Sa". */
function dayGroups(week: WeeklyHours): { days: WeekDay[]; spans: Span[] }[] {
  const groups: { days: WeekDay[]; spans: Span[] }[] = [];
  for (const day of WEEK_DAYS) {
    const last = groups.at(-1);
    if (last && sameSpans(last.spans, week[day])) last.days.push(day);
    else groups.push({ days: [day], spans: week[day] });
  }
  return groups;
}

const dayRange = (days: WeekDay[]) => (days.length === 1 ? days[0] : `${days[0]}-${days.at(-1)}`);

/**
 * The grid in opening_hours syntax: "Mo-Fr 07:00-18:00, Sa,Su 08:00-18:00". Rules are joined as
 * additional rules (",") so a span past midnight is not cut off by the next day's rule; days
 * with no span are simply not named (closed). Every day open all day is "24/7"; none is "off".
 */
export function weekToOpeningHours(week: WeeklyHours): string {
  const groups = dayGroups(week).filter((group) => group.spans.length > 0);
  if (groups.length === 0) return 'off';
  if (groups.length === 1 && groups[0].days.length === 7 && sameSpans(groups[0].spans, [{ open: '00:00', close: '24:00' }])) return '24/7';
  return groups.map((group) => `${dayRange(group.days)} ${group.spans.map((span) => `${span.open}-${span.close}`).join(',')}`).join(', ');
}

const DAY = '(?:Mo|Tu|We|Th|Fr|Sa|Su)';
const DAYS = `${DAY}(?:-${DAY})?(?:,${DAY}(?:-${DAY})?)*`;
const SPAN = '\\d\\d:\\d\\d-\\d\\d:\\d\\d';
/** One rule: optional days, then spans or off, then a rule separator or the end. */
const RULE = new RegExp(`\\s*(?:(${DAYS})\\s+)?(${SPAN}(?:,${SPAN})*|off|closed)\\s*([;,]|$)`, 'y');

function expandDays(text: string | undefined): WeekDay[] {
  if (!text) return [...WEEK_DAYS];
  return text.split(',').flatMap((part) => {
    const [from, to = from] = part.split('-') as [WeekDay, WeekDay?];
    const start = WEEK_DAYS.indexOf(from);
    const end = WEEK_DAYS.indexOf(to);
    // A wrapping range ("Fr-Mo") runs through Sunday.
    return end >= start ? WEEK_DAYS.slice(start, end + 1) : [...WEEK_DAYS.slice(start), ...WEEK_DAYS.slice(0, end + 1)];
  });
}

/**
 * The grid a simple value describes, or null when it uses anything the grid cannot show. A rule
 * after ";" replaces its days' spans; after "," it adds to them (the syntax's own meaning).
 */
export function openingHoursToWeek(value: string): WeeklyHours | null {
  const text = value.trim();
  if (text === '24/7') return Object.fromEntries(WEEK_DAYS.map((day) => [day, [{ open: '00:00', close: '24:00' }]])) as WeeklyHours;
  if (text === '') return null;
  const week = emptyWeek();
  RULE.lastIndex = 0;
  let additional = false;
  let previousDays: WeekDay[] = [...WEEK_DAYS];
  let replaced = false;
  while (RULE.lastIndex < text.length) {
    const match = RULE.exec(text);
    if (!match) return null;
    const [, days, times, separator] = match;
    const spans =
      times === 'off' || times === 'closed' ? [] : times.split(',').map((pair) => ({ open: pair.slice(0, 5), close: pair.slice(6) }));
    if (!spans.every(isValidSpan)) return null;
    // A rule without days after "," continues the previous rule's days (as the library reads it).
    const ruleDays = days ? expandDays(days) : additional ? previousDays : [...WEEK_DAYS];
    for (const day of ruleDays) {
      if (!additional && week[day].length > 0) replaced = true;
      week[day] = additional && spans.length > 0 ? [...week[day], ...spans] : spans;
    }
    previousDays = ruleDays;
    additional = separator === ',';
    if (separator === '') break;
  }
  // A ";" rule that replaced a day also cuts off the night before's span past midnight; the grid
  // cannot say that, so such values stay text.
  const pastMidnight = WEEK_DAYS.some((day) => week[day].some((span) => span.close !== '24:00' && span.close <= span.open));
  if (replaced && pastMidnight) return null;
  return week;
}

/** "10:00" as "10 AM", "21:30" as "9:30 PM", "24:00" and "00:00" as "midnight", "12:00" as "noon". */
export function formatClock(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  if ((hours === 0 || hours === 24) && minutes === 0) return 'midnight';
  if (hours === 12 && minutes === 0) return 'noon';
  const suffix = hours < 12 || hours === 24 ? 'AM' : 'PM';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''} ${suffix}`;
}

/** The grid as readable lines, consecutive equal days together: "Mon–Sat: 10 AM–6 PM", "Sun: Closed". */
export function weekLines(week: WeeklyHours): string[] {
  const groups = dayGroups(week);
  if (groups.length === 1 && sameSpans(groups[0].spans, [{ open: '00:00', close: '24:00' }])) return ['Open 24 hours, every day'];
  return groups.map((group) => {
    const days =
      group.days.length === 7
        ? 'Daily'
        : group.days.length === 1
          ? SHORT_NAMES[group.days[0]]
          : `${SHORT_NAMES[group.days[0]]}–${SHORT_NAMES[group.days.at(-1)!]}`;
    const spans =
      group.spans.length === 0
        ? 'Closed'
        : group.spans
            .map((span) =>
              span.open === '00:00' && span.close === '24:00' ? 'Open 24 hours' : `${formatClock(span.open)}–${formatClock(span.close)}`,
            )
            .join(', ');
    return `${days}: ${spans}`;
  });
}
