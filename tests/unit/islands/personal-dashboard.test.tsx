// @vitest-environment jsdom
/** The personal dashboard island: counts, tabs by address, Unregister and hearts changing the lists at once. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import PersonalDashboard from '#components/islands/dashboard/PersonalDashboard.tsx';
import type { PersonalDashboardView } from '#lib/views/dashboard.ts';
import { $toast } from '#stores/toasts.ts';
import { businessCard, held, resetIslands } from '../../helpers/islands.ts';
import { answerAction } from '../../mocks/astro-actions.ts';

const card = (id: number, name: string) => businessCard(id, name, { isPremium: true, rating: 4.5, reviewCount: 3, priceRange: '$$' });
const gala = {
  id: 7,
  title: 'Members Gala',
  date: '2026-12-31',
  startTime: '21:00',
  endTime: null,
  startsAt: '2027-01-01T02:00:00.000Z',
  location: 'Lenox Ave',
  price: null,
  isPremium: true,
  imageUrl: null,
};
const data = (overrides: Partial<PersonalDashboardView> = {}): PersonalDashboardView => ({
  firstName: 'Keisha',
  isPremium: false,
  favorites: [card(1, 'Sylvia Test Kitchen'), card(2, 'Minton Test Playhouse')],
  registrations: [{ event: gala, status: 'confirmed', hasEnded: false }],
  waitlist: [],
  premiumBusinesses: [card(2, 'Minton Test Playhouse'), card(3, 'Red Test Rooster')],
  premiumBusinessCount: 14,
  exclusiveEvents: [{ ...gala, isRegistered: true }],
  exclusiveEventCount: 4,
  discover: [{ slug: 'restaurants', name: 'Restaurants', description: null, businessCount: 12 }],
  trips: [],
  messages: [
    {
      id: 5,
      isRead: true,
      subject: 'A table for eight',
      content: 'Can we book the back room?',
      createdAt: '2026-11-20T15:00:00.000Z',
      sender: { firstName: 'Keisha', lastName: 'J.' },
      business: { id: 1, name: 'Sylvia Test Kitchen' },
      replies: [
        {
          id: 6,
          isRead: false,
          subject: 'Re: A table for eight',
          content: 'Yes: Saturdays from 6.',
          createdAt: '2026-11-20T16:00:00.000Z',
          sender: { firstName: 'Olu', lastName: 'O.' },
        },
      ],
    },
  ],
  ...overrides,
});
const figure = (label: string) =>
  within(screen.getByRole('list', { name: 'Summary' }))
    .getByRole('link', { name: new RegExp(label) })
    .querySelector('.summary-value')!.textContent;

beforeEach(() => {
  history.replaceState(null, '', '/dashboard');
  Element.prototype.scrollIntoView = () => {};
});
afterEach(resetIslands);

describe('the personal dashboard', () => {
  it('shows a seat held from the waitlist with Confirm seat and Decline, and places in line with Leave', () => {
    const waitlist: PersonalDashboardView['waitlist'] = [
      { event: { ...gala, id: 8, title: 'Jazz Brunch' }, status: 'offered', heldUntil: 'Friday, December 4, 2026, 3:00 PM' },
      { event: { ...gala, id: 9, title: 'Poetry Night' }, status: 'waiting', position: 2 },
    ];
    history.replaceState(null, '', '/dashboard#my-events');
    render(<PersonalDashboard data={data({ waitlist })} back="/dashboard" />);
    expect(screen.getByText('A seat is held for you until Friday, December 4, 2026, 3:00 PM')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm your seat at Jazz Brunch' }).closest('form')!.getAttribute('action')).toContain(
      'waitlist.confirm',
    );
    expect(screen.getByRole('button', { name: 'Decline the seat at Jazz Brunch' })).toBeTruthy();
    expect(screen.getByText('You are #2 on the waitlist')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave the waitlist for Poetry Night' })).toBeTruthy();
  });

  it("welcomes the member with counts, four summary cards and six tabs (the spec's four, My Trips and Messages)", () => {
    render(<PersonalDashboard data={data()} back="/dashboard" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, Keisha!');
    expect(screen.getByText('2 favorite places')).toBeTruthy();
    expect(screen.getByText('1 registered event')).toBeTruthy();
    expect([figure('Favorite Places'), figure('Registered Events'), figure('Premium Spots'), figure('Exclusive Events')]).toEqual([
      '2',
      '1',
      '14',
      '4',
    ]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'My Favorites',
      'My Events',
      'Premium Content',
      'Discover',
      'My Trips (0)',
      'Messages (1)',
    ]);
    // The member's message with the owner's reply.
    fireEvent.click(screen.getByRole('tab', { name: 'Messages (1)' }));
    const inbox = screen.getByRole('tabpanel', { name: 'Messages (1)' });
    expect(inbox.textContent).toContain('A table for eight');
    expect(inbox.textContent).toContain('Reply from Sylvia Test Kitchen');
    expect(inbox.textContent).toContain('Yes: Saturdays from 6.');
    fireEvent.click(screen.getByRole('tab', { name: 'My Favorites' }));
    expect(screen.getByRole('tab', { name: 'My Favorites' }).getAttribute('aria-selected')).toBe('true');
    // Not premium: the upgrade banner waits under Premium Content; a registered exclusive event says so.
    fireEvent.click(screen.getByRole('tab', { name: 'Premium Content' }));
    const premium = screen.getByRole('tabpanel', { name: 'Premium Content' });
    expect(within(premium).getByRole('link', { name: 'Upgrade to Premium' })).toBeTruthy();
    expect(within(premium).getByText('Registered')).toBeTruthy();
  });

  it('shows the empty states', () => {
    render(<PersonalDashboard data={data({ favorites: [], registrations: [] })} back="/dashboard" />);
    expect(screen.getByText('No favorites yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'My Events' }));
    expect(screen.getByText('No events registered')).toBeTruthy();
  });

  it('opens the tab the address names, and the tab a summary card links to', () => {
    history.replaceState(null, '', '/dashboard#my-events');
    render(<PersonalDashboard data={data()} back="/dashboard" />);
    expect(screen.getByRole('tab', { name: 'My Events' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(screen.getByRole('list', { name: 'Summary' })).getByRole('link', { name: /Premium Spots/ }));
    expect(location.hash).toBe('#premium-content');
    expect(screen.getByRole('tab', { name: 'Premium Content' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Premium Content' }).hidden).toBe(false);
  });

  it('Unregister: pending, then the event leaves the list and every count follows', async () => {
    const answer = held<{ data: unknown }>();
    answerAction('events.unregister', () => answer.promise);
    render(<PersonalDashboard data={data()} back="/dashboard" />);
    fireEvent.click(screen.getByRole('tab', { name: 'My Events' }));
    const leave = screen.getByRole('button', { name: 'Unregister from Members Gala' });
    fireEvent.click(leave);
    expect(leave.textContent).toBe('Unregistering...');
    expect(leave.getAttribute('aria-disabled')).toBe('true');
    await act(async () => answer.release({ data: { eventId: 7 } }));
    expect(screen.queryByRole('button', { name: 'Unregister from Members Gala' })).toBeNull();
    expect(screen.getByText('No events registered')).toBeTruthy();
    expect(figure('Registered Events')).toBe('0');
    expect(screen.getByText('0 registered events')).toBeTruthy();
    expect($toast.get()).toMatchObject({ title: 'Unregistered', description: 'You have been unregistered from the event.' });
    // The exclusive event offers Register again.
    fireEvent.click(screen.getByRole('tab', { name: 'Premium Content' }));
    expect(screen.getByRole('link', { name: 'Register for Members Gala' })).toBeTruthy();
  });

  it('a refused Unregister keeps the event and explains, in the spec’s words when nothing else is known', async () => {
    answerAction('events.unregister', () => ({
      error: { code: 'CONFLICT', status: 409, message: 'This event has already ended, so its registration can no longer be cancelled.' },
    }));
    render(<PersonalDashboard data={data()} back="/dashboard" />);
    fireEvent.click(screen.getByRole('tab', { name: 'My Events' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unregister from Members Gala' })));
    expect(screen.getByRole('button', { name: 'Unregister from Members Gala' })).toBeTruthy();
    expect($toast.get()).toMatchObject({ title: 'Event Ended' });
    answerAction('events.unregister', () => ({ error: { code: 'INTERNAL_SERVER_ERROR', status: 500, message: 'boom' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unregister from Members Gala' })));
    expect($toast.get()).toMatchObject({
      title: 'Error',
      description: 'Failed to unregister from event. Please try again.',
      variant: 'destructive',
    });
    expect(figure('Registered Events')).toBe('1');
  });

  it('a heart removed leaves My Favorites at once; one saved under Premium Content joins it', async () => {
    answerAction('favorites.change', (input) => {
      const form = input as FormData;
      return {
        data: { business: { id: Number(form.get('businessId')), name: 'x' }, saved: form.get('intent') === 'add', favoriteCount: 0 },
      };
    });
    render(<PersonalDashboard data={data()} back="/dashboard" />);
    const favorites = screen.getByRole('tabpanel', { name: 'My Favorites' });
    // Hearts learn their state once mounted.
    await act(async () => {});
    await act(async () => fireEvent.click(within(favorites).getByRole('button', { name: 'Remove Sylvia Test Kitchen from favorites' })));
    expect(within(favorites).queryByText('Sylvia Test Kitchen')).toBeNull();
    expect(figure('Favorite Places')).toBe('1');
    expect(screen.getByText('1 favorite place')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Premium Content' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Red Test Rooster to favorites' })));
    fireEvent.click(screen.getByRole('tab', { name: 'My Favorites' }));
    expect(
      within(screen.getByRole('tabpanel', { name: 'My Favorites' }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Red Test Rooster', 'Minton Test Playhouse']);
    expect(figure('Favorite Places')).toBe('2');
  });
});
