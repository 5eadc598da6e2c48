/**
 * A generated plan (spec 02, trip planner): its heading, the plan's address to share, its map, and
 * its days and estimate (ItineraryBody, given as `body`). Copy link and Print are buttons that only
 * work with JavaScript, so they show once the island runs; the address field works without it.
 * Save to My Trips posts the plan's address to the member's dashboard.
 */
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { describePreferencesIn, longDateIn } from '#lib/i18n/localized/trip.ts';
import { tripPlannerHref } from '#lib/domain/trip-planner/address.ts';
import {
  trip_copied_description,
  trip_copied_title,
  trip_copy_failed_description,
  trip_copy_failed_title,
  trip_copy_link,
  trip_event_count,
  trip_offline_title,
  trip_past_notice,
  trip_plan_starting,
  trip_plan_title,
  trip_print,
  trip_save,
  trip_save_note,
  trip_share_label,
  trip_start_over,
  trip_stop_count,
} from '#paraglide/messages.js';
import { showToast } from '#stores/toasts.ts';
import { useHydrated } from '../use-hydrated.ts';
import TripMap, { type MapTiles } from './TripMap.tsx';
import { useEffect, useState, type ReactNode } from 'react';
import type { PlanFrame } from './plan-frame.ts';
import './itinerary.css';

/**
 * The trips.save action as a plain form names it (what `String(actions.trips.save)` gives): written
 * out, so the itinerary does not load Astro's action client (3.5 KB) for one address.
 */
const SAVE_TRIP = '?_action=trips.save';

type Props = {
  locale: Locale;
  /** What the frame needs of the plan; its days and estimate come as `body`. */
  plan: PlanFrame;
  /** The plan's days and estimate: the server's HTML (a slot), or ItineraryBody for a plan made in place. */
  body: ReactNode;
  /** The plan's absolute address. */
  shareUrl: string;
  /** Whether the plan's dates are before today (its events are then gone). */
  past: boolean;
  /** The site's map tiles, for the plan's map. */
  tiles: MapTiles;
};

export default function ItineraryView({ locale, plan, body, shareUrl, past, tiles }: Props) {
  const scripted = useHydrated();
  const planHref = localizePath(locale, tripPlannerHref(plan.preferences, plan.startDate));
  const summary = describePreferencesIn(locale, plan.preferences);
  const [mapOpen, setMapOpen] = useState(false);

  // The "Save for offline" element (a page script elsewhere), once this plan runs in a browser.
  useEffect(() => void import('#lib/site/save-offline-element.ts'), []);
  const related = plan.related.map((href) => localizePath(locale, href));

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      showToast({ title: trip_copied_title({}, { locale }), description: trip_copied_description({}, { locale }), variant: 'success' });
    } catch {
      (document.getElementById('trip-share') as HTMLInputElement | null)?.select();
      showToast({
        title: trip_copy_failed_title({}, { locale }),
        description: trip_copy_failed_description({}, { locale }),
        variant: 'destructive',
      });
    }
  };

  return (
    <section
      id="plan"
      className={mapOpen ? 'trip-plan map-open' : 'trip-plan'}
      aria-labelledby="plan-title"
      data-results=""
      data-results-list=""
    >
      <header className="plan-head">
        <h2 id="plan-title" tabIndex={-1}>
          {trip_plan_title({}, { locale })}
        </h2>
        <p className="plan-summary">{summary}</p>
        <p className="muted">
          {trip_plan_starting({ date: longDateIn(locale, plan.startDate) }, { locale })} ·{' '}
          {trip_stop_count({ count: plan.stopCount }, { locale })} · {trip_event_count({ count: plan.eventCount }, { locale })}
        </p>
      </header>

      <div className="trip-actions">
        <label htmlFor="trip-share">{trip_share_label({}, { locale })}</label>
        <div className="trip-share-row">
          <input id="trip-share" type="text" readOnly value={shareUrl} onFocus={(event) => event.target.select()} />
          <button type="button" className="button secondary" hidden={!scripted} onClick={copy}>
            {trip_copy_link({}, { locale })}
          </button>
        </div>
        <div className="trip-buttons">
          <button type="button" className="button secondary" hidden={!scripted} onClick={() => window.print()}>
            {trip_print({}, { locale })}
          </button>
          <a className="button secondary" href={localizePath(locale, '/trip-planner')}>
            {trip_start_over({}, { locale })}
          </a>
          {/* Drawn once hydrated: it needs the service worker, and it adds its own button. */}
          {scripted && (
            <save-offline
              data-kind="trip"
              data-title={trip_offline_title({ summary }, { locale })}
              data-url={planHref}
              data-related={JSON.stringify(related)}
            />
          )}
        </div>
        {/* A plain post: it works without JavaScript, and a signed-out visitor signs in and comes back. */}
        <form method="post" action={SAVE_TRIP} className="trip-save">
          <input type="hidden" name="query" value={planHref.slice(planHref.indexOf('?') + 1)} />
          <input type="hidden" name="next" value={`${planHref}#plan`} />
          <button type="submit" className="button gold">
            {trip_save({}, { locale })}
          </button>
          <span className="muted">{trip_save_note({}, { locale })}</span>
        </form>
      </div>

      {!plan.isEmpty && plan.stops.length > 0 && (
        <TripMap locale={locale} stops={plan.stops} stopCount={plan.stopCount} tiles={tiles} open={mapOpen} onToggle={setMapOpen} />
      )}

      {past && <p className="notice">{trip_past_notice({}, { locale })}</p>}

      {body}
    </section>
  );
}
