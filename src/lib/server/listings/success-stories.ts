/**
 * Success stories on the listing plans page, from data: businesses with a paid listing running
 * now, with their plan, rating, reviews and how many members saved them. Nothing is written by hand.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export type SuccessStory = {
  id: number;
  name: string;
  category: string;
  categorySlug: string;
  planName: string;
  rating: number | null;
  reviews: number;
  favorites: number;
  premiumSince: Date;
};

export async function listingSuccessStories(db: Database, limit = 3, now = new Date()): Promise<SuccessStory[]> {
  const nowMs = now.getTime();
  const rows = await db.all<{
    id: number;
    name: string;
    category: string;
    category_slug: string;
    plan_name: string;
    rating: number | null;
    reviews: number;
    favorites: number;
    since: number;
  }>(sql`
    select b.id, b.name, c.name as category, c.slug as category_slug,
      (select l.name from business_listing_payments p join listing_plans l on l.id = p.listing_plan_id
        where p.business_id = b.id and p.status = 'paid' order by p.expires_at desc limit 1) as plan_name,
      (select round(avg(r.rating), 1) from business_reviews r where r.business_id = b.id) as rating,
      (select count(*) from business_reviews r where r.business_id = b.id) as reviews,
      (select count(*) from user_favorites f where f.business_id = b.id) as favorites,
      (select min(p.paid_at) from business_listing_payments p where p.business_id = b.id and p.status in ('paid', 'expired')) as since
    from businesses b join business_categories c on c.id = b.category_id
    where b.is_active = 1 and coalesce(b.listing_expires_at, 0) > ${nowMs}
    order by b.listing_priority desc, reviews desc, b.name
    limit ${limit}`);
  return rows
    .filter((row) => row.plan_name && row.since)
    .map((row) => ({
      id: Number(row.id),
      name: row.name,
      category: row.category,
      categorySlug: row.category_slug,
      planName: row.plan_name,
      rating: row.rating === null ? null : Number(row.rating),
      reviews: Number(row.reviews),
      favorites: Number(row.favorites),
      premiumSince: new Date(Number(row.since)),
    }));
}
