/**
 * The business dashboard (spec 02): header with the upgrade button for basic listings, the four
 * summary cards, and eight tabs, each at its own address (?tab=edit). The server draws the chosen
 * tab, so every tab and form works without JavaScript; hydrated, tabs switch in place and bring
 * the latest data (loading, then the figures, or an error with Retry).
 */
import { useState, type MouseEvent } from 'react';
import type { Locale } from '#lib/i18n/locales.ts';
import { ratingNumber } from '#lib/i18n/localized/businesses.ts';
import { localizePath } from '#lib/i18n/locales.ts';
import { wholePriceIn } from '#lib/i18n/localized/owner.ts';
import { actionUrl } from '#lib/site/action-url.ts';
import { OWNER_TABS, type OwnerDashboardView, type OwnerTab } from '#lib/views/owner-dashboard.ts';
import {
  owner_average_rating,
  owner_basic,
  owner_from_reviews,
  owner_load_error,
  owner_load_error_stale,
  owner_loading,
  owner_messages_card,
  owner_no_ratings,
  owner_retry,
  owner_status,
  owner_subtitle,
  owner_summary,
  owner_tab_edit,
  owner_tab_events,
  owner_tab_media,
  owner_tab_messages,
  owner_tab_overview,
  owner_tab_payments,
  owner_tab_reviews,
  owner_tab_sales,
  owner_tabs_label,
  owner_title,
  owner_unread,
  owner_upgrade,
  owner_upgrade_price,
  owner_video_content,
  owner_videos,
} from '#paraglide/messages.js';
import { useHydrated } from '../use-hydrated.ts';
import type { MapTiles, PostedForm } from './dashboard-inputs.ts';
import EditBusinessTab from './EditBusinessTab.tsx';
import EventsTab from './EventsTab.tsx';
import MediaTab from './MediaTab.tsx';
import MessagesTab from './MessagesTab.tsx';
import OverviewTab from './OverviewTab.tsx';
import PaymentsTab from './PaymentsTab.tsx';
import ReviewsTab from './ReviewsTab.tsx';
import SalesTab from './SalesTab.tsx';
import TranslationsPanel from './TranslationsPanel.tsx';
import { tabHref, useOwnerDashboard } from './use-owner-dashboard.ts';
import '../../../styles/forms.css';
import './owner-dashboard.css';

export type BusinessDashboardProps = {
  data: OwnerDashboardView;
  tab: OwnerTab;
  /** This page's address (path and query), where plain forms post their actions. */
  page: string;
  mapTiles: MapTiles;
  /** What a refused plain post (no JavaScript) of one of the dashboard's forms typed, and why; null otherwise. */
  posted: PostedForm | null;
  /** The visitor's language (the page's). */
  locale: Locale;
};

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const TAB_LABELS: Record<OwnerTab, Message> = {
  overview: owner_tab_overview,
  edit: owner_tab_edit,
  events: owner_tab_events,
  sales: owner_tab_sales,
  payments: owner_tab_payments,
  media: owner_tab_media,
  reviews: owner_tab_reviews,
  messages: owner_tab_messages,
};

export default function BusinessDashboard(props: BusinessDashboardProps) {
  const scripted = useHydrated();
  const dashboard = useOwnerDashboard(props.data, props.tab, props.locale);
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
  const { locale } = props;
  const t = { locale };
  const search = props.page.includes('?') ? props.page.slice(props.page.indexOf('?')) : '';

  const onTab = (event: MouseEvent<HTMLAnchorElement>, id: OwnerTab) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    choose(id);
  };

  const panels: Record<OwnerTab, () => React.ReactNode> = {
    overview: () => <OverviewTab data={data} locale={locale} />,
    edit: () => (
      <>
        <EditBusinessTab
          data={data}
          locale={locale}
          page={props.page}
          mapTiles={props.mapTiles}
          posted={posted?.action === 'owner.updateBusiness' ? posted : null}
          onSaved={refresh}
        />
        <TranslationsPanel
          data={data}
          locale={locale}
          page={props.page}
          posted={posted?.action === 'translations.save' ? posted : null}
          onSaved={refresh}
        />
      </>
    ),
    events: () => <EventsTab data={data} locale={locale} page={props.page} posted={posted} onChanged={refresh} />,
    sales: () => <SalesTab data={data} locale={locale} />,
    payments: () => <PaymentsTab data={data} locale={locale} page={props.page} />,
    media: () => <MediaTab data={data} locale={locale} page={props.page} onChanged={refresh} />,
    reviews: () => <ReviewsTab data={data} locale={locale} page={props.page} onChanged={refresh} />,
    messages: () => <MessagesTab data={data} locale={locale} page={props.page} onChanged={refresh} />,
  };

  return (
    <section className="container owner" aria-labelledby="owner-title">
      <header className="owner-head">
        <div>
          <h1 id="owner-title">{owner_title({}, t)}</h1>
          <p className="muted">{owner_subtitle({}, t)}</p>
        </div>
        {!summary.isPremium &&
          (upgrade && data.paymentsConfigured ? (
            <form method="post" action={actionUrl(props.page, 'payments.buyListing')}>
              <input type="hidden" name="plan" value={upgrade.slug} />
              <input type="hidden" name="businessId" value={business.id} />
              <input type="hidden" name="returnTo" value="checkout" />
              <button className="button gold" type="submit">
                {owner_upgrade_price({ price: wholePriceIn(locale, upgrade.priceCents) }, t)}
              </button>
            </form>
          ) : (
            <a className="button gold" href={localizePath(locale, '/business-listing-pricing')}>
              {owner_upgrade({}, t)}
            </a>
          ))}
      </header>

      <ul className="owner-cards" aria-label={owner_summary({}, t)}>
        <li className="card">
          <small>{owner_status({}, t)}</small>
          <strong>{summary.isPremium ? 'Premium' : owner_basic({}, t)}</strong>
          <small translate="no">{business.name}</small>
        </li>
        <li className="card">
          <small>{owner_average_rating({}, t)}</small>
          <strong>{summary.rating !== null ? ratingNumber(locale, summary.rating) : owner_no_ratings({}, t)}</strong>
          <small>{owner_from_reviews({ count: summary.reviewCount }, t)}</small>
        </li>
        <li className="card">
          <small>{owner_messages_card({}, t)}</small>
          <strong>{summary.unread}</strong>
          <small>{owner_unread({ count: summary.unread }, t)}</small>
        </li>
        <li className="card">
          <small>{owner_video_content({}, t)}</small>
          <strong>{summary.videoCount}</strong>
          <small>{owner_videos({ count: summary.videoCount }, t)}</small>
        </li>
      </ul>

      <nav className="owner-tabs" aria-label={owner_tabs_label({}, t)}>
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
                {TAB_LABELS[item.id]({}, t)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div
        id="owner-panel"
        className="owner-panel"
        role={scripted ? 'tabpanel' : undefined}
        aria-labelledby={`owner-tab-${tab}`}
        aria-busy={state === 'loading'}
      >
        {state === 'loading' && (
          <p className="owner-loading" role="status">
            {owner_loading({}, t)}
          </p>
        )}
        {state === 'error' && (
          <div className="notice owner-error" role="alert">
            <strong>{owner_load_error({}, t)}</strong> {owner_load_error_stale({}, t)}{' '}
            <button type="button" className="button secondary" onClick={refresh}>
              {owner_retry({}, t)}
            </button>
          </div>
        )}
        {panels[tab]()}
      </div>
    </section>
  );
}
