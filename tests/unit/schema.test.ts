import { describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { createBoard, createBusiness, createCategory, createEvent, createUser } from '../factories/index.ts';
import { useFreshDatabase } from '../helpers/database.ts';

// Section 3 of the accounts spec: every table the product stores, plus the decisions' additions.
const CATALOGUE = [
  'users',
  'sessions',
  'community_boards',
  'business_categories',
  'businesses',
  'events',
  'user_favorites',
  'event_registrations',
  'business_reviews',
  'business_videos',
  'messages',
  'subscription_plans',
  'business_listing_payments',
  'business_uploads',
  'loyalty_points',
  'loyalty_transactions',
  'loyalty_rewards',
  'tickets',
  'partnership_plans',
  'advertisements',
  'translations',
  'user_language_preferences',
  'ar_tours',
  'ar_points',
  'user_ar_progress',
  'push_notifications',
  'notification_preferences',
  'partnership_applications',
  'properties',
  'property_inquiries',
  'membership_tiers',
  'donations',
  'festival_events',
  'sponsorship_inquiries',
  'blog_posts',
  'blog_categories',
  'business_photos',
  'cms_permissions',
];
const DECISIONS = [
  'listing_plans',
  'stripe_events',
  'mail_outbox',
  'contact_messages',
  'newsletter_subscriptions',
  'loyalty_redemptions',
  'ticket_scans',
];

/** The database's own message for a refused write (drizzle wraps it as the cause). */
async function refusal(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    return String((error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message);
  }
  throw new Error('The write was accepted');
}

describe('migrated schema', async () => {
  const { db } = await useFreshDatabase();
  // membership_tiers is a view of subscription_plans (issue 17): one source of what a member can buy.
  const tables = (await db.all<{ name: string }>(sql`select name from sqlite_master where type in ('table', 'view')`)).map(
    (row) => row.name,
  );
  const columns = async (table: string) =>
    (await db.all<{ name: string }>(sql.raw(`select name from pragma_table_info('${table}')`))).map((row) => row.name);
  const board = await createBoard(db, { id: 10, number: 10 });
  const listing = async () => createBusiness(db, { communityBoardId: board.id, categoryId: (await createCategory(db)).id });

  it('has every table of the stored-entity catalogue and the decisions', () => {
    for (const table of [...CATALOGUE, ...DECISIONS]) expect(tables, table).toContain(table);
  });

  it('lists the members’ subscription plans as membership tiers, following every change', async () => {
    expect((await db.all<{ type: string }>(sql`select type from sqlite_master where name = 'membership_tiers'`))[0].type).toBe('view');
    const [member] = await db
      .insert(schema.subscriptionPlans)
      .values({ slug: 'tier-view-monthly', name: 'Tier View', priceCents: 1500, planTier: 'premium', features: ['Members-only walks'] })
      .returning();
    await db
      .insert(schema.subscriptionPlans)
      .values({ slug: 'tier-view-business', name: 'Tier View Business', priceCents: 4900, planType: 'business' });
    expect(await db.select().from(schema.membershipTiers).where(eq(schema.membershipTiers.id, member.id))).toEqual([
      {
        id: member.id,
        name: 'Tier View',
        description: null,
        priceCents: 1500,
        duration: 'monthly',
        benefits: ['Members-only walks'],
        isActive: true,
      },
    ]);
    expect(await db.select().from(schema.membershipTiers).where(eq(schema.membershipTiers.name, 'Tier View Business'))).toEqual([]);
    await db
      .update(schema.subscriptionPlans)
      .set({ isActive: false, features: ['Changed'] })
      .where(eq(schema.subscriptionPlans.id, member.id));
    expect(
      await db
        .select({ benefits: schema.membershipTiers.benefits, isActive: schema.membershipTiers.isActive })
        .from(schema.membershipTiers)
        .where(eq(schema.membershipTiers.id, member.id)),
    ).toEqual([{ benefits: ['Changed'], isActive: false }]);
  });

  it('stores money in cents and places with coordinates', async () => {
    expect(await columns('events')).toEqual(
      expect.arrayContaining(['price_cents', 'starts_at', 'latitude', 'longitude', 'max_attendees', 'requires_booking']),
    );
    expect(await columns('businesses')).toEqual(
      expect.arrayContaining(['latitude', 'longitude', 'listing_priority', 'listing_expires_at']),
    );
    expect(await columns('business_categories')).toContain('slug');
    expect(await columns('event_registrations')).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'email', 'phone', 'emergency_contact', 'emergency_phone', 'special_requests']),
    );
  });

  it('records a source of loyalty points once per member and kind, and a ticket per registration (decision 025)', async () => {
    const member = await createUser(db);
    const other = await createUser(db);
    const earn = (userId: number, type: string, sourceKey: string) =>
      db.insert(schema.loyaltyTransactions).values({ userId, type, points: 50, sourceKey });
    await earn(member.id, 'check_in', 'ticket:1');
    expect(await refusal(earn(member.id, 'check_in', 'ticket:1'))).toMatch(
      /UNIQUE constraint failed: loyalty_transactions\.user_id, loyalty_transactions\.type, loyalty_transactions\.source_key/,
    );
    await earn(other.id, 'check_in', 'ticket:1');
    await earn(member.id, 'tour_finished', 'ticket:1');
    expect(await columns('tickets')).toContain('registration_id');
    expect(await columns('loyalty_rewards')).toContain('valid_from');
  });

  it('refuses a second account with the same email, in any letter case', async () => {
    await createUser(db, { email: 'keisha@example.com' });
    expect(await refusal(createUser(db, { email: 'keisha@example.com' }))).toMatch(/UNIQUE constraint failed: users\.email/);
    expect(await refusal(createUser(db, { email: 'Keisha@Example.com' }))).toMatch(/CHECK constraint failed: users_email_normalised/);
  });

  it('refuses duplicate category slugs, favorites, registrations and reviews', async () => {
    const business = await listing();
    const user = await createUser(db);
    const event = await createEvent(db, { businessId: business.id });
    expect(await refusal(createCategory(db, { slug: 'restaurants-x' }).then(() => createCategory(db, { slug: 'restaurants-x' })))).toMatch(
      /UNIQUE constraint failed: business_categories\.slug/,
    );
    await db.insert(schema.userFavorites).values({ userId: user.id, businessId: business.id });
    expect(await refusal(db.insert(schema.userFavorites).values({ userId: user.id, businessId: business.id }))).toMatch(
      /UNIQUE constraint failed: user_favorites/,
    );
    const registration = { userId: user.id, eventId: event.id, firstName: 'A', lastName: 'B', email: 'a@example.com', phone: '212' };
    await db.insert(schema.eventRegistrations).values(registration);
    expect(await refusal(db.insert(schema.eventRegistrations).values(registration))).toMatch(
      /UNIQUE constraint failed: event_registrations/,
    );
    await db.insert(schema.businessReviews).values({ userId: user.id, businessId: business.id, rating: 5, title: 'Great' });
    expect(
      await refusal(db.insert(schema.businessReviews).values({ userId: user.id, businessId: business.id, rating: 4, title: 'Again' })),
    ).toMatch(/UNIQUE constraint failed: business_reviews/);
  });

  it('checks ratings, roles, prices and capacity', async () => {
    const business = await listing();
    expect(await refusal(createUser(db, { role: 'superuser' as never }))).toMatch(/users_role/);
    expect(await refusal(db.update(schema.businesses).set({ rating: 7 }).where(eq(schema.businesses.id, business.id)))).toMatch(
      /businesses_rating_range/,
    );
    expect(
      await refusal(
        db.insert(schema.businessReviews).values({ userId: (await createUser(db)).id, businessId: business.id, rating: 0, title: 'x' }),
      ),
    ).toMatch(/business_reviews_rating_range/);
    expect(await refusal(createEvent(db, { maxAttendees: 0 }))).toMatch(/events_capacity_min/);
    expect(await refusal(createEvent(db, { priceCents: -100 }))).toMatch(/events_price_non_negative/);
  });

  it('refuses a business in a board that does not exist', async () => {
    const category = await createCategory(db);
    expect(await refusal(createBusiness(db, { communityBoardId: 999, categoryId: category.id }))).toMatch(/FOREIGN KEY constraint failed/);
  });

  it("deletes an account's own rows with it, and keeps its payments anonymised", async () => {
    const business = await listing();
    const user = await createUser(db);
    await db.insert(schema.userFavorites).values({ userId: user.id, businessId: business.id });
    await db.insert(schema.sessions).values({ id: `s-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() + 1000) });
    const [donation] = await db.insert(schema.donations).values({ userId: user.id, amountCents: 2500, donorEmail: user.email }).returning();
    await db.delete(schema.users).where(eq(schema.users.id, user.id));
    expect((await db.select({ n: count() }).from(schema.userFavorites).where(eq(schema.userFavorites.userId, user.id)))[0].n).toBe(0);
    expect((await db.select({ n: count() }).from(schema.sessions).where(eq(schema.sessions.userId, user.id)))[0].n).toBe(0);
    const [kept] = await db.select().from(schema.donations).where(eq(schema.donations.id, donation.id));
    expect(kept).toMatchObject({ userId: null, amountCents: 2500 });
  });

  it('refuses to delete a business that still has paid listings or events', async () => {
    const business = await listing();
    await db
      .insert(schema.businessListingPayments)
      .values({ businessId: business.id, planType: 'basic', amountCents: 2900, status: 'paid' });
    expect(await refusal(db.delete(schema.businesses).where(eq(schema.businesses.id, business.id)))).toMatch(
      /FOREIGN KEY constraint failed/,
    );
    const other = await listing();
    await createEvent(db, { businessId: other.id });
    expect(await refusal(db.delete(schema.businesses).where(eq(schema.businesses.id, other.id)))).toMatch(/FOREIGN KEY constraint failed/);
  });
});
