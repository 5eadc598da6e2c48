/**
 * A plan's days and its cost estimate (spec 02, trip planner): day by day, block by block, each
 * stop linking to its business page and each event to its event page. Plain HTML with nothing to
 * run: the server draws it for the plan an address names and hands it to the planner island as a
 * slot (sent once); the island draws it itself for a plan it generates in place.
 */
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';
import {
  blockEventsLabel,
  describeWalkIn,
  formatCostRangeIn,
  groupPeople,
  interestLabel,
  priceTiersIn,
  ratingIn,
} from '#lib/i18n/localized/trip.ts';
import { groupSizeOf } from '#lib/domain/trip-planner/matching.ts';
import { picksOf, type Itinerary } from '#lib/domain/trip-planner/types.ts';
import {
  trip_address_hidden,
  trip_around_board,
  trip_block_nothing,
  trip_day,
  trip_empty,
  trip_estimate_note,
  trip_estimate_title,
  trip_event_kind,
  trip_for_people,
  trip_per_person,
  trip_over_budget,
  trip_stop_hidden,
  trip_unpriced,
  trip_why_hidden,
} from '#paraglide/messages.js';
import { stopNumbersOf } from './plan-frame.ts';

type Props = { locale: Locale; plan: Itinerary };

export default function ItineraryBody({ locale, plan }: Props) {
  const { estimate } = plan;
  const solo = groupSizeOf(plan.preferences.groupSize).max === 1;
  // People's words (descriptions, event titles) stay marked as the English they are written in.
  const peoples = writtenIn('en', locale);
  // Stops are numbered through the whole plan, as the map's pins are.
  const numberOf = stopNumbersOf(picksOf(plan));
  return plan.isEmpty ? (
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
  );
}
