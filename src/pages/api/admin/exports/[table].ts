/**
 * GET /api/admin/exports/{table} (Export Data): businesses, events, registrations, users,
 * donations or payments as a CSV download, streamed a page of rows at a time (by keyset, so time is
 * linear in rows and memory flat), gzipped on the way when the client takes it. Admins whose role
 * holds the table's capability; 401 signed out, 403 otherwise, 404 for an unknown table. The column
 * headers are in the language of the page the download was started from (?lang=es or fr, decision 024).
 */
import { languageParamOf } from '#lib/i18n/language-param.ts';
import { csvHeaderIn } from '#lib/i18n/localized/exports.ts';
import { apiRoute, jsonError } from '#lib/server/api/http.ts';
import { requireRole } from '#lib/server/auth/guards.ts';
import { requireCapability } from '#lib/server/auth/permissions.ts';
import { recordAudit } from '#lib/server/admin/audit.ts';
import { csvStream } from '#lib/server/admin/exports/csv-stream.ts';
import { EXPORT_TABLES } from '#lib/server/admin/exports/export-tables.ts';
import { getDb } from '#lib/server/db/client.ts';
import { toNewYorkParts } from '#lib/domain/time.ts';
import { streamedResponse } from '#lib/server/http/gzip-stream.ts';

export const GET = apiRoute(async (context) => {
  requireRole(context, 'admin');
  const name = context.params.table ?? '';
  const table = Object.hasOwn(EXPORT_TABLES, name) ? EXPORT_TABLES[name] : null;
  if (!table)
    return jsonError(
      404,
      `There is no export called "${name.slice(0, 40)}". Choose businesses, events, registrations, users, donations or payments.`,
    );
  const user = requireCapability(context, table.capability);
  const db = getDb();
  await recordAudit(db, { actorId: user.id, action: 'export.download', subjectType: 'export', subjectId: null, after: { table: name } });
  const day = toNewYorkParts(new Date()).date;
  return streamedResponse(
    context.request,
    csvStream(csvHeaderIn(languageParamOf(context.url), table.header), (afterId, limit) => table.read(db, afterId, limit)),
    {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="harlem-guide-${name}-${day}.csv"`,
      'cache-control': 'private, no-store',
    },
  );
});
