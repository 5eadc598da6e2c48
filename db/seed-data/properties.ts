/**
 * Demo real-estate listings across the four boards. Streets and avenues are real; the listings,
 * realtors and prices are fictional. Realtor phones use the 555-01xx range reserved for fiction
 * and emails the reserved .example domain. `at` is a point on the Manhattan grid
 * ([avenue, street], see manhattan-grid.ts) or explicit coordinates above the grid.
 * Prices are in dollars: the sale price, or the monthly rent.
 */
import type { AVENUES } from '../../src/lib/domain/manhattan-grid.ts';

export const REALTORS = {
  brooks: { name: 'Danielle Brooks', phone: '(212) 555-0171', email: 'danielle.brooks@uptownbrownstone.example' },
  santana: { name: 'Miguel Santana', phone: '(212) 555-0172', email: 'miguel.santana@elbarriohomes.example' },
  whitfield: { name: 'Renee Whitfield', phone: '(212) 555-0173', email: 'renee.whitfield@sugarhillproperties.example' },
  okoye: { name: 'Samuel Okoye', phone: '(212) 555-0174', email: 'samuel.okoye@heightsinwoodrealty.example' },
  grant: { name: 'Alicia Grant', phone: '(212) 555-0175', email: 'alicia.grant@harlemcommercial.example' },
} as const;

export type SeedProperty = {
  title: string;
  description: string;
  type: 'Residential' | 'Commercial';
  listing: 'sale' | 'rent';
  price: number;
  address: string;
  board: 9 | 10 | 11 | 12;
  at: [keyof typeof AVENUES | number, number] | { latitude: number; longitude: number };
  bedrooms: number | null;
  bathrooms: number | null;
  squareFeet: number;
  realtor: keyof typeof REALTORS;
  image: string;
  featured?: boolean;
  /** Days before the seeding day the listing went up. */
  listedDaysAgo: number;
};

export const PROPERTIES: SeedProperty[] = [
  // ---- Community Board 10: Central Harlem
  {
    title: 'Restored Strivers\' Row Brownstone', type: 'Residential', listing: 'sale', price: 3_450_000, board: 10,
    address: '228 W 139th St, New York, NY 10030', at: [-420, 139], bedrooms: 5, bathrooms: 4.5, squareFeet: 4200,
    realtor: 'brooks', image: '/images/categories/history-a.svg', featured: true, listedDaysAgo: 6,
    description: 'A four-storey 1891 row house in the St. Nicholas Historic District with its original stoop, parquet floors, pocket doors and five fireplaces. A garden level with its own entrance and a planted rear yard.',
  },
  {
    title: 'Mount Morris Park Two-Bedroom Condo', type: 'Residential', listing: 'sale', price: 1_150_000, board: 10,
    address: '21 Mount Morris Park W, New York, NY 10027', at: [200, 121], bedrooms: 2, bathrooms: 2, squareFeet: 1150,
    realtor: 'brooks', image: '/images/categories/hotels-a.svg', listedDaysAgo: 18,
    description: 'A corner condo facing Marcus Garvey Park, with a windowed kitchen, washer and dryer, and a shared roof deck. Two blocks from the 2 and 3 trains at 125th Street.',
  },
  {
    title: 'Sunny Malcolm X Boulevard One-Bedroom', type: 'Residential', listing: 'rent', price: 2650, board: 10,
    address: '418 Malcolm X Blvd, New York, NY 10037', at: ['lenox', 131], bedrooms: 1, bathrooms: 1, squareFeet: 680,
    realtor: 'brooks', image: '/images/categories/hotels-b.svg', listedDaysAgo: 3,
    description: 'A bright one-bedroom on the boulevard, a short walk from the Schomburg Center and Sylvia\'s. Heat and hot water included; cats welcome.',
  },
  {
    title: 'Frederick Douglass Boulevard Studio', type: 'Residential', listing: 'rent', price: 1950, board: 10,
    address: '2280 Frederick Douglass Blvd, New York, NY 10027', at: ['fdb', 122.5], bedrooms: 0, bathrooms: 1, squareFeet: 450,
    realtor: 'brooks', image: '/images/categories/hotels-c.svg', listedDaysAgo: 9,
    description: 'A renovated studio on Restaurant Row with a sleeping alcove, new appliances and a laundry room in the building.',
  },
  {
    title: '125th Street Retail Storefront', type: 'Commercial', listing: 'rent', price: 14_500, board: 10,
    address: '112 W 125th St, New York, NY 10027', at: [-100, 125], bedrooms: null, bathrooms: 1, squareFeet: 2100,
    realtor: 'grant', image: '/images/categories/shopping-a.svg', featured: true, listedDaysAgo: 12,
    description: 'Ground-floor retail on Harlem\'s main street with 22 feet of frontage, a full basement for storage and heavy foot traffic from the Apollo to the Metro-North station.',
  },
  {
    title: 'Mixed-Use Building on Adam Clayton Powell Jr. Boulevard', type: 'Commercial', listing: 'sale', price: 4_200_000, board: 10,
    address: '2350 Adam Clayton Powell Jr Blvd, New York, NY 10030', at: ['acp', 138], bedrooms: null, bathrooms: null, squareFeet: 6800,
    realtor: 'grant', image: '/images/categories/shopping-c.svg', listedDaysAgo: 40,
    description: 'A five-storey building with a leased restaurant on the ground floor and four free-market apartments above. Delivered with the restaurant lease in place.',
  },

  // ---- Community Board 9: Hamilton Heights
  {
    title: 'Hamilton Terrace Townhouse', type: 'Residential', listing: 'sale', price: 2_795_000, board: 9,
    address: '61 Hamilton Terrace, New York, NY 10031', at: [-1000, 142], bedrooms: 4, bathrooms: 3.5, squareFeet: 3600,
    realtor: 'whitfield', image: '/images/categories/history-b.svg', featured: true, listedDaysAgo: 15,
    description: 'A Romanesque Revival townhouse on one of Harlem\'s quietest blocks, a minute from Hamilton Grange. Owner\'s triplex over a rentable garden apartment.',
  },
  {
    title: 'Sugar Hill Co-op Near Convent Avenue', type: 'Residential', listing: 'sale', price: 625_000, board: 9,
    address: '452 W 147th St, New York, NY 10031', at: ['convent', 147], bedrooms: 2, bathrooms: 1, squareFeet: 980,
    realtor: 'whitfield', image: '/images/categories/hotels-a.svg', listedDaysAgo: 27,
    description: 'A pre-war co-op with high ceilings, original moldings and an eat-in kitchen in an elevator building with a live-in super.',
  },
  {
    title: 'Convent Avenue Two-Bedroom Rental', type: 'Residential', listing: 'rent', price: 3100, board: 9,
    address: '320 Convent Ave, New York, NY 10031', at: ['convent', 143], bedrooms: 2, bathrooms: 1, squareFeet: 900,
    realtor: 'whitfield', image: '/images/categories/hotels-b.svg', listedDaysAgo: 5,
    description: 'Two bedrooms in a brownstone on tree-lined Convent Avenue, near City College and the A, B, C and D trains at 145th Street.',
  },
  {
    title: 'Riverside Drive Classic Six', type: 'Residential', listing: 'rent', price: 4800, board: 9,
    address: '730 Riverside Dr, New York, NY 10031', at: ['riverside', 150], bedrooms: 3, bathrooms: 2, squareFeet: 1500,
    realtor: 'whitfield', image: '/images/categories/hotels-c.svg', listedDaysAgo: 21,
    description: 'A pre-war classic six with Hudson River views, a formal dining room and a doorman. Riverside Park is across the street.',
  },
  {
    title: 'Broadway Corner Restaurant Space', type: 'Commercial', listing: 'rent', price: 9800, board: 9,
    address: '3333 Broadway, New York, NY 10031', at: ['broadway', 135], bedrooms: null, bathrooms: 2, squareFeet: 1800,
    realtor: 'grant', image: '/images/categories/restaurants-a.svg', listedDaysAgo: 33,
    description: 'A vented corner restaurant space with a walk-in cooler and a seating area for forty, steps from the 1 train at 137th Street.',
  },

  // ---- Community Board 11: East Harlem
  {
    title: 'East Harlem Condo with Terrace', type: 'Residential', listing: 'sale', price: 799_000, board: 11,
    address: '245 E 118th St, New York, NY 10035', at: [990, 118], bedrooms: 2, bathrooms: 2, squareFeet: 1020,
    realtor: 'santana', image: '/images/categories/hotels-a.svg', listedDaysAgo: 11,
    description: 'A new-construction condo with a private terrace, an open kitchen and central air, near Thomas Jefferson Park and the 4, 5 and 6 trains.',
  },
  {
    title: 'Renovated Lexington Avenue One-Bedroom', type: 'Residential', listing: 'rent', price: 2400, board: 11,
    address: '1732 Lexington Ave, New York, NY 10029', at: ['lexington', 108], bedrooms: 1, bathrooms: 1, squareFeet: 620,
    realtor: 'santana', image: '/images/categories/hotels-b.svg', listedDaysAgo: 2,
    description: 'A freshly renovated walk-up one-bedroom in El Barrio, a block from the 6 train at 110th Street and La Marqueta.',
  },
  {
    title: 'Family Three-Bedroom on Pleasant Avenue', type: 'Residential', listing: 'rent', price: 3600, board: 11,
    address: '413 Pleasant Ave, New York, NY 10035', at: ['pleasant', 117], bedrooms: 3, bathrooms: 2, squareFeet: 1250,
    realtor: 'santana', image: '/images/categories/hotels-c.svg', listedDaysAgo: 14,
    description: 'A three-bedroom near the East River esplanade and Rao\'s, with a dishwasher, storage and laundry in the building.',
  },
  {
    title: 'Third Avenue Retail Corner', type: 'Commercial', listing: 'rent', price: 11_000, board: 11,
    address: '2170 Third Ave, New York, NY 10035', at: ['third', 118.5], bedrooms: null, bathrooms: 1, squareFeet: 2400,
    realtor: 'grant', image: '/images/categories/shopping-b.svg', listedDaysAgo: 25,
    description: 'A corner storefront on busy Third Avenue with two frontages, suited to a pharmacy, bank branch or restaurant.',
  },
  {
    title: 'East 116th Street Mixed-Use Building', type: 'Commercial', listing: 'sale', price: 3_150_000, board: 11,
    address: '157 E 116th St, New York, NY 10029', at: [770, 116], bedrooms: null, bathrooms: null, squareFeet: 5200,
    realtor: 'grant', image: '/images/categories/shopping-c.svg', listedDaysAgo: 48,
    description: 'A four-storey building on El Barrio\'s main shopping street: a bakery on the ground floor and three apartments above.',
  },

  // ---- Community Board 12: Washington Heights and Inwood
  {
    title: 'Hudson Heights Art Deco Two-Bedroom', type: 'Residential', listing: 'sale', price: 749_000, board: 12,
    address: '100 Cabrini Blvd, New York, NY 10033', at: { latitude: 40.8531, longitude: -73.9391 }, bedrooms: 2, bathrooms: 1, squareFeet: 1050,
    realtor: 'okoye', image: '/images/categories/hotels-a.svg', featured: true, listedDaysAgo: 8,
    description: 'An Art Deco co-op with a sunken living room and river glimpses, a short walk from Fort Tryon Park and the Met Cloisters.',
  },
  {
    title: 'Jumel Terrace Historic Townhouse', type: 'Residential', listing: 'sale', price: 1_895_000, board: 12,
    address: '14 Jumel Terrace, New York, NY 10032', at: ['stNicholas', 161], bedrooms: 6, bathrooms: 4, squareFeet: 3900,
    realtor: 'okoye', image: '/images/categories/history-c.svg', listedDaysAgo: 30,
    description: 'A two-family 1890s townhouse in the Jumel Terrace Historic District, across from the Morris-Jumel Mansion.',
  },
  {
    title: 'Fort Washington Avenue One-Bedroom', type: 'Residential', listing: 'rent', price: 2200, board: 12,
    address: '720 Fort Washington Ave, New York, NY 10040', at: { latitude: 40.8578, longitude: -73.9348 }, bedrooms: 1, bathrooms: 1, squareFeet: 700,
    realtor: 'okoye', image: '/images/categories/hotels-b.svg', listedDaysAgo: 4,
    description: 'A one-bedroom with a sunken living room and park views, near the A train at 190th Street.',
  },
  {
    title: 'Inwood Garden Apartment', type: 'Residential', listing: 'rent', price: 2950, board: 12,
    address: '75 Park Terrace E, New York, NY 10034', at: { latitude: 40.8716, longitude: -73.9131 }, bedrooms: 2, bathrooms: 1, squareFeet: 850,
    realtor: 'okoye', image: '/images/categories/parks-outdoors-b.svg', listedDaysAgo: 16,
    description: 'Two bedrooms facing Inwood Hill Park, with a shared garden and bicycle storage. Minutes from the 1 train at 215th Street.',
  },
  {
    title: 'St. Nicholas Avenue Storefront', type: 'Commercial', listing: 'rent', price: 7500, board: 12,
    address: '1520 St Nicholas Ave, New York, NY 10033', at: { latitude: 40.8524, longitude: -73.9308 }, bedrooms: null, bathrooms: 1, squareFeet: 1400,
    realtor: 'grant', image: '/images/categories/shopping-a.svg', listedDaysAgo: 22,
    description: 'A storefront in the commercial heart of Washington Heights near 181st Street, with a new facade and roll-down gates.',
  },
];
