import { describe, expect, it } from 'vitest';
import { requestNow } from '#lib/server/http/request-clock.ts';

describe('the time a request is answered at', () => {
  it('is set by the clock cookie only on a local copy of the site', () => {
    const monday = '2026-11-23T23:30:00.000Z';
    expect(requestNow(monday, true).toISOString()).toBe(monday);
    expect(requestNow(encodeURIComponent(monday), true).toISOString()).toBe(monday);
    // A deployed site: the real time, whatever the cookie says.
    expect(Math.abs(requestNow(monday, false).getTime() - Date.now())).toBeLessThan(1000);
    // Nonsense, or no cookie: the real time.
    for (const value of ['not-a-time', '', undefined]) expect(Math.abs(requestNow(value, true).getTime() - Date.now())).toBeLessThan(1000);
  });
});
