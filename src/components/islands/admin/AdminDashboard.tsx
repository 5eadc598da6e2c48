/**
 * The admin dashboard (spec 02): Export Data and Add Content in the header, the live figures, and
 * the tabs Overview, Businesses, Events, Users, Walking Tours and Analytics, plus Moderation,
 * Inboxes and Payments, each at its own address (?tab=users). Drawn by the server; hydrated,
 * tabs, filters and pages load in place and every button acts through the admin actions.
 */
import type { MouseEvent } from 'react';
import { plural, pluralWord } from '../../../lib/domain/plural.ts';
import { ADMIN_TABS, type AdminDashboardView, type AdminTab } from '../../../lib/views/admin-dashboard.ts';
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
import '../../../styles/forms.css';
import './admin-dashboard.css';

type Props = {
  view: AdminDashboardView;
  /** The query of this address (?tab=users&q=ann), where plain forms post and come back to. */
  search: string;
  viewerId: number;
  mapTiles: { url: string; attribution: string } | null;
};

export default function AdminDashboard(props: Props) {
  const scripted = useHydrated();
  const dashboard = useAdminDashboard(props.view, props.search);
  const { view, state, search } = dashboard;
  const { figures, current } = view;
  const controls: AdminControls = { go: dashboard.go, act: dashboard.act, refresh: dashboard.refresh, search, page: `/admin${search === '?' ? '' : search}` };

  const tabHref = (id: AdminTab) => (id === 'overview' ? '/admin' : `/admin?tab=${id}`);
  const onTab = (event: MouseEvent<HTMLAnchorElement>, id: AdminTab) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    dashboard.go(id === 'overview' ? '?' : `?tab=${id}`);
  };

  const cards = [
    { value: figures.businesses, label: pluralWord(figures.businesses, 'Active business', 'Active businesses'), note: `${figures.premiumBusinesses} premium`, tab: 'businesses' as const },
    { value: figures.upcomingEvents, label: pluralWord(figures.upcomingEvents, 'Upcoming event'), note: 'across 4 community boards', tab: 'events' as const },
    { value: figures.accounts, label: pluralWord(figures.accounts, 'Account'), note: `${figures.premiumMembers} premium, ${plural(figures.owners, 'business owner')}`, tab: 'users' as const },
    { value: figures.awaitingDecision, label: pluralWord(figures.awaitingDecision, 'Item awaiting a decision', 'Items awaiting a decision'), note: 'claims, applications, reports, photos', tab: 'moderation' as const },
    { value: figures.unreadInbox, label: pluralWord(figures.unreadInbox, 'Unread message'), note: 'in the inboxes', tab: 'inboxes' as const },
    { value: figures.subscribers, label: pluralWord(figures.subscribers, 'Newsletter subscriber'), note: `confirmed · ${plural(figures.suspended, 'suspended account')}`, tab: null },
  ];

  return (
    <section className="container admin" aria-labelledby="admin-title">
      <header className="admin-head">
        <div>
          <h1 id="admin-title">Admin Dashboard</h1>
          <p className="muted">Run the guide: listings, events, people, tours and what needs a decision. Live figures from the database.</p>
        </div>
        <div className="admin-head-actions">
          <details className="admin-export">
            <summary className="button secondary">Export Data</summary>
            <ul>
              {view.exports.map((item) => (
                <li key={item.id}><a href={`/api/admin/exports/${item.id}`} download>{item.label} (CSV)</a></li>
              ))}
            </ul>
          </details>
          <a className="button" href="/admin-panel">Add Content</a>
        </div>
      </header>

      <ul className="admin-cards" aria-label="Figures">
        {cards.map((card) => (
          <li key={card.label} className="card">
            <span className="admin-value">{card.value}</span>
            <strong>{card.label}</strong>
            <small>{card.note}</small>
          </li>
        ))}
      </ul>

      <nav className="admin-tabs" aria-label="Admin dashboard">
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
                {item.label}
                {item.id === 'moderation' && figures.awaitingDecision > 0 && <span className="badge gold">{figures.awaitingDecision}</span>}
                {item.id === 'inboxes' && figures.unreadInbox > 0 && <span className="badge gold">{figures.unreadInbox}</span>}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div id="admin-panel" className="admin-tabpanel" role={scripted ? 'tabpanel' : undefined} aria-labelledby={`admin-tab-${current.tab}`} aria-busy={state === 'loading'}>
        {state === 'loading' && <p className="admin-loading" role="status">Loading…</p>}
        {state === 'error' && (
          <div className="notice" role="alert">
            <strong>Could not load the latest data.</strong> What you see may be out of date.{' '}
            <button type="button" className="button secondary" onClick={() => void dashboard.refresh()}>Retry</button>
          </div>
        )}
        {current.tab === 'overview' && <AdminOverviewTab data={current.data} controls={controls} />}
        {current.tab === 'businesses' && <AdminBusinessesTab key={search} data={current.data} controls={controls} />}
        {current.tab === 'events' && <AdminEventsTab key={search} data={current.data} controls={controls} />}
        {current.tab === 'users' && <AdminUsersTab key={search} data={current.data} controls={controls} viewerId={props.viewerId} />}
        {current.tab === 'tours' && <ToursTab data={current.data} onChanged={() => void dashboard.refresh()} mapTiles={props.mapTiles} />}
        {current.tab === 'analytics' && <AnalyticsTab data={current.data} />}
        {current.tab === 'moderation' && <ModerationTab data={current.data} controls={controls} />}
        {current.tab === 'inboxes' && <InboxesTab data={current.data} controls={controls} />}
        {current.tab === 'payments' && <AdminPaymentsTab data={current.data} controls={controls} />}
      </div>
    </section>
  );
}
