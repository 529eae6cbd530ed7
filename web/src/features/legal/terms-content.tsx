import {
  LISTING_ONLINE_MONTHS,
  PAGES,
  PAID_LISTING_PRICE_ARS,
  TERMS_ACCEPTANCE_DAYS,
} from '@tranquera/contracts';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/format.ts';
import { siteConfig } from '../../lib/site-config.ts';
import type { LegalSection } from './components/legal-document.tsx';

const site = siteConfig.siteName;

export const TERMS_LAST_UPDATED = 'noviembre de 2026';

export const termsIntro = (
  <>
    <p>
      Estos términos y condiciones regulan el uso de {site}, una plataforma para publicar y encontrar campos
      en venta o alquiler en Argentina, Paraguay, Uruguay y Bolivia.
    </p>
    <p className="text-base text-stone-600">
      Al navegar el sitio, registrarte o publicar un anuncio aceptás estos términos. Si no estás de acuerdo
      con ellos, te pedimos que no uses el servicio.
    </p>
  </>
);

export const termsSections: LegalSection[] = [
  {
    id: 'destinatarios',
    title: 'A quién está dirigido',
    body: (
      <p>
        {site} está pensado para profesionales, productores rurales, empresas y agentes inmobiliarios que
        compran, venden o alquilan tierra rural, y para inversores y compradores que buscan un campo. Para
        registrarte tenés que ser mayor de 18 años y tener capacidad legal para contratar.
      </p>
    ),
  },
  {
    id: 'rol-del-sitio',
    title: `Qué hace y qué no hace ${site}`,
    body: (
      <>
        <p>
          {site} es un espacio de publicación y contacto.{' '}
          <strong>
            No es propietario de ninguno de los campos publicados, no actúa como inmobiliaria ni intermediario
            y no cobra comisión
          </strong>{' '}
          por las operaciones que se concreten entre usuarios.
        </p>
        <p>
          Las condiciones de cada operación (precio, forma de pago, escrituración, arrendamiento) se acuerdan
          directamente entre las partes. Te recomendamos verificar la titularidad, el estado dominial y las
          características del campo antes de cerrar cualquier acuerdo.
        </p>
      </>
    ),
  },
  {
    id: 'niveles',
    title: 'Niveles de uso',
    body: (
      <>
        <p>El sitio ofrece tres niveles de interacción:</p>
        <ul>
          <li>
            <strong>Básico:</strong> cualquier visitante puede navegar, buscar y filtrar campos, ver cada
            publicación y el perfil público de quien la publica, sin registrarse.
          </li>
          <li>
            <strong>Intermedio:</strong> con un registro gratuito podés publicar campos sin costo, editarlos o
            eliminarlos, mantener un perfil público y enviar mensajes a otros usuarios.
          </li>
          <li>
            <strong>Avanzado:</strong> un servicio pago que suma a la publicación un informe técnico del campo
            elaborado a partir de imágenes satelitales y la gestión de las solicitudes de contacto de los
            interesados.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cuenta',
    title: 'Tu cuenta',
    body: (
      <>
        <p>
          Podés registrarte con tu correo electrónico o con una cuenta de un tercero (por ejemplo, Google).
          Los datos que cargues tienen que ser verdaderos y mantenerse actualizados.
        </p>
        <p>
          La cuenta es personal. Sos responsable de mantener tu contraseña en reserva y de toda actividad que
          se realice con tu usuario. Si sospechás un uso indebido, cambiá la contraseña y avisanos.
        </p>
      </>
    ),
  },
  {
    id: 'publicacion-gratuita',
    title: 'Publicación gratuita',
    body: (
      <>
        <p>
          Una publicación gratuita permanece en línea durante {LISTING_ONLINE_MONTHS} meses o hasta que la
          elimines, lo que ocurra primero. Podés editarla o darla de baja en cualquier momento desde{' '}
          <em>Mis Anuncios</em>.
        </p>
        <p>
          Quien publica declara tener derecho a ofrecer el campo y a usar las fotos, videos y textos que
          incluye, y es el único responsable de su exactitud: superficie, precio, ubicación, mejoras y
          condiciones de pago.
        </p>
      </>
    ),
  },
  {
    id: 'publicacion-paga',
    title: 'Publicación paga con informe técnico',
    body: (
      <>
        <p>
          La publicación paga tiene un costo de{' '}
          <strong>${formatNumber(PAID_LISTING_PRICE_ARS)} (pesos argentinos)</strong> e incluye:
        </p>
        <ul>
          <li>el informe técnico del campo basado en imágenes satelitales;</li>
          <li>la publicación en línea durante {LISTING_ONLINE_MONTHS} meses.</li>
        </ul>
        <p>
          Se puede abonar en <strong>efectivo, con cheque o por transferencia bancaria</strong>. El servicio
          se activa una vez acreditado el pago. Un cambio de precio no afecta a los servicios ya abonados.
        </p>
        <p>
          El informe técnico es orientativo: describe el campo a partir de información satelital y no
          reemplaza una inspección en el lugar, una tasación profesional ni el estudio de títulos.
        </p>
      </>
    ),
  },
  {
    id: 'uso-aceptable',
    title: 'Uso aceptable',
    body: (
      <>
        <p>Al usar {site} te comprometés a no:</p>
        <ul>
          <li>publicar campos que no estés autorizado a ofrecer o información falsa o engañosa;</li>
          <li>
            usar los datos de contacto de otros usuarios para fines distintos de la operación consultada;
          </li>
          <li>enviar mensajes masivos, publicidad no solicitada o contenido ofensivo;</li>
          <li>copiar el contenido del sitio de forma automatizada o intentar vulnerar su seguridad.</li>
        </ul>
        <p>
          Podemos editar, pausar o eliminar publicaciones y suspender cuentas que incumplan estos términos,
          avisándote por correo electrónico cuando sea posible.
        </p>
      </>
    ),
  },
  {
    id: 'responsabilidad',
    title: 'Responsabilidad',
    body: (
      <p>
        {site} no garantiza la veracidad de los anuncios ni el resultado de las negociaciones entre usuarios,
        y no responde por los daños derivados de operaciones acordadas a través del sitio. Hacemos lo posible
        para que el servicio esté disponible en todo momento, pero puede interrumpirse por mantenimiento o
        causas ajenas a nuestro control.
      </p>
    ),
  },
  {
    id: 'propiedad-intelectual',
    title: 'Propiedad intelectual',
    body: (
      <p>
        La marca, el diseño y el software de {site} nos pertenecen. El contenido de cada publicación pertenece
        a quien la publica, que nos autoriza a mostrarlo en el sitio y a difundirlo para promocionar el campo
        mientras la publicación esté activa.
      </p>
    ),
  },
  {
    id: 'datos-personales',
    title: 'Datos personales',
    body: (
      <p>
        Tratamos tus datos según la Ley 25.326 de Protección de los Datos Personales, como explicamos en la{' '}
        <Link to={PAGES.privacyPolicy.link()} className="font-semibold text-brand-700 hover:underline">
          Política de privacidad
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'modificaciones',
    title: 'Modificación de los términos',
    body: (
      <p>
        Podemos actualizar estos términos. Te avisaremos por correo electrónico o en el sitio y tendrás{' '}
        <strong>{TERMS_ACCEPTANCE_DAYS} días corridos</strong> para aceptarlos. Si en ese plazo no los
        aceptás, podés dar de baja tu cuenta; si seguís usando el servicio una vez vencido, se entiende que
        los aceptaste.
      </p>
    ),
  },
  {
    id: 'ley-aplicable',
    title: 'Ley aplicable y jurisdicción',
    body: (
      <p>
        Estos términos se rigen por las leyes de la República Argentina. Ante cualquier controversia serán
        competentes los tribunales ordinarios del domicilio del usuario cuando se trate de un consumidor, y en
        los demás casos los de la Ciudad Autónoma de Buenos Aires.
      </p>
    ),
  },
];
