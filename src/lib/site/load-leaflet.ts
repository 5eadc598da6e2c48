/**
 * Leaflet for the browser's maps (the place map, the results maps and the dashboard's pin): the
 * library and its stylesheet load together, only when a map is drawn. Stylesheets are files from
 * this site, not inline styles, as the page's policy allows.
 */
export async function loadLeaflet() {
  const [{ default: L }, { default: css }] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css?url')]);
  void addStylesheet(css, 'leaflet');
  return L;
}

/** Leaflet with leaflet.markercluster, for maps of many places; the plugin extends the global `L`, so it loads after Leaflet. */
export async function loadLeafletWithClusters() {
  const L = await loadLeaflet();
  (globalThis as { L?: typeof L }).L = L;
  const [, { default: css }] = await Promise.all([import('leaflet.markercluster'), import('leaflet.markercluster/dist/MarkerCluster.css?url')]);
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
