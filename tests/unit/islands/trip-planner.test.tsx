// @vitest-environment jsdom
/** The trip planner island: Generate waits for a duration and an interest; plans come from the server's generator. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import TripPlanner from '#components/islands/trips/TripPlanner.tsx';
import { planFrameOf } from '#components/islands/trips/plan-frame.ts';
import { generateItinerary, type TripBusiness } from '#lib/domain/trip-planner.ts';
import { trip_generate } from '#paraglide/messages.js';
import { handFetch } from '../../helpers/islands.ts';

const place = (id: number, name: string, category: { name: string; slug: string }): TripBusiness => ({
  id,
  name,
  description: `${name}, uptown.`,
  address: `${id} Lenox Ave`,
  priceRange: '$$',
  rating: 4.5,
  latitude: 40.81 + id / 1000,
  longitude: -73.94,
  category,
  communityBoard: { number: 10, name: 'Central Harlem' },
});
const candidates = {
  businesses: [
    place(1, 'Sylvia Test Kitchen', { name: 'Restaurants', slug: 'restaurants' }),
    place(2, 'Minton Test Playhouse', { name: 'Music Venues', slug: 'music' }),
    place(3, 'Red Test Rooster', { name: 'Restaurants', slug: 'restaurants' }),
  ],
  events: [],
};
const plan = generateItinerary(
  { duration: 'full-day', interests: ['food', 'music'], budget: 'moderate', groupSize: 'couple' },
  candidates,
  { startDate: '2026-12-05' },
);
const emptyValues = { duration: null, interests: [], budget: 'moderate', groupSize: 'couple', start: '2026-12-01' } as const;

const generate = () => screen.getByRole('button', { name: /Generate|Generating/ }) as HTMLButtonElement;
/** The planner before any choice, as the page draws it: the popular itineraries and the form. */
const emptyPlanner = (fn: typeof fetch) => (
  <TripPlanner
    locale="en"
    values={{ ...emptyValues, interests: [] }}
    errors={{}}
    today="2026-12-01"
    plan={null}
    origin="https://harlem.example"
    fetcher={fn}
  >
    <p>Popular Itineraries</p>
  </TripPlanner>
);
const renderPlanner = (fn: typeof fetch) => render(emptyPlanner(fn));

beforeEach(() => {
  history.replaceState(null, '', '/trip-planner');
  window.requestAnimationFrame = (callback) => (callback(0), 0);
  Element.prototype.scrollIntoView = () => {};
});
afterEach(cleanup);

describe('the trip planner', () => {
  it('keeps Generate disabled until a duration and an interest are chosen, with the hint', () => {
    renderPlanner(handFetch().fn);
    expect(screen.getByText('Popular Itineraries')).toBeTruthy();
    expect(generate().disabled).toBe(true);
    expect(screen.getByText('Choose a duration and at least one interest.').hidden).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: /Full Day/ }));
    expect(generate().disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Food & Dining' }));
    expect(generate().disabled).toBe(false);
    expect(screen.getByText('Choose a duration and at least one interest.').hidden).toBe(true);
  });

  it('keeps a duration and interests chosen before it hydrated: Generate is ready and sends them', () => {
    const { fn, calls } = handFetch();
    const island = emptyPlanner(fn);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(island);
    (container.querySelector('input[name="duration"][value="weekend"]') as HTMLInputElement).checked = true;
    (container.querySelector('input[name="interests"][value="music"]') as HTMLInputElement).checked = true;
    render(island, { container, hydrate: true });
    expect(generate().disabled).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Music & Jazz' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(generate());
    expect(calls[0].url).toBe('/api/trip-planner?duration=weekend&interests=music&budget=moderate&group=couple&start=2026-12-01&lang=en');
  });

  it('asks the server for the plan, shows it in place of the popular ones, and keeps its address', async () => {
    const { fn, calls } = handFetch();
    renderPlanner(fn);
    fireEvent.click(screen.getByRole('radio', { name: /Full Day/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Food & Dining' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Music & Jazz' }));
    fireEvent.click(generate());
    expect(calls[0].url).toBe(
      '/api/trip-planner?duration=full-day&interests=food&interests=music&budget=moderate&group=couple&start=2026-12-01&lang=en',
    );
    expect(generate().textContent).toBe('Generating…');
    expect(generate().disabled).toBe(true);
    const href = '/trip-planner?duration=full-day&interests=food&interests=music&budget=moderate&group=couple&start=2026-12-05';
    await act(async () => calls[0].answer({ plan, href }));
    expect(screen.queryByText('Popular Itineraries')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your Harlem Itinerary' })).toBeTruthy();
    expect(screen.getByText('Full Day · Food & Dining, Music & Jazz · Moderate ($50–150) · Couple')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Test/ }).map((link) => link.textContent)).toContain('Sylvia Test Kitchen');
    expect((screen.getByLabelText('Share this plan: the link is the itinerary') as HTMLInputElement).value).toBe(
      `https://harlem.example${href}`,
    );
    expect(location.pathname + location.search).toBe(href);
    expect(generate().textContent).toBe('Generate Itinerary');
  });

  it('runs a plan the server drew from its frame alone, its days left as drawn, until a new plan replaces them', async () => {
    const { fn, calls } = handFetch();
    history.replaceState(null, '', '/trip-planner?duration=full-day&interests=food&interests=music&budget=moderate&group=couple');
    render(
      <TripPlanner
        locale="en"
        values={{ ...emptyValues, duration: 'full-day', interests: ['food', 'music'] }}
        errors={{}}
        today="2026-12-01"
        plan={planFrameOf(plan)}
        planBody={<p>The server’s days</p>}
        origin="https://harlem.example"
        fetcher={fn}
      />,
    );
    expect(screen.getByText('The server’s days')).toBeTruthy();
    expect(screen.getByText(`Starting Saturday, December 5, 2026 · ${plan.stopCount} stops · 0 events`)).toBeTruthy();
    // The map's pins, numbered in the plan's order.
    expect(JSON.parse(document.getElementById('trip-map')!.dataset.points!).map(([id, , , number]: number[]) => [id, number])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ]);
    fireEvent.click(screen.getByRole('radio', { name: /Weekend/ }));
    fireEvent.click(generate());
    await act(async () => calls[0].answer({ plan, href: '/trip-planner?duration=weekend&interests=food&interests=music' }));
    expect(screen.queryByText('The server’s days')).toBeNull();
    expect(screen.getAllByRole('link', { name: /Test/ }).map((link) => link.textContent)).toContain('Sylvia Test Kitchen');
  });

  it('asks for the plan’s words in the page’s language, whichever it is (lang=es, lang=fr, as lang=en)', () => {
    for (const locale of ['es', 'fr'] as const) {
      const { fn, calls } = handFetch();
      history.replaceState(null, '', `/${locale}/trip-planner`);
      render(
        <TripPlanner
          locale={locale}
          values={{ ...emptyValues, duration: 'half-day', interests: ['history'] }}
          errors={{}}
          today="2026-12-01"
          plan={null}
          origin="https://harlem.example"
          fetcher={fn}
        />,
      );
      fireEvent.click(screen.getByRole('button', { name: trip_generate({}, { locale }) }));
      expect(calls[0].url).toBe(
        `/api/trip-planner?duration=half-day&interests=history&budget=moderate&group=couple&start=2026-12-01&lang=${locale}`,
      );
      cleanup();
    }
  });

  it('shows what is missing when the server refuses the preferences', async () => {
    const { fn, calls } = handFetch();
    renderPlanner(fn);
    fireEvent.click(screen.getByRole('radio', { name: /Half Day/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'History' }));
    fireEvent.click(generate());
    await act(async () =>
      calls[0].answer({ message: 'Please choose a valid start date', errors: { start: 'Please choose a valid start date' } }, 400),
    );
    expect(screen.getByRole('alert').textContent).toContain('Please choose a valid start date');
    expect(screen.getByText('Popular Itineraries')).toBeTruthy();
  });

  it('says when the plan could not be made, and tries again', async () => {
    const { fn, calls } = handFetch();
    renderPlanner(fn);
    fireEvent.click(screen.getByRole('radio', { name: /Weekend/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Shopping' }));
    fireEvent.click(generate());
    await act(async () => calls[0].fail());
    expect(screen.getByRole('alert').textContent).toContain('The plan could not be made right now.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls[1].url).toBe(calls[0].url);
    await act(async () => calls[1].answer({ plan, href: '/trip-planner?duration=full-day' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your Harlem Itinerary' })).toBeTruthy();
  });
});
