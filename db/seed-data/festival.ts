/**
 * Harlem Week programmes for the three festival years the guide shows: written for 2023 to 2025
 * and moved by `festivalProgrammes` to the two editions before the coming one and the coming one.
 * Venues are real Harlem places; the programme itself is demo content modelled on the festival's
 * usual shape: an opening ceremony, Harlem Day on West 135th Street with the children's festival,
 * gospel and jazz concerts, film, a health fair, a fashion show and dance.
 *
 * Dates and times are New York wall-clock times. `price` is in dollars, 0 for Free. Ticketed events
 * link to the reserved .example domain: the festival's box office is not part of this guide.
 */
import { addDays } from '#lib/domain/time.ts';
import { daysBetween, onWeekday, weekdayOf } from './placement.ts';

export type SeedFestivalEvent = {
  year: number;
  title: string;
  description: string;
  /** YYYY-MM-DD in New York. */
  date: string;
  start: string;
  end?: string;
  location: string;
  price: number;
  /** Ticketed events get a box-office link; free ones need none. */
  ticketed?: boolean;
  /** False for partner events the festival lists but does not run. */
  official?: boolean;
  image: string;
};

const PLAZA = 'Adam Clayton Powell Jr. State Office Building Plaza, 163 W 125th St';
const HARLEM_DAY = 'W 135th St between Fifth Ave and St Nicholas Ave';
const CHILDREN = "Children's Zone, W 135th St & Malcolm X Blvd";
const AMPHITHEATER = 'Richard Rodgers Amphitheater, Marcus Garvey Park, 18 Mount Morris Park W';
const APOLLO = 'Apollo Theater, 253 W 125th St';
const ABYSSINIAN = 'Abyssinian Baptist Church, 132 Odell Clark Pl';
const MAYSLES = 'Maysles Documentary Center, 343 Malcolm X Blvd';
const SCHOMBURG = 'Langston Hughes Auditorium, Schomburg Center, 515 Malcolm X Blvd';
const ST_NICHOLAS_PARK = 'St. Nicholas Park, St Nicholas Ave & W 135th St';
const ALHAMBRA = 'Alhambra Ballroom, 2116 Adam Clayton Powell Jr Blvd';
const JACKIE_ROBINSON = 'Jackie Robinson Park Bandshell, Bradhurst Ave & W 148th St';

export const FESTIVAL_EVENTS: SeedFestivalEvent[] = [
  // ---- 2025
  {
    year: 2025,
    title: 'Harlem Week 2025 Opening Ceremony',
    date: '2025-08-01',
    start: '11:00',
    end: '13:00',
    location: PLAZA,
    price: 0,
    image: '/images/categories/history-a.svg',
    description:
      'Elected officials, community leaders and the festival founders open the festival with a drumline, a youth choir and the reading of the proclamation.',
  },
  {
    year: 2025,
    title: 'Harlem Gospel Festival',
    date: '2025-08-03',
    start: '16:00',
    end: '19:00',
    location: ABYSSINIAN,
    price: 25,
    ticketed: true,
    image: '/images/categories/history-b.svg',
    description:
      'Church choirs from all four boards and a mass choir of two hundred voices raise the roof of Abyssinian for an afternoon of gospel.',
  },
  {
    year: 2025,
    title: 'Uptown Shorts: Harlem on Film',
    date: '2025-08-06',
    start: '19:00',
    end: '21:30',
    location: MAYSLES,
    price: 12,
    ticketed: true,
    official: false,
    image: '/images/categories/art-culture-c.svg',
    description:
      'Short documentaries by Harlem filmmakers about the blocks they grew up on, followed by a conversation with the directors. Presented with a community partner.',
  },
  {
    year: 2025,
    title: 'Harlem Health & Wellness Fair',
    date: '2025-08-09',
    start: '10:00',
    end: '16:00',
    location: ST_NICHOLAS_PARK,
    price: 0,
    image: '/images/categories/wellness-a.svg',
    description:
      'Free blood-pressure and diabetes screenings, flu shots, fitness classes and advice from Harlem clinics, with healthy cooking demonstrations at noon and 2pm.',
  },
  {
    year: 2025,
    title: 'Harlem Jazz Night at the Apollo',
    date: '2025-08-14',
    start: '19:30',
    end: '22:30',
    location: APOLLO,
    price: 45,
    ticketed: true,
    image: '/images/categories/music-b.svg',
    description: "A big band salute to Harlem's jazz, from Ellington to today, with guest vocalists and the Harlem jazz youth orchestra.",
  },
  {
    year: 2025,
    title: 'Uptown Fashion Show',
    date: '2025-08-16',
    start: '18:00',
    end: '20:30',
    location: ALHAMBRA,
    price: 35,
    ticketed: true,
    image: '/images/categories/shopping-b.svg',
    description: 'Harlem designers and boutiques show their fall collections on the Alhambra runway, from tailoring to streetwear.',
  },
  {
    year: 2025,
    title: 'Harlem Day',
    date: '2025-08-17',
    start: '12:00',
    end: '19:00',
    location: HARLEM_DAY,
    price: 0,
    image: '/images/boards/cb10.svg',
    description:
      "The festival's biggest day: three stages of R&B, hip-hop, salsa and gospel, food from Harlem kitchens and hundreds of vendors along West 135th Street.",
  },
  {
    year: 2025,
    title: "Children's Festival",
    date: '2025-08-17',
    start: '11:00',
    end: '16:00',
    location: CHILDREN,
    price: 0,
    image: '/images/categories/parks-outdoors-a.svg',
    description: 'Face painting, double Dutch, storytelling, a science tent and back-to-school book giveaways for children and families.',
  },
  {
    year: 2025,
    title: 'Dance Uptown in Marcus Garvey Park',
    date: '2025-08-22',
    start: '18:00',
    end: '21:00',
    location: AMPHITHEATER,
    price: 0,
    image: '/images/categories/art-culture-a.svg',
    description:
      'Harlem dance companies and schools share the stage: ballet, tap, West African dance and a closing line dance for everyone.',
  },
  {
    year: 2025,
    title: '50th Anniversary Gala and Awards',
    date: '2025-08-23',
    start: '19:00',
    end: '23:00',
    location: ALHAMBRA,
    price: 150,
    ticketed: true,
    image: '/images/categories/bars-nightlife-c.svg',
    description:
      "Dinner, dancing and the festival's community awards, honouring the people who have kept Harlem Week going for half a century.",
  },
  {
    year: 2025,
    title: 'Salsa and Bomba Night in El Barrio',
    date: '2025-08-24',
    start: '17:00',
    end: '21:00',
    location: 'Thomas Jefferson Park, E 112th St & First Ave',
    price: 0,
    official: false,
    image: '/images/categories/music-c.svg',
    description:
      "East Harlem closes the festival with a salsa orchestra, a bomba circle and a free beginners' lesson. Presented with a community partner.",
  },

  // ---- 2024
  {
    year: 2024,
    title: 'Harlem Week 2024 Opening Ceremony',
    date: '2024-08-01',
    start: '11:00',
    end: '13:00',
    location: 'General Grant National Memorial, Riverside Dr & W 122nd St',
    price: 0,
    image: '/images/categories/history-c.svg',
    description:
      "The festival opens on the steps of Grant's Tomb with the Harlem School of the Arts brass, proclamations and the year's theme.",
  },
  {
    year: 2024,
    title: 'Gospel Sunday in the Park',
    date: '2024-08-04',
    start: '16:00',
    end: '19:00',
    location: AMPHITHEATER,
    price: 0,
    image: '/images/categories/history-b.svg',
    description: 'Harlem church choirs and soloists sing in the open air of Marcus Garvey Park. Bring a blanket.',
  },
  {
    year: 2024,
    title: 'Harlem on Screen: A Festival Documentary',
    date: '2024-08-07',
    start: '19:00',
    end: '21:00',
    location: SCHOMBURG,
    price: 10,
    ticketed: true,
    image: '/images/categories/art-culture-c.svg',
    description: 'A screening of archival footage from five decades of Harlem Week, introduced by the archivists who restored it.',
  },
  {
    year: 2024,
    title: 'Harlem Health Fair',
    date: '2024-08-10',
    start: '10:00',
    end: '16:00',
    location: PLAZA,
    price: 0,
    image: '/images/categories/wellness-b.svg',
    description: 'Free screenings, vaccinations, insurance enrollment help and wellness workshops on the State Office Building plaza.',
  },
  {
    year: 2024,
    title: 'A Great Night of Jazz at the Apollo',
    date: '2024-08-15',
    start: '19:30',
    end: '22:30',
    location: APOLLO,
    price: 50,
    ticketed: true,
    image: '/images/categories/music-b.svg',
    description: 'Three generations of Harlem jazz musicians on the Apollo stage, closing with a jam session.',
  },
  {
    year: 2024,
    title: 'Jazz in the Heights',
    date: '2024-08-16',
    start: '18:30',
    end: '21:30',
    location: JACKIE_ROBINSON,
    price: 0,
    image: '/images/categories/music-a.svg',
    description: 'A free evening concert at the Jackie Robinson Park bandshell with a Latin jazz septet and a swing band.',
  },
  {
    year: 2024,
    title: 'Harlem Fashion Showcase',
    date: '2024-08-17',
    start: '18:00',
    end: '20:30',
    location: 'Harlem School of the Arts, 645 St Nicholas Ave',
    price: 30,
    ticketed: true,
    image: '/images/categories/shopping-a.svg',
    description: 'Emerging designers from Harlem and the Heights present their collections, judged by local boutique owners.',
  },
  {
    year: 2024,
    title: 'Harlem Day',
    date: '2024-08-18',
    start: '12:00',
    end: '19:00',
    location: HARLEM_DAY,
    price: 0,
    image: '/images/boards/cb10.svg',
    description: "Stages, food and vendors along West 135th Street for the festival's largest day, with a salute to the founders of 1974.",
  },
  {
    year: 2024,
    title: "Children's Festival",
    date: '2024-08-18',
    start: '11:00',
    end: '16:00',
    location: CHILDREN,
    price: 0,
    image: '/images/categories/parks-outdoors-a.svg',
    description: "Games, crafts, a reading tent and free school supplies for Harlem's children.",
  },
  {
    year: 2024,
    title: "Senior Citizens' Luncheon",
    date: '2024-08-23',
    start: '12:00',
    end: '15:00',
    location: 'Dwyer Cultural Center, 258 St Nicholas Ave',
    price: 0,
    image: '/images/categories/restaurants-b.svg',
    description: 'Lunch, live music and recognition of Harlem elders who have volunteered at the festival since its early years.',
  },
  {
    year: 2024,
    title: 'Harlem Dance Celebration',
    date: '2024-08-24',
    start: '18:00',
    end: '21:00',
    location: AMPHITHEATER,
    price: 0,
    image: '/images/categories/art-culture-a.svg',
    description: 'Tap, hip-hop, salsa and modern dance by Harlem companies, ending with a dance party for the audience.',
  },

  // ---- 2023
  {
    year: 2023,
    title: 'Harlem Week 2023 Opening Ceremony',
    date: '2023-08-01',
    start: '11:00',
    end: '13:00',
    location: PLAZA,
    price: 0,
    image: '/images/categories/history-a.svg',
    description: "The festival opens on 125th Street with community leaders, a steel band and the announcement of the year's honourees.",
  },
  {
    year: 2023,
    title: 'Harlem Gospel Festival',
    date: '2023-08-06',
    start: '16:00',
    end: '19:00',
    location: ABYSSINIAN,
    price: 20,
    ticketed: true,
    image: '/images/categories/history-b.svg',
    description: 'Choirs from across upper Manhattan sing together at Abyssinian in an afternoon of praise.',
  },
  {
    year: 2023,
    title: 'Uptown Shorts: Harlem on Film',
    date: '2023-08-10',
    start: '19:00',
    end: '21:30',
    location: MAYSLES,
    price: 12,
    ticketed: true,
    official: false,
    image: '/images/categories/art-culture-c.svg',
    description: 'New short films by Harlem directors, with a conversation afterwards. Presented with a community partner.',
  },
  {
    year: 2023,
    title: 'Harlem Health & Wellness Fair',
    date: '2023-08-12',
    start: '10:00',
    end: '16:00',
    location: ST_NICHOLAS_PARK,
    price: 0,
    image: '/images/categories/wellness-a.svg',
    description: 'Free health screenings, fitness classes and advice from Harlem clinics and pharmacies.',
  },
  {
    year: 2023,
    title: 'Harlem Jazz Night at the Apollo',
    date: '2023-08-17',
    start: '19:30',
    end: '22:30',
    location: APOLLO,
    price: 40,
    ticketed: true,
    image: '/images/categories/music-b.svg',
    description: "A night of swing, bebop and soul jazz with Harlem's finest players and the Apollo house band.",
  },
  {
    year: 2023,
    title: 'Uptown Fashion Show',
    date: '2023-08-19',
    start: '18:00',
    end: '20:30',
    location: ALHAMBRA,
    price: 35,
    ticketed: true,
    image: '/images/categories/shopping-b.svg',
    description: 'Harlem designers on the Alhambra runway, with a pop-up market of local boutiques before the show.',
  },
  {
    year: 2023,
    title: 'Harlem Day',
    date: '2023-08-20',
    start: '12:00',
    end: '19:00',
    location: HARLEM_DAY,
    price: 0,
    image: '/images/boards/cb10.svg',
    description: "Music stages, food and vendors fill West 135th Street for the festival's biggest day.",
  },
  {
    year: 2023,
    title: "Children's Festival",
    date: '2023-08-20',
    start: '11:00',
    end: '16:00',
    location: CHILDREN,
    price: 0,
    image: '/images/categories/parks-outdoors-a.svg',
    description: 'Storytelling, a bouncy castle, sports clinics and back-to-school giveaways for families.',
  },
  {
    year: 2023,
    title: 'Dance Uptown in Marcus Garvey Park',
    date: '2023-08-25',
    start: '18:00',
    end: '21:00',
    location: AMPHITHEATER,
    price: 0,
    image: '/images/categories/art-culture-a.svg',
    description: 'Harlem dance schools and companies perform on the amphitheater stage at sunset.',
  },
];

/** The festival's box office address for a ticketed event, on the reserved .example domain. */
/** The last year the programmes were written for; it becomes the coming edition. */
const LATEST_PROGRAMME = Math.max(...FESTIVAL_EVENTS.map((event) => event.year));

/**
 * The programmes as seeded on `today` (New York date): the latest one becomes the coming Harlem
 * Week (this year's until its last day is over, then next year's), the others the editions before.
 */
export function festivalProgrammes(today: string): SeedFestivalEvent[] {
  // Each programme moves by whole weeks (Harlem Day stays a Sunday), its first day to the same
  // weekday in the first week of August.
  const move = (edition: number) =>
    FESTIVAL_EVENTS.map((event) => {
      const year = edition - (LATEST_PROGRAMME - event.year);
      const first = FESTIVAL_EVENTS.filter((other) => other.year === event.year)
        .map((other) => other.date)
        .sort()[0];
      const shift = daysBetween(first, onWeekday(`${year}-08-01`, weekdayOf(first)));
      return { ...event, year, date: addDays(event.date, shift), title: event.title.replace(String(event.year), String(year)) };
    });
  const thisYear = Number(today.slice(0, 4));
  const lastDay = move(thisYear)
    .filter((event) => event.year === thisYear)
    .reduce((last, event) => (event.date > last ? event.date : last), '');
  return move(lastDay < today ? thisYear + 1 : thisYear);
}

export function festivalTicketUrl(event: Pick<SeedFestivalEvent, 'year' | 'title'>): string {
  const slug = event.title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `https://tickets.harlemweek.example/${event.year}/${slug}`;
}
