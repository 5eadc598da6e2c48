/**
 * Spanish and French titles and descriptions of every seed event, by its English title (issue 35).
 * The seed stores, verified, those of the events that fall in the month after the seeding day.
 */
export type SeedEventTranslation = { title: string; description: string };

export const EVENT_TRANSLATIONS: Record<string, { es: SeedEventTranslation; fr: SeedEventTranslation }> = {
  'Amateur Night at the Apollo': {
    es: {
      title: 'Noche de Aficionados en el Apollo',
      description:
        'El concurso que lanzó a Ella Fitzgerald y a Jimi Hendrix: nuevos talentos se enfrentan al público más exigente del mundo, y el Verdugo espera entre bastidores.',
    },
    fr: {
      title: 'Soirée des amateurs à l’Apollo',
      description:
        'Le concours qui a révélé Ella Fitzgerald et Jimi Hendrix : de nouveaux talents affrontent le public le plus exigeant du monde, et le Bourreau attend en coulisses.',
    },
  },
  'Harlem Shorts Film Night': {
    es: {
      title: 'Noche de cortometrajes de Harlem',
      description:
        'Seis cortometrajes de directores de Harlem, con los cineastas en el escenario al final. Los miembros Premium con acceso anticipado se inscriben primero; se abre a todos cuatro días después.',
    },
    fr: {
      title: 'Soirée courts métrages de Harlem',
      description:
        'Six courts métrages de réalisateurs de Harlem, suivis d’un échange sur scène avec les cinéastes. Les membres Premium avec accès anticipé s’inscrivent en premier ; l’inscription s’ouvre à tous quatre jours plus tard.',
    },
  },
  'St. Nicholas Park Cleanup Day': {
    es: {
      title: 'Jornada de limpieza del St. Nicholas Park',
      description:
        'Vecinos, jardineros y voluntarios rastrillan, desyerban, plantan y recogen basura por todo el St. Nicholas Park. Se dan guantes, herramientas y almuerzo.',
    },
    fr: {
      title: 'Journée de nettoyage de St. Nicholas Park',
      description:
        'Voisins, jardiniers et bénévoles ratissent, désherbent, plantent et ramassent les déchets dans tout St. Nicholas Park. Gants, outils et déjeuner fournis.',
    },
  },
  'Bebop Jam Session': {
    es: {
      title: 'Jam session de bebop',
      description:
        'Abre el trío de la casa y luego el escenario es de quien traiga un instrumento. Una tradición que viene de Monk y Dizzy.',
    },
    fr: {
      title: 'Jam session bebop',
      description:
        'Le trio maison ouvre, puis la scène appartient à qui apporte son instrument. Une tradition qui remonte à Monk et Dizzy.',
    },
  },
  'Day of the Dead Altar Workshop': {
    es: {
      title: 'Taller de altares del Día de Muertos',
      description: 'Arma una ofrenda con artistas del Taller: flores de papel, papel picado e historias de las personas que recordamos.',
    },
    fr: {
      title: 'Atelier d’autels du jour des Morts',
      description:
        'Construisez une ofrenda avec les artistes du Taller : fleurs en papier, papel picado et histoires des personnes dont nous gardons le souvenir.',
    },
  },
  'Sugar Hill Brownstone Walk': {
    es: {
      title: 'Paseo por las casas de piedra rojiza de Sugar Hill',
      description:
        'Las mansiones de Sugar Hill, donde vivieron Duke Ellington, Thurgood Marshall y W.E.B. Du Bois, en un paseo de dos horas.',
    },
    fr: {
      title: 'Promenade des brownstones de Sugar Hill',
      description:
        'Les demeures de Sugar Hill, où vécurent Duke Ellington, Thurgood Marshall et W.E.B. Du Bois, au fil d’une promenade de deux heures.',
    },
  },
  'Members Preview: Harlem Photographers': {
    es: {
      title: 'Preestreno para miembros: fotógrafos de Harlem',
      description:
        'Un preestreno fuera de horario, para miembros premium, de la nueva exposición de fotografía, con los curadores en las salas.',
    },
    fr: {
      title: 'Avant-première pour les membres : photographes de Harlem',
      description:
        'Une avant-première après la fermeture, réservée aux membres premium, de la nouvelle exposition de photographie, avec les commissaires dans les salles.',
    },
  },
  'Community Board 11 Town Hall': {
    es: {
      title: 'Asamblea abierta de la Junta Comunitaria 11',
      description:
        'Los residentes se reúnen con la junta y las agencias de la ciudad sobre vivienda, seguridad vial y el corredor de la calle 125. Con interpretación al español.',
    },
    fr: {
      title: 'Réunion publique du Conseil de quartier 11',
      description:
        'Les habitants rencontrent le conseil et les services de la ville sur le logement, la sécurité routière et l’axe de la 125e Rue. Interprétation en espagnol assurée.',
    },
  },
  'Salsa Night with Orquesta del Barrio': {
    es: {
      title: 'Noche de salsa con la Orquesta del Barrio',
      description: 'Una orquesta de salsa de doce músicos, la pista llena y una clase gratis para principiantes a las 8 p. m.',
    },
    fr: {
      title: 'Soirée salsa avec l’Orquesta del Barrio',
      description: 'Un orchestre de salsa de douze musiciens, une piste bondée et un cours gratuit pour débutants à 20 h.',
    },
  },
  'Cloisters Garden Tour': {
    es: {
      title: 'Visita a los jardines de The Cloisters',
      description: 'Los jardineros del claustro de Bonnefont explican las plantas medievales y para qué las cultivaban los monjes.',
    },
    fr: {
      title: 'Visite des jardins des Cloisters',
      description: 'Les jardiniers du cloître de Bonnefont présentent les plantes médiévales et l’usage qu’en faisaient les moines.',
    },
  },
  'Schomburg Book Talks': {
    es: {
      title: 'Charlas de libros en el Schomburg',
      description: 'Autores de novela e historia recién publicadas leen y responden preguntas en el auditorio Langston Hughes.',
    },
    fr: {
      title: 'Rencontres littéraires au Schomburg',
      description:
        'Des auteurs de romans et de livres d’histoire récents lisent et répondent aux questions dans l’auditorium Langston Hughes.',
    },
  },
  'Thanksgiving Gospel Brunch': {
    es: {
      title: 'Brunch con góspel de Acción de Gracias',
      description: 'Un brunch de tres platos con un coro de góspel en vivo. Los miembros premium se sientan en el salón delantero.',
    },
    fr: {
      title: 'Brunch gospel de Thanksgiving',
      description: 'Un brunch en trois plats avec une chorale gospel en live. Les membres premium sont placés dans la salle de devant.',
    },
  },
  'Winter Lights on 125th Street': {
    es: {
      title: 'Luces de invierno en la calle 125',
      description:
        'El encendido anual de los árboles de la calle 125, con sidra caliente, un coro juvenil y el conjunto de metales de la Harlem School of the Arts.',
    },
    fr: {
      title: 'Lumières d’hiver sur la 125e Rue',
      description:
        'L’illumination annuelle des arbres de la 125e Rue, avec cidre chaud, une chorale de jeunes et l’ensemble de cuivres de la Harlem School of the Arts.',
    },
  },
  'Hamilton Grange Candlelight Tour': {
    es: {
      title: 'Visita a la luz de las velas en Hamilton Grange',
      description:
        'Los guardaparques guían una visita a la luz de las velas por la casa de Hamilton, decorada como en las fiestas de 1802. Cupo limitado.',
    },
    fr: {
      title: 'Visite aux chandelles de Hamilton Grange',
      description:
        'Les rangers mènent une visite aux chandelles de la maison de Hamilton, décorée comme pour les fêtes de 1802. Places limitées.',
    },
  },
  'Holiday Market at the Heights Art Guild': {
    es: {
      title: 'Mercado navideño en el Heights Art Guild',
      description:
        'Grabados, cerámica, joyería y pintura de cincuenta artistas del Alto Manhattan, con música en vivo y chocolate caliente.',
    },
    fr: {
      title: 'Marché des fêtes au Heights Art Guild',
      description:
        'Estampes, céramiques, bijoux et peintures de cinquante artistes du nord de Manhattan, avec musique live et chocolat chaud.',
    },
  },
  'Jazz for Young People': {
    es: {
      title: 'Jazz para jóvenes',
      description:
        'Un concierto interactivo para niños de cinco a doce años: qué es el swing, cómo se escucha una banda y la oportunidad de tocar con ella.',
    },
    fr: {
      title: 'Le jazz pour les jeunes',
      description:
        'Un concert interactif pour les enfants de cinq à douze ans : ce qu’est le swing, comment un orchestre s’écoute, et l’occasion de jouer avec lui.',
    },
  },
  'Ellington Nutcracker Suite': {
    es: {
      title: 'El Cascanueces de Ellington',
      description:
        'La versión con swing de Duke Ellington y Billy Strayhorn de la obra de Chaikovski, bailada por una compañía de bailarines de Harlem con una big band en vivo.',
    },
    fr: {
      title: 'Casse-Noisette selon Ellington',
      description:
        'La relecture swing de Tchaïkovski par Duke Ellington et Billy Strayhorn, dansée par une compagnie de danseurs de Harlem avec un big band en live.',
    },
  },
  'Members-Only Curator Walk: Medieval Treasures': {
    es: {
      title: 'Recorrido con el curador solo para miembros: tesoros medievales',
      description: 'Antes de la apertura, un curador lleva a los miembros premium por el Tesoro y los tapices del Unicornio.',
    },
    fr: {
      title: 'Visite avec un conservateur réservée aux membres : trésors médiévaux',
      description: 'Avant l’ouverture, un conservateur guide les membres premium dans le Trésor et devant les tapisseries de la Licorne.',
    },
  },
  'East Harlem Holiday Parranda': {
    es: {
      title: 'Parranda navideña en East Harlem',
      description:
        'Una parranda navideña puertorriqueña por El Barrio: cuatro, güiro y maracas de puerta en puerta, para terminar con coquito en La Marqueta.',
    },
    fr: {
      title: 'Parranda des fêtes à East Harlem',
      description:
        'Une parranda de Noël portoricaine dans El Barrio : cuatro, güiro et maracas de porte en porte, pour finir avec un coquito à La Marqueta.',
    },
  },
  'Messiah Sing-Along': {
    es: {
      title: 'El Mesías para cantar todos',
      description: 'Trae tu voz y tu partitura (o pide una prestada): El Mesías de Händel con orquesta y mil cantantes bajo la gran nave.',
    },
    fr: {
      title: 'Le Messie chanté par tous',
      description:
        'Apportez votre voix et votre partition (ou empruntez-en une) : le Messie de Haendel avec orchestre et mille choristes sous la grande nef.',
    },
  },
  'Soul Food Cooking Class': {
    es: {
      title: 'Clase de cocina soul food',
      description:
        'Aprende con el chef el pollo frito, los macarrones con queso y la berza de la casa, y luego siéntate a comer lo que cocinaste.',
    },
    fr: {
      title: 'Cours de cuisine soul food',
      description:
        'Apprenez avec le chef le poulet frit, les macaronis au fromage et le chou cavalier de la maison, puis attablez-vous pour déguster ce que vous avez cuisiné.',
    },
  },
  'Kwanzaa Celebration': {
    es: {
      title: 'Celebración de Kwanzaa',
      description: 'Música, danza y narración para el primer día de Kwanzaa, con un mercado de negocios de dueños negros.',
    },
    fr: {
      title: 'Fête de Kwanzaa',
      description: 'Musique, danse et contes pour le premier jour de Kwanzaa, avec un marché de commerces tenus par des Noirs.',
    },
  },
  "New Year's Eve Jazz Gala": {
    es: {
      title: 'Gala de jazz de Nochevieja',
      description: 'Dos sets, una cena de cuatro platos y champán a medianoche en el salón donde nació el bebop.',
    },
    fr: {
      title: 'Gala jazz du réveillon du Nouvel An',
      description: 'Deux sets, un souper en quatre plats et du champagne à minuit dans la salle où est né le bebop.',
    },
  },
  'Three Kings Day Parade': {
    es: {
      title: 'Desfile del Día de Reyes',
      description:
        'Camellos, títeres, parrandas y miles de escolares desfilan por la Tercera Avenida el Día de Reyes, como lo organiza El Museo desde 1977.',
    },
    fr: {
      title: 'Défilé de la fête des Rois',
      description:
        'Chameaux, marionnettes, parrandas et des milliers d’écoliers défilent sur la Troisième Avenue pour le Día de Reyes, qu’El Museo organise depuis 1977.',
    },
  },
  'Winter Bird Walk in Inwood Hill Park': {
    es: {
      title: 'Observación de aves de invierno en el Inwood Hill Park',
      description:
        'Los guardaparques urbanos buscan águilas, halcones y patos que pasan el invierno en la marisma. Se prestan binoculares.',
    },
    fr: {
      title: 'Sortie ornithologique d’hiver à Inwood Hill Park',
      description:
        'Les rangers du parc cherchent aigles, buses et canards hivernants le long du marais salant. Jumelles prêtées sur place.',
    },
  },
  'Harlem Restaurant Week Tasting': {
    es: {
      title: 'Degustación de la Semana de Restaurantes de Harlem',
      description:
        'Veinte cocinas de Harlem sirven platos de degustación bajo un mismo techo. Tu entrada incluye ocho degustaciones y una bebida.',
    },
    fr: {
      title: 'Dégustation de la Semaine des restaurants de Harlem',
      description:
        'Vingt cuisines de Harlem servent des assiettes de dégustation sous un même toit. Votre billet comprend huit dégustations et une boisson.',
    },
  },
  'Bomba Dance Workshop': {
    es: {
      title: 'Taller de baile de bomba',
      description:
        'Aprende el diálogo entre bailador y tamborero que está en el corazón de la bomba afropuertorriqueña. No hace falta experiencia.',
    },
    fr: {
      title: 'Atelier de danse bomba',
      description:
        'Apprenez le dialogue entre danseur et percussionniste au cœur de la bomba afro-portoricaine. Aucune expérience requise.',
    },
  },
  'Dr. Martin Luther King Jr. Day of Service': {
    es: {
      title: 'Jornada de servicio del Dr. Martin Luther King Jr.',
      description: 'Proyectos de voluntariado por todo Harlem, seguidos de lecturas del discurso de Riverside del Dr. King de 1967.',
    },
    fr: {
      title: 'Journée de bénévolat Martin Luther King Jr.',
      description:
        'Des projets bénévoles dans tout Harlem, suivis de lectures du discours de Riverside prononcé par Martin Luther King en 1967.',
    },
  },
  'Cathedral Vertical Tour': {
    es: {
      title: 'Visita vertical a la catedral',
      description:
        'Sube 124 pies (38 metros) de escaleras de caracol hasta el techo de la catedral para ver la avenida Amsterdam desde arriba. No apto para quien sufre de vértigo.',
    },
    fr: {
      title: 'Visite verticale de la cathédrale',
      description:
        'Gravissez 124 pieds (38 mètres) d’escaliers en colimaçon jusqu’au toit de la cathédrale, avec vue sur Amsterdam Avenue. Déconseillé aux personnes sujettes au vertige.',
    },
  },
  'Open Rehearsal: Dance Theatre of Harlem': {
    es: {
      title: 'Ensayo abierto: Dance Theatre of Harlem',
      description: 'Los miembros premium ven a la compañía ensayar su nuevo repertorio y conocen a los bailarines al final.',
    },
    fr: {
      title: 'Répétition ouverte : Dance Theatre of Harlem',
      description:
        'Les membres premium assistent à la répétition du nouveau répertoire de la compagnie et rencontrent les danseurs ensuite.',
    },
  },
  'Dominican Independence Day Concert': {
    es: {
      title: 'Concierto del Día de la Independencia Dominicana',
      description:
        'Merengue, bachata y un homenaje a Juan Luis Guerra en el escenario del United Palace, una semana antes del 27 de febrero.',
    },
    fr: {
      title: 'Concert de la fête de l’indépendance dominicaine',
      description: 'Merengue, bachata et un hommage à Juan Luis Guerra sur la scène de l’United Palace, une semaine avant le 27 février.',
    },
  },
  'Black History Month Opening Night': {
    es: {
      title: 'Noche inaugural del Mes de la Historia Afroamericana',
      description: 'El museo abre hasta tarde con charlas de artistas, un DJ en la terraza y talleres de arte para familias.',
    },
    fr: {
      title: 'Soirée d’ouverture du Mois de l’histoire des Noirs',
      description: 'Le musée ouvre tard pour des rencontres avec des artistes, un DJ sur la terrasse et des ateliers d’art en famille.',
    },
  },
  'Harlem Renaissance Walking Tour': {
    es: {
      title: 'Recorrido a pie por el Renacimiento de Harlem',
      description:
        'La casa de Langston Hughes, el salón Dark Tower y los clubes de Jungle Alley en un paseo de dos horas por los años veinte.',
    },
    fr: {
      title: 'Visite à pied de la Renaissance de Harlem',
      description:
        'La maison de Langston Hughes, le salon de la Dark Tower et les clubs de Jungle Alley, au fil d’une promenade de deux heures dans les années 1920.',
    },
  },
  'Brisket & Blues Night': {
    es: {
      title: 'Noche de brisket y blues',
      description: 'Una banda de blues en el escenario del fondo, brisket por libra y sin cover.',
    },
    fr: {
      title: 'Soirée brisket et blues',
      description: 'Un groupe de blues sur la scène du fond, du brisket à la livre et pas de droit d’entrée.',
    },
  },
  'Members Tasting: Rum of the Caribbean': {
    es: {
      title: 'Cata para miembros: rones del Caribe',
      description: 'Seis rones de Puerto Rico, Barbados, Jamaica y Martinica, con las historias que hay detrás, para miembros premium.',
    },
    fr: {
      title: 'Dégustation pour les membres : rhums des Caraïbes',
      description:
        'Six rhums de Porto Rico, de la Barbade, de la Jamaïque et de la Martinique, avec leurs histoires, pour les membres premium.',
    },
  },
  'Family Day at El Museo': {
    es: {
      title: 'Día en familia en El Museo',
      description: 'Talleres, cuentos en español e inglés y una búsqueda por las salas para niños y sus adultos.',
    },
    fr: {
      title: 'Journée en famille à El Museo',
      description: 'Ateliers, contes en espagnol et en anglais, et une chasse au trésor dans les salles pour les enfants et leurs grands.',
    },
  },
  'Gospel Sunday Tour': {
    es: {
      title: 'Recorrido de góspel dominical',
      description:
        'Un breve paseo por la historia de Harlem y luego el culto dominical en una iglesia de Harlem. Se ruega vestir con discreción.',
    },
    fr: {
      title: 'Visite gospel du dimanche',
      description:
        'Une courte promenade dans l’histoire de Harlem, puis l’office du dimanche dans une église de Harlem. Tenue correcte, s’il vous plaît.',
    },
  },
  'Lunar New Year in the Heights': {
    es: {
      title: 'Año Nuevo Lunar en the Heights',
      description: 'Danzas del león, dumplings y faroles de papel para los vecinos de Washington Heights de todos los orígenes.',
    },
    fr: {
      title: 'Nouvel An lunaire à Washington Heights',
      description: 'Danses du lion, raviolis et lanternes en papier pour les habitants de Washington Heights de tous horizons.',
    },
  },
  'Apollo Music Cafe': {
    es: {
      title: 'Música en vivo en el Apollo Music Cafe',
      description:
        'Un escenario íntimo en el piso de arriba para nuevos artistas de soul, funk y jazz antes de que la sala se les quede chica.',
    },
    fr: {
      title: 'Concerts à l’Apollo Music Cafe',
      description:
        'Une scène intimiste à l’étage pour les nouveaux artistes de soul, de funk et de jazz, avant que la salle ne devienne trop petite pour eux.',
    },
  },
  'Mural Painting Day': {
    es: {
      title: 'Jornada de pintura de murales',
      description:
        'Ayuda a los muralistas a pintar un nuevo muro comunitario en la calle 104. Se dan pintura, pinceles y delantales; todas las edades son bienvenidas.',
    },
    fr: {
      title: 'Journée de peinture murale',
      description:
        'Aidez les muralistes à peindre un nouveau mur de quartier sur la 104e Rue. Peinture, pinceaux et tabliers fournis ; tous les âges sont les bienvenus.',
    },
  },
  'Langston Hughes Poetry Night': {
    es: {
      title: 'Noche de poesía Langston Hughes',
      description: 'Poetas leen a Hughes y su propia obra en el auditorio donde reposan sus cenizas, bajo el mosaico de los Ríos.',
    },
    fr: {
      title: 'Soirée poésie Langston Hughes',
      description:
        'Des poètes lisent Hughes et leurs propres textes dans l’auditorium où reposent ses cendres, sous la mosaïque des Rivières.',
    },
  },
  'Spring Garden Volunteer Day': {
    es: {
      title: 'Jornada de voluntariado en el jardín de primavera',
      description: 'Ayuda a los jardineros a preparar el Heather Garden para la primavera. Se dan herramientas, guantes y café.',
    },
    fr: {
      title: 'Journée bénévole au jardin de printemps',
      description: 'Aidez les jardiniers à préparer le Heather Garden pour le printemps. Outils, gants et café fournis.',
    },
  },
  'Harlem Winter Jazz Crawl': {
    es: {
      title: 'Ruta de jazz de invierno por Harlem',
      description: 'Una pulsera, seis clubes y sets de los mejores músicos de jazz de Harlem desde las 7 p. m. hasta tarde.',
    },
    fr: {
      title: 'Tournée hivernale des clubs de jazz de Harlem',
      description: 'Un bracelet, six clubs et des sets des meilleurs musiciens de jazz de Harlem, de 19 h jusque tard dans la nuit.',
    },
  },
  "Kids' Kayak Safety Class": {
    es: {
      title: 'Clase de seguridad en kayak para niños',
      description:
        'Una clase bajo techo de remo y seguridad para niños de ocho a catorce años, para estar listos para las primeras salidas al río en mayo.',
    },
    fr: {
      title: 'Cours de sécurité en kayak pour les enfants',
      description:
        'Un cours en salle de pagaie et de sécurité pour les enfants de huit à quatorze ans, prêts pour les premières sorties sur le fleuve en mai.',
    },
  },
  "Strivers' Row Architecture Talk": {
    es: {
      title: "Charla de arquitectura sobre Strivers' Row",
      description: 'Un historiador de la arquitectura habla de las casas modelo King, con una copa de vino en el salón del supper club.',
    },
    fr: {
      title: "Conférence d’architecture sur Strivers' Row",
      description:
        'Un historien de l’architecture présente les King Model Houses, un verre de vin à la main, dans le salon du supper club.',
    },
  },
};
