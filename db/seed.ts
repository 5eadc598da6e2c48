/**
 * Fills an empty database. Reference data (the four boards, categories, plans, permissions) goes
 * into any database without boards; demo data (accounts with published passwords, 65 businesses
 * with reviews, photos and videos, events around the seeding day, three Harlem Week programmes and
 * real-estate listings) only when asked and only into a database without businesses or accounts.
 * It never changes or removes existing rows.
 */
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as schema from './schema.ts';
import type { Database } from '../src/lib/server/db/client.ts';
import { hashPassword } from '../src/lib/server/auth/password.ts';
import { generateToken } from '../src/lib/server/security/tokens.ts';
import { refreshDueOpenIntervals } from '../src/lib/server/businesses/open-intervals.ts';
import { AVENUES, gridToLatLng } from '../src/lib/domain/manhattan-grid.ts';
import { addDays, newYorkTimeToInstant, toNewYorkParts } from '../src/lib/domain/time.ts';
import { buildBusiness, buildEvent, buildFestivalEvent, buildProperty, buildReview, buildUser } from '../tests/factories/index.ts';
import { BOARDS } from './seed-data/boards.ts';
import { CATEGORIES } from './seed-data/categories.ts';
import { BUSINESSES, DEFAULT_HOURS, type SeedBusiness } from './seed-data/businesses.ts';
import { EVENTS, type SeedEvent } from './seed-data/events.ts';
import { placeEvent } from './seed-data/placement.ts';
import { firstOccurrence, parseRecurrence, recurrenceText } from '../src/lib/domain/recurrence.ts';
import { extendDueSeries } from '../src/lib/server/events/series.ts';
import { convertSeedHours } from './seed-data/hours.ts';
import { SEED_ACCESS } from './seed-data/access.ts';
import { DEMO_ACCOUNTS, REVIEWERS } from './seed-data/people.ts';
import { spreadRatings, writeReviews } from './seed-data/reviews.ts';
import { GUIDE_FEES, LISTING_PLANS, SUBSCRIPTION_PLANS } from './seed-data/plans.ts';
import { CMS_PERMISSIONS } from './seed-data/permissions.ts';
import { PARTNERSHIP_PLANS } from './seed-data/partnership-plans.ts';
import { TOURS } from './seed-data/tours.ts';
import { seedLoyalty } from './seed-data/loyalty.ts';
import { seedCatalogueTranslations } from './seed-data/catalogue-translations.ts';
import { seedNotifications } from './seed-data/notifications.ts';
import { seedDemoAdvertising } from './seed-data/ads.ts';
import { festivalProgrammes, festivalTicketUrl } from './seed-data/festival.ts';
import { PROPERTIES, REALTORS, type SeedProperty } from './seed-data/properties.ts';
import { DEMO_VIDEO } from './seed-data/demo-video.ts';
import { artworkUrl } from '../src/lib/domain/artwork.ts';
import { seedTranslations } from './seed-data/translations/seed-translations.ts';

const DAY = 86_400_000;

/** Where a seed location lies. Board ids equal board numbers, so id 10 is Community Board 10. */
function locate(at: SeedBusiness['at'] | NonNullable<SeedEvent['at']> | SeedProperty['at']) {
  if (!Array.isArray(at)) return at;
  const [avenue, street] = at;
  const metresEastOfLenox = typeof avenue === 'number' ? avenue : AVENUES[avenue as keyof typeof AVENUES];
  return gridToLatLng({ street, metresEastOfLenox });
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A small deterministic random source, so every fresh database gets the same demo data. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const OWNER_BUSINESS = DEMO_ACCOUNTS.find((account) => account.role === 'business_owner')!.business;
const PREMIUM_LISTINGS: Record<string, { plan: string; paidDaysAgo: number }> = {
  'Apollo Theater': { plan: 'platinum-elite', paidDaysAgo: 12 },
  'The Met Cloisters': { plan: 'premium-featured', paidDaysAgo: 5 },
  [OWNER_BUSINESS]: { plan: 'standard-plus', paidDaysAgo: 20 },
};

/** The paid listing that makes a seed business premium, or null for a basic listing. */
function premiumListingOf(business: SeedBusiness, index: number) {
  if (!business.premium) return null;
  const listing = PREMIUM_LISTINGS[business.name] ?? { plan: 'annual-premium', paidDaysAgo: 30 + (index % 60) };
  return { ...listing, plan: LISTING_PLANS.find((plan) => plan.slug === listing.plan)! };
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type SeedResult = { reference: boolean; demo: boolean; counts?: Record<string, number> };

/**
 * Seeds what is missing: reference data into a database without boards; demo data, when `demo`
 * is true, into one without businesses or accounts. Returns what it added.
 */
/** The demo owner's business's connected account in the local test checkout (scripts/local-stripe): sells and is paid at once. */
export const DEMO_CONNECTED_ACCOUNT = 'acct_demo_harlem_owner';

/**
 * Local mode with the local test checkout only: the demo owner's business starts connected to
 * Stripe with charges and payouts enabled, so a newcomer can sell tickets and refund at once (the
 * checkout recreates the account from this row when it starts). Never with real Stripe keys: the
 * account exists only in the local test checkout. Does nothing when the row is there.
 */
export async function seedDemoConnection(db: Database, now = new Date()): Promise<void> {
  const [owner] = await db
    .select({ businessId: schema.users.businessId })
    .from(schema.users)
    .where(eq(schema.users.email, DEMO_ACCOUNTS.find((account) => account.role === 'business_owner')!.email))
    .limit(1);
  if (!owner?.businessId) return;
  await db
    .insert(schema.connectedAccounts)
    .values({
      businessId: owner.businessId,
      stripeAccountId: DEMO_CONNECTED_ACCOUNT,
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: true,
      stateAt: now,
    })
    .onConflictDoNothing();
}

export async function seedDatabase(db: Database, options: { now?: Date; demo?: boolean } = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const wantDemo = options.demo ?? true;
  // Password hashing is the slow part; do it before the write transaction.
  const demoHashes =
    wantDemo && (await isEmptyOfDemo(db)) ? await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password))) : null;

  const result = await db.transaction(async (tx): Promise<SeedResult> => {
    // Checks happen inside the write transaction so two first starts cannot both seed.
    const [{ boards }] = await tx.select({ boards: count() }).from(schema.communityBoards);
    const reference = boards === 0;
    if (reference) await seedReferenceData(tx);
    // Partnership plans came after the first release: a database seeded before gets them too.
    const [{ partnershipPlans }] = await tx.select({ partnershipPlans: count() }).from(schema.partnershipPlans);
    if (partnershipPlans === 0) await tx.insert(schema.partnershipPlans).values(PARTNERSHIP_PLANS);
    const demo = demoHashes !== null && (await isEmptyOfDemo(tx));
    if (demo) await seedDemoData(tx, now, demoHashes);
    if (!reference && !demo) return { reference, demo };
    const tally = async (table: SQLiteTable) => (await tx.select({ n: sql<number>`count(*)` }).from(table))[0].n;
    return {
      reference,
      demo,
      counts: {
        communityBoards: await tally(schema.communityBoards),
        categories: await tally(schema.businessCategories),
        businesses: await tally(schema.businesses),
        events: await tally(schema.events),
        reviews: await tally(schema.businessReviews),
        users: await tally(schema.users),
        festivalEvents: await tally(schema.festivalEvents),
        properties: await tally(schema.properties),
      },
    };
  });
  // The seeded businesses' opening times for "Open now", a batch at a time.
  if (result.demo) while ((await refreshDueOpenIntervals(db, now)) > 0);
  // Repeating events: each series names itself, then its occurrences are listed three months ahead.
  if (result.demo) {
    await db
      .update(schema.events)
      .set({ seriesId: sql`${schema.events.id}` })
      .where(and(isNotNull(schema.events.recurrence), isNull(schema.events.seriesId)));
    while ((await extendDueSeries(db, now)) > 0);
    // The demo in Spanish and French: the most-visited businesses, the coming month's events (each occurrence listed above) and the tours.
    await seedTranslations(db, now);
  }
  return result;
}

async function isEmptyOfDemo(db: Database | Transaction): Promise<boolean> {
  const [{ businesses }] = await db.select({ businesses: count() }).from(schema.businesses);
  const [{ users }] = await db.select({ users: count() }).from(schema.users);
  return businesses === 0 && users === 0;
}

/** The four boards (ids equal numbers), categories, plans and role permissions. */
async function seedReferenceData(tx: Transaction): Promise<void> {
  await tx
    .insert(schema.communityBoards)
    .values(BOARDS.map((board) => ({ ...board, id: board.number, imageUrl: `/images/boards/cb${board.number}.svg` })));
  await tx.insert(schema.businessCategories).values([...CATEGORIES]);
  await tx.insert(schema.subscriptionPlans).values(SUBSCRIPTION_PLANS.map((plan) => ({ ...plan, features: [...plan.features] })));
  const listingPlanIds = await tx
    .insert(schema.listingPlans)
    .values([...LISTING_PLANS])
    .returning({ id: schema.listingPlans.id, slug: schema.listingPlans.slug });
  // The migration wrote the fee of a business with no plan already; the plans' fees follow their rows.
  await tx
    .insert(schema.guideFees)
    .values(
      GUIDE_FEES.map(({ plan, ...fee }) => ({ ...fee, listingPlanId: plan ? listingPlanIds.find((row) => row.slug === plan)!.id : null })),
    )
    .onConflictDoNothing();
  await tx.insert(schema.cmsPermissions).values([...CMS_PERMISSIONS]);
}

/** Demo accounts, businesses with reviews and media, events, festival programmes, listings, and a lived-in demo for the accounts. */
async function seedDemoData(tx: Transaction, now: Date, demoHashes: string[]): Promise<void> {
  const random = randomSource(1925);
  const today = toNewYorkParts(now).date;
  const boardId = new Map(BOARDS.map((board) => [board.number, board.number]));
  const categoryId = new Map(CATEGORIES.map((category) => [category.slug, category.id]));
  const planBySlug = new Map((await tx.select().from(schema.listingPlans)).map((plan) => [plan.slug, plan]));

  // People
  const demoRows = await tx
    .insert(schema.users)
    .values(
      DEMO_ACCOUNTS.map((account, index) =>
        buildUser({
          email: account.email,
          passwordHash: demoHashes[index],
          firstName: account.firstName,
          lastName: account.lastName,
          role: account.role,
          isPremium: account.isPremium,
          premiumUntil: account.isPremium ? new Date(now.getTime() + 365 * DAY) : null,
          subscriptionStatus: account.isPremium ? 'active' : null,
          emailVerifiedAt: now,
        }),
      ),
    )
    .returning();
  const demo = Object.fromEntries(demoRows.map((row) => [row.role === 'user' ? (row.isPremium ? 'premium' : 'member') : row.role, row]));
  const reviewerRows = await tx
    .insert(schema.users)
    .values(
      REVIEWERS.map(([firstName, lastName]) =>
        buildUser({ email: `${slugify(firstName)}.${slugify(lastName)}@members.example`, firstName, lastName, emailVerifiedAt: now }),
      ),
    )
    .returning();

  // Businesses, with ratings drawn from the reviews seeded below: three to six each, spread around the target.
  const reviewPlans = BUSINESSES.map((business, index) => spreadRatings(business.rating, 3 + (index % 4), index % 3));
  const businessRows = await tx
    .insert(schema.businesses)
    .values(
      BUSINESSES.map((business, index) => {
        const slug = slugify(business.name);
        const ratings = reviewPlans[index];
        const average = ratings.reduce((sum, value) => sum + value, 0) / ratings.length;
        const listing = premiumListingOf(business, index);
        return buildBusiness({
          name: business.name,
          description: business.description,
          address: business.address,
          phone: `(212) 555-01${String(index).padStart(2, '0')}`,
          email: `hello@${slug}.example`,
          website: business.website ?? null,
          ...(business.openingHours
            ? { openingHours: business.openingHours, hours: business.hours ?? null }
            : convertSeedHours(business.hours ?? DEFAULT_HOURS[business.category] ?? 'Daily: 10am-8pm')),
          ...SEED_ACCESS[business.name],
          // Its own illustration until its owner uploads photos (issue 35: npm run images draws it).
          imageUrl: artworkUrl('businesses', business.name),
          rating: Math.round(average * 100) / 100,
          priceRange: business.price,
          ...locate(business.at),
          communityBoardId: boardId.get(business.board)!,
          categoryId: categoryId.get(business.category)!,
          ownerId: business.name === OWNER_BUSINESS ? demo.business_owner.id : null,
          listingPriority: listing?.plan.priority ?? 0,
          listingExpiresAt: listing ? new Date(now.getTime() + (listing.plan.durationDays - listing.paidDaysAgo) * DAY) : null,
          createdAt: new Date(now.getTime() - (400 - index) * DAY),
        });
      }),
    )
    .returning();
  const businessByName = new Map(businessRows.map((row) => [row.name, row]));

  await tx
    .update(schema.users)
    .set({ businessId: businessByName.get(OWNER_BUSINESS)!.id })
    .where(eq(schema.users.id, demo.business_owner.id));

  // Paid listings that make the premium businesses premium.
  const payments = BUSINESSES.flatMap((business, index) => {
    const listing = premiumListingOf(business, index);
    if (!listing) return [];
    const plan = planBySlug.get(listing.plan.slug)!;
    const row = businessByName.get(business.name)!;
    const paidAt = new Date(now.getTime() - listing.paidDaysAgo * DAY);
    return [
      {
        businessId: row.id,
        userId: row.ownerId,
        listingPlanId: plan.id,
        planType: plan.slug,
        amountCents: plan.priceCents,
        status: 'paid' as const,
        paidAt,
        expiresAt: row.listingExpiresAt,
        createdAt: paidAt,
      },
    ];
  });
  await tx.insert(schema.businessListingPayments).values(payments);

  // Reviews, marked as demo: each business gets its planned ratings, in words written for its category,
  // from distinct reviewers (taken in turn), dated after the business was listed.
  const written = writeReviews(BUSINESSES.map((business, index) => ({ category: business.category, ratings: reviewPlans[index] })));
  let reviewerTurn = 0;
  const reviews = businessRows.flatMap((business, index) => {
    const listedDaysAgo = Math.floor((now.getTime() - business.createdAt.getTime()) / DAY);
    return written[index].map(({ rating, title, comment }) => {
      const reviewer = reviewerRows[reviewerTurn++ % reviewerRows.length];
      const createdAt = new Date(now.getTime() - Math.floor(5 + random() * (Math.min(360, listedDaysAgo - 1) - 5)) * DAY);
      return buildReview({
        userId: reviewer.id,
        businessId: business.id,
        rating,
        title,
        comment,
        isDemo: true,
        createdAt,
        updatedAt: createdAt,
      });
    });
  });
  await tx.insert(schema.businessReviews).values(reviews);

  // No photos: a gallery shows only what an owner uploads (issue 35), and says so while it is empty.
  // One video tour, real and short: the demo kitchen's illustrated tour with its captions (scripts/make-demo-video.ts).
  const kitchen = businessByName.get(OWNER_BUSINESS)!;
  const videos = [
    {
      businessId: kitchen.id,
      title: `${kitchen.name}: an illustrated tour`,
      description: 'Fifteen seconds around the dining room and the kitchen, drawn for the guide, with captions.',
      videoUrl: DEMO_VIDEO.videoUrl,
      captionsUrl: DEMO_VIDEO.captionsUrl,
      thumbnailUrl: kitchen.imageUrl,
      duration: DEMO_VIDEO.seconds,
      uploadedBy: kitchen.ownerId,
    },
  ];
  await tx.insert(schema.businessVideos).values(videos);

  // Events around today.
  const eventRows = await tx
    .insert(schema.events)
    .values(
      EVENTS.map((event) => {
        const host = event.host ? businessByName.get(event.host) : undefined;
        if (event.host && !host) throw new Error(`Seed event "${event.title}" names an unknown host ${event.host}`);
        const placed = placeEvent(event.when, today);
        const rule = event.repeats ? parseRecurrence(event.repeats) : null;
        if (event.repeats && !rule) throw new Error(`Seed event "${event.title}" has a rule the guide does not take: ${event.repeats}`);
        const date = rule ? firstOccurrence(rule, placed)! : placed;
        const place = host ? { latitude: host.latitude, longitude: host.longitude } : locate(event.at!);
        return buildEvent({
          title: event.title,
          description: event.description,
          startsAt: newYorkTimeToInstant(date, event.start),
          endsAt: event.end ? newYorkTimeToInstant(date, event.end) : null,
          location: event.location ?? host!.address,
          ...place,
          priceCents: event.price > 0 ? Math.round(event.price * 100) : null,
          imageUrl: artworkUrl('events', event.title),
          businessId: host?.id ?? null,
          communityBoardId: host ? host.communityBoardId : boardId.get(event.board!)!,
          isPremium: event.premium ?? false,
          requiresBooking: event.requiresBooking ?? true,
          maxAttendees: event.capacity ?? 50,
          recurrence: rule ? recurrenceText(rule) : null,
          opensToAllAt: event.opensToAllInDays ? new Date(now.getTime() + event.opensToAllInDays * 86_400_000) : null,
        });
      }),
    )
    .returning();

  // Events sold by ticket type, with their hosts' promo codes (issue 33).
  const typed = EVENTS.flatMap((event, index) => (event.ticketTypes ? [{ event, row: eventRows[index] }] : []));
  for (const { event, row } of typed) {
    await tx.insert(schema.ticketTypes).values(
      event.ticketTypes!.map((type, position) => ({
        eventId: row.id,
        name: type.name,
        priceCents: Math.round(type.price * 100),
        quantity: type.quantity,
        maxPerOrder: type.maxPerOrder ?? 10,
        position,
      })),
    );
    if (event.promoCodes && row.businessId)
      await tx.insert(schema.promoCodes).values(
        event.promoCodes.map((promo) => ({
          businessId: row.businessId!,
          eventId: row.id,
          code: promo.code,
          percentOff: promo.percentOff,
          maxUses: promo.maxUses ?? null,
        })),
      );
  }

  // A lived-in demo: favorites, registrations and messages for the demo accounts.
  const pick = (...names: string[]) => names.map((name) => businessByName.get(name)!.id);
  const favorites = [
    ...pick('Apollo Theater', 'Lenox Scoops Creamery', 'El Museo del Barrio').map((businessId) => ({ userId: demo.member.id, businessId })),
    ...pick('The Met Cloisters', "Minton's Playhouse", 'Bomba y Plena House', 'Hamilton Grange National Memorial').map((businessId) => ({
      userId: demo.premium.id,
      businessId,
    })),
  ];
  await tx.insert(schema.userFavorites).values(favorites);
  const upcoming = eventRows.filter((event) => event.startsAt.getTime() > now.getTime());
  const premiumEvent = upcoming.find((event) => event.isPremium)!;
  const freeEvent = upcoming.find((event) => !event.isPremium && !event.priceCents && event.requiresBooking)!;
  const registrations = await tx
    .insert(schema.eventRegistrations)
    .values(
      [premiumEvent, freeEvent].map((event) => ({
        userId: demo.premium.id,
        eventId: event.id,
        firstName: demo.premium.firstName!,
        lastName: demo.premium.lastName!,
        email: demo.premium.email,
        phone: '(212) 555-0188',
        status: 'confirmed' as const,
      })),
    )
    .returning();
  // Every confirmed registration has its ticket (decision 025).
  await tx.insert(schema.tickets).values(
    registrations.map((registration) => ({
      eventId: registration.eventId,
      userId: registration.userId,
      qrCode: generateToken(),
      registrationId: registration.id,
      customerInfo: { name: `${registration.firstName} ${registration.lastName}`.trim(), email: registration.email },
    })),
  );
  const soulKitchen = businessByName.get(OWNER_BUSINESS)!;
  await tx.insert(schema.messages).values([
    {
      senderId: demo.premium.id,
      receiverId: demo.business_owner.id,
      businessId: soulKitchen.id,
      subject: 'Table for eight on Sunday?',
      content: 'Hi! Could you seat eight of us for the gospel brunch on Sunday at 11? Two are vegetarian.',
      createdAt: new Date(now.getTime() - 2 * DAY),
    },
    {
      senderId: reviewerRows[0].id,
      receiverId: demo.business_owner.id,
      businessId: soulKitchen.id,
      subject: 'Catering question',
      content: 'Do you cater office lunches for around 30 people in Midtown?',
      isRead: true,
      createdAt: new Date(now.getTime() - 9 * DAY),
    },
  ]);

  // Bookable services of the demo owner's business, with times over the next two weeks (New York time).
  const [tasting, privateTable] = await tx
    .insert(schema.businessServices)
    .values([
      {
        businessId: soulKitchen.id,
        name: 'Soul food tasting with the chef',
        description: "Six small plates from the family recipe book, with the stories behind them, at the chef's counter.",
        priceCents: 4500,
        durationMinutes: 90,
        placesPerSlot: 3,
      },
      {
        businessId: soulKitchen.id,
        name: 'Private table for a group',
        description: 'The back room for up to twelve, with a set family-style menu.',
        priceCents: 12000,
        durationMinutes: 120,
        placesPerSlot: 1,
      },
    ])
    .returning();
  await tx.insert(schema.serviceSlots).values(
    Array.from({ length: 14 }, (_, day) => addDays(today, day + 1)).flatMap((date) => [
      { serviceId: tasting.id, startsAt: newYorkTimeToInstant(date, '15:00') },
      { serviceId: privateTable.id, startsAt: newYorkTimeToInstant(date, '18:30') },
    ]),
  );

  // Harlem Week: the coming edition and the two before it.
  await tx.insert(schema.festivalEvents).values(
    festivalProgrammes(today).map((event) =>
      buildFestivalEvent({
        year: event.year,
        title: event.title,
        description: event.description,
        startsAt: newYorkTimeToInstant(event.date, event.start),
        endsAt: event.end ? newYorkTimeToInstant(event.date, event.end) : null,
        location: event.location,
        imageUrl: event.image,
        ticketPriceCents: event.price > 0 ? Math.round(event.price * 100) : null,
        ticketUrl: event.ticketed ? festivalTicketUrl(event) : null,
        isOfficial: event.official ?? true,
      }),
    ),
  );

  // Two walking tours, their points in walking order.
  for (const tour of TOURS) {
    const { points, ...values } = tour;
    const [row] = await tx.insert(schema.arTours).values(values).returning({ id: schema.arTours.id });
    await tx.insert(schema.arPoints).values(points.map((point, orderIndex) => ({ ...point, tourId: row.id, orderIndex })));
  }

  // Loyalty: partner rewards and the demo members' points (decision 025).
  await seedLoyalty(tx, now, { member: demo.member, premium: demo.premium }, businessByName);
  // The rewards' and plans' Spanish and French, as an admin published them (decision 024).
  await seedCatalogueTranslations(tx);

  // Notifications of the facts above, some read, so the demo accounts' bells show something (issue 17).
  const businessById = new Map([...businessByName.values()].map((business) => [business.id, business.name]));
  const favoriteEvents = [demo.member.id, demo.premium.id].flatMap((userId) => {
    const theirs = new Set(favorites.filter((favorite) => favorite.userId === userId).map((favorite) => favorite.businessId));
    const events = upcoming.filter((candidate) => candidate.businessId !== null && theirs.has(candidate.businessId)).slice(0, 2);
    return events.map((event) => ({ userId, business: businessById.get(event.businessId!)!, event }));
  });
  await seedNotifications(tx, now, {
    member: demo.member,
    premium: demo.premium,
    owner: demo.business_owner,
    favoriteEvents,
    registered: freeEvent,
    ownerBusiness: soulKitchen.name,
    premiumName: demo.premium.firstName ?? 'A member',
  });
  // Advertising: the demo owner's sponsored home ad, when the partnership plans exist (issue 17).
  await seedDemoAdvertising(tx, now, demo.business_owner, businessByName.get(OWNER_BUSINESS)!);

  // Real-estate listings, listed over the past weeks.
  await tx.insert(schema.properties).values(
    PROPERTIES.map((property) => {
      const realtor = REALTORS[property.realtor];
      return buildProperty({
        title: property.title,
        description: property.description,
        propertyType: property.type,
        listingType: property.listing,
        priceCents: Math.round(property.price * 100),
        address: property.address,
        ...locate(property.at),
        bedrooms: property.bedrooms,
        bathrooms: property.bathrooms,
        squareFootage: property.squareFeet,
        imageUrl: property.image,
        realtorName: realtor.name,
        realtorPhone: realtor.phone,
        realtorEmail: realtor.email,
        communityBoardId: boardId.get(property.board)!,
        isFeatured: property.featured ?? false,
        createdAt: new Date(now.getTime() - property.listedDaysAgo * DAY),
      });
    }),
  );
}
