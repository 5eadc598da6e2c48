/**
 * POST /api/partnerships/apply: a partner program application as JSON (or a form post), with the
 * same rules and messages as the /partner-program form. 201 {id}; 400 {message, errors}; 429 when
 * one address sends too many. Cross-site writes are refused by the middleware before this runs.
 */
import { apiRoute, json, jsonError } from '../../../lib/server/api/http';
import { readBody } from '../../../lib/server/api/body';
import { getDb } from '../../../lib/server/db/client';
import { clientIp } from '../../../lib/server/http/forms';
import { applyForPartnership, listBoardChoices } from '../../../lib/server/inboxes/partnerships';
import { PARTNERSHIP_MESSAGES } from '../../../lib/domain/partnership';
import { TOO_MANY_ATTEMPTS } from '../../../lib/server/security/rate-limit';

export const POST = apiRoute(async (context) => {
  const { values } = await readBody(context.request);
  const db = getDb();
  const boards = await listBoardChoices(db);
  const result = await applyForPartnership(db, values, { ip: clientIp(context), boards, submittedBy: context.locals?.user?.id ?? null });
  if (result.status === 'limited') return jsonError(429, TOO_MANY_ATTEMPTS);
  if (result.status === 'invalid') return jsonError(400, PARTNERSHIP_MESSAGES.failed, { errors: result.errors });
  return json({ id: result.id, message: PARTNERSHIP_MESSAGES.success }, { status: 201 });
});

/** Any other method: a JSON 405 naming the one that works. */
export const ALL = apiRoute(({ request }) =>
  json({ message: `Use POST to send an application (not ${request.method})` }, { status: 405, headers: { allow: 'POST' } }),
);
