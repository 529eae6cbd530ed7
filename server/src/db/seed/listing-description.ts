import type { Random } from './prng.ts';
import type { DemoListing } from './demo-listings.ts';
import type { Region } from './demo-regions.ts';

const FACILITY_PHRASES: Record<string, string> = {
  'Alambrado Perimetral': 'alambrado perimetral en buen estado',
  'Alambrados Internos': 'alambrados internos que dividen el campo en potreros',
  Molino: 'molinos',
  'Tanque Australiano': 'tanques australianos',
  Bebederos: 'bebederos',
  Balanza: 'balanza',
  Manga: 'manga con corrales',
  'Cargador para hacienda': 'cargador para hacienda',
  'Maquinarias Agrícolas': 'maquinaria agrícola',
  'Perforaciones para riego': 'perforaciones para riego',
  Silos: 'silos',
  'Luz Eléctrica': 'luz eléctrica',
  'Hay señal celular': 'buena señal de celular',
  Galpón: 'galpón',
  'Vivienda para Empleados': 'vivienda para el personal',
  'Vivienda Principal': 'casa principal',
};

const WATER_FACILITIES = ['Molino', 'Tanque Australiano', 'Bebederos', 'Perforaciones para riego'];

const CLOSINGS = [
  'Consultá por el informe técnico completo y coordiná una visita.',
  'Se muestra con cita previa, de lunes a sábado.',
  'Escribinos y te enviamos planos, imágenes satelitales y análisis de suelo.',
  'Consultá sin compromiso: respondemos todas las consultas en el día.',
];

/** Writes a listing's description: its highlight, then soils, use, water, improvements, access and terms. */
export function describeListing(listing: DemoListing, region: Region, random: Random): string {
  const industrial = listing.category === 'Industrial';
  const access = listing.access.charAt(0).toLowerCase() + listing.access.slice(1);
  const sentences = [
    listing.highlight,
    industrial ? null : region.soil,
    aptitude(listing, region, random),
    water(listing, region),
    improvements(listing),
    `Acceso: ${access}; ${industrial ? 'el predio' : 'el campo'} está a ${listing.km} km de ${listing.town}.`,
    terms(listing),
    random.pick(CLOSINGS),
  ];
  return sentences.filter(Boolean).join(' ');
}

function aptitude(listing: DemoListing, region: Region, random: Random): string {
  const arable = listing.arable ?? random.int(55, 75);
  const grazed = listing.category === 'Mixto' ? listing.hectares * (1 - arable / 100) : listing.hectares;
  const herd = Math.max(10, Math.round((grazed * region.stockPerHectare) / 10) * 10);
  const stock = `${herd.toLocaleString('es-AR')} ${region.stock}`;
  switch (listing.category) {
    case 'Agrícola':
      return `Aptitud agrícola comprobada para ${region.crops}, con el ${random.int(85, 97)}% de la superficie cultivable.`;
    case 'Ganadero':
      return `Receptividad estimada de ${stock} durante todo el año.`;
    case 'Mixto':
      return `Alrededor del ${arable}% de la superficie es agrícola, apta para ${region.crops}; el resto sostiene unas ${stock}.`;
    case 'Turístico':
      return 'Su paisaje y su ubicación lo hacen ideal para turismo rural, cabañas, cabalgatas o una casa de descanso.';
    case 'Industrial':
      return 'El predio es apto para uso industrial y logístico: acopio, depósitos o agroindustria, con acceso para camiones todo el año.';
  }
}

function water(listing: DemoListing, region: Region): string {
  const own = listing.facilities.filter((facility) => WATER_FACILITIES.includes(facility));
  if (own.length === 0) return region.water;
  return `Aguadas: ${list(own.map((facility) => FACILITY_PHRASES[facility]!))}. ${region.water}`;
}

function improvements(listing: DemoListing): string {
  if (listing.facilities[0] === 'false') {
    return 'El campo no tiene mejoras, lo que permite planificar la infraestructura a medida.';
  }
  const phrases = listing.facilities
    .filter((facility) => !WATER_FACILITIES.includes(facility))
    .map((facility) => FACILITY_PHRASES[facility])
    .filter((phrase): phrase is string => phrase !== undefined);
  if (phrases.length === 0) return 'Las mejoras se concentran en las aguadas.';
  return `Mejoras: ${list(phrases)}.`;
}

function terms(listing: DemoListing): string {
  if (listing.operation === 'alquiler') {
    return 'Contrato de alquiler por campaña o por tres años, con pago semestral por adelantado.';
  }
  const terms: string[] = [];
  if (listing.payment.includes('Contado')) terms.push('venta al contado');
  if (listing.payment.includes('Acepta Permuta'))
    terms.push('se analizan permutas por inmuebles urbanos o hacienda');
  if (listing.payment.includes('Con Financiación')) {
    terms.push('el propietario ofrece financiación con un 50% de anticipo y el saldo en cuotas');
  }
  const price = listing.price === 0 ? ' Valor a consultar.' : '';
  return `Condiciones: ${terms.join('; ')}.${price}`;
}

/** "a, b y c" */
function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}
