/**
 * The calendar and trip planner islands name their language to the API in English too
 * (`lang=en`, issue 32): English is one locale among three. These APIs answer `lang=en` exactly
 * as they answer no `lang`, and `lang=en` wins over a browser's other Accept-Language.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as calendar } from '#pages/api/events/calendar.ts';
import { GET as planTrip } from '#pages/api/trip-planner.ts';
import { createBoard, createEvent } from '../factories/index.ts';
import { callApi } from '../helpers/api.ts';
import { useFreshDatabase } from '../helpers/database.ts';

describe('lang=en on the islands’ APIs', () => {
  beforeAll(async () => {
    const { db } = await useFreshDatabase();
    const board = await createBoard(db, { number: 10, name: 'Central Harlem' });
    await createEvent(db, { title: 'Jazz on Lenox', startsAt: new Date('2026-12-12T23:30:00Z'), communityBoardId: board.id });
  });

  it('the calendar answers lang=en as it answers no lang', async () => {
    const plain = await callApi(calendar, '/api/events/calendar?view=calendar&month=2026-12');
    const english = await callApi(calendar, '/api/events/calendar?view=calendar&month=2026-12&lang=en');
    expect(english.status).toBe(200);
    expect(english.body).toEqual(plain.body);
    expect(JSON.stringify(english.body)).toContain('Jazz on Lenox');
  });

  it('the trip planner answers lang=en in English, even to a French browser', async () => {
    const plain = await callApi(planTrip, '/api/trip-planner?duration=weekend');
    const english = await callApi(planTrip, '/api/trip-planner?duration=weekend&lang=en', {}, { headers: { 'accept-language': 'fr' } });
    expect(english.status).toBe(400);
    expect(english.body).toEqual(plain.body);
    expect(english.body).toEqual({
      message: 'Please choose at least one interest',
      errors: { interests: 'Please choose at least one interest' },
    });
  });
});
