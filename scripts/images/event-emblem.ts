/** The pictogram of a community event (one without a host business), from the words of its title. */
const BY_WORD: [RegExp, string][] = [
  [/concert|jazz|music|parranda|bomba|gospel|sing/i, 'music'],
  [/market|fair|bazaar/i, 'bag'],
  [/park|garden|cleanup|bird|tree|green/i, 'tree'],
  [/mural|art|paint|dance|film|festival/i, 'palette'],
  [/tour|walk|parade|run/i, 'map'],
  [/food|tasting|supper|dinner|brunch/i, 'utensils'],
  [/day|memorial|history|king|independence/i, 'monument'],
];

export function eventEmblem(title: string): string {
  return BY_WORD.find(([words]) => words.test(title))?.[1] ?? 'map';
}
