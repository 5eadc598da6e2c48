/**
 * Leaflet for the browser's maps (the place map and the dashboard's pin): the library and its
 * stylesheet load together, only when a map is drawn. The stylesheet is a file from this site,
 * not an inline style, as the page's policy allows.
 */
export async function loadLeaflet() {
  const [{ default: L }, { default: css }] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css?url')]);
  if (!document.querySelector('link[data-leaflet]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = css;
    link.dataset.leaflet = '';
    document.head.append(link);
  }
  return L;
}
