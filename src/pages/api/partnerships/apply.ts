/**
 * POST /api/partnerships/apply: a partner program application as JSON, with the same rules,
 * messages, limit and service as the /partner-program form's action. 201 {id}; 400 {message, errors}; 429 when
 * one address sends too many. Cross-site writes are refused by the middleware before this runs.
 */
import { apiRoute, apiWrite, json, jsonError } from '#lib/server/api/http.ts';
import { apiLocaleOf } from '#lib/server/api/api-locale.ts';
import { readBody } from '#lib/server/api/body.ts';
import { getDb } from '#lib/server/db/client.ts';
import { clientIp } from '#lib/server/http/forms.ts';
import { applyForPartnership, PARTNERSHIP_LIMIT } from '#lib/server/inboxes/partnerships.ts';
import { listCommunityBoards } from '#lib/server/reference/boards.ts';
import { PARTNERSHIP_MESSAGES } from '#lib/domain/partnership.ts';
import { validatePartnershipApplication } from '#lib/schemas/inboxes.ts';
import { limitAttempt, limitKey, TOO_MANY_ATTEMPTS } from '#lib/server/security/rate-limit.ts';
import { HttpError } from '#lib/server/http/errors.ts';

export const POST = apiWrite('nothing public', async (context) => {
  // Every attempt counts, under the same key as the form's action, before any other work.
  if (await limitAttempt([limitKey(PARTNERSHIP_LIMIT, { ip: clientIp(context) })], PARTNERSHIP_LIMIT.limit))
    throw new HttpError(429, TOO_MANY_ATTEMPTS);
  const { values } = await readBody(context.request);
  const db = getDb();
  const boards = await listCommunityBoards(db);
  const result = validatePartnershipApplication(
    values,
    boards.map((board) => board.id),
    apiLocaleOf(context.request, context.url),
  );
  if (!result.ok) return jsonError(400, PARTNERSHIP_MESSAGES.failed, { errors: result.errors });
  const id = await applyForPartnership(db, result.application, { boards, submittedBy: context.locals?.user?.id ?? null });
  return json({ id, message: PARTNERSHIP_MESSAGES.success }, { status: 201 });
});

/** Any other method: a JSON 405 naming the one that works. */
export const ALL = apiRoute(({ request }) =>
  json({ message: `Use POST to send an application (not ${request.method})` }, { status: 405, headers: { allow: 'POST' } }),
);
