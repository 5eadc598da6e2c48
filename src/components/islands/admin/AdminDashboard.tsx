/**
 * The admin dashboard (spec 02): Export Data and Add Content in the header, the live figures, and
 * the tabs Overview, Businesses, Events, Users, Walking Tours and Analytics, plus Moderation,
 * Inboxes and Payments, each at its own address (?tab=users). Drawn by the server; hydrated,
 * tabs, filters and pages load in place and every button acts through the admin actions.
 */
import type { MouseEvent } from 'react';
import { withLanguageParam } from '#lib/i18n/language-param.ts';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { adminTabLabel, countIn, exportLabel } from '#lib/i18n/localized/admin.ts';
import { ADMIN_TABS, type AdminDashboardView, type AdminTab } from '#lib/views/admin-dashboard.ts';
import { useHydrated } from '../use-hydrated.ts';
import AdminBusinessesTab from './AdminBusinessesTab.tsx';
import AdminEventsTab from './AdminEventsTab.tsx';
import AdminOverviewTab from './AdminOverviewTab.tsx';
import AdminPaymentsTab from './AdminPaymentsTab.tsx';
import AdminUsersTab from './AdminUsersTab.tsx';
import AnalyticsTab from './AnalyticsTab.tsx';
import InboxesTab from './InboxesTab.tsx';
import ModerationTab from './ModerationTab.tsx';
import ToursTab from './ToursTab.tsx';
import { useAdminDashboard, type AdminControls } from './use-admin-dashboard.ts';
import {
  admin_add_content,
  admin_card_accounts,
  admin_card_accounts_note,
  admin_card_awaiting,
  admin_card_awaiting_note,
  admin_card_businesses,
  admin_card_businesses_note,
  admin_card_events,
  admin_card_events_note,
  admin_card_owners,
  admin_card_subscribers,
  admin_card_subscribers_note,
  admin_card_suspended,
  admin_card_unread,
  admin_card_unread_note,
  admin_dashboard_title,
  admin_export_data,
  admin_figures,
  admin_intro,
  admin_load_failed,
  admin_load_failed_note,
  admin_loading,
  admin_retry,
  admin_tabs_label,
} from '#paraglide/messages.js';
import { loyalty_admin_link } from '#paraglide/messages.js';
import { plans_adm_link } from '#paraglide/messages.js';
import { ads_admin_link } from '#paraglide/messages.js';
import '../../../styles/forms.css';
import './admin-dashboard.css';

type Props = {
  locale: Locale;
  view: AdminDashboardView;
  /** The query of this address (?tab=users&q=ann), where plain forms post and come back to. */
  search: string;
  viewerId: number;
  mapTiles: { url: string; attribution: string } | null;
};

export default function AdminDashboard(props: Props) {
  const scripted = useHydrated();
  const { locale } = props;
  const t = { locale };
  const dashboard = useAdminDashboard(props.view, props.search, locale);
  const { view, state, search } = dashboard;
  const { figures, current } = view;
  const controls: AdminControls = {
    go: dashboard.go,
    act: dashboard.act,
    refresh: dashboard.refresh,
    search,
    page: localizePath(locale, `/admin${search === '?' ? '' : search}`),
    locale,
  };

  const tabHref = (id: AdminTab) => localizePath(locale, id === 'overview' ? '/admin' : `/admin?tab=${id}`);
  const onTab = (event: MouseEvent<HTMLAnchorElement>, id: AdminTab) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    dashboard.go(id === 'overview' ? '?' : `?tab=${id}`);
  };

  const cards = [
    {
      value: figures.businesses,
      label: admin_card_businesses({ count: figures.businesses }, t),
      note: admin_card_businesses_note({ count: countIn(locale, figures.premiumBusinesses) }, t),
      tab: 'businesses' as const,
    },
    {
      value: figures.upcomingEvents,
      label: admin_card_events({ count: figures.upcomingEvents }, t),
      note: admin_card_events_note({}, t),
      tab: 'events' as const,
    },
    {
      value: figures.accounts,
      label: admin_card_accounts({ count: figures.accounts }, t),
      note: admin_card_accounts_note(
        {
          premium: countIn(locale, figures.premiumMembers),
          owners: admin_card_owners({ count: figures.owners }, t),
        },
        t,
      ),
      tab: 'users' as const,
    },
    {
      value: figures.awaitingDecision,
      label: admin_card_awaiting({ count: figures.awaitingDecision }, t),
      note: admin_card_awaiting_note({}, t),
      tab: 'moderation' as const,
    },
    {
      value: figures.unreadInbox,
      label: admin_card_unread({ count: figures.unreadInbox }, t),
      note: admin_card_unread_note({}, t),
      tab: 'inboxes' as const,
    },
    {
      value: figures.subscribers,
      label: admin_card_subscribers({ count: figures.subscribers }, t),
      note: admin_card_subscribers_note({ suspended: admin_card_suspended({ count: figures.suspended }, t) }, t),
      tab: null,
    },
  ];

  return (
    <section className="container admin" aria-labelledby="admin-title">
      <header className="admin-head">
        <div>
          <h1 id="admin-title">{admin_dashboard_title({}, t)}</h1>
          <p className="muted">{admin_intro({}, t)}</p>
        </div>
        <div className="admin-head-actions">
          <details className="admin-export">
            <summary className="button secondary">{admin_export_data({}, t)}</summary>
            <ul>
              {view.exports.map((item) => (
                <li key={item.id}>
                  <a
                    href={withLanguageParam(locale, `/api/admin/exports/${item.id}`)}
                    download
                  >{`${exportLabel(locale, item.id, item.label)} (CSV)`}</a>
                </li>
              ))}
            </ul>
          </details>
          <a className="button secondary" href={localizePath(locale, '/admin/rewards')}>
            {loyalty_admin_link({}, t)}
          </a>
          <a className="button secondary" href={localizePath(locale, '/admin/plans')}>
            {plans_adm_link({}, t)}
          </a>
          <a className="button secondary" href={localizePath(locale, '/admin/ads')}>
            {ads_admin_link({}, t)}
          </a>
          <a className="button" href={localizePath(locale, '/admin-panel')}>
            {admin_add_content({}, t)}
          </a>
        </div>
      </header>

      <ul className="admin-cards" aria-label={admin_figures({}, t)}>
        {cards.map((card) => (
          <li key={card.label} className="card">
            <span className="admin-value">{card.value}</span>
            <strong>{card.label}</strong>
            <small>{card.note}</small>
          </li>
        ))}
      </ul>

      <nav className="admin-tabs" aria-label={admin_tabs_label({}, t)}>
        <ul role={scripted ? 'tablist' : undefined}>
          {ADMIN_TABS.map((item) => (
            <li key={item.id} role={scripted ? 'presentation' : undefined}>
              <a
                href={tabHref(item.id)}
                id={`admin-tab-${item.id}`}
                role={scripted ? 'tab' : undefined}
                aria-selected={scripted ? item.id === current.tab : undefined}
                aria-current={!scripted && item.id === current.tab ? 'page' : undefined}
                aria-controls={scripted ? 'admin-panel' : undefined}
                onClick={(event) => onTab(event, item.id)}
              >
                {adminTabLabel(locale, item.id)}
                {item.id === 'moderation' && figures.awaitingDecision > 0 && <span className="badge gold">{figures.awaitingDecision}</span>}
                {item.id === 'inboxes' && figures.unreadInbox > 0 && <span className="badge gold">{figures.unreadInbox}</span>}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div
        id="admin-panel"
        className="admin-tabpanel"
        role={scripted ? 'tabpanel' : undefined}
        aria-labelledby={`admin-tab-${current.tab}`}
        aria-busy={state === 'loading'}
      >
        {state === 'loading' && (
          <p className="admin-loading" role="status">
            {admin_loading({}, t)}
          </p>
        )}
        {state === 'error' && (
          <div className="notice" role="alert">
            <strong>{admin_load_failed({}, t)}</strong> {admin_load_failed_note({}, t)}{' '}
            <button type="button" className="button secondary" onClick={() => void dashboard.refresh()}>
              {admin_retry({}, t)}
            </button>
          </div>
        )}
        {current.tab === 'overview' && <AdminOverviewTab data={current.data} controls={controls} />}
        {current.tab === 'businesses' && <AdminBusinessesTab key={search} data={current.data} controls={controls} />}
        {current.tab === 'events' && <AdminEventsTab key={search} data={current.data} controls={controls} />}
        {current.tab === 'users' && <AdminUsersTab key={search} data={current.data} controls={controls} viewerId={props.viewerId} />}
        {current.tab === 'tours' && (
          <ToursTab locale={locale} data={current.data} onChanged={() => void dashboard.refresh()} mapTiles={props.mapTiles} />
        )}
        {current.tab === 'analytics' && <AnalyticsTab locale={locale} data={current.data} />}
        {current.tab === 'moderation' && <ModerationTab locale={locale} data={current.data} controls={controls} />}
        {current.tab === 'inboxes' && <InboxesTab locale={locale} data={current.data} controls={controls} />}
        {current.tab === 'payments' && <AdminPaymentsTab data={current.data} controls={controls} />}
      </div>
    </section>
  );
}
