/** What members say, on /premium: recent five-star reviews from the guide's members (first name and initial, and the place). */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export type Testimonial = { quote: string; title: string; author: string; businessId: number; businessName: string };

export async function memberTestimonials(db: Database, limit = 3): Promise<Testimonial[]> {
  const rows = await db.all<{
    title: string;
    comment: string;
    first_name: string | null;
    last_name: string | null;
    business_id: number;
    business_name: string;
  }>(sql`
    select r.title, r.comment, u.first_name, u.last_name, b.id as business_id, b.name as business_name
    from business_reviews r join users u on u.id = r.user_id join businesses b on b.id = r.business_id
    where r.rating = 5 and length(r.comment) between 40 and 240 and b.is_active = 1
    order by r.created_at desc, r.id desc
    limit ${limit}`);
  return rows.map((row) => ({
    quote: row.comment,
    title: row.title,
    author: [row.first_name ?? 'A member', row.last_name ? `${row.last_name[0]}.` : ''].filter(Boolean).join(' '),
    businessId: Number(row.business_id),
    businessName: row.business_name,
  }));
}
