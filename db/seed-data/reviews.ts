/**
 * The seed's demo reviews: written per category (restaurants speak of food and service, museums of
 * exhibits, music venues of shows...), so a review always fits the place it is on. A comment is an
 * opening in the review's tone followed by a detail, and no comment is used twice in the guide.
 * Ratings are spread around each business's target so its average and count are what the seed says.
 */
import type { CategorySlug } from './categories.ts';

/** An opening: the review's title and its first sentence. */
type Opening = readonly [title: string, text: string];

export type ReviewPool = {
  /** Openings for four and five stars. */
  praise: readonly Opening[];
  /** Openings for three stars. */
  mixed: readonly Opening[];
  /** Openings for one and two stars. */
  complaint: readonly Opening[];
  /** Second sentences that suit any tone. */
  details: readonly string[];
};

export const REVIEW_POOLS: Record<CategorySlug, ReviewPool> = {
  restaurants: {
    praise: [
      ['Fried chicken worth the wait', 'The fried chicken came out crackling and juicy, and the mac and cheese had a proper baked crust.'],
      ['Warm service, big plates', 'Our server checked on us without hovering, and the plates were generous enough to share.'],
      ['Best meal of our trip', 'Every dish at our table was seasoned with care, and nobody left anything on the plate.'],
      ['A kitchen that cares', 'You can taste that the kitchen makes things from scratch; the sauces had real depth.'],
      ['Brunch done right', 'Weekend brunch was lively, the coffee kept coming and the eggs were cooked exactly as asked.'],
      ['Dinner to remember', 'We shared three starters and two mains, and each dish tasted like nothing we have at home.'],
      ['Family-style feast', 'The staff helped us order a dinner spread for the whole family, including my vegetarian sister.'],
      ['Great value lunch', 'The lunch special was a full meal for a fair price and came out fast enough for a work break.'],
      [
        'Dessert alone is worth it',
        'Save room for dessert: the banana pudding and the peach cobbler were both homemade and not too sweet.',
      ],
      ['Friendly from the door', 'The host found us a table on a busy night, and the food lived up to the welcome.'],
    ],
    mixed: [
      ['Good food, slow service', 'The food was tasty, but our mains took almost an hour to arrive on a quiet Tuesday.'],
      ['Hit and miss menu', 'The starters were excellent; the main dish was underseasoned and a bit dry.'],
      ['Loud but tasty', 'The cooking is solid, but the dining room gets so loud it is hard to talk over dinner.'],
    ],
    complaint: [
      ['Cold plates', 'Two of our plates arrived lukewarm, and the server never came back to ask about the meal.'],
      ['Reservation lost', 'They lost our reservation, we waited forty minutes for a table, and the kitchen ran out of the special.'],
    ],
    details: [
      'Reservations help on Friday and Saturday evenings.',
      'Portions are big, so order fewer sides than you think.',
      'The staff were patient with our questions about the menu.',
      'Vegetarian options are clearly marked.',
      'Ask for a table by the window if you like to watch the avenue.',
      'Prices are fair for the neighborhood.',
      'We took leftovers home and they were just as good the next day.',
      'Lunch is much calmer than dinner if you want a quiet meal.',
    ],
  },
  'cafes-bakeries': {
    praise: [
      ['Proper espresso', 'The espresso was rich without being bitter, and the barista clearly knows the machine.'],
      ['Pastries still warm', 'We arrived as a tray of pastries came out, and they were flaky all the way through.'],
      ['My morning spot', 'I stop here for coffee most mornings; the cold brew is smooth and the line moves quickly.'],
      ['Lovely place to read', 'A calm corner, good coffee, and nobody rushed me while I read for an hour.'],
      ['Sweet stop on a walk', 'We stopped for something sweet mid-walk, and the treats were fresh and clearly made in house.'],
      ['Fresh from the oven', 'Everything on the counter looked baked that morning, and it tasted that way too.'],
      ['Friendly baristas', 'The baristas remembered my order on my second visit and talked me into a great oat latte.'],
      ['Small cafe, big flavor', 'It is a small room, but the coffee and the guava pastries punch well above their size.'],
    ],
    mixed: [
      ['Nice coffee, cramped room', 'The coffee is good, but there are only a few seats, so plan to take it to go.'],
      ['Pricey for the size', 'Tasty drinks and pastries, though the prices felt high for the portions.'],
      ['Slow on weekends', 'The coffee was fine, but on a Saturday morning we waited twenty minutes to order.'],
    ],
    complaint: [
      ['Stale pastry', 'My pastry tasted like yesterday’s, and the latte was lukewarm.'],
      ['Order mixed up', 'They mixed up our coffee order twice, and the counter was too busy to fix it quickly.'],
    ],
    details: [
      'There is good wifi if you need to work for a bit.',
      'Plant milks cost nothing extra.',
      'Go early for the best choice of pastries.',
      'Cash and cards both work.',
      'The music is low enough to have a conversation.',
      'It makes a good break between museums.',
      'The staff were kind to our toddler.',
    ],
  },
  'bars-nightlife': {
    praise: [
      ['Cocktails with care', 'The bartender built each cocktail carefully and asked what we liked before suggesting one.'],
      ['Great local beers', 'A good list of local beers on tap, and they let us taste two before choosing.'],
      ['Perfect night out', 'Good drinks, a DJ who read the room, and a crowd that was there to have fun.'],
      ['Cozy wine list', 'The wine list was short but well chosen, and the small plates went with every glass.'],
      ['Drinks at sunset', 'We came for one drink at sunset and stayed for hours; the bar staff kept it relaxed all night.'],
      ['Neighborhood bar at its best', 'A friendly bar where locals and visitors mix, with fair prices on drinks.'],
    ],
    mixed: [
      ['Fun but packed', 'The drinks are good, but it gets packed after ten and the bar is hard to reach.'],
      ['Music too loud', 'Nice cocktails, but by midnight the music was too loud to talk.'],
    ],
    complaint: [
      ['Long wait for drinks', 'We waited twenty minutes for two beers while the bartender chatted with friends.'],
      ['Watered-down cocktail', 'My cocktail tasted watered down and cost more than the menu said.'],
    ],
    details: [
      'Happy hour runs early in the evening and is good value.',
      'Bring ID; they check at the door.',
      'The alcohol-free cocktails are just as thoughtful.',
      'Weeknights are calmer if you want to talk.',
      'The bar snacks are worth ordering.',
      'They will call you a cab at closing if you ask.',
    ],
  },
  hotels: {
    praise: [
      ['Spotless room', 'Our room was spotless, the bed was comfortable, and the street noise barely reached us.'],
      ['Helpful front desk', 'The front desk drew us a map of the neighborhood and gave us great dinner tips.'],
      ['Charming stay', 'The building has real character, and our room mixed old details with modern comforts.'],
      ['Great breakfast included', 'Breakfast was fresh and varied, and the staff made coffee to order every morning.'],
      ['Easy base for exploring', 'A quiet stay close to the subway, so we were downtown in twenty minutes each day.'],
      ['Felt welcome', 'From check-in to check-out the staff treated us like guests in their own home.'],
    ],
    mixed: [
      ['Nice room, thin walls', 'The room was pretty, but we could hear our neighbors through the walls.'],
      ['Small room', 'Clean and well located, though the room was smaller than the photos suggested.'],
    ],
    complaint: [
      ['Check-in trouble', 'Our room was not ready until two hours after check-in time, and nobody offered a fix.'],
      ['Noisy night', 'The heating in our room clanked all night, and we barely slept.'],
    ],
    details: [
      'Ask for a room at the back if you sleep lightly.',
      'They kept our bags after check-out at no charge.',
      'The walk back at night felt friendly and safe.',
      'There are plenty of restaurants within a few blocks.',
      'Housekeeping was quick and discreet.',
      'The shower pressure was excellent.',
    ],
  },
  history: {
    praise: [
      ['History comes alive', 'The guide told the history of the place with stories we had never heard, and answered every question.'],
      ['Stunning architecture', 'The architecture alone is worth the visit; look up at the ceilings and the carved stonework.'],
      ['A moving visit', 'Standing where so much history happened was moving, and the displays explain it without lecturing.'],
      ['Well cared for landmark', 'The landmark is beautifully kept, and the small exhibit at the entrance sets the scene well.'],
      ['Learned so much', 'I thought I knew Harlem history, but the talk we joined filled in a whole chapter for me.'],
      ['Quiet and beautiful', 'A peaceful place to take in the history, with plenty of detail on the signs.'],
      ['Great for kids', 'Our kids asked questions the whole time, and the volunteer guide had an answer about the history for every one.'],
      ['Worth the detour', 'We made a detour to see this landmark, and it turned into the most memorable hour of our day.'],
      ['Rich in stories', 'Every corner of this site has a story, and the people who look after it love telling them.'],
      ['Beautifully restored', 'The old building has been restored with care, and the history panels are clear and well written.'],
    ],
    mixed: [
      ['Interesting but little to see', 'The history is fascinating, but there was not much to see on the day we visited.'],
      ['Crowded at the weekend', 'A beautiful landmark, but a large tour group filled it and we could not hear the guide.'],
      ['Check the schedule', 'Worth seeing, though part of the building was closed for a service and we missed the best of it.'],
    ],
    complaint: [
      ['Closed for an event', 'We came for the history and found the site closed for a private event, with no notice online.'],
      ['Not much explanation', 'A lovely building, but almost no signs explained its history and no guide was around.'],
    ],
    details: [
      'Allow about an hour to see everything.',
      'Photos are allowed in most areas, without flash.',
      'A small donation is welcome and well spent.',
      'Combine it with a walk along the nearby brownstone blocks.',
      'The free guided visits fill up, so arrive early.',
      'Comfortable shoes help; there is a lot of standing.',
      'The staff suggested other sites nearby we would never have found.',
    ],
  },
  museums: {
    praise: [
      ['Exhibits that stay with you', 'The current exhibition was powerful, and the wall texts gave just enough context.'],
      ['Wonderful collection', 'The permanent collection is compact, but every piece is worth stopping for.'],
      ['Thoughtful curating', 'You can tell the curators thought about how the galleries flow from one room to the next.'],
      ['Great with teenagers', 'Even our teenagers were absorbed; the interactive part of the exhibit kept them there for an hour.'],
      ['A gem of a museum', 'A calm museum with light-filled galleries and a collection you will not see anywhere else.'],
      ['Museum staff were wonderful', 'A guard in the galleries pointed us to a painting we had walked past and told us its story.'],
      ['Worth every minute', 'We planned an hour at the museum and stayed three; each gallery had something new.'],
    ],
    mixed: [
      ['Good but small', 'The exhibition was interesting but small, and we were done in forty minutes.'],
      ['Some galleries closed', 'Two galleries were closed for installation, so we saw only half of the museum.'],
    ],
    complaint: [
      ['Disappointing exhibit', 'The exhibition we came for had closed early, and no one at the museum desk mentioned it before we paid.'],
      ['Confusing layout', 'The galleries were hard to navigate and half the labels in the exhibit were missing.'],
    ],
    details: [
      'The audio guide is free and worth it.',
      'Check the website for pay-what-you-wish hours.',
      'The shop has unusual books and prints.',
      'Lockers are available for bags.',
      'Weekday mornings are the quietest time to visit.',
      'Benches in each room make it easy to take a break.',
      'There are free family activities on some weekends.',
    ],
  },
  music: {
    praise: [
      ['Unforgettable show', 'The show was electric from the first note, and the audience sang along by the end.'],
      ['Real jazz, real room', 'A tight band, a warm room and a sound mix that let every instrument breathe.'],
      ['The crowd makes it', 'The audience was part of the show; people cheered every solo and danced in the aisles.'],
      ['Great sound', 'The sound was clear from our seats at the back, and the stage is visible from everywhere.'],
      ['Talent on stage', 'The performers were outstanding, and the set ran well past what we expected.'],
      ['A night of music', 'We caught a concert on a whim, and it turned out to be the best night of our visit.'],
      ['Dancing all night', 'The band played for three hours and the dance floor never emptied.'],
    ],
    mixed: [
      ['Great band, tight seats', 'The music was excellent, but the seats were cramped for a two-hour show.'],
      ['Late start', 'The show started forty-five minutes late, though the band made up for it once they played.'],
    ],
    complaint: [
      ['Could not hear the music', 'The sound was muddy where we sat, and the singer was hard to hear all night.'],
      ['Overpriced show', 'Tickets and drinks were expensive, and the set lasted barely an hour.'],
    ],
    details: [
      'Arrive early for a good seat.',
      'Check the calendar; some nights sell out weeks ahead.',
      'There is a coat check in winter.',
      'The staff moved the line along quickly at the door.',
      'Buying at the box office saves the online fees.',
      'Weeknight shows are more relaxed than weekends.',
    ],
  },
  'art-culture': {
    praise: [
      ['Inspiring performance', 'The performance was daring and beautifully staged, and the dancers were extraordinary.'],
      ['Art with a point of view', 'The artists on show had something to say, and the small space lets you get close to the work.'],
      ['Color everywhere', 'The artwork is vivid and full of detail, and every wall seemed to hold something new.'],
      ['Meet the artists', 'We met two of the artists, who talked us through their work with real generosity.'],
      ['Creative energy', 'There is real creative energy here, from the rehearsals you can glimpse to the art on the walls.'],
      ['Culture close to home', 'A lively cultural space where neighbors come for shows, talks and openings.'],
      ['A must for art lovers', 'If you love contemporary art, this is a must; the work was fresh and the space welcoming.'],
    ],
    mixed: [
      ['Interesting but brief', 'The art was interesting, but there was less on show than we expected.'],
      ['Hard to find', 'A good exhibition once we found the entrance, which was poorly signed.'],
    ],
    complaint: [
      ['Nothing on that day', 'We came for the open studio listed online and found the space closed for a private rehearsal.'],
      ['Performance fell flat', 'The performance felt unfinished, and the sound kept cutting out.'],
    ],
    details: [
      'Check the calendar for free openings and artist talks.',
      'The staff were happy to explain the work.',
      'Small donations help keep it free.',
      'It pairs well with a meal nearby.',
      'Evening events draw a great neighborhood crowd.',
      'Bring a friend who has never been; they will thank you.',
    ],
  },
  'parks-outdoors': {
    praise: [
      ['Green escape', 'The park is a green escape from the avenues, with shady paths and plenty of benches.'],
      ['River views', 'The views over the river at sunset were worth the climb up the hill.'],
      ['Great for families', 'The playground and the open lawn kept our kids busy all afternoon.'],
      ['Gardens in bloom', 'The garden beds were in full bloom and clearly looked after by people who care.'],
      ['Perfect for a run', 'The paths make a good loop for a run, and the trees keep it cool in summer.'],
      ['Hidden oasis', 'A quiet park that feels far from the city, with birdsong and big old trees.'],
      ['Picnic perfection', 'We brought a picnic and found a shady spot on the lawn without any trouble.'],
    ],
    mixed: [
      ['Pretty but busy', 'A beautiful park, but the main lawn was crowded and the restrooms were closed.'],
      ['Some upkeep needed', 'Lovely views, though some paths in the park needed repair.'],
    ],
    complaint: [
      ['Litter everywhere', 'After a warm weekend the park was full of litter and the bins overflowed.'],
      ['Closed off', 'Half the park was fenced off for works, with no sign of when it would reopen.'],
    ],
    details: [
      'Bring water; fountains are few.',
      'Mornings are the quietest time.',
      'There are free events in summer.',
      'The hills are steep in places, so wear good shoes.',
      'It is lovely in autumn when the leaves turn.',
      'Watch for the rangers’ nature walks.',
    ],
  },
  shopping: {
    praise: [
      ['Great finds', 'I found two things I love at fair prices, and the owner of the shop told me where each came from.'],
      ['Browse for hours', 'The shelves are packed and well organized; I could have browsed for hours.'],
      ['Friendly vendors', 'The vendors were friendly, happy to chat and never pushy about selling.'],
      ['Gifts for everyone', 'We bought gifts for the whole family here, all made or chosen by local people.'],
      ['Small shop, big heart', 'A small shop with a big heart, and prices that beat the stores downtown.'],
      ['Found exactly what I wanted', 'I asked for something specific, and the staff found it in the back of the shop within minutes.'],
      ['Fresh and local', 'Everything we bought felt special and local, and the place was full of color.'],
      ['Worth the stop', 'We stopped in for five minutes and left the shop an hour later with two full bags.'],
    ],
    mixed: [
      ['Hit or miss stock', 'Some great things, but the shelves were half empty on our visit.'],
      ['Pricey in places', 'A nice shop, though a few items were priced well above what they were worth.'],
      ['Cash only hassle', 'A good selection, but only one vendor took cards and the nearest cash machine was blocks away.'],
    ],
    complaint: [
      ['Unhelpful staff', 'Nobody in the shop could answer a simple question, and the prices were not marked.'],
      ['No exchange', 'I was sold a damaged item, and the store refused to exchange it.'],
    ],
    details: [
      'Weekends have the best selection.',
      'Bring a tote bag.',
      'Friendly bargaining is expected at some stalls.',
      'They can ship gifts if you are flying home.',
      'The staff knew the neighborhood and gave us lunch tips.',
      'Prices are clearly marked.',
      'It is close to the subway, so easy to fit into a day.',
    ],
  },
  tours: {
    praise: [
      ['Excellent guide', 'Our guide was funny, knew every story and kept the group together without fuss.'],
      ['Saw Harlem differently', 'The tour took us to corners we would never have found on our own.'],
      ['Well-paced tour', 'The route was well paced, with enough stops to rest and ask questions.'],
      ['Best thing we booked', 'Of everything we booked in New York, this tour was the highlight.'],
      ['Small group, big experience', 'A small group meant the guide could shape the tour around what we wanted to see.'],
      ['Fun for all ages', 'Our teenagers and my father all enjoyed the tour equally.'],
    ],
    mixed: [
      ['Good but long', 'An interesting tour, though it ran long and the last stops felt rushed.'],
      ['Big group', 'The guide knew the material, but the tour group was too big to hear well.'],
    ],
    complaint: [
      ['Cancelled last minute', 'Our tour was cancelled an hour before the start, with only a short text message.'],
      ['Guide ran late', 'The guide arrived twenty minutes late and cut the tour short to make up the time.'],
    ],
    details: [
      'Wear comfortable shoes and bring water.',
      'Booking ahead is wise in summer.',
      'It goes ahead in light rain, so bring a jacket.',
      'Tips are welcome.',
      'The meeting point is easy to find near the subway.',
    ],
  },
  wellness: {
    praise: [
      ['Best class in the neighborhood', 'The instructor gave everyone individual cues, from beginners to regulars.'],
      ['Calm and welcoming', 'The studio is calm and welcoming, and I left the class feeling lighter.'],
      ['Tough but kind', 'A tough workout with an instructor who was encouraging, never harsh.'],
      ['Great for beginners', 'It was my first class ever and I never felt lost; the teacher explained every move.'],
      ['Clean studio', 'The studio is spotless, mats are provided, and the showers were clean.'],
      ['Community feel', 'Regulars greeted me like a friend, and the class had a real community feel.'],
    ],
    mixed: [
      ['Good class, crowded room', 'The instructor was good, but the class was so full we were mat to mat.'],
      ['Pricey drop-in', 'A solid class, though the drop-in price is steep compared with a class pack.'],
    ],
    complaint: [
      ['Class cancelled', 'The class I booked was cancelled when I arrived, and the studio never emailed.'],
      ['Rushed class', 'The instructor rushed through the workout and ignored questions.'],
    ],
    details: [
      'Book a day ahead for the popular evening classes.',
      'The first class is discounted for newcomers.',
      'Bring your own water bottle.',
      'Arrive ten minutes early to settle in.',
      'Weekend mornings are the liveliest.',
    ],
  },
};

/** Words of which every review of a category names at least one, so it is plainly about that kind of place. */
export const CATEGORY_WORDS: Record<CategorySlug, RegExp> = {
  restaurants: /\b(food|dish|plates?|menu|server|kitchen|dinner|brunch|lunch|meal|chicken|dessert|starters|table)\b/i,
  'cafes-bakeries': /\b(coffee|espresso|pastry|pastries|baristas?|latte|treats|baked)\b/i,
  'bars-nightlife': /\b(drinks?|cocktails?|bartender|beers?|bar|wine|DJ)\b/i,
  hotels: /\b(room|bed|stay|check-in|front desk|breakfast|guests)\b/i,
  history: /\b(history|architecture|landmark|building|site)\b/i,
  museums: /\b(exhibit|exhibition|collection|galleries|curators|museum|painting)\b/i,
  music: /\b(show|band|sound|stage|performers|concert|music|singer|set)\b/i,
  'art-culture': /\b(performance|artists?|art|artwork|exhibition|studio|dancers|cultural)\b/i,
  'parks-outdoors': /\b(park|paths|lawn|garden|views|trees|playground)\b/i,
  shopping: /\b(shop|stores?|vendors?|stalls|bought|shelves|selection)\b/i,
  tours: /\b(tour|guide|route)\b/i,
  wellness: /\b(class|instructor|studio|workout|teacher)\b/i,
};

/**
 * Ratings for one business: `count` whole stars whose average is `target` as closely as whole stars
 * allow, spread `spread` times (two fours become a five and a three), and with six reviews and a
 * spread of two, one more time (the lowest goes down a star, another up), so the stars vary and
 * the average stays.
 */
export function spreadRatings(target: number, count: number, spread: number): number[] {
  const total = Math.min(5 * count, Math.max(count, Math.round(target * count)));
  const base = Math.floor(total / count);
  const ratings = Array.from({ length: count }, (_, index) => (index < total - base * count ? base + 1 : base));
  const move = (lowest: number) => {
    const down = ratings.reduce((best, value, index) => (value >= lowest && (best < 0 || value < ratings[best]) ? index : best), -1);
    const up = ratings.reduce(
      (best, value, index) => (index !== down && value < 5 && (best < 0 || value > ratings[best]) ? index : best),
      -1,
    );
    if (down < 0 || up < 0 || ratings[up] < ratings[down]) return;
    ratings[down] -= 1;
    ratings[up] += 1;
  };
  for (let turn = 0; turn < spread; turn++) move(4);
  if (spread >= 2 && count >= 6) move(2);
  return ratings.sort((a, b) => b - a);
}

export type PlannedReview = { rating: number; title: string; comment: string };

/**
 * Writes the reviews of each business from its category's pool, in the given order. A comment is
 * never used twice in the guide, and a business never gets the same opening or detail twice.
 */
export function writeReviews(businesses: { category: CategorySlug; ratings: number[] }[]): PlannedReview[][] {
  const used = new Set<string>();
  const turn = new Map<string, number>();
  return businesses.map(({ category, ratings }) => {
    const pool = REVIEW_POOLS[category];
    const openingsHere = new Set<string>();
    const detailsHere = new Set<string>();
    return ratings.map((rating) => {
      const tone = rating >= 4 ? 'praise' : rating === 3 ? 'mixed' : 'complaint';
      const openings = pool[tone];
      const key = `${category}:${tone}`;
      const start = turn.get(key) ?? 0;
      const pairs = openings.length * pool.details.length;
      // Pair number p is opening p mod O with detail (p div O + p mod O) mod D: every pair once, a different detail each turn.
      // First a pair new to this business in both halves, then one whose opening is new here, then any unused pair.
      for (const strict of [2, 1, 0])
        for (let step = 0; step < pairs; step++) {
          const p = (start + step) % pairs;
          const [title, text] = openings[p % openings.length];
          const detail = pool.details[(Math.floor(p / openings.length) + (p % openings.length)) % pool.details.length];
          const comment = `${text} ${detail}`;
          if (used.has(comment) || (strict > 0 && openingsHere.has(text)) || (strict > 1 && detailsHere.has(detail))) continue;
          used.add(comment);
          openingsHere.add(text);
          detailsHere.add(detail);
          turn.set(key, start + step + 1);
          return { rating, title, comment };
        }
      throw new Error(`The ${category} reviews ran out of ${tone} texts`);
    });
  });
}
