/** GET /api/messages: the signed-in person's own messages, sent or received, newest first (never anyone else's). 401 signed out. */
import { apiRoute, json } from '#lib/server/api/http.ts';
import { requireUser } from '#lib/server/auth/guards.ts';
import { getDb } from '#lib/server/db/client.ts';
import { ownMessages } from '#lib/server/messages/messages.ts';

export const GET = apiRoute(async (context) => {
  const user = requireUser(context);
  return json(await ownMessages(getDb(), user.id), { headers: { 'cache-control': 'private, no-store' } });
});
