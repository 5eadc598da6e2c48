/**
 * The admin dashboard's state, kept live: the address holds the tab and its query (?tab=users&q=ann);
 * following a link or a filter form inside the island brings that page from /api/admin/dashboard
 * (Back and Forward too) while the current one stays on screen; a write is sent to its action and
 * the page is read again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { withLanguageParam } from '#lib/i18n/language-param.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { AdminDashboardView } from '#lib/views/admin-dashboard.ts';
import { admin_something_wrong, admin_toast_done, admin_toast_error } from '#paraglide/messages.js';
import { showToast } from '#stores/toasts.ts';
import { signInAgain } from '#stores/viewer.ts';

export type LoadState = 'idle' | 'loading' | 'error';

type ActionAnswer = { data?: unknown; error?: { code?: string; message?: string; fields?: Record<string, string[] | undefined> } };
export type Send = (form: FormData) => Promise<ActionAnswer>;

/** The address for a tab and its query, from a form's fields (empty ones left out) or a query string. */
export function addressOf(fields: Iterable<[string, FormDataEntryValue]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of fields)
    if (typeof value === 'string' && value.trim() !== '' && name !== '_action') params.set(name, value.trim());
  if (params.get('tab') === 'overview') params.delete('tab');
  if (params.get('page') === '1') params.delete('page');
  const query = params.toString();
  return query ? `?${query}` : '?';
}

/** The dashboard's state; `locale` words its toasts (the actions answer their refusals in it already). */
export function useAdminDashboard(initial: AdminDashboardView, initialSearch: string, locale: Locale) {
  const [view, setView] = useState(initial);
  const [search, setSearch] = useState(initialSearch);
  const [state, setState] = useState<LoadState>('idle');
  const latest = useRef(0);

  const load = useCallback(
    async (query: string) => {
      const call = ++latest.current;
      setState('loading');
      try {
        const response = await fetch(withLanguageParam(locale, `/api/admin/dashboard${query.startsWith('?') ? query : `?${query}`}`), {
          headers: { accept: 'application/json' },
          credentials: 'same-origin',
        });
        if (response.status === 401) return signInAgain();
        if (!response.ok) throw new Error(`status ${response.status}`);
        const next = (await response.json()) as AdminDashboardView;
        if (call !== latest.current) return;
        setView(next);
        setState('idle');
      } catch {
        if (call === latest.current) setState('error');
      }
    },
    [locale],
  );

  /** Shows another page of the dashboard (a tab, a filter, a page number). */
  const go = useCallback(
    (query: string) => {
      history.pushState(null, '', `${location.pathname}${query === '?' ? '' : query}`);
      setSearch(query);
      void load(query);
    },
    [load],
  );

  const refresh = useCallback(() => load(location.search), [load]);

  /** Sends a write; says how it went in a toast; reads the page again after a success. Returns whether it worked. */
  const act = useCallback(
    async (
      send: Send,
      fields: Record<string, string>,
      success: string,
    ): Promise<{ ok: boolean; data?: unknown; fields?: Record<string, string> }> => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      let answer: ActionAnswer;
      try {
        answer = await send(form);
      } catch {
        answer = { error: { message: admin_something_wrong({}, { locale }) } };
      }
      if (answer.error) {
        if (answer.error.code === 'UNAUTHORIZED') {
          signInAgain();
          return { ok: false };
        }
        const messages: Record<string, string> = {};
        for (const [name, list] of Object.entries(answer.error.fields ?? {})) if (list?.[0]) messages[name] = list[0];
        showToast({
          title: admin_toast_error({}, { locale }),
          description: Object.values(messages)[0] ?? answer.error.message ?? admin_something_wrong({}, { locale }),
          variant: 'destructive',
        });
        return { ok: false, fields: messages };
      }
      showToast({ title: admin_toast_done({}, { locale }), description: success, variant: 'success' });
      void refresh();
      return { ok: true, data: answer.data };
    },
    [refresh, locale],
  );

  useEffect(() => {
    const follow = () => {
      setSearch(location.search || '?');
      void load(location.search);
    };
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
  }, [load]);

  return { view, search, state, go, refresh, act };
}

export type AdminControls = Pick<ReturnType<typeof useAdminDashboard>, 'go' | 'act' | 'refresh'> & {
  search: string;
  page: string;
  locale: Locale;
};
