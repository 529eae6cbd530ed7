let current: AbortController | null = null;

const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** Longer than any smooth scroll Chromium animates; the check runs then if `scrollend` never came. */
const FALLBACK_MS = 2_000;

/**
 * Scrolls smoothly to the top and makes sure the page gets there. Chromium abandons a smooth
 * scroll when the layout moves under it (the next page's results arriving after a footer link:
 * the reader was left 258 px down on CI, 2026-11-27), so once the scroll ends short of the top
 * it jumps the rest. A reader who scrolls, taps or types meanwhile keeps control.
 */
export function scrollToTopSmoothly() {
  current?.abort();
  if (window.scrollY === 0) return;
  const controller = new AbortController();
  current = controller;
  const { signal } = controller;
  const giveUp = () => controller.abort();
  const finish = () => {
    if (signal.aborted) return;
    controller.abort();
    if (window.scrollY !== 0) window.scrollTo({ top: 0, behavior: 'instant' });
  };
  for (const type of READER_INPUT) window.addEventListener(type, giveUp, { signal, passive: true });
  window.addEventListener('scrollend', finish, { signal });
  const timer = window.setTimeout(finish, FALLBACK_MS);
  signal.addEventListener('abort', () => window.clearTimeout(timer));
  window.scrollTo({ top: 0, behavior: 'smooth' });
}
