import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toast, dismissToast, pauseToast, resumeToast, showToast, TOAST_DURATION_MS } from '#stores/toasts.ts';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissToast();
    vi.useRealTimers();
  });

  it('shows one at a time: a new toast replaces the current one', () => {
    showToast({ title: 'Added to favorites' });
    const second = showToast({ title: 'Removed from favorites' });
    expect($toast.get()).toEqual(second);
  });

  it('leaves after 5000 ms', () => {
    showToast({ title: 'Link copied!' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect($toast.get()?.title).toBe('Link copied!');
    vi.advanceTimersByTime(1);
    expect($toast.get()).toBeNull();
  });

  it('a replaced toast does not cut the new one short', () => {
    showToast({ title: 'First' });
    vi.advanceTimersByTime(4000);
    showToast({ title: 'Second' });
    vi.advanceTimersByTime(4000);
    expect($toast.get()?.title).toBe('Second');
  });

  it('waits while paused and then finishes the time that was left', () => {
    showToast({ title: 'Registered' });
    vi.advanceTimersByTime(3000);
    pauseToast();
    vi.advanceTimersByTime(60_000);
    expect($toast.get()?.title).toBe('Registered');
    resumeToast();
    vi.advanceTimersByTime(1999);
    expect($toast.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect($toast.get()).toBeNull();
  });
});
