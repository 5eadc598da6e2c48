/** The bell's count, as a subquery: read with the session in the same statement (auth/session.ts). */
import { sql, type SQLWrapper } from 'drizzle-orm';
import { pushNotifications } from '#db/schema.ts';

/** Unread notifications in a member's centre (a subquery on `userId`, for one statement with others). */
export function unreadCountSql(userId: SQLWrapper | number) {
  return sql<number>`(select count(*) from ${pushNotifications} n where n.user_id = ${userId} and n.status = 'sent' and n.is_read = 0)`.mapWith(
    Number,
  );
}
