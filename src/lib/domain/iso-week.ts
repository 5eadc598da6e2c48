/** The ISO 8601 week of an instant, in UTC: "2026-W48" (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeekOf(instant: Date): string {
  const day = new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  // The Thursday of this week decides the year the week belongs to.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}
