import { PROVINCES, type Category } from '@tranquera/contracts';

// Vocabulary of real listings, so a text search is as selective as it would be in production.
// The generator picks from these in SQL; the scenarios search for words taken from them.

/** 'Campo' three times: most listings are called a campo. */
export const KINDS = [
  'Campo',
  'Campo',
  'Campo',
  'Estancia',
  'Chacra',
  'Fracción',
  'Lote',
  'Establecimiento',
  'Quinta',
];

export const USES: Record<Category, string[]> = {
  Ganadero: ['ganadero', 'de cría', 'de invernada', 'para feedlot', 'tambero', 'de recría'],
  Agrícola: ['agrícola', 'sojero', 'maicero', 'triguero', 'con riego', 'de alta aptitud'],
  Mixto: ['mixto', 'agrícola ganadero', 'de doble aptitud', 'con monte y pasturas'],
  Turístico: ['turístico', 'con laguna', 'con casco histórico', 'de montaña', 'sobre río'],
  Industrial: ['industrial', 'sobre ruta', 'con galpones', 'para acopio', 'con acceso a puerto'],
};

/** Towns of the five main provinces; elsewhere a listing is 'Cerca de <province>'. */
export const TOWNS: Partial<Record<string, string[]>> = {
  'Buenos Aires': ['Pergamino', 'Tandil', 'Azul', 'Junín', 'Bolívar', 'Tres Arroyos', 'Olavarría', 'Lincoln'],
  Córdoba: ['Río Cuarto', 'Marcos Juárez', 'Villa María', 'Laboulaye', 'Jesús María', 'San Francisco'],
  'Santa Fe': ['Venado Tuerto', 'Rafaela', 'Casilda', 'Reconquista', 'Esperanza'],
  'La Pampa': ['General Pico', 'Santa Rosa', 'Realicó', 'Eduardo Castex'],
  'Entre Ríos': ['Gualeguaychú', 'Victoria', 'Nogoyá', 'Villaguay', 'Concordia'],
};

export const PHRASES = [
  'Excelentes aguadas naturales y molino en funcionamiento.',
  'Alambrado perimetral de siete hilos en muy buen estado.',
  'Suelos clase I y II, aptos para soja, maíz, trigo y girasol.',
  'Apto para cría e invernada de hacienda vacuna.',
  'Monte nativo de caldén con buena sombra para la hacienda.',
  'Casa principal de material con tres dormitorios y galpón de chapa.',
  'Vivienda para el encargado, corrales y manga con cargador.',
  'Acceso por ruta asfaltada y camino consolidado todo el año.',
  'Potreros divididos con alambrado eléctrico y bebederos.',
  'Pasturas de alfalfa y festuca implantadas recientemente.',
  'Riego por pivot central sobre cien hectáreas.',
  'Laguna permanente con pesca y avistaje de aves.',
  'Silos, balanza y tinglado para maquinaria agrícola.',
  'Ideal para tambo: sala de ordeñe y tanque de frío.',
  'Se aceptan permutas por inmuebles urbanos o hacienda.',
  'Financiación en dólares con anticipo del cincuenta por ciento.',
  'Napa a poca profundidad y buena receptividad ganadera.',
  'Lotes con agricultura continua y rindes históricos documentados.',
  'Ubicado a pocos kilómetros de la planta urbana.',
  'Tierras altas sin riesgo de anegamiento.',
  'Señal de celular en todo el campo y luz eléctrica trifásica.',
  'Forestación de eucaliptos y cortinas rompevientos.',
  'Zona de viñedos y olivares con derecho de riego.',
  'Campo virgen con potencial para desmonte autorizado.',
];

const MAIN_PROVINCES: Record<string, number> = {
  'Buenos Aires': 24,
  Córdoba: 14,
  'Santa Fe': 10,
  'La Pampa': 7,
  'Entre Ríos': 7,
};

/** Every province with its share of listings (the pampas hold most of them). */
export const PROVINCE_WEIGHTS: [string, number][] = PROVINCES.map((province) => [
  province,
  MAIN_PROVINCES[province] ?? 2,
]);

/** Sellers' public names (usernames and e-mail addresses carry a number, so they stay unique). */
export const FIRST_NAMES = [
  'Juan',
  'María',
  'Carlos',
  'Ana',
  'Jorge',
  'Lucía',
  'Martín',
  'Sofía',
  'Diego',
  'Valeria',
];
export const LAST_NAMES = [
  'Pérez',
  'González',
  'Rodríguez',
  'Fernández',
  'López',
  'Martínez',
  'Gómez',
  'Díaz',
];
