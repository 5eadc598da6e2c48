/**
 * Loading an island's state from a JSON endpoint by the page's query string, with the address in
 * step (the calendar, the trip planner): a request still running is dropped when another starts;
 * a failure keeps what is shown and remembers what to retry (and whether it was a new history
 * entry); Back and Forward load the state the address names.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { addLanguageParam } from '#lib/i18n/language-param.ts';
import type { Locale } from '#lib/i18n/locales.ts';

export type LoadStatus = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; search: string; push: boolean };

/** What the server answered: the island decides what it means (throw to show the error state). */
export type Answer<T> = { status: number; ok: boolean; body: T };

type Handlers<T> = {
  /** Shows an answer; `push` says whether its address becomes a new history entry. */
  onAnswer: (answer: Answer<T>, push: boolean) => void;
  /** Back and Forward: the query string to load for the address now shown, or null to load the page. */
  fromAddress: () => string | null;
};

/** `locale` is the page's: the endpoint is asked for its words in that language (`lang=`), English included. */
export function useAddressLoad<T>(
  endpoint: string,
  locale: Locale,
  handlers: Handlers<T>,
  fetcher: typeof fetch = (...args) => fetch(...args),
) {
  const [status, setStatus] = useState<LoadStatus>({ kind: 'idle' });
  const pending = useRef<AbortController | null>(null);
  // The island's latest handlers, so `load` stays the same function from render to render.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  /** Loads the state of a query string ("?month=..."); `push` adds its address to the history. True once it is shown. */
  const load = useCallback(
    async (search: string, push: boolean): Promise<boolean> => {
      pending.current?.abort();
      const controller = (pending.current = new AbortController());
      setStatus({ kind: 'loading' });
      try {
        const response = await fetcher(addLanguageParam(locale, `${endpoint}${search}`), {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        });
        const body = (await response.json()) as T;
        if (pending.current !== controller) return false;
        latest.current.onAnswer({ status: response.status, ok: response.ok, body }, push);
        setStatus({ kind: 'idle' });
        return true;
      } catch (error) {
        if ((error as Error).name !== 'AbortError' && pending.current === controller) setStatus({ kind: 'error', search, push });
        return false;
      }
    },
    [endpoint, locale, fetcher],
  );

  const retry = () => {
    if (status.kind === 'error') void load(status.search, status.push);
  };

  useEffect(() => {
    const onPop = () => {
      const search = latest.current.fromAddress();
      if (search === null) location.reload();
      else void load(search, false);
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [load]);

  return { status, load, retry };
}
