/** Links out to map services for a place: used by the map fallback panel and without JavaScript. */
export type Place = { latitude: number | null; longitude: number | null; address?: string | null; label: string };

const hasCoordinates = (place: Place) => place.latitude !== null && place.longitude !== null;

/** "View in Maps": OpenStreetMap centred on the place (or a search for its address). */
export function viewInMapsUrl(place: Place): string {
  if (hasCoordinates(place)) {
    return `https://www.openstreetmap.org/?mlat=${place.latitude}&mlon=${place.longitude}#map=16/${place.latitude}/${place.longitude}`;
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(place.address ?? place.label)}`;
}

/** "Get Directions": turn-by-turn directions to the place in the visitor's map app. */
export function directionsUrl(place: Place): string {
  const destination = hasCoordinates(place) ? `${place.latitude},${place.longitude}` : (place.address ?? place.label);
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
