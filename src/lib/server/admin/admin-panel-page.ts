/** What /admin-panel shows: the boards and categories of its create forms, and owners' translations waiting for review. */
import type { AstroGlobal } from 'astro';
import { getDb } from '../db/client.ts';
import { categoriesQuery, communityBoardsQuery } from '../reference/boards.ts';
import { pendingTranslations, type PendingTranslation } from '../translations/content-translations.ts';

export type AdminPanelPage = {
  boards: Awaited<ReturnType<typeof communityBoardsQuery>>;
  categories: Awaited<ReturnType<typeof categoriesQuery>>;
  pending: PendingTranslation[];
};

/** The admin panel's data (call after requirePageRole(Astro, 'admin')). */
export async function loadAdminPanelPage(_context: Pick<AstroGlobal, 'locals'>): Promise<AdminPanelPage> {
  const db = getDb();
  const [[boards, categories], pending] = await Promise.all([
    db.batch([communityBoardsQuery(db), categoriesQuery(db)]),
    pendingTranslations(db),
  ]);
  return { boards, categories, pending };
}
