/**
 * What Listen says (issue 35), recorded without a browser: a page as the server sends it, read in
 * jsdom by listen-text.ts as the page's <listen-aloud> button reads it, for a business page, a
 * walking-tour point and a news article, in English and in Spanish, and for an event in Spanish.
 * The seed's verified Spanish (issue 35) is read in Spanish; on a Spanish page, content still in
 * English (reviews) is marked `lang="en"` and read in English. The news article has its Spanish
 * version and is read in Spanish from its title to its last line. One browser test shows a tour
 * point's own button speaking that point, in a voice of its words' language.
 */
import { JSDOM } from 'jsdom';
import type { APIRequestContext } from '@playwright/test';
import { utterancesOfListen } from '#lib/site/listen-text.ts';
import { expect, test } from './fixtures.ts';
import { recordSpeech } from './speech.ts';
import { EVENTS } from '#db/seed-data/events.ts';

/** A seed event always in the month after seeding (three to nine days on, a Saturday): seeded in Spanish and French. Ids follow the seed's order. */
const COMING_EVENT_ID = EVENTS.findIndex((event) => event.title === 'Jazz for Young People') + 1;

/** What the Listen button reading `target` on the page at `path` says, as "lang: text" lines. */
async function listenSays(request: APIRequestContext, path: string, target: string): Promise<string[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const { document } = new JSDOM(await response.text()).window;
  const listen = document.querySelector<HTMLElement>(`listen-aloud[data-for="${target}"]`);
  expect(listen, `a Listen button for #${target} on ${path}`).not.toBeNull();
  return utterancesOfListen(listen!).map(({ lang, text }) => `${lang}: ${text}`);
}

/** A reviewer's line: the name, a pause, the review's date (the seed dates reviews days before its run), and the demo label. */
const DATE = { en: '[A-Z][a-z]+ \\d{1,2}, \\d{4}', es: '\\d{1,2} de [a-z]+ de \\d{4}' };
const DEMO = { en: 'Demo review', es: 'Reseña de demostración' };
const dated = (lang: keyof typeof DATE, name: string) =>
  expect.stringMatching(new RegExp(`^${lang}: ${name.replace('.', '\\.')}, ${DATE[lang]}, ${DEMO[lang]}$`));

/** The business's seeded reviews, newest first: stars, title, sentences, reviewer (people's words: English on every page). */
const REVIEWS: [stars: string, title: string, sentences: string[], name: string][] = [
  [
    '5.0',
    'Warm service, big plates',
    [
      'Our server checked on us without hovering, and the plates were generous enough to share.',
      'Portions are big, so order fewer sides than you think.',
    ],
    'Reggie H.',
  ],
  [
    '5.0',
    'Fried chicken worth the wait',
    [
      'The fried chicken came out crackling and juicy, and the mac and cheese had a proper baked crust.',
      'Reservations help on Friday and Saturday evenings.',
    ],
    'Claire D.',
  ],
  [
    '4.0',
    'Brunch done right',
    [
      'Weekend brunch was lively, the coffee kept coming and the eggs were cooked exactly as asked.',
      'Ask for a table by the window if you like to watch the avenue.',
    ],
    'Zora F.',
  ],
  [
    '4.0',
    'A kitchen that cares',
    ['You can taste that the kitchen makes things from scratch; the sauces had real depth.', 'Vegetarian options are clearly marked.'],
    'Miguel B.',
  ],
  [
    '5.0',
    'Best meal of our trip',
    [
      'Every dish at our table was seasoned with care, and nobody left anything on the plate.',
      'The staff were patient with our questions about the menu.',
    ],
    'Hannah W.',
  ],
];
const reviewsRead = (lang: 'en' | 'es') =>
  REVIEWS.flatMap(([stars, title, sentences, name]) => [
    ...(lang === 'en' ? [`en: Rated ${stars} out of 5, ${title}`] : [`es: Calificación: ${stars} de 5`, `en: ${title}`]),
    ...sentences.map((sentence) => `en: ${sentence}`),
    dated(lang, name),
  ]);

const BUSINESS_EN = [
  'en: Lenox Avenue Soul Kitchen.',
  'en: Restaurants in Central Harlem.',
  'en: About',
  'en: Fried chicken and waffles, smothered pork chops, collard greens and peach cobbler from a family recipe book three generations deep.',
  'en: Gospel brunch on Sundays.',
  'en: Premium experience.',
  'en: Lenox Avenue Soul Kitchen is a premium listing: premium members get its video tours (1 available) and can message the team directly.',
  'en: Price range',
  'en: Moderate ($15-30 per person)',
  'en: Reviews (5)',
  ...reviewsRead('en'),
];

const BUSINESS_ES = [
  'es: Lenox Avenue Soul Kitchen.',
  'es: Restaurantes en Central Harlem.',
  'es: Acerca de',
  'es: Pollo frito con waffles, chuletas de cerdo en salsa, berza y cobbler de durazno, de un recetario familiar que ya va por la tercera generación.',
  'es: Brunch con góspel los domingos.',
  'es: Experiencia premium.',
  'es: Lenox Avenue Soul Kitchen es un negocio premium: los miembros premium disfrutan de sus recorridos en video (1 disponible) y pueden escribir directamente al equipo.',
  'es: Rango de precios',
  'es: Moderado ($15-30 por persona)',
  'es: Reseñas (5)',
  ...reviewsRead('es'),
];

const TOUR_POINT_EN = [
  'en: Hotel Theresa',
  'en: The white terra-cotta tower at 125th Street and Adam Clayton Powell Jr. Boulevard.',
  'en: Historical context',
  'en: Opened in 1913 and desegregated in 1940, the Theresa became the "Waldorf of Harlem".',
  'en: Fidel Castro stayed here in 1960 and received Nikita Khrushchev; Malcolm X ran his Organization of Afro-American Unity from offices upstairs.',
  'en: Narration',
  'en: Look up at the Theresa.',
  'en: Joe Louis greeted crowds from its balcony after his fights; in 1960 Fidel Castro moved in during his visit to the United Nations.',
];

/** The seed's verified Spanish (issue 35): the whole point in Spanish. */
const TOUR_POINT_ES = [
  'es: Hotel Theresa',
  'es: La torre de terracota blanca en la esquina de la calle 125 y el bulevar Adam Clayton Powell Jr.',
  'es: Contexto histórico',
  'es: Inaugurado en 1913 y abierto a clientes negros en 1940, el Theresa se convirtió en el "Waldorf de Harlem".',
  'es: Fidel Castro se alojó aquí en 1960 y recibió a Nikita Jrushchov; Malcolm X dirigió su Organización de la Unidad Afroamericana desde oficinas en los pisos de arriba.',
  'es: Narración',
  'es: Mira hacia arriba, al Theresa.',
  'es: Joe Louis saludaba a la multitud desde su balcón después de sus combates; en 1960, Fidel Castro se instaló aquí durante su visita a las Naciones Unidas.',
];

const ARTICLE_EN = [
  "en: Be Good or Be Gone: Harlem's Amateur Night Tradition",
  'en: Since the 1930s, unknown performers have walked onto a Harlem stage to let the audience decide their fate.',
  'en: What to expect at an amateur night, and why the crowd is the real star.',
  'en: By Andre Coleman, January 22, 2026, 3 min read',
  'en: There are easier ways to start a career than singing for a Harlem crowd that has paid to judge you.',
  'en: That is exactly the point of amateur night.',
  'en: Since 1934, when the Apollo Theater on 125th Street opened its doors to a weekly contest for unknown performers, the audience has been the only jury that counts.',
  'en: Cheer and you stay.',
  'en: Boo loudly enough and you are escorted off the stage, sometimes by a costumed character whose whole job is to remove acts the house has rejected.',
  'en: Legends started here',
  'en: The contest’s history reads like a roll call of American music.',
  'en: In its first year, a teenage Ella Fitzgerald, who had planned to dance, lost her nerve, sang instead, and won.',
  'en: Sarah Vaughan won in 1942.',
  'en: Many performers who went on to fill arenas first learned here what it feels like to win over, or lose, a room full of strangers.',
  'en: The Tree of Hope',
  'en: Before they go on, contestants touch a worn piece of wood on a pedestal at the side of the stage.',
  'en: It comes from the Tree of Hope, an elm that once stood on Seventh Avenue near the Lafayette Theatre, where out-of-work performers gathered and rubbed its bark for luck.',
  'en: When the tree was cut down, a piece of it found its way to the Apollo, and the ritual moved indoors.',
  'en: What to expect as an audience member',
  'en: An amateur night is loud, funny and surprisingly moving.',
  'en: Expect a host who warms up the room, a house band, a mix of singers, dancers, comedians and musicians, and a crowd that is not shy.',
  'en: Booing is part of the tradition, but so is generosity: the same audience that sends one act off will lift the next one to its feet.',
  'en: Children often compete in their own segments, and the house tends to be gentle with them.',
  'en: A few practical notes',
  'en: Check the schedule and buy tickets ahead.',
  'en: The contest has traditionally been held on Wednesday nights, but seasons and formats change.',
  'en: Arrive early.',
  'en: The lobby and the history on its walls are worth a look before the show.',
  'en: Participate.',
  'en: The show does not work without you.',
  'en: Clap, cheer, and when you disagree with your neighbor, that’s part of the fun.',
  'en: Amateur nights beyond the Apollo',
  'en: The spirit of the contest lives on in smaller rooms across Harlem: open mics in cafes and bars, poetry nights, comedy showcases, karaoke battles and jam sessions where anyone with an instrument can sit in.',
  'en: They are cheaper, more intimate and often just as thrilling.',
  'en: Browse upcoming events and music venues in our guide to find one this week, and if you have been practicing, bring your best three minutes.',
];

/** The Spanish article (src/content/news/es/), all read in a Spanish voice: its byline, title and text. */
const ARTICLE_ES = [
  'es: Pórtate bien o vete: la tradición de la noche de aficionados de Harlem',
  'es: Desde los años treinta, artistas desconocidos suben a un escenario de Harlem para que el público decida su suerte.',
  'es: Qué esperar de una noche de aficionados, y por qué la verdadera estrella es el público.',
  'es: Por Andre Coleman, 22 de enero de 2026, 3 min de lectura',
  'es: Hay maneras más fáciles de empezar una carrera que cantar ante un público de Harlem que ha pagado para juzgarte.',
  'es: Precisamente de eso se trata la noche de aficionados.',
  'es: Desde 1934, cuando el Apollo Theater de la calle 125 abrió sus puertas a un concurso semanal para artistas desconocidos, el público ha sido el único jurado que cuenta.',
  'es: Si te aplauden, te quedas.',
  'es: Si te abuchean lo bastante fuerte, te acompañan fuera del escenario, a veces un personaje disfrazado cuyo único trabajo es retirar los números que la sala ha rechazado.',
  'es: Aquí empezaron leyendas',
  'es: La historia del concurso parece un repaso de la música estadounidense.',
  'es: En su primer año, una adolescente llamada Ella Fitzgerald, que pensaba bailar, se puso nerviosa, cantó en su lugar y ganó.',
  'es: Sarah Vaughan ganó en 1942.',
  'es: Muchos artistas que luego llenaron estadios aprendieron aquí lo que se siente al conquistar, o perder, una sala llena de desconocidos.',
  'es: El Árbol de la Esperanza',
  'es: Antes de salir, los concursantes tocan un trozo de madera gastado sobre un pedestal a un lado del escenario.',
  'es: Procede del Árbol de la Esperanza, un olmo que se alzaba en la Séptima Avenida cerca del Lafayette Theatre, donde los artistas sin trabajo se reunían y frotaban su corteza para tener suerte.',
  'es: Cuando talaron el árbol, un trozo llegó al Apollo, y el ritual se trasladó al interior.',
  'es: Qué esperar como espectador',
  'es: Una noche de aficionados es ruidosa, divertida y sorprendentemente emotiva.',
  'es: Espera un presentador que calienta la sala, una banda de la casa, una mezcla de cantantes, bailarines, humoristas y músicos, y un público nada tímido.',
  'es: Abuchear forma parte de la tradición, pero también la generosidad: el mismo público que despide a un número pondrá de pie a toda la sala por el siguiente.',
  'es: Los niños suelen competir en sus propias secciones, y la sala tiende a ser amable con ellos.',
  'es: Algunos consejos prácticos',
  'es: Consulta el programa y compra las entradas con antelación.',
  'es: Tradicionalmente el concurso se celebra los miércoles por la noche, pero las temporadas y los formatos cambian.',
  'es: Llega temprano.',
  'es: El vestíbulo y la historia de sus paredes merecen una mirada antes del espectáculo.',
  'es: Participa.',
  'es: El espectáculo no funciona sin ti.',
  'es: Aplaude, anima, y cuando no estés de acuerdo con tu vecino de asiento, eso también es parte de la diversión.',
  'es: Noches de aficionados más allá del Apollo',
  'es: El espíritu del concurso sigue vivo en salas más pequeñas de todo Harlem: micrófonos abiertos en cafés y bares, noches de poesía, muestras de comedia,',
  'es: duelos de karaoke y jam sessions en las que cualquiera con un instrumento puede sumarse.',
  'es: Son más baratas, más íntimas y a menudo igual de emocionantes.',
  'es: Consulta los próximos eventos y los locales de música de nuestra guía para encontrar una esta semana, y si has estado practicando, trae tus mejores tres minutos.',
];

test.describe('what Listen says', () => {
  test('a business page, from its name to its last review', async ({ request }) => {
    expect(await listenSays(request, '/business/7', 'overview')).toEqual(BUSINESS_EN);
    expect(await listenSays(request, '/es/business/7', 'overview')).toEqual(BUSINESS_ES);
  });

  test('a walking-tour point, by its own button', async ({ request }) => {
    expect(await listenSays(request, '/tours/1', 'stop-2')).toEqual(TOUR_POINT_EN);
    expect(await listenSays(request, '/es/tours/1', 'stop-2')).toEqual(TOUR_POINT_ES);
  });

  test('a news article', async ({ request }) => {
    expect(await listenSays(request, '/news/be-good-or-be-gone-amateur-night', 'article')).toEqual(ARTICLE_EN);
    expect(await listenSays(request, '/es/news/be-good-or-be-gone-amateur-night', 'article')).toEqual(ARTICLE_ES);
  });

  test('an event of the coming month in Spanish: all in Spanish, its title and description translated', async ({ request }) => {
    const said = await listenSays(request, `/es/events/${COMING_EVENT_ID}`, 'event');
    expect(said.filter((line) => line.startsWith('en:'))).toEqual([]);
    expect(said).toContain('es: Jazz para jóvenes');
    expect(said).toContain('es: Sobre este evento');
    expect(said).toContain('es: Fecha');
  });
});

test('a tour point’s Listen speaks that point, in a voice of the language of its words, and can pause', async ({ page }) => {
  // The device's speech, recorded: one English and one Spanish voice (the stop is translated: only the Spanish one speaks).
  const said = await recordSpeech(page, [
    { name: 'Samantha', lang: 'en-US' },
    { name: 'Paulina', lang: 'es-MX' },
  ]);
  await page.goto('/es/tours/1');
  const listen = page.getByRole('button', { name: 'Escuchar: leer el punto 2 en voz alta' });
  await listen.click();
  await expect(page.getByRole('button', { name: 'Pausa' })).toBeVisible();
  const spoken = (await said()).map(({ voice, lang, text }) => `${voice ?? lang}: ${text}`);
  expect(spoken).toEqual(TOUR_POINT_ES.map((line) => line.replace(/^en:/, 'Samantha:').replace(/^es:/, 'Paulina:')));
  await page.getByRole('button', { name: 'Pausa' }).click();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
  await expect(page.locator('#stop-2').getByRole('status')).toHaveText('En pausa.');
  expect(await page.evaluate(() => speechSynthesis.paused)).toBe(true);
});
