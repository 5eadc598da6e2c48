/**
 * Drawings of the guide's landmarks, by their names in the seed (db/seed-data/businesses.ts): each
 * its own simple picture of the building rather than its category's pictogram. Drawn around
 * (0, 0) within about 130 units wide and 110 high, in the board's palette.
 */
type Palette = { deep: string; light: string; accent: string };

const lights = (y: number, from: number, to: number, color: string) =>
  Array.from(
    { length: Math.floor((to - from) / 14) + 1 },
    (_, index) => `<circle cx="${from + index * 14}" cy="${y}" r="3" fill="${color}"/>`,
  ).join('');

const columns = (count: number, from: number, gap: number, top: number, height: number, color: string) =>
  Array.from(
    { length: count },
    (_, index) => `<rect x="${from + index * gap}" y="${top}" width="10" height="${height}" fill="${color}"/>`,
  ).join('');

export const LANDMARKS: Partial<Record<string, (palette: Palette) => string>> = {
  // The marquee and the vertical sign on 125th Street.
  'Apollo Theater': ({ deep, light, accent }) =>
    `<rect x="-110" y="-20" width="220" height="120" fill="${deep}"/><rect x="-120" y="-40" width="240" height="34" fill="${accent}"/>${lights(-44, -112, 112, light)}${lights(-2, -112, 112, light)}<rect x="-24" y="-125" width="48" height="85" fill="${light}"/><text x="0" y="-100" font-family="Georgia,serif" font-size="20" font-weight="700" fill="${deep}" text-anchor="middle">AP</text><text x="0" y="-78" font-family="Georgia,serif" font-size="20" font-weight="700" fill="${deep}" text-anchor="middle">OL</text><text x="0" y="-56" font-family="Georgia,serif" font-size="20" font-weight="700" fill="${deep}" text-anchor="middle">LO</text><rect x="-30" y="40" width="60" height="60" fill="${accent}"/>`,
  // The library: a modern block with a wall of books.
  'Schomburg Center for Research in Black Culture': ({ deep, light, accent }) =>
    `<rect x="-120" y="-70" width="240" height="170" fill="${light}"/><rect x="-120" y="-90" width="240" height="20" fill="${deep}"/>${[
      0, 1, 2,
    ]
      .map(
        (row) =>
          `<rect x="-100" y="${-55 + row * 45}" width="200" height="6" fill="${deep}"/>` +
          Array.from(
            { length: 12 },
            (_, index) =>
              `<rect x="${-98 + index * 16}" y="${-85 + row * 45}" width="${10 + (index % 3) * 2}" height="${26 + (index % 2) * 4}" fill="${[accent, deep, '#8c2f1b'][(index + row) % 3]}"/>`,
          ).join(''),
      )
      .join('')}`,
  // Row houses with stoops, King Model Houses.
  "Strivers' Row": ({ deep, light, accent }) =>
    [-90, -30, 30, 90]
      .map(
        (x, index) =>
          `<rect x="${x - 28}" y="-80" width="56" height="170" fill="${index % 2 ? deep : '#7a3b1a'}"/><rect x="${x - 32}" y="-92" width="64" height="12" fill="${accent}"/><rect x="${x - 16}" y="-60" width="12" height="20" fill="${light}"/><rect x="${x + 4}" y="-60" width="12" height="20" fill="${light}"/><rect x="${x - 16}" y="-20" width="12" height="20" fill="${light}"/><rect x="${x + 4}" y="-20" width="12" height="20" fill="${light}"/><path d="M${x - 10} 90 L${x - 4} 40 H${x + 12} L${x + 18} 90 Z" fill="${light}" opacity=".8"/>`,
      )
      .join(''),
  // Gothic front with a rose window.
  'Cathedral of St. John the Divine': ({ deep, light, accent }) =>
    `<rect x="-120" y="-50" width="60" height="150" fill="${light}"/><rect x="60" y="-50" width="60" height="150" fill="${light}"/><path d="M-60 100 V-60 L0 -120 L60 -60 V100 Z" fill="${light}"/><circle cy="-30" r="34" fill="${accent}"/><circle cy="-30" r="34" fill="none" stroke="${deep}" stroke-width="4"/><path d="M0 -64 V4 M-34 -30 H34 M-24 -54 L24 -6 M24 -54 L-24 -6" stroke="${deep}" stroke-width="3"/><path d="M-24 100 V40 A24 24 0 0 1 24 40 V100 Z" fill="${deep}"/>`,
  // The church on 138th Street, with its bell tower.
  'Abyssinian Baptist Church': ({ deep, light, accent }) =>
    `<rect x="-110" y="-10" width="160" height="110" fill="${light}"/><rect x="50" y="-110" width="60" height="210" fill="${light}"/><path d="M45 -110 L80 -140 L115 -110 Z" fill="${accent}"/><path d="M-120 -10 L-30 -70 L60 -10 Z" fill="${accent}"/><path d="M66 -70 V-90 A14 14 0 0 1 94 -90 V-70 Z" fill="${deep}"/><path d="M-46 100 V50 A16 16 0 0 1 -14 50 V100 Z" fill="${deep}"/><path d="M-90 40 V20 A10 10 0 0 1 -70 20 V40 Z M10 40 V20 A10 10 0 0 1 30 40 V40 Z" fill="${deep}"/>`,
  // Hamilton's Federal-style house with its porches.
  'Hamilton Grange National Memorial': ({ deep, light, accent }) =>
    `<rect x="-100" y="-40" width="200" height="130" fill="#e8d28a"/><path d="M-110 -40 L0 -100 L110 -40 Z" fill="${deep}"/>${columns(5, -95, 46, 20, 70, light)}<rect x="-110" y="14" width="220" height="8" fill="${light}"/><rect x="-70" y="-25" width="20" height="28" fill="${deep}"/><rect x="50" y="-25" width="20" height="28" fill="${deep}"/><rect x="-10" y="-25" width="20" height="28" fill="${accent}"/>`,
  // The red lighthouse under the George Washington Bridge.
  'Little Red Lighthouse': ({ light }) =>
    `<path d="M-140 -80 Q0 -10 140 -80" fill="none" stroke="${light}" stroke-width="5"/><rect x="90" y="-120" width="14" height="220" fill="${light}" opacity=".7"/><path d="M-30 100 L-20 -40 H20 L30 100 Z" fill="#c8321f"/><rect x="-22" y="-70" width="44" height="30" fill="${light}"/><path d="M-28 -70 L0 -100 L28 -70 Z" fill="#c8321f"/><rect x="-6" y="40" width="12" height="24" fill="${light}"/>`,
  // The tower and arcade of the Cloisters.
  'The Met Cloisters': ({ deep, light, accent }) =>
    `<rect x="-130" y="10" width="260" height="90" fill="${light}"/><rect x="-35" y="-110" width="70" height="120" fill="${light}"/><path d="M-40 -110 H40 L0 -135 Z" fill="${accent}"/>${[
      -110, -70, 40, 80,
    ]
      .map((x) => `<path d="M${x} 100 V50 A15 15 0 0 1 ${x + 30} 50 V100 Z" fill="${deep}"/>`)
      .join('')}<path d="M-10 -60 V-80 A10 10 0 0 1 10 -80 V-60 Z" fill="${deep}"/>`,
  // The movie palace on Broadway, with its ornate crest.
  'United Palace': ({ deep, light, accent }) =>
    `<rect x="-120" y="-60" width="240" height="160" fill="${light}"/><path d="M-60 -60 Q0 -130 60 -60 Z" fill="${accent}"/><circle cy="-80" r="12" fill="${deep}"/><rect x="-120" y="-10" width="240" height="26" fill="${deep}"/>${lights(3, -110, 110, accent)}${columns(6, -105, 40, 30, 70, accent)}`,
  // Grant's Tomb: a columned drum with a dome.
  'General Grant National Memorial': ({ deep, light }) =>
    `<rect x="-110" y="20" width="220" height="80" fill="${light}"/>${columns(6, -95, 38, 30, 60, deep)}<rect x="-70" y="-40" width="140" height="60" fill="${light}"/>${columns(5, -60, 30, -32, 46, deep)}<path d="M-60 -40 A60 50 0 0 1 60 -40 Z" fill="${light}"/><rect x="-120" y="90" width="240" height="12" fill="${deep}"/>`,
  // The Palladian mansion on its hill, with its portico.
  'Morris-Jumel Mansion': ({ deep, light, accent }) =>
    `<rect x="-120" y="-40" width="240" height="130" fill="${light}"/><path d="M-60 -40 L0 -95 L60 -40 Z" fill="${light}" stroke="${deep}" stroke-width="4"/>${columns(4, -55, 36, -36, 126, deep)}<rect x="-110" y="-20" width="30" height="34" fill="${accent}"/><rect x="80" y="-20" width="30" height="34" fill="${accent}"/><rect x="-110" y="40" width="30" height="34" fill="${accent}"/><rect x="80" y="40" width="30" height="34" fill="${accent}"/>`,
  // Riverside Church's tower over the Hudson.
  'The Riverside Church': ({ deep, light, accent }) =>
    `<rect x="-120" y="30" width="240" height="70" fill="${light}"/><rect x="-30" y="-120" width="60" height="220" fill="${light}"/><path d="M-30 -120 L0 -140 L30 -120 Z" fill="${accent}"/><path d="M-14 -90 V-60 M0 -90 V-60 M14 -90 V-60" stroke="${deep}" stroke-width="6"/><path d="M-12 100 V60 A12 12 0 0 1 12 60 V100 Z" fill="${deep}"/><path d="M-140 100 Q-60 80 0 100 T140 100" fill="none" stroke="${accent}" stroke-width="6"/>`,
};
