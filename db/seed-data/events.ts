/**
 * Seed events, placed from the day the database is seeded so a fresh guide always has a past
 * month and months ahead, in their calendar sense: holidays on their dates, seasonal events in
 * their season, weekly nights on their weekday (placement.ts). Times are New York wall-clock times.
 * `host` names a seed business (a business event); without it the event is a community event.
 */
import type { Placement } from './placement.ts';

export type SeedEvent = {
  title: string;
  description: string;
  /** When it falls, from the seeding day (placement.ts); a repeating event's first date is the rule's first on or after it. */
  when: Placement;
  /** RRULE of a repeating event (recurrence.ts): its occurrences are listed three months ahead. */
  repeats?: string;
  start: string;
  end?: string;
  /** Dollars; 0 is Free. */
  price: number;
  premium?: boolean;
  host?: string;
  board?: 9 | 10 | 11 | 12;
  location?: string;
  /** [avenue offset in metres or avenue, street] for community venues. */
  at?: [number | string, number];
  capacity?: number;
  requiresBooking?: boolean;
};

export const EVENTS: SeedEvent[] = [
  // ---- The past month
  { title: 'Amateur Night at the Apollo', host: 'Apollo Theater', when: { day: -27, weekday: 'We' }, repeats: 'FREQ=WEEKLY;BYDAY=WE', start: '19:30', end: '22:00', price: 38,
    description: 'The contest that launched Ella Fitzgerald and Jimi Hendrix: new talent faces the toughest audience in the world, and the Executioner waits in the wings.' },
  { title: 'St. Nicholas Park Cleanup Day', board: 9, location: 'St. Nicholas Park, St Nicholas Ave & W 135th St', at: [-820, 135], when: { day: -24, weekday: 'Sa' }, start: '09:00', end: '13:00', price: 0, requiresBooking: false,
    description: 'Neighbors, gardeners and volunteers rake, weed, plant and clear litter across St. Nicholas Park. Gloves, tools and lunch provided.' },
  { title: 'Bebop Jam Session', host: "Minton's Playhouse", when: { day: -21, weekday: 'Mo' }, repeats: 'FREQ=WEEKLY;BYDAY=MO', start: '21:00', end: '23:59', price: 20,
    description: 'The house trio opens, then the stage belongs to whoever brings a horn. A tradition that goes back to Monk and Dizzy.' },
  { title: 'Day of the Dead Altar Workshop', host: 'Taller Boricua Gallery', when: { yearly: { month: 10, day: 25 }, weekday: 'Sa' }, start: '14:00', end: '17:00', price: 0,
    description: 'Build an ofrenda with artists from the Taller: paper flowers, papel picado and stories of the people we remember.' },
  { title: 'Sugar Hill Brownstone Walk', host: 'Uptown Stories Walking Tours', when: { day: -16, weekday: 'Sa' }, start: '10:00', end: '12:00', price: 35,
    description: 'The mansions of Sugar Hill, where Duke Ellington, Thurgood Marshall and W.E.B. Du Bois lived, on a two-hour walk.' },
  { title: 'Members Preview: Harlem Photographers', host: 'The Studio Museum in Harlem', when: { day: -13, weekday: 'Th' }, start: '18:00', end: '20:00', price: 0, premium: true,
    description: 'An after-hours preview for premium members of the new photography exhibition, with the curators in the galleries.' },
  { title: 'Community Board 11 Town Hall', board: 11, location: 'Julia de Burgos Cultural Center, 1680 Lexington Ave', at: ['lexington', 106], when: { day: -10, weekday: 'Tu' }, start: '18:30', end: '20:30', price: 0, requiresBooking: false,
    description: 'Residents meet with the board and city agencies on housing, street safety and the 125th Street corridor. Spanish interpretation provided.' },
  { title: 'Salsa Night with Orquesta del Barrio', host: 'Bomba y Plena House', when: { day: -8, weekday: 'Fr' }, start: '20:00', end: '23:59', price: 15,
    description: 'A twelve-piece salsa orchestra, a packed floor and a free beginners\' lesson at 8pm.' },
  { title: 'Cloisters Garden Tour', host: 'The Met Cloisters', when: { day: -6, weekday: 'Sa' }, start: '11:00', end: '12:30', price: 30,
    description: 'The gardeners of the Bonnefont Cloister explain the medieval plants and what the monks grew them for.' },
  { title: 'Schomburg Book Talks', host: 'Schomburg Center for Research in Black Culture', when: { day: -4, weekday: 'Sa' }, start: '13:00', end: '17:00', price: 0,
    description: 'Authors of new fiction and history read and take questions in the Langston Hughes auditorium.' },
  { title: 'Thanksgiving Gospel Brunch', host: 'Lenox Avenue Soul Kitchen', when: { yearly: { month: 11, nth: 4, weekday: 'Th' } }, start: '11:00', end: '14:00', price: 55, premium: true,
    description: 'A three-course brunch with a live gospel choir. Premium members\' seating in the front room.' },

  // ---- The next three months
  { title: 'Winter Lights on 125th Street', board: 10, location: 'Harlem State Office Building Plaza, 163 W 125th St', at: [-200, 125], when: { yearly: { month: 12, day: 1 }, weekday: 'Th' }, start: '17:00', end: '20:00', price: 0, requiresBooking: false,
    description: 'The annual lighting of the trees along 125th Street, with hot cider, a youth choir and the Harlem School of the Arts brass ensemble.' },
  { title: 'Hamilton Grange Candlelight Tour', host: 'Hamilton Grange National Memorial', when: { yearly: { month: 12, day: 4 }, weekday: 'Fr' }, start: '17:00', end: '18:30', price: 0, capacity: 25,
    description: 'Rangers lead a candlelit tour of Hamilton\'s house as it was dressed for the holidays in 1802. Space is limited.' },
  { title: 'Holiday Market at the Heights Art Guild', host: 'Heights Art Guild', when: { yearly: { month: 12, day: 5 }, weekday: 'Sa' }, start: '12:00', end: '19:00', price: 0, requiresBooking: false,
    description: 'Prints, ceramics, jewelry and paintings by fifty uptown artists, with live music and hot chocolate.' },
  { title: 'Jazz for Young People', host: 'National Jazz Museum in Harlem', when: { day: 3, weekday: 'Sa' }, start: '11:00', end: '12:00', price: 10,
    description: 'An interactive concert for children from five to twelve: what swing is, how a band listens, and a chance to play along.' },
  { title: 'Ellington Nutcracker Suite', host: 'Harlem Stage Gatehouse', when: { yearly: { month: 12, day: 10 }, weekday: 'Fr' }, start: '19:30', end: '21:30', price: 45,
    description: 'Duke Ellington and Billy Strayhorn\'s swinging take on Tchaikovsky, danced by a company of Harlem dancers with a live big band.' },
  { title: 'Members-Only Curator Walk: Medieval Treasures', host: 'The Met Cloisters', when: { day: 13, weekday: 'Th' }, start: '10:00', end: '11:30', price: 0, premium: true, capacity: 20,
    description: 'Before opening hours, a curator takes premium members through the Treasury and the Unicorn Tapestries.' },
  { title: 'East Harlem Holiday Parranda', board: 11, location: 'Starts at La Marqueta, Park Ave & E 115th St', at: ['park', 115], when: { yearly: { month: 12, day: 17 }, weekday: 'Sa' }, start: '16:00', end: '19:00', price: 0, requiresBooking: false,
    description: 'A Puerto Rican Christmas parranda through El Barrio: cuatro, guiro and maracas from door to door, ending with coquito at La Marqueta.' },
  { title: 'Messiah Sing-Along', host: 'The Riverside Church', when: { yearly: { month: 12, day: 11 }, weekday: 'Su' }, start: '15:00', end: '17:30', price: 0,
    description: 'Bring your voice and your score (or borrow one): Handel\'s Messiah with orchestra and a thousand singers under the great nave.' },
  { title: 'Soul Food Cooking Class', host: 'Lenox Avenue Soul Kitchen', when: { day: 17, weekday: 'Th' }, start: '18:00', end: '20:30', price: 85, capacity: 16,
    description: 'Learn the kitchen\'s fried chicken, mac and cheese and collards from the chef, then sit down to eat what you cooked.' },
  { title: 'Kwanzaa Celebration', host: 'Schomburg Center for Research in Black Culture', when: { yearly: { month: 12, day: 26 } }, start: '14:00', end: '18:00', price: 0,
    description: 'Music, dance and storytelling for the first day of Kwanzaa, with a marketplace of Black-owned businesses.' },
  { title: 'New Year\'s Eve Jazz Gala', host: "Minton's Playhouse", when: { yearly: { month: 12, day: 31 } }, start: '21:00', end: '23:59', price: 150, premium: true, capacity: 60,
    description: 'Two sets, a four-course supper and champagne at midnight in the room where bebop was born.' },
  { title: 'Three Kings Day Parade', host: 'El Museo del Barrio', when: { yearly: { month: 1, day: 6 } }, start: '11:00', end: '14:00', price: 0, requiresBooking: false,
    description: 'Camels, puppets, parrandas and thousands of schoolchildren parade up Third Avenue for Dia de los Reyes, as El Museo has organised since 1977.' },
  { title: 'Winter Bird Walk in Inwood Hill Park', host: 'Inwood Hill Park', when: { yearly: { month: 1, day: 9 }, weekday: 'Sa' }, start: '08:30', end: '10:30', price: 0, capacity: 30,
    description: 'Urban Park Rangers look for eagles, hawks and wintering ducks along the salt marsh. Binoculars to borrow.' },
  { title: 'Harlem Restaurant Week Tasting', board: 10, location: 'Harlem State Office Building Plaza, 163 W 125th St', at: [-200, 125], when: { day: 51, weekday: 'Sa' }, start: '12:00', end: '16:00', price: 25,
    description: 'Twenty Harlem kitchens serve tasting plates under one roof. Your ticket covers eight tastes and a drink.' },
  { title: 'Bomba Dance Workshop', host: 'Bomba y Plena House', when: { day: 53, weekday: 'Tu' }, start: '19:00', end: '21:00', price: 15,
    description: 'Learn the dialogue between dancer and drummer at the heart of Afro-Puerto Rican bomba. No experience needed.' },
  { title: 'Dr. Martin Luther King Jr. Day of Service', board: 9, location: 'The Riverside Church, 490 Riverside Dr', at: ['riverside', 121], when: { yearly: { month: 1, nth: 3, weekday: 'Mo' } }, start: '10:00', end: '15:00', price: 0, requiresBooking: false,
    description: 'Volunteer projects across Harlem followed by readings of Dr. King\'s 1967 Riverside speech.' },
  { title: 'Cathedral Vertical Tour', host: 'Cathedral of St. John the Divine', when: { day: 58, weekday: 'Sa' }, start: '10:00', end: '11:00', price: 25, capacity: 20,
    description: 'Climb 124 feet of spiral stairs to the roof of the cathedral for views down Amsterdam Avenue. Not for the faint of heart.' },
  { title: 'Open Rehearsal: Dance Theatre of Harlem', host: 'Dance Theatre of Harlem', when: { day: 61, weekday: 'We' }, start: '16:00', end: '17:30', price: 0, premium: true, capacity: 40,
    description: 'Premium members watch the company rehearse new repertory and meet the dancers afterwards.' },
  { title: 'Dominican Independence Day Concert', host: 'United Palace', when: { yearly: { month: 2, day: 20 }, weekday: 'Sa' }, start: '19:00', end: '22:30', price: 40,
    description: 'Merengue, bachata and a tribute to Juan Luis Guerra on the United Palace stage, a week before February 27.' },
  { title: 'Black History Month Opening Night', host: 'The Studio Museum in Harlem', when: { yearly: { month: 2, nth: 1, weekday: 'Th' } }, start: '18:00', end: '21:00', price: 0,
    description: 'The museum opens its doors late for artist talks, a DJ on the terrace and family art-making.' },
  { title: 'Harlem Renaissance Walking Tour', host: 'Uptown Stories Walking Tours', when: { day: 74, weekday: 'Sa' }, start: '10:00', end: '12:00', price: 35,
    description: 'Langston Hughes\'s house, the Dark Tower salon, and the clubs of Jungle Alley on a two-hour walk through the 1920s.' },
  { title: 'Brisket & Blues Night', host: 'Manhattanville Smokehouse', when: { day: 76, weekday: 'Th' }, start: '19:00', end: '23:00', price: 0, requiresBooking: false,
    description: 'A blues band on the back stage, brisket by the pound and no cover charge.' },
  { title: 'Members Tasting: Rum of the Caribbean', host: 'La Esquina Social Club', when: { day: 78, weekday: 'Fr' }, start: '19:00', end: '21:00', price: 45, premium: true, capacity: 24,
    description: 'Six rums from Puerto Rico, Barbados, Jamaica and Martinique, with the stories behind them, for premium members.' },
  { title: 'Family Day at El Museo', host: 'El Museo del Barrio', when: { day: 80, weekday: 'Sa' }, start: '11:00', end: '15:00', price: 0,
    description: 'Workshops, storytelling in Spanish and English, and a gallery hunt for children and their grown-ups.' },
  { title: 'Gospel Sunday Tour', host: 'Uptown Stories Walking Tours', when: { day: 4, weekday: 'Su' }, repeats: 'FREQ=WEEKLY;BYDAY=SU', start: '09:30', end: '12:30', price: 55,
    description: 'A short walk through Harlem\'s history, then Sunday worship at a Harlem church. Modest dress, please.' },
  { title: 'Lunar New Year in the Heights', board: 12, location: 'J. Hood Wright Park, Haven Ave & W 174th St', at: [-1400, 174], when: { yearly: 'lunar-new-year', weekday: 'Sa' }, start: '12:00', end: '15:00', price: 0, requiresBooking: false,
    description: 'Lion dancers, dumplings and paper lanterns for Washington Heights neighbors of every background.' },
  { title: 'Apollo Music Cafe', host: 'Apollo Theater', when: { day: -28 }, repeats: 'FREQ=MONTHLY;BYDAY=1FR', start: '21:00', end: '23:30', price: 25,
    description: 'An intimate upstairs stage for new soul, funk and jazz artists before they outgrow the room.' },
  { title: 'Mural Painting Day', host: 'East Harlem Mural Walk', when: { day: 88, weekday: 'Sa' }, start: '10:00', end: '15:00', price: 0, capacity: 35,
    description: 'Help muralists paint a new community wall on 104th Street. Paint, brushes and aprons provided; all ages welcome.' },
  { title: 'Langston Hughes Poetry Night', host: 'Schomburg Center for Research in Black Culture', when: { yearly: { month: 2, day: 1 } }, start: '19:00', end: '21:00', price: 0,
    description: 'Poets read Hughes and their own work in the auditorium where his ashes lie beneath the Rivers mosaic.' },
  { title: 'Spring Garden Volunteer Day', host: 'Fort Tryon Park & Heather Garden', when: { yearly: { month: 3, day: 21 }, weekday: 'Sa' }, start: '09:00', end: '12:00', price: 0, capacity: 40,
    description: 'Help gardeners prepare the Heather Garden for spring. Tools, gloves and coffee provided.' },
  { title: 'Harlem Winter Jazz Crawl', board: 10, location: 'Starts at the Apollo Theater, 253 W 125th St', at: [-420, 125], when: { yearly: { month: 1, day: 29 }, weekday: 'Fr' }, start: '19:00', end: '23:59', price: 30,
    description: 'One wristband, six clubs, and sets from Harlem\'s best working jazz musicians from 7pm until late.' },
  { title: 'Kids\' Kayak Safety Class', host: 'West Harlem Piers Kayak House', when: { yearly: { month: 4, day: 18 }, weekday: 'Sa' }, start: '10:00', end: '12:00', price: 15, capacity: 12,
    description: 'An indoor paddling and safety class for children from eight to fourteen, ready for the first river trips in May.' },
  { title: 'Strivers\' Row Architecture Talk', host: "Strivers' Row Supper Club", when: { day: 25, weekday: 'Tu' }, start: '18:30', end: '20:00', price: 20,
    description: 'An architectural historian on the King Model Houses, with a glass of wine in the supper club\'s parlor.' },
];
