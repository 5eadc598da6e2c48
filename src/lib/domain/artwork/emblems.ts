/** The categories' pictograms, white on a coloured disc, drawn around (0, 0) within about 70 units. */
export const EMBLEMS: Record<string, string> = {
  utensils:
    '<circle r="46" fill="none" stroke="#fff" stroke-width="8"/><rect x="-70" y="-50" width="8" height="100" rx="4" fill="#fff"/><rect x="62" y="-50" width="8" height="100" rx="4" fill="#fff"/>',
  landmark:
    '<path d="M-60 -20 L0 -60 L60 -20 Z" fill="#fff"/><rect x="-55" y="-15" width="10" height="55" fill="#fff"/><rect x="-25" y="-15" width="10" height="55" fill="#fff"/><rect x="15" y="-15" width="10" height="55" fill="#fff"/><rect x="45" y="-15" width="10" height="55" fill="#fff"/><rect x="-65" y="42" width="130" height="10" fill="#fff"/>',
  bed: '<rect x="-65" y="0" width="130" height="30" rx="6" fill="#fff"/><rect x="-65" y="-30" width="12" height="75" fill="#fff"/><rect x="-48" y="-18" width="40" height="18" rx="8" fill="#fff"/><rect x="53" y="10" width="12" height="35" fill="#fff"/>',
  monument: '<path d="M-14 50 L-10 -40 L0 -62 L10 -40 L14 50 Z" fill="#fff"/><rect x="-40" y="50" width="80" height="10" fill="#fff"/>',
  music:
    '<ellipse cx="-22" cy="36" rx="22" ry="16" fill="#fff"/><rect x="-4" y="-55" width="8" height="92" fill="#fff"/><path d="M4 -55 Q40 -45 34 -10 Q30 -30 4 -32 Z" fill="#fff"/>',
  glass:
    '<path d="M-45 -50 L45 -50 L0 5 Z" fill="#fff"/><rect x="-4" y="0" width="8" height="45" fill="#fff"/><rect x="-28" y="44" width="56" height="8" rx="4" fill="#fff"/><circle cx="26" cy="-58" r="10" fill="#fff"/>',
  palette:
    '<path d="M0 -55 C55 -55 70 -10 50 15 C35 35 10 20 5 40 C0 60 -65 50 -65 0 C-65 -35 -35 -55 0 -55 Z" fill="#fff"/><circle cx="-30" cy="-15" r="9" fill="#d99a1e"/><circle cx="0" cy="-30" r="9" fill="#8c2f1b"/><circle cx="30" cy="-15" r="9" fill="#1f6f43"/>',
  tree: '<circle cx="0" cy="-20" r="45" fill="#fff"/><rect x="-8" y="15" width="16" height="45" fill="#fff"/>',
  bag: '<rect x="-50" y="-20" width="100" height="75" rx="8" fill="#fff"/><path d="M-25 -20 C-25 -60 25 -60 25 -20" fill="none" stroke="#fff" stroke-width="9"/>',
  cup: '<path d="M-45 -30 L35 -30 L28 40 L-38 40 Z" fill="#fff"/><path d="M35 -15 C65 -15 65 25 30 25" fill="none" stroke="#fff" stroke-width="9"/><path d="M-20 -60 q8 -10 0 -20 M0 -60 q8 -10 0 -20" stroke="#fff" stroke-width="5" fill="none"/>',
  map: '<path d="M0 60 C-10 30 -45 5 -45 -20 A45 45 0 0 1 45 -20 C45 5 10 30 0 60 Z" fill="#fff"/><circle cx="0" cy="-20" r="16" fill="#8c2f1b"/>',
  leaf: '<path d="M-50 50 C-50 -20 0 -60 55 -55 C60 0 20 50 -50 50 Z" fill="#fff"/><path d="M-50 50 L30 -30" stroke="#8c2f1b" stroke-width="5"/>',
};
