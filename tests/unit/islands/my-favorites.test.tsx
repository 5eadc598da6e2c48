// @vitest-environment jsdom
/** /favorites as an island: the saved places, a heart pending then removing its card, the empty state, a refusal keeping the card. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import MyFavorites from '#components/islands/dashboard/MyFavorites.tsx';
import { $toast } from '#stores/toasts.ts';
import { businessCard as card, held, resetIslands } from '../../helpers/islands.ts';
import { answerAction } from '../../mocks/astro-actions.ts';
const headings = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

beforeEach(() => {
  history.replaceState(null, '', '/favorites');
  Element.prototype.scrollIntoView = () => {};
});
afterEach(resetIslands);

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
    const answer = held<{ data: unknown }>();
    answerAction('favorites.change', () => answer.promise);
    render(<MyFavorites favorites={[card(1, 'Test Cafe')]} />);
    await act(async () => {});
    const heart = screen.getByRole('button', { name: /Test Cafe/ });
    await act(async () => fireEvent.click(heart));
    expect(heart.getAttribute('aria-disabled')).toBe('true');
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(headings()).toEqual(['Test Cafe']);
    await act(async () => answer.release({ data: { business: { id: 1, name: 'Test Cafe' }, saved: false, favoriteCount: 0 } }));
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
