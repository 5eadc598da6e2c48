/**
 * The scheduled job's reminders (issue 17): each confirmed registration of an event that starts in
 * 24 to 48 hours gets one notification, due 24 hours before the start ("Tomorrow: ..."), once
 * (dedupe key `reminder:event:ID`). Delivery, quiet hours included, is deliver.ts's work.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { recipientLanguagesIn } from '../mail/recipient-language.ts';
import { notificationStatement } from './notify.ts';
import { eventReminderText } from './texts.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Registrations reminded per run: a run costs one page of them; the next run takes the rest. */
const REMINDERS_PER_RUN = 500;

/** Stores the reminders now due to be created; returns how many were new. */
export async function createEventReminders(db: Database, now: Date): Promise<number> {
  const nowMs = now.getTime();
  const rows = await db.all<{ user_id: number; event_id: number; title: string; starts_at: number }>(sql`
    select r.user_id, e.id as event_id, e.title, e.starts_at
    from event_registrations r join events e on e.id = r.event_id
    where r.status = 'confirmed' and e.is_active = 1
      and e.starts_at > ${nowMs + 24 * HOUR_MS} and e.starts_at <= ${nowMs + 48 * HOUR_MS}
      and not exists (select 1 from push_notifications n where n.user_id = r.user_id and n.dedupe_key = 'reminder:event:' || e.id)
    order by e.starts_at, r.id
    limit ${REMINDERS_PER_RUN}`);
  if (rows.length === 0) return 0;
  const languageOf = await recipientLanguagesIn(
    db,
    rows.map((row) => Number(row.user_id)),
  );
  const statements = rows.map((row) => {
    const userId = Number(row.user_id);
    const startsAt = new Date(Number(row.starts_at));
    const said = eventReminderText(languageOf(userId), { id: Number(row.event_id), title: row.title, startsAt });
    return notificationStatement(
      db,
      {
        userId,
        kind: 'event_reminder',
        ...said,
        dueAt: new Date(startsAt.getTime() - 24 * HOUR_MS),
        dedupeKey: `reminder:event:${row.event_id}`,
      },
      now,
    );
  });
  await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
  return rows.length;
}
