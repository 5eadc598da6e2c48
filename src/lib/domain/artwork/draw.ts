/**
 * One illustration per business or event (issue 35): its category's pictogram (or, for a
 * landmark, a drawing of the landmark itself), its name, and its community board's palette, with
 * the background pattern, layout and colours chosen from a hash of its name, so no two look alike.
 * Plain SVG of a few kilobytes: drawn at build time for the seed (scripts/generate-images.ts), and
 * on request for a business or event added since (src/pages/art).
 */
import { EMBLEMS } from './emblems.ts';
import { LANDMARKS } from './landmarks.ts';

const W = 640;
const H = 400;

/** Each board's palette: two grounds, a deep shade, a light and an accent. */
const PALETTES: Record<number, { grounds: [string, string]; deep: string; light: string; accent: string }> = {
  9: { grounds: ['#1f6f43', '#2e6f73'], deep: '#0f3d2e', light: '#e9f4e4', accent: '#a8d5ba' },
  10: { grounds: ['#8c2f1b', '#6d2b4a'], deep: '#3f1410', light: '#fbe9c9', accent: '#d99a1e' },
  11: { grounds: ['#b0591c', '#2d4a8a'], deep: '#4a1f08', light: '#fff1dc', accent: '#f2c230' },
  12: { grounds: ['#2d4a8a', '#5b3a7a'], deep: '#142448', light: '#eef3fb', accent: '#9fc2e8' },
};

/** A 32-bit FNV-1a hash of a text. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Background patterns, as an SVG <pattern> body in a 40×40 tile. */
const PATTERNS = [
  (c: string) => `<path d="M-10 10 L10 -10 M0 40 L40 0 M30 50 L50 30" stroke="${c}" stroke-width="6"/>`,
  (c: string) => `<circle cx="10" cy="10" r="4" fill="${c}"/><circle cx="30" cy="30" r="4" fill="${c}"/>`,
  (c: string) => `<path d="M0 40 A20 20 0 0 1 40 40" fill="none" stroke="${c}" stroke-width="4"/>`,
  (c: string) =>
    `<rect x="4" y="6" width="12" height="18" rx="2" fill="${c}"/><rect x="24" y="6" width="12" height="18" rx="2" fill="${c}"/>`,
  (c: string) => `<path d="M0 20 Q10 10 20 20 T40 20" fill="none" stroke="${c}" stroke-width="4"/>`,
  (c: string) =>
    `<path d="M0 0 H40 V40" fill="none" stroke="${c}" stroke-width="3"/><rect x="14" y="14" width="12" height="12" fill="${c}"/>`,
];

/** A name in lines of at most `width` characters (at most `most`; the last shortened with "…"). */
export function wrapName(name: string, width: number, most = 3): string[] {
  const lines: string[] = [];
  for (const word of name.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > most) return [...lines.slice(0, most - 1), `${lines[most - 1]}…`];
  return lines;
}

export type ArtworkSubject = {
  name: string;
  /** The category's pictogram (EMBLEMS key). */
  emblem: string;
  board: number;
  /** An event: drawn as a ticket with a perforated edge. */
  event?: boolean;
};

/** The illustration of a business or event. */
export function drawArtwork(subject: ArtworkSubject): string {
  const hash = hashOf(subject.name);
  const palette = PALETTES[subject.board] ?? PALETTES[10];
  const ground = palette.grounds[hash & 1];
  const pattern = PATTERNS[(hash >>> 1) % PATTERNS.length](palette.deep);
  const angle = ((hash >>> 4) % 4) * 15;
  // Own keys only: a name like `valueOf` must not find a method of every object.
  const landmark = Object.hasOwn(LANDMARKS, subject.name) ? LANDMARKS[subject.name] : undefined;
  // Layouts: the drawing left and the name right, the drawing right and the name left, or the drawing above the name.
  const layout = landmark ? 2 : (hash >>> 8) % 3;
  const disc = ['accent', 'deep', 'light'][(hash >>> 10) % 3] as 'accent' | 'deep' | 'light';
  const discColor = palette[disc];
  const drawing = landmark
    ? landmark(palette)
    : ((Object.hasOwn(EMBLEMS, subject.emblem) ? EMBLEMS[subject.emblem] : undefined) ?? EMBLEMS.map);
  const inkOnDisc = disc === 'light' ? palette.deep : '#fff';
  const emblem = landmark
    ? `<g transform="translate(320 150) scale(1.1)">${drawing}</g>`
    : `<g transform="translate(${[170, 470, 320][layout]} ${layout === 2 ? 135 : 200})"><circle r="${layout === 2 ? 80 : 110}" fill="${discColor}"/><g transform="scale(${layout === 2 ? 0.85 : 1.15})">${drawing.replaceAll('#fff', inkOnDisc)}</g></g>`;
  const width = layout === 2 ? 24 : 12;
  const lines = wrapName(subject.name, width, layout === 2 ? 3 : 4);
  const size = layout === 2 ? (lines.length > 1 ? 38 : 44) : lines.length > 3 ? 32 : lines.some((line) => line.length > 10) ? 36 : 42;
  const textX = [450, 190, 320][layout];
  const textTop = layout === 2 ? 300 - (lines.length - 1) * size * 0.55 : 200 - (lines.length - 1) * size * 0.6;
  const band =
    layout === 2
      ? `<rect x="0" y="${textTop - size - 8}" width="${W}" height="${lines.length * size * 1.15 + 24}" fill="${palette.deep}" opacity=".82"/>`
      : `<rect x="${textX - 150}" y="${textTop - size - 16}" width="300" height="${lines.length * size * 1.2 + 28}" rx="14" fill="${palette.deep}" opacity=".82"/>`;
  const text = lines
    .map((line, index) => `<tspan x="${textX}" y="${Math.round(textTop + index * size * 1.15)}">${escapeXml(line)}</tspan>`)
    .join('');
  const ticket = subject.event
    ? `<path d="M0 0H${W}V${H}H0Z" fill="none" stroke="${palette.light}" stroke-width="10" stroke-dasharray="2 14"/><circle cx="0" cy="${H / 2}" r="28" fill="${palette.light}"/><circle cx="${W}" cy="${H / 2}" r="28" fill="${palette.light}"/>`
    : '';
  // "file.svg#plain" draws it without the name, for a page that writes the name over it (the business page's header).
  return `<svg xmlns="http://www.w3.org/2000/svg" id="plain" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<style>:target .n{display:none}</style>
<defs><pattern id="p" width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})">${pattern}</pattern></defs>
<rect width="${W}" height="${H}" fill="${ground}"/><rect width="${W}" height="${H}" fill="url(#p)" opacity=".45"/>
${emblem}
<g class="n">${band}<text font-family="Georgia,'Times New Roman',serif" font-weight="700" font-size="${size}" fill="${palette.light}" text-anchor="middle">${text}</text></g>${ticket}
</svg>
`;
}
