/**
 * A generated plan (spec 02, trip planner): day by day, block by block, each stop linking to its
 * business page and each event to its event page, the cost estimate, and the plan's address to
 * share. Copy link and Print are buttons that only work with JavaScript, so they show once the
 * island runs; the address field works without it. Save to My Trips posts the plan's address to
 * the member's dashboard.
 */
import { formatLongDate } from '../../../lib/domain/event-format.ts';
import { plural } from '../../../lib/domain/plural.ts';
import { PRICE_TIERS } from '../../../lib/domain/price-tiers.ts';
import { actions } from 'astro:actions';
import { describePreferences, formatCostRange, tripPlannerHref } from '../../../lib/domain/trip-planner/address.ts';
import { describeWalk, groupSizeOf, interestOf } from '../../../lib/domain/trip-planner/matching.ts';
import { EMPTY_PLAN_MESSAGE, type Itinerary } from '../../../lib/domain/trip-planner/types.ts';
import { showToast } from '../../../stores/toasts.ts';
import { useHydrated } from '../use-hydrated.ts';
import TripMap, { type MapTiles } from './TripMap.tsx';
import { useEffect, useState } from 'react';
import './itinerary.css';

type Props = {
  plan: Itinerary;
  /** The plan's absolute address. */
  shareUrl: string;
  /** Whether the plan's dates are before today (its events are then gone). */
  past: boolean;
  /** The site's map tiles, for the plan's map. */
  tiles: MapTiles;
};

const TIERS_TEXT = PRICE_TIERS.map((tier) => `${tier.symbol} ${tier.range}`).join(', ');

export default function ItineraryView({ plan, shareUrl, past, tiles }: Props) {
  const { estimate } = plan;
  const solo = groupSizeOf(plan.preferences.groupSize).max === 1;
  const scripted = useHydrated();
  const planHref = tripPlannerHref(plan.preferences, plan.startDate);
  const [mapOpen, setMapOpen] = useState(false);
  // Stops are numbered through the whole plan, as the map's pins are.
  const picks = plan.days.flatMap((day) => day.blocks.flatMap((block) => block.picks));
  const numberOf = new Map(picks.map((pick, index) => [pick.id, index + 1]));
  const stops = picks.flatMap((pick) => (pick.latitude !== null && pick.longitude !== null ? [{ id: pick.id, number: numberOf.get(pick.id)!, latitude: pick.latitude, longitude: pick.longitude }] : []));

  // The "Save for offline" element (a page script elsewhere), once this plan runs in a browser.
  useEffect(() => void import('../../../lib/site/save-offline-element.ts'), []);
  const related = [...new Set([...picks.map((pick) => pick.href), ...plan.events.map((event) => event.href)])];

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      showToast({ title: 'Link copied!', description: 'Anyone with the link sees this plan.', variant: 'success' });
    } catch {
      (document.getElementById('trip-share') as HTMLInputElement | null)?.select();
      showToast({ title: 'Copy failed', description: 'Please copy the link manually', variant: 'destructive' });
    }
  };

  return (
    <section id="plan" className={mapOpen ? 'trip-plan map-open' : 'trip-plan'} aria-labelledby="plan-title" data-results="" data-results-list="">
      <header className="plan-head">
        <h2 id="plan-title" tabIndex={-1}>
          Your Harlem Itinerary
        </h2>
        <p className="plan-summary">{describePreferences(plan.preferences)}</p>
        <p className="muted">
          Starting {formatLongDate(plan.startDate)} · {plural(plan.stopCount, 'stop')} · {plural(plan.events.length, 'event')}
        </p>
      </header>

      <div className="trip-actions">
        <label htmlFor="trip-share">Share this plan: the link is the itinerary</label>
        <div className="trip-share-row">
          <input id="trip-share" type="text" readOnly value={shareUrl} onFocus={(event) => event.target.select()} />
          <button type="button" className="button secondary" hidden={!scripted} onClick={copy}>
            Copy link
          </button>
        </div>
        <div className="trip-buttons">
          <button type="button" className="button secondary" hidden={!scripted} onClick={() => window.print()}>
            Print
          </button>
          <a className="button secondary" href="/trip-planner">
            Start over
          </a>
          {/* Drawn once hydrated: it needs the service worker, and it adds its own button. */}
          {scripted && <save-offline data-kind="trip" data-title={`Itinerary: ${describePreferences(plan.preferences)}`} data-url={planHref} data-related={JSON.stringify(related)} />}
        </div>
        {/* A plain post: it works without JavaScript, and a signed-out visitor signs in and comes back. */}
        <form method="post" action={String(actions.trips.save)} className="trip-save">
          <input type="hidden" name="query" value={planHref.slice(planHref.indexOf('?') + 1)} />
          <input type="hidden" name="next" value={`${planHref}#plan`} />
          <button type="submit" className="button gold">
            Save to My Trips
          </button>
          <span className="muted">Kept in your dashboard</span>
        </form>
      </div>

      {!plan.isEmpty && stops.length > 0 && <TripMap stops={stops} stopCount={picks.length} tiles={tiles} open={mapOpen} onToggle={setMapOpen} />}

      {past && <p className="notice">The dates of this plan have passed, so it shows no events. Choose a new start date for current ones.</p>}

      {plan.isEmpty ? (
        <p className="notice trip-empty" role="status">
          {EMPTY_PLAN_MESSAGE}
        </p>
      ) : (
        <>
          {plan.days.map((day) => (
            <article key={day.number} className="trip-day" aria-labelledby={`day-${day.number}`}>
              <h3 id={`day-${day.number}`}>
                Day {day.number} · {day.dateLabel}
              </h3>
              {day.communityBoard && (
                <p className="muted trip-board">
                  Around CB {day.communityBoard.number} · {day.communityBoard.name}
                </p>
              )}
              {day.blocks.map((block) => {
                const events = day.events.filter((event) => event.block === block.id);
                return (
                  <section key={block.id} className="trip-block" aria-labelledby={`day-${day.number}-${block.id}`}>
                    <h4 id={`day-${day.number}-${block.id}`}>
                      {block.label} <span>{block.timeLabel}</span>
                    </h4>
                    {block.picks.length === 0 && events.length === 0 && <p className="muted">Nothing matching for this time of day: add an interest for more ideas.</p>}
                    {block.picks.length > 0 && (
                      <ol className="trip-picks">
                        {block.picks.map((pick) => (
                          <li key={pick.id} className="trip-pick" data-pick={`business-${pick.id}`}>
                            <h5>
                              <span className="trip-stop-number">
                                <span className="visually-hidden">Stop </span>
                                {numberOf.get(pick.id)}
                                <span className="visually-hidden">:</span>
                              </span>{' '}
                              <a href={pick.href}>{pick.name}</a>
                            </h5>
                            {pick.address && (
                              <p className="trip-address">
                                <span className="visually-hidden">Address: </span>
                                {pick.address}
                              </p>
                            )}
                            <p className="meta">
                              <span>{pick.category}</span>
                              <span>
                                CB {pick.communityBoard.number} · {pick.communityBoard.name}
                              </span>
                              {pick.priceRange && <span>{pick.priceRange}</span>}
                              {pick.rating !== null && <span className="rating">★ {pick.rating.toFixed(1)}</span>}
                            </p>
                            {pick.description && <p className="trip-desc">{pick.description}</p>}
                            <p className="trip-why">
                              <span className="visually-hidden">Why it fits: </span>
                              {pick.reasons.join(' · ')}
                            </p>
                            <p className="trip-tags">
                              {pick.interests.map((id) => (
                                <span key={id}>{interestOf(id).label}</span>
                              ))}
                            </p>
                            {pick.fromPrevious && <p className="trip-walk">{describeWalk(pick.fromPrevious)}</p>}
                          </li>
                        ))}
                      </ol>
                    )}
                    {events.length > 0 && (
                      <ul className="trip-events" aria-label={`Events in the ${block.label.toLowerCase()}`}>
                        {events.map((event) => (
                          <li key={event.id} className="trip-event" data-pick={`event-${event.id}`}>
                            <p className="trip-event-kind">Event · {event.timeLabel}</p>
                            <h5>
                              <a href={event.href}>{event.title}</a>
                            </h5>
                            <p className="meta">
                              {event.location && <span>{event.location}</span>}
                              <span>{event.priceLabel}</span>
                            </p>
                            {event.description && <p className="trip-desc">{event.description}</p>}
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
            <h3 id="estimate-title">Estimated cost</h3>
            <p>
              <strong>{formatCostRange(estimate.perPerson.lowCents, estimate.perPerson.highCents, 'per person')}</strong>
            </p>
            {!solo && (
              <p>
                <strong>{formatCostRange(estimate.group.lowCents, estimate.group.highCents, `for ${estimate.group.people}`)}</strong>
              </p>
            )}
            <p className="muted">
              An estimate, not a quote: each stop counted at its price range per person ({TIERS_TEXT}), plus event tickets. Transport is not included.
            </p>
            {estimate.unpricedStops > 0 && (
              <p className="muted">
                {plural(estimate.unpricedStops, 'stop')} without a listed price {estimate.unpricedStops === 1 ? 'is' : 'are'} not counted.
              </p>
            )}
            {estimate.overBudget && <p className="notice">This plan may cost more than your budget: skip a paid stop or two, or choose a lower budget for cheaper places.</p>}
          </section>
        </>
      )}
    </section>
  );
}
