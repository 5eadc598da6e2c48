/** Demo accounts (one per role; passwords listed in the README) and the members who wrote the seed reviews. */
export const DEMO_ACCOUNTS = [
  {
    email: 'admin@harlemguide.example',
    password: 'harlem-admin-2026',
    firstName: 'Avery',
    lastName: 'Jackson',
    role: 'admin',
    isPremium: true,
  },
  {
    email: 'owner@harlemguide.example',
    password: 'harlem-owner-2026',
    firstName: 'Denise',
    lastName: 'Walker',
    role: 'business_owner',
    isPremium: false,
    business: 'Lenox Avenue Soul Kitchen',
  },
  {
    email: 'premium@harlemguide.example',
    password: 'harlem-premium-2026',
    firstName: 'Marcus',
    lastName: 'Reyes',
    role: 'user',
    isPremium: true,
  },
  {
    email: 'member@harlemguide.example',
    password: 'harlem-member-2026',
    firstName: 'Keisha',
    lastName: 'Brown',
    role: 'user',
    isPremium: false,
  },
] as const;

/** Members who wrote reviews; they sign in only through the demo flow, so they have no password. */
export const REVIEWERS = [
  ['Tamika', 'Johnson'],
  ['Luis', 'Rodriguez'],
  ['Grace', 'Okafor'],
  ['Daniel', 'Kim'],
  ['Yolanda', 'Perez'],
  ['Marcus', 'Bell'],
  ['Sophie', 'Laurent'],
  ['Andre', 'Williams'],
  ['Priya', 'Shah'],
  ['Carmen', 'Santiago'],
  ['Jamal', 'Thompson'],
  ['Emily', 'Chen'],
  ['Hector', 'Almonte'],
  ['Nia', 'Robinson'],
] as const;

/** Review texts by star rating. */
export const REVIEW_TEXTS: Record<1 | 2 | 3 | 4 | 5, { title: string; comment: string }[]> = {
  5: [
    {
      title: 'The best of Harlem',
      comment: 'Everything we hoped for and more. Warm welcome, real history, and we are already planning to come back.',
    },
    {
      title: 'Do not miss it',
      comment: 'We almost skipped this on our first trip uptown. So glad we did not. The staff clearly love what they do.',
    },
    {
      title: 'A neighborhood treasure',
      comment: 'I have lived on this block for twenty years and still bring every visitor here. It never disappoints.',
    },
    { title: 'Worth the trip uptown', comment: 'Took the A train up from our hotel downtown and it was the highlight of the week.' },
    { title: 'Perfect afternoon', comment: 'Friendly, unhurried and full of character. Exactly the Harlem my grandmother told me about.' },
  ],
  4: [
    {
      title: 'Really good, a little busy',
      comment: 'Great experience overall. It gets crowded on weekends, so go early or on a weekday if you can.',
    },
    { title: 'Lovely visit', comment: 'We enjoyed it a lot. A few small things could be better, but we would happily recommend it.' },
    { title: 'Solid choice', comment: 'Good value and a friendly crowd. Not flashy, just genuinely good.' },
    { title: 'Great for groups', comment: 'Came with six friends and everyone found something they loved. Booking ahead helped.' },
  ],
  3: [
    {
      title: 'Fine, not special',
      comment: 'Pleasant enough, but it did not quite live up to the hype for us. Service was slow on a Saturday.',
    },
    { title: 'Mixed feelings', comment: 'Some parts were great and some were forgettable. Worth a look if you are nearby.' },
  ],
  2: [
    {
      title: 'Disappointing this time',
      comment: 'We waited a long time and nobody seemed to know what was going on. Hoping it was an off day.',
    },
  ],
  1: [{ title: 'Not for us', comment: 'Closed early without notice when we arrived. Check before you go.' }],
};
