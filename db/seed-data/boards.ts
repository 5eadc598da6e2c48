/** The four community boards of the guide, with their centres. */
export const BOARDS = [
  {
    number: 9,
    name: 'Hamilton Heights',
    slug: 'hamilton-heights',
    description:
      'Hamilton Heights, Manhattanville and Morningside Heights: Sugar Hill brownstones, the City College campus, Hamilton Grange and the Hudson River waterfront at West Harlem Piers.',
    latitude: 40.8214,
    longitude: -73.9522,
  },
  {
    number: 10,
    name: 'Central Harlem',
    slug: 'central-harlem',
    description:
      "The heart of Harlem from 110th to 155th Street: 125th Street and the Apollo, the Schomburg Center, Strivers' Row, soul food on Malcolm X Boulevard and jazz in the clubs where bebop was born.",
    latitude: 40.8116,
    longitude: -73.9465,
  },
  {
    number: 11,
    name: 'East Harlem',
    slug: 'east-harlem',
    description:
      "El Barrio, east of Fifth Avenue: Museum Mile's northern end, murals on every other block, La Marqueta, bomba and plena, and Italian and Puerto Rican kitchens side by side.",
    latitude: 40.7957,
    longitude: -73.9389,
  },
  {
    number: 12,
    name: 'Washington Heights',
    slug: 'washington-heights',
    description:
      'Washington Heights and Inwood above 155th Street: the Met Cloisters in Fort Tryon Park, the Morris-Jumel Mansion, the United Palace and the Dominican heart of upper Manhattan.',
    latitude: 40.8501,
    longitude: -73.9351,
  },
] as const;
