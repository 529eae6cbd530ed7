/**
 * A WhatsApp chat with whoever left a lead: wa.me wants the number's digits only. The number is
 * kept as typed (a leading country code stays, none is added): guessing one would message a
 * stranger. Null when there are no digits to call.
 */
export function whatsAppChatLink(phone: string | null): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits ? `https://wa.me/${digits}` : null;
}

/** The download's name: the server's (Content-Disposition) or one with today's date. */
export function csvFileName(disposition: string | null, today: string): string {
  const named = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i)?.[1];
  return named ? decodeURIComponent(named) : `consultas-${today}.csv`;
}
