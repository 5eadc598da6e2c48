/**
 * Spanish and French descriptions of the demo's most-visited businesses (issue 35), by the seed
 * business's name. Written for the guide, checked as an admin would: seeded verified.
 */
export type SeedTranslation = { es: string; fr: string };

export const BUSINESS_TRANSLATIONS: Record<string, SeedTranslation> = {
  'Lenox Avenue Soul Kitchen': {
    es: 'Pollo frito con waffles, chuletas de cerdo en salsa, berza y cobbler de durazno, de un recetario familiar que ya va por la tercera generación. Brunch con góspel los domingos.',
    fr: 'Poulet frit et gaufres, côtes de porc mijotées en sauce, chou cavalier et cobbler aux pêches, tirés d’un carnet de recettes transmis sur trois générations. Brunch gospel le dimanche.',
  },
  'Apollo Theater': {
    es: 'El legendario escenario de la calle 125 donde se descubrió a Ella Fitzgerald, James Brown y Lauryn Hill. La Noche de Aficionados sigue celebrándose los miércoles, y el teatro ofrece conciertos, comedia y danza todo el año.',
    fr: 'La scène légendaire de la 125e Rue où Ella Fitzgerald, James Brown et Lauryn Hill ont été découverts. La soirée des amateurs a toujours lieu le mercredi, et le théâtre accueille concerts, humour et danse toute l’année.',
  },
  'The Met Cloisters': {
    es: 'La sede del arte medieval del Museo Metropolitano, construida con piezas de monasterios europeos en lo alto de una colina del Fort Tryon Park. No te pierdas los tapices del Unicornio ni los jardines de los claustros.',
    fr: 'La maison de l’art médiéval du Metropolitan Museum, bâtie avec des éléments de monastères européens au sommet d’une colline de Fort Tryon Park. Venez voir les tapisseries de la Licorne et les jardins des cloîtres.',
  },
  'Schomburg Center for Research in Black Culture': {
    es: 'Una biblioteca de investigación de la Biblioteca Pública de Nueva York con más de 11 millones de documentos sobre la historia y la cultura de los pueblos de ascendencia africana. Exposiciones gratuitas, charlas y el auditorio Langston Hughes.',
    fr: 'Une bibliothèque de recherche de la New York Public Library qui conserve plus de 11 millions de documents sur l’histoire et la culture des personnes d’ascendance africaine. Expositions gratuites, conférences et l’auditorium Langston Hughes.',
  },
  'Cathedral of St. John the Divine': {
    es: 'Una de las catedrales más grandes del mundo, todavía sin terminar después de más de un siglo. Sube al techo en una visita vertical o escucha el gran órgano en las vísperas.',
    fr: 'L’une des plus grandes cathédrales du monde, toujours inachevée après plus d’un siècle. Montez sur le toit lors d’une visite verticale ou écoutez le grand orgue aux vêpres.',
  },
  'The Studio Museum in Harlem': {
    es: 'Un museo dedicado a artistas de ascendencia africana, con un célebre programa de artistas en residencia. Su nuevo edificio en la calle 125 tiene galerías, una sala de lectura y una terraza en la azotea.',
    fr: 'Un musée consacré aux artistes d’ascendance africaine, réputé pour son programme d’artistes en résidence. Son nouveau bâtiment sur la 125e Rue abrite des galeries, une salle de lecture et une terrasse sur le toit.',
  },
  'Hamilton Grange National Memorial': {
    es: 'La única casa que tuvo Alexander Hamilton, trasladada dos veces y hoy en el St. Nicholas Park. Visitas gratuitas con guardaparques por sus salas restauradas de estilo federal.',
    fr: 'La seule maison qu’Alexander Hamilton ait jamais possédée, déplacée deux fois et aujourd’hui dans St. Nicholas Park. Visites gratuites, menées par des rangers, de ses pièces restaurées de style fédéral.',
  },
  'El Museo del Barrio': {
    es: 'La principal institución cultural latinx y latinoamericana del país, fundada en 1969 por artistas y activistas puertorriqueños. Es la casa del Desfile del Día de Reyes.',
    fr: 'La principale institution culturelle latino et latino-américaine du pays, fondée en 1969 par des artistes et militants portoricains. C’est elle qui organise le défilé de la fête des Rois.',
  },
  'Bomba y Plena House': {
    es: 'Bomba, plena y salsa en vivo, con una pista que se llena a las diez. Clases de bomba para principiantes todos los jueves a las 7 p. m. y una descarga familiar los domingos por la tarde.',
    fr: 'Bomba, plena et salsa en live, avec une piste de danse pleine dès 22 h. Cours de bomba pour débutants tous les jeudis à 19 h et bœuf en famille le dimanche après-midi.',
  },
  'United Palace': {
    es: 'Un palacio del cine de 1930 con una extravagante decoración dorada, hoy centro cultural de conciertos, películas y actividades comunitarias en el corazón de Washington Heights.',
    fr: 'Un palais du cinéma de 1930 au décor doré extravagant, devenu un centre culturel pour les concerts, les films et les événements de quartier au cœur de Washington Heights.',
  },
};
