/**
 * Accessibility facts for seed businesses the guide writes about. Real places are given only
 * facts their buildings make plain (modern, public institutions); the fictional shops, bars and
 * restaurants a mix, some with steps or no hearing loop. Everything else is left unreported, as
 * most listings are until their owners say.
 */
import type { AccessFacts } from '#lib/domain/accessibility.ts';

const Y = true;
const N = false;

export const SEED_ACCESS: Record<string, Partial<AccessFacts>> = {
  'The Studio Museum in Harlem': { stepFreeEntrance: Y, accessibleRestroom: Y, seating: Y },
  'Schomburg Center for Research in Black Culture': { stepFreeEntrance: Y, accessibleRestroom: Y, seating: Y },
  'Lenox Avenue Soul Kitchen': { stepFreeEntrance: Y, accessibleRestroom: Y, hearingLoop: N, seating: Y },
  'Mount Morris Coffee House': { stepFreeEntrance: N, accessibleRestroom: N, seating: Y },
  'The Douglass Taproom': { stepFreeEntrance: Y, accessibleRestroom: Y, hearingLoop: N, seating: Y },
  'Manhattanville Smokehouse': { stepFreeEntrance: Y, accessibleRestroom: Y, seating: Y },
  'Sugar Hill Bistro': { stepFreeEntrance: N, accessibleRestroom: N, seating: Y },
  'The Grange Jazz Parlor': { stepFreeEntrance: Y, accessibleRestroom: Y, hearingLoop: Y, seating: Y },
  'Morningside Cellar': { stepFreeEntrance: N, seating: Y },
  'Pleasant Avenue Trattoria': { stepFreeEntrance: Y, accessibleRestroom: Y, seating: Y },
  'Bomba y Plena House': { stepFreeEntrance: Y, accessibleRestroom: N, hearingLoop: N, seating: N },
  'La Esquina Social Club': { stepFreeEntrance: N, seating: Y },
  'Malecon de las Alturas': { stepFreeEntrance: Y, accessibleRestroom: Y, seating: Y },
  'Quisqueya Rooftop Lounge': { stepFreeEntrance: Y, accessibleRestroom: Y, hearingLoop: N, seating: Y },
  'Heights Art Guild': { stepFreeEntrance: Y, accessibleRestroom: N, seating: Y },
  'St. Nicholas Records': { stepFreeEntrance: N },
};
