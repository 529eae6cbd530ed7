// Spec §2: 'Contactar' stores the listing in client state before going to /message/{ownerId},
// so the message page can say which listing the conversation is about.
export interface ContactProperty {
  id: string;
  listing_title: string;
}

const KEY = 'contactProperty';

/**
 * 'Contactar' also names the listing in its link (`/message/{ownerId}?propiedad={id}`): a tap
 * before the page has hydrated follows the plain link, with no chance to store anything.
 */
export const CONTACT_PROPERTY_PARAM = 'propiedad';

export function contactPropertyLink(messagePath: string, propertyId: string) {
  return `${messagePath}?${CONTACT_PROPERTY_PARAM}=${encodeURIComponent(propertyId)}`;
}

export function rememberContactProperty(property: ContactProperty) {
  sessionStorage.setItem(KEY, JSON.stringify(property));
}

/** Contacting from a seller's page is about no listing in particular. */
export function forgetContactProperty() {
  sessionStorage.removeItem(KEY);
}

/**
 * The listing the message page is about: the one its link names, else the one 'Contactar'
 * stored (its title comes with it, when the link named the same listing).
 */
export function readContactProperty(search = ''): ContactProperty | null {
  const linked = new URLSearchParams(search).get(CONTACT_PROPERTY_PARAM);
  const stored = readStoredContactProperty();
  if (!linked) return stored;
  return stored?.id === linked ? stored : { id: linked, listing_title: '' };
}

function readStoredContactProperty(): ContactProperty | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<ContactProperty> | null;
    return parsed && typeof parsed.id === 'string' && typeof parsed.listing_title === 'string'
      ? { id: parsed.id, listing_title: parsed.listing_title }
      : null;
  } catch {
    return null;
  }
}
