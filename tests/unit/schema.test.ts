import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useFreshDatabase } from '../helpers/database.ts';

// Section 3 of the accounts spec: every table the product stores, plus the decisions' additions.
const CATALOGUE = [
  'users', 'sessions', 'community_boards', 'business_categories', 'businesses', 'events', 'user_favorites',
  'event_registrations', 'business_reviews', 'business_videos', 'messages', 'subscription_plans',
  'business_listing_payments', 'business_uploads', 'loyalty_points', 'loyalty_transactions', 'loyalty_rewards',
  'tickets', 'partnership_plans', 'advertisements', 'translations', 'user_language_preferences', 'ar_tours',
  'ar_points', 'user_ar_progress', 'push_notifications', 'notification_preferences', 'partnership_applications',
  'properties', 'property_inquiries', 'membership_tiers', 'donations', 'festival_events', 'sponsorship_inquiries',
  'blog_posts', 'blog_categories', 'business_photos', 'cms_permissions',
];
const DECISIONS = ['listing_plans', 'stripe_events', 'mail_outbox', 'contact_messages', 'newsletter_subscriptions'];

describe('migrated schema', async () => {
  const { db } = await useFreshDatabase();
  const tables = (await db.all<{ name: string }>(sql`select name from sqlite_master where type = 'table'`)).map((row) => row.name);
  const columns = async (table: string) =>
    (await db.all<{ name: string }>(sql.raw(`select name from pragma_table_info('${table}')`))).map((row) => row.name);

  it('has every table of the stored-entity catalogue and the decisions', () => {
    for (const table of [...CATALOGUE, ...DECISIONS]) expect(tables, table).toContain(table);
  });

  it('stores money in cents and places with coordinates', async () => {
    expect(await columns('events')).toEqual(expect.arrayContaining(['price_cents', 'starts_at', 'latitude', 'longitude', 'max_attendees', 'requires_booking']));
    expect(await columns('businesses')).toEqual(expect.arrayContaining(['latitude', 'longitude', 'listing_priority', 'listing_expires_at']));
    expect(await columns('business_categories')).toContain('slug');
    expect(await columns('event_registrations')).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'email', 'phone', 'emergency_contact', 'emergency_phone', 'special_requests']),
    );
  });

  it('refuses duplicates the data forbids', async () => {
    await db.run(sql`insert into users (email) values ('a@example.com')`);
    await expect(db.run(sql`insert into users (email) values ('a@example.com')`)).rejects.toThrow();
    await db.run(sql`insert into community_boards (id, number, name, slug) values (10, 10, 'Central Harlem', 'central-harlem')`);
    await db.run(sql`insert into business_categories (id, name, slug) values (1, 'Restaurants', 'restaurants')`);
    await expect(db.run(sql`insert into business_categories (name, slug) values ('Food', 'restaurants')`)).rejects.toThrow();
    await db.run(sql`insert into businesses (id, name, address, community_board_id, category_id) values (1, 'Cafe', '1 W 125th St', 10, 1)`);
    await db.run(sql`insert into user_favorites (user_id, business_id) values (1, 1)`);
    await expect(db.run(sql`insert into user_favorites (user_id, business_id) values (1, 1)`)).rejects.toThrow();
    await db.run(sql`insert into business_reviews (user_id, business_id, rating, title) values (1, 1, 5, 'Great')`);
    await expect(db.run(sql`insert into business_reviews (user_id, business_id, rating, title) values (1, 1, 4, 'Again')`)).rejects.toThrow();
  });

  it('enforces foreign keys and cascades a deleted business to its favorites', async () => {
    await expect(db.run(sql`insert into businesses (name, address, community_board_id, category_id) values ('X', 'Y', 99, 1)`)).rejects.toThrow();
    await db.run(sql`delete from businesses where id = 1`);
    const [{ n }] = await db.all<{ n: number }>(sql`select count(*) as n from user_favorites`);
    expect(n).toBe(0);
  });

  it('checks ratings and roles', async () => {
    await expect(db.run(sql`insert into users (email, role) values ('b@example.com', 'superuser')`)).rejects.toThrow();
    await expect(
      db.run(sql`insert into businesses (name, address, community_board_id, category_id, rating) values ('Z', 'Y', 10, 1, 7)`),
    ).rejects.toThrow();
  });
});
