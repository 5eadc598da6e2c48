/**
 * The audit log: every admin action, with who did it, what, to which record, when, and the
 * record's fields before and after. The entry is written in the same batch as the change, so a
 * change is never without its entry (and a refused change leaves none).
 */
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { auditLog, users } from '#db/schema.ts';
import type { Database } from '../db/client.ts';

export type AuditEntry = {
  actorId: number;
  /** domain.verb: "business.update", "user.suspend", "claim.approve". */
  action: string;
  subjectType: string;
  subjectId: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Only what changed: the fields of `after` that differ from `before`, with their old values. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = before[key] instanceof Date ? (before[key] as Date).toISOString() : before[key];
    const next = value instanceof Date ? value.toISOString() : value;
    if (JSON.stringify(old) !== JSON.stringify(next)) {
      was[key] = old ?? null;
      now[key] = next ?? null;
    }
  }
  return { before: was, after: now };
}

/** The insert of one entry, to put in the batch of the change it records. */
export function auditStatement(db: Database, entry: AuditEntry) {
  return db.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}

/**
 * The insert of one entry that only happens when `condition` holds after the statements before it
 * in the batch (the guarded write went through), so a refused change leaves no entry.
 */
export function auditStatementIf(db: Database, entry: AuditEntry, condition: SQL) {
  const json = (value: Record<string, unknown> | null | undefined) => (value ? JSON.stringify(value) : null);
  return db.run(sql`
    insert into ${auditLog} (actor_id, action, subject_type, subject_id, before, after)
    select ${entry.actorId}, ${entry.action}, ${entry.subjectType}, ${entry.subjectId}, ${json(entry.before)}, ${json(entry.after)}
    where ${condition}`);
}

/** Writes one entry on its own (when the change was a single statement already run). */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await auditStatement(db, entry);
}

/** The newest entries with the admin's name, for the dashboard's Overview. */
export function listAuditEntries(db: Database, { limit = 20, offset = 0 } = {}) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      subjectType: auditLog.subjectType,
      subjectId: auditLog.subjectId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      actor: sql<string | null>`coalesce(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), ${users.email})`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}
