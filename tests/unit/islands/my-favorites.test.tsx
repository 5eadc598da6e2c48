// @vitest-environment jsdom
/** /favorites as an island: the saved places, a heart pending then removing its card, the empty state, a refusal keeping the card. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import MyFavorites from '../../../src/components/islands/dashboard/MyFavorites.tsx';
import type { BusinessCardView } from '../../../src/lib/views/businesses.ts';
import { $favorites, $lastFavoriteChange, $pendingFavorites } from '../../../src/stores/favorites.ts';
import { $toast, dismissToast } from '../../../src/stores/toasts.ts';
import { answerAction, resetActions } from '../../mocks/astro-actions.ts';

const card = (id: number, name: string): BusinessCardView => ({ id, name, imageUrl: null, isPremium: false, categoryName: 'Restaurants', communityBoard: { number: 11, name: 'East Harlem' }, rating: null, reviewCount: 0, priceRange: null });
const headings = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

beforeEach(() => {
  history.replaceState(null, '', '/favorites');
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  cleanup();
  resetActions();
  $favorites.set({});
  $pendingFavorites.set({});
  $lastFavoriteChange.set(null);
  dismissToast();
});

describe('My Favorites', () => {
  it('lists the saved places with pressed hearts and counts them', async () => {
    render(<MyFavorites favorites={[card(1, 'Test Cafe'), card(2, 'Test Bakery')]} />);
    await act(async () => {});
    expect(headings()).toEqual(['Test Cafe', 'Test Bakery']);
    expect(screen.getByText('2 favorite places')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Test Cafe from favorites' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says No favorites yet when there are none', () => {
    render(<MyFavorites favorites={[]} />);
    expect(screen.getByText('No favorites yet')).toBeTruthy();
    expect(screen.getByText('0 favorite places')).toBeTruthy();
  });

  it('a heart is pending until the server answers, then its place leaves the list, down to the empty state', async () => {
    let answer!: () => void;
    answerAction('favorites.change', () => new Promise((resolve) => (answer = () => resolve({ data: { business: { id: 1, name: 'Test Cafe' }, saved: false, favoriteCount: 0 } }))));
    render(<MyFavorites favorites={[card(1, 'Test Cafe')]} />);
    await act(async () => {});
    const heart = screen.getByRole('button', { name: /Test Cafe/ });
    await act(async () => fireEvent.click(heart));
    expect(heart.getAttribute('aria-disabled')).toBe('true');
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(headings()).toEqual(['Test Cafe']);
    await act(async () => answer());
    expect(headings()).toEqual([]);
    expect(screen.getByText('No favorites yet')).toBeTruthy();
    expect($toast.get()).toMatchObject({ title: 'Removed from favorites' });
  });

  it('a refused change keeps the place and says so', async () => {
    answerAction('favorites.change', () => ({ error: { code: 'INTERNAL_SERVER_ERROR', status: 500, message: 'boom' } }));
    render(<MyFavorites favorites={[card(1, 'Test Cafe')]} />);
    await act(async () => {});
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove Test Cafe from favorites' })));
    expect(headings()).toEqual(['Test Cafe']);
    expect(screen.getByRole('button', { name: 'Remove Test Cafe from favorites' }).getAttribute('aria-pressed')).toBe('true');
    expect($toast.get()).toMatchObject({ title: 'Error', description: 'Failed to update favorites. Please try again.' });
  });
});
