/**
 * Spanish and French texts of the two walking tours and of every stop (issue 35), by the seed
 * tour's title and each stop's English title: the tour's title, description and access notes,
 * and each stop's title, description, history and narration.
 */
export type SeedStopTranslation = { title: string; description: string; context: string; narration: string };
export type SeedTourTranslation = { title: string; description: string; access: string; stops: Record<string, SeedStopTranslation> };

export const TOUR_TRANSLATIONS: Record<string, { es: SeedTourTranslation; fr: SeedTourTranslation }> = {
  "Harlem Renaissance: 125th Street to Strivers' Row": {
    es: {
      title: "El Renacimiento de Harlem: de la calle 125 a Strivers' Row",
      description:
        'Del escenario del Apollo a las calles tranquilas de Strivers’ Row: los teatros, iglesias y bibliotecas donde se hizo el Renacimiento de Harlem.',
      access: 'Aceras planas con rampas en todo el recorrido; baños en el Schomburg Center en su horario de apertura.',
      stops: {
        'Apollo Theater': {
          title: 'Teatro Apollo',
          description: 'En el 253 de la calle 125 Oeste, bajo su famoso letrero vertical.',
          context:
            'Construido en 1914 como teatro de variedades solo para blancos, reabrió en 1934 como el Apollo, para el público negro. Su Noche de Aficionados lanzó a Ella Fitzgerald, que ganó en 1934 con diecisiete años, y más tarde a James Brown, los Jackson 5 y Lauryn Hill.',
          narration:
            'Estás frente al Apollo. Antes de la Noche de Aficionados, los artistas todavía frotan para tener suerte el tronco del Árbol de la Esperanza, entre bastidores: una tradición de los miércoles desde 1934.',
        },
        'Hotel Theresa': {
          title: 'Hotel Theresa',
          description: 'La torre de terracota blanca en la esquina de la calle 125 y el bulevar Adam Clayton Powell Jr.',
          context:
            'Inaugurado en 1913 y abierto a clientes negros en 1940, el Theresa se convirtió en el "Waldorf de Harlem". Fidel Castro se alojó aquí en 1960 y recibió a Nikita Jrushchov; Malcolm X dirigió su Organización de la Unidad Afroamericana desde oficinas en los pisos de arriba.',
          narration:
            'Mira hacia arriba, al Theresa. Joe Louis saludaba a la multitud desde su balcón después de sus combates; en 1960, Fidel Castro se instaló aquí durante su visita a las Naciones Unidas.',
        },
        'Langston Hughes House': {
          title: 'Casa de Langston Hughes',
          description: 'En el 20 de la calle 127 Este, una casa de piedra rojiza con la fachada cubierta de hiedra.',
          context:
            'Langston Hughes vivió y escribió en el último piso desde 1947 hasta su muerte en 1967. La casa es un monumento protegido de la ciudad de Nueva York y hoy acoge lecturas.',
          narration:
            'Langston Hughes subió estos escalones durante veinte años. Aquí escribió sobre el Harlem cotidiano que te rodea: sus fiestas para pagar el alquiler, sus iglesias y su blues.',
        },
        'Schomburg Center for Research in Black Culture': {
          title: 'Centro Schomburg de Investigación de la Cultura Negra',
          description: 'En el bulevar Malcolm X con la calle 135 Oeste.',
          context:
            'La Biblioteca Pública de Nueva York compró en 1926 la colección de libros, manuscritos y arte de Arturo Alfonso Schomburg. Creció hasta ser una de las principales bibliotecas de investigación del mundo sobre la diáspora africana; las cenizas de Langston Hughes reposan bajo el suelo del vestíbulo.',
          narration:
            'Dentro, un cosmograma en el suelo del vestíbulo señala dónde descansa Langston Hughes. Las salas son gratuitas; entra si las puertas están abiertas.',
        },
        'Abyssinian Baptist Church': {
          title: 'Iglesia Bautista Abisinia',
          description: 'En el 132 de Odell Clark Place (calle 138 Oeste).',
          context:
            'Fundada en 1808 por neoyorquinos negros libres que se negaron a sentarse en bancos segregados, la congregación se trasladó a esta iglesia gótica en 1923. Adam Clayton Powell Jr. predicó aquí antes de ser el primer congresista negro de Nueva York.',
          narration:
            'Los cultos del domingo aquí son famosos por su coro. Los visitantes son bienvenidos, pero vístete para ir a la iglesia y llega temprano: la fila se forma mucho antes de que abran las puertas.',
        },
        "Strivers' Row": {
          title: "Strivers' Row",
          description: 'Las calles 138 y 139 Oeste, entre los bulevares Adam Clayton Powell Jr. y Frederick Douglass.',
          context:
            'Construidas entre 1891 y 1893 por el promotor David H. King Jr. con diseños de McKim, Mead & White, James Brown Lord y Bruce Price. Desde los años veinte compraron las casas profesionales negros, los "strivers" (los que luchan por salir adelante); aquí vivieron Scott Joplin y W. C. Handy.',
          narration:
            'Entra en el callejón detrás de las casas: los viejos letreros todavía dicen "Lleve su caballo al paso". Aquí termina el recorrido.',
        },
      },
    },
    fr: {
      title: "La Renaissance de Harlem : de la 125e Rue à Strivers' Row",
      description:
        'De la scène de l’Apollo aux rues tranquilles de Strivers’ Row : les théâtres, les églises et les bibliothèques où s’est faite la Renaissance de Harlem.',
      access:
        'Trottoirs plats avec bateaux de trottoir sur tout le parcours ; toilettes au Schomburg Center pendant ses heures d’ouverture.',
      stops: {
        'Apollo Theater': {
          title: 'Théâtre Apollo',
          description: 'Au 253, 125e Rue Ouest, sous sa célèbre enseigne verticale.',
          context:
            'Construit en 1914 comme salle de burlesque réservée aux Blancs, il rouvre en 1934 sous le nom d’Apollo pour le public noir. Sa soirée des amateurs a révélé Ella Fitzgerald, gagnante en 1934 à dix-sept ans, puis James Brown, les Jackson 5 et Lauryn Hill.',
          narration:
            'Vous êtes devant l’Apollo. Avant la soirée des amateurs, les artistes frottent encore, en coulisses, la souche de l’Arbre de l’Espoir pour se porter chance : une tradition du mercredi depuis 1934.',
        },
        'Hotel Theresa': {
          title: 'Hôtel Theresa',
          description: 'La tour de terre cuite blanche à l’angle de la 125e Rue et du boulevard Adam Clayton Powell Jr.',
          context:
            'Ouvert en 1913 et accessible aux clients noirs à partir de 1940, le Theresa devint le « Waldorf de Harlem ». Fidel Castro y séjourna en 1960 et y reçut Nikita Khrouchtchev ; Malcolm X dirigeait son Organisation de l’unité afro-américaine depuis des bureaux aux étages.',
          narration:
            'Levez les yeux vers le Theresa. Joe Louis saluait la foule depuis son balcon après ses combats ; en 1960, Fidel Castro s’y installa pendant sa visite aux Nations unies.',
        },
        'Langston Hughes House': {
          title: 'Maison de Langston Hughes',
          description: 'Au 20, 127e Rue Est, une maison en brownstone à la façade couverte de lierre.',
          context:
            'Langston Hughes vécut et écrivit au dernier étage de 1947 jusqu’à sa mort en 1967. La maison est classée monument de la ville de New York et accueille aujourd’hui des lectures.',
          narration:
            'Langston Hughes a monté ces marches pendant vingt ans. Il écrivait ici sur le Harlem de tous les jours qui vous entoure : ses fêtes pour payer le loyer, ses églises et son blues.',
        },
        'Schomburg Center for Research in Black Culture': {
          title: 'Centre Schomburg de recherche sur la culture noire',
          description: 'Boulevard Malcolm X, à la hauteur de la 135e Rue Ouest.',
          context:
            'La New York Public Library acheta en 1926 la collection de livres, de manuscrits et d’œuvres d’art d’Arturo Alfonso Schomburg. Elle est devenue l’une des grandes bibliothèques de recherche au monde sur la diaspora africaine ; les cendres de Langston Hughes reposent sous le sol du hall.',
          narration:
            'À l’intérieur, un cosmogramme dans le sol du hall marque l’endroit où repose Langston Hughes. Les salles sont gratuites ; entrez si les portes sont ouvertes.',
        },
        'Abyssinian Baptist Church': {
          title: 'Église baptiste abyssinienne',
          description: 'Au 132, Odell Clark Place (138e Rue Ouest).',
          context:
            'Fondée en 1808 par des New-Yorkais noirs libres qui refusaient les places séparées, la congrégation s’installa dans cette église gothique en 1923. Adam Clayton Powell Jr. y prêcha avant de devenir le premier élu noir de New York au Congrès.',
          narration:
            'Les offices du dimanche y sont célèbres pour leur chorale. Les visiteurs sont les bienvenus, mais habillez-vous comme pour aller à l’église et venez tôt : la file se forme bien avant l’ouverture des portes.',
        },
        "Strivers' Row": {
          title: "Strivers' Row",
          description: 'Les 138e et 139e Rues Ouest, entre les boulevards Adam Clayton Powell Jr. et Frederick Douglass.',
          context:
            'Bâties de 1891 à 1893 par le promoteur David H. King Jr. sur des plans de McKim, Mead & White, James Brown Lord et Bruce Price. À partir des années 1920, des professionnels noirs, les « strivers » (ceux qui veulent réussir), achetèrent les maisons ; Scott Joplin et W. C. Handy y vécurent.',
          narration:
            'Entrez dans la ruelle derrière les maisons : les vieux panneaux disent encore « Chevaux au pas ». La promenade se termine ici.',
        },
      },
    },
  },
  'Sugar Hill and Hamilton Heights': {
    es: {
      title: 'Sugar Hill y Hamilton Heights',
      description:
        'Cuesta arriba desde el City College hasta la Mansión Morris-Jumel: la casa de campo de Alexander Hamilton, las torres góticas del campus y los edificios de apartamentos donde vivía la élite de Harlem.',
      access:
        'Calles empinadas y las escaleras del St. Nicholas Park; un desvío sin escalones sigue la avenida Convent. Hamilton Grange tiene ascensor.',
      stops: {
        'Shepard Hall, City College': {
          title: 'Shepard Hall, en el City College',
          description: 'En el 160 de la avenida Convent, la torre gótica del City College de Nueva York.',
          context:
            'Diseñado por George B. Post y terminado en 1907, Shepard Hall está construido con esquisto de Manhattan sacado del mismo terreno y rematado con terracota blanca. El City College se fundó en 1847 como universidad gratuita para los hijos de la ciudad.',
          narration: 'La piedra oscura de estos muros salió del suelo que pisas cuando se excavó el campus.',
        },
        'Hamilton Grange National Memorial': {
          title: 'Monumento Nacional Hamilton Grange',
          description: 'En el St. Nicholas Park, a la altura de la calle 141 Oeste.',
          context:
            'La única casa que tuvo Alexander Hamilton, terminada en 1802, dos años antes del duelo en que murió. La casa se ha trasladado dos veces, en 1889 y en 2008, cuando la llevaron rodando hasta este parque.',
          narration:
            'Hamilton la llamaba su "dulce proyecto". La casa ha viajado: en 2008 la levantaron y la bajaron rodando por la colina hasta donde la ves ahora.',
        },
        'Hamilton Heights Historic District': {
          title: 'Distrito histórico de Hamilton Heights',
          description: 'La avenida Convent entre las calles 141 y 145 Oeste.',
          context:
            'Casas adosadas construidas entre 1886 y 1906, después de que el tren elevado llegara al barrio, en estilos neorrománico, Reina Ana y Beaux-Arts.',
          narration:
            'Cuenta los estilos de esta cuadra: arcos neorrománicos de medio punto, hastiales Reina Ana y piedra caliza Beaux-Arts, todo en veinte años.',
        },
        '409 Edgecombe Avenue': {
          title: 'El 409 de Edgecombe Avenue',
          description: 'El edificio de apartamentos de trece pisos en la calle 155 Oeste.',
          context:
            'Desde los años treinta, la dirección más prestigiosa del Nueva York negro: aquí vivieron W. E. B. Du Bois, Thurgood Marshall, Walter White de la NAACP y el artista Aaron Douglas.',
          narration:
            'Sugar Hill debe su nombre a la vida dulce de sus vecinos. En el ascensor del 409 podías coincidir con un futuro juez del Tribunal Supremo.',
        },
        '555 Edgecombe Avenue': {
          title: 'El 555 de Edgecombe Avenue',
          description: 'Los apartamentos Roger Morris, en la calle 160 Oeste.',
          context:
            'Hogar de Paul Robeson, Count Basie, Billy Strayhorn, el colaborador de Duke Ellington, y el boxeador Joe Louis. Durante décadas, Marjorie Eliot ofreció conciertos de jazz gratuitos los domingos en su apartamento de este edificio.',
          narration:
            'Los domingos por la tarde, el jazz todavía sale de un apartamento de este edificio, como desde hace más de treinta años.',
        },
        'Morris-Jumel Mansion': {
          title: 'Mansión Morris-Jumel',
          description: 'En el 65 de Jumel Terrace, en el Roger Morris Park.',
          context:
            'Construida en 1765, es la casa más antigua que se conserva en Manhattan. George Washington instaló aquí su cuartel general en el otoño de 1776; más tarde vivió en ella Eliza Jumel, que estuvo casada brevemente con Aaron Burr.',
          narration:
            'Desde esta casa, Washington planeó la defensa de Harlem Heights. Rodéala hasta Sylvan Terrace, detrás, una callecita de casas de madera de 1882. Aquí termina el recorrido.',
        },
      },
    },
    fr: {
      title: 'Sugar Hill et Hamilton Heights',
      description:
        'En montant du City College jusqu’au manoir Morris-Jumel : la maison de campagne d’Alexander Hamilton, les tours gothiques du campus et les immeubles où vivait l’élite de Harlem.',
      access:
        'Rues en pente raide et escaliers de St. Nicholas Park ; un détour sans marches suit Convent Avenue. Hamilton Grange dispose d’un ascenseur.',
      stops: {
        'Shepard Hall, City College': {
          title: 'Shepard Hall, au City College',
          description: 'Au 160, Convent Avenue, la tour gothique du City College de New York.',
          context:
            'Dessiné par George B. Post et achevé en 1907, Shepard Hall est bâti en schiste de Manhattan extrait sur place et orné de terre cuite blanche. Le City College fut fondé en 1847 comme université gratuite pour les enfants de la ville.',
          narration: 'La pierre sombre de ces murs est sortie du sol sous vos pieds quand on a creusé le campus.',
        },
        'Hamilton Grange National Memorial': {
          title: 'Mémorial national Hamilton Grange',
          description: 'Dans St. Nicholas Park, à la hauteur de la 141e Rue Ouest.',
          context:
            'La seule maison qu’Alexander Hamilton ait jamais possédée, achevée en 1802, deux ans avant le duel qui lui coûta la vie. Elle a été déplacée deux fois, en 1889 puis en 2008, quand on l’a roulée jusqu’à ce parc.',
          narration:
            'Hamilton l’appelait son « doux projet ». La maison a voyagé : en 2008, on l’a soulevée et roulée en bas de la colline, là où vous la voyez aujourd’hui.',
        },
        'Hamilton Heights Historic District': {
          title: 'Quartier historique de Hamilton Heights',
          description: 'Convent Avenue, entre la 141e et la 145e Rue Ouest.',
          context:
            'Des maisons mitoyennes bâties entre 1886 et 1906, après l’arrivée du métro aérien dans le quartier, dans les styles néo-roman, Queen Anne et Beaux-Arts.',
          narration:
            'Comptez les styles de ce pâté de maisons : arcs néo-romans en plein cintre, pignons Queen Anne et calcaire Beaux-Arts, le tout en vingt ans.',
        },
        '409 Edgecombe Avenue': {
          title: 'Le 409, Edgecombe Avenue',
          description: 'L’immeuble de treize étages à la hauteur de la 155e Rue Ouest.',
          context:
            'Dès les années 1930, l’adresse la plus prestigieuse du New York noir : W. E. B. Du Bois, Thurgood Marshall, Walter White de la NAACP et le peintre Aaron Douglas y vécurent.',
          narration:
            'Sugar Hill doit son nom à la douceur de vivre de ses habitants. Au 409, on pouvait croiser dans l’ascenseur un futur juge de la Cour suprême.',
        },
        '555 Edgecombe Avenue': {
          title: 'Le 555, Edgecombe Avenue',
          description: 'Les appartements Roger Morris, à la hauteur de la 160e Rue Ouest.',
          context:
            'Paul Robeson, Count Basie, Billy Strayhorn, le complice de Duke Ellington, et le boxeur Joe Louis y vécurent. Pendant des décennies, Marjorie Eliot a donné chez elle, dans cet immeuble, des concerts de jazz gratuits le dimanche.',
          narration: 'Le dimanche après-midi, du jazz s’échappe encore d’un appartement de cet immeuble, comme depuis plus de trente ans.',
        },
        'Morris-Jumel Mansion': {
          title: 'Manoir Morris-Jumel',
          description: 'Au 65, Jumel Terrace, dans Roger Morris Park.',
          context:
            'Bâtie en 1765, c’est la plus ancienne maison encore debout à Manhattan. George Washington y établit son quartier général à l’automne 1776 ; plus tard, Eliza Jumel y vécut et fut brièvement l’épouse d’Aaron Burr.',
          narration:
            'C’est d’ici que Washington prépara la défense de Harlem Heights. Faites le tour jusqu’à Sylvan Terrace, derrière, une ruelle de maisons en bois de 1882. La promenade se termine ici.',
        },
      },
    },
  },
};
