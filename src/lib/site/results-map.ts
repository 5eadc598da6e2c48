/**
 * The map of a results list (ResultsMap.astro), drawn when the visitor opens it: one pin per
 * result, clustered where they crowd, in step with the list. A pin names its place (title, and a
 * popup linking to it and back to its card); each card gets a "Show on map" button that lights
 * its pin (or the cluster holding it) on hover or focus and brings it into view on a click.
 * Without tiles, or when they fail, the pins stand on a plain backdrop that says so.
 */
import type { DivIcon, LeafletEvent, Map as LeafletMap, Marker, MarkerCluster, MarkerClusterGroup } from 'leaflet';
import { addStylesheet, loadLeafletWithClusters } from './load-leaflet';
import stylesheet from '../../styles/results-map.css?url';
import { getLocale } from './island-locale';
import { escapeHtml } from '../domain/escape-html';
import {
  notices_map_cluster,
  notices_map_show_in_list,
  notices_map_show_on_map,
  notices_map_show_on_map_named,
} from '#paraglide/messages.js';

/** [id, latitude, longitude], in list order, and for numbered pins the number the list shows. */
type Point = [number, number, number, number?];
type Leaflet = Awaited<ReturnType<typeof loadLeafletWithClusters>>;
type Result = { id: number; marker: Marker; card: HTMLElement | null; label: string };

const FAILED_TILES_BEFORE_PLAIN = 3;
/** Lenox Avenue at 125th Street, the middle of the guide, when no result has a location. */
const HARLEM: [number, number] = [40.8081, -73.9452];
/** Beside the list (wide screens) a picked card can be scrolled to without losing the map. */
const SIDE_BY_SIDE = '(min-width: 64rem)';

/** Draws the map of `root`'s results and ties it to the list; returns the map, to resize when shown again. */
export async function drawResultsMap(root: HTMLElement): Promise<LeafletMap> {
  const panel = root.querySelector<HTMLElement>('[data-map-panel]')!;
  const canvas = panel.querySelector<HTMLElement>('[data-map-canvas]')!;
  const points = JSON.parse(panel.dataset.points ?? '[]') as Point[];
  // The canvas takes its height from the stylesheet: Leaflet measures it when the map starts.
  const [L] = await Promise.all([loadLeafletWithClusters(), addStylesheet(stylesheet, 'results-map')]);
  // Buttons of an earlier drawing of this list (a plan redrawn in place) go first.
  root.querySelectorAll('.show-on-map').forEach((button) => button.remove());
  const map = L.map(canvas, { scrollWheelZoom: false });
  if (panel.dataset.tiles) addTiles(L, map, panel);
  else showPlain(panel);

  const plural = panel.dataset.nouns ?? 'places';
  const group = L.markerClusterGroup({
    showCoverageOnHover: false,
    maxClusterRadius: 44,
    iconCreateFunction: (cluster) => clusterIcon(L, cluster.getChildCount(), plural),
  });
  const numbered = panel.dataset.numbered !== undefined;
  const results = points.map(([id, latitude, longitude, number = 0], index): Result => {
    const card = findCard(root, `${panel.dataset.href}${id}`);
    const label = (card && titleLink(card)?.textContent?.trim()) || `#${id}`;
    const shown = numbered ? number || index + 1 : null;
    const title = shown === null ? label : `${shown}. ${label}`;
    const marker = L.marker([latitude, longitude], { icon: pinIcon(L, shown), title, alt: title, riseOnHover: true });
    // A pin is named by its place's name: drawn again each time it leaves a cluster.
    marker.on('add', () => marker.getElement()?.setAttribute('translate', 'no'));
    return { id, marker, card, label };
  });
  let picked: Result | null = null;
  const pick = (result: Result) => {
    picked?.card?.classList.remove('is-picked');
    picked = result;
    result.card?.classList.add('is-picked');
    if (window.matchMedia(SIDE_BY_SIDE).matches) result.card?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };
  for (const result of results) {
    result.marker.bindPopup(popup(result));
    result.marker.on('click', () => pick(result));
    // A pin is a button: Enter opens its popup (Leaflet's own key handling), Space as well.
    result.marker.on('keypress', (event) => {
      if (keyOf(event).key === 'Enter') pick(result);
    });
    result.marker.on('keydown', (event) => {
      if (keyOf(event).key !== ' ') return;
      keyOf(event).preventDefault();
      result.marker.openPopup();
      pick(result);
    });
    group.addLayer(result.marker);
  }
  // A cluster is a button too: Enter or Space zooms into it, as a click does.
  group.on('clusterkeydown', (event) => {
    const key = keyOf(event);
    if (key.key !== 'Enter' && key.key !== ' ') return;
    key.preventDefault();
    (event.propagatedFrom as MarkerCluster).zoomToBounds({ padding: [30, 30] });
  });
  map.addLayer(group);
  fit(L, map, results);
  addShowOnMapButtons(group, panel, results, pick);
  const note = panel.querySelector<HTMLElement>('[data-map-note]');
  if (note) note.textContent = panel.dataset.note ?? '';
  return map;
}

/** The key pressed behind a Leaflet keyboard event. */
const keyOf = (event: LeafletEvent) => (event as LeafletEvent & { originalEvent: KeyboardEvent }).originalEvent;

function addTiles(L: Leaflet, map: LeafletMap, panel: HTMLElement) {
  let loaded = 0;
  let failed = 0;
  const tiles = L.tileLayer(panel.dataset.tiles!, { attribution: panel.dataset.attribution, maxZoom: 19 })
    .on('tileload', () => loaded++)
    .on('tileerror', () => {
      if (++failed < FAILED_TILES_BEFORE_PLAIN || loaded > 0) return;
      map.removeLayer(tiles);
      showPlain(panel);
    });
  tiles.addTo(map);
}

/** No street map: the pins keep their places on a plain backdrop, and a caption says why. */
function showPlain(panel: HTMLElement) {
  panel.classList.add('is-plain');
  panel.querySelector<HTMLElement>('[data-plain-caption]')!.hidden = false;
}

function fit(L: Leaflet, map: LeafletMap, results: Result[]) {
  if (results.length === 0) map.setView(HARLEM, 13);
  else if (results.length === 1) map.setView(results[0].marker.getLatLng(), 16);
  else map.fitBounds(L.latLngBounds(results.map((result) => result.marker.getLatLng())), { padding: [30, 30], maxZoom: 16 });
}

function pinIcon(L: Leaflet, number: number | null): DivIcon {
  return L.divIcon({
    className: 'results-pin',
    html: number === null ? '<span></span>' : `<span>${number}</span>`,
    iconSize: [30, 30],
    iconAnchor: [15, 30],
    popupAnchor: [0, -28],
  });
}

function clusterIcon(L: Leaflet, count: number, plural: string): DivIcon {
  // The visible number is the cluster's size; the hidden words give the button its name.
  const label = notices_map_cluster({ count, nouns: plural }, { locale: getLocale() });
  return L.divIcon({
    className: 'results-cluster',
    html: `<span aria-hidden="true">${count}</span><span class="visually-hidden">${escapeHtml(label)}</span>`,
    iconSize: [42, 42],
  });
}

/** The card whose title links to `href`. */
function findCard(root: HTMLElement, href: string): HTMLElement | null {
  const link = root.querySelector<HTMLAnchorElement>(`[data-results-list] a[href="${href}"]`);
  return link?.closest<HTMLElement>('article, li') ?? null;
}

/** A card's title link. */
const titleLink = (card: HTMLElement) =>
  card.querySelector<HTMLAnchorElement>('h2 a, h3 a, h4 a, h5 a') ?? card.querySelector<HTMLAnchorElement>('a');

function popup(result: Result): HTMLElement {
  const box = document.createElement('div');
  box.className = 'results-popup';
  const link = document.createElement('a');
  link.href = (result.card && titleLink(result.card)?.getAttribute('href')) ?? '#';
  link.textContent = result.label;
  // A place's name, as the card shows it.
  link.translate = false;
  box.append(link);
  if (result.card) {
    const back = document.createElement('button');
    back.type = 'button';
    back.className = 'results-popup-back';
    back.textContent = notices_map_show_in_list({}, { locale: getLocale() });
    back.addEventListener('click', () => {
      result.card!.classList.add('is-picked');
      result.card!.scrollIntoView({ block: 'center', behavior: 'smooth' });
      titleLink(result.card!)?.focus({ preventScroll: true });
    });
    box.append(back);
  }
  return box;
}

/** Each card's "Show on map": lights its pin (or the cluster holding it) while pointed at or focused, and brings it into view on a click. */
function addShowOnMapButtons(group: MarkerClusterGroup, panel: HTMLElement, results: Result[], pick: (result: Result) => void) {
  const t = { locale: getLocale() };
  let lit: HTMLElement | null = null;
  const light = (result: Result | null) => {
    lit?.classList.remove('is-lit');
    lit = result ? ((group.getVisibleParent(result.marker) as Marker | null)?.getElement() ?? null) : null;
    lit?.classList.add('is-lit');
  };
  for (const result of results) {
    if (!result.card || result.card.querySelector('.show-on-map')) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'show-on-map';
    button.textContent = notices_map_show_on_map({}, t);
    button.setAttribute('aria-label', notices_map_show_on_map_named({ name: result.label }, t));
    button.addEventListener('mouseenter', () => light(result));
    button.addEventListener('focus', () => light(result));
    button.addEventListener('mouseleave', () => light(null));
    button.addEventListener('blur', () => light(null));
    button.addEventListener('click', () => {
      if (panel.getBoundingClientRect().bottom < 0 || panel.getBoundingClientRect().top > window.innerHeight)
        panel.scrollIntoView({ block: 'start', behavior: 'smooth' });
      group.zoomToShowLayer(result.marker, () => {
        result.marker.openPopup();
        pick(result);
        light(result);
      });
    });
    (result.card.querySelector('.card-body') ?? result.card).append(button);
  }
}
