/**
 * What members say, on /premium: recent five-star reviews from the guide's members, one per member
 * and never the same words twice, each with the member's first name, the place and its
 * neighborhood; a seeded demo review says so.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export type Testimonial = {
  quote: string;
  title: string;
  /** The member's first name only (null when they gave none). */
  author: string | null;
  businessId: number;
  businessName: string;
  /** The neighborhood (community board) of the place reviewed. */
  neighborhood: string;
  /** Written by the seed's demo data. */
  demo: boolean;
};

export async function memberTestimonials(db: Database, limit = 3): Promise<Testimonial[]> {
  // Each member's latest qualifying review; a few spare rows in case two members wrote the same words.
  const rows = await db.all<{
    title: string;
    comment: string;
    first_name: string | null;
    business_id: number;
    business_name: string;
    neighborhood: string;
    is_demo: number;
  }>(sql`
    select title, comment, first_name, business_id, business_name, neighborhood, is_demo from (
      select r.title, r.comment, r.is_demo, r.created_at, r.id, u.first_name, b.id as business_id, b.name as business_name,
        cb.name as neighborhood, row_number() over (partition by r.user_id order by r.created_at desc, r.id desc) as nth
      from business_reviews r
        join users u on u.id = r.user_id
        join businesses b on b.id = r.business_id
        join community_boards cb on cb.id = b.community_board_id
      where r.rating = 5 and r.hidden_at is null and length(r.comment) between 40 and 240 and b.is_active = 1 and u.suspended_at is null
    )
    where nth = 1
    order by created_at desc, id desc
    limit ${limit * 3}`);
  const seen = new Set<string>();
  return rows
    .filter((row) => !seen.has(row.comment.trim().toLowerCase()) && seen.add(row.comment.trim().toLowerCase()))
    .slice(0, limit)
    .map((row) => ({
      quote: row.comment,
      title: row.title,
      author: row.first_name?.trim() || null,
      businessId: Number(row.business_id),
      businessName: row.business_name,
      neighborhood: row.neighborhood,
      demo: Boolean(row.is_demo),
    }));
}
