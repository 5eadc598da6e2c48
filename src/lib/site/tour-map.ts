/**
 * A tour's street map (decision 006, Leaflet without React): the numbered points and the line
 * between them over the site's tiles, drawn when the visitor asks for it. Until the first tile
 * arrives, and for good when tiles fail (offline, or none configured), the server's route drawing
 * stays the map. The follow mode's position (`tour:position` events) shows as "you are here".
 */
import type { Marker } from 'leaflet';
import { loadLeaflet } from './load-leaflet.ts';

type Stop = { number: number; title: string; latitude: number; longitude: number };
export type TourPositionEvent = CustomEvent<{ latitude: number; longitude: number }>;
/** The event the follow mode sends on `window` with each position fix. */
export const TOUR_POSITION_EVENT = 'tour:position';

export async function drawTourMap(root: HTMLElement): Promise<void> {
  const stops = JSON.parse(root.dataset.stops ?? '[]') as Stop[];
  const canvas = root.querySelector<HTMLElement>('[data-map-canvas]');
  if (!canvas || stops.length === 0 || !root.dataset.tiles) return;
  const L = await loadLeaflet();
  canvas.hidden = false;
  const map = L.map(canvas, { scrollWheelZoom: false });
  let loaded = 0;
  L.tileLayer(root.dataset.tiles, { attribution: root.dataset.attribution, maxZoom: 19 })
    .on('tileload', () => {
      // The street map takes over from the drawing once it shows streets.
      if (loaded++ === 0) root.classList.add('has-tiles');
    })
    .addTo(map);
  const line = stops.map((stop) => L.latLng(stop.latitude, stop.longitude));
  L.polyline(line, { color: '#8e2f1a', weight: 4, dashArray: '2 8' }).addTo(map);
  for (const stop of stops) {
    const title = `${stop.number}. ${stop.title}`;
    const icon = L.divIcon({ className: 'tour-pin', html: `<span>${stop.number}</span>`, iconSize: [30, 30], iconAnchor: [15, 15] });
    const marker = L.marker([stop.latitude, stop.longitude], { icon, title, alt: title }).addTo(map);
    marker.getElement()?.setAttribute('translate', 'no');
  }
  map.fitBounds(L.latLngBounds(line), { padding: [30, 30], maxZoom: 17 });
  let here: Marker | null = null;
  const place = (latitude: number, longitude: number) => {
    const icon = L.divIcon({ className: 'tour-here', html: '<span></span>', iconSize: [22, 22], iconAnchor: [11, 11] });
    if (here) here.setLatLng([latitude, longitude]);
    else
      here = L.marker([latitude, longitude], {
        icon,
        title: root.dataset.here,
        alt: root.dataset.here,
        keyboard: false,
        interactive: false,
      }).addTo(map);
  };
  const last = root.dataset.position?.split(',').map(Number);
  if (last?.length === 2 && last.every(Number.isFinite)) place(last[0], last[1]);
  window.addEventListener(TOUR_POSITION_EVENT, (event) => {
    const { latitude, longitude } = (event as TourPositionEvent).detail;
    place(latitude, longitude);
  });
}
