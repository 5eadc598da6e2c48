import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { BUSINESSES } from '#db/seed-data/businesses.ts';
import { SEED_ACCESS } from '#db/seed-data/access.ts';
import {
  ACCESS_FACTS,
  amenityFeatures,
  describeAccess,
  mergeAccessFacts,
  parseAccessFilter,
  UNKNOWN_ACCESS,
  type AccessFactKey,
} from '#lib/domain/accessibility.ts';
import { parseEventsQuery } from '#lib/domain/event-filters.ts';
import { getEventsPageData } from '#lib/server/events/event-pages.ts';
import { localBusinessJsonLd } from '#lib/domain/structured-data.ts';
import { BusinessEditFormSchema, businessPatchSchema } from '#lib/schemas/business-edit.ts';
import { getBusiness, listBusinesses } from '#lib/server/businesses/businesses.ts';
import { updateBusiness } from '#lib/server/businesses/business-edit.ts';
import { fieldError } from '#lib/server/http/errors.ts';
import { fieldErrors } from '#lib/server/http/forms.ts';
import { getEventWithHostAndSeats } from '#lib/server/events/events.ts';
import { createBoard, createBusiness, createCategory, createEvent } from '../factories/index.ts';
import { useFreshDatabase } from '../helpers/database.ts';

describe('accessibility facts', () => {
  it('lists the known facts, the ones a venue has first, and leaves unknown ones out', () => {
    const facts = { stepFreeEntrance: false, accessibleRestroom: true, hearingLoop: null, seating: true };
    expect(describeAccess(facts).map((fact) => [fact.text, fact.has])).toEqual([
      ['Accessible restroom', true],
      ['Seating available', true],
      ['Steps at the entrance', false],
    ]);
    expect(describeAccess(UNKNOWN_ACCESS)).toEqual([]);
    expect(amenityFeatures(facts)).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Step-free entrance', value: false },
      { '@type': 'LocationFeatureSpecification', name: 'Accessible restroom', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Seating available', value: true },
    ]);
  });

  it("gives an event its own facts and its venue's for the rest", () => {
    expect(
      mergeAccessFacts(
        { ...UNKNOWN_ACCESS, seating: false },
        { stepFreeEntrance: true, accessibleRestroom: null, hearingLoop: true, seating: true },
      ),
    ).toEqual({
      stepFreeEntrance: true,
      accessibleRestroom: null,
      hearingLoop: true,
      seating: false,
    });
    expect(mergeAccessFacts(UNKNOWN_ACCESS, null)).toEqual(UNKNOWN_ACCESS);
  });

  it('reads the filter from the address, ignoring what it does not know', () => {
    expect(parseAccessFilter('step-free')).toBe('stepFreeEntrance');
    expect(parseAccessFilter('hearing-loop')).toBe('hearingLoop');
    expect(parseAccessFilter('stairs')).toBeNull();
    expect(parseAccessFilter(null)).toBeNull();
  });

  it("takes Yes, No and Not sure from the owner's form and the API, refusing anything else", () => {
    const form = { businessId: '1', name: 'Kitchen', address: '1 Lenox Ave', communityBoardId: '10', categoryId: '1', next: '/' };
    const parsed = BusinessEditFormSchema.parse({
      ...form,
      stepFreeEntrance: 'yes',
      accessibleRestroom: 'no',
      hearingLoop: '',
      seating: 'yes',
    });
    expect([parsed.stepFreeEntrance, parsed.accessibleRestroom, parsed.hearingLoop, parsed.seating]).toEqual([true, false, null, true]);
    const refused = BusinessEditFormSchema.safeParse({ ...form, stepFreeEntrance: 'maybe' });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]).toMatchObject({ path: ['stepFreeEntrance'] });
    expect(fieldError(fieldErrors(refused.error!.issues)).fields).toMatchObject({ stepFreeEntrance: 'Choose Yes, No or Not sure' });
    expect(businessPatchSchema({ hearingLoop: true })!.parse({ hearingLoop: true })).toEqual({ hearingLoop: true });
  });

  it("names only seeded businesses in the seed's facts", () => {
    const names = new Set(BUSINESSES.map((business) => business.name));
    expect(Object.keys(SEED_ACCESS).filter((name) => !names.has(name))).toEqual([]);
  });
});

describe('accessibility facts in the guide', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { number: 10 });
  const category = await createCategory(db);
  const ramp = await createBusiness(db, { name: 'Ramp Kitchen', communityBoardId: board.id, categoryId: category.id });
  const steps = await createBusiness(db, { name: 'Stoop Kitchen', communityBoardId: board.id, categoryId: category.id });
  await createBusiness(db, { name: 'Unknown Kitchen', communityBoardId: board.id, categoryId: category.id });

  it('are saved by the owner, shown on the page data and in schema.org, and filter the directory to venues known to have them', async () => {
    await updateBusiness(db, ramp.id, { stepFreeEntrance: true, hearingLoop: true });
    await updateBusiness(db, steps.id, { stepFreeEntrance: false });
    const view = (await getBusiness(db, ramp.id))!;
    expect(view.access).toEqual({ stepFreeEntrance: true, accessibleRestroom: null, hearingLoop: true, seating: null });
    expect(localBusinessJsonLd(view, 'https://x/business/1', 'https://x/i.svg').amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Step-free entrance', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Hearing loop', value: true },
    ]);
    expect((await listBusinesses(db, { access: 'stepFreeEntrance' })).map((business) => business.name)).toEqual(['Ramp Kitchen']);
    expect((await listBusinesses(db, { access: 'seating' })).map((business) => business.name)).toEqual([]);
    expect((await listBusinesses(db)).length).toBe(3);
  });

  it("of an event fall back to its venue's", async () => {
    const event = await createEvent(db, { title: 'Loop Night', businessId: ramp.id, communityBoardId: board.id });
    await db.update(schema.events).set({ hearingLoop: false }).where(eq(schema.events.id, event.id));
    expect((await getEventWithHostAndSeats(db, event.id))!.access).toEqual({
      stepFreeEntrance: true,
      accessibleRestroom: null,
      hearingLoop: false,
      seating: null,
    });
  });

  it("filter the events list by what each event page says: its own fact, or its venue's when it gives none", async () => {
    const soon = (hours: number) => new Date(Date.now() + hours * 3_600_000);
    const atRamp = await createEvent(db, { title: 'Ramp Brunch', businessId: ramp.id, communityBoardId: board.id, startsAt: soon(24) });
    const upstairs = await createEvent(db, {
      title: 'Upstairs at Ramp',
      businessId: ramp.id,
      communityBoardId: board.id,
      startsAt: soon(25),
    });
    const stoopFixed = await createEvent(db, {
      title: 'Stoop with a Ramp Today',
      businessId: steps.id,
      communityBoardId: board.id,
      startsAt: soon(26),
    });
    await createEvent(db, { title: 'Street Fair', businessId: null, communityBoardId: board.id, startsAt: soon(27) });
    await db.update(schema.events).set({ stepFreeEntrance: false }).where(eq(schema.events.id, upstairs.id));
    await db.update(schema.events).set({ stepFreeEntrance: true }).where(eq(schema.events.id, stoopFixed.id));
    const list = async (access: AccessFactKey | null) => {
      const query = parseEventsQuery(
        new URLSearchParams(access ? { access: ACCESS_FACTS.find((fact) => fact.key === access)!.param } : {}),
        new Date(),
      );
      const data = await getEventsPageData(db, query, new Date());
      if (data.view !== 'list') throw new Error('a list was expected');
      return data.groups.flatMap((group) => group.events.map((event) => event.title));
    };
    // Loop Night (above) says nothing of its entrance, so Ramp Kitchen's step-free entrance holds for it too.
    expect((await list('stepFreeEntrance')).sort()).toEqual(['Loop Night', 'Ramp Brunch', 'Stoop with a Ramp Today']);
    expect((await list(null)).length).toBeGreaterThanOrEqual(4);
    expect(await list('seating')).toEqual([]);
    // An unknown fact in the address is ignored, not an error; the calendar has no such filter.
    expect(parseEventsQuery(new URLSearchParams({ access: 'wheelchair<script>' }), new Date()).access).toBeNull();
    expect(parseEventsQuery(new URLSearchParams({ view: 'calendar', access: 'step-free' }), new Date()).access).toBeNull();
  });
});
