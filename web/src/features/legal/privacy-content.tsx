import { PAGES } from '@tranquera/contracts';
import { Link } from 'react-router';
import { siteConfig } from '../../lib/site-config.ts';
import type { LegalSection } from './components/legal-document.tsx';

const site = siteConfig.siteName;

export const PRIVACY_LAST_UPDATED = 'noviembre de 2026';

export const privacyIntro = (
  <>
    <p>
      En {site} cuidamos los datos que nos confiás. Esta política explica qué datos recopilamos, para qué los
      usamos y cómo podés ejercer tus derechos.
    </p>
    <p className="text-base text-stone-600">
      Se aplica la Ley 25.326 de Protección de los Datos Personales de la República Argentina y sus normas
      complementarias.
    </p>
  </>
);

const contactLink = (
  <Link to={PAGES.contact.link()} className="font-semibold text-brand-700 hover:underline">
    formulario de contacto
  </Link>
);

export const privacySections: LegalSection[] = [
  {
    id: 'responsable',
    title: 'Responsable de los datos',
    body: (
      <p>
        {site} es responsable de la base de datos donde se guarda tu información. Podés comunicarte con
        nosotros por cualquier consulta sobre privacidad desde el {contactLink}.
      </p>
    ),
  },
  {
    id: 'datos-recopilados',
    title: 'Qué datos recopilamos',
    body: (
      <ul>
        <li>
          <strong>Registro:</strong> nombre, apellido, correo electrónico, nombre de usuario y contraseña (que
          guardamos cifrada). Si ingresás con Google, recibimos tu nombre, correo y foto.
        </li>
        <li>
          <strong>Perfil (opcional):</strong> foto, ubicación, teléfono, descripción y tipo de perfil.
        </li>
        <li>
          <strong>Publicaciones:</strong> los datos del campo, sus fotos, videos y ubicación en el mapa.
        </li>
        <li>
          <strong>Mensajes y formularios:</strong> lo que escribís a otros usuarios o a nuestro equipo, y los
          datos que cargás al solicitar un informe o un campo (nombre, correo, teléfono, zona y presupuesto).
        </li>
        <li>
          <strong>Datos técnicos:</strong> dirección IP, tipo de navegador y registros de acceso, necesarios
          para operar el sitio de forma segura.
        </li>
      </ul>
    ),
  },
  {
    id: 'finalidad',
    title: 'Para qué los usamos',
    body: (
      <>
        <ul>
          <li>crear y administrar tu cuenta y tus publicaciones;</li>
          <li>poner en contacto a compradores y vendedores;</li>
          <li>enviarte los informes técnicos y responder tus consultas;</li>
          <li>prevenir fraudes y usos indebidos del servicio;</li>
          <li>enviarte novedades del equipo, solo si lo aceptaste.</li>
        </ul>
        <p>
          Podés dejar de recibir correos del equipo en cualquier momento desde tu perfil. No usamos tus datos
          para publicidad de terceros.
        </p>
      </>
    ),
  },
  {
    id: 'datos-publicos',
    title: 'Qué ven los demás',
    body: (
      <p>
        Tu perfil público muestra tu nombre, apellido, nombre de usuario, tipo de perfil, foto, descripción y
        tus publicaciones. <strong>Nunca mostramos tu correo electrónico ni tu teléfono</strong> a otros
        usuarios: el contacto se hace por mensajes dentro del sitio.
      </p>
    ),
  },
  {
    id: 'cesion',
    title: 'Con quién los compartimos',
    body: (
      <>
        <p>No vendemos ni alquilamos tus datos. Solo los compartimos con:</p>
        <ul>
          <li>
            proveedores que nos prestan servicios de alojamiento y envío de correos, bajo confidencialidad;
          </li>
          <li>autoridades competentes, cuando una ley o una orden judicial lo exija.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'conservacion',
    title: 'Cuánto tiempo los guardamos',
    body: (
      <p>
        Conservamos tus datos mientras tu cuenta esté activa. Si la eliminás desde <em>Configuración</em>,
        borramos tu perfil y tus publicaciones; algunos registros técnicos pueden conservarse por un tiempo
        limitado por razones de seguridad o cuando la ley lo requiera.
      </p>
    ),
  },
  {
    id: 'derechos',
    title: 'Tus derechos',
    body: (
      <>
        <p>
          Podés solicitar el <strong>acceso, la rectificación, la actualización o la supresión</strong> de tus
          datos. Muchos de ellos los podés modificar directamente desde tu perfil; para el resto, escribinos
          desde el {contactLink}.
        </p>
        <p>
          El derecho de acceso se puede ejercer en forma gratuita a intervalos no inferiores a seis meses,
          salvo que se acredite un interés legítimo al efecto (artículo 14, inciso 3, de la Ley 25.326).
        </p>
        <p className="rounded-xl bg-stone-50 p-4 text-sm text-stone-600 ring-1 ring-stone-200">
          La Agencia de Acceso a la Información Pública, en su carácter de Órgano de Control de la Ley 25.326,
          tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados
          en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos
          personales.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies y almacenamiento local',
    body: (
      <>
        <p>
          No usamos cookies publicitarias. Para mantener tu sesión iniciada guardamos un identificador en el
          almacenamiento de sesión del navegador, que se borra al cerrar la pestaña.
        </p>
        <p>
          Los videos de las publicaciones se muestran con el modo de privacidad mejorada de YouTube y los
          mapas usan OpenStreetMap: esos servicios reciben tu dirección IP al cargar el contenido.
        </p>
      </>
    ),
  },
  {
    id: 'seguridad',
    title: 'Seguridad',
    body: (
      <p>
        Aplicamos medidas técnicas y organizativas razonables para proteger tus datos: conexiones cifradas,
        contraseñas guardadas con algoritmos de hash y acceso restringido a la información. Ningún sistema es
        infalible; si detectamos un incidente que te afecte, te lo comunicaremos.
      </p>
    ),
  },
  {
    id: 'menores',
    title: 'Menores de edad',
    body: <p>El servicio no está dirigido a menores de 18 años y no recopilamos sus datos a sabiendas.</p>,
  },
  {
    id: 'cambios',
    title: 'Cambios en esta política',
    body: (
      <p>
        Si modificamos esta política, publicaremos la nueva versión en esta página con su fecha de
        actualización y te avisaremos por correo electrónico cuando el cambio sea relevante.
      </p>
    ),
  },
];
