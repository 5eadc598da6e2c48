/**
 * What the monthly neighborhood guide says (issue 35), read from the data once per run: each
 * community board with its events of the coming month and the businesses new in it, and which
 * boards each member's favorites are in (every board for a member with no favorites).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The coming month the guide covers, and how far back a business counts as new. */
export const GUIDE_SPAN_DAYS = 31;
/** Events and new businesses listed per board. */
export const GUIDE_ITEMS_PER_BOARD = 5;

export type GuideEvent = { id: number; title: string; startsAt: Date; place: string | null };
export type GuideBusiness = { id: number; name: string; category: { id: number; name: string } | null };
export type GuideBoard = { id: number; name: string; slug: string; events: GuideEvent[]; newBusinesses: GuideBusiness[] };

/** Every board in order, with its events of the next GUIDE_SPAN_DAYS (soonest first) and its businesses added in the last GUIDE_SPAN_DAYS (newest first). */
export async function listGuideBoards(db: Database, now: Date): Promise<GuideBoard[]> {
  const from = now.getTime();
  const [boards, events, added] = await Promise.all([
    db.all<{ id: number; name: string; slug: string }>(sql`select id, name, slug from community_boards order by number, id`),
    db.all<{ id: number; title: string; starts_at: number; place: string | null; board_id: number }>(sql`
      select id, title, starts_at, place, board_id from (
        select e.id, e.title, e.starts_at, coalesce(b.name, e.location) as place, coalesce(e.community_board_id, b.community_board_id) as board_id,
          row_number() over (partition by coalesce(e.community_board_id, b.community_board_id) order by e.starts_at, e.id) as rank
        from events e left join businesses b on b.id = e.business_id
        where e.is_active = 1 and e.starts_at >= ${from} and e.starts_at < ${from + GUIDE_SPAN_DAYS * DAY_MS}
          and (e.business_id is null or b.is_active = 1)
      ) where rank <= ${GUIDE_ITEMS_PER_BOARD} and board_id is not null
      order by starts_at, id`),
    db.all<{ id: number; name: string; category_id: number | null; category: string | null; board_id: number }>(sql`
      select id, name, category_id, category, board_id from (
        select b.id, b.name, c.id as category_id, c.name as category, b.community_board_id as board_id,
          row_number() over (partition by b.community_board_id order by b.created_at desc, b.id desc) as rank
        from businesses b left join business_categories c on c.id = b.category_id
        where b.is_active = 1 and b.created_at > ${from - GUIDE_SPAN_DAYS * DAY_MS} and b.created_at <= ${from}
      ) where rank <= ${GUIDE_ITEMS_PER_BOARD}
      order by rank`),
  ]);
  return boards.map((board) => ({
    id: Number(board.id),
    name: board.name,
    slug: board.slug,
    events: events
      .filter((event) => Number(event.board_id) === Number(board.id))
      .map((event) => ({ id: Number(event.id), title: event.title, startsAt: new Date(Number(event.starts_at)), place: event.place })),
    newBusinesses: added
      .filter((business) => Number(business.board_id) === Number(board.id))
      .map((business) => ({
        id: Number(business.id),
        name: business.name,
        category: business.category_id === null ? null : { id: Number(business.category_id), name: business.category ?? '' },
      })),
  }));
}

/** The boards of each member's favorite businesses (active ones), in one query; a member absent from the map has none. */
export async function favoriteBoardsOf(db: Database, userIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const boards = new Map<number, Set<number>>();
  if (userIds.length === 0) return boards;
  const rows = await db.all<{ user_id: number; board_id: number }>(sql`
    select distinct f.user_id, b.community_board_id as board_id
    from user_favorites f join businesses b on b.id = f.business_id
    where b.is_active = 1 and f.user_id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  for (const row of rows) {
    const userId = Number(row.user_id);
    boards.set(userId, (boards.get(userId) ?? new Set()).add(Number(row.board_id)));
  }
  return boards;
}

/** The boards a member's guide is about: their favorites' boards, or all of them when they have none. */
export function boardsForMember(
  all: readonly GuideBoard[],
  favorites: ReadonlySet<number> | undefined,
): { boards: GuideBoard[]; fromFavorites: boolean } {
  const chosen = favorites && favorites.size > 0 ? all.filter((board) => favorites.has(board.id)) : [];
  return chosen.length > 0 ? { boards: chosen, fromFavorites: true } : { boards: [...all], fromFavorites: false };
}
