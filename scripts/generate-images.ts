/**
 * Writes the guide's illustrations into public/images: for each category three scenes (day,
 * dusk, night) of a Harlem brownstone street with the category's emblem, one per community
 * board, and a fallback; and in public/images/art an illustration of each seed business and each
 * seed event of its own (src/lib/domain/artwork/draw.ts). Plain SVG, a few kilobytes each, no network needed at run time.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { CATEGORIES } from '../db/seed-data/categories.ts';
import { BOARDS } from '../db/seed-data/boards.ts';
import { BUSINESSES } from '../db/seed-data/businesses.ts';
import { EVENTS } from '../db/seed-data/events.ts';
import { EMBLEMS } from '../src/lib/domain/artwork/emblems.ts';
import { drawArtwork } from '../src/lib/domain/artwork/draw.ts';
import { artworkSlug } from '../src/lib/domain/artwork.ts';
import { eventEmblem } from '../src/lib/domain/artwork/event-emblem.ts';

const W = 640;
const H = 400;
const SKIES = {
  a: { top: '#f6c978', bottom: '#fbe9c9', building: '#8c2f1b', window: '#f8e3b0', sun: '#fff4d6' },
  b: { top: '#6d2b4a', bottom: '#e38a4d', building: '#3f1d1a', window: '#f6c978', sun: '#ffd27a' },
  c: { top: '#101a33', bottom: '#2c3561', building: '#1b1420', window: '#f3c75f', sun: '#f4efe0' },
} as const;

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

// Each seed business and event: its own artwork, in its board's palette (issue 35).
const emblemOf = new Map(CATEGORIES.map((category) => [category.slug, category.icon]));
const hostOf = new Map(BUSINESSES.map((business) => [business.name, business]));
rmSync('public/images/art', { recursive: true, force: true });
mkdirSync('public/images/art/businesses', { recursive: true });
mkdirSync('public/images/art/events', { recursive: true });
for (const business of BUSINESSES) {
  writeFileSync(
    `public/images/art/businesses/${artworkSlug(business.name)}.svg`,
    drawArtwork({ name: business.name, emblem: emblemOf.get(business.category)!, board: business.board }),
  );
}
for (const event of EVENTS) {
  const host = event.host ? hostOf.get(event.host) : undefined;
  writeFileSync(
    `public/images/art/events/${artworkSlug(event.title)}.svg`,
    drawArtwork({
      name: event.title,
      emblem: host ? emblemOf.get(host.category)! : eventEmblem(event.title),
      board: host?.board ?? event.board ?? 10,
      event: true,
    }),
  );
}
console.log(
  `Wrote ${CATEGORIES.length * 3 + BOARDS.length + 1} illustrations and ${BUSINESSES.length + EVENTS.length} artworks to public/images.`,
);
