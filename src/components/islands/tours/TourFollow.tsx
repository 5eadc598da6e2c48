/**
 * Follow mode of a walking tour (decision 025), on /tours/{id}: Start shows the next point, how
 * far and which way it is from the walker when the browser shares its location (watchPosition),
 * with "you are here" on the route drawing and the street map, and marks a point done on arrival
 * within its zone or by a tap on "I'm here". The walk is kept on the device (stores/tour-walk.ts)
 * and, signed in, on the account through the tourProgress actions; a reload reopens on the same
 * next point. When every point is done the finish screen takes a rating.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Locale } from '#lib/i18n/locales.ts';
import { directionsUrl } from '#lib/domain/map-links.ts';
import { walkingMinutes } from '#lib/domain/distance.ts';
import { placeOnRoute, type RouteDrawing } from '#lib/domain/tour-route.ts';
import { directionTo, hasArrived, progressOf, type CompassWord } from '#lib/domain/tour-walk.ts';
import { lengthIn } from '#lib/i18n/format.ts';
import { postAction } from '#lib/site/post-action.ts';
import { parseWalk, readWalkText, subscribeWalks, walkKey, writeWalk, type StoredWalk } from '#stores/tour-walk.ts';
import type { TourProgressView } from '#lib/views/tours.ts';
import {
  tours_arrived,
  tours_dir_east,
  tours_dir_north,
  tours_dir_northeast,
  tours_dir_northwest,
  tours_dir_south,
  tours_dir_southeast,
  tours_dir_southwest,
  tours_dir_west,
  tours_directions,
  tours_distance_to,
  tours_follow_heading,
  tours_follow_intro,
  tours_im_here,
  tours_kept_account,
  tours_kept_device,
  tours_location_denied,
  tours_location_unavailable,
  tours_locating,
  tours_next,
  tours_pause,
  tours_progress,
  tours_read_point,
  tours_resume,
  tours_start,
  tours_walk_time,
} from '#paraglide/messages.js';
import { useHydrated } from '../use-hydrated.ts';
import TourFinish from './TourFinish.tsx';
import './tour-follow.css';

export type FollowStop = { id: number; number: number; title: string; latitude: number; longitude: number; interactionZone: number };
type Fix = { latitude: number; longitude: number; accuracy: number };
type Location = { status: 'off' | 'waiting' | 'denied' | 'unavailable' } | { status: 'on'; fix: Fix };

type Props = {
  locale: Locale;
  tourId: number;
  stops: FollowStop[];
  /** The signed-in account (its progress is kept on the server too), or null. */
  account: { id: number } | null;
  /** The sign-in page that comes back here. */
  signIn: string;
  /** The account's stored progress when the page was drawn. */
  initial: TourProgressView | null;
  /** The route drawing's projection, to place "you are here" on it. */
  frame: RouteDrawing['frame'] | null;
};

const COMPASS: Record<CompassWord, typeof tours_dir_north> = {
  north: tours_dir_north,
  northeast: tours_dir_northeast,
  east: tours_dir_east,
  southeast: tours_dir_southeast,
  south: tours_dir_south,
  southwest: tours_dir_southwest,
  west: tours_dir_west,
  northwest: tours_dir_northwest,
};

export default function TourFollow({ locale, tourId, stops, account, signIn, initial, frame }: Props) {
  const t = { locale };
  const scripted = useHydrated();
  const key = walkKey(tourId, account?.id ?? null);
  const text = useSyncExternalStore(
    subscribeWalks,
    () => readWalkText(key),
    () => null,
  );
  const kept = useMemo(() => parseWalk(text), [text]);
  // Walking it again leaves the account's completed record as it is and starts afresh here.
  const again = Boolean(kept?.again);
  const fromServer = useMemo(() => (again ? [] : (initial?.done ?? [])), [again, initial]);
  const progress = progressOf(stops, [...fromServer, ...(kept?.done ?? [])]);
  const completedBefore = !kept?.again && initial?.status === 'completed';
  const started = Boolean(kept?.started) || (initial !== null && !kept?.again);
  const finished = progress.finished || completedBefore;
  const next = finished ? null : stops[progress.currentPointIndex];
  const [location, setLocation] = useState<Location>({ status: 'off' });
  const [notice, setNotice] = useState('');
  const [awarded, setAwarded] = useState(0);
  const [paused, setPaused] = useState(false);
  const synced = useRef(new Set(initial?.done ?? []));
  // A walk started before (this visit or the last) reopens on its next point.
  const active = started && !paused && !finished;

  const keep = useCallback(
    (change: Partial<StoredWalk>) => writeWalk(key, { started: true, done: [], ...parseWalk(readWalkText(key)), ...change }),
    [key],
  );

  /** Sends the points done here that the account does not have yet, in order (a walk offline catches up). */
  const sync = useCallback(
    async (done: number[]) => {
      if (!account) return;
      for (const pointId of done) {
        if (synced.current.has(pointId)) continue;
        const form = new FormData();
        form.set('tourId', String(tourId));
        form.set('pointId', String(pointId));
        const answer = await postAction('tourProgress.reachPoint', form).catch(() => null);
        if (!answer || answer.error) return;
        synced.current.add(pointId);
        if (Number(answer.data.awarded) > 0) setAwarded(Number(answer.data.awarded));
      }
    },
    [account, tourId, setAwarded],
  );

  const markDone = useCallback(
    (stop: FollowStop) => {
      const done = [...new Set([...(parseWalk(readWalkText(key))?.done ?? []), stop.id])];
      keep({ done });
      setNotice(tours_arrived({ name: stop.title }, { locale }));
    },
    [key, keep, locale, setNotice],
  );

  // Points done on this device while the account could not be reached (offline) are sent when the page opens or the connection returns.
  const doneHere = progress.done.join(',');
  useEffect(() => {
    if (!account || !doneHere) return;
    const send = () => void sync(doneHere.split(',').map(Number));
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [account, doneHere, sync]);

  // The latest next point and marker, for the position callback.
  const latest = useRef({ next, markDone });
  useEffect(() => {
    latest.current = { next, markDone };
  });

  // Location while walking: each fix moves "you are here" and may arrive at the next point.
  useEffect(() => {
    if (!active) return;
    if (!('geolocation' in navigator)) {
      queueMicrotask(() => setLocation({ status: 'unavailable' }));
      return;
    }
    queueMicrotask(() => setLocation((current) => (current.status === 'on' ? current : { status: 'waiting' })));
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        const fix = { latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy };
        setLocation({ status: 'on', fix });
        showHere(fix, frame);
        const { next: target, markDone: mark } = latest.current;
        if (target && hasArrived(fix, target)) mark(target);
      },
      (error) => setLocation({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [active, frame]);

  // The route drawing shows which points are done and which is next.
  useEffect(() => {
    document.querySelectorAll<SVGGElement>('[data-route-drawing] [data-stop]').forEach((group) => {
      const stop = stops[Number(group.dataset.stop) - 1];
      group.classList.toggle('is-done', Boolean(stop && progress.done.includes(stop.id)));
      group.classList.toggle('is-next', Boolean(stop && next && stop.id === next.id && started));
    });
  }, [stops, progress.done, next, started]);

  const start = () => {
    keep({});
    setPaused(false);
    setNotice('');
    if (account && !kept?.again) {
      const form = new FormData();
      form.set('tourId', String(tourId));
      void postAction('tourProgress.start', form).catch(() => undefined);
    }
  };

  if (finished && (started || completedBefore)) {
    return (
      <section className="tour-follow card" aria-labelledby="follow-heading">
        <TourFinish
          locale={locale}
          tourId={tourId}
          count={stops.length}
          account={account}
          signIn={signIn}
          awarded={awarded}
          rated={initial?.rating ?? kept?.rating ?? null}
          onAgain={() => {
            writeWalk(key, { started: true, done: [], again: true });
            setPaused(false);
            setAwarded(0);
            setNotice('');
          }}
        />
      </section>
    );
  }

  const direction = location.status === 'on' && next ? directionTo(location.fix, next) : null;
  return (
    <section className="tour-follow card" aria-labelledby="follow-heading">
      <h2 id="follow-heading">{tours_follow_heading({}, t)}</h2>
      {!active ? (
        <>
          <p>{tours_follow_intro({}, t)}</p>
          {started && <p className="muted">{tours_progress({ done: progress.done.length, total: stops.length }, t)}</p>}
          <button type="button" className="button" hidden={!scripted} onClick={start}>
            {started && progress.done.length > 0 ? tours_resume({}, t) : tours_start({}, t)}
          </button>
        </>
      ) : (
        next && (
          <>
            <p className="follow-progress">
              <progress max={stops.length} value={progress.done.length} />{' '}
              {tours_progress({ done: progress.done.length, total: stops.length }, t)}
            </p>
            <p className="follow-next-label">{tours_next({}, t)}</p>
            <h3 className="follow-next" data-next-point={next.id}>
              <span className="stop-number" aria-hidden="true">
                {next.number}
              </span>{' '}
              <span translate="no">{next.title}</span>
            </h3>
            <p className="follow-where" role="status">
              {location.status === 'waiting' && tours_locating({}, t)}
              {location.status === 'denied' && tours_location_denied({}, t)}
              {location.status === 'unavailable' && tours_location_unavailable({}, t)}
              {direction && (
                <>
                  {tours_distance_to({ distance: lengthIn(locale, direction.metres), direction: COMPASS[direction.compass]({}, t) }, t)} ·{' '}
                  {tours_walk_time({ minutes: walkingMinutes(direction.metres) }, t)}
                </>
              )}
            </p>
            <div className="follow-actions">
              <button type="button" className="button" onClick={() => markDone(next)}>
                {tours_im_here({}, t)}
              </button>
              <a
                className="button secondary"
                href={directionsUrl({ latitude: next.latitude, longitude: next.longitude, label: next.title }) + '&travelmode=walking'}
                target="_blank"
                rel="noopener"
              >
                {tours_directions({}, t)}
              </a>
              <a className="button secondary" href={`#stop-${next.number}`}>
                {tours_read_point({}, t)}
              </a>
              <button type="button" className="button secondary" onClick={() => setPaused(true)}>
                {tours_pause({}, t)}
              </button>
            </div>
            <p className="muted follow-kept">{account ? tours_kept_account({}, t) : tours_kept_device({}, t)}</p>
          </>
        )
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {notice}
      </p>
    </section>
  );
}

/** "You are here" on the route drawing and, through an event, on the street map when it is open. */
function showHere(fix: Fix, frame: RouteDrawing['frame'] | null): void {
  const here = document.querySelector<SVGGElement>('[data-route-here]');
  const box = here?.ownerSVGElement?.viewBox.baseVal;
  if (here && frame && box) {
    const { x, y } = placeOnRoute(frame, fix);
    // Off the drawing, the marker waits at its edge, on the side the walker is.
    const inside = (value: number, size: number) => Math.min(Math.max(value, frame.margin / 2), size - frame.margin / 2);
    here.setAttribute('transform', `translate(${inside(x, box.width)} ${inside(y, box.height)})`);
    here.setAttribute('visibility', 'visible');
  }
  const map = document.querySelector<HTMLElement>('[data-tour-map]');
  if (map) map.dataset.position = `${fix.latitude},${fix.longitude}`;
  window.dispatchEvent(new CustomEvent('tour:position', { detail: { latitude: fix.latitude, longitude: fix.longitude } }));
}
