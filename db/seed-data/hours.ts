/**
 * The seed's hours, written as people write them ("Mon-Sat: 10am-6pm\nSun: Closed"), turned into
 * opening_hours syntax for the structured column and notes for the rest. A line of days and one
 * span becomes part of the value (a label before the days, "Box office Mon-Sat: ...", or a remark
 * after the span, "(brunch until 3pm)", keeps the line in the notes too); "Front desk: 24 hours" is 24/7; any other line is a note.
 */
import { emptyWeek, weekToOpeningHours, WEEK_DAYS, type WeekDay } from '#lib/domain/weekly-hours.ts';

const DAY_WORDS: Record<string, WeekDay> = { mon: 'Mo', tue: 'Tu', wed: 'We', thu: 'Th', fri: 'Fr', sat: 'Sa', sun: 'Su' };
const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const CLOCK = '(?:noon|midnight|\\d{1,2}(?::\\d\\d)?(?:am|pm))';
const LINE = new RegExp(`^(?:([A-Za-z ]+?) )?(Daily|${DAY}(?:-${DAY})?): (Closed|(${CLOCK})-(${CLOCK}))( \\(.+\\))?$`);

/** "6:30am" as "06:30", "noon" as "12:00", "midnight" as "24:00" (a closing time). */
function clock(text: string): string {
  if (text === 'noon') return '12:00';
  if (text === 'midnight') return '24:00';
  const [, hour, minute = '00', half] = /^(\d{1,2})(?::(\d\d))?(am|pm)$/.exec(text)!;
  const hours = (Number(hour) % 12) + (half === 'pm' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${minute}`;
}

function days(text: string): WeekDay[] {
  if (text === 'Daily') return [...WEEK_DAYS];
  const [from, to = from] = text.split('-').map((word) => DAY_WORDS[word.toLowerCase()]);
  const start = WEEK_DAYS.indexOf(from);
  const end = WEEK_DAYS.indexOf(to);
  // "Thu-Mon" runs through Sunday.
  return end >= start ? WEEK_DAYS.slice(start, end + 1) : [...WEEK_DAYS.slice(start), ...WEEK_DAYS.slice(0, end + 1)];
}

export function convertSeedHours(text: string): { openingHours: string | null; hours: string | null } {
  const week = emptyWeek();
  const notes: string[] = [];
  let structured = false;
  for (const line of text.split('\n')) {
    if (/^Front desk: 24 hours$/.test(line)) {
      for (const day of WEEK_DAYS) week[day] = [{ open: '00:00', close: '24:00' }];
      structured = true;
      continue;
    }
    const match = LINE.exec(line);
    if (!match) {
      notes.push(line);
      continue;
    }
    const [, label, dayText, , open, close, remark] = match;
    if (label || remark) notes.push(line);
    for (const day of days(dayText)) week[day] = open ? [{ open: clock(open), close: clock(close) }] : [];
    structured = true;
  }
  return { openingHours: structured ? weekToOpeningHours(week) : null, hours: notes.length > 0 ? notes.join('\n') : null };
}
