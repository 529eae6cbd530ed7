// Spec §2: 'Contactar' stores the listing in client state before going to /message/{ownerId},
// so the message page can say which listing the conversation is about.
export interface ContactProperty {
  id: string;
  listing_title: string;
}

const KEY = 'contactProperty';

export function rememberContactProperty(property: ContactProperty) {
  sessionStorage.setItem(KEY, JSON.stringify(property));
}

/** Contacting from a seller's page is about no listing in particular. */
export function forgetContactProperty() {
  sessionStorage.removeItem(KEY);
}

export function readContactProperty(): ContactProperty | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<ContactProperty> | null;
    return parsed && typeof parsed.id === 'string' && typeof parsed.listing_title === 'string'
      ? { id: parsed.id, listing_title: parsed.listing_title }
      : null;
  } catch {
    return null;
  }
}
