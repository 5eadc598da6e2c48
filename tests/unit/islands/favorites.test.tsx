// @vitest-environment jsdom
/** The heart and the account menu's count: every state of the island, with the action answered by the test. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FavoriteButton from '#components/islands/favorites/FavoriteButton.tsx';
import FavoritesCount from '#components/islands/favorites/FavoritesCount.tsx';
import { $favoriteCount, $lastFavoriteChange, sendQueuedFavorites } from '#stores/favorites.ts';
import { $toast, dismissToast } from '#stores/toasts.ts';
import { navigation } from '#stores/viewer.ts';
import { held, resetIslands } from '../../helpers/islands.ts';
import { actionCalls, answerAction } from '../../mocks/astro-actions.ts';

const business = { id: 7, name: 'Sylvia Test Kitchen' };
const heart = (props: Partial<Parameters<typeof FavoriteButton>[0]> = {}) => (
  <FavoriteButton business={business} saved={false} signedIn next="/businesses?q=soul" {...props} />
);
const button = () => screen.getAllByRole('button')[0];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  navigation.go = vi.fn();
});
afterEach(() => {
  resetIslands();
  localStorage.clear();
  delete document.documentElement.dataset.viewer;
  vi.useRealTimers();
});

describe('the favorite heart', () => {
  it('is a form that works without JavaScript: the action, the business, the intent and the page to come back to', () => {
    const { container } = render(heart());
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('?_action=favorites.change');
    expect(Object.fromEntries(new FormData(form))).toEqual({ businessId: '7', intent: 'add', next: '/businesses?q=soul' });
    expect(button().getAttribute('aria-label')).toBe('Save Sylvia Test Kitchen to favorites');
    expect(button().getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the change at once on every heart of the business, is pending until the answer, then says so', async () => {
    const answer = held<{ data: unknown }>();
    answerAction('favorites.change', () => answer.promise);
    render(
      <>
        {heart()}
        {heart()}
      </>,
    );
    fireEvent.click(screen.getAllByRole('button')[0]);
    for (const each of screen.getAllByRole('button')) {
      expect(each.getAttribute('aria-pressed')).toBe('true');
      expect(each.getAttribute('aria-disabled')).toBe('true');
      expect(each.getAttribute('aria-label')).toBe('Remove Sylvia Test Kitchen from favorites');
    }
    // A second press while pending sends nothing more.
    fireEvent.click(screen.getAllByRole('button')[1]);
    expect(actionCalls).toHaveLength(1);
    const sent = actionCalls[0].input as FormData;
    expect(Object.fromEntries(sent)).toEqual({ businessId: '7', intent: 'add' });

    await act(async () => answer.release({ data: { business, saved: true, favoriteCount: 4 } }));
    for (const each of screen.getAllByRole('button')) expect(each.getAttribute('aria-disabled')).toBeNull();
    expect($toast.get()).toMatchObject({ title: 'Added to favorites', description: 'Sylvia Test Kitchen', variant: 'success' });
    expect($favoriteCount.get()).toBe(4);
    expect($lastFavoriteChange.get()).toEqual({ id: 7, saved: true });
  });

  it('rolls back with the spec’s message when the server refuses', async () => {
    answerAction('favorites.change', () => ({
      error: { code: 'INTERNAL_SERVER_ERROR', status: 500, message: 'Something went wrong. Please try again.' },
    }));
    render(heart({ saved: true }));
    await act(async () => fireEvent.click(button()));
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect($toast.get()).toMatchObject({
      title: 'Error',
      description: 'Failed to update favorites. Please try again.',
      variant: 'destructive',
    });
    expect(button().getAttribute('aria-disabled')).toBeNull();
    expect($lastFavoriteChange.get()).toBeNull();
  });

  it('without a connection, keeps the change, says it waits, and sends it when the connection returns', async () => {
    document.documentElement.dataset.viewer = 'a1b2c3d4e5f60718';
    answerAction('favorites.change', () => Promise.reject(new TypeError('Failed to fetch')));
    render(heart({ saved: true }));
    await act(async () => fireEvent.click(button()));
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect($toast.get()).toMatchObject({
      title: "You're offline",
      description: "Sylvia Test Kitchen will be removed from your favorites when you're back online.",
    });
    expect(JSON.parse(localStorage.getItem('harlem-guide:favorites-offline')!)).toEqual([
      { id: 7, name: 'Sylvia Test Kitchen', saved: false, viewer: 'a1b2c3d4e5f60718' },
    ]);

    answerAction('favorites.change', () => ({ data: { favorite: false, favoriteCount: 0 } }));
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(localStorage.getItem('harlem-guide:favorites-offline')).toBeNull());
    });
    expect(actionCalls).toHaveLength(2);
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect($toast.get()).toMatchObject({
      title: 'Removed from favorites',
      description: 'Sylvia Test Kitchen (changed while you were offline)',
    });
  });

  it('never sends or shows a change made offline under another session', async () => {
    localStorage.setItem(
      'harlem-guide:favorites-offline',
      JSON.stringify([{ id: 7, name: 'Sylvia Test Kitchen', saved: true, viewer: 'another-session' }]),
    );
    document.documentElement.dataset.viewer = 'a1b2c3d4e5f60718';
    answerAction('favorites.change', () => ({ data: { favorite: true, favoriteCount: 1 } }));
    render(heart({ saved: false }));
    await act(async () => sendQueuedFavorites());
    expect(actionCalls).toHaveLength(0);
    expect(button().getAttribute('aria-pressed')).toBe('false');
  });

  it('asks a signed-out visitor to log in, sends nothing, and opens sign-in after 500 ms', () => {
    render(heart({ signedIn: false }));
    fireEvent.click(button());
    expect(actionCalls).toHaveLength(0);
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect($toast.get()).toMatchObject({ title: 'Login Required', description: 'Please log in to save favorites.' });
    vi.advanceTimersByTime(499);
    expect(navigation.go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigation.go).toHaveBeenCalledWith('/auth?next=%2F');
  });

  it('a session that ended (401): rolls back, says Unauthorized, and opens sign-in saying why', async () => {
    answerAction('favorites.change', () => ({ error: { code: 'UNAUTHORIZED', status: 401, message: 'Please log in to save favorites.' } }));
    render(heart());
    await act(async () => fireEvent.click(button()));
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect($toast.get()).toMatchObject({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
    vi.advanceTimersByTime(500);
    expect(navigation.go).toHaveBeenCalledWith('/auth?next=%2F&error=session_invalid');
  });

  it('on the business page reads "Add to Favorites", then "Favorited"', async () => {
    answerAction('favorites.change', () => ({ data: { business, saved: true, favoriteCount: 1 } }));
    render(heart({ variant: 'button' }));
    expect(button().textContent).toBe('Add Sylvia Test Kitchen to Favorites');
    expect(button().getAttribute('aria-label')).toBeNull();
    await act(async () => fireEvent.click(button()));
    expect(button().textContent).toBe('Sylvia Test Kitchen Favorited');
    expect(button().getAttribute('aria-pressed')).toBe('true');
  });
});

describe('the heart’s notices on Spanish and French pages', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('in Spanish: says the change waits offline, then what was sent, one or several, and what was refused', async () => {
    document.documentElement.lang = 'es';
    document.documentElement.dataset.viewer = 'a1b2c3d4e5f60718';
    answerAction('favorites.change', () => Promise.reject(new TypeError('Failed to fetch')));
    render(heart({ saved: false, locale: 'es' }));
    await act(async () => fireEvent.click(button()));
    expect($toast.get()).toMatchObject({
      title: 'Estás sin conexión',
      description: 'Sylvia Test Kitchen se guardará en tus favoritos cuando vuelvas a tener conexión.',
    });

    answerAction('favorites.change', () => ({ data: { favorite: true, favoriteCount: 1 } }));
    await act(async () => sendQueuedFavorites());
    expect($toast.get()).toMatchObject({
      title: 'Se agregó a favoritos',
      description: 'Sylvia Test Kitchen (cambio hecho sin conexión)',
      variant: 'success',
    });

    const queued = [
      { id: 8, name: 'Lenox Test Lounge', saved: true, viewer: 'a1b2c3d4e5f60718' },
      { id: 9, name: 'Malcolm Test Market', saved: false, viewer: 'a1b2c3d4e5f60718' },
    ];
    localStorage.setItem('harlem-guide:favorites-offline', JSON.stringify(queued));
    await act(async () => sendQueuedFavorites());
    expect($toast.get()).toMatchObject({
      title: 'Se actualizaron tus favoritos',
      description: 'Se guardaron los 2 cambios que hiciste sin conexión.',
    });

    localStorage.setItem('harlem-guide:favorites-offline', JSON.stringify(queued));
    answerAction('favorites.change', () => ({ error: { code: 'UNAUTHORIZED', status: 401, message: 'Please log in to save favorites.' } }));
    await act(async () => sendQueuedFavorites());
    expect($toast.get()).toMatchObject({
      title: 'No se actualizaron tus favoritos',
      description:
        'Los cambios que hiciste sin conexión no se guardaron (Lenox Test Lounge, Malcolm Test Market). Tu sesión se cerró: inicia sesión e inténtalo de nuevo.',
      variant: 'destructive',
    });
  });

  it('in English: several changes sent are counted as before', async () => {
    document.documentElement.dataset.viewer = 'a1b2c3d4e5f60718';
    localStorage.setItem(
      'harlem-guide:favorites-offline',
      JSON.stringify([
        { id: 8, name: 'Lenox Test Lounge', saved: true, viewer: 'a1b2c3d4e5f60718' },
        { id: 9, name: 'Malcolm Test Market', saved: false, viewer: 'a1b2c3d4e5f60718' },
      ]),
    );
    answerAction('favorites.change', () => ({ data: { favorite: true, favoriteCount: 1 } }));
    await act(async () => sendQueuedFavorites());
    expect($toast.get()).toMatchObject({ title: 'Favorites updated', description: '2 changes made while you were offline are saved.' });

    localStorage.setItem(
      'harlem-guide:favorites-offline',
      JSON.stringify([{ id: 8, name: 'Lenox Test Lounge', saved: true, viewer: 'a1b2c3d4e5f60718' }]),
    );
    answerAction('favorites.change', () => ({
      error: { code: 'INTERNAL_SERVER_ERROR', status: 500, message: 'Something went wrong. Please try again.' },
    }));
    await act(async () => sendQueuedFavorites());
    expect($toast.get()).toMatchObject({
      title: 'Favorites not updated',
      description: 'Changes made offline were not saved (Lenox Test Lounge). Failed to update favorites. Please try again.',
    });
  });

  it('in French: asks a signed-out visitor to log in, and says a session ended', async () => {
    document.documentElement.lang = 'fr';
    render(heart({ signedIn: false, locale: 'fr' }));
    fireEvent.click(button());
    expect($toast.get()).toMatchObject({ title: 'Connexion nécessaire', description: 'Connectez-vous pour enregistrer des favoris.' });
    vi.advanceTimersByTime(500);
    expect(navigation.go).toHaveBeenCalledWith('/fr/auth?next=%2F');
    resetIslands();

    answerAction('favorites.change', () => ({ error: { code: 'UNAUTHORIZED', status: 401, message: 'Please log in to save favorites.' } }));
    render(heart({ locale: 'fr' }));
    await act(async () => fireEvent.click(button()));
    expect($toast.get()).toMatchObject({
      title: 'Session expirée',
      description: 'Votre session a pris fin. Redirection vers la page de connexion…',
      variant: 'destructive',
    });
  });
});

describe('the account menu’s favorites count', () => {
  it('shows the count the page was drawn with, then follows every heart', () => {
    render(<FavoritesCount count={3} />);
    expect(screen.getByText('3')).toBeTruthy();
    act(() => $favoriteCount.set(4));
    expect(screen.getByText('4')).toBeTruthy();
  });
});
