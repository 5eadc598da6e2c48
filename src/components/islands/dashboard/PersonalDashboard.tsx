/**
 * The personal dashboard (spec 02 section 2): "Welcome back, {name}!", the Premium Member badge
 * and counts, four summary cards (Favorite Places, Registered Events, Premium Spots, Exclusive
 * Events) and four tabs (My Favorites, My Events, Premium Content, Discover) named by the
 * address. Everything is drawn by the server and works without JavaScript; hydrated, a heart or
 * an Unregister changes the lists and every count at once.
 */
import { useMemo, useState } from 'react';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { around } from '#lib/i18n/localized/dashboard.ts';
import {
  dashboard_card_events,
  dashboard_card_events_note,
  dashboard_card_exclusive_note,
  dashboard_card_favorites,
  dashboard_card_favorites_note,
  dashboard_card_premium,
  dashboard_card_premium_note,
  dashboard_discover,
  dashboard_event_count,
  dashboard_exclusive_events,
  dashboard_favorite_count,
  dashboard_my_events,
  dashboard_my_favorites,
  dashboard_my_messages,
  dashboard_my_trips,
  dashboard_place_count,
  dashboard_premium_content,
  dashboard_premium_member,
  dashboard_settings_link,
  dashboard_summary,
  dashboard_tab_messages,
  dashboard_tab_trips,
  dashboard_welcome,
  dashboard_your_dashboard,
} from '#paraglide/messages.js';
import type { PersonalDashboardView } from '#lib/views/dashboard.ts';
import DashboardTabs from './DashboardTabs.tsx';
import FavoritesGrid from './FavoritesGrid.tsx';
import MyEvents from './MyEvents.tsx';
import MyWaitlist from './MyWaitlist.tsx';
import PremiumContent from './PremiumContent.tsx';
import MyMessages from './MyMessages.tsx';
import MyTrips from './MyTrips.tsx';
import SavedOffline from './SavedOffline.tsx';
import MyPoints from '../loyalty/MyPoints.tsx';
import type { MemberLoyaltyView } from '#lib/views/loyalty.ts';
import { loyalty_heading, loyalty_tab } from '#paraglide/messages.js';
import { useFavoriteList } from './use-favorite-list.ts';
import { useUnregister } from './use-unregister.ts';
import './dashboard.css';

export type PersonalDashboardProps = {
  /** The page's language (English when not given); the view's names, dates and trips come already in it. */
  locale?: Locale;
  data: PersonalDashboardView;
  /** The dashboard's address (/dashboard or /user-dashboard), to come back to after a post without JavaScript. */
  back: string;
  /** The member's points, rewards and codes (the Points tab). */
  loyalty?: MemberLoyaltyView;
};

export default function PersonalDashboard({ locale = 'en', data, back, loyalty }: PersonalDashboardProps) {
  const t = { locale };
  const favorites = useFavoriteList(data.favorites, data.premiumBusinesses);
  const [registrations, setRegistrations] = useState(data.registrations);
  const [exclusive, setExclusive] = useState(data.exclusiveEvents);
  const { pending, unregister } = useUnregister(locale);
  const savedIds = useMemo(() => new Set(favorites.list.map((card) => card.id)), [favorites.list]);

  const leave = async (eventId: number) => {
    if (!(await unregister(eventId))) return;
    setRegistrations((list) => list.filter((item) => item.event.id !== eventId));
    setExclusive((list) => list.map((event) => (event.id === eventId ? { ...event, isRegistered: false } : event)));
  };

  const favoriteCount = favorites.list.length;
  const eventCount = registrations.length;
  const summary = [
    { label: dashboard_card_favorites({}, t), value: favoriteCount, href: '#my-favorites', note: dashboard_card_favorites_note({}, t) },
    { label: dashboard_card_events({}, t), value: eventCount, href: '#my-events', note: dashboard_card_events_note({}, t) },
    {
      label: dashboard_card_premium({}, t),
      value: data.premiumBusinessCount,
      href: '#premium-content',
      note: dashboard_card_premium_note({}, t),
    },
    {
      label: dashboard_exclusive_events({}, t),
      value: data.exclusiveEventCount,
      href: '#premium-content',
      note: dashboard_card_exclusive_note({}, t),
    },
  ];
  const [welcomeBefore, welcomeAfter] = around((name) => dashboard_welcome({ name }, t));

  return (
    <div className="container dash">
      <header className="dash-head">
        <div className="dash-welcome">
          <h1>
            {welcomeBefore}
            <span translate="no">{data.firstName}</span>
            {welcomeAfter}
          </h1>
          <p className="dash-counts">
            {data.isPremium && <span className="badge dash-badge">{dashboard_premium_member({}, t)}</span>}
            <span>{dashboard_favorite_count({ count: favoriteCount }, t)}</span>
            <span aria-hidden="true">·</span>
            <span>{dashboard_event_count({ count: eventCount }, t)}</span>
          </p>
        </div>
        <a className="button secondary" href={localizePath(locale, '/settings')}>
          {dashboard_settings_link({}, t)}
        </a>
      </header>

      <ul className="dash-summary" aria-label={dashboard_summary({}, t)}>
        {summary.map((card) => (
          <li key={card.label} className="summary-card">
            <a href={card.href}>
              <span className="summary-value">{card.value}</span>
              <span className="summary-label">{card.label}</span>
              <span className="summary-note">{card.note}</span>
            </a>
          </li>
        ))}
      </ul>

      <DashboardTabs
        label={dashboard_your_dashboard({}, t)}
        tabs={[
          {
            id: 'my-favorites',
            label: dashboard_my_favorites({}, t),
            content: (
              <>
                <h2 id="my-favorites-heading">{dashboard_my_favorites({}, t)}</h2>
                <FavoritesGrid
                  locale={locale}
                  list={favorites.list}
                  back={`${back}#my-favorites`}
                  focusAfter={favorites.focusAfter}
                  onFocused={favorites.focused}
                  panelId="my-favorites"
                />
              </>
            ),
          },
          {
            id: 'my-events',
            label: dashboard_my_events({}, t),
            content: (
              <>
                <h2 id="my-events-heading">{dashboard_my_events({}, t)}</h2>
                <MyWaitlist locale={locale} places={data.waitlist} back={back} />
                <MyEvents
                  locale={locale}
                  registrations={registrations}
                  pending={pending}
                  onUnregister={(id) => void leave(id)}
                  back={back}
                />
              </>
            ),
          },
          {
            id: 'premium-content',
            label: dashboard_premium_content({}, t),
            content: (
              <>
                <h2 id="premium-content-heading">{dashboard_premium_content({}, t)}</h2>
                <PremiumContent
                  locale={locale}
                  isPremium={data.isPremium}
                  businesses={data.premiumBusinesses}
                  events={exclusive}
                  eventCount={data.exclusiveEventCount}
                  savedIds={savedIds}
                  back={`${back}#premium-content`}
                />
              </>
            ),
          },
          {
            id: 'discover',
            label: dashboard_discover({}, t),
            content: (
              <>
                <h2 id="discover-heading">{dashboard_discover({}, t)}</h2>
                <ul className="dash-discover">
                  {data.discover.map((category) => (
                    <li key={category.slug}>
                      <a href={localizePath(locale, `/businesses?category=${category.slug}`)}>
                        <strong>{category.name}</strong>
                        {category.description && <span>{category.description}</span>}
                        <span className="muted">{dashboard_place_count({ count: category.businessCount }, t)}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ),
          },
          {
            id: 'my-trips',
            label: dashboard_tab_trips({ count: data.trips.length }, t),
            content: (
              <>
                <h2 id="my-trips-heading">{dashboard_my_trips({}, t)}</h2>
                <MyTrips locale={locale} trips={data.trips} back={back} />
                <SavedOffline locale={locale} />
              </>
            ),
          },
          {
            id: 'my-messages',
            label: dashboard_tab_messages({ count: data.messages.length }, t),
            content: (
              <>
                <h2 id="my-messages-heading">{dashboard_my_messages({}, t)}</h2>
                <MyMessages locale={locale} threads={data.messages} isPremium={data.isPremium} />
              </>
            ),
          },
          ...(loyalty
            ? [
                {
                  id: 'points',
                  label: loyalty_tab({}, t),
                  content: (
                    <>
                      <h2 id="points-heading">{loyalty_heading({}, t)}</h2>
                      <MyPoints locale={locale} data={loyalty} back={back} />
                    </>
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
