/**
 * Runs `task` once the browser has nothing more urgent to do (at the latest after `timeout`
 * ms), for code a page can do without during its first seconds. Returns a cancel function.
 * Safari has no requestIdleCallback: there, a short timer.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
