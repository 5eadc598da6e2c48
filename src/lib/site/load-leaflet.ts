/**
 * Leaflet for the browser's maps (the place map, the results maps and the dashboard's pin): the
 * library and its stylesheet load together, only when a map is drawn. Stylesheets are files from
 * this site, not inline styles, as the page's policy allows. Leaflet's own words (the zoom
 * buttons, its credit's title) speak the page's language.
 */
import type * as Leaflet from 'leaflet';
import { escapeHtml } from '../domain/escape-html';
import { getLocale } from './island-locale';
import { notices_map_leaflet_title, notices_map_zoom_in, notices_map_zoom_out } from '#paraglide/messages.js';

export async function loadLeaflet() {
  const [{ default: L }, { default: css }] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css?url')]);
  void addStylesheet(css, 'leaflet');
  speakPageLanguage(L);
  return L;
}

/** Every map drawn from now on names its zoom buttons and credits Leaflet in the page's language. */
function speakPageLanguage(L: typeof Leaflet): void {
  const t = { locale: getLocale() };
  const zoom = L.Control.Zoom.prototype.options;
  zoom.zoomInTitle = notices_map_zoom_in({}, t);
  zoom.zoomOutTitle = notices_map_zoom_out({}, t);
  const attribution = L.Control.Attribution.prototype.options;
  // Leaflet's credit keeps its link and flag; only its title is the page's language.
  if (typeof attribution.prefix === 'string')
    attribution.prefix = attribution.prefix.replace(
      'title="A JavaScript library for interactive maps"',
      `title="${escapeHtml(notices_map_leaflet_title({}, t))}"`,
    );
}

/** Leaflet with leaflet.markercluster, for maps of many places; the plugin extends the global `L`, so it loads after Leaflet. */
export async function loadLeafletWithClusters() {
  const L = await loadLeaflet();
  (globalThis as { L?: typeof L }).L = L;
  const [, { default: css }] = await Promise.all([
    import('leaflet.markercluster'),
    import('leaflet.markercluster/dist/MarkerCluster.css?url'),
  ]);
  void addStylesheet(css, 'clusters');
  return L;
}

/** Adds a stylesheet of this site once; resolves when it has loaded (or failed: a map without it still works). */
export function addStylesheet(href: string, name: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[data-stylesheet="${name}"]`);
  if (existing) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.stylesheet = name;
  const loaded = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
  });
  document.head.append(link);
  return loaded;
}
