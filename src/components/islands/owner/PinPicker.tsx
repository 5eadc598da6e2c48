/**
 * Where the business is on the map: latitude and longitude fields (all there is without
 * JavaScript), and, once hydrated with map tiles configured, a Leaflet map where the owner drops
 * or drags the pin. Leaflet loads only when the picker is drawn in the browser; if the tiles fail
 * the fields remain. Used by Edit Business, the admin panel's Create Business and a new listing.
 */
import { useEffect, useRef, useState } from 'react';
import { loadLeaflet } from '#lib/site/load-leaflet.ts';
import { useHydrated } from '../use-hydrated.ts';
import { formFields, useEarlyInput } from '../use-early-input.ts';
import type { MapTiles } from './dashboard-inputs.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import './pin-picker.css';
import {
  owner_latitude,
  owner_longitude,
  owner_pin_help,
  owner_pin_legend,
  owner_pin_title,
  owner_pin_unavailable,
} from '#paraglide/messages.js';

type Props = { latitude: string; longitude: string; fallbackCenter: [number, number]; tiles: MapTiles; error?: string; locale?: Locale };

/** Where the map opens when no pin is placed yet: central Harlem. */
export const HARLEM_CENTER: [number, number] = [40.8116, -73.9465];

const round = (value: number) => String(Math.round(value * 1e6) / 1e6);

export default function PinPicker({ latitude, longitude, fallbackCenter, tiles, error, locale = 'en' }: Props) {
  const t = { locale };
  const scripted = useHydrated();
  const [lat, setLat] = useState(latitude);
  const [lng, setLng] = useState(longitude);
  const [mapState, setMapState] = useState<'off' | 'loading' | 'ready' | 'failed'>('off');
  const canvas = useRef<HTMLDivElement>(null);
  const move = useRef<((lat: number, lng: number) => void) | null>(null);
  // Coordinates typed before the picker ran are kept; the map opens on the latest typed.
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useEarlyInput(fieldset, (element) => {
    const fields = formFields(element);
    setLat(fields.get('latitude') ?? '');
    setLng(fields.get('longitude') ?? '');
  });
  const opensAt = useRef({ latitude, longitude });
  useEffect(() => {
    opensAt.current = { latitude: lat, longitude: lng };
  }, [lat, lng]);

  useEffect(() => {
    if (!scripted || !tiles || !canvas.current) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    setMapState('loading');
    void (async () => {
      try {
        const L = await loadLeaflet();
        if (cancelled || !canvas.current) return;
        const at = opensAt.current;
        const start: [number, number] =
          Number.isFinite(parseFloat(at.latitude)) && Number.isFinite(parseFloat(at.longitude))
            ? [parseFloat(at.latitude), parseFloat(at.longitude)]
            : fallbackCenter;
        const map = L.map(canvas.current, { scrollWheelZoom: false }).setView(start, 16);
        let loaded = 0;
        let failed = 0;
        L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 })
          .on('tileload', () => loaded++)
          .on('tileerror', () => {
            if (++failed >= 3 && loaded === 0) setMapState('failed');
          })
          .addTo(map);
        const icon = L.divIcon({ className: 'map-pin', html: '<span></span>', iconSize: [28, 28], iconAnchor: [14, 28] });
        const marker = L.marker(start, {
          icon,
          draggable: true,
          title: owner_pin_title({}, t),
          alt: owner_pin_title({}, t),
          keyboard: true,
        }).addTo(map);
        const place = (at: { lat: number; lng: number }) => {
          setLat(round(at.lat));
          setLng(round(at.lng));
        };
        marker.on('dragend', () => place(marker.getLatLng()));
        map.on('click', (event: { latlng: { lat: number; lng: number } }) => {
          marker.setLatLng(event.latlng);
          place(event.latlng);
        });
        move.current = (toLat, toLng) => {
          marker.setLatLng([toLat, toLng]);
          map.panTo([toLat, toLng]);
        };
        remove = () => map.remove();
        setMapState('ready');
      } catch {
        if (!cancelled) setMapState('failed');
      }
    })();
    return () => {
      cancelled = true;
      move.current = null;
      remove?.();
    };
    // The map is drawn once per mount; typed coordinates move the pin through move.current.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scripted, tiles]);

  const typed = (nextLat: string, nextLng: string) => {
    const a = parseFloat(nextLat);
    const b = parseFloat(nextLng);
    if (Number.isFinite(a) && Number.isFinite(b)) move.current?.(a, b);
  };

  return (
    <fieldset ref={fieldset} className="owner-pin">
      <legend>{owner_pin_legend({}, t)}</legend>
      {scripted && tiles && mapState !== 'failed' && (
        <>
          <p className="muted" id="pin-help">
            {owner_pin_help({}, t)}
          </p>
          <div ref={canvas} className="owner-pin-map" aria-describedby="pin-help" />
        </>
      )}
      {(mapState === 'failed' || (scripted && !tiles)) && <p className="muted">{owner_pin_unavailable({}, t)}</p>}
      <div className="owner-pin-fields">
        <label>
          {owner_latitude({}, t)}
          <input
            name="latitude"
            inputMode="decimal"
            value={lat}
            onChange={(event) => {
              setLat(event.target.value);
              typed(event.target.value, lng);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'latitude-error' : undefined}
          />
        </label>
        <label>
          {owner_longitude({}, t)}
          <input
            name="longitude"
            inputMode="decimal"
            value={lng}
            onChange={(event) => {
              setLng(event.target.value);
              typed(lat, event.target.value);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'latitude-error' : undefined}
          />
        </label>
      </div>
      {error && (
        <p id="latitude-error" className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
