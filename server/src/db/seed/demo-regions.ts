import type { Scene } from './photos/scenes.ts';

/** What the demo descriptions say about a farming region, and which photos suit it. */
export interface Region {
  soil: string;
  water: string;
  crops: string;
  /** Head of stock per hectare, for the "receptividad" line of cattle and mixed fields. */
  stockPerHectare: number;
  stock: 'vientres' | 'cabezas' | 'ovejas';
  scenes: Scene[];
}

export const REGIONS = {
  nucleo: {
    soil: 'Suelos Argiudoles típicos, profundos y bien drenados, de clase I y II, con índices de productividad que superan los 80 puntos.',
    water: 'La napa está a unos 8 metros, con agua de muy buena calidad para consumo humano y animal.',
    crops: 'soja, maíz y trigo/soja de segunda',
    stockPerHectare: 1.4,
    stock: 'cabezas',
    scenes: ['cultivo', 'acopio', 'pastura', 'laguna'],
  },
  oeste: {
    soil: 'Suelos Hapludoles énticos de textura franco arenosa, con muy buena infiltración y algunos bajos de aptitud ganadera.',
    water:
      'Agua dulce a poca profundidad, típica de la pampa arenosa, que permite aguadas económicas en todos los potreros.',
    crops: 'maíz, girasol y soja',
    stockPerHectare: 0.9,
    stock: 'vientres',
    scenes: ['cultivo', 'pastura', 'laguna'],
  },
  salado: {
    soil: 'Campo de la Cuenca del Salado, con lomas de suelos Argiudoles, medias lomas con pastizal natural y bajos dulces.',
    water: 'Tiene lagunas permanentes y napa alta, que aseguran el agua aun en años secos.',
    crops: 'verdeos de invierno, sorgo y pasturas de agropiro y festuca',
    stockPerHectare: 0.6,
    stock: 'vientres',
    scenes: ['pastura', 'laguna'],
  },
  sudeste: {
    soil: 'Suelos Argiudoles del sudeste bonaerense, profundos en las lomas y con tosca a más de un metro en la mayoría de los lotes.',
    water: 'Llueven unos 850 mm al año, bien distribuidos, y la napa tiene agua de excelente calidad.',
    crops: 'trigo, cebada, girasol y soja',
    stockPerHectare: 1.1,
    stock: 'cabezas',
    scenes: ['cultivo', 'sierras', 'pastura'],
  },
  sierras: {
    soil: 'Suelos serranos de pie de monte, con pastizales naturales de altura, afloramientos rocosos y quebradas con vegetación autóctona.',
    water: 'Arroyos de agua cristalina que bajan de las sierras y vertientes que no se secan.',
    crops: 'pasturas de pie de sierra y verdeos',
    stockPerHectare: 0.4,
    stock: 'vientres',
    scenes: ['sierras', 'laguna', 'pastura'],
  },
  mesopotamia: {
    soil: 'Suelos Vertisoles y Argiudoles ácuicos, fértiles, con lomas agrícolas y bajos de pastizal natural.',
    water: 'Cañadas, arroyos y represas aseguran el agua para la hacienda todo el año.',
    crops: 'soja, maíz, trigo y arroz bajo riego',
    stockPerHectare: 0.8,
    stock: 'vientres',
    scenes: ['pastura', 'cultivo', 'laguna', 'monte'],
  },
  chaco: {
    soil: 'Suelos francos de buena fertilidad natural, con lotes desmontados para agricultura y reservas de monte nativo de quebracho, algarrobo y palo santo.',
    water:
      'Represas, aljibes y perforaciones con agua apta para la hacienda; llueven entre 700 y 900 mm, concentrados en verano.',
    crops: 'soja, algodón, girasol y sorgo',
    stockPerHectare: 0.35,
    stock: 'vientres',
    scenes: ['monte', 'pastura', 'cultivo'],
  },
  estepa: {
    soil: 'Estepa patagónica con coironales, mallines y cañadones que dan reparo a la hacienda durante el invierno.',
    water: 'Mallines y vertientes naturales, complementados con molinos en los cuadros más altos.',
    crops: 'pasturas naturales',
    stockPerHectare: 0.3,
    stock: 'ovejas',
    scenes: ['estepa', 'cordillera'],
  },
  cordilleraSur: {
    soil: 'Faldeos precordilleranos con bosque nativo de ñire y lenga, mallines de altura y praderas de pastos finos.',
    water: 'Arroyos de deshielo y vertientes naturales con agua todo el año.',
    crops: 'pasturas de altura',
    stockPerHectare: 0.3,
    stock: 'vientres',
    scenes: ['cordillera', 'laguna', 'estepa'],
  },
  vallePatagonico: {
    soil: 'Suelos aluviales profundos, sistematizados para riego gravitacional por canal, con cortinas de álamos que protegen del viento.',
    water: 'Derecho de riego del sistema de canales del valle, con turno asegurado toda la temporada.',
    crops: 'frutales de pepita, alfalfa y hortalizas',
    stockPerHectare: 2,
    stock: 'cabezas',
    scenes: ['valle', 'estepa'],
  },
  cuyo: {
    soil: 'Suelos franco arenosos y pedregosos de origen aluvial, con excelente drenaje, ideales para vid y frutales.',
    water:
      'Derecho de riego superficial y perforación propia con equipo de bombeo; riego por goteo en los cuarteles implantados.',
    crops: 'vid, olivo y frutales',
    stockPerHectare: 0.1,
    stock: 'vientres',
    scenes: ['vinedo', 'cordillera', 'valle'],
  },
  secanoCuyano: {
    soil: 'Campo de secano con monte de jarilla y algarrobo, pastizales naturales y médanos fijos.',
    water: 'Aguadas por perforación con bombas solares y represas que juntan las lluvias de verano.',
    crops: 'pasturas naturales',
    stockPerHectare: 0.08,
    stock: 'vientres',
    scenes: ['monte', 'estepa', 'cordillera'],
  },
  vallesNoa: {
    soil: 'Valle de altura con suelos franco arenosos, gran amplitud térmica y más de 300 días de sol al año.',
    water: 'Agua de riego de deshielo, distribuida por acequias y con represa propia.',
    crops: 'vid, nogales y aromáticas',
    stockPerHectare: 0.2,
    stock: 'vientres',
    scenes: ['cordillera', 'vinedo', 'sierras'],
  },
  yungas: {
    soil: 'Suelos profundos de pedemonte, de alta fertilidad, con más de 1.000 mm de lluvia al año y franjas de selva de yungas en los sectores altos.',
    water: 'Ríos permanentes y perforaciones para riego complementario.',
    crops: 'caña de azúcar, soja, poroto y cítricos',
    stockPerHectare: 1,
    stock: 'cabezas',
    scenes: ['cultivo', 'selva', 'sierras'],
  },
  selva: {
    soil: 'Suelos de tierra colorada, profundos y de excelente aptitud yerbatera y forestal, con lluvias de 1.800 mm al año.',
    water: 'Arroyos permanentes y vertientes dentro del predio.',
    crops: 'yerba mate, té, pino y cítricos',
    stockPerHectare: 0.8,
    stock: 'cabezas',
    scenes: ['selva', 'pastura'],
  },
  chacoParaguayo: {
    soil: 'Suelos franco arenosos del Chaco Central, fértiles y de buena estructura, con reservas de monte nativo según la ley forestal.',
    water: 'El agua de lluvia se cosecha en tajamares y aljibes, como es costumbre en la zona.',
    crops: 'sésamo, sorgo y maní',
    stockPerHectare: 0.8,
    stock: 'cabezas',
    scenes: ['monte', 'pastura', 'cultivo'],
  },
  orienteParaguayo: {
    soil: 'Campos altos de suelos rojos y bajos con pastizales naturales sobre la cuenca del río Paraguay.',
    water: 'Costa sobre arroyos permanentes y lagunas naturales.',
    crops: 'soja, maíz y pasturas',
    stockPerHectare: 0.9,
    stock: 'cabezas',
    scenes: ['pastura', 'laguna', 'selva'],
  },
  uruguay: {
    soil: 'Suelos de basalto y areniscas con índice CONEAT promedio de 110, praderas naturales de buena calidad y ondulaciones suaves.',
    water: 'Cañadas y tajamares en todos los potreros, con montes de abrigo para la hacienda.',
    crops: 'soja, trigo y praderas mejoradas',
    stockPerHectare: 0.8,
    stock: 'vientres',
    scenes: ['pastura', 'sierras', 'laguna', 'cultivo'],
  },
  orienteBoliviano: {
    soil: 'Suelos aluviales profundos de la llanura cruceña, de alta fertilidad y aptos para dos cosechas al año.',
    water: 'Llueven unos 1.100 mm al año; atajados y pozos con bombas abastecen a la hacienda.',
    crops: 'soja, sorgo, maíz y girasol',
    stockPerHectare: 1,
    stock: 'cabezas',
    scenes: ['cultivo', 'pastura', 'selva'],
  },
} satisfies Record<string, Region>;

export type RegionName = keyof typeof REGIONS;
