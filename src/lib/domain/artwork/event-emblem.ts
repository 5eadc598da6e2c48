/** The pictogram of a community event (one without a host business), from the words of its title. */
const BY_WORD: [RegExp, string][] = [
  [/\b(concert|jazz|music|parranda|bomba|gospel|sing-along)\b/i, 'music'],
  [/\b(market|fair|bazaar)\b/i, 'bag'],
  [/\b(park|garden|cleanup|bird|trees?|green)\b/i, 'tree'],
  [/\b(mural|art|paint|dance|film|festival|lights|holiday|kwanzaa|new year)\b/i, 'palette'],
  [/\b(tour|walk|parade|run)\b/i, 'map'],
  [/\b(food|tasting|supper|dinner|brunch)\b/i, 'utensils'],
  [/\b(day|memorial|history|king|independence)\b/i, 'monument'],
];

export function eventEmblem(title: string): string {
  return BY_WORD.find(([words]) => words.test(title))?.[1] ?? 'map';
}
