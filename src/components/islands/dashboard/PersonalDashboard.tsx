/**
 * The personal dashboard (spec 02 section 2): "Welcome back, {name}!", the Premium Member badge
 * and counts, four summary cards (Favorite Places, Registered Events, Premium Spots, Exclusive
 * Events) and four tabs (My Favorites, My Events, Premium Content, Discover) named by the
 * address. Everything is drawn by the server and works without JavaScript; hydrated, a heart or
 * an Unregister changes the lists and every count at once.
 */
import { useMemo, useState } from 'react';
import { plural } from '../../../lib/domain/plural.ts';
import type { PersonalDashboardView } from '../../../lib/views/dashboard.ts';
import DashboardTabs from './DashboardTabs.tsx';
import FavoritesGrid from './FavoritesGrid.tsx';
import MyEvents from './MyEvents.tsx';
import MyWaitlist from './MyWaitlist.tsx';
import PremiumContent from './PremiumContent.tsx';
import MyMessages from './MyMessages.tsx';
import MyTrips from './MyTrips.tsx';
import SavedOffline from './SavedOffline.tsx';
import { useFavoriteList } from './use-favorite-list.ts';
import { useUnregister } from './use-unregister.ts';
import './dashboard.css';

export type PersonalDashboardProps = {
  data: PersonalDashboardView;
  /** The dashboard's address (/dashboard or /user-dashboard), to come back to after a post without JavaScript. */
  back: string;
};

export default function PersonalDashboard({ data, back }: PersonalDashboardProps) {
  const favorites = useFavoriteList(data.favorites, data.premiumBusinesses);
  const [registrations, setRegistrations] = useState(data.registrations);
  const [exclusive, setExclusive] = useState(data.exclusiveEvents);
  const { pending, unregister } = useUnregister();
  const savedIds = useMemo(() => new Set(favorites.list.map((card) => card.id)), [favorites.list]);

  const leave = async (eventId: number) => {
    if (!(await unregister(eventId))) return;
    setRegistrations((list) => list.filter((item) => item.event.id !== eventId));
    setExclusive((list) => list.map((event) => (event.id === eventId ? { ...event, isRegistered: false } : event)));
  };

  const favoriteCount = favorites.list.length;
  const eventCount = registrations.length;
  const summary = [
    { label: 'Favorite Places', value: favoriteCount, href: '#my-favorites', note: 'Places you saved' },
    { label: 'Registered Events', value: eventCount, href: '#my-events', note: 'Your upcoming and past events' },
    { label: 'Premium Spots', value: data.premiumBusinessCount, href: '#premium-content', note: 'Premium places to explore' },
    { label: 'Exclusive Events', value: data.exclusiveEventCount, href: '#premium-content', note: 'Upcoming members-only events' },
  ];

  return (
    <div className="container dash">
      <header className="dash-head">
        <div className="dash-welcome">
          <h1>{`Welcome back, ${data.firstName}!`}</h1>
          <p className="dash-counts">
            {data.isPremium && <span className="badge dash-badge">Premium Member</span>}
            <span>{plural(favoriteCount, 'favorite place')}</span>
            <span aria-hidden="true">·</span>
            <span>{plural(eventCount, 'registered event')}</span>
          </p>
        </div>
        <a className="button secondary" href="/settings">
          Account settings
        </a>
      </header>

      <ul className="dash-summary" aria-label="Summary">
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
        label="Your dashboard"
        tabs={[
          {
            id: 'my-favorites',
            label: 'My Favorites',
            content: (
              <>
                <h2 id="my-favorites-heading">My Favorites</h2>
                <FavoritesGrid list={favorites.list} back={`${back}#my-favorites`} focusAfter={favorites.focusAfter} onFocused={favorites.focused} panelId="my-favorites" />
              </>
            ),
          },
          {
            id: 'my-events',
            label: 'My Events',
            content: (
              <>
                <h2 id="my-events-heading">My Events</h2>
                <MyWaitlist places={data.waitlist} back={back} />
                <MyEvents registrations={registrations} pending={pending} onUnregister={(id) => void leave(id)} back={back} />
              </>
            ),
          },
          {
            id: 'premium-content',
            label: 'Premium Content',
            content: (
              <>
                <h2 id="premium-content-heading">Premium Content</h2>
                <PremiumContent isPremium={data.isPremium} businesses={data.premiumBusinesses} events={exclusive} eventCount={data.exclusiveEventCount} savedIds={savedIds} back={`${back}#premium-content`} />
              </>
            ),
          },
          {
            id: 'discover',
            label: 'Discover',
            content: (
              <>
                <h2 id="discover-heading">Discover</h2>
                <ul className="dash-discover">
                  {data.discover.map((category) => (
                    <li key={category.slug}>
                      <a href={`/businesses?category=${category.slug}`}>
                        <strong>{category.name}</strong>
                        {category.description && <span>{category.description}</span>}
                        <span className="muted">{plural(category.businessCount, 'place')}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ),
          },
          {
            id: 'my-trips',
            label: `My Trips (${data.trips.length})`,
            content: (
              <>
                <h2 id="my-trips-heading">My Trips</h2>
                <MyTrips trips={data.trips} back={back} />
                <SavedOffline />
              </>
            ),
          },
          {
            id: 'my-messages',
            label: `Messages (${data.messages.length})`,
            content: (
              <>
                <h2 id="my-messages-heading">My Messages</h2>
                <MyMessages threads={data.messages} isPremium={data.isPremium} />
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
