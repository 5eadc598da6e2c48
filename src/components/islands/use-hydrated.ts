/**
 * Whether the island is running in the browser: false while React draws the server's markup and
 * hydrates it (so the first render matches the HTML), true from the render after. Islands use it
 * to switch from their no-JavaScript form (every tab panel shown, a plain submit) to the scripted
 * one, without setting state in an effect.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
