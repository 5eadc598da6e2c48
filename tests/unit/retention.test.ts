import { describe, expect, it } from 'vitest';
import * as schema from '#db/schema.ts';
import { createProperty } from '../factories/index.ts';
import { countRoundTrips, useFreshDatabase } from '../helpers/database.ts';
import { isLimited, LIMITS, recordHit } from '#lib/server/security/rate-limit.ts';
import { RETENTION } from '#lib/server/db/retention.ts';

describe('retention housekeeping', async () => {
  const { db } = await useFreshDatabase();
  const now = Date.parse('2026-11-21T15:00:00Z');
  const at = (msAgo: number) => new Date(now - msAgo);
  const day = 24 * 60 * 60_000;

  it('deletes form messages older than two years and hits older than a day, with the counted post, in one round trip', async () => {
    const property = await createProperty(db);
    const expired = at(RETENTION.formMessagesMs + day);
    const kept = at(RETENTION.formMessagesMs - day);
    for (const [createdAt, name] of [
      [expired, 'old'],
      [kept, 'recent'],
    ] as const) {
      await db.insert(schema.contactMessages).values({ name, email: 'a@example.com', subject: name, message: 'Hello', createdAt });
      await db.insert(schema.sponsorshipInquiries).values({ companyName: name, contactName: name, email: 'a@example.com', createdAt });
      await db
        .insert(schema.propertyInquiries)
        .values({ propertyId: property.id, inquirerName: name, email: 'a@example.com', message: 'Hi', createdAt });
    }
    await db.insert(schema.rateLimitHits).values([
      { key: 'contact:ip:203.0.113.1', createdAt: at(day + 60_000) },
      { key: 'contact:ip:203.0.113.1', createdAt: at(60_000) },
    ]);

    expect(await countRoundTrips(() => recordHit(['contact:ip:203.0.113.2'], now))).toBe(1);

    expect((await db.select().from(schema.contactMessages)).map((row) => row.name)).toEqual(['recent']);
    expect((await db.select().from(schema.sponsorshipInquiries)).map((row) => row.companyName)).toEqual(['recent']);
    expect((await db.select().from(schema.propertyInquiries)).map((row) => row.inquirerName)).toEqual(['recent']);
    const hits = await db.select().from(schema.rateLimitHits);
    expect(hits.map((hit) => [hit.key, hit.createdAt.getTime()])).toEqual([
      ['contact:ip:203.0.113.1', now - 60_000],
      ['contact:ip:203.0.113.2', now],
    ]);
  });

  it('leaves limits inside their window working', async () => {
    for (let i = 0; i < LIMITS.publicForm.limit; i++) await recordHit(['form:ip:198.51.100.9'], now - 60_000);
    expect(await isLimited(['form:ip:198.51.100.9'], LIMITS.publicForm, now)).toBe(true);
    expect(await isLimited(['form:ip:198.51.100.9'], LIMITS.publicForm, now + LIMITS.publicForm.windowMs)).toBe(false);
  });
});
