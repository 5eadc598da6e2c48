/**
 * A plan's stops on a map, numbered in the order of the plan (the numbers the list shows). The
 * button shows once the island runs; Leaflet loads when the visitor opens the map, and the map
 * is drawn by the same code as the directory's (lib/site/results-map.ts), tied to the stops' list.
 */
import { useEffect, useRef } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import {
  trip_map_hide,
  trip_map_label,
  trip_map_missing,
  trip_map_note,
  trip_map_nouns,
  trip_map_plain,
  trip_map_show,
} from '#paraglide/messages.js';
import { useHydrated } from '../use-hydrated.ts';

export type TripMapStop = { id: number; number: number; latitude: number; longitude: number };
/** The tile layer the site is configured with, or null when tiles are off. */
export type MapTiles = { url: string; attribution: string } | null;

type Props = { locale: Locale; stops: TripMapStop[]; stopCount: number; tiles: MapTiles; open: boolean; onToggle: (open: boolean) => void };

export default function TripMap({ locale, stops, stopCount, tiles, open, onToggle }: Props) {
  const scripted = useHydrated();
  const panel = useRef<HTMLElement>(null);
  const drawn = useRef<Promise<LeafletMap | null> | null>(null);

  useEffect(() => {
    if (!open || !panel.current) return;
    const root = panel.current.closest<HTMLElement>('[data-results]');
    if (!root) return;
    if (drawn.current) void drawn.current.then((map) => map?.invalidateSize());
    else drawn.current = import('#lib/site/results-map.ts').then(({ drawResultsMap }) => drawResultsMap(root)).catch(() => null);
  }, [open]);

  // A new plan gets a new map (the island remounts this component); the old one goes with its buttons.
  useEffect(
    () => () => {
      void drawn.current?.then((map) => map?.remove());
      panel.current
        ?.closest('[data-results]')
        ?.querySelectorAll('.show-on-map')
        .forEach((button) => button.remove());
    },
    [],
  );

  const missing = stopCount - stops.length;
  const note = `${trip_map_note({ count: stops.length }, { locale })}${missing > 0 ? ` ${trip_map_missing({ count: missing }, { locale })}` : ''}`;
  return (
    <div className="trip-map">
      <button
        type="button"
        className="button secondary"
        hidden={!scripted}
        aria-expanded={open}
        aria-controls="trip-map"
        onClick={() => onToggle(!open)}
      >
        {open ? trip_map_hide({}, { locale }) : trip_map_show({}, { locale })}
      </button>
      <section
        ref={panel}
        id="trip-map"
        className="results-map"
        aria-label={trip_map_label({}, { locale })}
        hidden={!open}
        data-map-panel=""
        data-points={JSON.stringify(
          stops.map((stop) => [stop.id, Number(stop.latitude.toFixed(5)), Number(stop.longitude.toFixed(5)), stop.number]),
        )}
        data-href={localizePath(locale, '/business/')}
        data-nouns={trip_map_nouns({}, { locale })}
        data-note={note}
        data-numbered=""
        data-tiles={tiles?.url}
        data-attribution={tiles?.attribution}
      >
        <div className="results-map-canvas" data-map-canvas="" />
        <p className="results-map-plain" data-plain-caption="" hidden>
          {trip_map_plain({}, { locale })}
        </p>
        <p className="results-map-note" role="status" data-map-note="" />
      </section>
    </div>
  );
}
