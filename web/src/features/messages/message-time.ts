// How times read in a chat: 'ahora' for what was just written (spec §4), the hour otherwise,
// under a separator naming the day.

const MINUTE_MS = 60_000;

const hour = new Intl.DateTimeFormat('es-AR', { hour: '2-digit', minute: '2-digit', hour12: false });
const dayThisYear = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long' });
const dayOtherYear = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric' });
const fullDate = new Intl.DateTimeFormat('es-AR', { dateStyle: 'full', timeStyle: 'short' });

export function bubbleTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'ahora';
  return now.getTime() - date.getTime() < MINUTE_MS ? 'ahora' : hour.format(date);
}

/** For the tooltip and the `<time>` element's title. */
export function fullMessageDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : fullDate.format(date);
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** 'Hoy', 'Ayer', '12 de marzo' or '12 de marzo de 2024', in the browser's time zone. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
  if (days === 0) return 'Hoy';
  if (days === 1) return 'Ayer';
  return (date.getFullYear() === now.getFullYear() ? dayThisYear : dayOtherYear).format(date);
}

export const sameDay = (a: string, b: string) => startOfDay(new Date(a)) === startOfDay(new Date(b));
