/**
 * A generated plan (spec 02, trip planner): day by day, block by block, each stop linking to its
 * business page and each event to its event page, the cost estimate, and the plan's address to
 * share. Copy link and Print are buttons that only work with JavaScript, so they show once the
 * island runs; the address field works without it. Save to My Trips posts the plan's address to
 * the member's dashboard.
 */
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';
import {
  blockEventsLabel,
  describePreferencesIn,
  describeWalkIn,
  formatCostRangeIn,
  groupPeople,
  interestLabel,
  longDateIn,
  priceTiersIn,
  ratingIn,
} from '#lib/i18n/localized/trip.ts';
import { tripPlannerHref } from '#lib/domain/trip-planner/address.ts';
import { groupSizeOf } from '#lib/domain/trip-planner/matching.ts';
import type { Itinerary } from '#lib/domain/trip-planner/types.ts';
import {
  trip_address_hidden,
  trip_around_board,
  trip_block_nothing,
  trip_copied_description,
  trip_copied_title,
  trip_copy_failed_description,
  trip_copy_failed_title,
  trip_copy_link,
  trip_day,
  trip_empty,
  trip_estimate_note,
  trip_estimate_title,
  trip_event_count,
  trip_event_kind,
  trip_for_people,
  trip_offline_title,
  trip_over_budget,
  trip_past_notice,
  trip_per_person,
  trip_plan_starting,
  trip_plan_title,
  trip_print,
  trip_save,
  trip_save_note,
  trip_share_label,
  trip_start_over,
  trip_stop_count,
  trip_stop_hidden,
  trip_unpriced,
  trip_why_hidden,
} from '#paraglide/messages.js';
import { showToast } from '#stores/toasts.ts';
import { useHydrated } from '../use-hydrated.ts';
import TripMap, { type MapTiles } from './TripMap.tsx';
import { useEffect, useState } from 'react';
import './itinerary.css';

/**
 * The trips.save action as a plain form names it (what `String(actions.trips.save)` gives): written
 * out, so the itinerary does not load Astro's action client (3.5 KB) for one address.
 */
const SAVE_TRIP = '?_action=trips.save';

type Props = {
  locale: Locale;
  plan: Itinerary;
  /** The plan's absolute address. */
  shareUrl: string;
  /** Whether the plan's dates are before today (its events are then gone). */
  past: boolean;
  /** The site's map tiles, for the plan's map. */
  tiles: MapTiles;
};

export default function ItineraryView({ locale, plan, shareUrl, past, tiles }: Props) {
  const { estimate } = plan;
  const solo = groupSizeOf(plan.preferences.groupSize).max === 1;
  const scripted = useHydrated();
  const planHref = localizePath(locale, tripPlannerHref(plan.preferences, plan.startDate));
  const summary = describePreferencesIn(locale, plan.preferences);
  // People's words (descriptions, event titles) stay marked as the English they are written in.
  const peoples = writtenIn('en', locale);
  const [mapOpen, setMapOpen] = useState(false);
  // Stops are numbered through the whole plan, as the map's pins are.
  const picks = plan.days.flatMap((day) => day.blocks.flatMap((block) => block.picks));
  const numberOf = new Map(picks.map((pick, index) => [pick.id, index + 1]));
  const stops = picks.flatMap((pick) =>
    pick.latitude !== null && pick.longitude !== null
      ? [{ id: pick.id, number: numberOf.get(pick.id)!, latitude: pick.latitude, longitude: pick.longitude }]
      : [],
  );

  // The "Save for offline" element (a page script elsewhere), once this plan runs in a browser.
  useEffect(() => void import('#lib/site/save-offline-element.ts'), []);
  const related = [...new Set([...picks.map((pick) => pick.href), ...plan.events.map((event) => event.href)])].map((href) =>
    localizePath(locale, href),
  );

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
          {trip_stop_count({ count: plan.stopCount }, { locale })} · {trip_event_count({ count: plan.events.length }, { locale })}
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

      {!plan.isEmpty && stops.length > 0 && (
        <TripMap locale={locale} stops={stops} stopCount={picks.length} tiles={tiles} open={mapOpen} onToggle={setMapOpen} />
      )}

      {past && <p className="notice">{trip_past_notice({}, { locale })}</p>}

      {plan.isEmpty ? (
        <p className="notice trip-empty" role="status">
          {trip_empty({}, { locale })}
        </p>
      ) : (
        <>
          {plan.days.map((day) => (
            <article key={day.number} className="trip-day" aria-labelledby={`day-${day.number}`}>
              <h3 id={`day-${day.number}`}>{trip_day({ number: day.number, date: day.dateLabel }, { locale })}</h3>
              {day.communityBoard && (
                <p className="muted trip-board">
                  {trip_around_board({ number: day.communityBoard.number, name: day.communityBoard.name }, { locale })}
                </p>
              )}
              {day.blocks.map((block) => {
                const events = day.events.filter((event) => event.block === block.id);
                return (
                  <section key={block.id} className="trip-block" aria-labelledby={`day-${day.number}-${block.id}`}>
                    <h4 id={`day-${day.number}-${block.id}`}>
                      {block.label} <span>{block.timeLabel}</span>
                    </h4>
                    {block.picks.length === 0 && events.length === 0 && <p className="muted">{trip_block_nothing({}, { locale })}</p>}
                    {block.picks.length > 0 && (
                      <ol className="trip-picks">
                        {block.picks.map((pick) => (
                          <li key={pick.id} className="trip-pick" data-pick={`business-${pick.id}`}>
                            <h5>
                              <span className="trip-stop-number">
                                <span className="visually-hidden">{trip_stop_hidden({}, { locale })}</span>
                                {numberOf.get(pick.id)}
                                <span className="visually-hidden">:</span>
                              </span>{' '}
                              <a href={localizePath(locale, pick.href)} translate="no">
                                {pick.name}
                              </a>
                            </h5>
                            {pick.address && (
                              <p className="trip-address">
                                <span className="visually-hidden">{trip_address_hidden({}, { locale })}</span>
                                <span translate="no">{pick.address}</span>
                              </p>
                            )}
                            <p className="meta">
                              <span>{pick.category}</span>
                              <span>
                                CB {pick.communityBoard.number} · <span translate="no">{pick.communityBoard.name}</span>
                              </span>
                              {pick.priceRange && <span>{pick.priceRange}</span>}
                              {pick.rating !== null && <span className="rating">★ {ratingIn(locale, pick.rating)}</span>}
                            </p>
                            {pick.description && (
                              <p className="trip-desc" lang={pick.translated?.description ? undefined : peoples}>
                                {pick.translated?.description ?? pick.description}
                              </p>
                            )}
                            <p className="trip-why">
                              <span className="visually-hidden">{trip_why_hidden({}, { locale })}</span>
                              {pick.reasons.join(' · ')}
                            </p>
                            <p className="trip-tags">
                              {pick.interests.map((id) => (
                                <span key={id}>{interestLabel(locale, id)}</span>
                              ))}
                            </p>
                            {pick.fromPrevious && <p className="trip-walk">{describeWalkIn(locale, pick.fromPrevious)}</p>}
                          </li>
                        ))}
                      </ol>
                    )}
                    {events.length > 0 && (
                      <ul className="trip-events" aria-label={blockEventsLabel(locale, block.id)}>
                        {events.map((event) => (
                          <li key={event.id} className="trip-event" data-pick={`event-${event.id}`}>
                            <p className="trip-event-kind">{trip_event_kind({ time: event.timeLabel }, { locale })}</p>
                            <h5>
                              <a href={localizePath(locale, event.href)} lang={event.translated?.title ? undefined : peoples}>
                                {event.translated?.title ?? event.title}
                              </a>
                            </h5>
                            <p className="meta">
                              {event.location && <span translate="no">{event.location}</span>}
                              <span>{event.priceLabel}</span>
                            </p>
                            {event.description && (
                              <p className="trip-desc" lang={event.translated?.description ? undefined : peoples}>
                                {event.translated?.description ?? event.description}
                              </p>
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                  </section>
                );
              })}
            </article>
          ))}

          <section className="trip-estimate" aria-labelledby="estimate-title">
            <h3 id="estimate-title">{trip_estimate_title({}, { locale })}</h3>
            <p>
              <strong>
                {formatCostRangeIn(locale, estimate.perPerson.lowCents, estimate.perPerson.highCents, trip_per_person({}, { locale }))}
              </strong>
            </p>
            {!solo && (
              <p>
                <strong>
                  {formatCostRangeIn(
                    locale,
                    estimate.group.lowCents,
                    estimate.group.highCents,
                    trip_for_people({ people: groupPeople(locale, plan.preferences.groupSize) }, { locale }),
                  )}
                </strong>
              </p>
            )}
            <p className="muted">{trip_estimate_note({ tiers: priceTiersIn(locale) }, { locale })}</p>
            {estimate.unpricedStops > 0 && <p className="muted">{trip_unpriced({ count: estimate.unpricedStops }, { locale })}</p>}
            {estimate.overBudget && <p className="notice">{trip_over_budget({}, { locale })}</p>}
          </section>
        </>
      )}
    </section>
  );
}
