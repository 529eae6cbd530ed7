import {
  ARS_PER_USD,
  CATEGORIES,
  FACILITIES,
  PAYMENT_CONDITIONS,
  PROVINCES,
  type Category,
  type PropertyData,
} from '@tranquera/contracts';
import type { Database } from '../src/db/client.ts';
import { properties, users } from '../src/db/schema.ts';
import { propertyValues } from '../src/db/seed/factories.ts';
import { seededRandom, type Random } from '../src/db/seed/prng.ts';

// Vocabulary of real listings, so a text search is as selective as it would be in production.
const KINDS = [
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
const USES: Record<Category, string[]> = {
  Ganadero: ['ganadero', 'de cría', 'de invernada', 'para feedlot', 'tambero', 'de recría'],
  Agrícola: ['agrícola', 'sojero', 'maicero', 'triguero', 'con riego', 'de alta aptitud'],
  Mixto: ['mixto', 'agrícola ganadero', 'de doble aptitud', 'con monte y pasturas'],
  Turístico: ['turístico', 'con laguna', 'con casco histórico', 'de montaña', 'sobre río'],
  Industrial: ['industrial', 'sobre ruta', 'con galpones', 'para acopio', 'con acceso a puerto'],
};
const TOWNS: Partial<Record<string, string[]>> = {
  'Buenos Aires': ['Pergamino', 'Tandil', 'Azul', 'Junín', 'Bolívar', 'Tres Arroyos', 'Olavarría', 'Lincoln'],
  Córdoba: ['Río Cuarto', 'Marcos Juárez', 'Villa María', 'Laboulaye', 'Jesús María', 'San Francisco'],
  'Santa Fe': ['Venado Tuerto', 'Rafaela', 'Casilda', 'Reconquista', 'Esperanza'],
  'La Pampa': ['General Pico', 'Santa Rosa', 'Realicó', 'Eduardo Castex'],
  'Entre Ríos': ['Gualeguaychú', 'Victoria', 'Nogoyá', 'Villaguay', 'Concordia'],
};
const PHRASES = [
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
const PROVINCE_WEIGHTS: [string, number][] = PROVINCES.map((province) => [
  province,
  (
    { 'Buenos Aires': 24, Córdoba: 14, 'Santa Fe': 10, 'La Pampa': 7, 'Entre Ríos': 7 } as Record<
      string,
      number
    >
  )[province] ?? 2,
]);

function weighted(random: Random, weights: [string, number][]): string {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of weights) {
    roll -= weight;
    if (roll <= 0) return value;
  }
  return weights[0]![0];
}

function listing(random: Random): PropertyData {
  const category = random.pick(CATEGORIES);
  const state = weighted(random, PROVINCE_WEIGHTS) as PropertyData['state'];
  const town = random.pick(TOWNS[state] ?? [`Cerca de ${state}`]);
  const hectares = Math.round(Math.exp(random.between(Math.log(5), Math.log(20000))) * 10) / 10;
  const perHectareUsd = Math.round(Math.exp(random.between(Math.log(300), Math.log(25000))) / 10) * 10;
  const pricedInPesos = random.chance(0.15);
  const total = random.chance(0.1);
  const perHectare = pricedInPesos ? perHectareUsd * ARS_PER_USD : perHectareUsd;
  const price = random.chance(0.03) ? 0 : total ? Math.round(perHectare * hectares) : perHectare;
  const title = `${random.pick(KINDS)} ${random.pick(USES[category])} en ${random.chance(0.5) ? town : state}`;
  const description = random.shuffle(PHRASES).slice(0, random.int(3, 6)).join(' ');
  return {
    category,
    operation: random.chance(0.85) ? 'venta' : 'alquiler',
    listing_title: `${title}${random.chance(0.3) ? ` de ${Math.round(hectares)} has` : ''}`,
    price,
    currency: pricedInPesos ? 'ARS' : 'USD',
    pricing_unit: total ? 'Total' : 'por Hectárea',
    hectares,
    nearest_town: town,
    access: `${random.int(0, 40)} km de tierra`,
    payment_type: random.shuffle(PAYMENT_CONDITIONS).slice(0, random.int(1, 3)),
    description,
    state,
    facilities: random.shuffle(FACILITIES).slice(0, random.int(0, 6)),
    technical_report: '',
    video_link: '',
    images: [`/uploads/bench/${random.int(1, 60)}-lg.webp`],
    location: {
      name: `Cerca de ${town}, ${state}`,
      lat: random.between(-45, -22),
      lng: random.between(-70, -55),
    },
  };
}

const BATCH = 1000;
const THREE_YEARS_MS = 3 * 365 * 24 * 3600 * 1000;

/** Inserts `count` listings from `owners` sellers in multi-row batches; returns some live ids. */
export async function insertBenchListings(db: Database, count: number, owners: number) {
  const random = seededRandom(20240601);
  const ownerIds: string[] = [];
  for (let start = 0; start < owners; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, owners - start) }, (_, i) => ({
      firstName: 'Vendedor',
      lastName: `Número ${start + i}`,
      username: `vendedor${start + i}`,
      emailAddress: `vendedor${start + i}@bench.invalid`,
    }));
    const inserted = await db.insert(users).values(rows).returning({ id: users.id });
    ownerIds.push(...inserted.map((row) => row.id));
  }

  const now = Date.now();
  const liveIds: string[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, () => {
      const createdAt = new Date(now - random.next() * THREE_YEARS_MS);
      const roll = random.next();
      return {
        ...propertyValues(listing(random)),
        userId: random.pick(ownerIds),
        status: roll < 0.05 ? 'paused' : roll < 0.08 ? 'deleted' : 'active',
        recommended: random.chance(0.01),
        createdAt,
        updatedAt: createdAt,
      };
    });
    const inserted = await db
      .insert(properties)
      .values(rows)
      .returning({ id: properties.id, status: properties.status });
    if (liveIds.length < 1000)
      liveIds.push(...inserted.filter((r) => r.status === 'active').map((r) => r.id));
  }
  return { liveIds: liveIds.slice(0, 1000) };
}
