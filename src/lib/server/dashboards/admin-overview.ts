/** The admin dashboard's live figures and inboxes (one round trip). */
import { desc, eq, sql } from 'drizzle-orm';
import {
  businesses,
  contactMessages,
  events,
  newsletterSubscriptions,
  partnershipApplications,
  propertyInquiries,
  properties,
  sponsorshipInquiries,
  users,
} from '../../../../db/schema.ts';
import type { Database } from '../db/client.ts';
import { businessIsPremium } from '../businesses/businesses.ts';

export const ADMIN_INBOX_LIMIT = 10;

export async function loadAdminOverview(db: Database, now = new Date()) {
  const [figures, contact, sponsorship, partnership, inquiries] = await db.batch([
    db
      .select({
        businesses: sql<number>`(select count(*) from ${businesses} where ${businesses.isActive})`,
        premiumBusinesses: sql<number>`(select count(*) from ${businesses} where ${businesses.isActive} and ${businessIsPremium(now)})`,
        upcomingEvents: sql<number>`(select count(*) from ${events} where ${events.isActive} and ${events.startsAt} >= ${now.getTime()})`,
        members: sql<number>`(select count(*) from ${users})`,
        premiumMembers: sql<number>`(select count(*) from ${users} where ${users.isPremium})`,
        owners: sql<number>`(select count(*) from ${users} where ${users.role} = 'business_owner')`,
        unreadMessages: sql<number>`(select count(*) from ${contactMessages} where not ${contactMessages.isRead})`,
        pendingApplications: sql<number>`(select count(*) from ${partnershipApplications} where ${partnershipApplications.status} = 'pending')`,
        newSponsorships: sql<number>`(select count(*) from ${sponsorshipInquiries} where not ${sponsorshipInquiries.isRead})`,
        newPropertyInquiries: sql<number>`(select count(*) from ${propertyInquiries} where not ${propertyInquiries.isRead})`,
        subscribers: sql<number>`(select count(*) from ${newsletterSubscriptions} where ${newsletterSubscriptions.confirmedAt} is not null)`,
      })
      .from(sql`(select 1)`),
    db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(ADMIN_INBOX_LIMIT),
    db.select().from(sponsorshipInquiries).orderBy(desc(sponsorshipInquiries.createdAt)).limit(ADMIN_INBOX_LIMIT),
    db.select().from(partnershipApplications).orderBy(desc(partnershipApplications.createdAt)).limit(ADMIN_INBOX_LIMIT),
    db
      .select({ inquiry: propertyInquiries, propertyTitle: properties.title })
      .from(propertyInquiries)
      .innerJoin(properties, eq(properties.id, propertyInquiries.propertyId))
      .orderBy(desc(propertyInquiries.createdAt))
      .limit(ADMIN_INBOX_LIMIT),
  ]);
  return { figures: figures[0], contact, sponsorship, partnership, inquiries };
}
export type AdminOverview = Awaited<ReturnType<typeof loadAdminOverview>>;
