import { FEATURED_MONTHS } from '@tranquera/contracts';

// The team works on Argentina's clock wherever the browser is: a date typed in the back-office
// means that day in Argentina, as on the rest of the site (lib/format.ts).
const TIME_ZONE = 'America/Argentina/Buenos_Aires';
/** Argentina keeps UTC−3 all year (no daylight saving since 2009). */
const ARGENTINA_OFFSET = '-03:00';

const dateTime = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});
// en-CA writes dates as YYYY-MM-DD, the value of an <input type="date">.
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });

/** '23/11/2026, 14:05': a lead's, a note's or an audit entry's moment. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** Today in Argentina as YYYY-MM-DD. */
export function argentinaDay(now: Date = new Date()): string {
  return isoDay.format(now);
}

/** YYYY-MM-DD plus some months; the 31st of a shorter month becomes its last day. */
export function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const lastOfTarget = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastOfTarget)))
    .toISOString()
    .slice(0, 10);
}

/** What the paid plan lasts: 'Destacar' proposes today plus FEATURED_MONTHS. */
export const defaultFeaturedDay = (now: Date = new Date()) => addMonths(argentinaDay(now), FEATURED_MONTHS);

/** A featured listing stays so through the whole chosen day, in Argentina. */
export function featuredUntilIso(day: string): string {
  return new Date(`${day}T23:59:59${ARGENTINA_OFFSET}`).toISOString();
}

/** Whether the listing is featured now: the date is what the server keeps, null once removed. */
export function isFeatured(featuredUntil: string | null, now: Date = new Date()): boolean {
  return featuredUntil !== null && Date.parse(featuredUntil) > now.getTime();
}
