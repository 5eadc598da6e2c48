// @vitest-environment jsdom
/** The follow mode of a tour: location refused, points tapped, the walk kept on the device, arrival by location, the finish screen. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TourFollow, { type FollowStop } from '#components/islands/tours/TourFollow.tsx';
import { walkKey } from '#stores/tour-walk.ts';

const stops: FollowStop[] = [
  { id: 21, number: 1, title: 'Apollo Theater', latitude: 40.81003, longitude: -73.95006, interactionZone: 30 },
  { id: 22, number: 2, title: 'Hotel Theresa', latitude: 40.80951, longitude: -73.94818, interactionZone: 30 },
];
const follow = (props: Partial<Parameters<typeof TourFollow>[0]> = {}) => (
  <TourFollow locale="en" tourId={5} stops={stops} account={null} signIn="/auth?next=%2Ftours%2F5" initial={null} frame={null} {...props} />
);

type Watcher = { success: PositionCallback; failure: PositionErrorCallback };
function fakeGeolocation() {
  const watchers: Watcher[] = [];
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      watchPosition: (success: PositionCallback, failure: PositionErrorCallback) => watchers.push({ success, failure }) - 1,
      clearWatch: vi.fn(),
    },
  });
  return {
    move: (latitude: number, longitude: number) =>
      act(() => watchers.forEach((watcher) => watcher.success({ coords: { latitude, longitude, accuracy: 5 } } as GeolocationPosition))),
    refuse: () => act(() => watchers.forEach((watcher) => watcher.failure({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError))),
  };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('following a tour', () => {
  it('works by tapping when location is refused, and keeps the walk on the device', async () => {
    const location = fakeGeolocation();
    render(follow());
    fireEvent.click(screen.getByRole('button', { name: 'Start tour' }));
    await act(async () => {});
    location.refuse();
    expect(screen.getByText(/Location is off for this site/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toContain('Apollo Theater');
    fireEvent.click(screen.getByRole('button', { name: 'I’m here' }));
    expect(screen.getByRole('heading', { level: 3 }).textContent).toContain('Hotel Theresa');
    expect(screen.getByText('1 of 2 points done')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(walkKey(5, null))!)).toMatchObject({ started: true, done: [21] });

    // A new page reopens on the same next point.
    cleanup();
    render(follow());
    expect(screen.getByRole('heading', { level: 3 }).textContent).toContain('Hotel Theresa');
  });

  it('gives the way to the next point and marks it on arrival, then finishes; signed out, it offers to sign in to rate', async () => {
    const location = fakeGeolocation();
    render(follow());
    fireEvent.click(screen.getByRole('button', { name: 'Start tour' }));
    await act(async () => {});
    location.move(40.8073, -73.95006); // about 300 m south of the Apollo
    expect(screen.getByRole('heading', { level: 3 }).nextElementSibling?.textContent).toBe('0.2 mi to the north · about 5 min on foot');
    location.move(40.81003, -73.95006);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toContain('Hotel Theresa');
    location.move(40.80951, -73.94818);
    expect(screen.getByRole('heading', { name: 'You finished the tour!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to rate this tour and earn loyalty points' }).getAttribute('href')).toBe(
      '/auth?next=%2Ftours%2F5',
    );
  });

  it('shows a finished walk of the account with its rating form, and the rating once given', () => {
    render(follow({ account: { id: 9 }, initial: { done: [21, 22], status: 'completed', rating: null, feedback: null } }));
    expect(screen.getByRole('group', { name: 'How was this tour?' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    cleanup();
    render(follow({ account: { id: 9 }, initial: { done: [21, 22], status: 'completed', rating: 5, feedback: null } }));
    expect(screen.getByText('Thank you! You rated this tour 5 out of 5.')).toBeTruthy();
  });
});
