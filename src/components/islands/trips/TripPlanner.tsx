/**
 * The trip planner (spec 02): preferences on the left; on the right the popular itineraries (given
 * as server-rendered children) or the generated plan, which replaces them. The generator runs on
 * the server: the island asks GET /api/trip-planner and keeps the plan's shareable address in the
 * address bar (Back and Forward work). Without JavaScript the GET form does the same by page loads.
 */
import { useState, type MouseEvent, type ReactNode } from 'react';
import { parseTripQuery, tripPlannerHref } from '#lib/domain/trip-planner/address.ts';
import type { TripErrors } from '#lib/i18n/localized/trip.ts';
import type { Itinerary } from '#lib/domain/trip-planner/types.ts';
import { localizePath, splitLocale, type Locale } from '#lib/i18n/locales.ts';
import { trip_load_error, trip_plan_title, trip_status_generating, trip_status_ready, trip_try_again } from '#paraglide/messages.js';
import { useAddressLoad } from '../use-address-load.ts';
import ItineraryBody from './ItineraryBody.tsx';
import ItineraryView from './ItineraryView.tsx';
import { planFrameOf, type PlanFrame } from './plan-frame.ts';
import type { MapTiles } from './TripMap.tsx';
import TripPreferencesForm, { type TripValues } from './TripPreferencesForm.tsx';

export type TripPlannerProps = {
  locale: Locale;
  values: TripValues;
  /** Each field's message, in the page's language. */
  errors: TripErrors;
  today: string;
  /** The plan the address names, as the island runs it; its days and estimate come as `planBody`. */
  plan: PlanFrame | null;
  /** That plan's days and estimate as the server drew them (ItineraryBody in the page's `plan-body` slot). */
  planBody?: ReactNode;
  /** The site's address ("https://harlem.example"), for the plan's shareable link. */
  origin: string;
  /** The popular itineraries, shown until a plan is generated. */
  children?: ReactNode;
  fetcher?: typeof fetch;
  /** The site's map tiles, for a plan's map (null: tiles are off). */
  tiles?: MapTiles;
};

/** What GET /api/trip-planner answers: the plan and its address, or what is missing (400). */
type PlanAnswer = { plan: Itinerary; href: string } | { message: string; errors?: TripErrors };

/** The query string of the planner's form values (the address of the plan they ask for). */
function searchOf(values: TripValues): string {
  const params = new URLSearchParams();
  if (values.duration) params.set('duration', values.duration);
  for (const interest of values.interests) params.append('interests', interest);
  params.set('budget', values.budget);
  params.set('group', values.groupSize);
  if (values.start) params.set('start', values.start);
  return `?${params}`;
}

export default function TripPlanner({
  locale,
  values: initialValues,
  errors: initialErrors,
  today,
  plan: initialPlan,
  planBody,
  origin,
  children,
  fetcher,
  tiles = null,
}: TripPlannerProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState(initialErrors);
  // The plan shown: the server's (its body is the slot) or one made in place (drawn here whole).
  const [plan, setPlan] = useState<{ frame: PlanFrame; whole: Itinerary | null } | null>(
    initialPlan && { frame: initialPlan, whole: null },
  );

  // The plan of a query string, asked of the server: 400 names what is missing, anything else failing is an error to retry.
  const {
    status,
    load: generate,
    retry,
  } = useAddressLoad<PlanAnswer>(
    '/api/trip-planner',
    // The server gives the plan's words (categories, reasons, dates, hours) in the page's language.
    locale,
    {
      onAnswer: ({ ok, status, body }, push) => {
        if (status === 400 && 'errors' in body) return setErrors(body.errors ?? {});
        if (!ok || !('plan' in body)) throw new Error(`The planner answered ${status}`);
        setErrors({});
        setPlan({ frame: planFrameOf(body.plan), whole: body.plan });
        if (push) history.pushState(null, '', `${localizePath(locale, body.href)}#plan`);
        document.title = `${trip_plan_title({}, { locale })} | Harlem`;
        requestAnimationFrame(() => {
          document.getElementById('plan')?.scrollIntoView();
          document.getElementById('plan-title')?.focus({ preventScroll: true });
        });
      },
      // Back and Forward: the plan of the address, or the popular itineraries (drawn by the server).
      fromAddress: () => {
        const query = parseTripQuery(new URLSearchParams(location.search), today);
        if (!query.preferences) return null;
        setValues(query.values);
        return location.search;
      },
    },
    fetcher,
  );

  // A popular itinerary's links open its plan in place.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const url = new URL(link.href);
    if (url.origin !== location.origin || splitLocale(url.pathname).path !== '/trip-planner' || !url.search) return;
    const query = parseTripQuery(url.searchParams, today);
    if (!query.preferences) return;
    event.preventDefault();
    setValues(query.values);
    void generate(url.search, true);
  };

  const shareUrl = plan ? new URL(localizePath(locale, tripPlannerHref(plan.frame.preferences, plan.frame.startDate)), origin).href : '';
  return (
    <div className="trip-layout" onClick={onClick}>
      <TripPreferencesForm
        locale={locale}
        values={values}
        errors={errors}
        today={today}
        busy={status.kind === 'loading'}
        onChange={setValues}
        onSubmit={(chosen) => void generate(searchOf(chosen), true)}
      />
      <div className="trip-results" aria-busy={status.kind === 'loading' || undefined}>
        <p className="visually-hidden" aria-live="polite">
          {status.kind === 'loading' ? trip_status_generating({}, { locale }) : plan ? trip_status_ready({}, { locale }) : ''}
        </p>
        {status.kind === 'error' && (
          <div className="notice notice-error" role="alert">
            <strong>{trip_load_error({}, { locale })}</strong>{' '}
            <button type="button" className="button secondary" onClick={retry}>
              {trip_try_again({}, { locale })}
            </button>
          </div>
        )}
        {plan ? (
          <ItineraryView
            key={shareUrl}
            locale={locale}
            plan={plan.frame}
            body={plan.whole ? <ItineraryBody locale={locale} plan={plan.whole} /> : planBody}
            shareUrl={shareUrl}
            past={plan.frame.startDate < today}
            tiles={tiles}
          />
        ) : (
          children
        )}
      </div>
    </div>
  );
}
