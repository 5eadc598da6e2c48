import { getDb } from '../../lib/server/db/client.ts';
import { apiRoute, json } from '../../lib/server/api/http.ts';
import { listCategories } from '../../lib/server/queries/boards.ts';

export const GET = apiRoute(async () => json(await listCategories(getDb())));
