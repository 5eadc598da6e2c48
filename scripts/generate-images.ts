/**
 * Writes the guide's illustrations into public/images: for each category three scenes (day,
 * dusk, night) of a Harlem brownstone street with the category's emblem, one per community
 * board, and a fallback. Plain SVG, a few kilobytes each, no network needed at run time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { CATEGORIES } from '../db/seed-data/categories.ts';
import { BOARDS } from '../db/seed-data/boards.ts';

const W = 640;
const H = 400;
const SKIES = {
  a: { top: '#f6c978', bottom: '#fbe9c9', building: '#8c2f1b', window: '#f8e3b0', sun: '#fff4d6' },
  b: { top: '#6d2b4a', bottom: '#e38a4d', building: '#3f1d1a', window: '#f6c978', sun: '#ffd27a' },
  c: { top: '#101a33', bottom: '#2c3561', building: '#1b1420', window: '#f3c75f', sun: '#f4efe0' },
} as const;

const EMBLEMS: Record<string, string> = {
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

/** A deterministic pseudo-random sequence from a text seed. */
function sequence(seedText: string) {
  let state = [...seedText].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

function skyline(seed: string, building: string, windowColor: string, litShare: number): string {
  const random = sequence(seed);
  let x = 0;
  let out = '';
  while (x < W) {
    const width = 70 + Math.floor(random() * 50);
    const height = 150 + Math.floor(random() * 110);
    const top = H - height;
    out += `<rect x="${x}" y="${top}" width="${width - 4}" height="${height}" fill="${building}"/>`;
    out += `<rect x="${x - 3}" y="${top - 8}" width="${width + 2}" height="10" fill="${building}" opacity=".85"/>`;
    for (let row = top + 22; row < H - 60; row += 38) {
      for (let col = x + 12; col < x + width - 22; col += 26) {
        if (random() < litShare) out += `<rect x="${col}" y="${row}" width="12" height="20" rx="2" fill="${windowColor}"/>`;
      }
    }
    out += `<rect x="${x + width / 2 - 14}" y="${H - 46}" width="24" height="46" fill="${windowColor}" opacity=".35"/>`;
    x += width;
  }
  return out;
}

function scene(seed: string, variant: keyof typeof SKIES, emblem: string, accent: string): string {
  const sky = SKIES[variant];
  const lit = variant === 'a' ? 0.35 : variant === 'b' ? 0.55 : 0.7;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#s)"/><circle cx="${variant === 'c' ? 520 : 110}" cy="80" r="38" fill="${sky.sun}" opacity=".9"/>
${skyline(seed + variant, sky.building, sky.window, lit)}
<g transform="translate(${W / 2} ${H / 2 - 20})"><circle r="92" fill="${accent}" opacity=".92"/>${EMBLEMS[emblem]}</g>
</svg>`;
}

const ACCENTS = ['#8c2f1b', '#1f6f43', '#2d4a8a', '#b0591c', '#6d2b4a', '#a07400'];
mkdirSync('public/images/categories', { recursive: true });
mkdirSync('public/images/boards', { recursive: true });
CATEGORIES.forEach((category, index) => {
  for (const variant of ['a', 'b', 'c'] as const) {
    writeFileSync(
      `public/images/categories/${category.slug}-${variant}.svg`,
      scene(category.slug, variant, category.icon, ACCENTS[index % ACCENTS.length]),
    );
  }
});
BOARDS.forEach((board, index) => {
  writeFileSync(
    `public/images/boards/cb${board.number}.svg`,
    scene(board.slug, (['a', 'b', 'c', 'a'] as const)[index], 'map', ACCENTS[index]),
  );
});
writeFileSync('public/images/fallback.svg', scene('harlem', 'b', 'map', '#8c2f1b'));
console.log(`Wrote ${CATEGORIES.length * 3 + BOARDS.length + 1} illustrations to public/images.`);
