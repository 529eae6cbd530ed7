// Every Spanish text shared by API and UI, verbatim from the spec (typos included where the
// spec's API messages carry them). Texts used by a single screen stay in that screen.
// The validation messages are in validation-messages.ts: only forms and the API need them, and a
// public page's first script carries this file (issue 11's budget).

/** Messages the API returns in `message` (spec §7). */
export const API = {
  loginOk: 'Ingreso exitoso',
  loginFailed: 'Ingreso fallido',
  passwordChangeRequired: 'Cambio de contraseña necesario',
  userCreated: 'Usuario creado con éxito',
  registerFailed: 'Error al registrar usuario',
  passwordSent: 'Contraseña enviada con éxito',
  passwordUpdated: 'Contraseña actualizado con éxito',
  passwordOrEmailInvalid: 'Contraseña y/o email inválidos.',
  messageSent: 'Mensaje enviado con éxito',
  propertyNotFound: 'No se pudo encontrar la propiedad',
  // The back-office (issue 12).
  leadNotFound: 'No se encontró la consulta.',
  flagNotFound: 'No se encontró la alerta.',
  cannotBlockSelf: 'No podés bloquear tu propia cuenta.',
  propertiesFound: 'Propiedades encontradas',
  propertyFound: 'Propiedad encontrada',
  propertyCreated: 'Propiedad creada con éxito',
  propertyUpdated: 'Propiedad actualizada con éxito',
  propertyDeleted: 'Propiedad eliminada con éxito',
  messagesFound: 'Mensajes encontrados',
  chatFound: 'Chat encontrado',
  emailUpdated: 'Email actualizado con éxito',
  accountDeleted: 'Cuenta eliminada con éxito',
  userFound: 'Usuario encontrado',
  userNotFound: 'No se ha encontrado el usuario.',
  usernameTaken: 'El nombre de usuario ya existe',
  emailTaken: 'La cuenta de email ingresada ya existe en la plataforma.',
  profileUpdated: 'Perfil actualizado con éxito',
  profileFound: 'Perfil encontrado',
  emailChangeSent:
    'Te hemos enviado un mensaje al nuevo email, ingresa a tu casilla de correo para confirmar el cambio.',
  emailChangeInvalid: 'El enlace de confirmación no es válido o ha vencido.',
  registerEmailTaken: 'La cuenta de email ingresada ya existe en la plataforma.',
  googleNotConfigured: 'El ingreso con Google no está disponible en este momento.',
  googleFailed: 'No fue posible ingresar con Google. Intenta de nuevo más tarde.',
  imagesUploaded: 'Imágenes subidas con éxito',
  imageTypeNotAllowed: 'Solo se permiten imágenes JPG, PNG o GIF.',
  tooManyImages: 'Puedes subir como máximo 20 imágenes.',
  imagesTooLarge: 'Las imágenes no pueden superar los 50 MB en total.',
  invalidProfileImage: 'La imagen de perfil no es válida. Vuelve a subirla.',
  invalidListingImages: 'Las imágenes indicadas no son válidas. Vuelve a subirlas.',
  imageUnreadable: 'Una de las imágenes no se pudo procesar. Prueba con otra imagen.',
  uploadMalformed: 'No se pudieron leer los archivos enviados. Vuelve a intentarlo.',
  locationFound: 'Ubicación encontrada',
  locationOutside: 'La ubicación elegida está fuera de Argentina, Paraguay, Uruguay y Bolivia.',
  // Not in the spec: generic answers of the error handler.
  badRequest: 'Los datos enviados no son válidos.',
  forbiddenCharacters: 'Los datos enviados contienen caracteres no permitidos.',
  unauthorized: 'Debes iniciar sesión para realizar esta acción.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  notFound: 'El recurso solicitado no existe.',
  tooManyRequests: 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
  serverError: 'Se ha producido un error inesperado. Intenta de nuevo más tarde.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
} as const;

/** Texts shown by the UI (spec §2, §8). */
export const UI = {
  emptyGrid: 'No se han encontrado campos. Intenta modificando la búsqueda o prueba de nuevo más tarde.',
  emptyCarousel: 'No se han encontrado campos. Prueba de nuevo más tarde.',
  carouselEnd: 'No hay más propiedades... Vuelve a recargar para repetir.',
  propertyNotFoundToast: 'No se ha encontrado la propiedad seleccionada.',
  propertyNoData: 'No se ha podido obtener información del campo solicitado.',
  priceOnRequest: 'Consultar Valor',
  perHectare: '/ Hectárea',
  notFoundPage: 'La página que estás buscando no existe actualmente en nuestra web.',
  userNotFound: 'No se ha encontrado el usuario.',
  userLoadError: 'Se ha producido un error al buscar el usuario. Intenta de nuevo más tarde.',
  userNoListings: (name: string) => `${name} no tiene anuncios publicados.`,
  myListingsEmpty: 'No se han encontrado anuncios.',
  myListingsError: 'Se ha producido un error al buscar anuncios. Intenta de nuevo más tarde.',
  messageSendFailed: 'No se ha podido enviar el mensaje. Intenta de nuevo más tarde.',
  /** Shown under the active search when it has a word of one or two letters. */
  searchShortWordsHint: 'Las palabras de una o dos letras se buscan completas.',
  resultsSearching: 'Buscando campos…',
  resultsOne: '1 campo encontrado',
  resultsMany: (count: string) => `${count} campos encontrados`,
  /** A total past the count's bound (10.000, or 1.000 with text): the count stops there. */
  resultsMoreThan: (count: string) => `Más de ${count} campos`,
  /** The listing page's share menu (not in the spec). */
  share: 'Compartir',
  shareWhatsApp: 'WhatsApp',
  shareCopyLink: 'Copiar enlace',
  shareLinkCopied: 'Enlace copiado',
  shareCopyFailed: 'No pudimos copiar el enlace. Copialo desde la barra de direcciones.',
  /** The device's own share sheet, where the browser has one (Web Share API). */
  shareMore: 'Más opciones…',
} as const;
