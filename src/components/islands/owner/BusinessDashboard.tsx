/**
 * The business dashboard (spec 02): header with the upgrade button for basic listings, the four
 * summary cards, and seven tabs, each at its own address (?tab=edit). The server draws the chosen
 * tab, so every tab and form works without JavaScript; hydrated, tabs switch in place and bring
 * the latest data (loading, then the figures, or an error with Retry).
 */
import { useState, type MouseEvent } from 'react';
import { plural, pluralWord } from '../../../lib/domain/plural.ts';
import { formatPrice } from '../../../lib/domain/money.ts';
import { actionUrl } from '../../../lib/site/action-url.ts';
import { OWNER_TABS, type OwnerDashboardView, type OwnerTab } from '../../../lib/views/owner-dashboard.ts';
import { useHydrated } from '../use-hydrated.ts';
import EditBusinessTab from './EditBusinessTab.tsx';
import EventsTab from './EventsTab.tsx';
import MediaTab from './MediaTab.tsx';
import MessagesTab from './MessagesTab.tsx';
import OverviewTab from './OverviewTab.tsx';
import PaymentsTab from './PaymentsTab.tsx';
import ReviewsTab from './ReviewsTab.tsx';
import { tabHref, useOwnerDashboard } from './use-owner-dashboard.ts';
import '../../../styles/forms.css';
import './owner-dashboard.css';

export type MapTiles = { url: string; attribution: string } | null;

/** A refused plain form post: which action, what was typed, each field's message (`form` for the rest). */
export type PostedForm = { action: string; values: Record<string, string>; errors: Record<string, string> };

export type BusinessDashboardProps = {
  data: OwnerDashboardView;
  tab: OwnerTab;
  /** This page's address (path and query), where plain forms post their actions. */
  page: string;
  mapTiles: MapTiles;
  /** What a refused plain post (no JavaScript) of one of the dashboard's forms typed, and why; null otherwise. */
  posted: PostedForm | null;
};

export default function BusinessDashboard(props: BusinessDashboardProps) {
  const scripted = useHydrated();
  const dashboard = useOwnerDashboard(props.data, props.tab);
  const { data, tab, state } = dashboard;
  // A refused plain post is shown once: any later save or tab change leaves it behind.
  const [posted, setPosted] = useState(props.posted);
  const refresh = () => {
    setPosted(null);
    void dashboard.refresh();
  };
  const choose = (next: OwnerTab) => {
    setPosted(null);
    dashboard.choose(next);
  };
  const { business, summary, upgrade } = data;
  const search = props.page.includes('?') ? props.page.slice(props.page.indexOf('?')) : '';

  const onTab = (event: MouseEvent<HTMLAnchorElement>, id: OwnerTab) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    choose(id);
  };

  const panels: Record<OwnerTab, () => React.ReactNode> = {
    overview: () => <OverviewTab data={data} />,
    edit: () => <EditBusinessTab data={data} page={props.page} mapTiles={props.mapTiles} posted={posted?.action === 'owner.updateBusiness' ? posted : null} onSaved={refresh} />,
    events: () => <EventsTab data={data} page={props.page} posted={posted} onChanged={refresh} />,
    payments: () => <PaymentsTab data={data} page={props.page} />,
    media: () => <MediaTab data={data} page={props.page} onChanged={refresh} />,
    reviews: () => <ReviewsTab data={data} page={props.page} onChanged={refresh} />,
    messages: () => <MessagesTab data={data} page={props.page} onChanged={refresh} />,
  };

  return (
    <section className="container owner" aria-labelledby="owner-title">
      <header className="owner-head">
        <div>
          <h1 id="owner-title">Business Dashboard</h1>
          <p className="muted">Manage your business listing and engage with customers</p>
        </div>
        {!summary.isPremium &&
          (upgrade && data.paymentsConfigured ? (
            <form method="post" action={actionUrl(props.page, 'payments.buyListing')}>
              <input type="hidden" name="plan" value={upgrade.slug} />
              <input type="hidden" name="businessId" value={business.id} />
              <input type="hidden" name="returnTo" value="checkout" />
              <button className="button gold" type="submit">{`Upgrade to Premium - ${formatPrice(upgrade.priceCents).replace(/\.00$/, '')}`}</button>
            </form>
          ) : (
            <a className="button gold" href="/business-listing-pricing">Upgrade to Premium</a>
          ))}
      </header>

      <ul className="owner-cards" aria-label="Summary">
        <li className="card"><small>Business Status</small><strong>{summary.isPremium ? 'Premium' : 'Basic'}</strong><small>{business.name}</small></li>
        <li className="card"><small>Average Rating</small><strong>{summary.rating !== null ? summary.rating.toFixed(1) : 'No ratings'}</strong><small>{`From ${plural(summary.reviewCount, 'review')}`}</small></li>
        <li className="card"><small>Messages</small><strong>{summary.unread}</strong><small>unread</small></li>
        <li className="card"><small>Video Content</small><strong>{summary.videoCount}</strong><small>{pluralWord(summary.videoCount, 'video')}</small></li>
      </ul>

      <nav className="owner-tabs" aria-label="Business dashboard">
        <ul role={scripted ? 'tablist' : undefined}>
          {OWNER_TABS.map((item) => (
            <li key={item.id} role={scripted ? 'presentation' : undefined}>
              <a
                href={tabHref(search, item.id)}
                id={`owner-tab-${item.id}`}
                role={scripted ? 'tab' : undefined}
                aria-selected={scripted ? item.id === tab : undefined}
                aria-current={!scripted && item.id === tab ? 'page' : undefined}
                aria-controls={scripted ? 'owner-panel' : undefined}
                onClick={(event) => onTab(event, item.id)}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div id="owner-panel" className="owner-panel" role={scripted ? 'tabpanel' : undefined} aria-labelledby={`owner-tab-${tab}`} aria-busy={state === 'loading'}>
        {state === 'loading' && <p className="owner-loading" role="status">Loading the latest figures…</p>}
        {state === 'error' && (
          <div className="notice owner-error" role="alert">
            <strong>Could not load the latest data.</strong> What you see may be out of date.{' '}
            <button type="button" className="button secondary" onClick={refresh}>Retry</button>
          </div>
        )}
        {panels[tab]()}
      </div>
    </section>
  );
}
