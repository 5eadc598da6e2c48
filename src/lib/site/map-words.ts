/**
 * Leaflet's own words (its zoom buttons' names, its link's title) in the page's language (decision
 * 024), set once on its controls' defaults so that every map drawn after says them.
 */
import type * as Leaflet from 'leaflet';
import { getLocale } from './island-locale.ts';
import { maps_leaflet_title, maps_zoom_in, maps_zoom_out } from '../../paraglide/messages.js';

/** Text safe inside an HTML attribute. */
const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function sayMapControlsInPageLanguage(L: typeof Leaflet): void {
  const t = { locale: getLocale() };
  Object.assign(L.Control.Zoom.prototype.options, { zoomInTitle: maps_zoom_in({}, t), zoomOutTitle: maps_zoom_out({}, t) });
  const attribution = L.Control.Attribution.prototype.options;
  if (typeof attribution.prefix === 'string') attribution.prefix = attribution.prefix.replace(/title="[^"]*"/, `title="${attribute(maps_leaflet_title({}, t))}"`);
}
