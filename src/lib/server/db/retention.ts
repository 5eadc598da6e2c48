/**
 * Housekeeping the privacy policy promises (section "How Long We Keep Information"): abuse-limit
 * records go after a day, messages from the contact and inquiry forms after two years. It runs
 * as part of counting a form post (rate-limit.ts), in the same batch, so it costs no round trip
 * and needs no scheduler; each delete is a range on an indexed created_at.
 */
import { lt } from 'drizzle-orm';
import { contactMessages, propertyInquiries, rateLimitHits, sponsorshipInquiries } from '#db/schema.ts';
import type { Database } from './client.ts';

const DAY_MS = 24 * 60 * 60_000;

export const RETENTION = {
  /** Rate-limit hits, which hold IP addresses. */
  rateLimitHitsMs: DAY_MS,
  /** Contact messages, sponsorship and property inquiries (two years). */
  formMessagesMs: 730 * DAY_MS,
} as const;

/** The deletes that forget what is past its retention at `now` (for a db.batch). */
export function expiredRecordDeletes(db: Database, now: number) {
  const messagesBefore = new Date(now - RETENTION.formMessagesMs);
  return [
    db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, new Date(now - RETENTION.rateLimitHitsMs))),
    db.delete(contactMessages).where(lt(contactMessages.createdAt, messagesBefore)),
    db.delete(sponsorshipInquiries).where(lt(sponsorshipInquiries.createdAt, messagesBefore)),
    db.delete(propertyInquiries).where(lt(propertyInquiries.createdAt, messagesBefore)),
  ] as const;
}
