/**
 * Seed businesses. Public landmarks appear under their public names and addresses; shops,
 * restaurants, bars and hotels are fictional. Phone numbers use the 555-01xx range reserved
 * for fiction and emails use the reserved .example domain.
 *
 * `at` is a point on the Manhattan grid ([avenue, street], see manhattan-grid.ts) or explicit
 * coordinates where the grid does not reach (Fort Tryon, Inwood). `rating` is the target
 * average the seeded reviews are drawn to.
 */
import type { AVENUES } from '../../src/lib/domain/manhattan-grid.ts';
import type { CategorySlug } from './categories.ts';

export type SeedBusiness = {
  name: string;
  category: CategorySlug;
  board: 9 | 10 | 11 | 12;
  address: string;
  at: [keyof typeof AVENUES | number, number] | { latitude: number; longitude: number };
  price: '$' | '$$' | '$$$' | '$$$$';
  rating: number;
  premium?: boolean;
  website?: string;
  hours?: string;
  /** The hours in opening_hours syntax, where the words above are more than a line of days can say. */
  openingHours?: string;
  description: string;
};

export const BUSINESSES: SeedBusiness[] = [
  // ---- Community Board 10: Central Harlem
  {
    name: 'Apollo Theater', category: 'music', board: 10, address: '253 W 125th St, New York, NY 10027',
    at: [-420, 125], price: '$$$', rating: 4.8, premium: true, website: 'https://www.apollotheater.org',
    hours: 'Box office Mon-Sat: 10am-6pm\nShow nights: doors 90 minutes before curtain\nSun: Closed',
    description: 'The legendary stage on 125th Street where Ella Fitzgerald, James Brown and Lauryn Hill were discovered. Amateur Night still runs on Wednesdays, and the theater hosts concerts, comedy and dance all year.',
  },
  {
    name: 'The Studio Museum in Harlem', category: 'museums', board: 10, address: '144 W 125th St, New York, NY 10027',
    at: [-140, 125], price: '$', rating: 4.7, premium: true, website: 'https://studiomuseum.org',
    description: 'A museum devoted to artists of African descent, with a celebrated artist-in-residence program. Its new building on 125th Street has galleries, a reading room and a rooftop terrace.',
  },
  {
    name: 'Schomburg Center for Research in Black Culture', category: 'history', board: 10, address: '515 Malcolm X Blvd, New York, NY 10037',
    at: ['lenox', 135.5], price: '$', rating: 4.9, premium: true, website: 'https://www.nypl.org/locations/schomburg',
    hours: 'Mon-Sat: 10am-6pm\nSun: Closed',
    description: 'A research library of the New York Public Library holding more than 11 million items on the history and culture of people of African descent. Free exhibitions, talks and the Langston Hughes auditorium.',
  },
  {
    name: 'Abyssinian Baptist Church', category: 'history', board: 10, address: '132 Odell Clark Pl, New York, NY 10030',
    at: [-140, 138], price: '$', rating: 4.8, website: 'https://abyssinian.org',
    hours: 'Sunday worship: 9am and 11:30am\nVisitors welcome at the 11:30am service; modest dress', openingHours: 'Su 09:00-13:30',
    description: 'Founded in 1808 and led for decades by Adam Clayton Powell Sr. and Jr., Abyssinian is one of the most influential Black churches in America. Visitors are welcome at Sunday worship.',
  },
  {
    name: 'National Jazz Museum in Harlem', category: 'museums', board: 10, address: '58 W 129th St, New York, NY 10027',
    at: [150, 129], price: '$', rating: 4.6, website: 'https://jazzmuseuminharlem.org',
    hours: 'Thu-Mon: 11am-5pm\nTue-Wed: Closed',
    description: 'A Smithsonian affiliate celebrating jazz in the neighborhood that shaped it, with listening sessions, live performances and the Savory Collection of 1930s radio broadcasts.',
  },
  {
    name: "Minton's Playhouse", category: 'music', board: 10, address: '206 W 118th St, New York, NY 10026',
    at: [-350, 118], price: '$$$', rating: 4.5, website: 'https://www.mintonsharlem.com',
    hours: 'Wed-Sun: 6pm-midnight\nMon-Tue: Closed',
    description: 'The birthplace of bebop, where Thelonious Monk, Dizzy Gillespie and Charlie Parker jammed in the 1940s. Live jazz nightly with a Southern supper menu.',
  },
  {
    name: 'Lenox Avenue Soul Kitchen', category: 'restaurants', board: 10, address: '327 Malcolm X Blvd, New York, NY 10027',
    at: ['lenox', 126], price: '$$', rating: 4.6, premium: true,
    description: 'Fried chicken and waffles, smothered pork chops, collard greens and peach cobbler from a family recipe book three generations deep. Gospel brunch on Sundays.',
  },
  {
    name: "Strivers' Row Supper Club", category: 'restaurants', board: 10, address: '2301 Adam Clayton Powell Jr Blvd, New York, NY 10030',
    at: ['acp', 135], price: '$$$', rating: 4.4,
    description: 'A candlelit dining room in a restored 1890s townhouse with a menu of Southern classics reworked with Caribbean spice, and a trio playing standards on weekends.',
  },
  {
    name: 'Mount Morris Coffee House', category: 'cafes-bakeries', board: 10, address: '89 W 124th St, New York, NY 10027',
    at: [150, 124], price: '$', rating: 4.3,
    hours: 'Mon-Fri: 7am-6pm\nSat-Sun: 8am-6pm',
    description: 'A neighborhood coffee bar with beans from Black-owned roasters, sweet potato muffins, and big tables where regulars work and talk through the afternoon.',
  },
  {
    name: 'Lenox Scoops Creamery', category: 'cafes-bakeries', board: 10, address: '184 Malcolm X Blvd, New York, NY 10026',
    at: ['lenox', 118.5], price: '$', rating: 4.7,
    hours: 'Daily: noon-10pm',
    description: 'Small-batch ice cream in flavors named for Harlem legends: the Sugar Hill is butter pecan with a praline swirl, the Savoy is cinnamon and brown sugar.',
  },
  {
    name: 'The Douglass Taproom', category: 'bars-nightlife', board: 10, address: '2150 Frederick Douglass Blvd, New York, NY 10026',
    at: ['fdb', 116], price: '$$', rating: 4.2,
    hours: 'Mon-Thu: 4pm-1am\nFri: 4pm-2am\nSat: noon-2am\nSun: noon-midnight',
    description: 'Twenty taps of New York State beer, a backyard garden and trivia on Tuesdays, on the restaurant row of Frederick Douglass Boulevard.',
  },
  {
    name: 'Renaissance Row Hotel', category: 'hotels', board: 10, address: '2296 Frederick Douglass Blvd, New York, NY 10027',
    at: ['fdb', 123.5], price: '$$$', rating: 4.3, premium: true,
    hours: 'Front desk: 24 hours\nCheck-in 3pm, check-out 11am',
    description: 'A 90-room hotel with art from Harlem galleries in every room, a rooftop bar looking over Manhattan, and the A, B, C and D trains a block away.',
  },
  {
    name: 'Uptown Stories Walking Tours', category: 'tours', board: 10, address: '2360 Adam Clayton Powell Jr Blvd, New York, NY 10030',
    at: ['acp', 138], price: '$$', rating: 4.9,
    hours: 'Tours daily at 10am and 2pm\nGospel tour: Sundays 9:30am', openingHours: 'Mo-Sa 10:00-16:00; Su 09:30-16:00',
    description: 'Two-hour walks with guides born and raised in Harlem: the Harlem Renaissance, Strivers\' Row, jazz history, and a Sunday gospel tour. Groups of 10 or more get 15% off.',
  },
  {
    name: '125th Street Threads', category: 'shopping', board: 10, address: '112 W 125th St, New York, NY 10027',
    at: [-60, 125], price: '$$', rating: 4.1,
    hours: 'Mon-Sat: 10am-8pm\nSun: noon-6pm',
    description: 'A boutique for Harlem designers: tailored menswear, Afrocentric prints, hats and the neighborhood\'s own streetwear labels.',
  },
  {
    name: "Strivers' Row", category: 'history', board: 10, address: 'W 138th St & W 139th St between Adam Clayton Powell Jr Blvd and Frederick Douglass Blvd, New York, NY 10030',
    at: [-420, 138.5], price: '$', rating: 4.7,
    hours: 'Open streets, visible any time\nPlease respect residents: private homes', openingHours: '24/7',
    description: 'Two blocks of 1890s row houses by McKim, Mead & White and others, home to the Black elite of the Harlem Renaissance. Look for the "Walk your horses" signs on the gateposts.',
  },
  {
    name: 'Malcolm Shabazz Harlem Market', category: 'shopping', board: 10, address: '52 W 116th St, New York, NY 10026',
    at: [150, 116], price: '$', rating: 4.2,
    hours: 'Daily: 10am-8pm',
    description: 'An open-air market under colorful tents selling West African textiles, carvings, jewelry, shea butter and incense, with vendors who have been here for decades.',
  },
  {
    name: 'Harlem Bloom Yoga', category: 'wellness', board: 10, address: '2040 Adam Clayton Powell Jr Blvd, New York, NY 10027',
    at: ['acp', 122], price: '$$', rating: 4.6,
    hours: 'Mon-Fri: 6:30am-9pm\nSat-Sun: 8am-6pm',
    description: 'Vinyasa, restorative and prenatal yoga in a sunny second-floor studio, with pay-what-you-can community classes on Sunday afternoons.',
  },

  // ---- Community Board 9: Hamilton Heights, Manhattanville, Morningside Heights
  {
    name: 'Hamilton Grange National Memorial', category: 'history', board: 9, address: '414 W 141st St, New York, NY 10031',
    at: [-900, 141.3], price: '$', rating: 4.7, premium: true, website: 'https://www.nps.gov/hagr',
    hours: 'Wed-Sun: 9am-5pm\nMon-Tue: Closed\nFree ranger-led tours',
    description: 'The only home Alexander Hamilton ever owned, moved twice and now standing in St. Nicholas Park. Free ranger-led tours of the restored Federal-style rooms.',
  },
  {
    name: 'Harlem Stage Gatehouse', category: 'art-culture', board: 9, address: '150 Convent Ave, New York, NY 10031',
    at: ['convent', 135], price: '$$', rating: 4.6, website: 'https://www.harlemstage.org',
    hours: 'Box office Tue-Sat: noon-6pm\nPerformance nights until curtain',
    description: 'A performing arts center in a landmark 1890 water-system gatehouse, presenting new work in music, dance and theater by artists of color.',
  },
  {
    name: 'Dance Theatre of Harlem', category: 'art-culture', board: 9, address: '466 W 152nd St, New York, NY 10031',
    at: [-1000, 152], price: '$$', rating: 4.8, website: 'https://www.dancetheatreofharlem.org',
    hours: 'School office Mon-Fri: 10am-6pm\nOpen house Saturdays by reservation',
    description: 'Founded by Arthur Mitchell in 1969, the company and school that changed classical ballet. Watch open rehearsals and student performances at its Sugar Hill home.',
  },
  {
    name: 'The Riverside Church', category: 'history', board: 9, address: '490 Riverside Dr, New York, NY 10027',
    at: ['riverside', 121], price: '$', rating: 4.7, website: 'https://www.trcnyc.org',
    hours: 'Daily: 9am-5pm\nSunday worship: 10:45am',
    description: 'A neo-Gothic church where Martin Luther King Jr. spoke against the Vietnam War in 1967. Its bell tower holds the largest tuned carillon bell in the world.',
  },
  {
    name: 'General Grant National Memorial', category: 'history', board: 9, address: 'W 122nd St & Riverside Dr, New York, NY 10027',
    at: [-1680, 122.5], price: '$', rating: 4.6, website: 'https://www.nps.gov/gegr',
    hours: 'Wed-Sun: 9am-5pm\nMon-Tue: Closed',
    description: 'The largest mausoleum in North America, resting place of Ulysses S. Grant and Julia Dent Grant, above Riverside Park. Free admission and ranger talks.',
  },
  {
    name: 'Cathedral of St. John the Divine', category: 'history', board: 9, address: '1047 Amsterdam Ave, New York, NY 10025',
    at: ['amsterdam', 112], price: '$', rating: 4.8, premium: true, website: 'https://www.stjohndivine.org',
    hours: 'Daily: 9am-5pm\nVertical tours: Sat 10am and noon',
    description: 'One of the largest cathedrals in the world, still unfinished after more than a century. Climb to the roof on a vertical tour or hear the great organ at evensong.',
  },
  {
    name: 'Manhattanville Smokehouse', category: 'restaurants', board: 9, address: '646 W 131st St, New York, NY 10027',
    at: [-1500, 131], price: '$$', rating: 4.4, premium: true,
    description: 'Brisket, burnt ends and smoked chicken under the Riverside Drive viaduct, with blues on Friday nights and picnic tables that fill up after every Columbia game.',
  },
  {
    name: 'Sugar Hill Bistro', category: 'restaurants', board: 9, address: '1630 Amsterdam Ave, New York, NY 10031',
    at: ['amsterdam', 141], price: '$$', rating: 4.5,
    description: 'A French bistro with a Harlem accent: steak frites, shrimp and grits, and a long zinc bar where City College professors argue over natural wine.',
  },
  {
    name: 'Convent Avenue Cafe', category: 'cafes-bakeries', board: 9, address: '310 Convent Ave, New York, NY 10031',
    at: ['convent', 143], price: '$', rating: 4.4,
    hours: 'Mon-Fri: 7am-5pm\nSat-Sun: 8am-4pm',
    description: 'Espresso, Ethiopian pastries and quiet corners in a brownstone parlor floor on one of the prettiest blocks in Hamilton Heights.',
  },
  {
    name: 'Hamilton Heights Inn', category: 'hotels', board: 9, address: '420 W 145th St, New York, NY 10031',
    at: [-1050, 145], price: '$$', rating: 4.2,
    hours: 'Check-in 3pm-9pm\nCheck-out 11am',
    description: 'A twelve-room inn in a restored 1900 townhouse with original woodwork, breakfast in the garden, and the 145th Street station around the corner.',
  },
  {
    name: 'The Grange Jazz Parlor', category: 'music', board: 9, address: '1622 Amsterdam Ave, New York, NY 10031',
    at: ['amsterdam', 140.5], price: '$$', rating: 4.6,
    hours: 'Tue-Sun: 7pm-1am\nSets at 8pm and 10pm',
    description: 'An intimate listening room with a Steinway grand, two sets a night and a Monday jam session that draws students from the Manhattan School of Music.',
  },
  {
    name: 'Broadway Vinyl & Books', category: 'shopping', board: 9, address: '3420 Broadway, New York, NY 10031',
    at: ['broadway', 139], price: '$', rating: 4.5,
    hours: 'Daily: 11am-8pm',
    description: 'Used records and second-hand books, heavy on jazz, soul, salsa and the Harlem Renaissance, with listening stations and a cat named Bird.',
  },
  {
    name: 'Riverbank State Park', category: 'parks-outdoors', board: 9, address: '679 Riverside Dr, New York, NY 10031',
    at: [-1750, 145], price: '$', rating: 4.5, website: 'https://parks.ny.gov/parks/93/',
    hours: 'Daily: 6am-11pm',
    description: 'A 28-acre park built on top of a water treatment plant over the Hudson, with a skating rink, carousel, pools, running track and sunset views of the Palisades.',
  },
  {
    name: 'Morningside Cellar', category: 'bars-nightlife', board: 9, address: '1271 Amsterdam Ave, New York, NY 10027',
    at: ['amsterdam', 123], price: '$$$', rating: 4.3,
    hours: 'Tue-Sun: 5pm-1am',
    description: 'A candlelit wine bar with forty wines by the glass, cheese from upstate farms and a back room for quiet conversation.',
  },
  {
    name: 'West Harlem Piers Kayak House', category: 'tours', board: 9, address: '125th St & Marginal St, New York, NY 10027',
    at: [-1800, 129], price: '$$', rating: 4.4,
    hours: 'May-Oct: Sat-Sun 10am-5pm\nGuided paddles by reservation', openingHours: 'May-Oct Sa,Su 10:00-17:00',
    description: 'Guided kayak paddles on the Hudson from the West Harlem Piers, with life jackets and instruction included. Sunset paddles in summer.',
  },
  {
    name: 'Heights Pilates Studio', category: 'wellness', board: 9, address: '3560 Broadway, New York, NY 10031',
    at: ['broadway', 146], price: '$$', rating: 4.3,
    hours: 'Mon-Fri: 6am-9pm\nSat-Sun: 8am-2pm',
    description: 'Reformer and mat Pilates in small classes, with physiotherapist-led sessions for runners and new mothers.',
  },

  // ---- Community Board 11: East Harlem
  {
    name: 'El Museo del Barrio', category: 'museums', board: 11, address: '1230 Fifth Ave, New York, NY 10029',
    at: [310, 104.5], price: '$', rating: 4.7, premium: true, website: 'https://www.elmuseo.org',
    hours: 'Thu-Sun: 11am-5pm\nMon-Wed: Closed',
    description: 'The leading Latinx and Latin American cultural institution in the country, founded by Puerto Rican artists and activists in 1969. Home of the Three Kings Day Parade.',
  },
  {
    name: 'Museum of the City of New York', category: 'museums', board: 11, address: '1220 Fifth Ave, New York, NY 10029',
    at: [310, 103.5], price: '$$', rating: 4.7, website: 'https://www.mcny.org',
    hours: 'Thu-Mon: 10am-5pm\nTue-Wed: Closed',
    description: 'The story of New York told through photographs, costumes, toys and the interactive New York at Its Core exhibition, in a Georgian Revival building on Museum Mile.',
  },
  {
    name: 'Taller Boricua Gallery', category: 'art-culture', board: 11, address: '1680 Lexington Ave, New York, NY 10029',
    at: ['lexington', 106], price: '$', rating: 4.6, website: 'https://tallerboricua.org',
    hours: 'Tue-Sat: noon-6pm\nThu: noon-7pm',
    description: 'An artists\' workshop and gallery founded in 1970 in the Julia de Burgos Cultural Center, showing Puerto Rican and Latinx art with free salsa nights in the courtyard.',
  },
  {
    name: 'La Marqueta', category: 'shopping', board: 11, address: 'Park Ave & E 115th St, New York, NY 10029',
    at: ['park', 115], price: '$', rating: 4.3,
    hours: 'Tue-Sun: 8am-6pm\nMon: Closed',
    description: 'The historic market under the Park Avenue viaduct, with Puerto Rican bakeries, a plantain stand, a culinary incubator kitchen and free salsa dancing on summer Saturdays.',
  },
  {
    name: 'Pleasant Avenue Trattoria', category: 'restaurants', board: 11, address: '451 E 116th St, New York, NY 10029',
    at: ['pleasant', 116], price: '$$$', rating: 4.6, premium: true,
    description: 'Red-sauce Italian from the last corner of Italian Harlem: Sunday gravy, veal marsala and cannoli filled to order. Reservations recommended on weekends.',
  },
  {
    name: 'La Fonda del Barrio', category: 'restaurants', board: 11, address: '2242 First Ave, New York, NY 10029',
    at: ['first', 115], price: '$$', rating: 4.5,
    description: 'Mofongo, pernil, arroz con gandules and tostones the size of saucers, with a live bomba band on Friday nights.',
  },
  {
    name: 'Coqui Coffee Bar', category: 'cafes-bakeries', board: 11, address: '2036 Third Ave, New York, NY 10029',
    at: ['third', 111.5], price: '$', rating: 4.4,
    hours: 'Daily: 7am-7pm',
    description: 'Puerto Rican mountain-grown coffee, quesitos and pastelillos, with local artists\' work on the walls that changes every month.',
  },
  {
    name: 'Bomba y Plena House', category: 'music', board: 11, address: '1925 Lexington Ave, New York, NY 10035',
    at: ['lexington', 119], price: '$$', rating: 4.7, premium: true,
    hours: 'Thu-Sat: 7pm-1am\nSun: 4pm-10pm (family jam)',
    description: 'Live bomba, plena and salsa with a dance floor that fills by ten. Beginners\' bomba lessons every Thursday at 7pm and a family jam on Sunday afternoons.',
  },
  {
    name: 'Thomas Jefferson Park', category: 'parks-outdoors', board: 11, address: '2180 First Ave, New York, NY 10029',
    at: [1450, 113], price: '$', rating: 4.3, website: 'https://www.nycgovparks.org/parks/thomas-jefferson-park',
    hours: 'Daily: 6am-1am\nPool: late June-Labor Day',
    description: 'A 15-acre park by the East River with one of the city\'s great outdoor public pools, ballfields and a running track.',
  },
  {
    name: 'El Barrio Boutique Hotel', category: 'hotels', board: 11, address: '1834 Park Ave, New York, NY 10035',
    at: ['park', 126], price: '$$', rating: 4.1,
    hours: 'Front desk: 24 hours\nCheck-in 3pm, check-out noon',
    description: 'Forty rooms near the Harlem-125th Street Metro-North station, decorated by East Harlem muralists, with a cafe serving café con leche from 6am.',
  },
  {
    name: 'East Harlem Mural Walk', category: 'tours', board: 11, address: 'E 104th St & Lexington Ave, New York, NY 10029',
    at: ['lexington', 104], price: '$', rating: 4.8,
    hours: 'Sat-Sun: 11am and 2pm\nPrivate groups by arrangement', openingHours: 'Sa,Su 11:00-16:00',
    description: 'A 90-minute walk past more than twenty murals, from the Spirit of East Harlem to the Julia de Burgos portrait, led by local artists who painted some of them.',
  },
  {
    name: 'La Esquina Social Club', category: 'bars-nightlife', board: 11, address: '2241 Second Ave, New York, NY 10029',
    at: ['second', 115.5], price: '$$', rating: 4.4,
    hours: 'Wed-Sun: 6pm-3am',
    description: 'Cocktails with rum from across the Caribbean, a vinyl DJ playing boogaloo and salsa dura, and a dance floor from eleven.',
  },
  {
    name: 'Marcus Garvey Park', category: 'parks-outdoors', board: 11, address: '18 Mount Morris Park W, New York, NY 10027',
    at: [350, 122.5], price: '$', rating: 4.5, website: 'https://www.nycgovparks.org/parks/marcus-garvey-park',
    hours: 'Daily: 6am-1am',
    description: 'A rocky hilltop park with the city\'s last cast-iron fire watchtower, the Richard Rodgers Amphitheater and a Saturday drum circle that has played here since 1969.',
  },
  {
    name: 'Botanica y Bodega Co.', category: 'shopping', board: 11, address: '1648 Lexington Ave, New York, NY 10029',
    at: ['lexington', 104.5], price: '$', rating: 4.0,
    hours: 'Mon-Sat: 9am-8pm\nSun: 10am-5pm',
    description: 'Candles, herbs, Puerto Rican crafts and hard-to-find Caribbean pantry goods, with a friendly owner who will explain every jar on the shelf.',
  },
  {
    name: 'Panaderia La Estrella', category: 'cafes-bakeries', board: 11, address: '2117 Third Ave, New York, NY 10029',
    at: ['third', 116], price: '$', rating: 4.6,
    hours: 'Daily: 6am-9pm',
    description: 'Pan sobao warm from the oven at dawn, guava pastries, tres leches by the slice and the best Cuban sandwich east of Fifth Avenue.',
  },
  {
    name: 'Barrio Fitness Collective', category: 'wellness', board: 11, address: '2090 First Ave, New York, NY 10029',
    at: ['first', 108], price: '$$', rating: 4.2,
    hours: 'Mon-Fri: 5:30am-10pm\nSat-Sun: 7am-7pm',
    description: 'A community gym with salsa cardio, boxing and strength classes, and sliding-scale memberships for neighborhood residents.',
  },

  // ---- Community Board 12: Washington Heights and Inwood
  {
    name: 'The Met Cloisters', category: 'museums', board: 12, address: '99 Margaret Corbin Dr, New York, NY 10040',
    at: { latitude: 40.864862, longitude: -73.931869 }, price: '$$$', rating: 4.9, premium: true,
    website: 'https://www.metmuseum.org/plan-your-visit/met-cloisters',
    hours: 'Thu-Tue: 10am-5pm\nWed: Closed',
    description: 'The Metropolitan Museum\'s home for medieval art, built from pieces of European monasteries on a hilltop in Fort Tryon Park. See the Unicorn Tapestries and the cloister gardens.',
  },
  {
    name: 'Morris-Jumel Mansion', category: 'history', board: 12, address: '65 Jumel Terrace, New York, NY 10032',
    at: { latitude: 40.834446, longitude: -73.938832 }, price: '$', rating: 4.7, website: 'https://www.morrisjumel.org',
    hours: 'Thu-Sun: 10am-4pm\nMon-Wed: Closed',
    description: 'Manhattan\'s oldest house, built in 1765, where George Washington made his headquarters in 1776 and Aaron Burr later married the owner. Period rooms and a quiet garden.',
  },
  {
    name: 'United Palace', category: 'music', board: 12, address: '4140 Broadway, New York, NY 10033',
    at: { latitude: 40.84291, longitude: -73.93784 }, price: '$$', rating: 4.7, premium: true, website: 'https://www.unitedpalace.org',
    hours: 'Box office Thu-Sat: noon-6pm\nEvent nights: doors 1 hour before',
    description: 'A 1930 movie palace of extravagant gilded design, now a cultural center for concerts, films and community events in the heart of Washington Heights.',
  },
  {
    name: 'Hispanic Society Museum & Library', category: 'museums', board: 12, address: '613 W 155th St, New York, NY 10032',
    at: { latitude: 40.833514, longitude: -73.946979 }, price: '$', rating: 4.6, website: 'https://hispanicsociety.org',
    hours: 'Thu-Sun: 11am-5pm\nMon-Wed: Closed',
    description: 'Masterpieces by Goya, Velazquez and El Greco and a vast library on Audubon Terrace, with Sorolla\'s monumental Vision of Spain murals.',
  },
  {
    name: 'Little Red Lighthouse', category: 'history', board: 12, address: 'Fort Washington Park at W 178th St, New York, NY 10033',
    at: { latitude: 40.850163, longitude: -73.946842 }, price: '$', rating: 4.7, website: 'https://www.nycgovparks.org/parks/fort-washington-park',
    hours: 'Park: daily 6am-1am\nLighthouse open days in summer and at the fall festival', openingHours: '06:00-01:00',
    description: 'The little lighthouse under the George Washington Bridge made famous by the 1942 children\'s book. A riverside walk from 181st Street.',
  },
  {
    name: 'Fort Tryon Park & Heather Garden', category: 'parks-outdoors', board: 12, address: 'Margaret Corbin Dr, New York, NY 10040',
    at: { latitude: 40.859548, longitude: -73.933096 }, price: '$', rating: 4.9, website: 'https://www.forttryonparktrust.org',
    hours: 'Daily: 6am-1am',
    description: 'Sixty-seven acres designed by the Olmsted Brothers, with the three-acre Heather Garden, Hudson views and the path up to the Met Cloisters.',
  },
  {
    name: 'Malecon de las Alturas', category: 'restaurants', board: 12, address: '4165 Broadway, New York, NY 10033',
    at: { latitude: 40.84396, longitude: -73.93928 }, price: '$$', rating: 4.5, premium: true,
    description: 'Dominican rotisserie chicken with garlic sauce, mangu with the three hits, sancocho on Sundays and fresh passion fruit juice.',
  },
  {
    name: 'Pinehurst Avenue Bistro', category: 'restaurants', board: 12, address: '120 Pinehurst Ave, New York, NY 10033',
    at: { latitude: 40.85198, longitude: -73.93922 }, price: '$$$', rating: 4.4,
    description: 'A small seasonal menu from a chef who trained downtown and came home: duck with tamarind glaze, roasted squash with pepitas, and a cheese plate from upstate.',
  },
  {
    name: 'Dyckman Mornings Cafe', category: 'cafes-bakeries', board: 12, address: '155 Dyckman St, New York, NY 10040',
    at: { latitude: 40.86412, longitude: -73.92611 }, price: '$', rating: 4.4,
    hours: 'Daily: 6:30am-4pm',
    description: 'Coffee, avocado toast with pickled onion and Dominican hot chocolate, steps from Inwood Hill Park and the Dyckman Street pier.',
  },
  {
    name: 'Audubon Heights Hotel', category: 'hotels', board: 12, address: '580 W 161st St, New York, NY 10032',
    at: { latitude: 40.83701, longitude: -73.94188 }, price: '$$', rating: 4.0,
    hours: 'Front desk: 24 hours\nCheck-in 3pm, check-out 11am',
    description: 'A modest, friendly hotel with family rooms, a free breakfast of Dominican and American classics, and the 1 train two minutes away.',
  },
  {
    name: 'Inwood Hill Park', category: 'parks-outdoors', board: 12, address: 'Dyckman St & Seaman Ave, New York, NY 10034',
    at: { latitude: 40.87223, longitude: -73.92550 }, price: '$', rating: 4.8, website: 'https://www.nycgovparks.org/parks/inwood-hill-park',
    hours: 'Daily: 6am-1am',
    description: 'The last natural forest and salt marsh in Manhattan, with trails through old tulip trees, caves used by the Lenape, and the Shorakkopoch rock.',
  },
  {
    name: 'Quisqueya Rooftop Lounge', category: 'bars-nightlife', board: 12, address: '4469 Broadway, New York, NY 10040',
    at: { latitude: 40.85805, longitude: -73.93022 }, price: '$$', rating: 4.3,
    hours: 'Thu-Sun: 6pm-3am',
    description: 'Bachata and merengue on a rooftop over Broadway, with passion fruit mojitos and picaderas to share.',
  },
  {
    name: 'Audubon Mural Project', category: 'art-culture', board: 12, address: 'Broadway between W 155th St and W 165th St, New York, NY 10032',
    at: { latitude: 40.8372, longitude: -73.9409 }, price: '$', rating: 4.6, website: 'https://www.audubon.org/amp',
    hours: 'Outdoors: visible any time', openingHours: '24/7',
    description: 'More than a hundred murals of North American birds threatened by climate change, painted on shutters and walls along Broadway in Audubon\'s old neighborhood.',
  },
  {
    name: 'St. Nicholas Records', category: 'shopping', board: 12, address: '1524 St Nicholas Ave, New York, NY 10033',
    at: { latitude: 40.85323, longitude: -73.92963 }, price: '$', rating: 4.3,
    hours: 'Tue-Sun: noon-8pm',
    description: 'Crates of merengue, bachata, salsa and hip-hop on vinyl, with turntables to try before you buy and Saturday afternoon DJ sets.',
  },
  {
    name: 'Heights Art Guild', category: 'art-culture', board: 12, address: '4181 Broadway, New York, NY 10033',
    at: { latitude: 40.84436, longitude: -73.93896 }, price: '$', rating: 4.4,
    hours: 'Wed-Sun: noon-7pm',
    description: 'A cooperative gallery of Washington Heights and Inwood artists with monthly openings, printmaking workshops and a holiday market in December.',
  },
  {
    name: 'Inwood Greenmarket', category: 'shopping', board: 12, address: 'Isham St & Seaman Ave, New York, NY 10034',
    at: { latitude: 40.86894, longitude: -73.92034 }, price: '$', rating: 4.5,
    hours: 'Saturdays year-round: 8am-3pm', openingHours: 'Sa 08:00-15:00',
    description: 'A year-round Saturday farmers market with upstate produce, bread, cheese, cider and flowers at the edge of Isham Park.',
  },
];

/** Default hours by category, for businesses whose entry gives none. */
export const DEFAULT_HOURS: Partial<Record<CategorySlug, string>> = {
  restaurants: 'Mon-Thu: 11:30am-10pm\nFri-Sat: 11:30am-11pm\nSun: 10:30am-9pm (brunch until 3pm)',
  museums: 'Wed-Sun: 10am-6pm\nMon-Tue: Closed',
  'cafes-bakeries': 'Mon-Fri: 7am-6pm\nSat-Sun: 8am-5pm',
};
