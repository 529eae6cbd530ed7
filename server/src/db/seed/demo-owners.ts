import type { PROFILE_TYPES } from '@tranquera/contracts';
import type { AvatarDesign } from './demo-avatars.ts';

export interface DemoOwner {
  firstName: string;
  lastName: string;
  /** As the sign-up form makes it: first name, initials of the last names, two digits. */
  username: string;
  emailAddress: string;
  phoneNumber: string;
  address: string;
  profile: (typeof PROFILE_TYPES)[number] | null;
  description: string | null;
  /** null: the owner keeps the default avatar. */
  avatar: AvatarDesign | null;
  joinedDaysAgo: number;
}

export const DEMO_OWNERS = {
  ramiro: {
    firstName: 'Ramiro',
    lastName: 'Etchegaray',
    username: 'ramiroe47',
    emailAddress: 'ramiro.etchegaray@example.com',
    phoneNumber: '5492477412388',
    address: 'Pergamino, Buenos Aires',
    profile: 'Propietario (Dueño Directo)',
    description:
      'Productor agropecuario de tercera generación en el norte de Buenos Aires. Vendo y alquilo campos propios y de la familia, sin intermediarios.',
    avatar: { initials: 'RE', from: '#3f7d4e', to: '#1f4d33' },
    joinedDaysAgo: 410,
  },
  florencia: {
    firstName: 'Florencia',
    lastName: 'Ibarra Lanús',
    username: 'florenciail12',
    emailAddress: 'ibarralanus.campos@example.com',
    phoneNumber: '5493462551920',
    address: 'Venado Tuerto, Santa Fe',
    profile: 'Inmobiliaria',
    description:
      'Ibarra Lanús Negocios Rurales: inmobiliaria rural con oficinas en Venado Tuerto y Pergamino desde 1987. Compra, venta, alquiler y tasación de campos en la región pampeana, con informes de suelo y asesoramiento legal en cada operación.',
    avatar: { mark: 'gate', from: '#b7791f', to: '#7c4a12' },
    joinedDaysAgo: 530,
  },
  gustavo: {
    firstName: 'Gustavo',
    lastName: 'Pereyra Sosa',
    username: 'gustavops08',
    emailAddress: 'gustavo.pereyra@example.com',
    phoneNumber: '5493584239017',
    address: 'Río Cuarto, Córdoba',
    profile: 'Intermediario',
    description:
      'Corredor de campos matriculado. Hace más de veinte años que acerco compradores y vendedores en Córdoba, San Luis y el oeste de La Pampa.',
    avatar: { initials: 'GP', from: '#2f6f9f', to: '#1c4467' },
    joinedDaysAgo: 365,
  },
  lucia: {
    firstName: 'Lucía',
    lastName: 'Fernández Alvarado',
    username: 'luciafa31',
    emailAddress: 'lucia.fernandez@example.com',
    phoneNumber: '5493415287744',
    address: 'Rosario, Santa Fe',
    profile: 'Interesado Directo',
    description:
      'Ingeniera agrónoma. Busco campos agrícolas en la zona núcleo para ampliar la superficie que trabajamos en familia; también ofrezco en alquiler un lote propio.',
    avatar: { initials: 'LF', from: '#a8456b', to: '#6d2644' },
    joinedDaysAgo: 170,
  },
  martin: {
    firstName: 'Martín',
    lastName: 'Olmos',
    username: 'martino56',
    emailAddress: 'lostalas.comercial@example.com',
    phoneNumber: '5493874316602',
    address: 'Salta, Salta',
    profile: 'Empresa Agropecuaria',
    description:
      'Agropecuaria Los Talas S.A.: empresa familiar con campos propios y arrendados en el NOA, el Chaco y el oriente boliviano. Agricultura, ganadería de cría y recría y acopio de granos.',
    avatar: { mark: 'wheat', from: '#4d7c2a', to: '#2d4f17' },
    joinedDaysAgo: 460,
  },
  carlos: {
    firstName: 'Carlos',
    lastName: 'Benítez',
    username: 'carlosb73',
    emailAddress: 'carlos.benitez@example.com',
    phoneNumber: '5493764428193',
    address: 'Oberá, Misiones',
    profile: null,
    description: null,
    avatar: null,
    joinedDaysAgo: 200,
  },
  sofia: {
    firstName: 'Sofía',
    lastName: 'Kessler',
    username: 'sofiak25',
    emailAddress: 'kessler.patagonia@example.com',
    phoneNumber: '5492944673315',
    address: 'San Carlos de Bariloche, Río Negro',
    profile: 'Inmobiliaria',
    description:
      'Kessler Propiedades Patagónicas: estancias, chacras y tierras con vista a lagos y montañas en Neuquén, Río Negro, Chubut y Santa Cruz. Acompañamos cada operación desde la primera visita hasta la escritura.',
    avatar: { mark: 'mountain', from: '#3b6e8f', to: '#21435a' },
    joinedDaysAgo: 380,
  },
  juanIgnacio: {
    firstName: 'Juan Ignacio',
    lastName: 'Aguirre',
    username: 'juanignacioa64',
    emailAddress: 'juanignacio.aguirre@example.com',
    phoneNumber: '5492614551276',
    address: 'Luján de Cuyo, Mendoza',
    profile: 'Propietario (Dueño Directo)',
    description:
      'Viñatero en Mendoza. Publico fincas propias y de socios en Cuyo y el NOA: viñedos, olivares y predios con derecho de riego.',
    avatar: { initials: 'JA', from: '#7b3f8c', to: '#4a2156' },
    joinedDaysAgo: 300,
  },
  diego: {
    firstName: 'Diego',
    lastName: 'Cabral Ruiz Díaz',
    username: 'diegocrd19',
    emailAddress: 'diego.cabral@example.com',
    phoneNumber: '595981447210',
    address: 'Asunción, Paraguay',
    profile: 'Intermediario',
    description:
      'Intermediario en campos ganaderos y agrícolas del Chaco paraguayo, la región Oriental y el oriente boliviano. Atiendo inversores argentinos y brasileños.',
    avatar: { initials: 'DC', from: '#c05a2b', to: '#7e3417' },
    joinedDaysAgo: 250,
  },
  mariaJose: {
    firstName: 'María José',
    lastName: 'Silveira',
    username: 'mariajoses90',
    emailAddress: 'silveira.rural@example.com',
    phoneNumber: '59899412678',
    address: 'Tacuarembó, Uruguay',
    profile: 'Inmobiliaria',
    description:
      'Silveira Negocios Rurales: más de 15 años en el mercado de campos del Uruguay. Campos ganaderos, agrícolas y forestales con índice CONEAT y documentación al día.',
    avatar: { mark: 'sun', from: '#1f7a74', to: '#11504c' },
    joinedDaysAgo: 290,
  },
} satisfies Record<string, DemoOwner>;

export type OwnerKey = keyof typeof DEMO_OWNERS;
