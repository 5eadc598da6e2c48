/**
 * Two real Harlem walks for the walking-tour content (ar_tours, ar_points): stops in walking order
 * with their coordinates, a short story, the history behind it and the narration text read aloud.
 */
export type SeedTourPoint = {
  title: string;
  latitude: number;
  longitude: number;
  description: string;
  historicalContext: string;
  audioNarration: string;
};
export type SeedTour = {
  title: string;
  description: string;
  category: string;
  difficulty: 'easy' | 'moderate' | 'challenging';
  duration: number;
  distance: number;
  accessibility: { stepFree: boolean; benches: boolean; restrooms: boolean; notes: string };
  points: SeedTourPoint[];
};

export const TOURS: SeedTour[] = [
  {
    title: "Harlem Renaissance: 125th Street to Strivers' Row",
    description:
      'From the Apollo stage to the quiet blocks of Strivers’ Row: the theaters, churches and libraries where the Harlem Renaissance was made.',
    category: 'History',
    difficulty: 'easy',
    duration: 90,
    distance: 2.6,
    accessibility: {
      stepFree: true,
      benches: true,
      restrooms: true,
      notes: 'Flat sidewalks with curb cuts all the way; restrooms at the Schomburg Center during opening hours.',
    },
    points: [
      {
        title: 'Apollo Theater',
        latitude: 40.81003,
        longitude: -73.95006,
        description: '253 West 125th Street, under the famous vertical sign.',
        historicalContext:
          'Built in 1914 as a whites-only burlesque house, it reopened in 1934 as the Apollo for Black audiences. Its Amateur Night launched Ella Fitzgerald, who won in 1934 at seventeen, and later James Brown, the Jackson 5 and Lauryn Hill.',
        audioNarration:
          'You are standing at the Apollo. Performers still rub the Tree of Hope stump backstage for luck before Amateur Night, a Wednesday tradition since 1934.',
      },
      {
        title: 'Hotel Theresa',
        latitude: 40.80951,
        longitude: -73.94818,
        description: 'The white terra-cotta tower at 125th Street and Adam Clayton Powell Jr. Boulevard.',
        historicalContext:
          'Opened in 1913 and desegregated in 1940, the Theresa became the "Waldorf of Harlem". Fidel Castro stayed here in 1960 and received Nikita Khrushchev; Malcolm X ran his Organization of Afro-American Unity from offices upstairs.',
        audioNarration:
          'Look up at the Theresa. Joe Louis greeted crowds from its balcony after his fights; in 1960 Fidel Castro moved in during his visit to the United Nations.',
      },
      {
        title: 'Langston Hughes House',
        latitude: 40.80659,
        longitude: -73.94027,
        description: '20 East 127th Street, a brownstone with ivy on the front.',
        historicalContext:
          'Langston Hughes lived and wrote on the top floor from 1947 until his death in 1967. The house is a New York City landmark and today hosts readings.',
        audioNarration:
          'Langston Hughes climbed these steps for twenty years. He wrote here about the everyday Harlem around you: its rent parties, churches and blues.',
      },
      {
        title: 'Schomburg Center for Research in Black Culture',
        latitude: 40.81447,
        longitude: -73.94078,
        description: 'Malcolm X Boulevard at West 135th Street.',
        historicalContext:
          'The New York Public Library bought Arturo Alfonso Schomburg’s collection of books, manuscripts and art in 1926. It grew into one of the world’s leading research libraries on the African diaspora; Langston Hughes’s ashes lie beneath the lobby floor.',
        audioNarration:
          'Inside, a cosmogram in the lobby floor marks where Langston Hughes rests. The galleries are free; step in if the doors are open.',
      },
      {
        title: 'Abyssinian Baptist Church',
        latitude: 40.81619,
        longitude: -73.93981,
        description: '132 Odell Clark Place (West 138th Street).',
        historicalContext:
          'Founded in 1808 by free Black New Yorkers who refused segregated seating, the congregation moved to this Gothic church in 1923. Adam Clayton Powell Jr. preached here before becoming New York’s first Black congressman.',
        audioNarration:
          'Sunday services here are famous for their choir. Visitors are welcome, but dress for church and arrive early: the line forms long before the doors open.',
      },
      {
        title: "Strivers' Row",
        latitude: 40.81834,
        longitude: -73.9438,
        description: 'West 138th and 139th Streets between Adam Clayton Powell Jr. and Frederick Douglass Boulevards.',
        historicalContext:
          'Built in 1891–93 by developer David H. King Jr. with designs by McKim, Mead & White, James Brown Lord and Bruce Price. Black professionals, the "strivers", bought the houses from the 1920s; Scott Joplin and W. C. Handy lived here.',
        audioNarration: 'Walk into the alley behind the houses: the old signs still say "Walk your horses". This is the end of the walk.',
      },
    ],
  },
  {
    title: 'Sugar Hill and Hamilton Heights',
    description:
      'Up the hill from City College to the Morris-Jumel Mansion: Alexander Hamilton’s country house, Gothic campus towers and the apartment houses where Harlem’s elite lived.',
    category: 'Architecture',
    difficulty: 'moderate',
    duration: 120,
    distance: 3.4,
    accessibility: {
      stepFree: false,
      benches: true,
      restrooms: false,
      notes:
        'Steep streets and the stairs of St. Nicholas Park; a step-free detour follows Convent Avenue. Hamilton Grange has an elevator.',
    },
    points: [
      {
        title: 'Shepard Hall, City College',
        latitude: 40.82007,
        longitude: -73.94877,
        description: '160 Convent Avenue, the Gothic tower of the City College of New York.',
        historicalContext:
          'Designed by George B. Post and finished in 1907, Shepard Hall is built of Manhattan schist dug from the site, trimmed with white terra cotta. City College was founded in 1847 as a free college for the city’s children.',
        audioNarration: 'The dark stone in these walls came out of the ground beneath your feet when the campus was dug.',
      },
      {
        title: 'Hamilton Grange National Memorial',
        latitude: 40.8213,
        longitude: -73.94737,
        description: 'In St. Nicholas Park at West 141st Street.',
        historicalContext:
          'The only home Alexander Hamilton ever owned, finished in 1802, two years before his fatal duel. The house has been moved twice, in 1889 and in 2008, when it was rolled to this park.',
        audioNarration:
          'Hamilton called this his "sweet project". The house has travelled: in 2008 it was lifted and rolled down the hill to where you see it now.',
      },
      {
        title: 'Hamilton Heights Historic District',
        latitude: 40.82445,
        longitude: -73.94595,
        description: 'Convent Avenue between West 141st and 145th Streets.',
        historicalContext:
          'Row houses built between 1886 and 1906 after the elevated railway reached the neighborhood, in Romanesque Revival, Queen Anne and Beaux-Arts styles.',
        audioNarration:
          'Count the styles on this block: rounded Romanesque arches, Queen Anne gables and Beaux-Arts limestone, all within twenty years.',
      },
      {
        title: '409 Edgecombe Avenue',
        latitude: 40.82727,
        longitude: -73.94246,
        description: 'The thirteen-story apartment house at West 155th Street.',
        historicalContext:
          'From the 1930s the most prestigious address in Black New York: W. E. B. Du Bois, Thurgood Marshall, Walter White of the NAACP and the artist Aaron Douglas lived here.',
        audioNarration:
          'Sugar Hill took its name from the sweet life of its residents. At 409, neighbours in the elevator included a future Supreme Court justice.',
      },
      {
        title: '555 Edgecombe Avenue',
        latitude: 40.83413,
        longitude: -73.93938,
        description: 'The Roger Morris Apartments at West 160th Street.',
        historicalContext:
          'Home to Paul Robeson, Count Basie, Duke Ellington’s collaborator Billy Strayhorn and the boxer Joe Louis. For decades Marjorie Eliot held free Sunday jazz concerts in her apartment here.',
        audioNarration: 'On Sunday afternoons, jazz still drifts from an apartment in this building, as it has for more than thirty years.',
      },
      {
        title: 'Morris-Jumel Mansion',
        latitude: 40.83444,
        longitude: -73.93862,
        description: '65 Jumel Terrace, in Roger Morris Park.',
        historicalContext:
          'Built in 1765, it is Manhattan’s oldest surviving house. George Washington made it his headquarters in the autumn of 1776; later Eliza Jumel lived here and, briefly, married Aaron Burr.',
        audioNarration:
          'Washington planned the defense of Harlem Heights from this house. Walk round to Sylvan Terrace behind it, a lane of wooden row houses from 1882. The walk ends here.',
      },
    ],
  },
];
