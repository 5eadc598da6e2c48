import { getDb } from '#lib/server/db/client.ts';
import { apiRoute, publicJson } from '#lib/server/api/http.ts';
import { listCommunityBoards } from '#lib/server/reference/boards.ts';

export const GET = apiRoute(async () => publicJson(await listCommunityBoards(getDb())));
