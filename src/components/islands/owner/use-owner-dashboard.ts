/**
 * The dashboard's data and tab, kept live: choosing a tab names it in the address (?tab=edit;
 * Back and Forward move between tabs) and brings the latest figures from
 * GET /api/business-owner/dashboard while the current ones stay on screen (loading), with a
 * retry when that fails (error). A write calls refresh() once it succeeded.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { withLanguageParam } from '#lib/i18n/language-param.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { ownerTabOf, type OwnerDashboardView, type OwnerTab } from '#lib/views/owner-dashboard.ts';
import { signInAgain } from '#stores/viewer.ts';

export type LoadState = 'idle' | 'loading' | 'error';

/** The address of a tab, keeping the rest of the query (an admin's ?business=). */
export function tabHref(search: string, tab: OwnerTab): string {
  const params = new URLSearchParams(search);
  params.delete('_action');
  if (tab === 'overview') params.delete('tab');
  else params.set('tab', tab);
  const query = params.toString();
  return query ? `?${query}` : '?';
}

export function useOwnerDashboard(initial: OwnerDashboardView, initialTab: OwnerTab, locale: Locale = 'en') {
  const [data, setData] = useState(initial);
  const [tab, setTab] = useState<OwnerTab>(initialTab);
  const [state, setState] = useState<LoadState>('idle');
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const call = ++latest.current;
    setState('loading');
    try {
      const response = await fetch(withLanguageParam(locale, `/api/business-owner/dashboard?business=${initial.business.id}`), {
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      });
      if (response.status === 401) {
        signInAgain();
        return;
      }
      if (!response.ok) throw new Error(`status ${response.status}`);
      const next = (await response.json()) as OwnerDashboardView;
      if (call !== latest.current) return;
      setData(next);
      setState('idle');
    } catch {
      if (call === latest.current) setState('error');
    }
  }, [initial.business.id, locale]);

  const choose = useCallback(
    (next: OwnerTab) => {
      history.pushState(null, '', tabHref(location.search, next));
      setTab(next);
      void refresh();
    },
    [refresh],
  );

  useEffect(() => {
    const follow = () => {
      setTab(ownerTabOf(new URLSearchParams(location.search).get('tab')));
      void refresh();
    };
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
  }, [refresh]);

  return { data, setData, tab, choose, state, refresh };
}
