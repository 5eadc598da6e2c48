import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { seedDatabase } from '#db/seed.ts';
import { useFreshDatabase } from '../helpers/database.ts';

const NOW = new Date('2026-11-21T15:00:00Z');

describe('seeding a database meant for production', async () => {
  const { db } = await useFreshDatabase();

  it('adds reference data but no demo accounts or businesses unless asked', async () => {
    expect(await seedDatabase(db, { now: NOW, demo: false })).toMatchObject({ reference: true, demo: false });
    expect((await db.select({ n: count() }).from(schema.communityBoards))[0].n).toBe(4);
    expect((await db.select({ n: count() }).from(schema.listingPlans))[0].n).toBe(5);
    expect((await db.select({ n: count() }).from(schema.users))[0].n).toBe(0);
    expect((await db.select({ n: count() }).from(schema.businesses))[0].n).toBe(0);
  });

  it('never adds demo data to a database that already has accounts', async () => {
    await db.insert(schema.users).values({ email: 'real.admin@harlem.example', role: 'admin' });
    expect(await seedDatabase(db, { now: NOW, demo: true })).toEqual({ reference: false, demo: false });
    expect((await db.select({ n: count() }).from(schema.users))[0].n).toBe(1);
  });
});
